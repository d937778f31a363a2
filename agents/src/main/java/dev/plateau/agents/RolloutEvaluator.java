package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.Simulator;
import java.util.Arrays;

/**
 * The network-free {@link Evaluator}: uniform logits, and as value the mean reward of R uniformly
 * random playouts. Each position is copied onto R environments of a scratch simulator, and all
 * the playouts of a call run together, fused in the backend ({@link Simulator#stepRandom}).
 */
public final class RolloutEvaluator implements Evaluator {
    private final int rollouts;
    private final ScratchSimulators scratch;

    /** An evaluator of this game's positions with R = {@code rollouts} playouts each, on the given backend. */
    public RolloutEvaluator(CompiledGame game, Backend backend, int rollouts) {
        if (rollouts < 1) {
            throw new IllegalArgumentException("a rollout evaluator needs at least one rollout, not " + rollouts);
        }
        this.scratch = new ScratchSimulators(game, backend);
        this.rollouts = rollouts;
    }

    @Override
    public void evaluate(Simulator positions, int[] envs, long seed, float[] logits, float[] values) {
        int n = envs.length;
        Arrays.fill(logits, 0, n * positions.actionCount(), 0f);
        if (n == 0) {
            return;
        }
        Simulator sim = scratch.atLeast(n * rollouts);
        int[] others = new int[rollouts - 1];
        for (int i = 0; i < n; i++) {
            sim.restore(i * rollouts, positions.save(envs[i]));
            for (int j = 1; j < rollouts; j++) {
                others[j - 1] = i * rollouts + j;
            }
            sim.copy(i * rollouts, others);
        }
        sim.stepRandom(seed, EngineOptions.PLAYOUT_STEP_CAP);
        int[][] rewards = {sim.rewardsOf(0).toArray(), sim.rewardsOf(1).toArray()};
        for (int i = 0; i < n; i++) {
            int[] mine = rewards[positions.currentPlayer(envs[i])];
            double sum = 0;
            for (int e = i * rollouts; e < (i + 1) * rollouts; e++) {
                sum += mine[e];
            }
            values[i] = (float) (sum / rollouts);
        }
    }

    @Override
    public void close() {
        scratch.close();
    }
}
