package dev.plateau.text;

import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Player;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The keyword arguments of one form, such as {@code direction:up} or {@code exact:true}: read after
 * the positional arguments, in any order, each at most once (see docs/language.md, keyword
 * arguments). Values are checked as they are read, so errors come out in source order.
 */
final class KeywordArguments {
    /** The values of a flag such as {@code exact:}. */
    private static final List<String> FLAG_WORDS = List.of(Boolean.TRUE.toString(), Boolean.FALSE.toString());
    private final List<KeywordArgument> allowed;
    private final Map<KeywordArgument, Object> values = new EnumMap<>(KeywordArgument.class);
    /** Where each given keyword argument was written, from its name to the end of its value. */
    private final Map<KeywordArgument, Span> spans = new EnumMap<>(KeywordArgument.class);

    private KeywordArguments(List<KeywordArgument> allowed) {
        this.allowed = allowed;
    }

    /**
     * Reads the keyword arguments that come next in {@code form}, whose construct accepts the
     * keyword arguments {@code allowed}. Reports unknown, misplaced or repeated keywords, bad values,
     * and a positional argument after a keyword argument.
     */
    static KeywordArguments read(TokenCursor cursor, Open form, List<KeywordArgument> allowed) {
        KeywordArguments args = new KeywordArguments(allowed);
        Token lastKey = null;
        while (cursor.peek().kind() == Kind.KEYWORD) {
            Token key = cursor.next();
            KeywordArgument keyword = checkAllowed(cursor, form, allowed, key);
            if (args.values.containsKey(keyword)) {
                throw cursor.error(cursor.span(key), "`" + key.text() + ":` is given twice in " + form.shown(),
                        Optional.of("each keyword argument may be given at most once"));
            }
            args.values.put(keyword, value(cursor, keyword));
            args.spans.put(keyword, cursor.spanBetween(key, cursor.previous()));
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

    /** The {@code direction:} value, or {@code otherwise} when it was not given. */
    DirectionChoice direction(DirectionChoice otherwise) {
        return (DirectionChoice) values.getOrDefault(KeywordArgument.DIRECTION, otherwise);
    }

    /** The {@code orientation:} value, or {@code otherwise} when it was not given. */
    Orientation orientation(Orientation otherwise) {
        return (Orientation) values.getOrDefault(KeywordArgument.ORIENTATION, otherwise);
    }

    /** A flag's value, or {@code otherwise} when it was not given. */
    boolean flag(KeywordArgument flag, boolean otherwise) {
        return (Boolean) values.getOrDefault(flag, otherwise);
    }

    /** The {@code piece:} value, if it was given. */
    Optional<String> piece() {
        return Optional.ofNullable((String) values.get(KeywordArgument.PIECE));
    }

    /** The {@code max:} value, if it was given. */
    OptionalInt max() {
        Integer max = (Integer) values.get(KeywordArgument.MAX);
        return max == null ? OptionalInt.empty() : OptionalInt.of(max);
    }

    /** The {@code window:} value, if it was given. */
    OptionalInt window() {
        Integer window = (Integer) values.get(KeywordArgument.WINDOW);
        return window == null ? OptionalInt.empty() : OptionalInt.of(window);
    }

    /** The {@code komi:} value, or {@code otherwise} when it was not given. */
    int komi(int otherwise) {
        return (Integer) values.getOrDefault(KeywordArgument.KOMI, otherwise);
    }

    /** The {@code ties:} value, if it was given. */
    Optional<Player> ties() {
        return Optional.ofNullable((Player) values.get(KeywordArgument.TIES));
    }

    /** Where a keyword argument was written (name, colon and value), if it was given. */
    Optional<Span> spanOf(KeywordArgument keyword) {
        return Optional.ofNullable(spans.get(keyword));
    }

    /**
     * Closes {@code form}, whose keyword arguments these are: if something else comes, the message
     * lists the optional positional words and the keywords not given yet.
     */
    void close(TokenCursor cursor, Open form, List<String> optionalWords) {
        List<String> alternatives = new ArrayList<>(Alternatives.quoted(optionalWords));
        List<String> suggestions = new ArrayList<>(optionalWords);
        for (KeywordArgument kw : notGiven()) {
            alternatives.add("`" + kw.spelling() + ":`");
            suggestions.add(kw.spelling() + ":");
        }
        cursor.close(form, alternatives, suggestions);
    }

    /** True if no keyword argument was given. */
    boolean isEmpty() {
        return values.isEmpty();
    }

    /** The keyword arguments the form takes that were not given, in the form's order. */
    List<KeywordArgument> notGiven() {
        return allowed.stream().filter(k -> !values.containsKey(k)).toList();
    }

    /** The keyword argument {@code key} names, if {@code allowed} has it; otherwise the error. */
    private static KeywordArgument checkAllowed(TokenCursor cursor, Open form, List<KeywordArgument> allowed,
            Token key) {
        String name = key.text();
        Optional<KeywordArgument> known = KeywordArgument.bySpelling(name);
        if (known.isPresent() && allowed.contains(known.get())) {
            return known.get();
        }
        String shownKey = Token.quote(name + ":");
        if (allowed.isEmpty()) {
            throw cursor.error(cursor.span(key), form.shown() + " takes no keyword arguments, found " + shownKey,
                    Optional.empty());
        }
        List<String> quoted = new ArrayList<>();
        for (KeywordArgument a : allowed) {
            quoted.add("`" + a.spelling() + ":`");
        }
        String takes = form.shown() + " takes " + String.join(" and ", quoted);
        if (known.isPresent()) {
            KeywordArgument k = known.get();
            Optional<String> hint = switch (k) {
                case DIRECTION, ORIENTATION -> Optional.of(takers(KeywordArgument.DIRECTION) + "; "
                        + takers(KeywordArgument.ORIENTATION));
                case MAX -> Optional.of("a step moves one cell; `(" + Construct.SLIDE.spelling() + " … "
                        + KeywordArgument.MAX.spelling() + ":N)` moves at most N");
                default -> Optional.empty();
            };
            throw cursor.error(cursor.span(key), takes + ", not " + shownKey, hint);
        }
        List<String> withColons = allowed.stream().map(a -> a.spelling() + ":").toList();
        throw cursor.error(cursor.span(key), "unknown keyword " + shownKey + "; " + takes,
                KeywordSuggester.didYouMean(name + ":", withColons));
    }

    /** "`adjacent` and `connected` take `direction:`": the forms that take {@code keyword}. */
    private static String takers(KeywordArgument keyword) {
        List<String> forms = new ArrayList<>();
        for (Construct c : Construct.values()) {
            if (c.keywordArguments().contains(keyword)) {
                forms.add(c.spelling());
            }
        }
        return Alternatives.both(Alternatives.quoted(forms)) + (forms.size() == 1 ? " takes `" : " take `")
                + keyword.spelling() + ":`";
    }

    private static Object value(TokenCursor cursor, KeywordArgument keyword) {
        String after = "after `" + keyword.spelling() + ":`";
        Token t = cursor.peek();
        String word = t.kind() == Kind.ATOM ? t.text() : null;
        if (keyword.isFlag()) {
            if (word == null || !FLAG_WORDS.contains(word)) {
                throw cursor.expected(Alternatives.either(Alternatives.quoted(FLAG_WORDS)), after,
                        cursor.suggestAtom(FLAG_WORDS));
            }
            cursor.next();
            return Boolean.valueOf(word);
        }
        if (keyword == KeywordArgument.PIECE) {
            return cursor.pieceName(after);
        }
        if (keyword == KeywordArgument.MAX) {
            return cursor.integer("the most steps the slide takes", after);
        }
        if (keyword == KeywordArgument.WINDOW) {
            return cursor.integer("how many moves back to look", after);
        }
        if (keyword == KeywordArgument.KOMI) {
            return cursor.integer("the points P2's final score gains", after);
        }
        if (keyword == KeywordArgument.TIES) {
            return cursor.player(after);
        }
        if (keyword == KeywordArgument.DIRECTION) {
            DirectionChoice d = word == null ? null : DirectionChoice.byWord(word);
            if (d == null) {
                Optional<String> hint = word != null && RelativeDirection.byWord(word) != null
                        ? Optional.of("relative directions such as `" + word + "` are only for movements ("
                                + String.join(", ", Alternatives.quoted(Construct.forms(Category.MOVEMENT).stream()
                                        .filter(Construct::takesDirections).map(Construct::spelling).toList()))
                                + "); here write a direction of the board, such as `up`")
                        : cursor.suggestAtom(directionWords());
                throw cursor.expected("a direction", after, hint);
            }
            cursor.next();
            return d;
        }
        Orientation o = word == null ? null : Orientation.byWord(word);
        if (o == null) {
            Optional<String> hint = word != null && (DirectionChoice.byWord(word) != null
                    || RelativeDirection.byWord(word) != null)
                    ? Optional.of("`orientation:` takes a line family such as `vertical` or `diagonal`, "
                            + "not a single direction")
                    : cursor.suggestAtom(orientationWords());
            throw cursor.expected("an orientation", after, hint);
        }
        cursor.next();
        return o;
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
