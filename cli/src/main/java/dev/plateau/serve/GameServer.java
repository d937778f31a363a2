package dev.plateau.serve;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.ToNumberPolicy;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;

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
 *       /api/undo {session}}: the state of a session after the request.
 *   <li>{@code POST /api/save {game, text}}: writes a valid text over the game's file in the
 *       folder, only when the server was started with saving allowed.
 * </ul>
 *
 * <p>POST bodies must be JSON ({@code Content-Type: application/json}), at most {@value
 * #MAX_BODY} bytes; a request from another origin is refused, and on a loopback address only
 * loopback host names are accepted, so that other web sites cannot drive the server. An
 * unexpected error answers 500 with a short message and is logged once.
 */
public final class GameServer implements AutoCloseable {
    /** The largest request body accepted, in bytes. */
    public static final int MAX_BODY = 512 * 1024;

    /** JSON nested deeper than this is refused, so that a hostile body cannot cost much to read. */
    static final int MAX_JSON_DEPTH = 64;

    /**
     * The JSON of the API (Gson): answers are maps, lists, strings, numbers, booleans and arrays,
     * written with their null members; {@link #readJson} reads with it.
     */
    static final Gson JSON = new GsonBuilder()
            .serializeNulls()
            .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
            .create();

    private static final System.Logger LOG = System.getLogger(GameServer.class.getName());
    private static final Pattern ASSET = Pattern.compile("[a-z0-9_-]{1,64}\\.(html|css|js|svg|png)");

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
    private final boolean loopback;
    private final Map<String, byte[]> assets = new ConcurrentHashMap<>();

    private GameServer(Config config, HttpServer http, ExecutorService executor, boolean loopback) {
        this.config = config;
        this.library = new GameLibrary(config.gamesDir());
        this.sessions = new SessionStore(config.maxSessions(), config.sessionIdle());
        this.http = http;
        this.executor = executor;
        this.loopback = loopback;
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
        GameServer server = new GameServer(config, http, executor, address.isLoopbackAddress());
        http.createContext("/", server::handle);
        http.start();
        return server;
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

    /**
     * Reads one strict JSON value that fills the whole text (whitespace aside): maps, lists,
     * strings, {@link Long} for whole numbers that fit, {@link Double} for other numbers, booleans
     * and null.
     *
     * @throws JsonParseException if the text is not strict JSON, nests deeper than {@value
     *     #MAX_JSON_DEPTH} levels or has more text after the value
     */
    static Object readJson(String text) {
        JsonReader reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        reader.setNestingLimit(MAX_JSON_DEPTH);
        try {
            // Peeking first refuses an empty text, which Gson would read as null.
            reader.peek();
            Object value = JSON.fromJson(reader, Object.class);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new JsonSyntaxException("more text after the value");
            }
            return value;
        } catch (IOException e) {
            throw new JsonSyntaxException(e);
        }
    }

    // ------------------------------------------------------------------ dispatch

    private void handle(HttpExchange ex) {
        try (ex) {
            Answer answer;
            try {
                answer = route(ex);
            } catch (ApiException e) {
                Map<String, Object> body = new LinkedHashMap<>();
                body.put("error", e.getMessage());
                body.putAll(e.details());
                answer = Answer.json(e.status(), body);
                if (e.status() == 405) {
                    ex.getResponseHeaders().set("Allow", (String) e.details().getOrDefault("allow", "GET"));
                }
            } catch (RuntimeException | Error e) {
                LOG.log(System.Logger.Level.ERROR, "internal error answering " + ex.getRequestMethod() + " "
                        + ex.getRequestURI().getRawPath(), e);
                answer = Answer.json(500, Map.of("error", "internal server error (" + e.getClass().getSimpleName()
                        + "); it was logged by the server"));
            }
            send(ex, answer);
        } catch (IOException e) {
            // The browser went away mid-answer; nothing to tell anyone.
        }
    }

    /** A status, a content type and the bytes of an answer. */
    private record Answer(int status, String type, byte[] body) {
        static Answer json(int status, Object value) {
            return new Answer(status, "application/json; charset=utf-8",
                    JSON.toJson(value).getBytes(StandardCharsets.UTF_8));
        }
    }

    private static void send(HttpExchange ex, Answer a) throws IOException {
        Headers h = ex.getResponseHeaders();
        h.set("Content-Type", a.type());
        h.set("Cache-Control", "no-store");
        h.set("X-Content-Type-Options", "nosniff");
        h.set("X-Frame-Options", "DENY");
        h.set("Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'; frame-ancestors 'none'");
        ex.sendResponseHeaders(a.status(), a.body().length == 0 ? -1 : a.body().length);
        if (a.body().length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(a.body());
            }
        }
    }

    private Answer route(HttpExchange ex) throws IOException {
        checkHost(ex);
        String path = ex.getRequestURI().getRawPath();
        String method = ex.getRequestMethod().toUpperCase(Locale.ROOT);
        Map<String, String> query = query(ex.getRequestURI().getRawQuery());
        if (!path.startsWith("/api/")) {
            requireMethod(method, "GET");
            return asset(path);
        }
        return switch (path) {
            case "/api/games" -> {
                requireMethod(method, "GET");
                yield Answer.json(200, games());
            }
            case "/api/source" -> {
                requireMethod(method, "GET");
                String id = param(query, "game");
                GameLibrary.Loaded loaded = library.load(id);
                yield Answer.json(200, Map.of("id", id, "file", loaded.fileName(), "text", loaded.text()));
            }
            case "/api/state" -> {
                requireMethod(method, "GET");
                yield Answer.json(200, sessions.get(param(query, "session")).toJson());
            }
            case "/api/new" -> Answer.json(200, newGame(body(ex, method)));
            case "/api/restart" -> {
                RequestBody b = body(ex, method);
                Session s = sessions.get(b.string("session"));
                restart(s, b);
                yield Answer.json(200, s.toJson());
            }
            case "/api/move" -> {
                RequestBody b = body(ex, method);
                Session s = sessions.get(b.string("session"));
                s.play(b.integer("action"));
                yield Answer.json(200, s.toJson());
            }
            case "/api/undo" -> {
                RequestBody b = body(ex, method);
                Session s = sessions.get(b.string("session"));
                s.undo();
                yield Answer.json(200, s.toJson());
            }
            case "/api/save" -> Answer.json(200, save(body(ex, method)));
            default -> throw ApiException.notFound("no API `" + path + "`");
        };
    }

    private void checkHost(HttpExchange ex) {
        String origin = ex.getRequestHeaders().getFirst("Origin");
        String host = ex.getRequestHeaders().getFirst("Host");
        if (origin != null && !origin.equals("null") && !origin.equalsIgnoreCase("http://" + host)) {
            throw new ApiException(403, "requests from other web sites (" + origin + ") are refused");
        }
        if (loopback && host != null) {
            String name = host.startsWith("[") ? host.substring(0, host.indexOf(']') + 1)
                    : host.replaceFirst(":\\d+$", "");
            name = name.toLowerCase(Locale.ROOT);
            if (!name.equals("localhost") && !name.equals("127.0.0.1") && !name.equals("[::1]")
                    && !name.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}")) {
                throw new ApiException(403, "this server only answers to localhost, not to `" + host + "`");
            }
        }
    }

    private static void requireMethod(String method, String allowed) {
        if (!method.equals(allowed)) {
            throw new ApiException(405, method + " is not allowed here; use " + allowed, Map.of("allow", allowed));
        }
    }

    private static RequestBody body(HttpExchange ex, String method) throws IOException {
        requireMethod(method, "POST");
        String type = ex.getRequestHeaders().getFirst("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new ApiException(415, "the request body must be JSON (Content-Type: application/json)");
        }
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > MAX_BODY) {
                    throw tooLarge();
                }
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("bad Content-Length `" + length + "`");
            }
        }
        byte[] bytes;
        try (InputStream in = ex.getRequestBody()) {
            bytes = in.readNBytes(MAX_BODY + 1);
        }
        if (bytes.length > MAX_BODY) {
            throw tooLarge();
        }
        return RequestBody.parse(new String(bytes, StandardCharsets.UTF_8));
    }

    private static ApiException tooLarge() {
        return new ApiException(413, "the request body is larger than " + MAX_BODY / 1024 + " KiB");
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> out = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return out;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            try {
                String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
                String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                out.putIfAbsent(k, v);
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("malformed query string");
            }
        }
        return out;
    }

    private static String param(Map<String, String> query, String name) {
        String v = query.get(name);
        if (v == null || v.isEmpty()) {
            throw ApiException.badRequest("the request needs the query parameter `" + name + "`");
        }
        return v;
    }

    // ------------------------------------------------------------------ pages

    private Answer asset(String path) {
        String name = path.equals("/") ? "index.html" : path.equals("/play") ? "game.html" : path.substring(1);
        if (name.startsWith("static/")) {
            name = name.substring("static/".length());
        }
        if (!ASSET.matcher(name).matches()) {
            throw ApiException.notFound("no page `" + path + "`");
        }
        byte[] bytes = assets.computeIfAbsent(name, GameServer::readAsset);
        if (bytes.length == 0) {
            throw ApiException.notFound("no page `" + path + "`");
        }
        String ext = name.substring(name.lastIndexOf('.') + 1);
        String type = switch (ext) {
            case "html" -> "text/html; charset=utf-8";
            case "css" -> "text/css; charset=utf-8";
            case "js" -> "text/javascript; charset=utf-8";
            case "svg" -> "image/svg+xml";
            default -> "image/png";
        };
        return new Answer(200, type, bytes);
    }

    private static byte[] readAsset(String name) {
        try (InputStream in = GameServer.class.getResourceAsStream("/web/" + name)) {
            return in == null ? new byte[0] : in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the page resource web/" + name, e);
        }
    }

    // ------------------------------------------------------------------ API

    private Map<String, Object> games() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String id : library.ids()) {
            try {
                list.add(GameLibrary.summary(library.load(id)));
            } catch (ApiException e) {
                // Removed between listing and reading: leave it out.
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dir", library.dir().toString());
        m.put("games", list);
        m.put("opponents", opponents());
        m.put("save", config.allowSave());
        return m;
    }

    private List<Map<String, Object>> opponents() {
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(Map.of("id", AgentRegistry.HUMAN, "label", "Human (same screen)"));
        for (AgentRegistry.Entry e : config.agents().entries()) {
            out.add(Map.of("id", e.id(), "label", e.label()));
        }
        return out;
    }

    private Map<String, Object> newGame(RequestBody b) {
        String id = b.string("game");
        GameLibrary.Loaded loaded;
        boolean edited = b.has("source");
        if (edited) {
            String source = b.string("source");
            if (source.length() > GameLibrary.MAX_TEXT) {
                throw new ApiException(413, "the game text is longer than " + GameLibrary.MAX_TEXT / 1024 + " KiB");
            }
            String fileName = library.file(id).getFileName().toString();
            loaded = GameLibrary.compile(id, fileName, source);
        } else {
            loaded = library.load(id);
        }
        if (!loaded.valid()) {
            throw invalid(loaded);
        }
        Options o = options(b);
        Session s = sessions.create(sid -> new Session(sid, loaded, edited, config.stepLimit()));
        try {
            s.restart(o.opponent(), o.seat(), o.seed());
        } catch (RuntimeException e) {
            sessions.remove(s.id());
            throw e;
        }
        return s.toJson();
    }

    private static ApiException invalid(GameLibrary.Loaded loaded) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("diagnostics", GameLibrary.diagnostics(loaded.error()));
        details.put("text", loaded.text());
        details.put("file", loaded.fileName());
        String first = loaded.error().diagnostics().getFirst().headline();
        return new ApiException(422, "the game is invalid: " + first, details);
    }

    private void restart(Session s, RequestBody b) {
        Options o = options(b);
        s.restart(o.opponent(), o.seat(), o.seed());
    }

    private record Options(AgentRegistry.Entry opponent, int seat, long seed) {}

    private Options options(RequestBody b) {
        String opponent = b.string("opponent", AgentRegistry.HUMAN);
        AgentRegistry.Entry entry = null;
        if (!opponent.equals(AgentRegistry.HUMAN)) {
            entry = config.agents().find(opponent).orElseThrow(() -> ApiException.badRequest("unknown opponent `"
                    + opponent + "`; choose one of " + opponents().stream().map(m -> m.get("id")).toList()));
        }
        long seat = b.longValue("seat", 0);
        if (seat != 0 && seat != 1) {
            throw ApiException.badRequest("`seat` must be 0 (play P1) or 1 (play P2), not " + seat);
        }
        // A fresh seed stays below 2^53, so that the page's JavaScript numbers show it exactly.
        long seed = b.has("seed") ? b.longValue("seed", 0) : ThreadLocalRandom.current().nextLong(1L << 53);
        return new Options(entry, (int) seat, seed);
    }

    private Map<String, Object> save(RequestBody b) {
        if (!config.allowSave()) {
            throw new ApiException(403, "saving is off on this server (it is served beyond this machine)");
        }
        String id = b.string("game");
        String text = b.string("text");
        library.file(id);
        if (text.length() > GameLibrary.MAX_TEXT) {
            throw new ApiException(413, "the game text is longer than " + GameLibrary.MAX_TEXT / 1024 + " KiB");
        }
        GameLibrary.Loaded loaded = GameLibrary.compile(id, library.file(id).getFileName().toString(), text);
        if (!loaded.valid()) {
            throw invalid(loaded);
        }
        try {
            library.save(id, text);
        } catch (IOException e) {
            throw new ApiException(409, "cannot write " + library.file(id) + ": " + e.getMessage());
        }
        return Map.of("saved", library.file(id).toString());
    }
}
