package dev.plateau.rules;

/** How an end rule decides the game (docs/language.md, End rules and outcomes). */
public sealed interface Outcome extends Node {
    /** {@code (mover win)} or {@code (opponent win)}. */
    record Win(Who who) implements Outcome {
        public Win {
            RuleException.require(who != null, "`win` needs a player");
        }
    }

    /** {@code (mover lose)} or {@code (opponent lose)}. */
    record Lose(Who who) implements Outcome {
        public Lose {
            RuleException.require(who != null, "`lose` needs a player");
        }
    }

    /** {@code (draw)}. */
    record Draw() implements Outcome {}

    /**
     * {@code (by_score [f] [komi:K] [ties:P])}: the higher final score wins (docs/language.md,
     * {@code by_score}). The final scores are f evaluated for each player as the mover (the scores as
     * they stand without f), P2's plus K; equal final scores draw, or win for P under {@code ties:P}.
     * The state keeps the final scores.
     */
    record ByScore(java.util.Optional<Func> value, int komi, java.util.Optional<Player> ties) implements Outcome {
        /** {@code komi:} when omitted: nothing is added. */
        public static final int DEFAULT_KOMI = 0;
        /** The largest komi. */
        public static final int MAX_KOMI = 10_000;

        public ByScore {
            RuleException.require(value != null && ties != null, "`(by_score …)` needs its parts");
            RuleException.require(komi >= 0 && komi <= MAX_KOMI,
                    "`(by_score … komi:" + komi + ")`: the komi must be 0 … " + MAX_KOMI);
        }

        /** {@code (by_score)}: the scores as they stand, equal scores draw. */
        public ByScore() {
            this(java.util.Optional.empty(), DEFAULT_KOMI, java.util.Optional.empty());
        }

        /** Whether this outcome computes final scores of its own (a function or a komi). */
        public boolean setsScores() {
            return value.isPresent() || komi != 0;
        }
    }
}
