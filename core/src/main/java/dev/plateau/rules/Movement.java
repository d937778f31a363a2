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
     * {@code (step (d…) [(to m)] [piece:NAME] [compulsory:B])}: one step in one of the directions.
     */
    record Step(List<DirectionChoice> directions, Optional<String> piece, Mask to, boolean compulsory)
            implements Movement {
        public Step {
            directions = requireDirections(directions, "step");
            RuleException.require(piece != null && to != null, "`(step …)` needs a piece choice and a destination");
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
            boolean compulsory) implements Movement {
        public Slide {
            directions = requireDirections(directions, "slide");
            RuleException.require(piece != null && max != null && to != null && through != null,
                    "`(slide …)` needs a piece choice, a maximum, a destination and the cells it may pass");
            RuleException.require(max.isEmpty() || max.getAsInt() >= 1,
                    "`(slide … max:" + (max.isPresent() ? max.getAsInt() : 0) + ")`: the maximum distance must be at least 1");
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
    record Hop(List<DirectionChoice> directions, Optional<String> piece, Mask over, Mask to, boolean compulsory)
            implements Movement {
        public Hop {
            directions = requireDirections(directions, "hop");
            RuleException.require(piece != null && over != null && to != null,
                    "`(hop …)` needs a piece choice, the cells it may jump over and a destination");
        }

        /** An optional hop. */
        public Hop(List<DirectionChoice> directions, Optional<String> piece, Mask over, Mask to) {
            this(directions, piece, over, to, DEFAULT_COMPULSORY);
        }
    }

    private static List<DirectionChoice> requireDirections(List<DirectionChoice> directions, String form) {
        RuleException.require(directions != null && !directions.isEmpty(),
                "`(" + form + " …)` needs at least one direction");
        return List.copyOf(directions);
    }
}
