package dev.plateau.text;

import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Orientation;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The keyword arguments of one form, such as {@code direction:up} or {@code exact:true}: read after
 * the positional arguments, in any order, each at most once (semantics §1.2). Values are checked as
 * they are read, so errors come out in source order.
 */
final class KeywordArguments {
    /** The keyword names of the language, without their colons. */
    static final List<String> NAMES = List.of("direction", "orientation", "exact", "increment_score", "rotate");

    private final Map<String, Object> values = new HashMap<>();

    private KeywordArguments() {}

    /**
     * Reads the keyword arguments that come next in {@code form}, which accepts the keywords named in
     * {@code allowed}. Reports unknown, misplaced or repeated keywords, bad values, and a positional
     * argument after a keyword argument.
     */
    static KeywordArguments read(TokenCursor cursor, Open form, List<String> allowed) {
        KeywordArguments args = new KeywordArguments();
        Token lastKey = null;
        while (cursor.peek().kind() == Kind.KEYWORD) {
            Token key = cursor.next();
            String name = key.text();
            checkAllowed(cursor, form, allowed, key);
            if (args.values.containsKey(name)) {
                throw cursor.error(cursor.span(key), "`" + name + ":` is given twice in " + form.shown(),
                        Optional.of("each keyword argument may be given at most once"));
            }
            args.values.put(name, value(cursor, name));
            lastKey = key;
        }
        Kind next = cursor.peek().kind();
        if (lastKey != null && (next == Kind.ATOM || next == Kind.OPEN || next == Kind.STRING)) {
            throw cursor.error(cursor.foundSpan(), "positional argument " + cursor.found()
                            + " after the keyword argument `" + lastKey.text() + ":` in " + form.shown(),
                    Optional.of("keyword arguments come after the positional arguments"));
        }
        return args;
    }

    /** The {@code direction:} value, or {@code any} when it was not given. */
    DirectionChoice direction() {
        return (DirectionChoice) values.getOrDefault("direction", Orientation.ANY);
    }

    /** The {@code orientation:} value, or {@code any} when it was not given. */
    Orientation orientation() {
        return (Orientation) values.getOrDefault("orientation", Orientation.ANY);
    }

    /** A boolean keyword's value, false when it was not given. */
    boolean flag(String name) {
        return (Boolean) values.getOrDefault(name, Boolean.FALSE);
    }

    /** True if the keyword was given. */
    boolean has(String name) {
        return values.containsKey(name);
    }

    private static void checkAllowed(TokenCursor cursor, Open form, List<String> allowed, Token key) {
        String name = key.text();
        if (allowed.contains(name)) {
            return;
        }
        String shownKey = Token.quote(name + ":");
        if (allowed.isEmpty()) {
            throw cursor.error(cursor.span(key), form.shown() + " takes no keyword arguments, found " + shownKey,
                    Optional.empty());
        }
        List<String> quoted = new ArrayList<>();
        for (String a : allowed) {
            quoted.add("`" + a + ":`");
        }
        String takes = form.shown() + " takes " + String.join(" and ", quoted);
        if (NAMES.contains(name)) {
            Optional<String> hint = name.equals("direction") || name.equals("orientation")
                    ? Optional.of("`adjacent` and `connected` take `direction:`; "
                            + "`line` and `custodial` take `orientation:`")
                    : Optional.empty();
            throw cursor.error(cursor.span(key), takes + ", not " + shownKey, hint);
        }
        List<String> withColons = allowed.stream().map(a -> a + ":").toList();
        throw cursor.error(cursor.span(key), "unknown keyword " + shownKey + "; " + takes,
                KeywordSuggester.didYouMean(name + ":", withColons));
    }

    private static Object value(TokenCursor cursor, String name) {
        String after = "after `" + name + ":`";
        Token t = cursor.peek();
        String word = t.kind() == Kind.ATOM ? t.text() : null;
        switch (name) {
            case "direction" -> {
                DirectionChoice d = word == null ? null : DirectionChoice.byWord(word);
                if (d == null) {
                    throw cursor.expected("a direction", after, cursor.suggestAtom(directionWords()));
                }
                cursor.next();
                return d;
            }
            case "orientation" -> {
                Orientation o = word == null ? null : Orientation.byWord(word);
                if (o == null) {
                    Optional<String> hint = word != null && DirectionChoice.byWord(word) != null
                            ? Optional.of("`orientation:` takes a line family such as `vertical` or `diagonal`, "
                                    + "not a single direction")
                            : cursor.suggestAtom(orientationWords());
                    throw cursor.expected("an orientation", after, hint);
                }
                cursor.next();
                return o;
            }
            default -> {
                if (!"true".equals(word) && !"false".equals(word)) {
                    throw cursor.expected("`true` or `false`", after, cursor.suggestAtom(List.of("true", "false")));
                }
                cursor.next();
                return Boolean.valueOf(word);
            }
        }
    }

    private static List<String> directionWords() {
        List<String> words = new ArrayList<>();
        for (Direction d : Direction.values()) {
            words.add(d.word());
        }
        words.addAll(orientationWords());
        return words;
    }

    private static List<String> orientationWords() {
        List<String> words = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            words.add(o.word());
        }
        return words;
    }
}
