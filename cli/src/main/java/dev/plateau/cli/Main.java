package dev.plateau.cli;

import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.sim.BackendException;
import dev.plateau.sim.Backends;
import java.io.PrintWriter;
import java.util.logging.Level;
import java.util.logging.Logger;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code plateau} command: the entry point of the command line. Each subcommand is a class of
 * its own; this class wires them together and turns every failure into a message and an exit code,
 * never a stack trace for a user's mistake.
 */
@Command(
        name = "plateau",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = {
            "Plateau compiles board games written in the .ldx language into batched simulators",
            "for the CPU (JDK Vector API) and the GPU (PTX through the CUDA driver).",
            ""
        },
        subcommands = {CheckCommand.class, RunCommand.class, BenchCommand.class, BackendsCommand.class,
            ConformCommand.class, ServeCommand.class, PtxCommand.class, FuzzCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Run `plateau COMMAND --help` for the options of one command."})
public final class Main implements Runnable {
    /** Exit code for a user error: a bad game file, a bad option. */
    public static final int USER_ERROR = 1;

    /** Exit code for an internal error, a bug in Plateau. */
    public static final int INTERNAL_ERROR = 70;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * The choice of backend is logged at INFO for library users; the commands print the backend they
     * use themselves, so only its warnings (a better backend that should run but cannot) are shown.
     * Held in a field because the logging framework keeps its loggers only weakly.
     */
    private static final Logger BACKEND_LOG = Logger.getLogger(Backends.LOGGER);

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        BACKEND_LOG.setLevel(Level.WARNING);
        System.exit(execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (for tests). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof GameException || ex instanceof UserException || ex instanceof BackendException) {
                commandLine.getErr().println(TerminalText.escapeLines(ex.getMessage()));
                return USER_ERROR;
            }
            commandLine.getErr().println("plateau: internal error (" + TerminalText.escapeLines(String.valueOf(ex)) + ")");
            commandLine.getErr().println("This is a bug in Plateau " + Version.VERSION
                    + "; please report it with the command you ran. Stack trace:");
            ex.printStackTrace(commandLine.getErr());
            return INTERNAL_ERROR;
        });
        return cli.execute(args);
    }
}
