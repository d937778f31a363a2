package dev.plateau.fluent;

import dev.plateau.rules.Movement;
import dev.plateau.rules.RuleException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A movement under construction: something that stands for a {@link Movement}, one way a piece may
 * move in a {@code move} phase (docs/language.md, {@code step} and {@code slide}). {@link
 * Ldx#step} and {@link Ldx#slide} return one, and {@link PhaseBuilder#move} and {@link Ldx#shoot}
 * take only movements, so a mask or a direction cannot stand where a movement belongs.
 *
 * <p>The optional parts are option methods, each returning a new value; only a slide has {@code
 * through} and {@code max}, so {@code step(UP).max(2)} does not compile:
 *
 * <pre>{@code
 * step(FORWARD_LEFT, FORWARD_RIGHT).to(not(occupied(MOVER)))   // (step (forward_left forward_right) (to …))
 * slide(ORTHOGONAL).piece("rook").max(3)                         // (slide orthogonal piece:rook max:3)
 * }</pre>
 */
public sealed interface MovementExpr
        permits MovementExpr.Step, MovementExpr.Slide, MovementExpr.Hop, MovementExpr.Fly, MovementExpr.Drop {
    /**
     * The rule-graph node this stands for.
     *
     * @return the movement record, never {@code null}
     */
    Movement movement();

    /**
     * {@code (step DIRS [(to m)] [piece:NAME])}: one step in one of the directions.
     *
     * @param movement the rule-graph node
     */
    record Step(Movement.Step movement) implements MovementExpr {
        /**
         * Wraps a step record.
         *
         * @param movement the rule-graph node, not {@code null}
         */
        public Step {
            Objects.requireNonNull(movement, "movement");
        }

        /**
         * The same step with {@code (to m)}: it may end only on a cell of m (default {@code empty}).
         *
         * @param destination the cells the step may end on
         * @return a new movement; this one is unchanged
         */
        public Step to(MaskExpr destination) {
            return new Step(new Movement.Step(movement.directions(), movement.piece(), mask(destination, "to"),
                    movement.compulsory(), movement.when()));
        }

        /**
         * The same step with {@code piece:NAME}: only pieces of that declared type move this way.
         *
         * @param piece the name of a declared piece type
         * @return a new movement; this one is unchanged
         */
        public Step piece(String piece) {
            return new Step(new Movement.Step(movement.directions(), Optional.of(name(piece)), movement.to(),
                    movement.compulsory(), movement.when()));
        }

        /**
         * The same step with {@code compulsory:true}: while a move of a compulsory movement of the phase
         * is legal, only those are (docs/language.md, {@code move}).
         *
         * @return a new movement; this one is unchanged
         */
        public Step compulsory() {
            return new Step(new Movement.Step(movement.directions(), movement.piece(), movement.to(), true,
                    movement.when()));
        }

        /**
         * The same step with {@code (when p)}: available only while p holds for the mover
         * (docs/language.md, {@code when}).
         *
         * @param condition the predicate, before the move
         * @return a new movement; this one is unchanged
         */
        public Step when(PredExpr condition) {
            return new Step(new Movement.Step(movement.directions(), movement.piece(), movement.to(),
                    movement.compulsory(), condition(condition)));
        }
    }

    /**
     * {@code (slide DIRS [(to m)] [(through m)] [piece:NAME] [max:N])}: any number of steps in one
     * direction.
     *
     * @param movement the rule-graph node
     */
    record Slide(Movement.Slide movement) implements MovementExpr {
        /**
         * Wraps a slide record.
         *
         * @param movement the rule-graph node, not {@code null}
         */
        public Slide {
            Objects.requireNonNull(movement, "movement");
        }

        /**
         * The same slide with {@code (to m)}: it may end only on a cell of m (default {@code empty}).
         *
         * @param destination the cells the slide may end on
         * @return a new movement; this one is unchanged
         */
        public Slide to(MaskExpr destination) {
            return new Slide(new Movement.Slide(movement.directions(), movement.piece(), movement.max(),
                    mask(destination, "to"), movement.through(), movement.compulsory(), movement.when()));
        }

        /**
         * The same slide with {@code (through m)}: it may pass only over cells of m (default {@code
         * empty}).
         *
         * @param cells the cells the slide may pass over
         * @return a new movement; this one is unchanged
         */
        public Slide through(MaskExpr cells) {
            return new Slide(new Movement.Slide(movement.directions(), movement.piece(), movement.max(),
                    movement.to(), mask(cells, "through"), movement.compulsory(), movement.when()));
        }

        /**
         * The same slide with {@code piece:NAME}: only pieces of that declared type move this way.
         *
         * @param piece the name of a declared piece type
         * @return a new movement; this one is unchanged
         */
        public Slide piece(String piece) {
            return new Slide(new Movement.Slide(movement.directions(), Optional.of(name(piece)), movement.max(),
                    movement.to(), movement.through(), movement.compulsory(), movement.when()));
        }

        /**
         * The same slide with {@code max:N}: at most N steps (default: as far as the board goes).
         *
         * @param steps N ≥ 1; less throws {@link RuleException}
         * @return a new movement; this one is unchanged
         */
        public Slide max(int steps) {
            return new Slide(new Movement.Slide(movement.directions(), movement.piece(), OptionalInt.of(steps),
                    movement.to(), movement.through(), movement.compulsory(), movement.when()));
        }

        /**
         * The same slide with {@code compulsory:true}: while a move of a compulsory movement of the
         * phase is legal, only those are (docs/language.md, {@code move}).
         *
         * @return a new movement; this one is unchanged
         */
        public Slide compulsory() {
            return new Slide(new Movement.Slide(movement.directions(), movement.piece(), movement.max(),
                    movement.to(), movement.through(), true, movement.when()));
        }

        /**
         * The same slide with {@code (when p)}: available only while p holds for the mover
         * (docs/language.md, {@code when}).
         *
         * @param condition the predicate, before the move
         * @return a new movement; this one is unchanged
         */
        public Slide when(PredExpr condition) {
            return new Slide(new Movement.Slide(movement.directions(), movement.piece(), movement.max(),
                    movement.to(), movement.through(), movement.compulsory(), condition(condition)));
        }
    }

    /**
     * {@code (hop DIRS [(to m)] [(over m)] [piece:NAME])}, with its options.
     *
     * @param movement the rule-graph node
     */
    record Hop(Movement.Hop movement) implements MovementExpr {
        /**
         * Wraps a {@code hop} record.
         *
         * @param movement the rule-graph node, not {@code null}
         */
        public Hop {
            Objects.requireNonNull(movement, "movement");
        }

        /**
         * The same hop with {@code (to m)}: it may land only on a cell of m (default {@code empty}).
         *
         * @param destination the cells the hop may land on
         * @return a new movement; this one is unchanged
         */
        public Hop to(MaskExpr destination) {
            return new Hop(new Movement.Hop(movement.directions(), movement.piece(), movement.over(),
                    mask(destination, "to"), movement.compulsory(), movement.when()));
        }

        /**
         * The same hop with {@code (over m)}: it may jump only over a cell of m (default {@code
         * occupied}).
         *
         * @param cells the cells the hop may jump over
         * @return a new movement; this one is unchanged
         */
        public Hop over(MaskExpr cells) {
            return new Hop(new Movement.Hop(movement.directions(), movement.piece(), mask(cells, "over"),
                    movement.to(), movement.compulsory(), movement.when()));
        }

        /**
         * The same hop with {@code piece:NAME}: only pieces of that declared type hop this way.
         *
         * @param piece the name of a declared piece type
         * @return a new movement; this one is unchanged
         */
        public Hop piece(String piece) {
            return new Hop(new Movement.Hop(movement.directions(), Optional.of(name(piece)), movement.over(),
                    movement.to(), movement.compulsory(), movement.when()));
        }

        /**
         * The same hop with {@code compulsory:true}: while a move of a compulsory movement of the phase
         * is legal, only those are (docs/language.md, {@code move}; draughts' compulsory capture).
         *
         * @return a new movement; this one is unchanged
         */
        public Hop compulsory() {
            return new Hop(new Movement.Hop(movement.directions(), movement.piece(), movement.over(), movement.to(),
                    true, movement.when()));
        }

        /**
         * The same hop with {@code (when p)}: available only while p holds for the mover
         * (docs/language.md, {@code when}).
         *
         * @param condition the predicate, before the move
         * @return a new movement; this one is unchanged
         */
        public Hop when(PredExpr condition) {
            return new Hop(new Movement.Hop(movement.directions(), movement.piece(), movement.over(), movement.to(),
                    movement.compulsory(), condition(condition)));
        }
    }

    /**
     * {@code (fly [(to m)] [(when p)] [piece:NAME])}: a piece goes to any cell of {@code to}.
     *
     * @param movement the rule-graph node
     */
    record Fly(Movement.Fly movement) implements MovementExpr {
        /**
         * Wraps a {@code fly} record.
         *
         * @param movement the rule-graph node, not {@code null}
         */
        public Fly {
            Objects.requireNonNull(movement, "movement");
        }

        /**
         * The same flight with {@code (to m)}: it may end only on a cell of m (default {@code empty}).
         *
         * @param destination the cells the flight may end on
         * @return a new movement; this one is unchanged
         */
        public Fly to(MaskExpr destination) {
            return new Fly(new Movement.Fly(movement.piece(), mask(destination, "to"), movement.compulsory(),
                    movement.when()));
        }

        /**
         * The same flight with {@code piece:NAME}: only pieces of that declared type fly.
         *
         * @param piece the name of a declared piece type
         * @return a new movement; this one is unchanged
         */
        public Fly piece(String piece) {
            return new Fly(new Movement.Fly(Optional.of(name(piece)), movement.to(), movement.compulsory(),
                    movement.when()));
        }

        /**
         * The same flight with {@code compulsory:true} (docs/language.md, {@code move}).
         *
         * @return a new movement; this one is unchanged
         */
        public Fly compulsory() {
            return new Fly(new Movement.Fly(movement.piece(), movement.to(), true, movement.when()));
        }

        /**
         * The same flight with {@code (when p)}: available only while p holds for the mover.
         *
         * @param condition the predicate, before the move
         * @return a new movement; this one is unchanged
         */
        public Fly when(PredExpr condition) {
            return new Fly(new Movement.Fly(movement.piece(), movement.to(), movement.compulsory(),
                    condition(condition)));
        }
    }

    /**
     * {@code (drop NAME [(to m)] [(when p)])}: a piece of type NAME from the mover's hand onto a cell.
     *
     * @param movement the rule-graph node
     */
    record Drop(Movement.Drop movement) implements MovementExpr {
        /**
         * Wraps a {@code drop} record.
         *
         * @param movement the rule-graph node, not {@code null}
         */
        public Drop {
            Objects.requireNonNull(movement, "movement");
        }

        /**
         * The same drop with {@code (to m)}: only onto a cell of m (default {@code empty}).
         *
         * @param destination the cells the piece may be put on
         * @return a new movement; this one is unchanged
         */
        public Drop to(MaskExpr destination) {
            return new Drop(new Movement.Drop(movement.type(), mask(destination, "to"), movement.compulsory(),
                    movement.when()));
        }

        /**
         * The same drop with {@code compulsory:true}: while a drop is legal, only drops are (a player
         * with men in hand must place them, as in Morris).
         *
         * @return a new movement; this one is unchanged
         */
        public Drop compulsory() {
            return new Drop(new Movement.Drop(movement.type(), movement.to(), true, movement.when()));
        }

        /**
         * The same drop with {@code (when p)}: available only while p holds for the mover.
         *
         * @param condition the predicate, before the move
         * @return a new movement; this one is unchanged
         */
        public Drop when(PredExpr condition) {
            return new Drop(new Movement.Drop(movement.type(), movement.to(), movement.compulsory(),
                    condition(condition)));
        }
    }

    private static Optional<dev.plateau.rules.Pred> condition(PredExpr condition) {
        if (condition == null) {
            throw new RuleException("`(when …)` needs a predicate, not null");
        }
        return Optional.of(condition.pred());
    }

    private static dev.plateau.rules.Mask mask(MaskExpr expr, String form) {
        if (expr == null) {
            throw new RuleException("`(" + form + " …)` needs a mask, not null");
        }
        return expr.mask();
    }

    private static String name(String piece) {
        if (piece == null) {
            throw new RuleException("`piece:` needs a piece name, not null");
        }
        return piece;
    }
}
