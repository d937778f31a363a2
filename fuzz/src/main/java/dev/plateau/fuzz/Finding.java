package dev.plateau.fuzz;

import java.util.Objects;

/**
 * One mishandled input.
 *
 * @param index the input's number in the run (with the run's seed, it makes the input again)
 * @param kind what kind of mishandling
 * @param detail what happened: a message, a stack trace
 * @param input the input's bytes
 */
public record Finding(long index, FindingKind kind, String detail, byte[] input) {
    /** Checks that every part is present. */
    public Finding {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(input, "input");
    }

    /**
     * What tells findings of the same bug apart from others: the kind and the first line of the
     * detail without its numbers, so that one bug hit a thousand times is written a few times only;
     * every hang has a signature of its own.
     */
    public String signature() {
        if (kind == FindingKind.HANG) {
            // A hang says nothing about its cause: keep every one.
            return kind.fileName() + ": input " + index;
        }
        String first = detail.lines().findFirst().orElse("");
        return kind.fileName() + ": " + first.replaceAll("\\d+", "N");
    }
}
