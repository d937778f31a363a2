package dev.plateau.text;

import dev.plateau.diagnostics.Span;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PhaseRule;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads {@code (play phase…)} (docs/language.md, Phases): each phase's player order, its mechanic
 * (a {@code (place …)} read here, or a {@code (move …)} read by {@link MoveParser}) and its {@code
 * (force_pass)}.
 */
final class PhaseParser {
    private static final List<String> WHO_WORDS = TokenCursor.WHO_WORDS;

    private final TokenCursor c;
    private final ExpressionParser expressions;
    private final EffectParser effects;
    private final MoveParser moves;

    /** A reader from {@code cursor}, with {@code expressions} for the masks and predicates. */
    PhaseParser(TokenCursor cursor, ExpressionParser expressions) {
        this.c = cursor;
        this.expressions = expressions;
        this.effects = new EffectParser(cursor, expressions);
        this.moves = new MoveParser(cursor, expressions, effects);
    }

    /** {@code (play phase…)}, at its opening parenthesis. */
    List<Phase> play() {
        // After a phase, any phase may follow: the first one stands for them in the message.
        Construct aPhase = Construct.PLAY.partsAfter(Optional.empty()).getFirst();
        return c.oneOrMore((where, first) -> phase(where, first ? Optional.empty() : Optional.of(aPhase)));
    }

    /** "a phase (`(once-through …)` or `(repeat …)`)", and "or `)`" where the phases may end. */
    private static String phaseWanted(Optional<Construct> last) {
        return "a phase (" + Alternatives.either(Alternatives.forms(Construct.PLAY.partsAfter(last))) + ")"
                + (Construct.PLAY.mayCloseAfter(last) ? " or `)`" : "");
    }

    private Phase phase(String where, Optional<Construct> last) {
        String head = c.formHead();
        Optional<Construct> form = head == null ? Optional.empty() : Construct.form(Category.PHASE, head);
        if (form.isEmpty()) {
            throw c.expected(phaseWanted(last), where,
                    c.suggestHead(Alternatives.spellings(Construct.PLAY.partsAfter(last))));
        }
        Construct phase = form.get();
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
        MoveParser.MoveForm move = null;
        if (c.atForm(Construct.MOVE)) {
            move = moves.move();
        } else {
            place = place(phase, o.in());
        }
        Construct lastPart = move != null ? Construct.MOVE : Construct.PLACE;
        if (c.atForm(Construct.FORCE_PASS) || c.atForm(Construct.PASS)) {
            lastPart = c.atForm(Construct.PASS) ? Construct.PASS : Construct.FORCE_PASS;
            Open f = c.open();
            c.close(f);
            if (lastPart == Construct.PASS && move != null) {
                throw c.error(c.spanSince(f.index()), "`(pass)` is only for placement phases",
                        Optional.of("in a phase of moves, `(force_pass)` lets a player who cannot move pass"));
            }
        }
        if (c.atForm(Construct.PLACE) || c.atForm(Construct.MOVE)) {
            throw c.error(c.foundSpan(), "a phase has one mechanic, "
                    + Alternatives.either(Alternatives.forms(phase.partsAfter(Optional.empty()))) + ", not two",
                    Optional.of("write another phase for the other mechanic"));
        }
        c.closeAfter(o, phase, Optional.of(lastPart), Construct.PLACE);
        boolean pass = lastPart == Construct.FORCE_PASS;
        boolean passAlways = lastPart == Construct.PASS;
        PhaseRule rule;
        if (move != null) {
            MoveParser.MoveForm m = move;
            rule = c.buildAt(m.span(), () -> new Moves(m.movements(), m.effects(), Optional.empty(), pass).withThen(m.then()));
        } else {
            PlaceForm pl = place;
            rule = c.buildAt(pl.span(), () -> new Mechanic(pl.placer(), pl.destination(), pl.result(), pl.effects(),
                    pass, passAlways, pl.noSuicide(), pl.noRepeat()));
        }
        return c.build(o, () -> new Phase(repetition, order, rule));
    }

    /** The parts of {@code (place …)}; the mechanic is built once the phase shows {@code (force_pass)}. */
    private record PlaceForm(Who placer, Mask destination, Optional<Pred> result, List<Effect> effects,
            Optional<DirectionChoice> noSuicide, OptionalInt noRepeat, Span span) {}

    /** {@code (place [who] (destination m) [(result p)] [(effects …)])}, the mechanic of {@code phase}. */
    private PlaceForm place(Construct phase, String where) {
        if (!c.atForm(Construct.PLACE)) {
            throw c.expectedPart(phase, Optional.empty(), where);
        }
        Open o = c.open();
        Who placer = c.optionalWho();
        if (!c.atForm(Construct.DESTINATION)) {
            if (placer == null && c.peek().kind() == Kind.ATOM) {
                List<String> items = new ArrayList<>(Alternatives.quoted(WHO_WORDS));
                items.addAll(Alternatives.openings(Construct.PLACE.partsAfter(Optional.empty())));
                throw c.expected(Alternatives.either(items), o.after(), c.suggestAtom(WHO_WORDS));
            }
            throw c.expectedPart(Construct.PLACE, Optional.empty(), placer == null ? o.after() : o.in());
        }
        Open d = c.open();
        Mask destination = expressions.mask(d.after());
        c.close(d);
        Optional<Pred> result = expressions.predPart(Construct.RESULT);
        Construct last = result.isPresent() ? Construct.RESULT : Construct.DESTINATION;
        List<Effect> effects = new ArrayList<>();
        if (c.atForm(Construct.EFFECTS)) {
            effects = this.effects.effects();
            last = Construct.EFFECTS;
            if (c.atForm(Construct.RESULT)) {
                throw c.error(c.foundSpan(), "`(result …)` must come before `(effects …)` in `(place …)`",
                        Optional.empty());
            }
        }
        Optional<DirectionChoice> noSuicide = Optional.empty();
        if (c.atForm(Construct.NO_SUICIDE)) {
            Open n = c.open();
            KeywordArguments k = KeywordArguments.read(c, n, Construct.NO_SUICIDE.keywordArguments());
            k.close(c, n, List.of());
            noSuicide = Optional.of(k.direction(Mechanic.DEFAULT_SUICIDE_DIRECTION));
            last = Construct.NO_SUICIDE;
        }
        OptionalInt noRepeat = OptionalInt.empty();
        if (c.atForm(Construct.NO_REPEAT)) {
            Open n = c.open();
            KeywordArguments k = KeywordArguments.read(c, n, Construct.NO_REPEAT.keywordArguments());
            if (k.window().isEmpty()) {
                throw c.expected("`window:D`, how many boards back the rule looks, such as `window:400`,", n.after(),
                        Optional.of("a game with a move limit N needs `window:N` to look back over the whole game"));
            }
            k.close(c, n, List.of());
            noRepeat = k.window();
            last = Construct.NO_REPEAT;
        }
        for (Construct phasePart : List.of(Construct.FORCE_PASS, Construct.PASS)) {
            if (c.atForm(phasePart)) {
                throw c.error(c.foundSpan(), "`(" + phasePart.spelling() + ")` belongs to the phase, not to `(place …)`",
                        Optional.of("write it after the closing `)` of `(place …)`"));
            }
        }
        c.closeAfter(o, Construct.PLACE, Optional.of(last), Construct.DESTINATION);
        return new PlaceForm(placer == null ? Mechanic.DEFAULT_PLACER : placer, destination, result, effects,
                noSuicide, noRepeat, c.spanSince(o.index()));
    }
}
