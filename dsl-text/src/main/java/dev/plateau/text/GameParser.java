package dev.plateau.text;

import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PhaseRule;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads the structure of a game (docs/language.md, Game and players): the header, the board and
 * the piece types, the start rules, the phases with their mechanics ({@code place}, or {@code move}
 * with its movements and shot) and effects, and the end rules. Expressions are left to {@link
 * ExpressionParser}.
 */
final class GameParser {
    private static final List<String> BOARD_WORDS = Construct.heads(Category.BOARD);
    private static final List<String> PHASE_WORDS = Construct.heads(Category.PHASE);
    private static final List<String> MOVEMENT_WORDS = Construct.heads(Category.MOVEMENT);
    private static final String MOVEMENT = "a movement (`(step …)` or `(slide …)`)";
    private static final List<String> OWNER_WORDS = java.util.Arrays.stream(PieceOwner.values())
            .map(PieceOwner::word).toList();
    private static final String CELLS_OR_REGION =
            "the cells to place on, such as `(0 4 8)`, or a region such as `(edge top)`";
    private static final List<String> WHO_WORDS = TokenCursor.WHO_WORDS;
    private static final String OUTCOME = "an outcome (`(mover win)`, `(mover lose)`, `(opponent win)`, "
            + "`(opponent lose)`, `(draw)` or `(by_score)`)";

    private final TokenCursor c;
    private final ExpressionParser expressions;
    private final Map<String, Integer> bindings;
    /** The names of the declared piece types, for hints. */
    private List<String> pieceNames = List.of();

    /**
     * A parser reading from {@code cursor}, binding the game's parameters to {@code bindings}
     * (the others keep their defaults).
     */
    GameParser(TokenCursor cursor, Map<String, Integer> bindings) {
        this.c = cursor;
        this.expressions = new ExpressionParser(cursor);
        this.bindings = Map.copyOf(bindings);
    }

    /** Reads the whole text: exactly one game and nothing after it. */
    Game game() {
        if (!c.atForm(Construct.GAME)) {
            throw c.expected("`(game`", "at the start of the file", c.suggestHead(Construct.GAME));
        }
        Open g = c.open();
        Token name = c.peek();
        if (name.kind() != Kind.STRING) {
            Optional<String> hint = name.kind() == Kind.ATOM
                    ? Optional.of("write the name in double quotes, such as " + Token.quote("\"" + name.text() + "\""))
                    : Optional.empty();
            throw c.expected("the game's name in double quotes", g.after(), hint);
        }
        c.next();
        Parameters parameters = parameters(g);
        c.substitute(parameters.values());
        int players = players(g);
        Open equipment = c.openRequired(Construct.EQUIPMENT, g.in());
        Open boardForm = c.openRequired(Construct.BOARD, equipment.after());
        Board board = board(boardForm);
        c.close(boardForm);
        List<PieceType> pieces = c.atForm(Construct.PIECES) ? pieces() : List.of();
        pieceNames = pieces.stream().map(PieceType::name).toList();
        boolean regions = c.atForm(Construct.REGION_NAMES);
        if (regions) {
            regions(pieceNames);
        }
        List<String> missing = new ArrayList<>();
        if (pieces.isEmpty() && !regions) {
            missing.add("`(" + Construct.PIECES.spelling() + "`");
        }
        if (!regions) {
            missing.add("`(" + Construct.REGION_NAMES.spelling() + "`");
        }
        c.close(equipment, missing, List.of(Construct.PIECES.spelling(), Construct.REGION_NAMES.spelling()));
        Open rules = c.openRequired(Construct.RULES, g.in());
        List<Placement> start = c.atForm(Construct.START) ? start() : List.of();
        if (!c.atForm(Construct.PLAY)) {
            throw start.isEmpty()
                    ? c.expected("`(start` or `(play`", rules.after(), c.suggestHead(Construct.START, Construct.PLAY))
                    : c.expected("`(play`", rules.in(), c.suggestHead(Construct.PLAY));
        }
        List<Phase> phases = play();
        if (!c.atForm(Construct.END)) {
            throw c.expected("`(end`", rules.in(), c.suggestHead(Construct.END));
        }
        List<EndRule> endRules = end();
        c.close(rules);
        c.close(g);
        Token after = c.peek();
        if (after.kind() != Kind.END) {
            String what = after.kind() == Kind.CLOSE ? "unbalanced `)`" : "unexpected " + c.found();
            throw c.error(c.foundSpan(), what + " after the end of the game",
                    Optional.of("a file holds exactly one game, which here ends at line " + c.lookAhead(-1).line()));
        }
        return c.build(g, () -> new Game(name.text(), players, board, pieces, start, phases, endRules, parameters));
    }

