package dev.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The measures of {@link Evaluation} against what is known of the games, without Spark. */
class EvaluationTest {
    private static Evaluation.Row ticTacToe(int games, int duelGames, int block) throws IOException {
        GameSource game = GameSource.read(LibraryGames.file("tic_tac_toe"), Map.of());
        Evaluation e = new Evaluation(List.of(new Evaluation.Cell(game, Map.of())), games, duelGames, block,
                "uct:sims=200", "random", "scalar", 10_000, 11);
        return LocalRun.evaluate(e, 2, null).getFirst();
    }

    @Test
    void randomTicTacToeHasItsKnownOutcomesLengthAndBranching() throws IOException {
        // Uniformly random Tic-Tac-Toe: P1 wins 737/1260 ≈ 58.5 %, P2 28.8 %, draws 12.7 % of games.
        Evaluation.Row r = ticTacToe(4000, 0, 256);
        assertEquals(4000, r.games());
        assertEquals(0.585, (double) r.p1Wins() / r.games(), 0.03);
        assertEquals(0.288, (double) r.p2Wins() / r.games(), 0.03);
        assertEquals(0.127, (double) r.draws() / r.games(), 0.02);
        // A game lasts 5 to 9 moves, with 9 − k legal moves before move k.
        assertTrue(r.meanLength() > 7 && r.meanLength() < 8.5, "mean length " + r.meanLength());
        assertTrue(r.branching() > 5 && r.branching() < 7, "branching " + r.branching());
        assertEquals("", r.csvRow().split(",", -1)[14], "no duels, no decisiveness");
    }

    @Test
    void searchBeatsRandomAtTicTacToeMostOfTheTime() throws IOException {
        Evaluation.Row r = ticTacToe(8, 10, 4);
        assertEquals(20, r.duelGames(), "ten games in each seat");
        assertTrue(r.strongWins() >= 14, "UCT-200 won " + r.strongWins() + " of 20");
    }

    @Test
    void theBlockSizeLeavesTheCountsWhole() throws IOException {
        assertEquals(37, ticTacToe(37, 0, 5).games());
    }

    @Test
    void wilsonIntervalsHaveTheirTextbookValues() {
        double[] ci = Evaluation.wilson(5, 10);
        assertEquals(0.2366, ci[0], 1e-4);
        assertEquals(0.7634, ci[1], 1e-4);
        assertEquals(0, Evaluation.wilson(0, 10)[0]);
    }

    @Test
    void badCountsAreRefusedBeforeAnyWork() throws IOException {
        GameSource game = GameSource.read(LibraryGames.file("tic_tac_toe"), Map.of());
        List<Evaluation.Cell> one = List.of(new Evaluation.Cell(game, Map.of()));
        assertThrows(IllegalArgumentException.class,
                () -> new Evaluation(one, 0, 0, 1, "uct", "random", "scalar", 100, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new Evaluation(List.of(), 1, 0, 1, "uct", "random", "scalar", 100, 1));
    }
}
