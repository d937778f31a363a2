package dev.plateau.cli;

import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.sim.BackendException;
import dev.plateau.sim.Backends;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

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
            "Plateau compiles board games written in the .ldx language into batched simulators for the CPU"
                    + " (JDK Vector API) and the GPU (PTX through the CUDA driver).",
            ""
        },
        subcommands = {CheckCommand.class, RunCommand.class, BenchCommand.class, BackendsCommand.class,
            ConformCommand.class, PerftCommand.class, ArenaCommand.class, EvaluateCommand.class, TrainCommand.class, ServeCommand.class, PtxCommand.class, FuzzCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Run `plateau COMMAND --help` for the options of one command."})
public final class Main implements Runnable {
    /** Exit code for a user error: a bad game file, a bad option. */
    public static final int USER_ERROR = 1;

    /** Exit code for an internal error, a bug in Plateau. */
    public static final int INTERNAL_ERROR = 70;

    /** Help is wrapped to the terminal's width, but no wider: longer lines are hard to read. */
    static final int MAX_HELP_WIDTH = 100;

    @CommandLine.Spec
    private CommandSpec spec;

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
        CommandLine cli = commandLine();
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

    /**
     * The command line with its subcommands and its help layout: every description is written as
     * unwrapped sentences and wrapped here, to the terminal's width up to {@link #MAX_HELP_WIDTH}.
     */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        cli.setUsageHelpAutoWidth(true);
        cli.setHelpFactory(Main::help);
        UsageMessageSpec usage = cli.getCommandSpec().usageMessage();
        usage.sectionMap().put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, Main::commandList);
        usage.commandListHeading("%nCommands:%n");
        // A blank line between each description and the list of arguments and options under it,
        // where a command has no heading of its own (picocli's help command has one).
        for (CommandLine command : cli.getSubcommands().values()) {
            UsageMessageSpec sub = command.getCommandSpec().usageMessage();
            if (!sub.parameterListHeading().isEmpty() || !sub.optionListHeading().isEmpty()) {
                continue;
            }
            if (command.getCommandSpec().positionalParameters().isEmpty()) {
                sub.optionListHeading("%n");
            } else {
                sub.parameterListHeading("%n");
            }
        }
        return cli;
    }

    /** Picocli's help, with the detected terminal width capped (asked only when help is shown). */
    private static Help help(CommandSpec spec, Help.ColorScheme colors) {
        UsageMessageSpec usage = spec.usageMessage();
        if (usage.autoWidth()) {
            usage.width(Math.min(usage.width(), MAX_HELP_WIDTH)).autoWidth(false);
        }
        return new Help(spec, colors);
    }

    /**
     * The command list of {@code plateau --help}: each command with the first sentence of its
     * description (picocli would take the first line of the description, cut wherever it ends).
     */
    private static String commandList(Help help) {
        Map<String, String> summaries = new LinkedHashMap<>();
        help.subcommands().forEach((name, sub) -> summaries.put(name, summary(sub.commandSpec().usageMessage())));
        return summaries.isEmpty() ? "" : help.createTextTable(summaries).toString();
    }

    /** A command's one-sentence summary: its header if it has one, else its description's first sentence. */
    static String summary(UsageMessageSpec usage) {
        String[] lines = usage.header().length > 0 ? usage.header() : usage.description();
        String text = String.join(" ", lines).strip().replaceAll("\\s+", " ");
        int end = text.indexOf(". ");
        return end < 0 ? text : text.substring(0, end + 1);
    }
}
