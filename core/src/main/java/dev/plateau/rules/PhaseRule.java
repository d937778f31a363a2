package dev.plateau.rules;

/**
 * What a move of a phase does: place a piece ({@link Mechanic}) or move one ({@link Moves}).
 */
public sealed interface PhaseRule extends Node permits Mechanic, Moves {
    /** The effects run after each move of the phase, in order. */
    java.util.List<Effect> effects();

    /** Whether the phase has {@code (force_pass)}. */
    boolean forcePass();

    /** Whether the phase has {@code (pass)}: pass is always legal there. */
    default boolean passAlways() {
        return false;
    }
}
