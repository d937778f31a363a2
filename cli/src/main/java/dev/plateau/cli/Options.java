package dev.plateau.cli;

import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Backends;

/** Checks of option values shared by the commands, with user-facing messages. */
final class Options {
    private Options() {}

    static void positive(String option, long value) {
        if (value < 1) {
            throw new UserException(option + " must be at least 1, not " + value);
        }
    }

    static void notNegative(String option, long value) {
        if (value < 0) {
            throw new UserException(option + " cannot be negative: " + value);
        }
    }

    /** The value of --threads, or one thread per processor where it is not given; at least 1. */
    static int threads(Integer threads) {
        int count = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        positive("--threads", count);
        return count;
    }

    /** The backend of a --backend value, or a user error that lists the backends and why one is missing. */
    static Backend backend(String name) {
        try {
            return Backends.byName(name);
        } catch (BackendUnavailableException e) {
            throw new UserException(e.getMessage() + " (run `plateau backends` for details)");
        }
    }
}