    /**
     * The optional {@code (parameters (name default min max)…)}, bound to the caller's bindings.
     * A binding of an undeclared name is reported at the declarations (or at {@code (game} when
     * there are none), a value out of range at the parameter's declaration.
     */
    private Parameters parameters(Open g) {
        if (!c.atForm(Construct.PARAMETERS)) {
            return bind(Parameters.NONE, c.spanSince(g.index()), Map.of());
        }
        Open p = c.open();
        List<Parameter> declared = new ArrayList<>();
        Map<String, Span> where = new HashMap<>();
        do {
            int index = c.openList("a parameter declaration such as `(size 11 3 19)`", declared.isEmpty() ? p.after() : p.in());
            Token nameToken = c.peek();
            if (nameToken.kind() != Kind.ATOM || Vocabulary.isDigits(nameToken.text())) {
                throw c.expected("a parameter name", "in the parameter declaration", Optional.empty());
            }
            String name = nameToken.text();
            try {
                Parameter.requireName(name);
            } catch (RuleException e) {
                throw c.error(c.span(nameToken), e.getMessage(), Optional.empty());
            }
            Span first = where.get(name);
            if (first != null) {
                throw c.error(c.span(nameToken), "the parameter `" + name + "` is declared twice",
                        Optional.of("it is first declared at line " + first.line() + ", column " + first.column()));
            }
            c.next();
            String in = "in `(" + name + " …)`";
            int defaultValue = c.literal("the default value of `" + name + "`", in);
            int min = c.literal("the smallest value of `" + name + "`", in);
            int max = c.literal("the largest value of `" + name + "`", in);
            c.closeList("after the largest value of `" + name + "`");
            Span span = c.spanSince(index);
            try {
                declared.add(new Parameter(name, defaultValue, min, max));
            } catch (RuleException e) {
                throw c.error(span, e.getMessage(), Optional.empty());
            }
            where.put(name, span);
        } while (!c.atClose());
        c.close(p);
        return bind(Parameters.declare(declared), c.spanSince(p.index()), where);
    }

    /** Binds the caller's values, positioning errors at the declarations. */
    private Parameters bind(Parameters declared, Span declarations, Map<String, Span> where) {
        for (Map.Entry<String, Integer> b : new TreeMap<>(bindings).entrySet()) {
            Parameter p = declared.find(b.getKey());
            if (p == null) {
                throw c.error(declarations, declared.unknown(b.getKey()), Optional.empty());
            }
            if (!p.allows(b.getValue())) {
                throw c.error(where.get(p.name()), Parameters.outOfRange(p, b.getValue()), Optional.empty());
            }
        }
        return declared.bind(bindings);
    }

    /** {@code (players N)}, checked at once so that the error points at it. */
    private int players(Open g) {
        Open p = c.openRequired(Construct.PLAYERS, g.in());
        int players = c.integer("the number of players", p.after());
        c.close(p);
        try {
            Game.requirePlayers(players);
        } catch (RuleException e) {
            throw c.error(c.spanSince(p.index()), e.getMessage(), Optional.empty());
        }
        return players;
    }

    private Board board(Open boardForm) {
        String head = c.formHead();
        if (head == null || !BOARD_WORDS.contains(head)) {
            throw c.expected("a board (`(square …)`, `(rectangle …)`, `(hexagon …)` or `(hex_rectangle …)`)",
                    boardForm.after(), c.suggestHead(BOARD_WORDS));
        }
        Open o = c.open();
        Construct shape = Construct.form(Category.BOARD, head).orElseThrow();
        boolean two = shape == Construct.RECTANGLE || shape == Construct.HEX_RECTANGLE;
        int first = size(o, "", two);
        int second = two ? size(o, " " + first, false) : 0;
        c.close(o);
        return c.build(o, () -> switch (shape) {
            case SQUARE -> new Board.Square(first);
            case RECTANGLE -> new Board.Rectangle(first, second);
            case HEX_RECTANGLE -> new Board.HexRectangle(first, second);
            default -> new Board.Hexagon(first);
        });
    }

