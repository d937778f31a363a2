package dev.plateau.rules;

import java.util.List;

/** An expression whose value is true or false (docs/language.md, Predicates). */
public sealed interface Pred extends Node {
    /** {@code (= f…)}: all values equal (true for one function). */
    record Equal(List<Func> funcs) implements Pred {
        public Equal {
            funcs = List.copyOf(funcs);
            RuleException.require(!funcs.isEmpty(), "`(=)` needs at least one function");
        }
    }

    /** {@code (>= f g)}. */
    record AtLeast(Func left, Func right) implements Pred {
        public AtLeast {
            RuleException.require(left != null && right != null, "`(>= …)` needs two functions");
        }
    }

    /** {@code (<= f g)}. */
    record AtMost(Func left, Func right) implements Pred {
        public AtMost {
            RuleException.require(left != null && right != null, "`(<= …)` needs two functions");
        }
    }

    /** {@code (exists m)}: m is not empty. */
    record Exists(Mask mask) implements Pred {
        public Exists {
            RuleException.require(mask != null, "`(exists …)` needs a mask");
        }
    }

    /**
     * {@code (no_moves)}: the player to move next has no legal action (docs/language.md,
     * {@code no_moves}).
     */
    record NoMoves() implements Pred {}

    /**
     * {@code (promoted)}: a {@code promote} effect of the step just made changed a piece
     * (docs/language.md, {@code promoted}); only in end rules and in a chain's {@code while}.
     */
    record Promoted() implements Pred {}

    /**
     * {@code (moved_by KIND)}: the action just made was a move of that kind of movement ({@code drop},
     * {@code step}, {@code slide}, {@code hop} or {@code fly}) of the phase's {@code (move …)}
     * (docs/language.md, {@code moved_by}); only in end rules and in the condition of a second part.
     *
     * @param kind the movement construct
     */
    record MovedBy(dev.plateau.rules.syntax.Construct kind) implements Pred {
        public MovedBy {
            RuleException.require(kind != null && kind.categories().contains(dev.plateau.rules.syntax.Construct.Category.MOVEMENT),
                    "`(moved_by …)` names a kind of movement");
        }

        /** Whether a movement is of this kind. */
        public boolean matches(Movement m) {
            return dev.plateau.rules.syntax.Construct.of(m) == kind;
        }
    }

    /**
     * {@code (repeated N window:D)}: the position after the move (every piece, and the player to
     * move) has now occurred at least N times, counting the positions since the last capture, at most
     * D moves back (docs/language.md, {@code repeated}); only in end rules.
     */
    record Repeated(int times, int window) implements Pred {
        /** The most positions a history may keep. */
        public static final int MAX_WINDOW = 1024;

        public Repeated {
            RuleException.require(times >= 2, "`(repeated " + times + " …)`: a position repeats from its second occurrence on; write 2 or more");
            RuleException.require(window >= 1 && window <= MAX_WINDOW, "`(repeated " + times + " window:" + window
                    + ")`: the window must be 1 … " + MAX_WINDOW + " moves");
        }
    }

    /** {@code (full_board)}: no cell is empty. */
    record FullBoard() implements Pred {}

    /** {@code (mover_is P)}: the context's mover is P. */
    record MoverIs(Player player) implements Pred {
        public MoverIs {
            RuleException.require(player != null, "`(mover_is …)` needs `P1` or `P2`");
        }
    }

    /** {@code (passed mover)}, {@code (passed opponent)}: that player's last action was a pass. */
    record Passed(Who who) implements Pred {
        public Passed {
            RuleException.require(who != null, "`(passed …)` needs `mover`, `opponent` or `both`");
        }
    }

    /** {@code (passed both)}: both players' last actions were passes. */
    record PassedBoth() implements Pred {}

    /** A bare function used as a predicate: true when its value is above 0. */
    record Positive(Func func) implements Pred {
        public Positive {
            RuleException.require(func != null, "a predicate needs a function");
        }
    }

    /** {@code (and p…)}. */
    record And(List<Pred> preds) implements Pred {
        public And {
            preds = List.copyOf(preds);
            RuleException.require(!preds.isEmpty(), "`(and)` needs at least one predicate");
        }
    }

    /** {@code (or p…)}. */
    record Or(List<Pred> preds) implements Pred {
        public Or {
            preds = List.copyOf(preds);
            RuleException.require(!preds.isEmpty(), "`(or)` needs at least one predicate");
        }
    }

    /** {@code (not p)}. */
    record Not(Pred pred) implements Pred {
        public Not {
            RuleException.require(pred != null, "`(not …)` needs a predicate");
        }
    }
}
