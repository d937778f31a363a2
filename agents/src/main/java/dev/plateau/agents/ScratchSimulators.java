package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;

/**
 * The scratch simulator a search plays its look-ahead in: one at a time, replaced by a larger one
 * when a search needs more environments than it has.
 */
final class ScratchSimulators implements AutoCloseable {
    private final CompiledGame game;
    private final Backend backend;
    private Simulator current;

    ScratchSimulators(CompiledGame game, Backend backend) {
        this.game = game;
        this.backend = backend;
    }

    /** A scratch simulator with at least this many environments. */
    Simulator atLeast(int environments) {
        if (current == null || current.batchSize() < environments) {
            close();
            // Searches of several games run in parallel in the arena, one thread each.
            current = Simulator.builder(game).batch(environments).backend(backend).threads(1).build();
        }
        return current;
    }

    @Override
    public void close() {
        if (current != null) {
            current.close();
            current = null;
        }
    }
}
