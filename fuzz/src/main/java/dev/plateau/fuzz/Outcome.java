package dev.plateau.fuzz;

import java.util.Objects;

/**
 * How a target handled one input: accepted it, refused it as it should, or mishandled it (a
 * finding, with what went wrong).
 */
public sealed interface Outcome {
    /** The input was accepted (for game texts: a game that compiles and plays). */
    record Accepted() implements Outcome {}

    /** The input was refused as it should be (for game texts: positioned diagnostics). */
    record Refused() implements Outcome {}

    /**
     * The input was mishandled.
     *
     * @param kind what kind of mishandling
     * @param detail what happened, for the finding's report: a message, a stack trace
     */
    record Mishandled(FindingKind kind, String detail) implements Outcome {
        /** Checks that both parts are present. */
        public Mishandled {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(detail, "detail");
        }
    }

    /** An accepted input. */
    static Outcome accepted() {
        return new Accepted();
    }

    /** A properly refused input. */
    static Outcome refused() {
        return new Refused();
    }

    /** A mishandled input. */
    static Outcome mishandled(FindingKind kind, String detail) {
        return new Mishandled(kind, detail);
    }
}
