package dev.plateau.sim;

import static dev.plateau.sim.RulePosition.legalMoves;
import static dev.plateau.sim.RulePosition.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Player;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@code games/fox_and_geese.ldx}, each on a position made for it: the library's rules
 * with another start. The geese (P1) move first. The 33 cells of the cross count row by row:
 *
 * <pre>
 *       0  1  2
 *       3  4  5
 *  6  7  8  9 10 11 12
 * 13 14 15 16 17 18 19
 * 20 21 22 23 24 25 26
 *      27 28 29
 *      30 31 32
 * </pre>
 */
class FoxAndGeeseRulesTest {
    private static final int P1 = 0;
    private static final int P2 = 1;

    /** The library's Fox and Geese with these geese and this fox at the start. */
    private static Simulator position(int[] geese, int fox) {
        return RulePosition.of("fox_and_geese").with(Player.P1, "goose", geese).with(Player.P2, "fox", fox).simulator();
    }

    private static int[] geese(int... cells) {
        return cells;
    }

    @Test
    void aGooseStepsUpOrSidewaysOnly() {
        try (Simulator sim = position(geese(23), 0)) {
            assertEquals(Set.of(List.of(23, 16), List.of(23, 22), List.of(23, 24)), legalMoves(sim));
        }
    }

    @Test
    void theFoxStepsInTheFourOrthogonalDirections() {
        try (Simulator sim = position(geese(30, 31, 32, 26), 16)) {
            sim.step(move(sim, 30, 27));
            assertEquals(Set.of(List.of(16, 9), List.of(16, 15), List.of(16, 17), List.of(16, 23)), legalMoves(sim));
        }
    }

    @Test
    void theFoxMustCaptureByJumpingOverAGoose() {
        // After 20 → 13 the fox on 16 can jump over 23 to 28; its steps to 9, 15 and 17 wait.
        try (Simulator sim = position(geese(20, 23, 30, 31, 32), 16)) {
            sim.step(move(sim, 20, 13));
            assertEquals(Set.of(List.of(16, 28)), legalMoves(sim));
            sim.step(move(sim, 16, 28));
            assertEquals(0, sim.cell(0, 23), "the jumped goose is captured");
            assertEquals(P1, sim.currentPlayer(0), "no further jump from 28: the geese move");
            assertFalse(sim.terminated(0), "four geese are left");
        }
    }

    @Test
    void noJumpLandsOffTheCross() {
        // The goose below the fox on 14 has a removed cell behind it (the cross's corner): no capture.
        try (Simulator sim = position(geese(21, 30, 31, 32), 14)) {
            sim.step(move(sim, 30, 27));
            assertEquals(Set.of(List.of(14, 7), List.of(14, 13), List.of(14, 15)), legalMoves(sim));
        }
    }

    @Test
    void aFoxThatHasCapturedJumpsOnInTheSameTurnAndMayChooseItsWay() {
        // 14 jumps over 15 to 16; from 16 over 17 to 18 or over 9 to 4; the geese's other pieces wait.
        try (Simulator sim = position(geese(15, 17, 9, 30, 31, 32), 14)) {
            sim.step(move(sim, 30, 27));
            assertEquals(Set.of(List.of(14, 16)), legalMoves(sim));
            sim.step(move(sim, 14, 16));
            assertEquals(P2, sim.currentPlayer(0), "the chain keeps the turn");
            assertEquals(0, sim.cell(0, 15));
            assertEquals(Set.of(List.of(16, 18), List.of(16, 4)), legalMoves(sim));
            sim.step(move(sim, 16, 18));
            assertEquals(0, sim.cell(0, 17));
            assertEquals(1, sim.cell(0, 9), "the branch not taken keeps its goose");
            assertEquals(P1, sim.currentPlayer(0), "no jump from 18: the turn passes");
            assertEquals(3, sim.stepCount(0), "each jump is a step");
            assertFalse(sim.terminated(0), "four geese are left");
        }
    }

    @Test
    void theFoxWinsWhenFewerThanFourGeeseRemain() {
        try (Simulator sim = position(geese(15, 30, 31, 32), 14)) {
            sim.step(move(sim, 30, 27));
            sim.step(move(sim, 14, 16));
            assertTrue(sim.terminated(0));
            assertEquals(P2, sim.winner(0));
        }
    }

    @Test
    void theGeeseWinWhenTheFoxCannotMove() {
        // The fox in the corner arm's end, 0: its neighbours 1 and 3 hold geese, and so do 2 and 8 behind them.
        try (Simulator sim = position(geese(1, 2, 3, 15, 30), 0)) {
            sim.step(move(sim, 15, 8));
            assertTrue(sim.terminated(0));
            assertEquals(P1, sim.winner(0));
        }
    }
}
