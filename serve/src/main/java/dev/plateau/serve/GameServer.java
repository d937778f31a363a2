package dev.plateau.serve;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Map;

/**
 * The local web server of {@code plateau serve}: the pages (HTML, CSS and JavaScript from the
 * classpath folder {@code web/}) and a small JSON API over the games folder and the games in play.
 *
 * <p>API, every answer JSON; a refusal is a 4xx status with {@code {"error": message}}:
 *
 * <ul>
 *   <li>{@code GET /api/games}: the games of the folder (name, board, rules, or the error of an
 *       invalid file), the opponents on offer, whether Save is allowed.
 *   <li>{@code GET /api/source?game=ID}: the text of a game file.
 *   <li>{@code POST /api/new {game, source?, opponent?, seat?, seed?}}: a new session playing the
 *       file, or the edited {@code source}; 422 with {@code diagnostics} (line, column, message)
 *       when the game is invalid.
 *   <li>{@code GET /api/state?session=S}; {@code POST /api/restart {session, opponent?, seat?,
 *       seed?}}; {@code POST /api/move {session, action}} (a cell, or the pass action); {@code POST
 *       /api/undo {session}}; {@code POST /api/goto {session, moves}} (back to the position after
 *       that many moves of the game's list): the state of a session after the request,
 *       with the {@code thinking} of a searching agent's last move (visits and mean value per
 *       action) or null.
 *   <li>{@code POST /api/save {game, text}}: writes a valid text over the game's file in the
 *       folder, only when the server was started with saving allowed.
 * </ul>
 *
 * <p>Nothing a client sends can hang or starve the server ({@link ServeLimits}): requests are
 * answered by a fixed pool of workers with a bounded queue; games compile on a pool of their own,
 * within a time budget, so hostile texts cannot take the workers that answer {@code /api/games};
 * a request over its budget answers 503 with {@code {"error": message}}; a client too slow to send
 * its request or take its answer is dropped after the read timeout; caches are bounded; each client
 * has its own cap of games in play. The process-wide {@code jdk.httpserver.maxConnections} is set
 * to {@value #MAX_CONNECTIONS} unless given, so that idle sockets cannot exhaust the process's
 * files (the JDK server closes an idle one after {@code sun.net.httpserver.idleInterval}, 30 s).
 *
 * <p>On an address other than loopback, answers never hold absolute paths: the folder and its
 * files are named by file name only.
 *
 * <p>POST bodies must be JSON ({@code Content-Type: application/json}), at most {@value
 * #MAX_BODY} bytes; a request from another origin is refused, and on a loopback address only
 * loopback host names are accepted, so that other web sites cannot drive the server. An
 * unexpected error answers 500 with a short message and is logged once.
 *
 * <p>This class binds the server and wires its parts: the HTTP plumbing ({@code Router}, {@code
 * Request}, {@code Answer}, {@code OriginPolicy}, {@code StaticAssets}) and the handlers ({@code
 * GamesApi}, {@code SessionApi}).
 */
public final class GameServer implements AutoCloseable {
    /** The largest request body accepted, in bytes. */
    public static final int MAX_BODY = 512 * 1024;

    /** The most open connections, unless the system property {@code jdk.httpserver.maxConnections} is set. */
    static final int MAX_CONNECTIONS = 1000;

    static {
        // Read once by the JDK server when it is first used, so set before any server starts.
        if (System.getProperty("jdk.httpserver.maxConnections") == null) {
            System.setProperty("jdk.httpserver.maxConnections", Integer.toString(MAX_CONNECTIONS));
        }
    }

    /**
     * How to run a server.
     *
     * @param host the address to bind, {@code 127.0.0.1} for this machine only
     * @param port the port, 0 for any free one
     * @param gamesDir the games folder
     * @param stepLimit the step limit after which a game is truncated, 0 for none
     * @param allowSave whether the page may write edited games back into the folder
     * @param agents the opponents on offer besides a person
     * @param maxSessions the most games in play at once
     * @param sessionIdle how long an unused game is kept
     * @param limits the bounds on threads, time and caches
     */
    public record Config(String host, int port, Path gamesDir, long stepLimit, boolean allowSave,
            AgentRegistry agents, int maxSessions, Duration sessionIdle, ServeLimits limits) {
        /** Checks the values. */
        public Config {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(gamesDir, "gamesDir");
            Objects.requireNonNull(agents, "agents");
            Objects.requireNonNull(limits, "limits");
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("the port must be 0 … 65535, not " + port);
            }
            if (stepLimit < 0) {
                throw new IllegalArgumentException("the step limit cannot be negative: " + stepLimit);
            }
        }

