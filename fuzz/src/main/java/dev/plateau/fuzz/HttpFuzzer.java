package dev.plateau.fuzz;

import dev.plateau.serve.GameServer;
import dev.plateau.serve.Json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sends random requests to a running {@code plateau serve} on this machine and checks every answer:
 * random methods, paths (with traversal attempts), query strings, headers (huge, too many, invalid),
 * and bodies (random bytes, random, deep or huge JSON, mutated valid API calls), from a fixed seed.
 *
 * <p>An answer is a finding when it is not a well-formed HTTP answer, has a status of 500 or more,
 * is an error from the API without a JSON {@code error} message, or holds a stack trace or an
 * absolute path that the request did not contain. Errors of the JDK's HTTP layer itself (a
 * malformed request line or header, answered with a short HTML text before the API sees the request)
 * need no JSON body, nor does the answer to a {@code HEAD} request, and a connection closed without an answer is accepted only for a request that
 * is not well-formed HTTP. After the run, {@code /api/games} must still answer 200.
 *
 * <p>Only loopback servers are fuzzed. The fuzzer never saves a changed text over a game of the
 * folder: a save request naming a real game carries that game's own text.
 */
public final class HttpFuzzer {
    /**
     * The outcome of a run.
     *
     * @param seed the seed
     * @param requests the requests sent
     * @param statuses how many answers had each status (0: closed without an answer)
     * @param findings the problems found, empty when all went well: each {@link Finding} holds the
     *     request's number in the run (from 0), what was wrong with the answer, then on a line of its
     *     own {@code request: } and the request in a line, and the request's bytes
     */
    public record Report(long seed, int requests, Map<Integer, Integer> statuses, List<Finding> findings) {
        /** Whether nothing was found. */
        public boolean clean() {
            return findings.isEmpty();
        }
    }

