package dev.plateau.rules;

import dev.plateau.rules.syntax.Construct;

/** How a phase runs through its order (docs/language.md, Turn position). */
public enum Repetition {
    /** Runs through the order once, then the next phase begins (the last phase repeats). */
    ONCE_THROUGH(Construct.ONCE_THROUGH),
    /** Repeats its order for ever; later phases are never reached. */
    REPEAT(Construct.REPEAT);

    private final Construct construct;

    Repetition(Construct construct) {
        this.construct = construct;
    }

    /** The {@code .ldx} keyword. */
    public String word() {
        return construct.spelling();
    }

    /** The phase form that writes this repetition. */
    public Construct construct() {
        return construct;
    }
}
