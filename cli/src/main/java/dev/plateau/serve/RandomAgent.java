package dev.plateau.serve;

import dev.plateau.sim.Simulator;

/**
 * The uniformly random player: one fused {@link Simulator#stepRandom(long)} call, which picks
 * among the legal actions with equal probability. It then works out which action that was, from
 * the state before and after, for the history and the last-move marker.
 */
public final class RandomAgent implements Agent {
    /** A random agent. */
    public RandomAgent() {}

    @Override
    public int play(Simulator sim, long seed) {
        StateView.Snapshot before = StateView.snapshot(sim);
        sim.stepRandom(seed);
        return StateView.actionBetween(sim, before);
    }
}
