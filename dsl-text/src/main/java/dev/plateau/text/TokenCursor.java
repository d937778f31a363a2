package dev.plateau.text;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Node;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Player;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.text.Token.Kind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The parser's position in the token list, with everything the grammar rules share: opening and
 * closing forms, reading the small argument types (integers, players), spans of constructs,
 * recording nodes in the {@link SourceMap}, and building error messages of the form "expected X
 * after `(adjacent`, found Y".
 */
final class TokenCursor {
    /** {@code mover} and {@code opponent}. */
    static final List<String> WHO_WORDS = Arrays.stream(Who.values()).map(Who::word).toList();
    private static final List<String> PLAYER_WORDS = Arrays.stream(Player.values()).map(Player::name).toList();
    /** The heads of the integer arithmetic done while reading: {@code add}, …, {@code divide}. */
    static final List<String> ARITHMETIC = Construct.heads(Category.INTEGER);
    /** The hint for a form that is not arithmetic where an integer is expected. */
    static final String ARITHMETIC_HINT = "an integer here is a literal, a parameter or "
            + Alternatives.either(ARITHMETIC.stream().map(h -> "`(" + h + " …)`").toList())
            + " of them, computed while reading";
    /** The hint for a signed or fractional number. */
    static final String NUMERIC_HINT = "integers are written with the digits 0-9 only, so they are whole numbers ≥ 0";

    private final String file;
    private final List<Token> tokens;
    private final SourceMap sourceMap;
    private int pos;
    /** The names of the game's parameters, for "did you mean" hints at integer positions. */
    private List<String> parameterNames = List.of();
    /** The parameter name each substituted token was written as, by token index. */
    private final Map<Integer, String> substituted = new java.util.HashMap<>();

    /**
     * An opened form {@code (head …)}: where it starts, for its span, and its head word, for
     * messages.
     *
     * @param index the token index of the {@code (}
     * @param paren the {@code (} token
     * @param head the head word's token
     */
    record Open(int index, Token paren, Token head) {
        /** The head word, such as {@code adjacent}. */
        String name() {
            return head.text();
        }

        /** "after `(adjacent`", for the first argument. */
        String after() {
            return "after `(" + name() + "`";
        }

        /** "in `(adjacent …)`", for later arguments. */
        String in() {
            return "in " + shown();
        }

        /** "`(adjacent …)`". */
        String shown() {
            return "`(" + name() + " …)`";
        }
    }

    /** A cursor at the first token; nodes are recorded in {@code sourceMap}. */
    TokenCursor(String file, List<Token> tokens, SourceMap sourceMap) {
        this.file = file;
        this.tokens = new ArrayList<>(tokens);
        this.sourceMap = sourceMap;
    }

    // ---- moving through the tokens ----

    /** The next token, not consumed. Reaching a lexer error reports it. */
    Token peek() {
        Token t = tokens.get(pos);
        if (t.kind() == Kind.ERROR) {
            throw new SyntaxError(Diagnostic.at(t.span(file), t.text()));
        }
        return t;
    }

    /** The token {@code n} places ahead, without reporting lexer errors; the last token past the end. */
    Token lookAhead(int n) {
        return tokens.get(Math.min(pos + n, tokens.size() - 1));
    }

    /** The index of the next token, for {@link #spanSince}. */
    int index() {
        return pos;
    }

    /** Consumes and returns the next token (the end token is never passed). */
    Token next() {
        Token t = peek();
        if (t.kind() != Kind.END) {
            pos++;
        }
        return t;
    }

    /** True if the next token is {@code )}. */
    boolean atClose() {
        return peek().kind() == Kind.CLOSE;
    }

    /** True if the next tokens are {@code (} and the head of {@code form}. */
    boolean atForm(Construct form) {
        return atForm(form.spelling());
    }

    /** True if the next tokens are {@code (} and the word {@code head}. */
    boolean atForm(String head) {
        return peek().kind() == Kind.OPEN && lookAhead(1).isAtom(head);
    }

    /** The head word after the next {@code (}, or null if no word follows it. */
    String formHead() {
        Token t = lookAhead(1);
        return peek().kind() == Kind.OPEN && t.kind() == Kind.ATOM ? t.text() : null;
    }

