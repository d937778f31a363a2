package dev.plateau.text;

import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Func;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads masks, functions, predicates and region lists (docs/language.md, Masks, Functions,
 * Predicates). The position decides what {@code and}, {@code or} and {@code not} combine: each
 * method is called where its kind is expected, and {@code corners} is a region list only directly
 * under {@code connected}.
 */
final class ExpressionParser {
    private static final List<String> WHO_WORDS = TokenCursor.WHO_WORDS;
    private static final List<String> EDGE_WORDS = edgeWords();
    private static final List<String> REGION_WORDS = Construct.bareWords(Category.REGIONS);
    private static final String REGION_LIST = "a region list (" + Alternatives.either(java.util.stream.Stream.concat(
            Alternatives.quoted(REGION_WORDS).stream(), java.util.stream.Stream.of("a parenthesised list of masks"))
            .toList()) + ")";
    private static final String NUMERIC_HINT = TokenCursor.NUMERIC_HINT;

    private final TokenCursor c;

    /** A parser reading from {@code cursor}. */
    ExpressionParser(TokenCursor cursor) {
        this.c = cursor;
    }

    // ---- masks ----

    /** Reads a mask; {@code where} says where it is expected ("after `(adjacent`"). */
    Mask mask(String where) {
        return mask(where, "a mask");
    }

    /** The named regions declared so far (docs/language.md, {@code regions}). */
    private final java.util.Map<String, Mask> regions = new java.util.LinkedHashMap<>();

    /** Declares a named region. */
    void defineRegion(String name, Mask mask) {
        regions.put(name, mask);
    }

    /** Whether a word names a declared region. */
    boolean isRegion(String word) {
        return regions.containsKey(word);
    }

