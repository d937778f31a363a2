package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backends;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The strength test: UCT against uniformly random play at Connect Four, 100 games in each seat. */
class UctAgainstRandomTest {
    @Test
    void uctWinsAtLeast95PercentOfConnectFourGames() {
        List<AgentSpec> agents = List.of(AgentSpec.parse("uct:sims=1000,rollouts=4"), AgentSpec.parse("random"));
        long start = System.nanoTime();
        List<Arena.SeatResult> results = new Arena(Games.CONNECT_FOUR, Backends.byName("scalar"), agents, 100, 11, 2,
                null).play();
        int wins = results.get(0).wins() + results.get(2).wins();
        System.out.printf("UCT won %d of 200 in %.1f s: %s%n", wins, (System.nanoTime() - start) / 1e9, results);
        assertTrue(wins >= 190, "UCT won " + wins + " of 200: " + results);
    }
}
