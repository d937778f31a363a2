package dev.plateau.agents;

import dev.plateau.sim.Simulator;
import java.util.Optional;

/**
 * A player: it chooses one move in each of a batch of games at once. The games are the
 * environments of a {@link Simulator}; the agent reads them (legal actions, the player to move,
 * {@link Simulator#save saved states}) but never changes them. To look ahead it keeps scratch
 * simulators of its own, of the same {@code games.game()}, and moves states into them with {@link
 * Simulator#save}/{@link Simulator#restore} and {@link Simulator#copy}.
 *
 * <p>A one-ply greedy player that takes an immediate win when there is one, in ten lines:
 *
 * <pre>{@code
 * public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
 *     try (Simulator look = Simulator.builder(games.game()).backend(games.backend()).build()) {
 *         for (int env = 0; env < active.length; env++) {
 *             if (!active[env]) continue;
 *             out[env] = games.randomAction(env, seed);
 *             for (int a : games.legalActions(env)) {
 *                 look.restore(0, games.save(env));
 *                 look.step(a);
 *                 if (look.winner(0) == games.currentPlayer(env)) { out[env] = a; break; }
 *             }
 *         }
 *     }
 * }
 * }</pre>
 *
 * ({@link GreedyAgent} does the same with one scratch environment per action, and also avoids
 * moves that hand the opponent an immediate win.)
 *
 * <p>An agent is used by one thread at a time; a tournament running on several threads gives each
 * its own agents. Agents that draw random numbers take them from {@code seed} only, so that a game
 * replays exactly from its seeds.
 */
public interface Agent extends AutoCloseable {
    /** A short name for tables and ratings, e.g. {@code "uct:sims=800"}. */
    String name();

    /**
     * Chooses a legal action for the player to move in every active environment of {@code games}
     * and writes it to {@code out[env]}; leaves the other entries of {@code out} and every
     * environment's state as they are.
     *
     * @param games the games, not changed
     * @param active shape [B]: true for the running games in which to move
     * @param seed the randomness of this call: the same seed, games and agent give the same actions
     * @param out shape [B]: the chosen actions
     */
    void chooseActions(Simulator games, boolean[] active, long seed, int[] out);

    /**
     * What the last {@link #chooseActions} call's search found in environment {@code env}: the move
     * it chose, with the visits and mean value of every move. Empty for agents that do not search
     * (the default), for environments the call did not search (not active, or a single legal move),
     * and before the first call. A caller reads the statistics of every agent this way, without
     * knowing its class.
     */
    default Optional<SearchResult> lastSearch(int env) {
        return Optional.empty();
    }

    /** Frees the agent's scratch simulators; the default has none. */
    @Override
    default void close() {}
}
