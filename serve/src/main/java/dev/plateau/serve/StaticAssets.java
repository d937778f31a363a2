package dev.plateau.serve;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The pages: HTML, CSS, JavaScript and images from the classpath folder {@code web/}, read once and
 * kept (there are only so many of them). The names of missing pages are remembered too, so that
 * a miss is not looked up again, but only the most recent few, since they come from requests.
 * {@code /} is {@code index.html}, {@code /play} is {@code game.html}, and a {@code /static/}
 * prefix is optional.
 */
final class StaticAssets {
    /** Plain file names only, so that a path can never leave the folder. */
    private static final Pattern NAME = Pattern.compile("[a-z0-9_-]{1,64}\\.(html|css|js|svg|png)");

    private final Map<String, byte[]> found = new ConcurrentHashMap<>();
    private final BoundedCache<String, Boolean> missing;

    /** @param missingPages the most names of missing pages remembered */
    StaticAssets(int missingPages) {
        this.missing = new BoundedCache<>(missingPages);
    }

    /**
     * The answer for a page path.
     *
     * @throws ApiException 404 if there is no such page
     */
    Answer answer(String path) {
        String name = path.equals("/") ? "index.html" : path.equals("/play") ? "game.html" : path.substring(1);
        if (name.startsWith("static/")) {
            name = name.substring("static/".length());
        }
        if (!NAME.matcher(name).matches()) {
            throw ApiException.notFound("no page `" + path + "`");
        }
        byte[] bytes = found.get(name);
        if (bytes == null) {
            bytes = missing.get(name) != null ? null : read(name);
            if (bytes == null) {
                missing.put(name, Boolean.TRUE);
                throw ApiException.notFound("no page `" + path + "`");
            }
            found.put(name, bytes);
        }
        String type = switch (name.substring(name.lastIndexOf('.') + 1)) {
            case "html" -> "text/html; charset=utf-8";
            case "css" -> "text/css; charset=utf-8";
            case "js" -> "text/javascript; charset=utf-8";
            case "svg" -> "image/svg+xml";
            default -> "image/png";
        };
        return new Answer(200, type, bytes);
    }

    /** The number of missing page names remembered now. */
    int missingRemembered() {
        return missing.size();
    }

    /** The bytes of a resource, null if there is none. */
    private static byte[] read(String name) {
        try (InputStream in = StaticAssets.class.getResourceAsStream("/web/" + name)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the page resource web/" + name, e);
        }
    }
}
