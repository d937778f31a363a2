package dev.plateau.rules;

/** How a phase runs through its order (semantics §4.1). */
public enum Repetition {
    /** Runs through the order once, then the next phase begins (the last phase repeats). */
    ONCE_THROUGH("once-through"),
    /** Repeats its order for ever; later phases are never reached. */
    REPEAT("repeat");

    private final String word;

    Repetition(String word) {
        this.word = word;
    }

    /** The {@code .ldx} keyword. */
    public String word() {
        return word;
    }
}
