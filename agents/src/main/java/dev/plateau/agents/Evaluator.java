package dev.plateau.agents;

import dev.plateau.sim.Simulator;

/**
 * Judges positions for a search: a prior over the moves and a value, for a batch of positions at
 * once. This is the seam where a neural network plugs into {@link GumbelAgent}; {@link
 * RolloutEvaluator} is the network-free default.
 *
 * <p>Values are from the point of view of the player to move in each position ({@code
 * positions.currentPlayer(env)}), in [−1, 1] like the games' rewards; an evaluator may answer
 * differently for each player. The search treats the game as two-player zero-sum: the value of a
 * position for the other player is the negated value.
 */
public interface Evaluator extends AutoCloseable {
    /**
     * Evaluates the running positions in environments {@code envs} of {@code positions}, which it
     * reads and does not change.
     *
     * @param positions the simulator holding the positions
     * @param envs shape [n]: the environments to evaluate
     * @param seed the randomness of this call: the same seed and positions give the same answers
     * @param logits shape [n × A], A = {@code positions.actionCount()}, row i for {@code envs[i]}: the
     *     prior logits over the action space; the entries of illegal actions are ignored
     * @param values shape [n]: the value of each position for its player to move
     */
    void evaluate(Simulator positions, int[] envs, long seed, float[] logits, float[] values);

    /** Frees the evaluator's resources; the default has none. */
    @Override
    default void close() {}
}