    /**
     * One board size: a positive whole number, written with digits or computed while reading.
     * {@code before} is the text of the sizes already read, for the message, and {@code more}
     * whether another size follows.
     */
    private int size(Open o, String before, boolean more) {
        if (c.atArithmetic()) {
            int index = c.position();
            int value = c.arithmetic();
            if (value <= 0) {
                throw c.error(c.spanSince(index), "`(" + o.name() + before + " " + value + (more ? " …" : "")
                        + ")`: board sizes must be positive whole numbers", Optional.empty());
            }
            return value;
        }
        Token t = c.peek();
        boolean digits = t.kind() == Kind.ATOM && Vocabulary.isDigits(t.text());
        if (digits || t.kind() == Kind.ATOM && Vocabulary.looksNumeric(t.text())) {
            int value = digits ? c.parseDigits(t) : 0;
            if (value <= 0) {
                throw c.error(c.span(t), "`(" + o.name() + before + " " + t.text() + (more ? " …" : "")
                        + ")`: board sizes must be positive whole numbers", Optional.empty());
            }
            c.next();
            return value;
        }
        String what = o.name().equals(Construct.HEXAGON.spelling()) ? "the hexagon's diameter"
                : more ? "the number of rows" : before.isEmpty() ? "the board's size" : "the number of columns";
        throw c.expected(what, before.isEmpty() ? o.after() : o.in(),
                t.kind() == Kind.OPEN ? c.arithmeticHint() : c.suggestParameter());
    }

    // ---- pieces ----

    /** {@code (pieces (NAME OWNER)…)} (docs/language.md, {@code pieces}). */
    private List<PieceType> pieces() {
        Open p = c.open();
        List<PieceType> types = new ArrayList<>();
        do {
            int index = c.openList("a piece declaration such as `(pawn each)`", types.isEmpty() ? p.after() : p.in());
            Token nameToken = c.peek();
            String parameter = c.parameterAtNext();
            if (parameter != null) {
                throw c.error(c.span(nameToken), "the piece name `" + parameter
                        + "` is also the name of a parameter; choose another name", Optional.empty());
            }
            if (nameToken.kind() != Kind.ATOM || Vocabulary.isDigits(nameToken.text())) {
                throw c.expected("a piece name", "in the piece declaration", Optional.empty());
            }
            String name = nameToken.text();
            try {
                PieceType.requireName(name);
            } catch (RuleException e) {
                throw c.error(c.span(nameToken), e.getMessage(), Optional.empty());
            }
            c.next();
            String after = "after the piece name `" + name + "`";
            Token ownerToken = c.peek();
            Optional<String> hint = ownerToken.kind() == Kind.ATOM && Who.byWord(ownerToken.text()) != null
                    ? Optional.of("`" + ownerToken.text() + "` names a player relative to a rule; a piece type's "
                            + "owner is fixed: `each` (both players), `P1`, `P2` or `neutral` (nobody)")
                    : c.suggestAtom(OWNER_WORDS);
            if (ownerToken.kind() != Kind.ATOM || !OWNER_WORDS.contains(ownerToken.text())) {
                throw c.expected("a piece owner (`each`, `P1`, `P2` or `neutral`)", after, hint);
            }
            c.next();
            PieceOwner owner = PieceOwner.byWord(ownerToken.text());
            c.closeList("after the owner of `" + name + "`");
            types.add(c.buildAt(c.spanSince(index), () -> new PieceType(name, owner)));
        } while (!c.atClose());
        c.close(p);
        return types;
    }

    /**
     * {@code (regions (NAME MASK)…)}: names for masks, usable wherever a mask may stand after the
     * declaration (docs/language.md, {@code regions}). A region is read once and stands, as the
     * same mask, for each use of its name.
     */
    private void regions(List<String> pieceNames) {
        Open r = c.open();
        do {
            c.openList("a region declaration such as `(throne center)`", r.in());
            Token nameToken = c.peek();
            String parameter = c.parameterAtNext();
            if (parameter != null) {
                throw c.error(c.span(nameToken), "the region name `" + parameter
                        + "` is also the name of a parameter; choose another name", Optional.empty());
            }
            if (nameToken.kind() != Kind.ATOM || Vocabulary.isDigits(nameToken.text())) {
                throw c.expected("a region name", "in the region declaration", Optional.empty());
            }
            String name = nameToken.text();
            try {
                dev.plateau.rules.Parameter.requireName(name);
            } catch (RuleException e) {
                throw c.error(c.span(nameToken), e.getMessage().replace("parameter name", "region name"), Optional.empty());
            }
            if (pieceNames.contains(name) || expressions.isRegion(name)) {
                throw c.error(c.span(nameToken), "the region name `" + name + "` is already the name of a "
                        + (pieceNames.contains(name) ? "piece type" : "region") + "; choose another name", Optional.empty());
            }
            c.next();
            Mask mask = expressions.mask("after the region name `" + name + "`");
            c.closeList("after the mask of region `" + name + "`");
            expressions.defineRegion(name, mask);
        } while (!c.atClose());
        c.close(r);
    }

