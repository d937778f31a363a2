package dev.plateau.serve;

import dev.plateau.agents.Agent;
import dev.plateau.agents.SearchResult;
import dev.plateau.agents.Seeds;
import dev.plateau.sim.Backend;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * A session's computer opponent: a player of the {@code agents} module ({@link Agent}, which moves in
 * a batch of games) moving in the session's batch of one. The player is made for the session's game
 * with scratch simulators on the scalar backend (a session is one game at a time;
 * the vector backend gains nothing there) when the session starts ({@link #prepare}), and closed
 * with the session.
 */
final class Opponent implements AutoCloseable {
    private final BiFunction<CompiledGame, Backend, Agent> factory;
    private final boolean[] active = {true};
    private final int[] out = new int[1];
    private Agent player;

    /** An opponent whose player the factory makes for a game and a backend, e.g. {@code AgentSpec::create}. */
    Opponent(BiFunction<CompiledGame, Backend, Agent> factory) {
        this.factory = factory;
    }

    /**
     * Makes the player for this game, before the session starts, so that a player that cannot play it
     * (a network made for another board) is refused when the game is chosen rather than at its first
     * move.
     *
     * @throws ApiException (409) if the player cannot play this game, with the reason
     */
    void prepare(CompiledGame game) {
        if (player == null) {
            try {
                player = factory.apply(game, Backends.byName("scalar"));
            } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
                // A trained network made for another game, say: the opponent cannot play this one.
                throw cannotPlay(game, e.getMessage());
            }
        }
    }

    /** The refusal of an opponent that cannot play a game, for the reason given. */
    static ApiException cannotPlay(CompiledGame game, String reason) {
        return ApiException.conflict("this opponent cannot play " + game.game().name() + ": " + reason);
    }

    /**
     * Chooses the move of the player to move in the only environment of {@code sim}, a simulator with
     * a batch of one whose game is running, and leaves its state as it found it: the session steps
     * the action. The choice depends only on the state and the seed, so that a game plays again from
     * its seed.
     *
     * @param sim the simulator, batch of one, not finished
     * @param seed the seed of the game, the same for every move
     * @throws ApiException (409) if the player cannot play this game, such as a network trained for another
     */
    int chooseAction(Simulator sim, long seed) {
        prepare(sim.game());
        // The agents draw from the call's seed only: mixing in the step count varies it from move to
        // move while keeping a game replayable from its seed.
        player.chooseActions(sim, active, Seeds.derive(seed, sim.stepCount(0)), out);
        return out[0];
    }

    /**
     * What the search behind the last chosen move found, for the page's "show thinking" overlay;
     * empty for players that do not search, and after a move with a single legal action.
     */
    Optional<SearchResult> lastSearch() {
        return player == null ? Optional.empty() : player.lastSearch(0);
    }

    @Override
    public void close() {
        if (player != null) {
            player.close();
            player = null;
        }
    }
}
