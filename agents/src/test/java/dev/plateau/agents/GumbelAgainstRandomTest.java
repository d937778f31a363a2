package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backends;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The strength test: Gumbel search with 32 simulations against random play at Connect Four, 50 games in each seat. */
class GumbelAgainstRandomTest {
    @Test
    void gumbelWinsAtLeast90PercentOfConnectFourGames() {
        List<AgentSpec> agents = List.of(AgentSpec.parse("gumbel:sims=32,rollouts=4"), AgentSpec.parse("random"));
        long start = System.nanoTime();
        List<Arena.SeatResult> results = new Arena(Games.CONNECT_FOUR, Backends.byName("scalar"), agents, 50, 13, 2,
                null).play();
        int wins = results.get(0).wins() + results.get(2).wins();
        System.out.printf("Gumbel won %d of 100 in %.1f s: %s%n", wins, (System.nanoTime() - start) / 1e9, results);
        assertTrue(wins >= 90, "Gumbel won " + wins + " of 100: " + results);
    }
}