    // ---- start ----

    private List<Placement> start() {
        Open s = c.open();
        List<Placement> placements = new ArrayList<>();
        placements.add(placement(s.after(), "`(place`"));
        while (!c.atClose()) {
            placements.add(placement(s.in(), "`(place` or `)`"));
        }
        c.close(s);
        return placements;
    }

    /**
     * {@code (place P [NAME] (i…))} or {@code (place P [NAME] REGION)} (docs/language.md, {@code
     * start}). After the player, a list whose first element is a number is a cell list; a mask is a
     * region; any other word is a piece name.
     */
    private Placement placement(String where, String what) {
        if (!c.atForm(Construct.PLACE)) {
            throw c.expected(what, where, c.suggestHead(Construct.PLACE));
        }
        Open o = c.open();
        Player player = c.player(o.after());
        Optional<String> piece = Optional.empty();
        Token t = c.peek();
        if (t.kind() == Kind.ATOM && !Vocabulary.isDigits(t.text()) && !Vocabulary.MASK.isBare(t.text())
                && !expressions.isRegion(t.text())
                && c.parameterAtNext() == null && !dev.plateau.rules.Parameter.reservedWords().contains(t.text())) {
            piece = Optional.of(c.pieceName(o.in()));
        }
        List<Integer> cells = new ArrayList<>();
        Optional<Mask> region = Optional.empty();
        if (atCellList()) {
            c.openList("the cells to place on, such as `(0 4 8)`,", o.in());
            cells.add(c.integer("a cell index", "in the list of start cells"));
            while (!c.atClose()) {
                cells.add(c.integer("a cell index or `)`", "in the list of start cells"));
            }
            c.next();
        } else if (atMask()) {
            region = Optional.of(expressions.mask(o.in()));
        } else {
            throw c.expected(CELLS_OR_REGION, o.in(), placementHint(piece));
        }
        c.close(o);
        Optional<String> name = piece;
        Optional<Mask> cellsOf = region;
        return c.build(o, () -> new Placement(player, cells, name, cellsOf));
    }

    /**
     * True at {@code (} followed by a number (a parameter is one by now), {@code )} or another
     * {@code (}, an integer computed while reading such as {@code (divide size 2)}: a cell list
     * rather than a mask form, which starts with its word.
     */
    private boolean atCellList() {
        Token next = c.lookAhead(1);
        return c.peek().kind() == Kind.OPEN && (next.kind() == Kind.CLOSE || next.kind() == Kind.OPEN
                || next.kind() == Kind.ATOM && Vocabulary.isDigits(next.text()));
    }

