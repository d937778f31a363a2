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

    /** {@code (by_score)}: the higher score wins, equal scores draw. */
    record ByScore() implements Outcome {}
}
