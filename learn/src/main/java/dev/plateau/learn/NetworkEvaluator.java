package dev.plateau.learn;

import dev.plateau.agents.Evaluator;
import dev.plateau.sim.Simulator;

/**
 * A {@link PolicyValueNetwork} as the {@link Evaluator} of a search: every batch of positions is one
 * forward pass. The network's answers do not depend on the seed.
 */
public final class NetworkEvaluator implements Evaluator {
    private final PolicyValueNetwork network;
    private final boolean owns;
    private float[] observations = new float[0];

    /**
     * An evaluator over a network; if {@code owns}, closing the evaluator closes the network.
     */
    public NetworkEvaluator(PolicyValueNetwork network, boolean owns) {
        this.network = network;
        this.owns = owns;
    }

    @Override
    public void evaluate(Simulator positions, int[] envs, long seed, float[] logits, float[] values) {
        if (envs.length == 0) {
            return;
        }
        int[] shape = positions.observationShape();
        int size = positions.batchSize() * shape[0] * shape[1] * shape[2];
        if (observations.length != size) {
            observations = new float[size];
        }
        PolicyValueNetwork.Prediction p = network.predict(positions, envs, observations);
        System.arraycopy(p.logits(), 0, logits, 0, p.logits().length);
        System.arraycopy(p.values(), 0, values, 0, p.values().length);
    }

    @Override
    public void close() {
        if (owns) {
            network.close();
        }
    }
}
