package dev.plateau.cli;

import dev.plateau.sim.Backends;
import dev.plateau.sim.Simulator;
import picocli.CommandLine.Option;

/**
 * The {@code --backend} and {@code --threads} options of the commands that open simulators on one
 * backend ({@code run}, {@code perft}), checked and set on a simulator's builder in one place.
 */
final class BackendOptions {
    @Option(names = "--backend", paramLabel = "NAME",
            description = "scalar, simd, ptx-interpreter, cuda, or best (default: ${DEFAULT-VALUE}); see `plateau backends`")
    private String backend = Backends.BEST;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads (default: all processors)")
    private Integer threads;

    /**
     * Sets the backend (found by name, with a user error if it cannot run here) and the threads on a
     * builder.
     *
     * @throws UserException if --threads is below 1 or the backend is unknown or unavailable
     */
    Simulator.Builder apply(Simulator.Builder builder) {
        return withThreads(builder.backend(Options.backend(backend)));
    }

    /**
     * Sets only the threads, for a simulator on a backend already chosen.
     *
     * @throws UserException if --threads is below 1
     */
    Simulator.Builder withThreads(Simulator.Builder builder) {
        if (threads != null) {
            Options.positive("--threads", threads);
            builder.threads(threads);
        }
        return builder;
    }
}