    /** True at a bare mask word or a mask form. */
    private boolean atMask() {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM) {
            return Vocabulary.MASK.isBare(t.text()) || expressions.isRegion(t.text());
        }
        String head = c.formHead();
        return head != null && Vocabulary.MASK.isHead(head);
    }

    /** A hint where a start placement's cells or region were expected. */
    private Optional<String> placementHint(Optional<String> piece) {
        Token t = c.peek();
        if (piece.isPresent() && !pieceNames.contains(piece.get())) {
            // `(place P1 centre)`: the misspelled mask was taken for a piece name.
            Optional<String> mask = KeywordSuggester.didYouMean(piece.get(), Vocabulary.MASK.candidates());
            if (mask.isPresent()) {
                return mask;
            }
        }
        if (t.kind() == Kind.ATOM && Vocabulary.isDigits(t.text())) {
            return Optional.of("the cells are a parenthesised list: `(" + t.text() + " …)`");
        }
        if (t.kind() == Kind.ATOM) {
            return Vocabulary.MASK.hintFor(t.text(), false);
        }
        String head = c.formHead();
        return head == null ? Optional.empty() : Vocabulary.MASK.hintFor(head, true);
    }

    // ---- play ----

    private List<Phase> play() {
        Open p = c.open();
        List<Phase> phases = new ArrayList<>();
        phases.add(phase(p.after(), "a phase (`(once-through …)` or `(repeat …)`)"));
        while (!c.atClose()) {
            phases.add(phase(p.in(), "a phase (`(once-through …)` or `(repeat …)`) or `)`"));
        }
        c.close(p);
        return phases;
    }

    private Phase phase(String where, String what) {
        String head = c.formHead();
        if (head == null || !PHASE_WORDS.contains(head)) {
            throw c.expected(what, where, c.suggestHead(PHASE_WORDS));
        }
        Open o = c.open();
        Repetition repetition = head.equals(Repetition.REPEAT.word()) ? Repetition.REPEAT : Repetition.ONCE_THROUGH;
        c.openList("the player order, such as `(P1 P2)`,", o.after());
        List<Player> order = new ArrayList<>();
        order.add(c.player("in the player order"));
        while (!c.atClose()) {
            order.add(c.player("in the player order"));
        }
        c.next();
        PlaceForm place = null;
        MoveForm move = null;
        if (c.atForm(Construct.MOVE)) {
            move = move();
        } else {
            place = place(o.in());
        }
        boolean forcePass = false;
        if (c.atForm(Construct.FORCE_PASS)) {
            Open f = c.open();
            c.close(f);
            forcePass = true;
        }
        String forcePassHead = Construct.FORCE_PASS.spelling();
        if (c.atForm(Construct.PLACE) || c.atForm(Construct.MOVE)) {
            throw c.error(c.foundSpan(), "a phase has one mechanic, `(place …)` or `(move …)`, not two",
                    Optional.of("write another phase for the other mechanic"));
        }
        c.close(o, forcePass ? List.of() : List.of("`(" + forcePassHead + ")`"), List.of(forcePassHead));
        boolean pass = forcePass;
        PhaseRule rule;
        if (move != null) {
            MoveForm m = move;
            rule = c.buildAt(m.span(), () -> new Moves(m.movements(), m.effects(), m.shot(), pass));
        } else {
            PlaceForm pl = place;
            rule = c.buildAt(pl.span(), () -> new Mechanic(pl.placer(), pl.destination(), pl.result(), pl.effects(),
                    pass));
        }
        return c.build(o, () -> new Phase(repetition, order, rule));
    }

    /** The parts of {@code (place …)}; the mechanic is built once the phase shows {@code (force_pass)}. */
    private record PlaceForm(Who placer, Mask destination, Optional<Pred> result, List<Effect> effects, Span span) {}

    private PlaceForm place(String where) {
        if (!c.atForm(Construct.PLACE)) {
            throw c.expected("`(place` or `(move`", where, c.suggestHead(Construct.PLACE, Construct.MOVE));
        }
        Open o = c.open();
        Who placer = c.optionalWho();
        if (!c.atForm(Construct.DESTINATION)) {
            throw placer == null && c.peek().kind() == Kind.ATOM
                    ? c.expected("`mover`, `opponent` or `(destination`", o.after(), c.suggestAtom(WHO_WORDS))
                    : c.expected("`(destination`", placer == null ? o.after() : o.in(),
                            c.suggestHead(Construct.DESTINATION));
        }
        Open d = c.open();
        Mask destination = expressions.mask(d.after());
        c.close(d);
        Optional<Pred> result = Optional.empty();
        if (c.atForm(Construct.RESULT)) {
            Open r = c.open();
            result = Optional.of(expressions.pred(r.after()));
            c.close(r);
        }
        List<Effect> effects = new ArrayList<>();
        if (c.atForm(Construct.EFFECTS)) {
            effects = effects();
            if (c.atForm(Construct.RESULT)) {
                throw c.error(c.foundSpan(), "`(result …)` must come before `(effects …)` in `(place …)`",
                        Optional.empty());
            }
        }
        if (c.atForm(Construct.FORCE_PASS)) {
            throw c.error(c.foundSpan(), "`(force_pass)` belongs to the phase, not to `(place …)`",
                    Optional.of("write it after the closing `)` of `(place …)`"));
        }
        List<String> alternatives = new ArrayList<>();
        if (result.isEmpty() && effects.isEmpty()) {
            alternatives.add("`(result`");
        }
        if (effects.isEmpty()) {
            alternatives.add("`(effects`");
        }
        c.close(o, alternatives, List.of(Construct.RESULT.spelling(), Construct.EFFECTS.spelling()));
        return new PlaceForm(placer == null ? Mechanic.DEFAULT_PLACER : placer, destination, result, effects,
                c.spanSince(o.index()));
    }

    /** {@code (effects e…)}, at its opening parenthesis. */
    private List<Effect> effects() {
        List<Effect> effects = new ArrayList<>();
        Open e = c.open();
        effects.add(effect(e.after(), "an effect"));
        while (!c.atClose()) {
            effects.add(effect(e.in(), "an effect or `)`"));
        }
        c.close(e);
        return effects;
    }

    // ---- move ----

    /** The parts of {@code (move …)}; the rule is built once the phase shows {@code (force_pass)}. */
    private record MoveForm(List<Movement> movements, List<Effect> effects, Optional<Moves.Shot> shot, Span span) {}

    /**
     * {@code (move movement… [(effects …)] [(then (shoot NAME movement))])} (docs/language.md,
     * {@code move}), at its opening parenthesis.
     */
    private MoveForm move() {
        Open o = c.open();
        List<Movement> movements = new ArrayList<>();
        movements.add(movement(o.after(), MOVEMENT, null));
        while (atMovement()) {
            movements.add(movement(o.in(), MOVEMENT, null));
        }
        List<Effect> effects = List.of();
        if (c.atForm(Construct.EFFECTS)) {
            effects = effects();
        }
        Optional<Moves.Shot> shot = Optional.empty();
        if (atMovement()) {
            throw c.error(c.foundSpan(), "`(" + c.formHead() + " …)` comes after `(effects …)`: the movements come "
                    + "first in `(move …)`", Optional.empty());
        }
        if (c.atForm(Construct.THEN)) {
            shot = Optional.of(then());
        }
        if (atMovement() || c.atForm(Construct.EFFECTS)) {
            throw c.error(c.foundSpan(), "`(" + c.formHead() + " …)` must come before `(then …)` in `(move …)`",
                    Optional.empty());
        }
        if (c.atForm(Construct.SHOOT)) {
            throw c.error(c.foundSpan(), "`(shoot …)` is written inside `(then …)`",
                    Optional.of("write `(then (shoot NAME MOVEMENT))`"));
        }
        if (c.atForm(Construct.FORCE_PASS)) {
            throw c.error(c.foundSpan(), "`(force_pass)` belongs to the phase, not to `(move …)`",
                    Optional.of("write it after the closing `)` of `(move …)`"));
        }
        List<String> alternatives = new ArrayList<>();
        if (effects.isEmpty() && shot.isEmpty()) {
            alternatives.add("`(step`");
            alternatives.add("`(slide`");
            alternatives.add("`(effects`");
        }
        if (shot.isEmpty()) {
            alternatives.add("`(then`");
        }
        c.close(o, alternatives, List.of(Construct.STEP.spelling(), Construct.SLIDE.spelling(),
                Construct.EFFECTS.spelling(), Construct.THEN.spelling()));
        return new MoveForm(movements, effects, shot, c.spanSince(o.index()));
    }

    private boolean atMovement() {
        String head = c.formHead();
        return head != null && MOVEMENT_WORDS.contains(head);
    }

    /** {@code (then (shoot NAME movement))}, at its opening parenthesis. */
    private Moves.Shot then() {
        Open t = c.open();
        if (!c.atForm(Construct.SHOOT)) {
            Optional<String> hint = atMovement()
                    ? Optional.of("the second decision of a turn is a shot: write `(then (shoot NAME (" + c.formHead()
                            + " …)))`")
                    : c.suggestHead(Construct.SHOOT);
            throw c.expected("`(shoot`", t.after(), hint);
        }
        Open s = c.open();
        String piece = c.pieceName(s.after());
        movementOrError(s);
        Movement movement = movement(s.in(), MOVEMENT, piece);
        c.close(s);
        c.close(t);
        return c.build(s, () -> new Moves.Shot(piece, movement));
    }

    /** Reports a missing movement in {@code (shoot NAME …)} with the usual message. */
    private void movementOrError(Open shoot) {
        if (!atMovement()) {
            throw c.expected(MOVEMENT, shoot.in(), movementHint());
        }
    }

    /**
     * {@code (step DIRS [(to m)] [piece:NAME])}, {@code (slide DIRS [(to m)] [(through m)]
     * [piece:NAME] [max:N])} or {@code (hop DIRS [(to m)] [(over m)] [piece:NAME])}
     * (docs/language.md, {@code step}, {@code slide}, {@code hop}). {@code shotPiece} is the
     * piece of the enclosing {@code (shoot …)}, or null outside a shot.
     */
    private Movement movement(String where, String what, String shotPiece) {
        if (!atMovement()) {
            throw c.expected(what, where, movementHint());
        }
        Open o = c.open();
        Construct form = Construct.form(Category.MOVEMENT, o.name()).orElseThrow();
        boolean slide = form == Construct.SLIDE;
        boolean hop = form == Construct.HOP;
        // The second mask of a movement: the cells a slide passes, the cell a hop jumps over.
        Construct second = slide ? Construct.THROUGH : hop ? Construct.OVER : null;
        int listIndex = c.peek().kind() == Kind.OPEN ? c.index() : -1;
        List<DirectionChoice> directions = directions(o);
        Span listSpan = listIndex >= 0 ? c.spanSince(listIndex) : null;
        Mask to = Movement.DEFAULT_TO;
        Mask secondMask = hop ? Movement.DEFAULT_OVER : Movement.DEFAULT_THROUGH;
        boolean toGiven = false;
        boolean secondGiven = false;
        if (c.atForm(Construct.TO)) {
            Open t = c.open();
            to = expressions.mask(t.after());
            c.close(t);
            toGiven = true;
        }
        if (second != null && c.atForm(second)) {
            Open t = c.open();
            secondMask = expressions.mask(t.after());
            c.close(t);
            secondGiven = true;
        }
        if (c.atForm(Construct.TO)) {
            throw c.error(c.foundSpan(), toGiven ? "`(to …)` is given twice in " + o.shown()
                    : "`(to …)` must come before `(" + second.spelling() + " …)` in " + o.shown(), Optional.empty());
        }
        for (Construct other : List.of(Construct.THROUGH, Construct.OVER)) {
            if (c.atForm(other)) {
                throw c.error(c.foundSpan(), other == second ? "`(" + other.spelling() + " …)` is given twice in " + o.shown()
                        : o.shown() + " takes no `(" + other.spelling() + " …)`" + (form == Construct.STEP
                                ? ": a step moves one cell" : form == Construct.HOP ? ": a hop lands two cells away" : ""),
                        other == second ? Optional.empty() : Optional.of(other == Construct.THROUGH
                                ? "a slide passes over cells: `(slide DIRS (through MASK))`"
                                : "a hop jumps over one cell: `(hop DIRS (over MASK))`"));
            }
        }
        KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
        List<String> alternatives = new ArrayList<>();
        List<String> words = new ArrayList<>();
        if (k.isEmpty()) {
            if (!toGiven && !secondGiven) {
                alternatives.add("`(to`");
                words.add(Construct.TO.spelling());
            }
            if (second != null && !secondGiven) {
                alternatives.add("`(" + second.spelling() + "`");
                words.add(second.spelling());
            }
        }
        for (KeywordArgument kw : k.notGiven()) {
            alternatives.add("`" + kw.spelling() + ":`");
            words.add(kw.spelling() + ":");
        }
        c.close(o, alternatives, words);
        Mask destination = to;
        Mask passing = secondMask;
        Optional<String> piece = k.piece();
        OptionalInt max = k.max();
        Span span = c.spanSince(o.index());
        if (directions.isEmpty()) {
            span = listSpan;
        } else if (max.isPresent() && max.getAsInt() < 1) {
            span = k.spanOf(KeywordArgument.MAX).orElse(span);
        }
        Movement movement = c.buildAt(span, () -> slide
                ? new Movement.Slide(directions, piece, max, destination, passing)
                : hop ? new Movement.Hop(directions, piece, passing, destination)
                : new Movement.Step(directions, piece, destination));
        if (shotPiece != null && piece.isPresent()) {
            // The shot's own record says why: it starts where the moved piece landed.
            c.buildAt(k.spanOf(KeywordArgument.PIECE).orElseThrow(), () -> new Moves.Shot(shotPiece, movement));
        }
        return movement;
    }

    /** A hint where a movement was expected. */
    private Optional<String> movementHint() {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM && direction(t.text()) != null) {
            return Optional.of("a movement is written `(step " + t.text() + ")` or `(slide " + t.text() + ")`");
        }
        return c.suggestHead(MOVEMENT_WORDS);
    }

    /** The directions of a movement: one word, or a parenthesised list of words (possibly empty, for the record to refuse). */
    private List<DirectionChoice> directions(Open o) {
        String what = "a direction (such as `up`, `orthogonal` or `forward`) or a parenthesised list of them";
        Token t = c.peek();
        if (t.kind() == Kind.ATOM) {
            return List.of(directionWord(what, o.after()));
        }
        if (t.kind() != Kind.OPEN) {
            throw c.expected(what, o.after(), Optional.empty());
        }
        String head = c.formHead();
        if (head != null && direction(head) == null && Construct.keywords().contains(head)) {
            Optional<String> hint = head.equals(Construct.TO.spelling()) || head.equals(Construct.THROUGH.spelling())
                    || Vocabulary.MASK.isHead(head)
                    ? Optional.of("the directions come first: `(" + o.name() + " forward (" + head + " …))`")
                    : Optional.empty();
            throw c.expected(what, o.after(), hint);
        }
        c.next();
        List<DirectionChoice> directions = new ArrayList<>();
        while (!c.atClose()) {
            directions.add(directionWord(directions.isEmpty() ? "a direction" : "a direction or `)`",
                    "in the list of directions"));
        }
        c.next();
        return directions;
    }

    private DirectionChoice directionWord(String what, String where) {
        Token t = c.peek();
        DirectionChoice d = t.kind() == Kind.ATOM ? direction(t.text()) : null;
        if (d == null) {
            throw c.expected(what, where, c.suggestAtom(directionWords()));
        }
        c.next();
        return d;
    }

    /** The direction, group or relative direction a word names, or null. */
    private static DirectionChoice direction(String word) {
        DirectionChoice d = DirectionChoice.byWord(word);
        return d != null ? d : RelativeDirection.byWord(word);
    }

    private static List<String> directionWords() {
        List<String> words = new ArrayList<>();
        for (Direction d : Direction.values()) {
            words.add(d.word());
        }
        for (Orientation o : Orientation.values()) {
            words.add(o.word());
        }
        for (RelativeDirection r : RelativeDirection.values()) {
            words.add(r.word());
        }
        return words;
    }

    // ---- effects ----

    private Effect effect(String where, String what) {
        String head = c.formHead();
        if (head == null || !Vocabulary.EFFECT.isHead(head)) {
            Token t = c.peek();
            Optional<String> hint = head != null ? Vocabulary.EFFECT.hintFor(head, true)
                    : t.kind() == Kind.ATOM ? Vocabulary.EFFECT.hintFor(t.text(), false) : Optional.empty();
            throw c.expected(what, where, hint);
        }
        Open o = c.open();
        Construct form = Vocabulary.EFFECT.form(head);
        switch (form) {
            case CAPTURE, FLIP -> {
                Mask m = expressions.mask(o.after());
                Who who = c.optionalWho();
                KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
                c.closeForm(o, k, who == null ? WHO_WORDS : List.of());
                if (form == Construct.CAPTURE) {
                    Who target = who == null ? Effect.Capture.DEFAULT_TARGET : who;
                    return c.build(o, () -> new Effect.Capture(m, target,
                            k.flag(KeywordArgument.INCREMENT_SCORE, Effect.Capture.DEFAULT_INCREMENT_SCORE)));
                }
                Who target = who == null ? Effect.Flip.DEFAULT_TARGET : who;
                return c.build(o, () -> new Effect.Flip(m, target));
            }
            case PROMOTE -> {
                String from = c.pieceName(o.after());
                String to = c.pieceName("after the type before in " + o.shown());
                Mask cells = expressions.mask(o.in());
                c.close(o);
                return c.build(o, () -> new Effect.Promote(from, to, cells));
            }
            default -> {
                Who who = c.who(o.after());
                Func f = expressions.func(o.in());
                c.close(o);
                return c.build(o, () -> form == Construct.SET_SCORE ? new Effect.SetScore(who, f)
                        : new Effect.IncrementScore(who, f));
            }
        }
    }

    // ---- end ----

    private List<EndRule> end() {
        Open e = c.open();
        List<EndRule> rules = new ArrayList<>();
        rules.add(endRule(e.after(), "`(if`"));
        while (!c.atClose()) {
            rules.add(endRule(e.in(), "`(if` or `)`"));
        }
        c.close(e);
        return rules;
    }

    private EndRule endRule(String where, String what) {
        if (!c.atForm(Construct.IF)) {
            throw c.expected(what, where, c.suggestHead(Construct.IF));
        }
        Open o = c.open();
        Pred condition = expressions.pred(o.after());
        Outcome outcome = outcome(o.in());
        c.close(o);
        return c.build(o, () -> new EndRule(condition, outcome));
    }

    private Outcome outcome(String where) {
        String head = c.formHead();
        if (head == null) {
            throw c.expected(OUTCOME, where, Optional.empty());
        }
        Who who = Who.byWord(head);
        if (who != null) {
            Open o = c.open();
            String win = Construct.WIN.spelling();
            String result = c.word(List.of(win, Construct.LOSE.spelling()), "`win` or `lose`", o.after());
            c.close(o);
            return c.build(o, () -> result.equals(win) ? new Outcome.Win(who) : new Outcome.Lose(who));
        }
        Optional<Construct> form = Construct.form(Category.OUTCOME, head);
        if (form.isPresent()) {
            Open o = c.open();
            c.close(o);
            return c.build(o, () -> form.get() == Construct.DRAW ? new Outcome.Draw() : new Outcome.ByScore());
        }
        List<String> heads = new ArrayList<>(WHO_WORDS);
        heads.addAll(Construct.heads(Category.OUTCOME));
        Optional<String> hint = head.equals(Construct.WIN.spelling()) || head.equals(Construct.LOSE.spelling())
                ? Optional.of("the player comes first: write `(mover " + head + ")`")
                : c.suggestHead(heads);
        throw c.expected(OUTCOME, where, hint);
    }
}
