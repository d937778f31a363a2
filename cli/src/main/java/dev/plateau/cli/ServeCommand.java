package dev.plateau.cli;

import dev.plateau.agents.AgentSpec;
import dev.plateau.serve.AgentRegistry;
import dev.plateau.serve.GameServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code plateau serve}: a local web server to play and debug the games of a folder in the
 * browser, until interrupted.
 */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Starts a local web server to play and debug games in the browser.",
            "",
            "Every .ldx file of the games folder can be played against a person, the built-in agents (random,"
                    + " greedy, UCT and Gumbel search) or the agents given with --agent (a trained network, say), and"
                    + " edited and reloaded in the page. It serves until interrupted (Ctrl-C)."
        })
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", paramLabel = "PORT",
            description = "the port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one)")
    private int port;

    @Option(names = "--games", defaultValue = "games", paramLabel = "DIR",
            description = "the folder of .ldx games (default: ${DEFAULT-VALUE}, relative to the working directory)")
    private Path games;

    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "ADDRESS",
            description = "the address to listen on (default: ${DEFAULT-VALUE}, this machine only); another"
                    + " address serves the network, and then saving edited games is off")
    private String host;

    @Option(names = "--step-limit", defaultValue = "1000", paramLabel = "N",
            description = "steps after which a game is truncated (default: ${DEFAULT-VALUE}; 0 for none)")
    private long stepLimit;

    @Option(names = "--agent", paramLabel = "SPEC",
            description = "also offer this agent as an opponent, such as a trained network (the agent net with"
                    + " the setting run=DIR), for the games it can play; repeatable; `plateau arena --help` explains"
                    + " the agents")
    private java.util.List<String> agents = new java.util.ArrayList<>();

    @Spec
    private CommandSpec spec;

    /**
     * The standard opponents and those of --agent, named agent-1, agent-2, … in the order given, each
     * offered only for the games it can play (a network only for games of its planes and board).
     */
    private AgentRegistry opponents() {
        AgentRegistry registry = AgentRegistry.standard();
        int n = 0;
        for (String text : agents) {
            AgentSpec parsed;
            try {
                parsed = AgentSpec.parse(text);
            } catch (IllegalArgumentException e) {
                throw new UserException("plateau serve: --agent " + e.getMessage());
            }
            registry.register(AgentRegistry.Entry.of("agent-" + ++n, parsed));
        }
        return registry;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = games.toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            throw new UserException("plateau serve: no games folder at " + dir
                    + "; run from the repository root or name one with --games DIR");
        }
        if (port < 0 || port > 65535) {
            throw new UserException("plateau serve: --port must be 0 … 65535, not " + port);
        }
        if (stepLimit < 0) {
            throw new UserException("plateau serve: --step-limit cannot be negative: " + stepLimit);
        }
        boolean loopback;
        try {
            loopback = InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            throw new UserException("plateau serve: unknown --host `" + host + "`");
        }
        GameServer.Config config = new GameServer.Config(host, port, dir, stepLimit, loopback,
                opponents(), 200, Duration.ofHours(6));
        GameServer server;
        try {
            server = GameServer.start(config);
        } catch (BindException e) {
            throw new UserException("plateau serve: cannot listen on " + host + ":" + port + " (" + e.getMessage()
                    + "); is another server using it? Choose another with --port");
        } catch (IOException e) {
            throw new UserException("plateau serve: cannot start the server on " + host + ":" + port + " ("
                    + e.getMessage() + ")");
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "plateau-serve-shutdown"));
        out.printf("Plateau is serving %d games from %s%n", server.gameCount(), server.gamesDir());
        out.printf("Open %s in a browser; press Ctrl-C to stop.%n", server.uri());
        if (!loopback) {
            err.println("warning: listening on " + host + ": anyone who can reach this address can play;"
                    + " saving edited games is off.");
        }
        out.flush();
        stopped.await();
        return 0;
    }
}
