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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

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
 *       that many moves of the game's list): the state of a session after the request.
 *   <li>{@code POST /api/save {game, text}}: writes a valid text over the game's file in the
 *       folder, only when the server was started with saving allowed.
 * </ul>
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
     */
    public record Config(String host, int port, Path gamesDir, long stepLimit, boolean allowSave,
            AgentRegistry agents, int maxSessions, Duration sessionIdle) {
        /** Checks the values. */
        public Config {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(gamesDir, "gamesDir");
            Objects.requireNonNull(agents, "agents");
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("the port must be 0 … 65535, not " + port);
            }
            if (stepLimit < 0) {
                throw new IllegalArgumentException("the step limit cannot be negative: " + stepLimit);
            }
        }

        /** Defaults: loopback, the given port and folder, 1000 steps, saving allowed, the standard agents. */
        public static Config local(int port, Path gamesDir) {
            return new Config("127.0.0.1", port, gamesDir, 1000, true, AgentRegistry.standard(), 200,
                    Duration.ofHours(6));
        }
    }

    private final Config config;
    private final GameLibrary library;
    private final SessionStore sessions;
    private final HttpServer http;
    private final ExecutorService executor;

    private GameServer(Config config, GameLibrary library, SessionStore sessions, HttpServer http,
            ExecutorService executor) {
        this.config = config;
        this.library = library;
        this.sessions = sessions;
        this.http = http;
        this.executor = executor;
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
        HttpServer http = HttpServer.create(new InetSocketAddress(address, config.port()), 64);
        ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
        http.setExecutor(executor);
        GameLibrary library = new GameLibrary(config.gamesDir());
        SessionStore sessions = new SessionStore(config.maxSessions(), config.sessionIdle());
        GamesApi games = new GamesApi(library, config.agents(), config.allowSave());
        SessionApi play = new SessionApi(library, sessions, config.agents(), config.stepLimit());
        Router router = new Router(new OriginPolicy(address.isLoopbackAddress()), new StaticAssets())
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
        return new GameServer(config, library, sessions, http, executor);
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

    /** Stops the server and closes every game in play. */
    @Override
    public void close() {
        http.stop(0);
        executor.shutdownNow();
        sessions.close();
    }
}
