package dev.plateau.serve;

import dev.plateau.agents.GumbelAgent;
import dev.plateau.agents.Seeds;
import dev.plateau.agents.UctAgent;
import dev.plateau.sim.Backend;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * A player of the {@code agents} module ({@link dev.plateau.agents.Agent}, which moves in a batch of
 * games) as the server's {@link Agent}: it moves in the session's batch of one. The player is made
 * for the session's game on its first move, with scratch simulators on the scalar backend (a
 * session is one game at a time; the vector backend gains nothing there), and closed with the
 * session.
 */
final class SearchAgent implements Agent, AutoCloseable {
    private final BiFunction<CompiledGame, Backend, dev.plateau.agents.Agent> factory;
    private final Budget budget;
    private final boolean[] active = {true};
    private final int[] out = new int[1];
    private dev.plateau.agents.Agent player;

    /** An agent whose player the factory makes for a game and a backend, e.g. {@code AgentSpec::create}. */
    SearchAgent(BiFunction<CompiledGame, Backend, dev.plateau.agents.Agent> factory) {
        this(factory, null);
    }

    /** An agent that searches within this budget (shown with its thinking; null where unknown). */
    SearchAgent(BiFunction<CompiledGame, Backend, dev.plateau.agents.Agent> factory, Budget budget) {
        this.factory = factory;
        this.budget = budget;
    }

    @Override
    public void prepare(CompiledGame game) {
        if (player == null) {
            try {
                player = factory.apply(game, Backends.byName("scalar"));
            } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
                // A trained network made for another game, say: the opponent cannot play this one.
                throw new ApiException(409, "this opponent cannot play " + game.game().name() + ": " + e.getMessage());
            }
        }
    }

    @Override
    public int chooseAction(Simulator sim, long seed) {
        prepare(sim.game());
        // The agents draw from the call's seed only: mixing in the step count varies it from move to
        // move while keeping a game replayable from its seed.
        player.chooseActions(sim, active, Seeds.derive(seed, sim.stepCount(0)), out);
        return out[0];
    }

    @Override
    public Optional<Thinking> thinking() {
        if (player instanceof UctAgent uct) {
            return uct.rootStatistics(0).map(s -> new Thinking(s.simulations(), s.visits(), s.values(), budget));
        }
        if (player instanceof GumbelAgent gumbel) {
            return gumbel.rootStatistics(0).map(s -> new Thinking(s.simulations(), s.visits(), s.values(), budget));
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        if (player != null) {
            player.close();
            player = null;
        }
    }
}