        /** A configuration with the default limits ({@link ServeLimits#defaults()}). */
        public Config(String host, int port, Path gamesDir, long stepLimit, boolean allowSave, AgentRegistry agents,
                int maxSessions, Duration sessionIdle) {
            this(host, port, gamesDir, stepLimit, allowSave, agents, maxSessions, sessionIdle, ServeLimits.defaults());
        }

        /** Defaults: loopback, the given port and folder, 1000 steps, saving allowed, the standard agents. */
        public static Config local(int port, Path gamesDir) {
            return new Config("127.0.0.1", port, gamesDir, 1000, true, AgentRegistry.standard(), 200,
                    Duration.ofHours(6));
        }

        /** This configuration with other limits. */
        public Config withLimits(ServeLimits newLimits) {
            return new Config(host, port, gamesDir, stepLimit, allowSave, agents, maxSessions, sessionIdle, newLimits);
        }
    }

    private final Config config;
    private final GameLibrary library;
    private final SessionStore sessions;
    private final HttpServer http;
    private final WorkerPool workers;
    private final CompilePool compiles;
    private final StaticAssets assets;

    private GameServer(Config config, GameLibrary library, SessionStore sessions, HttpServer http,
            WorkerPool workers, CompilePool compiles, StaticAssets assets) {
        this.config = config;
        this.library = library;
        this.sessions = sessions;
        this.http = http;
        this.workers = workers;
        this.compiles = compiles;
        this.assets = assets;
    }

    /**
     * Binds and starts a server.
     *
     * @throws IllegalArgumentException if the games folder is not a directory
     * @throws IOException if the address cannot be bound (for example, the port is in use)
     */
    public static GameServer start(Config config) throws IOException {
        if (!Files.isDirectory(config.gamesDir())) {
            throw new IllegalArgumentException("the games folder " + config.gamesDir().toAbsolutePath().normalize()
                    + " does not exist or is not a directory");
        }
        InetAddress address = InetAddress.getByName(config.host());
        ServeLimits limits = config.limits();
        HttpServer http = HttpServer.create(new InetSocketAddress(address, config.port()), 64);
        WorkerPool workers = new WorkerPool(limits.workers(), limits.queue(), limits.readTimeout());
        http.setExecutor(workers);
        CompilePool compiles = new CompilePool(limits.compileThreads(), limits.compileQueue(), limits.compileBudget());
        boolean loopback = address.isLoopbackAddress();
        GameLibrary library = new GameLibrary(config.gamesDir(), compiles, limits.gameCache(), loopback);
        SessionStore sessions = new SessionStore(config.maxSessions(), limits.sessionsPerClient(), config.sessionIdle(),
                System::nanoTime);
        GamesApi games = new GamesApi(library, config.agents(), config.allowSave());
        SessionApi play = new SessionApi(library, sessions, config.agents(), config.stepLimit());
        StaticAssets assets = new StaticAssets(limits.missingPages());
        Router router = new Router(new OriginPolicy(loopback), assets, limits.requestBudget())
                .get("/api/games", games::index)
                .get("/api/source", games::source)
                .post("/api/save", games::save)
                .post("/api/new", play::create)
                .get("/api/state", play::state)
                .post("/api/restart", play::restart)
                .post("/api/move", play::move)
                .post("/api/undo", play::undo)
                .post("/api/goto", play::goTo);
        http.createContext("/", router::handle);
        http.start();
        return new GameServer(config, library, sessions, http, workers, compiles, assets);
    }

    /** The address to open in a browser, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        InetSocketAddress a = http.getAddress();
        String host = a.getAddress().isAnyLocalAddress() ? "localhost" : a.getAddress().getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + a.getPort() + "/");
    }

    /** The port bound. */
    public int port() {
        return http.getAddress().getPort();
    }

    /** The games folder. */
    public Path gamesDir() {
        return library.dir();
    }

    /** The number of files in the games folder. */
    public int gameCount() {
        return library.ids().size();
    }

    /** Whether the page may save edited games. */
    public boolean saveAllowed() {
        return config.allowSave();
    }

    /** The sizes of the server's caches and pools now, for tests and monitoring. */
    Map<String, Integer> usage() {
        return Map.of("sessions", sessions.size(), "compiledGames", library.cachedCount(),
                "missingPages", assets.missingRemembered(), "compiles", compiles.busy());
    }

    /** Stops the server and closes every game in play. */
    @Override
    public void close() {
        http.stop(0);
        workers.close();
        compiles.close();
        sessions.close();
    }
}
