package dev.plateau.rules;

import java.util.List;

/**
 * An expression whose value is a 32-bit signed integer; arithmetic wraps (docs/language.md,
 * Functions).
 */
public sealed interface Func extends Node {
    /** An integer literal n ≥ 0. */
    record Const(int value) implements Func {
        public Const {
            RuleException.require(value >= 0, "integer literals are written with digits and cannot be negative");
        }
    }

    /** {@code (count m)}: the number of cells of m. */
    record Count(Mask mask) implements Func {
        public Count {
            RuleException.require(mask != null, "`(count …)` needs a mask");
        }
    }

    /**
     * {@code (quiet_moves)}: the moves made since the last capture, or since the start (docs/language.md,
     * {@code quiet_moves}); only in end rules.
     */
    record QuietMoves() implements Func {}

    /** {@code (move_count)}: the moves made since the start, this one included; only in end rules. */
    record MoveCount() implements Func {}

    /** {@code (score who)}. */
    record Score(Who who) implements Func {
        public Score {
            RuleException.require(who != null, "`(score …)` needs `mover` or `opponent`");
        }
    }

    /**
     * {@code (in_hand who [NAME])}: the pieces that player has in hand, of every type or of type NAME
     * (docs/language.md, {@code in_hand}).
     */
    record InHand(Who who, java.util.Optional<String> piece) implements Func {
        public InHand {
            RuleException.require(who != null && piece != null, "`(in_hand …)` needs `mover` or `opponent`");
        }
    }

    /**
     * {@code (line n [orientation:O] [exact:B])}: the mover's n-windows, or with {@code exact} its
     * maximal runs of exactly n (docs/language.md, {@code line}).
     */
    record Line(int length, Orientation orientation, boolean exact) implements Func {
        /** The orientation when {@code orientation:} is omitted: every axis. */
        public static final Orientation DEFAULT_ORIENTATION = Orientation.ANY;
        /** {@code exact:} when omitted: windows, not exact runs. */
        public static final boolean DEFAULT_EXACT = false;

        public Line {
            RuleException.require(length >= 1, "`(line " + length + ")`: a line needs a length of at least 1");
            RuleException.require(orientation != null, "`(line …)` needs an orientation");
        }
    }

    /**
     * {@code (connected regions [who] [direction:D])}: how many regions the group of {@code who}'s
     * last move touches (docs/language.md, {@code connected}).
     */
    record Connected(Regions regions, Who who, DirectionChoice direction) implements Func {
        /** The player when none is written: the mover's group. */
        public static final Who DEFAULT_WHO = Who.MOVER;
        /** The directions when {@code direction:} is omitted: all of them. */
        public static final DirectionChoice DEFAULT_DIRECTION = Orientation.ANY;

        public Connected {
            RuleException.require(regions != null && who != null && direction != null,
                    "`(connected …)` needs regions");
            RuleException.require(!(direction instanceof RelativeDirection),
                    "`(connected … direction:" + direction.word() + ")`: relative directions such as `"
                            + direction.word() + "` are only for movements (`step`, `slide`)");
        }
    }

    /** {@code (add f…)}. */
    record Add(List<Func> terms) implements Func {
        public Add {
            terms = List.copyOf(terms);
            RuleException.require(!terms.isEmpty(), "`(add)` needs at least one function");
        }
    }

    /** {@code (multiply f…)}. */
    record Multiply(List<Func> factors) implements Func {
        public Multiply {
            factors = List.copyOf(factors);
            RuleException.require(!factors.isEmpty(), "`(multiply)` needs at least one function");
        }
    }

    /** {@code (subtract f g)}: f − g. */
    record Subtract(Func left, Func right) implements Func {
        public Subtract {
            RuleException.require(left != null && right != null, "`(subtract …)` needs two functions");
        }
    }
}
