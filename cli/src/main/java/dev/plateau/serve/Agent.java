package dev.plateau.serve;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.Optional;

/**
 * A computer player that the page can choose as the opponent. Whenever the player to move belongs
 * to it, the server asks it for an action, checks that the action is legal and steps it, so the
 * history and the last-move marker always show what the agent played.
 *
 * <p>To add an agent, implement this interface (or wrap a player of the {@code agents} module in
 * {@code SearchAgent}) and register it in
 * {@link AgentRegistry#standard()} (or in a registry given to the {@link GameServer}); the page
 * lists every registered agent.
 */
@FunctionalInterface
public interface Agent {
    /**
     * Chooses the move of the player to move in the only environment of {@code sim}, a simulator
     * with a batch of one whose game is running. The agent reads the simulator but leaves its state
     * as it found it: the server steps the action.
     *
     * <p>The choice must depend only on the state and the seed, so that a game can be played again
     * from its seed.
     *
     * @param sim the simulator, batch of one, not finished
     * @param seed the seed of the game, the same for every move: draws that should differ from move
     *     to move also depend on the step count, as {@link Simulator#randomAction} does
     * @return a legal action, 0 … A−1 (a cell, or the pass action A−1 where the game has one)
     */
    int chooseAction(Simulator sim, long seed);

    /**
     * Makes the agent ready to play this game, before the session starts, so that an agent that
     * cannot play it (a network made for another board) is refused when the game is chosen rather
     * than at its first move.
     *
     * @throws ApiException 409 if it cannot play the game, with the reason
     */
    default void prepare(CompiledGame game) {}

    /**
     * What the agent's last search found, for the page's "show thinking" overlay; empty for agents
     * that do not search, and after a move with a single legal action.
     */
    default Optional<Thinking> thinking() {
        return Optional.empty();
    }

    /**
     * The statistics of a search at the position it moved from, per action 0 … A−1.
     *
     * @param simulations the simulations counted at the position: the sum of {@code visits}, those of
     *     a search tree kept from the agent's previous move included (so fewer than the budget's
     *     where the search stopped at its time limit, and more where it kept a tree)
     * @param visits how often the search tried each action (0 where never)
     * @param values the mean reward in [−1, 1] found for each action by the player who moved, NaN
     *     where unvisited
     * @param budget what the search could spend on the move, or null where the server does not know
     */
    record Thinking(int simulations, int[] visits, double[] values, Budget budget) {}

    /**
     * What a search may spend on one move, so that the page can tell the simulations a search ran
     * from those it was given.
     *
     * @param simulations the most simulations it runs
     * @param timeMillis the time after which it stops and plays what it found, 0 for none
     */
    record Budget(int simulations, long timeMillis) {}
}
