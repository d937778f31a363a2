package dev.plateau.properties.foxandgeese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code games/fox_and_geese.ldx} against {@link FoxAndGeeseReference}, written from the rules
 * alone: random games played by both with the same moves, the legal moves, the positions, the
 * player to move and the result compared at every move.
 */
class FoxAndGeeseReferenceTest {
    /** The grid square of each of the library game's cells: the points of the cross, row by row. */
    private static final int[] SQUARE = squares();

    private static int[] squares() {
        int[] out = new int[33];
        int cell = 0;
        for (int s = 0; s < 49; s++) {
            if (FoxAndGeeseReference.onCross(s / 7, s % 7)) {
                out[cell++] = s;
            }
        }
        return out;
    }

    private static int cellOf(int square) {
        for (int c = 0; c < SQUARE.length; c++) {
            if (SQUARE[c] == square) {
                return c;
            }
        }
        throw new AssertionError("square " + square + " is not on the cross");
    }

    /** The simulator's position on the reference's grid. */
    private static int[] board(Simulator sim) {
        int[] b = new int[49];
        for (int c = 0; c < SQUARE.length; c++) {
            b[SQUARE[c]] = sim.cell(0, c);
        }
        return b;
    }

    /** The legal moves as from · 49 + to, on the grid. */
    private static TreeSet<Integer> legal(Simulator sim) {
        TreeSet<Integer> out = new TreeSet<>();
        Player mover = Player.of(sim.currentPlayer(0));
        for (int a : sim.legalActions(0)) {
            out.add(SQUARE[sim.game().origin(a)] * 49 + SQUARE[sim.game().destination(a, mover)]);
        }
        return out;
    }

    @Test
    void randomGamesFollowTheRules() {
        CompiledGame game = LibraryGames.compiled("fox_and_geese");
        int[] endings = new int[3];
        int jumpsOn = 0;
        for (long seed = 0; seed < 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            FoxAndGeeseReference ref = FoxAndGeeseReference.start();
            try (Simulator sim = Simulator.builder(game).backend("scalar").batch(1).threads(1).build()) {
                assertEquals(java.util.Arrays.toString(ref.board), java.util.Arrays.toString(board(sim)), "the start");
                while (ref.winner == FoxAndGeeseReference.PLAYING) {
                    String at = "seed " + seed + ", move " + ref.moves + ": ";
                    assertFalse(sim.terminated(0) || sim.truncated(0), at + "Plateau ended the game, the rules go on");
                    assertEquals(ref.toMove, sim.currentPlayer(0), at + "the player to move");
                    List<int[]> moves = ref.legal();
                    TreeSet<Integer> expected = new TreeSet<>();
                    moves.forEach(m -> expected.add(m[0] * 49 + m[1]));
                    assertEquals(expected, legal(sim), at + "the legal moves\n" + sim.boardText(0));
                    int[] m = moves.get(random.nextInt(moves.size()));
                    int action = sim.game().moveAction(cellOf(m[0]), cellOf(m[1]), Player.of(ref.toMove));
                    jumpsOn += ref.jumpingFrom >= 0 ? 1 : 0;
                    ref.play(m[0], m[1]);
                    sim.step(action);
                    assertEquals(java.util.Arrays.toString(ref.board), java.util.Arrays.toString(board(sim)),
                            at + "the position after " + sim.game().actionName(action));
                }
                assertTrue(sim.terminated(0), "seed " + seed + ": the rules ended the game, Plateau goes on");
                assertEquals(ref.winner, sim.winner(0), "seed " + seed + ": the winner");
                endings[ref.winner + 1]++;
            }
        }
        // Random geese almost never trap the fox (FoxAndGeeseRulesTest builds their win by hand).
        assertTrue(endings[0] > 0 && endings[2] > 0, "the fox wins some random games and some are drawn (draws, geese, fox): "
                + java.util.Arrays.toString(endings));
        assertTrue(jumpsOn > 0, "some fox jumped on in the same turn");
    }
}
