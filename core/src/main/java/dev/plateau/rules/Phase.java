package dev.plateau.rules;

import java.util.List;

/**
 * A play phase: a mover order such as {@code (P2 P2 P1 P1)} and the mechanic every move of the
 * phase uses.
 */
public record Phase(Repetition repetition, List<Player> order, Mechanic mechanic) implements Node {
    public Phase {
        RuleException.require(repetition != null && mechanic != null, "a phase needs a kind and a mechanic");
        order = List.copyOf(order);
        RuleException.require(!order.isEmpty(), "a phase's player order cannot be empty");
    }
}
