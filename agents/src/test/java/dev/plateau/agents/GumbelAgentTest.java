package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.SequentialHalving.Phase;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.GameState;
import dev.plateau.sim.Simulator;
import java.util.List;
import org.junit.jupiter.api.Test;

class GumbelAgentTest {
    private static GumbelAgent gumbel(CompiledGame game, int simulations) {
        return new GumbelAgent(game, Backends.byName("scalar"), new GumbelAgent.Settings(simulations, 16, 50, 1.0),
                new RolloutEvaluator(game, Backends.byName("scalar"), 4));
    }

    @Test
    void sequentialHalvingSpendsTheBudgetInPhases() {
        // m = 16, n = 32: 4 phases planned; 16 actions × max(1, 32/64) = 16, 8 × max(1, 32/32) = 8,
        // 4 × 32/16 = 2 visits each = 8: the budget ends there.
        assertEquals(List.of(new Phase(16, 1, 16), new Phase(8, 1, 8), new Phase(4, 2, 8)),
                SequentialHalving.schedule(16, 32));
        // m = 4, n = 20: 2 phases; 4 × 20/8 = 2 visits, 2 × 20/4 = 5 visits; 2 simulations left go on with 2 actions.
        assertEquals(List.of(new Phase(4, 2, 8), new Phase(2, 5, 10), new Phase(2, 5, 2)),
                SequentialHalving.schedule(4, 20));
        // m = 3, n = 12: ⌈log2 3⌉ = 2 phases; 3 × 12/6 = 2 visits, then max(2, 3/2) = 2 actions × 12/4 = 3 visits.
        assertEquals(List.of(new Phase(3, 2, 6), new Phase(2, 3, 6)), SequentialHalving.schedule(3, 12));
        // Fewer simulations than actions: the first phase is cut short.
        assertEquals(List.of(new Phase(8, 1, 5)), SequentialHalving.schedule(8, 5));
        assertEquals(List.of(new Phase(1, 7, 7)), SequentialHalving.schedule(1, 7));
    }

