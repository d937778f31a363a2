package dev.plateau.rules;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How a piece may move in a {@code (move …)} phase (docs/language.md, Moves). Each movement offers,
 * per direction it names, one <em>action plane</em> per distance; landing on an enemy piece captures
 * it by replacement.
 */
public sealed interface Movement extends Node {
    /** The destination when none is written: {@code empty}. */
    Mask DEFAULT_TO = new Mask.Empty();

    /** The cells a slide may pass over when none is written: {@code empty}. */
    Mask DEFAULT_THROUGH = new Mask.Empty();

    /** The cell a hop may jump over when none is written: {@code occupied}. */
    Mask DEFAULT_OVER = new Mask.Occupied();

    /** The directions, as written; relative directions turn with the mover. */
    List<DirectionChoice> directions();

    /** The piece type that may move this way; every piece of the mover when empty. */
    Optional<String> piece();

    /** The cells a move may end on (evaluated with the mover as {@code mover}). */
    Mask to();

    /** Whether {@code compulsory:} is omitted: a movement is optional unless marked. */
    boolean DEFAULT_COMPULSORY = false;

    /**
     * {@code compulsory:true}: while any move of a compulsory movement of the same list is legal, only
     * those moves are (docs/language.md, {@code move}: captures compulsory in draughts).
     */
    boolean compulsory();

    /**
     * {@code (when p)}: the movement is available only while p holds for the mover, before the move
     * (docs/language.md, {@code when}: Morris's pieces fly once their owner is down to three);
     * always when empty.
     */
    Optional<Pred> when();

    /**
     * {@code (step (d…) [(to m)] [piece:NAME] [compulsory:B])}: one step in one of the directions.
     */
    record Step(List<DirectionChoice> directions, Optional<String> piece, Mask to, boolean compulsory,
            Optional<Pred> when) implements Movement {
        public Step {
            directions = requireDirections(directions, "step");
            RuleException.require(piece != null && to != null, "`(step …)` needs a piece choice and a destination");
            RuleException.require(when != null, "`(step …)` needs a condition choice");
        }

        /** A step that is always available. */
        public Step(List<DirectionChoice> directions, Optional<String> piece, Mask to, boolean compulsory) {
            this(directions, piece, to, compulsory, Optional.empty());
        }

        /** An optional step. */
        public Step(List<DirectionChoice> directions, Optional<String> piece, Mask to) {
            this(directions, piece, to, DEFAULT_COMPULSORY);
        }
    }

    /**
     * {@code (slide (d…) [piece:NAME] [max:N] [(to m)] [(through m)])}: any number of steps in one
     * direction, at most {@code max}, over cells of {@code through} only, ending on a cell of
     * {@code to}.
     */
    record Slide(List<DirectionChoice> directions, Optional<String> piece, OptionalInt max, Mask to, Mask through,
            boolean compulsory, Optional<Pred> when) implements Movement {
        public Slide {
            RuleException.require(when != null, "`(slide …)` needs a condition choice");
            directions = requireDirections(directions, "slide");
            RuleException.require(piece != null && max != null && to != null && through != null,
                    "`(slide …)` needs a piece choice, a maximum, a destination and the cells it may pass");
            RuleException.require(max.isEmpty() || max.getAsInt() >= 1,
                    "`(slide … max:" + (max.isPresent() ? max.getAsInt() : 0) + ")`: the maximum distance must be at least 1");
        }

        /** A slide that is always available. */
        public Slide(List<DirectionChoice> directions, Optional<String> piece, OptionalInt max, Mask to, Mask through,
                boolean compulsory) {
            this(directions, piece, max, to, through, compulsory, Optional.empty());
        }

        /** An optional slide. */
        public Slide(List<DirectionChoice> directions, Optional<String> piece, OptionalInt max, Mask to, Mask through) {
            this(directions, piece, max, to, through, DEFAULT_COMPULSORY);
        }
    }

    /**
     * {@code (hop DIRS [(to m)] [(over m)] [piece:NAME])}: a jump of exactly two cells in one of the
     * directions, over a cell of {@code over}, onto a cell of {@code to}; the cell jumped over is
     * the mask {@code (jumped)} in the move's effects.
     */
    record Hop(List<DirectionChoice> directions, Optional<String> piece, Mask over, Mask to, boolean compulsory,
            Optional<Pred> when) implements Movement {
        public Hop {
            RuleException.require(when != null, "`(hop …)` needs a condition choice");
            directions = requireDirections(directions, "hop");
            RuleException.require(piece != null && over != null && to != null,
                    "`(hop …)` needs a piece choice, the cells it may jump over and a destination");
        }

        /** A hop that is always available. */
        public Hop(List<DirectionChoice> directions, Optional<String> piece, Mask over, Mask to, boolean compulsory) {
            this(directions, piece, over, to, compulsory, Optional.empty());
        }

        /** An optional hop. */
        public Hop(List<DirectionChoice> directions, Optional<String> piece, Mask over, Mask to) {
            this(directions, piece, over, to, DEFAULT_COMPULSORY);
        }
    }

    /**
     * {@code (fly [(to m)] [piece:NAME] [compulsory:B] [(when p)])}: a piece of the mover moves to any
     * cell of {@code to}, however far and whatever lies between (docs/language.md, {@code fly}). Its
     * actions are one plane per destination cell.
     */
    record Fly(Optional<String> piece, Mask to, boolean compulsory, Optional<Pred> when) implements Movement {
        public Fly {
            RuleException.require(piece != null && to != null && when != null,
                    "`(fly …)` needs a piece choice, a destination and a condition choice");
        }

        /** A flight has no direction: it goes straight to its destination. */
        @Override
        public List<DirectionChoice> directions() {
            return List.of();
        }
    }

    /**
     * {@code (drop NAME [(to m)] [compulsory:B] [(when p)])}: the mover puts a piece of type NAME from
     * its hand on a cell of {@code to}; available while the hand holds such a piece (docs/language.md,
     * {@code drop}). Its actions are one plane of cells.
     */
    record Drop(String type, Mask to, boolean compulsory, Optional<Pred> when) implements Movement {
        public Drop {
            RuleException.require(type != null && to != null && when != null,
                    "`(drop …)` needs a piece type, a destination and a condition choice");
        }

        /** A drop has no direction: the piece comes from the hand. */
        @Override
        public List<DirectionChoice> directions() {
            return List.of();
        }

        /** The type of the dropped piece; a drop moves no piece that is on the board. */
        @Override
        public Optional<String> piece() {
            return Optional.of(type);
        }
    }

    private static List<DirectionChoice> requireDirections(List<DirectionChoice> directions, String form) {
        RuleException.require(directions != null && !directions.isEmpty(),
                "`(" + form + " …)` needs at least one direction");
        return List.copyOf(directions);
    }
}
