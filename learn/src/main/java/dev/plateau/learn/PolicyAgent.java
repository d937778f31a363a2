package dev.plateau.learn;

import dev.plateau.agents.Agent;
import dev.plateau.sim.Simulator;

/**
 * A network's policy without search: in every game it plays the legal action with the highest prior
 * logit (the first on a tie). It draws no random numbers.
 */
public final class PolicyAgent implements Agent {
    private final PolicyValueNetwork network;
    private final String name;

    /** The policy of a network, which the agent owns (closing the agent closes it). */
    public PolicyAgent(PolicyValueNetwork network, String name) {
        this.network = network;
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
        int count = 0;
        for (boolean a : active) {
            count += a ? 1 : 0;
        }
        if (count == 0) {
            return;
        }
        int[] envs = new int[count];
        int k = 0;
        for (int env = 0; env < active.length; env++) {
            if (active[env]) {
                envs[k++] = env;
            }
        }
        float[] logits = network.predict(games, envs, null).logits();
        int actions = games.actionCount();
        for (int i = 0; i < envs.length; i++) {
            int best = -1;
            for (int a : games.legalActions(envs[i])) {
                if (best < 0 || logits[i * actions + a] > logits[i * actions + best]) {
                    best = a;
                }
            }
            out[envs[i]] = best;
        }
    }

    @Override
    public void close() {
        network.close();
    }
}
