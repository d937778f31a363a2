package dev.plateau.serve;

import dev.plateau.sim.Simulator;

/**
 * The uniformly random player: {@link Simulator#randomAction}, the move that the simulator's fused
 * random step would play with the game's seed.
 */
public final class RandomAgent implements Agent {
    /** A random agent. */
    public RandomAgent() {}

    @Override
    public int chooseAction(Simulator sim, long seed) {
        return sim.randomAction(0, seed);
    }
}
