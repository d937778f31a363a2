package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backends;
import dev.plateau.sim.GameState;
import dev.plateau.sim.Simulator;
import java.util.List;
import org.junit.jupiter.api.Test;

class UctAgentTest {
    private static UctAgent uct(int simulations) {
        return new UctAgent(Games.TIC_TAC_TOE, Backends.byName("scalar"), new UctAgent.Settings(simulations, 1.4, 4, 0));
    }

    @Test
    void takesTheOnlyWinningMoveInTicTacToe() {
        // X on 0 and 1, O on 3 and 4: X wins with 2 (and must, or O wins with 5).
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3, 1, 4); UctAgent agent = uct(300)) {
            for (long seed = 0; seed < 5; seed++) {
                assertEquals(2, Games.choice(agent, sim, seed));
                assertEquals(1.0, agent.lastSearch(0).orElseThrow().value(), 1e-9, "a win at once is worth exactly 1");
            }
        }
    }

    @Test
    void takesTheOnlyWinningMoveInConnectFour() {
        // P1 on the bottom of columns 0, 1 and 2, P2 on top of 0 and 1 and in column 6: column 3 wins.
        try (Simulator sim = Games.connectFour(0, 0, 1, 1, 2, 6);
                UctAgent agent = new UctAgent(Games.CONNECT_FOUR, Backends.byName("scalar"),
                        new UctAgent.Settings(200, 1.4, 4, 0))) {
            int win = Games.column(sim, 3);
            for (long seed = 0; seed < 3; seed++) {
                assertEquals(win, Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void rootValueConvergesToTheExactValueOfAForcedWin() {
        // X on 0 and 4, O on 1 and 8, X to move: X forks (e.g. 3 or 6) and wins. Exact value +1.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 1, 4, 8); UctAgent agent = uct(20_000)) {
            GameState position = sim.save(0);
            List<Integer> best = Negamax.bestMoves(sim, position);
            assertEquals(1, Negamax.value(sim, position), "the test's position must be a forced win");
            int move = Games.choice(agent, sim, 7);
            assertTrue(best.contains(move), "UCT chose " + move + ", the winning moves are " + best);
            assertEquals(1.0, agent.lastSearch(0).orElseThrow().value(), 0.05);
        }
    }

    @Test
    void lastSearchCountsEverySimulationAndFavoursTheWin() {
        // X on 0 and 1, O on 3 and 4: X wins with 2; the cells taken are not moves.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3, 1, 4); UctAgent agent = uct(300)) {
            int move = Games.choice(agent, sim, 3);
            SearchResult stats = agent.lastSearch(0).orElseThrow();
            assertEquals(300, stats.simulations());
            assertEquals(300, java.util.Arrays.stream(stats.visits()).sum());
            for (int taken : new int[] {0, 1, 3, 4}) {
                assertEquals(0, stats.visits()[taken]);
                assertTrue(Double.isNaN(stats.values()[taken]));
            }
            assertEquals(2, move);
            assertEquals(move, stats.action(), "the result names the move played");
            assertEquals(1.0, stats.values()[2], 1e-9, "a win at once is worth exactly 1");
            for (int a = 0; a < 9; a++) {
                assertTrue(stats.visits()[a] <= stats.visits()[2], "the chosen move is the most visited");
            }
            assertTrue(agent.lastSearch(1).isEmpty(), "only environment 0 was searched");
        }
    }

    @Test
    void theSameSeedGivesTheSameMoves() {
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 4); UctAgent a = uct(200); UctAgent b = uct(200)) {
            for (long seed = 0; seed < 5; seed++) {
                assertEquals(Games.choice(a, sim, seed), Games.choice(b, sim, seed));
                assertEquals(a.lastSearch(0).orElseThrow().value(), b.lastSearch(0).orElseThrow().value());
            }
        }
    }

    @Test
    void theNextSearchStartsFromTheSubtreeOfThePositionReached() {
        // Empty board: X moves, O replies; the agent then searches the position after both moves.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE); UctAgent agent = uct(2_000)) {
            assertEquals(0, agent.reusedVisits(0), "nothing to reuse before the first search");
            int first = Games.choice(agent, sim, 1);
            int childVisits = agent.lastSearch(0).orElseThrow().visits()[first];
            sim.step(first);
            int reply = Games.choice(agent, sim, 2);
            assertEquals(childVisits, agent.reusedVisits(0), "the search went on from the chosen move's subtree");
            assertEquals(childVisits + 2_000, agent.lastSearch(0).orElseThrow().simulations());
            int grandchildVisits = agent.lastSearch(0).orElseThrow().visits()[reply];
            sim.step(reply);
            Games.choice(agent, sim, 3);
            assertEquals(grandchildVisits, agent.reusedVisits(0));
        }
    }

    @Test
    void aPositionOutsideTheTreeStartsANewOne() {
        try (Simulator searched = Games.after(Games.TIC_TAC_TOE, 4);
                Simulator elsewhere = Games.after(Games.TIC_TAC_TOE, 0);
                UctAgent agent = uct(200)) {
            Games.choice(agent, searched, 1);
            // O to move after X on 0 is a sibling of the searched position, not a descendant.
            Games.choice(agent, elsewhere, 2);
            assertEquals(0, agent.reusedVisits(0));
            assertEquals(200, agent.lastSearch(0).orElseThrow().simulations());
        }
    }

    @Test
    void reuseCanBeTurnedOff() {
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 4);
                UctAgent agent = new UctAgent(Games.TIC_TAC_TOE, Backends.byName("scalar"),
                        new UctAgent.Settings(200, 1.4, 4, 0, false))) {
            Games.choice(agent, sim, 1);
            Games.choice(agent, sim, 2);
            assertEquals(0, agent.reusedVisits(0));
            assertEquals(200, agent.lastSearch(0).orElseThrow().simulations());
        }
    }

    @Test
    void aReusedTreeStillFindsTheOnlyWinningMove() {
        // X on 0 and 1, O on 3: the agent searches O's move; after O plays 4, X wins with 2 (and must).
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3, 1); UctAgent agent = uct(300)) {
            Games.choice(agent, sim, 5);
            sim.step(4);
            assertEquals(2, Games.choice(agent, sim, 6));
            assertTrue(agent.reusedVisits(0) > 0, "O's move 4 was explored, so its subtree is reused");
            assertEquals(1.0, agent.lastSearch(0).orElseThrow().value(), 1e-9, "a win at once is worth exactly 1");
        }
    }
}