    /**
     * Consumes {@code (} and its head word; the caller has checked that they come next ({@link
     * #formHead()} is not null).
     */
    Open open() {
        int index = pos;
        Token paren = next();
        return new Open(index, paren, next());
    }

    /**
     * Consumes {@code (head}, or reports "expected `(head` WHERE, found …" with a suggestion when
     * the word found is a misspelling of {@code head}.
     */
    Open openRequired(Construct form, String where) {
        if (atForm(form)) {
            return open();
        }
        throw expected("`(" + form.spelling() + "`", where, suggestHead(form));
    }

    /** Consumes the {@code )} that closes {@code form}, or reports what was found instead. */
    void close(Open form) {
        close(form, List.of(), List.of());
    }

    /**
     * Consumes the {@code )} that closes {@code form}; otherwise reports "expected A, B or `)` in
     * `(form …)`", where A, B are the optional arguments that could still come ({@code
     * alternatives}, already quoted), with a suggestion from {@code words} for a misspelled word.
     */
    void close(Open form, List<String> alternatives, Collection<String> words) {
        if (atClose()) {
            next();
            return;
        }
        Token found = peek();
        String what = alternatives.isEmpty() ? "`)` to close " + form.shown()
                : String.join(", ", alternatives) + " or `)` " + form.in();
        if (found.kind() == Kind.END) {
            throw error(foundSpan(), "expected " + what + ", found the end of the file", Optional.of(
                    "`(" + form.name() + "` is opened at line " + form.paren().line() + ", column "
                            + form.paren().column() + " and never closed"));
        }
        if (found.kind() == Kind.KEYWORD && alternatives.stream().noneMatch(a -> a.endsWith(":`"))) {
            // The form's own keywords have all been read by now, so this one is not among them.
            throw error(span(found), form.shown() + " takes no keyword arguments, found " + found.describe(),
                    Optional.empty());
        }
        Optional<String> hint = Optional.empty();
        if (found.kind() == Kind.ATOM) {
            hint = KeywordSuggester.didYouMean(found.text(), words);
        } else if (found.kind() == Kind.OPEN && formHead() != null) {
            hint = KeywordSuggester.didYouMean(formHead(), words);
        }
        throw expected(what, "", hint);
    }

    /**
     * Reports "expected A, B or `)` WHERE, found …" where a part of {@code form} was expected after
     * {@code last} (empty: no part yet): the parts {@link Construct#partsAfter} lists, and {@code
     * )} if the form may close there, with a suggestion for a misspelled head.
     */
    SyntaxError expectedPart(Construct form, Optional<Construct> last, String where) {
        return expected(Alternatives.partsAfter(form, last), where,
                suggestHead(Alternatives.spellings(form.partsAfter(last))));
    }

    /**
     * Consumes the {@code )} that closes {@code form}, whose part {@code last} was read last;
     * otherwise reports the parts that may still come ({@link Construct#partsAfter}), suggesting
     * among the parts that may follow {@code first}, its first part.
     */
    void closeAfter(Open form, Construct construct, Optional<Construct> last, Construct first) {
        close(form, Alternatives.openings(construct.partsAfter(last)),
                Alternatives.spellings(construct.partsAfter(Optional.of(first))));
    }

    /** Consumes the {@code (} of an unnamed list such as {@code (P1 P2)}; returns its token index. */
    int openList(String what, String where) {
        if (peek().kind() != Kind.OPEN) {
            throw expected(what, where, Optional.empty());
        }
        int index = pos;
        next();
        return index;
    }

    /** Consumes the {@code )} of an unnamed list, or reports "expected `)` WHERE, found …". */
    void closeList(String where) {
        if (!atClose()) {
            throw expected("`)`", where, Optional.empty());
        }
        next();
    }

    /**
     * Reads {@code (head part…)} from its opening parenthesis: one part or more, each read by
     * {@code part} given where it stands ("after `(head`", then "in `(head …)`") and whether it is
     * the first, up to the closing {@code )}.
     */
    <T> List<T> oneOrMore(java.util.function.BiFunction<String, Boolean, T> part) {
        Open o = open();
        List<T> parts = new ArrayList<>();
        parts.add(part.apply(o.after(), true));
        while (!atClose()) {
            parts.add(part.apply(o.in(), false));
        }
        close(o);
        return parts;
    }

