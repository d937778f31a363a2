package dev.plateau.rules;

/** An end rule {@code (if condition outcome)}; the first rule whose condition holds ends the game. */
public record EndRule(Pred condition, Outcome outcome) implements Node {
    public EndRule {
        RuleException.require(condition != null && outcome != null, "`(if …)` needs a condition and an outcome");
    }
}
