package dev.plateau.text;

import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Pred;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads {@code (move movement… [(effects …)] [(then …)])} (docs/language.md, {@code move}): the
 * movements ({@code step}, {@code hop}, {@code slide}) with their directions and parts, the effects,
 * and the second part of the turn: {@code (shoot NAME movement)} or {@code (chain movement… [(while
 * p)])}.
 */
final class MoveParser {
    /** The movements, in the order messages list them. */
    private static final List<Construct> MOVEMENTS = Construct.forms(Category.MOVEMENT);
    /** The parts any movement may have, such as {@code (to …)} and {@code (through …)}. */
    private static final Set<Construct> MOVEMENT_PARTS = movementParts();

    private final TokenCursor c;
    private final ExpressionParser expressions;
    private final EffectParser effects;

    /** A reader from {@code cursor}, with {@code expressions} for masks and {@code effects} for effects. */
    MoveParser(TokenCursor cursor, ExpressionParser expressions, EffectParser effects) {
        this.c = cursor;
        this.expressions = expressions;
        this.effects = effects;
    }

    /**
     * The parts of {@code (move …)}; the rule is built once the phase shows {@code (force_pass)}.
     *
     * @param movements the movements, in order
     * @param effects the effects, or none
     * @param then the second part of the turn (a shot or a chain), if any
     * @param span where {@code (move …)} is written
     */
    record MoveForm(List<Movement> movements, List<Effect> effects, Optional<Moves.SecondPart> then, Span span) {}

