/**
 * Players over the batch API ({@link dev.plateau.agents.Agent}): random, greedy, UCT and Gumbel
 * search, with Elo ratings and the arena. Further agents plug in as {@link
 * dev.plateau.agents.AgentProvider} services.
 */
module dev.plateau.agents {
    requires transitive dev.plateau.core;

    exports dev.plateau.agents;

    uses dev.plateau.agents.AgentProvider;
}
