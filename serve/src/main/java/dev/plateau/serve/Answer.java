package dev.plateau.serve;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * An HTTP answer: a status, a content type and the bytes of the body.
 *
 * @param status the HTTP status
 * @param type the Content-Type
 * @param body the body, possibly empty
 */
record Answer(int status, String type, byte[] body) {
    /** A JSON answer. */
    static Answer json(int status, Object value) {
        return new Answer(status, "application/json; charset=utf-8", Json.GSON.toJson(value).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Sends the answer with the headers every answer carries: no caching, no content sniffing, no
     * framing, and a content security policy that allows only the server's own pages and scripts.
     */
    void send(HttpExchange ex) throws IOException {
        Headers h = ex.getResponseHeaders();
        h.set("Content-Type", type);
        h.set("Cache-Control", "no-store");
        h.set("X-Content-Type-Options", "nosniff");
        h.set("X-Frame-Options", "DENY");
        h.set("Content-Security-Policy",
                "default-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'; frame-ancestors 'none'");
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        }
    }
}
