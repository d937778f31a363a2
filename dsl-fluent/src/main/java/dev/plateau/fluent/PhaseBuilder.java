package dev.plateau.fluent;

import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A play phase whose kind and player order are chosen and whose mechanic is still missing: the value
 * of {@link Ldx#repeat} and {@link Ldx#onceThrough}. Its only methods choose the mechanic, {@code
 * place} or {@code move}, so a phase cannot be given a board, an end rule or a second mechanic.
 *
 * <p>The mechanic's parts then follow in the order of the grammar, each at most once, by step types:
 * {@link Place} has {@code result}, {@code effects} and {@code forcePass}; after {@code result} only
 * {@code effects} and {@code forcePass} remain ({@link AfterResult}); after {@code effects} only
 * {@code forcePass} ({@link AfterEffects}); after {@code forcePass} the phase is complete
 * ({@link PhaseSpec}). Every step is an immutable value and a complete phase, so any of them can be
 * handed to {@code play(…)}:
 *
 * <pre>{@code
 * repeat(P2, P1)                                         // (repeat (P2 P1)
 *     .place(empty())                                    //   (place (destination empty)
 *     .result(exists(custodialAny()))                    //          (result (exists (custodial any)))
 *     .effects(flip(custodialAny()))                     //          (effects (flip (custodial any))))
 *     .forcePass()                                       //   (force_pass))
 * }</pre>
 *
 * <p>Local checks of the records (for example an empty order) throw {@link RuleException} at the
 * call that builds the record.
 */
public final class PhaseBuilder {
    private final Repetition repetition;
    private final List<Player> order;

    PhaseBuilder(Repetition repetition, Player first, Player... rest) {
        this.repetition = repetition;
        List<Player> players = new ArrayList<>(1 + rest.length);
        players.add(first);
        players.addAll(Arrays.asList(rest));
        for (Player p : players) {
            if (p == null) {
                throw new RuleException("`(" + repetition.word() + " (…))`: a phase's player order cannot contain null");
            }
        }
        this.order = List.copyOf(players);
    }

    /**
     * The mover's place mechanic: {@code (place (destination m))}.
     *
     * @param destination the cells a placement may go to
     * @return the phase, whose result, effects and force_pass may still be given
     */
    public Place place(MaskExpr destination) {
        return place(Mechanic.DEFAULT_PLACER, destination);
    }

    /**
     * The place mechanic with an explicit placer: {@code (place who (destination m))}. With
     * {@code OPPONENT} the mover places a piece of the opponent's colour.
     *
     * @param placer whose piece is placed
     * @param destination the cells a placement may go to
     * @return the phase, whose result, effects and force_pass may still be given
     */
    public Place place(Who placer, MaskExpr destination) {
        Mask cells = destination == null ? null : destination.mask();
        return new Placing(new Phase(repetition, order,
                new Mechanic(placer, cells, Optional.empty(), List.of(), false)));
    }

    /**
     * The move mechanic: {@code (move movement…)} (docs/language.md, {@code move}). The mover moves
     * one of its pieces along one of the movements. Effects, a shot and force_pass may follow, in
     * this order:
     *
     * <pre>{@code
     * repeat(P1, P2)                                          // (repeat (P1 P2)
     *     .move(slide(ANY))                                   //   (move (slide any)
     *     .then(shoot("arrow", slide(ANY)))                   //         (then (shoot arrow (slide any)))))
     * }</pre>
     *
     * @param first the first movement, from {@link Ldx#step} or {@link Ldx#slide}
     * @param rest the other movements
     * @return the phase, whose effects, shot and force_pass may still be given
     */
    public Move move(MovementExpr first, MovementExpr... rest) {
        List<Movement> movements = new ArrayList<>(1 + rest.length);
        movements.add(movement(first));
        for (MovementExpr m : rest) {
            movements.add(movement(m));
        }
        return new Moving(new Phase(repetition, order, new Moves(movements, List.of(), Optional.empty(), false)));
    }

    private static Movement movement(MovementExpr m) {
        if (m == null) {
            throw new RuleException("`(move …)` cannot contain null");
        }
        return m.movement();
    }

