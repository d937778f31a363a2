package dev.plateau.rules;

import java.util.List;

/**
 * A play phase: a mover order such as {@code (P2 P2 P1 P1)} and the rule every move of the phase
 * uses: a placement ({@link Mechanic}) or a move ({@link Moves}).
 */
public record Phase(Repetition repetition, List<Player> order, PhaseRule rule) implements Node {
    public Phase {
        RuleException.require(repetition != null && rule != null, "a phase needs a kind and a mechanic");
        order = List.copyOf(order);
        RuleException.require(!order.isEmpty(), "a phase's player order cannot be empty");
    }

    /**
     * The place mechanic of a placement phase.
     *
     * @throws IllegalStateException if this is a move phase
     */
    public Mechanic mechanic() {
        if (rule instanceof Mechanic m) {
            return m;
        }
        throw new IllegalStateException("a move phase has no place mechanic");
    }

    /** Whether the moves of this phase move pieces rather than place them. */
    public boolean moves() {
        return rule instanceof Moves;
    }
}
