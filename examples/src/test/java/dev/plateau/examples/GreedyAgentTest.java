package dev.plateau.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.examples.GreedyAgent.Score;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.List;
import org.junit.jupiter.api.Test;

class GreedyAgentTest {
    private static final CompiledGame TIC_TAC_TOE = GreedyAgent.ticTacToe();

    @Test
    void takesTheWinningMoveWhateverTheSeed() {
        // X on 0 and 1, O on 3 and 4: X to move completes the top row on 2 (actions are cells, row by row).
        List<Integer> history = List.of(0, 3, 1, 4);
        try (Simulator sim = Simulator.builder(TIC_TAC_TOE).batch(1).build();
                GreedyAgent agent = new GreedyAgent(TIC_TAC_TOE)) {
            history.forEach(sim::step);
            for (long seed = 0; seed < 20; seed++) {
                assertEquals(2, agent.choose(sim, history, seed), "seed " + seed);
            }
            sim.step(2);
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0));
        }
    }

    @Test
    void beatsRandomPlayFarMoreOftenThanRandomPlayDoes() {
        Score greedy = GreedyAgent.match(TIC_TAC_TOE, 400, 11, true);
        Score control = GreedyAgent.match(TIC_TAC_TOE, 400, 11, false);
        for (Score s : List.of(greedy, control)) {
            assertEquals(400, s.wins() + s.losses() + s.draws(), s.toString());
        }
        // Random against random wins a little under half of the games, taking both seats in turn.
        assertTrue(control.winRate() > 0.3 && control.winRate() < 0.55, control.toString());
        assertTrue(greedy.winRate() > control.winRate() + 0.15, greedy + " against " + control);
        assertTrue(greedy.losses() < control.losses(), greedy + " against " + control);
    }

    @Test
    void mainPrintsBothMatches() throws Exception {
        String out = StandardOutput.of(() -> GreedyAgent.main(new String[] {"50"}));
        assertTrue(out.contains("greedy against random, 50 games of Tic-Tac-Toe: won "), out);
        assertTrue(out.contains("random against random, 50 games of Tic-Tac-Toe: won "), out);
    }
}
