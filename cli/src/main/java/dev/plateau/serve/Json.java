package dev.plateau.serve;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer for the server's API, enough for request bodies of a few fields
 * and answers made of maps, lists, strings, numbers and booleans.
 *
 * <p>Reading gives {@link Map} (insertion-ordered), {@link List}, {@link String}, {@link Long} for
 * whole numbers that fit, {@link Double} for other numbers, {@link Boolean} and {@code null}.
 * Writing accepts the same types, any {@link Number}, {@code int[]}, {@code boolean[]} and {@link
 * Collection}s; anything else is a programming error.
 */
public final class Json {
    /** Nesting deeper than this is refused, so that a hostile body cannot exhaust the stack. */
    static final int MAX_DEPTH = 64;

    private Json() {}

    /** A body that is not valid JSON; the message says where. */
    public static final class ParseException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ParseException(String message) {
            super(message, null, false, false);
        }
    }

    // ------------------------------------------------------------------ writing

    /** The JSON text of a value. */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        switch (value) {
            case null -> out.append("null");
            case String s -> quote(s, out);
            case Boolean b -> out.append(b);
            case Double d -> number(d, out);
            case Float f -> number(f, out);
            case Number n -> out.append(n.longValue());
            case Map<?, ?> m -> {
                out.append('{');
                boolean first = true;
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    quote(String.valueOf(e.getKey()), out);
                    out.append(':');
                    write(e.getValue(), out);
                }
                out.append('}');
            }
            case Collection<?> c -> {
                out.append('[');
                boolean first = true;
                for (Object o : c) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    write(o, out);
                }
                out.append(']');
            }
            case int[] a -> {
                out.append('[');
                for (int i = 0; i < a.length; i++) {
                    out.append(i == 0 ? "" : ",").append(a[i]);
                }
                out.append(']');
            }
            case boolean[] a -> {
                out.append('[');
                for (int i = 0; i < a.length; i++) {
                    out.append(i == 0 ? "" : ",").append(a[i]);
                }
                out.append(']');
            }
            default -> throw new IllegalArgumentException("cannot write a " + value.getClass().getName() + " as JSON");
        }
    }

    private static void number(double d, StringBuilder out) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            out.append("null");
        } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            out.append((long) d);
        } else {
            out.append(d);
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                // '<' escaped so that JSON is safe to embed anywhere in a page.
                case '<' -> out.append("\\u003c");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    // ------------------------------------------------------------------ reading

    /**
     * Parses one JSON value that fills the whole text (whitespace aside).
     *
     * @throws ParseException if the text is not valid JSON or nests deeper than {@value #MAX_DEPTH}
     */
    public static Object parse(String text) {
        Parser p = new Parser(text);
        p.skipSpace();
        Object value = p.value(0);
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("unexpected text after the value");
        }
        return value;
    }

    private static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        ParseException error(String what) {
            return new ParseException("malformed JSON at character " + (pos + 1) + ": " + what);
        }

        void skipSpace() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                    return;
                }
                pos++;
            }
        }

        Object value(int depth) {
            if (depth > MAX_DEPTH) {
                throw error("nested more than " + MAX_DEPTH + " levels deep");
            }
            if (pos >= s.length()) {
                throw error("the text ends where a value was expected");
            }
            char c = s.charAt(pos);
            return switch (c) {
                case '{' -> object(depth);
                case '[' -> array(depth);
                case '"' -> string();
                case 't' -> literal("true", Boolean.TRUE);
                case 'f' -> literal("false", Boolean.FALSE);
                case 'n' -> literal("null", null);
                default -> {
                    if (c == '-' || (c >= '0' && c <= '9')) {
                        yield number();
                    }
                    throw error("unexpected character '" + c + "'");
                }
            };
        }

        private Object literal(String word, Object value) {
            if (!s.startsWith(word, pos)) {
                throw error("expected `" + word + "`");
            }
            pos += word.length();
            return value;
        }

        private Map<String, Object> object(int depth) {
            Map<String, Object> map = new LinkedHashMap<>();
            pos++;
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == '}') {
                pos++;
                return map;
            }
            while (true) {
                skipSpace();
                if (pos >= s.length() || s.charAt(pos) != '"') {
                    throw error("expected a quoted member name");
                }
                String key = string();
                skipSpace();
                expect(':');
                skipSpace();
                map.put(key, value(depth + 1));
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect('}');
                return map;
            }
        }

        private List<Object> array(int depth) {
            List<Object> list = new ArrayList<>();
            pos++;
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == ']') {
                pos++;
                return list;
            }
            while (true) {
                skipSpace();
                list.add(value(depth + 1));
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect(']');
                return list;
            }
        }

        private void expect(char c) {
            if (pos >= s.length() || s.charAt(pos) != c) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        private String string() {
            pos++;
            StringBuilder out = new StringBuilder();
            while (true) {
                if (pos >= s.length()) {
                    throw error("unterminated string");
                }
                char c = s.charAt(pos++);
                if (c == '"') {
                    return out.toString();
                }
                if (c < 0x20) {
                    throw error("control character in a string");
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (pos >= s.length()) {
                    throw error("unterminated escape");
                }
                char e = s.charAt(pos++);
                switch (e) {
                    case '"', '\\', '/' -> out.append(e);
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        if (pos + 4 > s.length()) {
                            throw error("short \\u escape");
                        }
                        try {
                            out.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape");
                        }
                        pos += 4;
                    }
                    default -> throw error("unknown escape \\" + e);
                }
            }
        }

        private Object number() {
            int start = pos;
            if (s.charAt(pos) == '-') {
                pos++;
            }
            boolean whole = true;
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c >= '0' && c <= '9') {
                    pos++;
                } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                    whole = false;
                    pos++;
                } else {
                    break;
                }
            }
            String text = s.substring(start, pos);
            try {
                if (whole && text.length() <= 18) {
                    return Long.parseLong(text);
                }
                double d = Double.parseDouble(text);
                if (Double.isInfinite(d) || text.endsWith(".") || text.startsWith(".") || text.startsWith("-.")) {
                    throw new NumberFormatException();
                }
                return d;
            } catch (NumberFormatException ex) {
                pos = start;
                throw error("bad number `" + text + "`");
            }
        }
    }
}
