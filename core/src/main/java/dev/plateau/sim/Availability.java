package dev.plateau.sim;

/**
 * Whether a backend can run on this machine, and why not (or what it found) in one line, e.g.
 * "libcuda.so.1 not found" or "512-bit vectors, 8 lanes of 64 bits".
 */
public record Availability(boolean available, String detail) {
    /** An available backend, with what it found. */
    public static Availability yes(String detail) {
        return new Availability(true, detail);
    }

    /** An unavailable backend, with the reason. */
    public static Availability no(String reason) {
        return new Availability(false, reason);
    }
}
