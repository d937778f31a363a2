package dev.plateau.sim;

/**
 * Whether a backend can run on this machine, and why not (or what it found) in one line, e.g.
 * "libcuda.so.1 not found" or "512-bit vectors, 8 lanes of 64 bits".
 *
 * @param available whether the backend can run here
 * @param detail what the backend found, or why it cannot run
 * @param misconfigured whether an unavailable backend should run here but for how this JVM was
 *     started (a missing flag or module, say), which {@link Backends#best()} warns about; false for
 *     a backend that lacks hardware or a driver, which is normal and not worth a warning
 */
public record Availability(boolean available, String detail, boolean misconfigured) {
    /** An available backend, with what it found. */
    public static Availability yes(String detail) {
        return new Availability(true, detail, false);
    }

    /** An unavailable backend, with the reason, e.g. missing hardware. */
    public static Availability no(String reason) {
        return new Availability(false, reason, false);
    }

    /**
     * An unavailable backend that should run on this machine: the reason says what is wrong and how
     * to fix it, e.g. which JVM flag is missing.
     */
    public static Availability misconfigured(String reason) {
        return new Availability(false, reason, true);
    }
}