    @Test
    void takesTheOnlyWinningMoveInTicTacToe() {
        // X on 0 and 1, O on 3 and 4: X wins with 2 (and must, or O wins with 5).
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3, 1, 4);
                GumbelAgent agent = gumbel(Games.TIC_TAC_TOE, 16)) {
            for (long seed = 0; seed < 5; seed++) {
                assertEquals(2, Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void lastSearchShowsWhereTheSimulationsWent() {
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 3, 1, 4);
                GumbelAgent agent = gumbel(Games.TIC_TAC_TOE, 32)) {
            assertTrue(agent.lastSearch(0).isEmpty(), "no search yet");
            int move = Games.choice(agent, sim, 7);
            SearchResult stats = agent.lastSearch(0).orElseThrow();
            assertEquals(32, stats.simulations());
            assertEquals(32, java.util.Arrays.stream(stats.visits()).sum(), "every simulation starts at a root action");
            for (int occupied : new int[] {0, 1, 3, 4}) {
                assertEquals(0, stats.visits()[occupied]);
                assertTrue(Double.isNaN(stats.values()[occupied]));
            }
            assertEquals(2, move);
            assertEquals(move, stats.action(), "the result names the move played");
            assertEquals(1.0, stats.values()[2], 1e-9, "the winning move is a sure win for the mover");
            for (int a = 0; a < 9; a++) {
                assertTrue(stats.visits()[a] <= stats.visits()[2], "the move played is among the most visited");
            }
        }
    }

    @Test
    void takesTheOnlyWinningMoveInConnectFour() {
        // P1 on the bottom of columns 0, 1 and 2, P2 on top of 0 and 1 and in column 6: column 3 wins.
        try (Simulator sim = Games.connectFour(0, 0, 1, 1, 2, 6); GumbelAgent agent = gumbel(Games.CONNECT_FOUR, 32)) {
            int win = Games.column(sim, 3);
            for (long seed = 0; seed < 5; seed++) {
                assertEquals(win, Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void searchesTheActiveGamesOfABatchTogether() {
        // Environment 0: X on 0 and 1, O on 3 and 4, X wins with 2 (only). Environment 1: X on 3 and 4, O on 0
        // and 1: X wins with 5 at once or with 2 by a fork. Environment 2 is not active.
        try (Simulator sim = Simulator.builder(Games.TIC_TAC_TOE).batch(3).backend("scalar").threads(1).build();
                GumbelAgent agent = gumbel(Games.TIC_TAC_TOE, 16)) {
            int[][] moves = {{0, 3, 1, 4}, {3, 0, 4, 1}};
            for (int ply = 0; ply < 4; ply++) {
                sim.step(new int[] {moves[0][ply], moves[1][ply], 0}, new boolean[] {true, true, false});
            }
            int[] out = {-1, -1, -1};
            agent.chooseActions(sim, new boolean[] {true, true, false}, 3, out);
            assertEquals(2, out[0]);
            try (Simulator one = Games.after(Games.TIC_TAC_TOE, moves[1])) {
                assertEquals(List.of(2, 5), Negamax.bestMoves(one, one.save(0)));
            }
            assertTrue(out[1] == 2 || out[1] == 5, "Gumbel chose " + out[1] + " in environment 1");
            assertEquals(-1, out[2]);
            assertThrows(IllegalStateException.class, () -> agent.improvedPolicy(2));
        }
    }

    @Test
    void theImprovedPolicyPutsMostMassOnWinningMoves() {
        // X in a corner, O in the opposite one, X to move: only the two other corners win (by a fork two
        // moves later); the centre and the edges draw. Exact value +1.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 0, 8);
                GumbelAgent agent = gumbel(Games.TIC_TAC_TOE, 64)) {
            GameState position = sim.save(0);
            assertEquals(1, Negamax.value(sim, position), "the test's position must be a forced win");
            List<Integer> best = Negamax.bestMoves(sim, position);
            assertEquals(List.of(2, 6), best);
            for (long seed = 0; seed < 4; seed++) {
                int move = Games.choice(agent, sim, seed);
                assertTrue(best.contains(move), "Gumbel chose " + move + ", the winning moves are " + best);
                double[] policy = agent.improvedPolicy(0);
                double total = 0;
                double winning = 0;
                for (int a = 0; a < policy.length; a++) {
                    total += policy[a];
                    winning += best.contains(a) ? policy[a] : 0;
                    assertTrue(policy[a] == 0 || sim.isLegal(0, a), "mass on the illegal action " + a);
                }
                assertEquals(1.0, total, 1e-9);
                assertTrue(winning > 0.5, "the winning moves " + best + " have " + winning + " of the policy");
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameMovesAndPolicies() {
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE, 4);
                GumbelAgent a = gumbel(Games.TIC_TAC_TOE, 32);
                GumbelAgent b = gumbel(Games.TIC_TAC_TOE, 32)) {
            for (long seed = 0; seed < 5; seed++) {
                assertEquals(Games.choice(a, sim, seed), Games.choice(b, sim, seed));
                assertArrayEquals(a.improvedPolicy(0), b.improvedPolicy(0));
            }
            assertThrows(IllegalStateException.class, () -> a.improvedPolicy(1));
        }
    }

    @Test
    void parsesItsSpec() {
        AgentSpec spec = AgentSpec.parse("gumbel:sims=32,m=4,rollouts=2");
        assertEquals(new GumbelAgent.Settings(32, 4, 50, 1.0), spec.gumbel());
        assertEquals(2, spec.gumbelRollouts());
        assertEquals(GumbelAgent.Settings.DEFAULT, AgentSpec.parse("gumbel").gumbel());
        assertEquals(new GumbelAgent.Settings(32, 16, 50, 0.1), AgentSpec.parse("gumbel:sims=32,c=0.1").gumbel());
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("gumbel:c=-1"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("gumbel:depth=1"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("gumbel:m=0"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("gumbel:rollouts=0"));
    }
}
