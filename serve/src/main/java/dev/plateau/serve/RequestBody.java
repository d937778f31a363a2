package dev.plateau.serve;

import com.google.gson.JsonParseException;
import java.util.Map;

/**
 * The members of a JSON request body, with typed accessors that refuse a missing or mistyped
 * member with a 400 answer naming it.
 */
final class RequestBody {
    private final Map<?, ?> members;

    private RequestBody(Map<?, ?> members) {
        this.members = members;
    }

    /**
     * Parses a body that must be a JSON object; an empty body counts as {@code {}}.
     *
     * @throws ApiException 400 if the text is not JSON ({@link Json#read}) or not an object
     */
    static RequestBody parse(String text) {
        if (text.isBlank()) {
            return new RequestBody(Map.of());
        }
        Object value;
        try {
            value = Json.read(text);
        } catch (JsonParseException e) {
            throw ApiException.badRequest("malformed JSON: " + gsonMessage(e));
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw ApiException.badRequest("the request body must be a JSON object");
        }
        return new RequestBody(map);
    }

    /** Gson's message (what is wrong, and where), without its troubleshooting link and advice. */
    private static String gsonMessage(JsonParseException e) {
        Throwable t = e.getCause() != null ? e.getCause() : e;
        String m = String.valueOf(t.getMessage());
        int see = m.indexOf("\nSee ");
        return (see < 0 ? m : m.substring(0, see))
                .replace("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON", "unexpected text");
    }

    /** Whether the member is present and not null. */
    boolean has(String name) {
        return members.get(name) != null;
    }

    /** A required string member. */
    String string(String name) {
        Object v = members.get(name);
        if (v == null) {
            throw ApiException.badRequest("the request needs a `" + name + "` member");
        }
        if (!(v instanceof String s)) {
            throw ApiException.badRequest("`" + name + "` must be a string");
        }
        return s;
    }

    /** An optional string member, or the default. */
    String string(String name, String otherwise) {
        return has(name) ? string(name) : otherwise;
    }

    /** A required whole-number member that fits an int. */
    int integer(String name) {
        Object v = members.get(name);
        if (v == null) {
            throw ApiException.badRequest("the request needs a `" + name + "` member");
        }
        if (!(v instanceof Long l) || l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
            throw ApiException.badRequest("`" + name + "` must be a whole number, not " + Json.GSON.toJson(v));
        }
        return (int) (long) l;
    }

    /** An optional whole-number member, or the default. */
    long longValue(String name, long otherwise) {
        Object v = members.get(name);
        if (v == null) {
            return otherwise;
        }
        if (!(v instanceof Long l)) {
            throw ApiException.badRequest("`" + name + "` must be a whole number, not " + Json.GSON.toJson(v));
        }
        return l;
    }
}
