package dev.plateau.learn;

import dev.plateau.agents.GumbelAgent;
import java.io.IOException;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Plays the blocks of an iteration's self-play for a {@link TrainingRun}: on this machine, one block
 * after another ({@link TrainingRun}'s own), or elsewhere, such as on the executors of a Spark
 * cluster. The learner stays on the machine of the run; a self-player returns what each block gave,
 * in the blocks' order, and a block's result depends only on the block, the networks and the search.
 */
public interface SelfPlayer {
    /**
     * Plays blocks.
     *
     * @param blocks the blocks ({@link SelfPlay#blocks})
     * @param search the search of every move
     * @param learner the network that learns
     * @param past the past network of the blocks' past games, or null
     * @param progress told the moves made so far in the iteration, as often as the player can tell
     * @return the result of each block, in the order of {@code blocks}
     * @throws IOException if a network cannot be passed on
     */
    List<SelfPlay.Result> play(List<SelfPlay.Block> blocks, GumbelAgent.Settings search, PolicyValueNetwork learner,
            PolicyValueNetwork past, LongConsumer progress) throws IOException;
}
