package dev.plateau.spark;

import dev.plateau.agents.GumbelAgent;
import dev.plateau.learn.PolicyValueNetwork;
import dev.plateau.learn.SelfPlay;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The self-play of a training run as a job whose blocks ({@link SelfPlay.Block}) any machine can
 * play: the games of the run, as text, and the backend. The networks come with each iteration, as
 * the bytes of their files; a block's positions are those {@link dev.plateau.learn.TrainingRun} gets
 * on one machine.
 *
 * @param games the game at each of the run's sizes, in the run's order
 * @param backend the backend's name on each machine (results are the same on every backend)
 */
public record SelfPlayJob(List<GameSource> games, String backend) implements Serializable {
    /** Copies the games. */
    public SelfPlayJob {
        games = List.copyOf(games);
    }

    /**
     * Plays one block, on any machine, with networks of its own made from the bytes.
     *
     * @param learner the learning network's bytes ({@link PolicyValueNetwork#toBytes})
     * @param past the past network's bytes, or null
     */
    public SelfPlay.Result play(SelfPlay.Block block, GumbelAgent.Settings search, byte[] learner, byte[] past) {
        CompiledGame game = games.get(block.size()).compile();
        try (PolicyValueNetwork self = PolicyValueNetwork.fromBytes(learner, game);
                PolicyValueNetwork other = past == null ? null : PolicyValueNetwork.fromBytes(past, game)) {
            return SelfPlay.play(game, Backends.byName(backend), block, search, self, other, moves -> {});
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