    private static final List<String> API = List.of("/api/games", "/api/source", "/api/save", "/api/new", "/api/state",
            "/api/restart", "/api/move", "/api/undo", "/api/goto");
    private static final List<String> PATHS = List.of("/", "/play", "/static/game.js", "/style.css", "/index.html",
            "/../../etc/passwd", "/static/%2e%2e/%2e%2e/pom.xml", "/static/..%2f..%2fpom.xml", "//etc/passwd",
            "/api/../api/games", "/api/games/", "/API/GAMES", "/%00", "/static/%c0%ae%c0%ae/x.js", "/web/game.js",
            "/" + "a".repeat(5000) + ".html", "/ü/ñ.js", "/api/", "/api");
    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH",
            "TRACE", "get", "CONNECT", "FOO", "G\u0001T");
    private static final List<String> IDS = List.of("../tic_tac_toe", "/etc/passwd", "..", ".", "", "%00", "a/b",
            "CON", "x".repeat(300), "hex\u0000", "game\n", "nope", "\u202e");
    private static final Pattern STACK = Pattern.compile("\\bat [\\w$.]+\\([\\w$]+\\.java:\\d+\\)|Exception in thread");
    private static final Pattern ABSOLUTE = Pattern.compile(
            "(?<![\\w.~-])/(?:home|tmp|work|Users|usr|var|etc|root|opt|private|mnt|srv)/[^\\s\"'`\\\\]*"
            + "|\\b[A-Za-z]:\\\\[^\\s\"'`]*");
    private static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(30);

    private final Random random;
    private final String host;
    private final int port;
    private final List<String> games = new ArrayList<>();
    private final Map<String, String> sources = new TreeMap<>();
    private final List<String> sessions = new ArrayList<>();

    private HttpFuzzer(URI base, long seed) {
        this.random = new Random(seed);
        this.host = base.getHost();
        this.port = base.getPort() < 0 ? 80 : base.getPort();
    }

    /**
     * Fuzzes a server.
     *
     * @param base the server's address, such as {@code http://127.0.0.1:8080/}; must be loopback
     * @param seed the seed of the random requests
     * @param requests how many requests to send
     * @param progress told a line now and then
     * @throws IllegalArgumentException if the server is not on a loopback address
     * @throws IOException if the server cannot be reached at the start
     */
    public static Report run(URI base, long seed, int requests, Consumer<String> progress) throws IOException {
        if (!new InetSocketAddress(base.getHost(), 1).getAddress().isLoopbackAddress()) {
            throw new IllegalArgumentException("only a server on this machine (loopback) is fuzzed, not " + base);
        }
        return new HttpFuzzer(base, seed).fuzz(seed, requests, progress);
    }

    private Report fuzz(long seed, int count, Consumer<String> progress) throws IOException {
        learn();
        Map<Integer, Integer> statuses = new TreeMap<>();
        List<Finding> findings = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Case c = nextCase();
            Answer a = send(c.bytes());
            statuses.merge(a.status(), 1, Integer::sum);
            Problem problem = judge(c, a);
            if (problem != null) {
                findings.add(new Finding(i, problem.kind(), problem.text() + "\nrequest: " + c.summary(), c.bytes()));
            }
            if ((i + 1) % 100 == 0 || i + 1 == count) {
                progress.accept("fuzzed " + (i + 1) + "/" + count + " requests, " + findings.size() + " findings");
            }
        }
        byte[] check = request("GET", "/api/games", Map.of(), null);
        Answer after = send(check);
        if (after.status() != 200) {
            findings.add(new Finding(count, FindingKind.BROKEN_PROMISE, "the server no longer answers /api/games (status "
                    + after.status() + ")\nrequest: GET /api/games", check));
        }
        return new Report(seed, count, statuses, findings);
    }

    /** Reads the games and opens a few sessions, so that mutated calls can name real ones. */
    private void learn() throws IOException {
        Answer index = send(request("GET", "/api/games", Map.of(), null));
        if (index.status() != 200) {
            throw new IOException("the server at " + host + ":" + port + " does not answer /api/games");
        }
        Object parsed = Json.read(index.body());
        if (parsed instanceof Map<?, ?> m && m.get("games") instanceof List<?> list) {
            for (Object g : list) {
                if (g instanceof Map<?, ?> game && Boolean.TRUE.equals(game.get("valid"))) {
                    games.add((String) game.get("id"));
                }
            }
        }
        for (String id : games) {
            Answer source = send(request("GET", "/api/source?game=" + id, Map.of(), null));
            if (source.status() == 200 && Json.read(source.body()) instanceof Map<?, ?> m) {
                sources.put(id, (String) m.get("text"));
            }
        }
        for (int i = 0; i < Math.min(3, games.size()); i++) {
            Answer created = send(json("POST", "/api/new", Map.of("game", games.get(i))).bytes());
            if (created.status() == 200 && Json.read(created.body()) instanceof Map<?, ?> m) {
                sessions.add((String) m.get("session"));
            }
        }
    }

    // ------------------------------------------------------------------ requests

    /**
     * One random request.
     *
     * @param bytes what is sent
     * @param wellFormed whether it is well-formed HTTP, so that it must be answered
     * @param summary the request in a line
     */
    private record Case(byte[] bytes, boolean wellFormed, String summary) {}

    private Case nextCase() {
        return switch (random.nextInt(10)) {
            case 0, 1, 2 -> mutatedCall();
            case 3 -> randomJsonCall();
            case 4 -> randomBytesCall();
            case 5 -> oddPath();
            case 6 -> oddQuery();
            case 7 -> oddHeaders();
            case 8 -> oddMethod();
            default -> garbage();
        };
    }

    private Case mutatedCall() {
        String path = pick(API);
        Map<String, Object> body = new TreeMap<>();
        String game = games.isEmpty() ? "x" : pick(games);
        body.put("game", random.nextInt(4) == 0 ? pick(IDS) : game);
        body.put("session", sessions.isEmpty() || random.nextInt(4) == 0 ? pick(IDS) : pick(sessions));
        body.put("action", randomValue(0));
        body.put("moves", randomValue(0));
        body.put("seat", randomValue(0));
        body.put("seed", randomValue(0));
        body.put("opponent", random.nextBoolean() ? "random" : randomValue(0));
        if (random.nextBoolean()) {
            String text = sources.getOrDefault(game, "(game)");
            body.put("source", mutateText(text));
        }
        body.keySet().removeIf(k -> random.nextInt(3) == 0);
        if (path.equals("/api/save")) {
            // Never overwrite a game of the folder with another text.
            Object id = body.get("game");
            String own = id instanceof String s ? sources.get(s) : null;
            body.put("text", own != null ? own : mutateText("(game)"));
        }
        if (path.equals("/api/source") || path.equals("/api/state") || path.equals("/api/games")) {
            String query = "?game=" + encode(String.valueOf(body.get("game"))) + "&session="
                    + encode(String.valueOf(body.get("session")));
            return new Case(request("GET", path + query, Map.of(), null), true, "GET " + path + query);
        }
        return json("POST", path, body);
    }

    private Case randomJsonCall() {
        String path = pick(API);
        String body = switch (random.nextInt(4)) {
            case 0 -> "[".repeat(1 + random.nextInt(100_000));
            case 1 -> "{\"game\":\"" + "x".repeat(random.nextInt(GameServer.MAX_BODY + 1000)) + "\"}";
            case 2 -> Json.GSON.toJson(randomValue(0));
            default -> Json.GSON.toJson(randomValue(0)).replace(",", random.nextBoolean() ? ",," : ":");
        };
        return withBody(pick(List.of("POST", "POST", "GET", "PUT")), path, "application/json", body.getBytes(
                StandardCharsets.UTF_8));
    }

    private Case randomBytesCall() {
        byte[] body = new byte[random.nextInt(4096)];
        random.nextBytes(body);
        return withBody("POST", pick(API), pick(List.of("application/json", "text/plain", "application/json; charset=x",
                "")), body);
    }

    private Case oddPath() {
        String path = random.nextBoolean() ? pick(PATHS) : pick(API) + pick(List.of("/..", "%2F..", "/x", ";x", "#x"));
        return new Case(request(pick(List.of("GET", "GET", "POST")), path, Map.of(), null), validTarget(path),
                "GET " + shorten(path));
    }

    private Case oddQuery() {
        String path = pick(API);
        StringBuilder q = new StringBuilder("?");
        int n = random.nextInt(6);
        for (int i = 0; i < n; i++) {
            q.append(pick(List.of("game", "session", "x", "", "=", "%zz", "game[]"))).append('=')
                    .append(pick(List.of(encode(pick(IDS)), "%", "%zz", "%00", "a=b", "", "x".repeat(3000))))
                    .append('&');
        }
        String target = path + q;
        return new Case(request("GET", target, Map.of(), null), validTarget(target), "GET " + shorten(target));
    }

    private Case oddHeaders() {
        Map<String, String> headers = new TreeMap<>();
        switch (random.nextInt(6)) {
            case 0 -> headers.put("X-Big", "v".repeat(1 + random.nextInt(500_000)));
            case 1 -> {
                for (int i = 0; i < 150 + random.nextInt(200); i++) {
                    headers.put("X-H" + i, "v");
                }
            }
            case 2 -> headers.put("Origin", pick(List.of("http://evil.example", "null", "", "http://localhost")));
            case 3 -> headers.put("Host", pick(List.of("evil.example", "", "localhost:" + port, "[::1]", "[", "::::")));
            case 4 -> headers.put("Content-Length", pick(List.of("-1", "abc", "99999999999999999999", "1, 2")));
            default -> headers.put("Bad Header\u0001", "x\u0000y");
        }
        boolean post = random.nextBoolean();
        String path = pick(API);
        byte[] body = post ? "{\"game\":\"x\"}".getBytes(StandardCharsets.UTF_8) : null;
        if (post) {
            headers.putIfAbsent("Content-Type", "application/json");
        }
        return new Case(request(post ? "POST" : "GET", path, headers, body), false,
                (post ? "POST " : "GET ") + path + " with odd headers " + shorten(headers.keySet().toString()));
    }

    private Case oddMethod() {
        String method = pick(METHODS);
        String path = random.nextBoolean() ? pick(API) : pick(PATHS);
        return new Case(request(method, path, Map.of(), null), method.chars().allMatch(ch -> ch > 32 && ch < 127)
                && validTarget(path), shorten(method + " " + path));
    }

    private Case garbage() {
        byte[] bytes = new byte[1 + random.nextInt(2000)];
        random.nextBytes(bytes);
        return new Case(bytes, false, "random bytes (" + bytes.length + ")");
    }

    private Case withBody(String method, String path, String type, byte[] body) {
        Map<String, String> headers = type.isEmpty() ? Map.of() : Map.of("Content-Type", type);
        return new Case(request(method, path, headers, body), true, method + " " + path + " (" + body.length + " bytes)");
    }

    private Case json(String method, String path, Object body) {
        String text = Json.GSON.toJson(body);
        return new Case(request(method, path, Map.of("Content-Type", "application/json"),
                text.getBytes(StandardCharsets.UTF_8)), true, method + " " + path + " " + shorten(text));
    }

    /** The bytes of a request; the Host header is this machine unless the headers say otherwise. */
    private byte[] request(String method, String target, Map<String, String> headers, byte[] body) {
        StringBuilder head = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        if (!headers.containsKey("Host")) {
            head.append("Host: 127.0.0.1:").append(port).append("\r\n");
        }
        headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        if (body != null && !headers.containsKey("Content-Length")) {
            head.append("Content-Length: ").append(body.length).append("\r\n");
        }
        head.append("Connection: close\r\n\r\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
        if (body != null) {
            out.writeBytes(body);
        }
        return out.toByteArray();
    }

    private Object randomValue(int depth) {
        int kind = random.nextInt(depth > 3 ? 7 : 9);
        return switch (kind) {
            case 0 -> null;
            case 1 -> random.nextBoolean();
            case 2 -> (long) random.nextInt(20) - 5;
            case 3 -> random.nextLong();
            case 4 -> random.nextDouble() * 1e30;
            case 5 -> pick(List.of("", "4", "pass", "random", "\u0000", "é", "x".repeat(1000)));
            case 6 -> pick(IDS);
            case 7 -> {
                List<Object> list = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    list.add(randomValue(depth + 1));
                }
                yield list;
            }
            default -> {
                Map<String, Object> map = new TreeMap<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    map.put(pick(List.of("game", "session", "action", "a", "")), randomValue(depth + 1));
                }
                yield map;
            }
        };
    }

    /** A game text with a few random edits: characters deleted, doubled or replaced. */
    private String mutateText(String text) {
        StringBuilder b = new StringBuilder(text);
        for (int i = random.nextInt(5); i >= 0 && !b.isEmpty(); i--) {
            int at = random.nextInt(b.length());
            switch (random.nextInt(4)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, b.charAt(at));
                case 2 -> b.setCharAt(at, "()\" 0123456789abcxyz\n\u0000é".charAt(random.nextInt(23)));
                default -> b.insert(at, pick(List.of("(", ")", " 99999999999", " (square 9)", "\"")));
            }
        }
        return b.toString();
    }

    private static boolean validTarget(String target) {
        return target.chars().allMatch(ch -> ch > 32 && ch < 127);
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private static String encode(String s) {
        return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    private static String shorten(String s) {
        String flat = s.replaceAll("\\p{Cntrl}", "?");
        return flat.length() > 120 ? flat.substring(0, 120) + "…" : flat;
    }

    // ------------------------------------------------------------------ answers

    /**
     * An answer as read from the socket.
     *
     * @param status the status, 0 when the connection closed without an answer, -1 when the status
     *     line was malformed
     * @param headers the header lines, lower-cased names
     * @param body the body as text
     */
    private record Answer(int status, Map<String, String> headers, String body) {}

    private Answer send(byte[] bytes) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), (int) ANSWER_TIMEOUT.toMillis());
            socket.setSoTimeout((int) ANSWER_TIMEOUT.toMillis());
            OutputStream out = socket.getOutputStream();
            try {
                out.write(bytes);
                out.flush();
                socket.shutdownOutput();
            } catch (IOException e) {
                // The server may close early on a request it refuses; read what it answered.
            }
            return parse(readAll(socket.getInputStream()));
        } catch (SocketTimeoutException e) {
            return new Answer(-2, Map.of(), "no answer within " + ANSWER_TIMEOUT.toSeconds() + " s");
        } catch (IOException e) {
            return new Answer(0, Map.of(), "");
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) >= 0; ) {
                out.write(buf, 0, n);
            }
        } catch (SocketTimeoutException e) {
            throw e;
        } catch (IOException e) {
            // A reset after the answer: keep what came.
        }
        return out.toByteArray();
    }

    private static final Pattern STATUS_LINE = Pattern.compile("HTTP/1\\.[01] (\\d{3})(?: [^\\r\\n]*)?");

    private static Answer parse(byte[] raw) {
        if (raw.length == 0) {
            return new Answer(0, Map.of(), "");
        }
        String text = new String(raw, StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        String head = end < 0 ? text : text.substring(0, end);
        String[] lines = head.split("\r\n");
        Matcher m = STATUS_LINE.matcher(lines[0]);
        if (!m.matches()) {
            return new Answer(-1, Map.of(), shorten(lines[0]));
        }
        Map<String, String> headers = new TreeMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
            }
        }
        return new Answer(Integer.parseInt(m.group(1)), headers, end < 0 ? "" : text.substring(end + 4));
    }

    /**
     * What is wrong with an answer.
     *
     * @param kind the kind of finding
     * @param text what was wrong, in a line
     */
    private record Problem(FindingKind kind, String text) {}

    /** What is wrong with an answer, or null. */
    private static Problem judge(Case c, Answer a) {
        if (a.status() == -2) {
            return new Problem(FindingKind.HANG, a.body());
        }
        if (a.status() == -1) {
            return new Problem(FindingKind.BROKEN_PROMISE, "malformed status line: " + a.body());
        }
        if (a.status() == 0) {
            return c.wellFormed() ? new Problem(FindingKind.BROKEN_PROMISE, "closed without an answer") : null;
        }
        if (a.status() >= 500 && a.status() != 501 && a.status() != 505 && a.status() != 503) {
            return new Problem(FindingKind.INTERNAL_ERROR, "status " + a.status() + ": " + shorten(a.body()));
        }
        if (a.status() == 503 && !isJsonError(a)) {
            return new Problem(FindingKind.BROKEN_PROMISE, "status 503 without a JSON error");
        }
        boolean json = a.headers().getOrDefault("content-type", "").startsWith("application/json");
        boolean head = new String(c.bytes(), 0, Math.min(5, c.bytes().length), StandardCharsets.US_ASCII)
                .equals("HEAD ");
        if (a.status() >= 400 && !isJsonError(a) && !(isTransportRefusal(a) && !json) && !(head && a.body().isEmpty())) {
            return new Problem(FindingKind.BROKEN_PROMISE, "status " + a.status() + " without a JSON error message: "
                    + shorten(a.body()));
        }
        if (STACK.matcher(a.body()).find()) {
            return new Problem(FindingKind.LEAK, "a stack trace in the answer");
        }
        if (a.status() >= 400) {
            String sent = new String(c.bytes(), StandardCharsets.UTF_8);
            Matcher p = ABSOLUTE.matcher(a.body());
            while (p.find()) {
                if (!sent.contains(p.group()) && !sent.contains(encode(p.group()))) {
                    return new Problem(FindingKind.LEAK, "an absolute path in the answer: " + shorten(p.group()));
                }
            }
        }
        return null;
    }

    private static boolean isJsonError(Answer a) {
        if (!a.headers().getOrDefault("content-type", "").startsWith("application/json")) {
            return false;
        }
        try {
            return Json.read(a.body()) instanceof Map<?, ?> m && m.get("error") instanceof String s && !s.isBlank();
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** A refusal by the JDK's HTTP layer before the API saw the request: no JSON, a short HTML text. */
    private static boolean isTransportRefusal(Answer a) {
        return a.body().isEmpty() || a.body().startsWith("<h1>");
    }
}