    /**
     * A phase with its move mechanic and no effects yet: {@code effects}, {@code then} and {@code
     * forcePass} may follow, in this order.
     */
    public sealed interface Move extends MoveAfterEffects permits Moving {
        /**
         * Adds {@code (effects e…)}, run in this order after every move of the phase (not after its
         * shot).
         *
         * @param first the first effect
         * @param rest the other effects
         * @return the phase, whose shot and force_pass may still be given
         */
        MoveAfterEffects effects(EffectExpr first, EffectExpr... rest);
    }

    /** A move phase whose shot is not given yet: {@code then} and {@code forcePass} may follow. */
    public sealed interface MoveAfterEffects extends AfterEffects permits Move {
        /**
         * Adds {@code (then (shoot NAME movement))}: after the move, the same player puts a new
         * piece where the movement leads from the moved piece (docs/language.md, {@code shoot}).
         *
         * @param shot the shot, from {@link Ldx#shoot}
         * @return the phase, which may still get force_pass
         */
        AfterEffects then(Moves.Shot shot);

        /**
         * Adds {@code (then (chain movement… [(while p)]))}: after a move for which the condition
         * holds, the moved piece moves again along the chain's movements, as long as it can
         * (docs/language.md, {@code chain}).
         *
         * @param chain the chain, from {@link Ldx#chain}
         * @return the phase, which may still get force_pass
         */
        AfterEffects then(ChainExpr chain);

        /**
         * Adds {@code (then (remove m [(when p)]))}: after a move for which the condition holds, the
         * same player takes a piece off a cell of m (docs/language.md, {@code remove}).
         *
         * @param removal the removal, from {@link Ldx#remove}
         * @return the phase, which may still get force_pass
         */
        AfterEffects then(Moves.Removal removal);
    }

    private record Moving(Phase phase) implements Move {
        @Override
        public MoveAfterEffects effects(EffectExpr first, EffectExpr... rest) {
            List<Effect> effects = new ArrayList<>(1 + rest.length);
            effects.add(Placing.effect(first));
            for (EffectExpr e : rest) {
                effects.add(Placing.effect(e));
            }
            return with(new Moves(moves().movements(), effects, moves().then(), moves().forcePass()));
        }

        @Override
        public AfterEffects then(Moves.Shot shot) {
            if (shot == null) {
                throw new RuleException("`(then …)` needs a shot");
            }
            return with(moves().withThen(Optional.of(shot)));
        }

        @Override
        public AfterEffects then(ChainExpr chain) {
            if (chain == null) {
                throw new RuleException("`(then …)` needs a chain");
            }
            return with(moves().withThen(Optional.of(chain.chain())));
        }

        @Override
        public AfterEffects then(Moves.Removal removal) {
            if (removal == null) {
                throw new RuleException("`(then …)` needs a removal");
            }
            return with(moves().withThen(Optional.of(removal)));
        }

        @Override
        public PhaseSpec forcePass() {
            return with(new Moves(moves().movements(), moves().effects(), moves().then(), true));
        }

        private Moves moves() {
            return (Moves) phase.rule();
        }

        private Moving with(Moves moves) {
            return new Moving(new Phase(phase.repetition(), phase.order(), moves));
        }
    }

    /**
     * A phase with its place mechanic and no result yet: {@code result}, {@code effects} and
     * {@code forcePass} may follow, in this order.
     */
    public sealed interface Place extends AfterResult permits Placing {
        /**
         * Adds the result constraint {@code (result p)}: a placement is legal only where p holds
         * after it (trial placement, docs/language.md, {@code result}). A function may stand for
         * the predicate.
         *
         * @param condition the predicate tested on the trial board
         * @return the phase, whose effects and force_pass may still be given
         */
        AfterResult result(PredExpr condition);
    }

    /** A phase whose effects are not given yet: {@code effects} and {@code forcePass} may follow. */
    public sealed interface AfterResult extends PlaceRules permits Place {
        /**
         * Adds {@code (effects e…)}, run in this order after every placement of the phase.
         *
         * @param first the first effect
         * @param rest the other effects
         * @return the phase, which may still get its legality rules and a pass
         */
        PlaceRules effects(EffectExpr first, EffectExpr... rest);
    }

