package dev.plateau.serve;

import com.sun.net.httpserver.Headers;
import java.util.Locale;

/**
 * Keeps other web sites from driving the server through a visitor's browser: a request from
 * another origin is refused, and a server on a loopback address answers only to loopback host
 * names (which also defeats DNS rebinding).
 */
final class OriginPolicy {
    private final boolean loopback;

    /** @param loopback whether the server is bound to a loopback address */
    OriginPolicy(boolean loopback) {
        this.loopback = loopback;
    }

    /**
     * Checks the {@code Origin} and {@code Host} headers of a request.
     *
     * @throws ApiException 403 if the request is refused
     */
    void check(Headers headers) {
        String origin = headers.getFirst("Origin");
        String host = headers.getFirst("Host");
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
}
