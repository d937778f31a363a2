package dev.plateau.serve;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One request as the handlers read it: its method, path, query parameters and JSON body, each
 * refused with a 4xx {@link ApiException} when malformed.
 */
final class Request {
    private final HttpExchange exchange;
    private final String method;
    private final String path;
    private final Map<String, String> query;
    private RequestBody body;

    /**
     * Reads the method, the path and the query of an exchange.
     *
     * @throws ApiException 400 if the query string is malformed
     */
    Request(HttpExchange exchange) {
        this.exchange = exchange;
        this.method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        this.path = exchange.getRequestURI().getRawPath();
        this.query = query(exchange.getRequestURI().getRawQuery());
    }

    /** The raw path, such as {@code /api/state}. */
    String path() {
        return path;
    }

    /**
     * Checks the method.
     *
     * @throws ApiException 405, with the allowed method in the {@code allow} detail, if it differs
     */
    void requireMethod(String allowed) {
        if (!method.equals(allowed)) {
            throw new ApiException(405, method + " is not allowed here; use " + allowed, Map.of("allow", allowed));
        }
    }

    /**
     * A query parameter.
     *
     * @throws ApiException 400 if it is missing or empty
     */
    String param(String name) {
        String v = query.get(name);
        if (v == null || v.isEmpty()) {
            throw ApiException.badRequest("the request needs the query parameter `" + name + "`");
        }
        return v;
    }

    /** The client: its remote address, such as {@code 127.0.0.1}. */
    String client() {
        var remote = exchange.getRemoteAddress();
        return remote.getAddress() == null ? remote.getHostString() : remote.getAddress().getHostAddress();
    }

    /**
     * The JSON body, at most {@value GameServer#MAX_BODY} bytes (read once, then kept).
     *
     * @throws ApiException 415 if it is not declared JSON, 413 if it is too large, 400 if it is not a
     *     JSON object
     */
    RequestBody body() throws IOException {
        if (body == null) {
            body = readBody();
        }
        return body;
    }

    private RequestBody readBody() throws IOException {
        String type = exchange.getRequestHeaders().getFirst("Content-Type");
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            throw new ApiException(415, "the request body must be JSON (Content-Type: application/json)");
        }
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            try {
                if (Long.parseLong(length.trim()) > GameServer.MAX_BODY) {
                    throw tooLarge();
                }
            } catch (NumberFormatException e) {
                throw ApiException.badRequest("bad Content-Length `" + length + "`");
            }
        }
        byte[] bytes;
        try (InputStream in = exchange.getRequestBody()) {
            bytes = in.readNBytes(GameServer.MAX_BODY + 1);
        }
        if (bytes.length > GameServer.MAX_BODY) {
            throw tooLarge();
        }
        return RequestBody.parse(new String(bytes, StandardCharsets.UTF_8));
    }

    private static ApiException tooLarge() {
        return new ApiException(413, "the request body is larger than " + GameServer.MAX_BODY / 1024 + " KiB");
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
}
