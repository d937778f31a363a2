package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.testgames.LibraryGames;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Perft} on library games against counts known without Plateau: published figures, and for
 * Tic-Tac-Toe a brute force written here.
 */
class PerftTest {
    private static Simulator open(String stem, int batch) {
        return Simulator.builder(LibraryGames.compiled(stem)).backend("scalar").batch(batch).threads(1).build();
    }

    private static long[] counts(String stem, Perft.Unit unit, int depth) {
        try (Simulator sim = open(stem, 256)) {
            Perft perft = new Perft(sim, unit);
            GameState start = perft.start();
            long[] counts = new long[depth];
            for (int d = 1; d <= depth; d++) {
                counts[d - 1] = perft.count(start, d);
            }
            return counts;
        }
    }

    /** The nodes at each depth of Tic-Tac-Toe's tree, games won before it not expanded. */
    private static void ticTacToe(int[] board, int mover, int depth, long[] counts) {
        for (int cell = 0; cell < 9; cell++) {
            if (board[cell] != 0) {
                continue;
            }
            board[cell] = mover;
            counts[depth]++;
            if (!won(board, mover) && depth + 1 < counts.length) {
                ticTacToe(board, 3 - mover, depth + 1, counts);
            }
            board[cell] = 0;
        }
    }

    private static boolean won(int[] b, int p) {
        int[][] lines = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (int[] l : lines) {
            if (b[l[0]] == p && b[l[1]] == p && b[l[2]] == p) {
                return true;
            }
        }
        return false;
    }

    @Test
    void ticTacToeMatchesABruteForce() {
        long[] expected = new long[9];
        ticTacToe(new int[9], 1, 0, expected);
        assertEquals(List.of(9L, 72L, 504L, 3_024L, 15_120L, 54_720L, 148_176L, 200_448L, 127_872L),
                Arrays.stream(expected).boxed().toList(), "the brute force itself");
        assertEquals(Arrays.toString(expected),
                Arrays.toString(counts("tic_tac_toe", Perft.Unit.TURNS, 9)));
    }

    @Test
    void connectFourFillsNoColumnBeforeDepthSeven() {
        // 7^d, less at depth 7 the 7 sequences that play all seven into one column of six.
        assertEquals("[7, 49, 343, 2401, 16807, 117649, 823536]",
                Arrays.toString(counts("connect_four", Perft.Unit.TURNS, 7)));
    }

    @Test
    void breakthroughMatchesThePublishedCounts() {
        assertEquals("[22, 484]", Arrays.toString(counts("breakthrough", Perft.Unit.TURNS, 2)));
    }

    @Test
    void englishDraughtsCountsEachCaptureChainAsOneMove() {
        // The published counts from the start position, a whole chain one move (issue 26).
        assertEquals("[7, 49, 302, 1469, 7361, 36768]",
                Arrays.toString(counts("english_draughts", Perft.Unit.TURNS, 6)));
    }

    @Test
    void nineMensMorrisPlacesOnAnyEmptyPointFirst() {
        // No mill before ply 5: 24 · 23 · 22 · 21 placements (the simd backend's MorrisPerftTest goes on).
        assertEquals("[24, 552, 12144, 255024]", Arrays.toString(counts("nine_mens_morris", Perft.Unit.TURNS, 4)));
    }

    @Test
    void amazonsCountsAMoveAndItsShotAsOneTurn() {
        // 2,176 first turns (published); as decisions, the queen moves first, then their shots.
        assertEquals("[2176]", Arrays.toString(counts("amazons", Perft.Unit.TURNS, 1)));
        long[] decisions = counts("amazons", Perft.Unit.DECISIONS, 2);
        assertTrue(decisions[0] > 0 && decisions[0] < 2176, "queen moves: " + decisions[0]);
        assertEquals(2176, decisions[1]);
    }

    @Test
    void theDivideSumsToTheCountAndNamesEveryFirstMove() {
        for (String stem : List.of("tic_tac_toe", "breakthrough", "amazons", "reversi")) {
            try (Simulator sim = open(stem, 64)) {
                for (Perft.Unit unit : Perft.Unit.values()) {
                    Perft perft = new Perft(sim, unit);
                    GameState start = perft.start();
                    int depth = stem.equals("amazons") ? 1 : 3;
                    Perft.Count count = perft.run(start, depth, true);
                    long sum = count.divide().values().stream().mapToLong(Long::longValue).sum();
                    assertEquals(count.leaves(), sum, stem + " " + unit);
                    assertEquals(perft.count(start, depth), count.leaves(), stem + " " + unit);
                    assertEquals(perft.count(start, 1), count.divide().size(), stem + " " + unit);
                    for (String move : count.divide().keySet()) {
                        for (String decision : move.split(" ")) {
                            sim.game().actions().parse(decision);
                        }
                    }
                }
            }
        }
    }

    @Test
    void turnsAndDecisionsAgreeWhereEveryTurnIsOneDecision() {
        for (String stem : List.of("tic_tac_toe", "breakthrough", "reversi", "connect6", "hex")) {
            assertEquals(Arrays.toString(counts(stem, Perft.Unit.DECISIONS, 3)),
                    Arrays.toString(counts(stem, Perft.Unit.TURNS, 3)), stem);
        }
    }

    @Test
    void aBatchOfOneCountsWhatALargeBatchCounts() {
        try (Simulator one = open("breakthrough", 1)) {
            Perft perft = new Perft(one, Perft.Unit.TURNS);
            assertEquals(counts("breakthrough", Perft.Unit.TURNS, 3)[2], perft.count(perft.start(), 3));
        }
    }

    @Test
    void theDepthIsCheckedBeforeWork() {
        try (Simulator sim = open("tic_tac_toe", 4)) {
            Perft perft = new Perft(sim, Perft.Unit.TURNS);
            GameState start = perft.start();
            assertEquals(1, perft.count(start, 0));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> perft.count(start, Perft.MAX_DEPTH + 1));
            assertEquals("the perft depth must be in 0 … " + Perft.MAX_DEPTH + ", not " + (Perft.MAX_DEPTH + 1),
                    e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> perft.count(start, -1));
        }
    }
}
