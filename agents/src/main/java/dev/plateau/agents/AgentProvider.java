package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.util.Map;
import java.util.Optional;

/**
 * A kind of agent that another module contributes to {@link AgentSpec}, found with {@link
 * java.util.ServiceLoader}: a module that depends on this one (trained networks in {@code
 * plateau-learn}, say) lists its provider in {@code META-INF/services/dev.plateau.agents.AgentProvider},
 * and specs of its kind then work wherever specs are read, as in {@code plateau arena}.
 */
public interface AgentProvider {
    /** The kind this provider makes, the word before the colon of a spec, e.g. {@code net}. */
    String kind();

    /** What its specs look like, for help texts, e.g. {@code net:run=DIR,sims=N}. */
    String syntax();

    /**
     * Checks a spec's settings before any game is played.
     *
     * @throws IllegalArgumentException with a message for the user if a setting is unknown or invalid
     */
    void check(Map<String, String> settings);

    /**
     * A new agent for a game, whose scratch simulators run on the given backend.
     *
     * @throws IllegalArgumentException with a message for the user if the settings do not fit the game
     */
    Agent create(Map<String, String> settings, CompiledGame game, Backend backend);

    /**
     * Why an agent of these settings cannot play a game, if it cannot (a network trained for other
     * observation planes, another board or another action count, say), found without making the
     * agent: cheap enough to ask for every game a server lists, on every listing. An empty answer
     * is no promise that {@link #create} succeeds (a file may change in between), but a reason
     * given here is one {@code create} would also throw.
     *
     * <p>The default answers that every game can be played.
     *
     * @param settings settings that {@link #check} accepted
     */
    default Optional<String> problemWith(Map<String, String> settings, CompiledGame game) {
        return Optional.empty();
    }
}
