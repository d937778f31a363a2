package dev.plateau.serve;

import dev.plateau.sim.Simulator;

/**
 * A computer player that the page can choose as the opponent. The server calls it whenever the
 * player to move belongs to it.
 *
 * <p>To add an agent (a greedy player, MCTS, …), implement this interface and register it in
 * {@link AgentRegistry#standard()} (or in a registry given to the {@link GameServer}); the page
 * lists every registered agent.
 */
public interface Agent {
    /** Returned by {@link #play} when the agent cannot tell which action it took. */
    int UNKNOWN_ACTION = -1;

    /**
     * Makes exactly one move (a placement or the pass action) for the player to move in the only
     * environment of {@code sim}, a simulator with a batch of one whose game is running.
     *
     * <p>The move must depend only on the state and the seed: undo replays the game from the start,
     * and replays an agent's move by calling it again with the same seed when it returned {@link
     * #UNKNOWN_ACTION}.
     *
     * @param sim the simulator, batch of one, not finished
     * @param seed the seed of this move
     * @return the action played, 0 … A−1, or {@link #UNKNOWN_ACTION}
     */
    int play(Simulator sim, long seed);
}