    /**
     * A placement phase that may still get {@code (no_suicide)}, {@code (no_repeat window:D)},
     * {@code (force_pass)} or {@code (pass)} (docs/language.md, {@code no_suicide}, {@code no_repeat},
     * {@code pass}).
     */
    public sealed interface PlaceRules extends AfterEffects permits AfterResult {
        /**
         * Adds {@code (no_suicide)}: a placement after which its piece's group, joined in every
         * direction, has no liberty is illegal.
         *
         * @return the phase
         */
        default PlaceRules noSuicide() {
            return noSuicide(Mechanic.DEFAULT_SUICIDE_DIRECTION);
        }

        /**
         * Adds {@code (no_suicide direction:D)}: a placement after which its piece's group, joined by
         * steps in the directions of D, has no liberty is illegal.
         *
         * @param direction the directions that join a group, such as {@link Ldx#ORTHOGONAL}
         * @return the phase
         */
        PlaceRules noSuicide(DirectionChoice direction);

        /**
         * Adds {@code (no_repeat window:D)}: a placement whose board, after its effects, equals one of
         * the last D boards of the game is illegal.
         *
         * @param window how many boards back the rule looks (1 … {@link Mechanic#MAX_REPEAT_WINDOW})
         * @return the phase
         */
        PlaceRules noRepeat(int window);

        /**
         * Adds {@code (pass)}: the pass action is always legal in this phase.
         *
         * @return the complete phase
         */
        PhaseSpec pass();
    }

    /** A phase that may still get {@code (force_pass)}. */
    public sealed interface AfterEffects extends PhaseSpec permits PlaceRules, MoveAfterEffects {
        /**
         * Adds {@code (force_pass)}: the pass action is legal exactly when no other action is.
         *
         * @return the complete phase
         */
        PhaseSpec forcePass();
    }

    private record Placing(Phase phase) implements Place {
        @Override
        public AfterResult result(PredExpr condition) {
            if (condition == null) {
                throw new RuleException("`(result …)` needs a predicate");
            }
            Pred pred = condition.pred();
            Mechanic m = mechanic();
            return with(new Mechanic(m.placer(), m.destination(), Optional.of(pred), m.effects(), m.forcePass(),
                    m.passAlways(), m.noSuicide(), m.noRepeat()));
        }

        @Override
        public PlaceRules effects(EffectExpr first, EffectExpr... rest) {
            List<Effect> effects = new ArrayList<>(1 + rest.length);
            effects.add(effect(first));
            for (EffectExpr e : rest) {
                effects.add(effect(e));
            }
            Mechanic m = mechanic();
            return with(new Mechanic(m.placer(), m.destination(), m.result(), effects, m.forcePass(),
                    m.passAlways(), m.noSuicide(), m.noRepeat()));
        }

        @Override
        public PlaceRules noSuicide(DirectionChoice direction) {
            if (direction == null) {
                throw new RuleException("`(no_suicide direction:…)` needs a direction, not null");
            }
            return with(mechanic().withForbidden(Optional.of(direction), mechanic().noRepeat()));
        }

        @Override
        public PlaceRules noRepeat(int window) {
            return with(mechanic().withForbidden(mechanic().noSuicide(), OptionalInt.of(window)));
        }

        @Override
        public PhaseSpec pass() {
            return with(mechanic().withPassAlways(true));
        }

        @Override
        public PhaseSpec forcePass() {
            Mechanic m = mechanic();
            return with(new Mechanic(m.placer(), m.destination(), m.result(), m.effects(), true, false,
                    m.noSuicide(), m.noRepeat()));
        }

        private Mechanic mechanic() {
            return phase.mechanic();
        }

        private Placing with(Mechanic mechanic) {
            return new Placing(new Phase(phase.repetition(), phase.order(), mechanic));
        }

        private static Effect effect(EffectExpr e) {
            if (e == null) {
                throw new RuleException("`(effects …)` cannot contain null");
            }
            return e.effect();
        }
    }
}
