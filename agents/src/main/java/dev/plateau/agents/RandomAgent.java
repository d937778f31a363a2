package dev.plateau.agents;

import dev.plateau.sim.Simulator;

/** Plays a uniformly random legal move: {@link Simulator#randomAction} with the call's seed. */
public final class RandomAgent implements Agent {
    @Override
    public String name() {
        return "random";
    }

    @Override
    public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
        for (int env = 0; env < active.length; env++) {
            if (active[env]) {
                out[env] = games.randomAction(env, seed);
            }
        }
    }
}
