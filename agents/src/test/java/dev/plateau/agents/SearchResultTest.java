package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Simulator;
import org.junit.jupiter.api.Test;

/** A search result's value is that of the chosen move; agents that do not search report none. */
class SearchResultTest {
    @Test
    void theValueIsTheChosenMovesMeanReward() {
        SearchResult r = new SearchResult(1, 10, new int[] {4, 6, 0}, new double[] {-0.5, 0.25, Double.NaN});
        assertEquals(0.25, r.value());
        assertTrue(Double.isNaN(new SearchResult(2, 10, new int[] {4, 6, 0}, new double[] {-0.5, 0.25, Double.NaN})
                .value()), "an untried move has no value");
    }

    @Test
    void refusesArraysOfTwoLengthsAndAnActionOutsideThem() {
        assertThrows(IllegalArgumentException.class, () -> new SearchResult(0, 1, new int[2], new double[3]));
        assertThrows(IllegalArgumentException.class, () -> new SearchResult(2, 1, new int[2], new double[2]));
        assertThrows(IllegalArgumentException.class, () -> new SearchResult(-1, 1, new int[2], new double[2]));
    }

    @Test
    void playersThatDoNotSearchReportNoSearch() {
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3); Agent random = new RandomAgent()) {
            Games.choice(random, sim, 1);
            assertTrue(random.lastSearch(0).isEmpty());
        }
    }
}
