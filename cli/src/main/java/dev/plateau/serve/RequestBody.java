package dev.plateau.serve;

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

    /** Parses a body that must be a JSON object; an empty body counts as {@code {}}. */
    static RequestBody parse(String text) {
        if (text.isBlank()) {
            return new RequestBody(Map.of());
        }
        Object value;
        try {
            value = Json.parse(text);
        } catch (Json.ParseException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw ApiException.badRequest("the request body must be a JSON object");
        }
        return new RequestBody(map);
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
            throw ApiException.badRequest("`" + name + "` must be a whole number, not " + Json.write(v));
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
            throw ApiException.badRequest("`" + name + "` must be a whole number, not " + Json.write(v));
        }
        return l;
    }
}