    private Mask mask(String where, String what) {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM && regions.containsKey(t.text())) {
            c.next();
            return c.record(regions.get(t.text()), c.span(t));
        }
        if (t.kind() == Kind.ATOM) {
            Mask m = Vocabulary.MASK.bareConstruct(t.text()).map(ExpressionParser::bareMask).orElse(null);
            if (m == null) {
                throw c.expected(what, where, Vocabulary.MASK.hintFor(t.text(), false));
            }
            c.next();
            return c.record(m, c.span(t));
        }
        String head = c.formHead();
        if (head != null && Vocabulary.MASK.isHead(head)) {
            return maskForm(c.open());
        }
        throw c.expected(what, where, head == null ? Optional.empty() : Vocabulary.MASK.hintFor(head, true));
    }

    private static Mask bareMask(Construct construct) {
        return switch (construct) {
            case EMPTY -> new Mask.Empty();
            case OCCUPIED -> new Mask.Occupied();
            case CENTER -> new Mask.Center();
            case CORNERS -> new Mask.Corners();
            default -> throw new IllegalStateException("not a bare mask: " + construct);
        };
    }

    private Mask maskForm(Open o) {
        Construct form = Vocabulary.MASK.form(o.name());
        switch (form) {
            case OCCUPIED -> {
                Who who = c.who(o.after());
                c.close(o);
                return c.build(o, () -> new Mask.OccupiedBy(who));
            }
            case EDGE -> {
                Edge edge = Edge.byWord(c.word(EDGE_WORDS, "an edge name (" + String.join(", ", EDGE_WORDS) + ")",
                        o.after()));
                c.close(o);
                return c.build(o, () -> new Mask.EdgeCells(edge));
            }
            case PREV_MOVE -> {
                Who who = c.who(o.after());
                c.close(o);
                return c.build(o, () -> new Mask.PrevMove(who));
            }
            case PIECE -> {
                String piece = c.pieceName(o.after());
                Who who = c.optionalWho();
                c.close(o, who == null ? Alternatives.quoted(WHO_WORDS) : List.of(), who == null ? WHO_WORDS : List.of());
                Optional<Who> owner = Optional.ofNullable(who);
                return c.build(o, () -> new Mask.PieceOf(piece, owner));
            }
            case CELLS -> {
                List<Integer> cells = new ArrayList<>();
                cells.add(c.integer("a cell index", o.after()));
                while (!c.atClose()) {
                    cells.add(c.integer("a cell index or `)`", o.in()));
                }
                c.close(o);
                return c.build(o, () -> new Mask.Cells(cells));
            }
            case ROW, COLUMN -> {
                int number = c.integer(form == Construct.ROW ? "a row number (1 is the top row)"
                        : "a column number (1 is column a)", o.after());
                c.close(o);
                return c.build(o, () -> form == Construct.ROW ? new Mask.Row(number) : new Mask.Column(number));
            }
            case JUMPED -> {
                c.close(o);
                return c.build(o, Mask.Jumped::new);
            }
            case ADJACENT -> {
                Mask of = mask(o.after());
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                k.close(c, o, List.of());
                return c.build(o, () -> new Mask.Adjacent(of, k.direction(Mask.Adjacent.DEFAULT_DIRECTION)));
            }
            case NO_LIBERTIES, TERRITORY -> {
                Who who = c.who(o.after());
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                k.close(c, o, List.of());
                return c.build(o, () -> form == Construct.NO_LIBERTIES
                        ? new Mask.NoLiberties(who, k.direction(Mask.NoLiberties.DEFAULT_DIRECTION))
                        : new Mask.Territory(who, k.direction(Mask.Territory.DEFAULT_DIRECTION)));
            }
            case CUSTODIAL -> {
                return custodial(o);
            }
            case IN_LINE -> {
                int length = c.integer("a line length", o.after());
                Who who = c.optionalWho();
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                k.close(c, o, who == null ? WHO_WORDS : List.of());
                return c.build(o, () -> new Mask.InLine(length, who == null ? Mask.InLine.DEFAULT_WHO : who,
                        k.orientation(Mask.InLine.DEFAULT_ORIENTATION)));
            }
            case PATTERN -> {
                return pattern(o);
            }
            case AND, OR -> {
                List<Mask> masks = new ArrayList<>();
                masks.add(mask(o.after()));
                while (!c.atClose()) {
                    masks.add(mask(o.in(), "a mask or `)`"));
                }
                c.close(o);
                return c.build(o, () -> form == Construct.AND ? new Mask.And(masks) : new Mask.Or(masks));
            }
            case NOT -> {
                Mask m = mask(o.after());
                c.close(o);
                return c.build(o, () -> new Mask.Not(m));
            }
            case PREFER -> {
                Mask first = mask(o.after());
                Mask otherwise = mask(o.in(), "the mask to use where the first is empty");
                c.close(o);
                return c.build(o, () -> new Mask.Prefer(first, otherwise));
            }
            default -> throw new IllegalStateException("not a mask form: " + form);
        }
    }

    private Mask custodial(Open o) {
        Token t = c.peek();
        OptionalInt length;
        if (t.isAtom(Construct.ANY.spelling())) {
            c.next();
            length = OptionalInt.empty();
        } else if (t.kind() == Kind.ATOM && Vocabulary.isDigits(t.text()) || c.atArithmetic()) {
            length = OptionalInt.of(c.integer("a length", o.after()));
        } else {
            Optional<String> hint = t.kind() == Kind.ATOM && Vocabulary.looksNumeric(t.text())
                    ? Optional.of(NUMERIC_HINT)
                    : t.kind() == Kind.OPEN ? c.arithmeticHint()
                    : c.suggestAtom(List.of(Construct.ANY.spelling()));
            throw c.expected("a length (an integer or `" + Construct.ANY.spelling() + "`)", o.after(), hint);
        }
        Who who = c.optionalWho();
        Optional<Mask> hostile = Optional.empty();
        if (c.atForm(Construct.HOSTILE)) {
            Open h = c.open();
            hostile = Optional.of(mask(h.after()));
            c.close(h);
        }
        if (c.atForm(Construct.HOSTILE)) {
            throw c.error(c.foundSpan(), "`(hostile …)` is given twice in `(custodial …)`",
                    Optional.of("give one mask of hostile cells, such as `(hostile (or corners center))`"));
        }
        Optional<Mask> hostileCells = hostile;
        KeywordArguments k = KeywordArguments.read(c, o, Construct.CUSTODIAL.keywordArguments());
        List<String> words = new ArrayList<>(who == null && hostile.isEmpty() ? WHO_WORDS : List.of());
        if (hostile.isEmpty()) {
            Construct.CUSTODIAL.partsAfter(Optional.empty()).forEach(part -> words.add("(" + part.spelling()));
        }
        k.close(c, o, words);
        Who outer = who == null ? Mask.Custodial.DEFAULT_WHO : who;
        return c.build(o, () -> new Mask.Custodial(length, outer, k.orientation(Mask.Custodial.DEFAULT_ORIENTATION),
                hostileCells));
    }

    private Mask pattern(Open o) {
        c.openList("the pattern's size `(rows columns)`", o.after());
        int rows = c.integer("the number of rows", "in the pattern's size");
        int cols = c.integer("the number of columns", "in the pattern's size");
        c.closeList("after the pattern's size `(rows columns)`");
        c.openList("the pattern's values, such as `(1 0 1)`,", o.in());
        List<Integer> values = new ArrayList<>();
        values.add(c.integer("a pattern value (0, 1, 2 or 3)", "in the pattern's values"));
        while (!c.atClose()) {
            values.add(c.integer("a pattern value (0, 1, 2 or 3) or `)`", "in the pattern's values"));
        }
        c.next();
        KeywordArguments k = KeywordArguments.read(c, o, Construct.PATTERN.keywordArguments());
        k.close(c, o, List.of());
        return c.build(o, () -> new Mask.Pattern(rows, cols, values,
                k.flag(KeywordArgument.ROTATE, Mask.Pattern.DEFAULT_ROTATE)));
    }

    // ---- functions ----

    /** Reads a function; {@code where} says where it is expected. */
    Func func(String where) {
        return func(where, "a function");
    }

    private Func func(String where, String what) {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM) {
            if (Vocabulary.isDigits(t.text())) {
                return constant(t);
            }
            throw c.expected(what, where, Vocabulary.FUNC.hintFor(t.text(), false));
        }
        String head = c.formHead();
        if (head != null && Vocabulary.FUNC.isHead(head)) {
            return funcForm(c.open());
        }
        if (c.atForm(Construct.DIVIDE)) {
            return computedConstant();
        }
        throw c.expected(what, where, head == null ? Optional.empty() : Vocabulary.FUNC.hintFor(head, true));
    }

    private Func constant(Token t) {
        c.next();
        int value = c.parseDigits(t);
        return c.buildAt(c.span(t), () -> new Func.Const(value));
    }

    /**
     * {@code (divide a b)} where a function may stand: the integer constant it computes while
     * reading (docs/language.md, Integer arithmetic while reading). {@code add}, {@code multiply}
     * and {@code subtract} are functions there, evaluated during play.
     */
    private Func computedConstant() {
        int index = c.index();
        int value = c.arithmetic();
        return c.buildAt(c.spanSince(index), () -> new Func.Const(value));
    }

    private Func funcForm(Open o) {
        Construct form = Vocabulary.FUNC.form(o.name());
        switch (form) {
            case COUNT -> {
                Mask m = mask(o.after());
                c.close(o);
                return c.build(o, () -> new Func.Count(m));
            }
            case SCORE -> {
                Who who = c.who(o.after());
                c.close(o);
                return c.build(o, () -> new Func.Score(who));
            }
            case IN_HAND -> {
                Who who = c.who(o.after());
                Optional<String> piece = c.peek().kind() == Kind.ATOM ? Optional.of(c.pieceName(o.in())) : Optional.empty();
                c.close(o);
                return c.build(o, () -> new Func.InHand(who, piece));
            }
            case QUIET_MOVES -> {
                c.close(o);
                return c.build(o, Func.QuietMoves::new);
            }
            case MOVE_COUNT -> {
                c.close(o);
                return c.build(o, Func.MoveCount::new);
            }
            case LINE -> {
                int length = c.integer("a line length", o.after());
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                k.close(c, o, List.of());
                return c.build(o, () -> new Func.Line(length, k.orientation(Func.Line.DEFAULT_ORIENTATION),
                        k.flag(KeywordArgument.EXACT, Func.Line.DEFAULT_EXACT)));
            }
            case CONNECTED -> {
                Regions regions = regions(o.after());
                Who who = c.optionalWho();
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                k.close(c, o, who == null ? WHO_WORDS : List.of());
                Who player = who == null ? Func.Connected.DEFAULT_WHO : who;
                return c.build(o, () -> new Func.Connected(regions, player,
                        k.direction(Func.Connected.DEFAULT_DIRECTION)));
            }
            case ADD, MULTIPLY -> {
                List<Func> terms = new ArrayList<>();
                terms.add(func(o.after()));
                while (!c.atClose()) {
                    terms.add(func(o.in(), "a function or `)`"));
                }
                c.close(o);
                return c.build(o, () -> form == Construct.ADD ? new Func.Add(terms) : new Func.Multiply(terms));
            }
            case SUBTRACT -> {
                Func left = func(o.after());
                Func right = func(o.in());
                c.close(o);
                return c.build(o, () -> new Func.Subtract(left, right));
            }
            default -> throw new IllegalStateException("not a function form: " + form);
        }
    }

    /** Reads the region argument of {@code connected} (docs/language.md, {@code connected}). */
    private Regions regions(String where) {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM) {
            Regions r = Construct.bare(Category.REGIONS, t.text()).map(ExpressionParser::bareRegions).orElse(null);
            if (r == null) {
                Optional<String> hint = Vocabulary.MASK.isBare(t.text())
                        ? Optional.of("a single mask is written as a list of one: `(" + t.text() + ")`")
                        : KeywordSuggester.didYouMean(t.text(), REGION_WORDS);
                throw c.expected(REGION_LIST, where, hint);
            }
            c.next();
            return c.record(r, c.span(t));
        }
        if (t.kind() != Kind.OPEN) {
            throw c.expected(REGION_LIST, where, Optional.empty());
        }
        String head = c.formHead();
        boolean formNotList = head != null && Vocabulary.MASK.isHead(head)
                && (!Vocabulary.MASK.isBare(head) || WHO_WORDS.contains(c.lookAhead(2).text()));
        if (formNotList) {
            throw c.expected(REGION_LIST, where, Optional.of(
                    "a region list is a parenthesised list of masks: write `((" + head + " …))` "
                            + "for a single region"));
        }
        int index = c.openList(REGION_LIST, where);
        List<Mask> masks = new ArrayList<>();
        masks.add(mask("in the region list"));
        while (!c.atClose()) {
            masks.add(mask("in the region list", "a mask or `)`"));
        }
        c.next();
        Span span = c.spanSince(index);
        return c.buildAt(span, () -> new Regions.MaskRegions(masks));
    }

    private static Regions bareRegions(Construct construct) {
        return switch (construct) {
            case CORNERS -> new Regions.CornerRegions();
            case EDGES -> new Regions.EdgeRegions();
            case EDGES_NO_CORNERS -> new Regions.EdgeRegionsWithoutCorners();
            default -> throw new IllegalStateException("not a region list: " + construct);
        };
    }

    // ---- predicates ----

    /** Reads a predicate; a bare function is {@link Pred.Positive}. */
    Pred pred(String where) {
        return pred(where, "a predicate");
    }

    /**
     * {@code (form p)} where it comes next, such as {@code (result p)} or {@code (while p)}: its
     * predicate, or empty when another form or the end comes next.
     */
    Optional<Pred> predPart(Construct form) {
        if (!c.atForm(form)) {
            return Optional.empty();
        }
        Open o = c.open();
        Pred p = pred(o.after());
        c.close(o);
        return Optional.of(p);
    }

    private Pred pred(String where, String what) {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM) {
            if (Vocabulary.isDigits(t.text())) {
                Func f = constant(t);
                return c.record(new Pred.Positive(f), c.span(t));
            }
            throw c.expected(what, where, Vocabulary.PRED.hintFor(t.text(), false));
        }
        String head = c.formHead();
        if (head != null && Vocabulary.PRED.isHead(head)) {
            return predForm(c.open());
        }
        if (head != null && Vocabulary.FUNC.isHead(head)) {
            Open o = c.open();
            Func f = funcForm(o);
            return c.record(new Pred.Positive(f), c.spanSince(o.index()));
        }
        if (c.atForm(Construct.DIVIDE)) {
            int index = c.index();
            Func f = computedConstant();
            return c.record(new Pred.Positive(f), c.spanSince(index));
        }
        throw c.expected(what, where, head == null ? Optional.empty() : Vocabulary.PRED.hintFor(head, true));
    }

    private Pred predForm(Open o) {
        Construct form = Vocabulary.PRED.form(o.name());
        switch (form) {
            case EQUAL -> {
                List<Func> funcs = new ArrayList<>();
                funcs.add(func(o.after()));
                while (!c.atClose()) {
                    funcs.add(func(o.in(), "a function or `)`"));
                }
                c.close(o);
                return c.build(o, () -> new Pred.Equal(funcs));
            }
            case AT_LEAST, AT_MOST -> {
                Func left = func(o.after());
                Func right = func(o.in());
                c.close(o);
                return c.build(o, () -> form == Construct.AT_LEAST ? new Pred.AtLeast(left, right)
                        : new Pred.AtMost(left, right));
            }
            case EXISTS -> {
                Mask m = mask(o.after());
                c.close(o);
                return c.build(o, () -> new Pred.Exists(m));
            }
            case FULL_BOARD -> {
                c.close(o);
                return c.build(o, Pred.FullBoard::new);
            }
            case NO_MOVES -> {
                c.close(o);
                return c.build(o, Pred.NoMoves::new);
            }
            case PROMOTED -> {
                c.close(o);
                return c.build(o, Pred.Promoted::new);
            }
            case MOVED_BY -> {
                List<String> kinds = Construct.forms(Construct.Category.MOVEMENT).stream().map(Construct::spelling).toList();
                String word = c.word(kinds, "a kind of movement (" + Alternatives.either(Alternatives.quoted(kinds)) + ")",
                        o.after());
                c.close(o);
                return c.build(o, () -> new Pred.MovedBy(Construct.form(Construct.Category.MOVEMENT, word).orElseThrow()));
            }
            case REPEATED -> {
                int times = c.integer("how many occurrences end the game, such as 3", o.after());
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                if (k.window().isEmpty()) {
                    String window = KeywordArgument.WINDOW.spelling() + ":";
                    throw c.expected("`" + window + "D`, how many moves back the history looks, such as `" + window
                            + "100`", o.in(), Optional.of("positions before the last capture cannot recur; a game that "
                                    + "draws after N quiet moves needs `" + window + "N`"));
                }
                k.close(c, o, List.of());
                int window = k.window().getAsInt();
                return c.build(o, () -> new Pred.Repeated(times, window));
            }
            case MOVER_IS -> {
                var player = c.player(o.after());
                c.close(o);
                return c.build(o, () -> new Pred.MoverIs(player));
            }
            case PASSED -> {
                if (c.peek().isAtom(Construct.BOTH.spelling())) {
                    c.next();
                    c.close(o);
                    return c.build(o, Pred.PassedBoth::new);
                }
                if (c.peek().kind() != Kind.ATOM || !WHO_WORDS.contains(c.peek().text())) {
                    List<String> words = new ArrayList<>(WHO_WORDS);
                    words.add(Construct.BOTH.spelling());
                    throw c.expected(Alternatives.either(Alternatives.quoted(words)), o.after(), c.suggestAtom(words));
                }
                Who who = c.who(o.after());
                c.close(o);
                return c.build(o, () -> new Pred.Passed(who));
            }
            case AND, OR -> {
                List<Pred> preds = new ArrayList<>();
                preds.add(pred(o.after()));
                while (!c.atClose()) {
                    preds.add(pred(o.in(), "a predicate or `)`"));
                }
                c.close(o);
                return c.build(o, () -> form == Construct.AND ? new Pred.And(preds) : new Pred.Or(preds));
            }
            case NOT -> {
                Pred p = pred(o.after());
                c.close(o);
                return c.build(o, () -> new Pred.Not(p));
            }
            default -> throw new IllegalStateException("not a predicate form: " + form);
        }
    }

    // ---- helpers ----

    private static List<String> edgeWords() {
        List<String> words = new ArrayList<>();
        for (Edge e : Edge.values()) {
            words.add(e.word());
        }
        return words;
    }
}