    /** {@code (move …)}, at its opening parenthesis. */
    MoveForm move() {
        Open o = c.open();
        List<Movement> movements = new ArrayList<>();
        Construct last = movementForm();
        movements.add(movement(o.after(), movementWanted(Construct.MOVE), null));
        while (atMovement()) {
            last = movementForm();
            movements.add(movement(o.in(), movementWanted(Construct.MOVE), null));
        }
        List<Effect> effects = List.of();
        if (c.atForm(Construct.EFFECTS)) {
            effects = this.effects.effects();
            last = Construct.EFFECTS;
        }
        Optional<Moves.SecondPart> shot = Optional.empty();
        if (atMovement()) {
            throw c.error(c.foundSpan(), "`(" + c.formHead() + " …)` comes after `(effects …)`: the movements come "
                    + "first in `(move …)`", Optional.empty());
        }
        if (c.atForm(Construct.THEN)) {
            shot = Optional.of(then());
            last = Construct.THEN;
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
        c.closeAfter(o, Construct.MOVE, Optional.of(last), MOVEMENTS.getFirst());
        return new MoveForm(movements, effects, shot, c.spanSince(o.index()));
    }

    /** "a movement (`(step …)`, `(hop …)` or `(slide …)`)": the movements {@code holder} may hold first. */
    private static String movementWanted(Construct holder) {
        return "a movement (" + Alternatives.either(Alternatives.forms(holder.partsAfter(Optional.empty()))) + ")";
    }

    private boolean atMovement() {
        return movementForm() != null;
    }

    /** The movement whose form comes next, or null. */
    private Construct movementForm() {
        String head = c.formHead();
        return head == null ? null : Construct.form(Category.MOVEMENT, head).orElse(null);
    }

    /**
     * The movement whose form comes next in a chain or a shot, which move along lines from where the
     * piece landed: a drop or a flight there is an error at its head.
     */
    private Construct alongALine(Construct holder) {
        Construct form = movementForm();
        if (form != null && !form.takesDirections()) {
            throw c.error(c.foundSpan(), "`(" + form.spelling() + " …)` cannot stand in `(" + holder.spelling()
                    + " …)`: " + (holder == Construct.CHAIN ? "a chain moves the piece that just moved" : "a shot flies")
                    + " along a line from where the piece landed", Optional.of("`(drop …)` and `(fly …)` belong in `(move …)`"));
        }
        return form;
    }

    /** {@code (then (shoot NAME movement))} or {@code (then (chain …))}, at its opening parenthesis. */
    private Moves.SecondPart then() {
        Open t = c.open();
        if (c.atForm(Construct.CHAIN)) {
            Moves.Chain chain = chain();
            c.close(t);
            return chain;
        }
        if (c.atForm(Construct.REMOVE)) {
            Open r = c.open();
            Mask target = expressions.mask(r.after());
            Optional<Pred> when = expressions.predPart(Construct.WHEN);
            c.closeAfter(r, Construct.REMOVE, when.isPresent() ? Optional.of(Construct.WHEN) : Optional.empty(),
                    Construct.WHEN);
            c.close(t);
            return c.build(r, () -> new Moves.Removal(target, when));
        }
        if (!c.atForm(Construct.SHOOT)) {
            // A movement here is usually meant as the same piece moving on (a draughts capture chain).
            Optional<String> hint = atMovement()
                    ? Optional.of("the moved piece moves again with `(then (chain (" + c.formHead()
                            + " …)))`; a new piece is shot with `(then (shoot NAME (" + c.formHead() + " …)))`")
                    : c.suggestHead(Alternatives.spellings(Construct.THEN.partsAfter(Optional.empty())));
            throw c.expected(Alternatives.partsAfter(Construct.THEN, Optional.empty()), t.after(), hint);
        }
        Open s = c.open();
        String piece = c.pieceName(s.after());
        if (!atMovement()) {
            throw c.expected(movementWanted(Construct.SHOOT), s.in(), movementHint());
        }
        alongALine(Construct.SHOOT);
        Movement movement = movement(s.in(), movementWanted(Construct.SHOOT), piece);
        c.close(s);
        c.close(t);
        return c.build(s, () -> new Moves.Shot(piece, movement));
    }

    /** {@code (chain movement… [(while p)])}, at its opening parenthesis. */
    private Moves.Chain chain() {
        Open o = c.open();
        String wanted = movementWanted(Construct.CHAIN);
        List<Movement> movements = new ArrayList<>();
        Construct last = alongALine(Construct.CHAIN);
        movements.add(movement(o.after(), wanted, null));
        while (atMovement()) {
            last = alongALine(Construct.CHAIN);
            movements.add(movement(o.in(), wanted, null));
        }
        Optional<Pred> holds = expressions.predPart(Construct.WHILE);
        c.closeAfter(o, Construct.CHAIN, Optional.of(holds.isPresent() ? Construct.WHILE : last), MOVEMENTS.getFirst());
        return c.build(o, () -> new Moves.Chain(movements, holds));
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
        Construct second = form.partsAfter(Optional.of(Construct.TO)).stream().filter(p -> p != Construct.WHEN)
                .findFirst().orElse(null);
        int listIndex = c.peek().kind() == Kind.OPEN ? c.index() : -1;
        // A drop names the type it takes from the hand; a flight goes anywhere, so it has no directions.
        String dropped = form == Construct.DROP ? c.pieceName(o.after()) : null;
        List<DirectionChoice> directions = form == Construct.DROP || form == Construct.FLY ? List.of() : directions(o);
        Span listSpan = listIndex >= 0 ? c.spanSince(listIndex) : null;
        Mask to = Movement.DEFAULT_TO;
        Mask secondMask = hop ? Movement.DEFAULT_OVER : Movement.DEFAULT_THROUGH;
        Optional<Construct> last = Optional.empty();
        boolean toGiven = c.atForm(Construct.TO);
        if (toGiven) {
            Open t = c.open();
            to = expressions.mask(t.after());
            c.close(t);
            last = Optional.of(Construct.TO);
        }
        if (second != null && c.atForm(second)) {
            Open t = c.open();
            secondMask = expressions.mask(t.after());
            c.close(t);
            last = Optional.of(second);
        }
        Optional<Pred> when = expressions.predPart(Construct.WHEN);
        if (when.isPresent()) {
            last = Optional.of(Construct.WHEN);
        }
        if (c.atForm(Construct.TO)) {
            String toShown = "`(" + Construct.TO.spelling() + " …)`";
            String before = when.isPresent() ? Construct.WHEN.spelling() : second.spelling();
            throw c.error(c.foundSpan(), toGiven ? toShown + " is given twice in " + o.shown()
                    : toShown + " must come before `(" + before + " …)` in " + o.shown(), Optional.empty());
        }
        for (Construct other : MOVEMENT_PARTS) {
            if (other != Construct.TO && c.atForm(other)) {
                boolean given = other == Construct.WHEN || other == second && !when.isPresent();
                throw other == second && when.isPresent()
                        ? c.error(c.foundSpan(), "`(" + other.spelling() + " …)` must come before `("
                                + Construct.WHEN.spelling() + " …)` in " + o.shown(), Optional.empty())
                        : given ? c.error(c.foundSpan(), "`(" + other.spelling() + " …)` is given twice in " + o.shown(),
                                Optional.empty())
                        : c.error(c.foundSpan(), o.shown() + " takes no `(" + other.spelling() + " …)`" + reach(form),
                                Optional.of(takesPart(other)));
            }
        }
        KeywordArguments k = KeywordArguments.read(c, o, form.keywordArguments());
        List<String> alternatives = new ArrayList<>();
        List<String> words = new ArrayList<>();
        if (k.isEmpty()) {
            alternatives.addAll(Alternatives.openings(form.partsAfter(last)));
            words.addAll(Alternatives.spellings(form.partsAfter(last)));
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
        if (directions.isEmpty() && listSpan != null && dropped == null && form != Construct.FLY) {
            span = listSpan;
        } else if (max.isPresent() && max.getAsInt() < 1) {
            span = k.spanOf(KeywordArgument.MAX).orElse(span);
        }
        boolean compulsory = k.flag(KeywordArgument.COMPULSORY, Movement.DEFAULT_COMPULSORY);
        Movement movement = c.buildAt(span, () -> switch (form) {
            case SLIDE -> new Movement.Slide(directions, piece, max, destination, passing, compulsory, when);
            case HOP -> new Movement.Hop(directions, piece, passing, destination, compulsory, when);
            case FLY -> new Movement.Fly(piece, destination, compulsory, when);
            case DROP -> new Movement.Drop(dropped, destination, compulsory, when);
            default -> new Movement.Step(directions, piece, destination, compulsory, when);
        });
        if (shotPiece != null && piece.isPresent()) {
            // The shot's own record says why: it starts where the moved piece landed.
            c.buildAt(k.spanOf(KeywordArgument.PIECE).orElseThrow(), () -> new Moves.Shot(shotPiece, movement));
        }
        return movement;
    }

    /** Why a movement has no second mask: ": a step moves one cell". */
    private static String reach(Construct movement) {
        return switch (movement) {
            case STEP -> ": a step moves one cell";
            case HOP -> ": a hop lands two cells away";
            default -> "";
        };
    }

    /** The hint for a part written in the wrong movement: which movement takes it, and how. */
    private static String takesPart(Construct part) {
        Construct owner = MOVEMENTS.stream().filter(m -> m.parts().stream()
                .anyMatch(p -> p.choices().contains(part))).findFirst().orElseThrow();
        String what = owner == Construct.SLIDE ? "a slide passes over cells" : "a hop jumps over one cell";
        return what + ": `(" + owner.spelling() + " DIRS (" + part.spelling() + " MASK))`";
    }

    /** A hint where a movement was expected. */
    private Optional<String> movementHint() {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM && direction(t.text()) != null) {
            List<String> written = MOVEMENTS.stream().filter(Construct::takesDirections)
                    .map(m -> "`(" + m.spelling() + " " + t.text() + ")`").toList();
            return Optional.of("a movement is written " + Alternatives.either(written));
        }
        return c.suggestHead(Alternatives.spellings(MOVEMENTS));
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
            boolean part = MOVEMENT_PARTS.stream().anyMatch(p -> p.spelling().equals(head));
            Optional<String> hint = part || Vocabulary.MASK.isHead(head)
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

    private static Set<Construct> movementParts() {
        Set<Construct> parts = new LinkedHashSet<>();
        for (Construct m : MOVEMENTS) {
            m.parts().forEach(p -> parts.addAll(p.choices()));
        }
        return parts;
    }
}
