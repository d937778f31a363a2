package dev.plateau.rules;

/**
 * An effect, run after a placement with mover = the player who just moved (docs/language.md,
 * Effects).
 */
public sealed interface Effect extends Node {
    /**
     * {@code (capture m [who] [increment_score:B])}: empties the target's pieces in m; with B the
     * mover scores one point per emptied cell.
     */
    record Capture(Mask mask, Who target, boolean incrementScore) implements Effect {
        /** The target when none is written: the opponent's pieces are captured. */
        public static final Who DEFAULT_TARGET = Who.OPPONENT;
        /** {@code increment_score:} when omitted: capturing scores nothing. */
        public static final boolean DEFAULT_INCREMENT_SCORE = false;

        public Capture {
            RuleException.require(mask != null && target != null, "`(capture …)` needs a mask");
        }
    }

    /** {@code (flip m [who])}: the target's pieces in m become the other player's. */
    record Flip(Mask mask, Who target) implements Effect {
        /** The target when none is written: the opponent's pieces are flipped. */
        public static final Who DEFAULT_TARGET = Who.OPPONENT;

        public Flip {
            RuleException.require(mask != null && target != null, "`(flip …)` needs a mask");
        }
    }

    /**
     * {@code (promote FROM TO m)}: the mover's pieces of type FROM on the cells of m become pieces of
     * type TO (docs/language.md, {@code promote}).
     */
    record Promote(String from, String to, Mask where) implements Effect {
        public Promote {
            RuleException.require(from != null && to != null && where != null,
                    "`(promote …)` needs the type before, the type after and the cells");
            RuleException.require(!from.equals(to), "`(promote " + from + " " + to + " …)`: the type does not change");
        }
    }

    /** {@code (increment_score who f)}: score[who] += f. */
    record IncrementScore(Who who, Func amount) implements Effect {
        public IncrementScore {
            RuleException.require(who != null && amount != null, "`(increment_score …)` needs a player and a function");
        }
    }

    /** {@code (set_score who f)}: score[who] ← f. */
    record SetScore(Who who, Func value) implements Effect {
        public SetScore {
            RuleException.require(who != null && value != null, "`(set_score …)` needs a player and a function");
        }
    }
}
