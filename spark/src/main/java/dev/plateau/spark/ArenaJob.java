package dev.plateau.spark;

import dev.plateau.agents.AgentSpec;
import dev.plateau.agents.Arena;
import dev.plateau.sim.Backends;
import java.io.Serializable;
import java.util.List;

/**
 * The tournament of {@code plateau arena} as a job whose blocks ({@link Arena.Task}) any machine can
 * play: everything that defines the results, in a form that travels. The results are those of {@link
 * Arena#play} on one machine with the same definition, however the blocks are spread.
 *
 * @param game the game
 * @param backend the backend's name on each machine (results are the same on every backend)
 * @param agents the agents' specs as text ({@link AgentSpec#parse})
 * @param gamesPerSeat the games per pair of agents and seat
 * @param blockSize the most games of one block
 * @param seed the tournament's seed
 */
public record ArenaJob(GameSource game, String backend, List<String> agents, int gamesPerSeat, int blockSize, long seed)
        implements Serializable {
    /** Copies the agents. */
    public ArenaJob {
        agents = List.copyOf(agents);
    }

    /**
     * The tournament on this machine, played by {@code threads} threads.
     *
     * @throws IllegalArgumentException if an agent's spec or a count is not valid
     */
    public Arena arena(int threads, Arena.Progress progress) {
        return new Arena(game.compile(), Backends.byName(backend), agents.stream().map(AgentSpec::parse).toList(),
                gamesPerSeat, blockSize, seed, threads, progress);
    }
}
