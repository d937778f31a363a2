/**
 * Policy-value networks on DJL, self-play and training runs; the {@code net} agents as an {@link
 * dev.plateau.agents.AgentProvider}.
 */
module dev.plateau.learn {
    requires transitive dev.plateau.agents;
    requires ai.djl.api;
    requires com.google.gson;
    requires org.knowm.xchart;

    exports dev.plateau.learn;
    // Gson writes and reads the run's configuration and the network's header by reflection.
    opens dev.plateau.learn to com.google.gson;

    provides dev.plateau.agents.AgentProvider with dev.plateau.learn.NetworkAgents;
}
