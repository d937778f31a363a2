package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.sim.Backends;
import dev.plateau.sim.Simulator;
import org.junit.jupiter.api.Test;

class GreedyAgentTest {
    @Test
    void takesAWinRatherThanBlocking() {
        // X on 0 and 1, O on 3 and 4: X wins with 2; blocking O's 5 would be second best.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3, 1, 4);
                GreedyAgent agent = new GreedyAgent(Games.TIC_TAC_TOE, Backends.byName("scalar"))) {
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(2, Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void blocksTheOpponentsOnlyWinningReply() {
        // X on 0 and 8, O on 4 and 2, X to move with no win: every move but 6 lets O win on 6.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 4, 8, 2);
                GreedyAgent agent = new GreedyAgent(Games.TIC_TAC_TOE, Backends.byName("scalar"))) {
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(6, Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void takesTheOnlyWinningMoveInConnectFour() {
        try (Simulator sim = Games.connectFour(0, 0, 1, 1, 2, 6);
                GreedyAgent agent = new GreedyAgent(Games.CONNECT_FOUR, Backends.byName("scalar"))) {
            int win = Games.column(sim, 3);
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(win, Games.choice(agent, sim, seed));
            }
        }
    }
}