    /**
     * Replaces, from the next token on, every word that names a parameter with its value, at the
     * word's place in the text, so that a parameter may stand wherever an integer literal may.
     */
    void substitute(Map<String, Integer> values) {
        parameterNames = List.copyOf(values.keySet());
        for (int i = pos; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Kind.ATOM && values.containsKey(t.text())) {
                substituted.put(i, t.text());
                tokens.set(i, new Token(Kind.ATOM, Integer.toString(values.get(t.text())), t.line(), t.column(),
                        t.length()));
            }
        }
    }

    // ---- small arguments ----

    /**
     * Reads an integer: a literal (digits only, at most 2147483647), or a parameter, which has
     * become one, or an integer computed while reading, {@code (add …)}, {@code (multiply …)},
     * {@code (subtract …)} or {@code (divide …)} (docs/language.md, Integer arithmetic while
     * reading).
     */
    int integer(String what, String where) {
        if (atArithmetic()) {
            return arithmetic();
        }
        return literal(what, where, arithmeticHint());
    }

    /** Reads an integer literal only: digits, at most 2147483647 (the parameters' declarations). */
    int literal(String what, String where) {
        return literal(what, where, Optional.of("a parameter's default and range are written with digits"));
    }

    private int literal(String what, String where, Optional<String> formHint) {
        Token t = peek();
        if (t.kind() != Kind.ATOM || !Vocabulary.isDigits(t.text())) {
            Optional<String> hint = t.kind() == Kind.ATOM && Vocabulary.looksNumeric(t.text())
                    ? Optional.of(NUMERIC_HINT)
                    : t.kind() == Kind.OPEN && formHead() != null ? formHint : suggestParameter();
            throw expected(what, where, hint);
        }
        next();
        return parseDigits(t);
    }

    /** True if an integer computed while reading comes next: {@code (add}, {@code (divide}, …. */
    boolean atArithmetic() {
        String head = formHead();
        return head != null && ARITHMETIC.contains(head);
    }

    /**
     * Reads and evaluates {@code (add a …)}, {@code (multiply a …)}, {@code (subtract a b)} or
     * {@code (divide a b)} over integers (docs/language.md, Integer arithmetic while reading).
     * Division rounds down. The value, like every literal, must lie in 0 … 2147483647 (the steps
     * inside the form may leave that range), and a division by zero is an error; both are reported
     * at the form, quoting the values it computed with.
     */
    int arithmetic() {
        Open o = open();
        Construct form = Construct.form(Category.INTEGER, o.name()).orElseThrow();
        List<Integer> args = new ArrayList<>();
        args.add(integer("an integer", o.after()));
        if (form == Construct.SUBTRACT || form == Construct.DIVIDE) {
            args.add(integer("an integer", o.in()));
            if (!atClose() && peek().kind() != Kind.END) {
                throw expected("`)` to close " + o.shown(), "",
                        Optional.of("`" + o.name() + "` takes exactly two integers"));
            }
            close(o);
        } else {
            while (!atClose() && peek().kind() != Kind.END) {
                args.add(integer("an integer or `)`", o.in()));
            }
            close(o);
        }
        BigInteger value = BigInteger.valueOf(args.getFirst());
        for (int i = 1; i < args.size(); i++) {
            BigInteger x = BigInteger.valueOf(args.get(i));
            value = switch (form) {
                case ADD -> value.add(x);
                case MULTIPLY -> value.multiply(x);
                case SUBTRACT -> value.subtract(x);
                default -> {
                    if (x.signum() == 0) {
                        throw error(spanSince(o.index()), "`" + shown(form, args) + "` divides by zero",
                                Optional.empty());
                    }
                    yield value.divide(x);
                }
            };
        }
        if (value.signum() < 0 || value.compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
            throw error(spanSince(o.index()), "`" + shown(form, args) + "` is " + value
                    + ": integers computed while reading must lie in 0 … " + Integer.MAX_VALUE + ", as literals do",
                    Optional.empty());
        }
        return value.intValueExact();
    }

    /** The form with the values of its arguments: {@code (divide 7 2)}. */
    private static String shown(Construct form, List<Integer> args) {
        StringBuilder sb = new StringBuilder("(").append(form.spelling());
        for (int a : args) {
            sb.append(' ').append(a);
        }
        return sb.append(')').toString();
    }

    /**
     * The hint for a form that is not integer arithmetic where an integer is expected: which forms
     * may stand there.
     */
    Optional<String> arithmeticHint() {
        String head = formHead();
        if (head == null) {
            return Optional.empty();
        }
        if (Vocabulary.FUNC.isHead(head)) {
            return Optional.of("`(" + head + " …)` is a function, evaluated during play; " + ARITHMETIC_HINT);
        }
        Optional<String> suggestion = KeywordSuggester.didYouMean(head, ARITHMETIC);
        return suggestion.isPresent() ? suggestion : Optional.of(ARITHMETIC_HINT);
    }

    /** "did you mean `size`?" when the next word is a misspelled parameter name. */
    Optional<String> suggestParameter() {
        Token t = peek();
        return t.kind() == Kind.ATOM ? KeywordSuggester.didYouMean(t.text(), parameterNames) : Optional.empty();
    }

    /** The value of an all-digit token, or an error if it exceeds {@link Integer#MAX_VALUE}. */
    int parseDigits(Token t) {
        String digits = t.text().replaceFirst("^0+(?=.)", "");
        if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
            throw error(t.span(file), "the integer " + Token.quote(t.text())
                    + " is too large: integer literals go up to " + Integer.MAX_VALUE, Optional.empty());
        }
        return Integer.parseInt(digits);
    }

    /**
     * The parameter name the next token was written as, if a parameter's value replaced it
     * ({@link #substitute}); otherwise null.
     */
    String parameterAtNext() {
        return substituted.get(pos);
    }

    /**
     * Reads a piece name where a declared piece type is named (docs/language.md, {@code pieces}): a
     * word that is neither a number, a word of the language nor a parameter. Whether a type of that
     * name is declared is checked by the analysis.
     */
    String pieceName(String where) {
        Token t = peek();
        String parameter = parameterAtNext();
        if (parameter != null) {
            throw error(span(t), "expected a piece name " + where + ", found the parameter `" + parameter + "`",
                    Optional.of("a parameter stands for a number; piece names are declared in `(pieces …)`"));
        }
        if (t.kind() == Kind.ATOM && !Vocabulary.isDigits(t.text())) {
            if (!Parameter.reservedWords().contains(t.text())) {
                next();
                return t.text();
            }
            throw expected("a piece name", where, Optional.of(Who.byWord(t.text()) != null
                    ? "the piece name comes first, as in `(piece pawn " + t.text() + ")`"
                    : "`" + t.text() + "` is a word of the language, not a piece name; piece names are declared in "
                            + "`(pieces …)`"));
        }
        throw expected("a piece name", where, Optional.empty());
    }

    /** Reads {@code mover} or {@code opponent}. */
    Who who(String where) {
        Who w = optionalWho();
        if (w == null) {
            throw expected(Alternatives.either(Alternatives.quoted(WHO_WORDS)), where, suggestAtom(WHO_WORDS));
        }
        return w;
    }

    /** Reads {@code mover} or {@code opponent} if one comes next; otherwise null. */
    Who optionalWho() {
        Token t = peek();
        Who w = t.kind() == Kind.ATOM ? Who.byWord(t.text()) : null;
        if (w != null) {
            next();
        }
        return w;
    }

    /** Reads {@code P1} or {@code P2}. */
    Player player(String where) {
        Token t = peek();
        if (t.kind() == Kind.ATOM && PLAYER_WORDS.contains(t.text())) {
            next();
            return Player.valueOf(t.text());
        }
        throw expected(Alternatives.either(Alternatives.quoted(PLAYER_WORDS)), where, suggestAtom(PLAYER_WORDS));
    }

    /** Reads a word from {@code words}, or reports "expected WHAT WHERE" with a suggestion. */
    String word(Collection<String> words, String what, String where) {
        Token t = peek();
        if (t.kind() == Kind.ATOM && words.contains(t.text())) {
            next();
            return t.text();
        }
        throw expected(what, where, suggestAtom(words));
    }

    /** A suggestion from {@code words} for the next token, if it is a misspelled word. */
    Optional<String> suggestAtom(Collection<String> words) {
        Token t = peek();
        return t.kind() == Kind.ATOM ? KeywordSuggester.didYouMean(t.text(), words) : Optional.empty();
    }

    /** {@link #suggestHead(Collection)} for the heads of {@code forms}. */
    Optional<String> suggestHead(Construct... forms) {
        return suggestHead(Arrays.stream(forms).map(Construct::spelling).toList());
    }

    /**
     * A hint for the next token where {@code (head} was expected, one of {@code heads}: the word
     * without its parenthesis, or a suggestion if the head word is misspelled.
     */
    Optional<String> suggestHead(Collection<String> heads) {
        Token t = peek();
        if (t.kind() == Kind.ATOM && heads.contains(t.text())) {
            return Optional.of("`" + t.text() + "` opens a form: write `(" + t.text() + " …)`");
        }
        String head = formHead();
        return head == null ? Optional.empty() : KeywordSuggester.didYouMean(head, heads);
    }

    // ---- spans and nodes ----

    /** The span of one token. */
    Span span(Token t) {
        return t.span(file);
    }

    /**
     * The span of the construct that starts at token {@code startIndex} and ends with the last
     * consumed token: its first character, and its length on its first line.
     */
    Span spanSince(int startIndex) {
        Token start = tokens.get(startIndex);
        Token last = start;
        for (int i = startIndex + 1; i < pos && tokens.get(i).line() == start.line(); i++) {
            last = tokens.get(i);
        }
        return new Span(file, start.line(), start.column(), last.endColumn() - start.column());
    }

    /** The span from the first character of {@code first} to the end of {@code last}, on one line. */
    Span spanBetween(Token first, Token last) {
        int end = last.line() == first.line() ? last.endColumn() : first.endColumn();
        return new Span(file, first.line(), first.column(), end - first.column());
    }

    /** The token just consumed. */
    Token previous() {
        return tokens.get(Math.max(0, pos - 1));
    }

    /** Records where {@code node} was written and returns it. */
    <T extends Node> T record(T node, Span span) {
        sourceMap.put(node, span);
        return node;
    }

    /**
     * Builds the node of the just-closed form and records its span. A {@link RuleException} from
     * the node's constructor (such as {@code (line 0)}) becomes an error at the form.
     */
    <T extends Node> T build(Open form, Supplier<T> constructor) {
        return buildAt(spanSince(form.index()), constructor);
    }

    /** Builds a node written at {@code span}; see {@link #build}. */
    <T extends Node> T buildAt(Span span, Supplier<T> constructor) {
        T node;
        try {
            node = constructor.get();
        } catch (RuleException e) {
            throw error(span, e.getMessage(), Optional.empty());
        }
        return record(node, span);
    }

    // ---- errors ----

    /** An error at a span. */
    SyntaxError error(Span span, String message, Optional<String> hint) {
        return new SyntaxError(new Diagnostic(message, Optional.of(span), hint));
    }

    /** "expected WHAT WHERE, found X", at the next token. */
    SyntaxError expected(String what, String where, Optional<String> hint) {
        String place = where.isEmpty() ? "" : " " + where;
        return error(foundSpan(), "expected " + what + place + ", found " + found(), hint);
    }

    /** How the next token is quoted in a message; {@code (} shows its head word too. */
    String found() {
        Token t = peek();
        if (t.kind() != Kind.OPEN) {
            return t.describe();
        }
        Token after = lookAhead(1);
        return switch (after.kind()) {
            case ATOM -> Token.quote("(" + after.text());
            case KEYWORD -> Token.quote("(" + after.text() + ":");
            case CLOSE -> "`()`";
            case OPEN -> "`((`";
            default -> "`(`";
        };
    }

    /** The span of the next token; a {@code (} includes its head word when it is on the same line. */
    Span foundSpan() {
        Token t = peek();
        Token after = lookAhead(1);
        if (t.kind() == Kind.OPEN && after.line() == t.line()
                && (after.kind() == Kind.ATOM || after.kind() == Kind.KEYWORD)) {
            return new Span(file, t.line(), t.column(), after.endColumn() - t.column());
        }
        return span(t);
    }
}
