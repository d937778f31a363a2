package dev.plateau.sim;

import static dev.plateau.sim.RulePosition.legalMoves;
import static dev.plateau.sim.RulePosition.move;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Player;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@code games/english_draughts.ldx} (conformance/README.md, english_draughts), each on
 * a position made for it: the library's rules with another start. Cells count row by row from the
 * top-left (a1 = 0); P1 moves up, so its man on cell c steps to c − 9 or c − 7 and hops to c − 18 or
 * c − 14.
 */
class DraughtsRulesTest {
    /** The library's draughts with these pieces at the start; P1 moves first. */
    private static Simulator position(int[] p1Men, int[] p1Kings, int[] p2Men, int[] p2Kings) {
        return RulePosition.of("english_draughts").with(Player.P1, "man", p1Men).with(Player.P1, "king", p1Kings)
                .with(Player.P2, "man", p2Men).with(Player.P2, "king", p2Kings).simulator();
    }

    private static int[] cells(int... cells) {
        return cells;
    }

    @Test
    void aPlayerWhoCanCaptureMustCapture() {
        // P1's man on 42 can hop over P2's man on 33 to 24; its man on 46 could step, but may not.
        try (Simulator sim = position(cells(42, 46), cells(), cells(33, 7), cells())) {
            assertEquals(Set.of(List.of(42, 24)), legalMoves(sim));
        }
    }

    @Test
    void withoutACaptureEveryStepIsLegal() {
        try (Simulator sim = position(cells(42, 46), cells(), cells(7), cells())) {
            assertEquals(Set.of(List.of(42, 33), List.of(42, 35), List.of(46, 37), List.of(46, 39)), legalMoves(sim));
        }
    }

    @Test
    void aManThatHasCapturedCapturesAgainWithTheSamePieceOnly() {
        // 56 hops over 49 to 42, then over 35 to 28; the man on 62 could step but waits.
        try (Simulator sim = position(cells(56, 62), cells(), cells(49, 35, 7), cells())) {
            sim.step(move(sim, 56, 42));
            assertEquals(0, sim.currentPlayer(0), "the chain keeps the turn");
            assertEquals(0, sim.cell(0, 49), "the jumped man is removed at once");
            assertEquals(Set.of(List.of(42, 28)), legalMoves(sim));
            sim.step(move(sim, 42, 28));
            assertEquals(0, sim.cell(0, 35));
            assertEquals(1, sim.currentPlayer(0), "no further capture: the turn passes");
            assertEquals(2, sim.stepCount(0), "each hop of the chain is a step");
            assertFalse(sim.terminated(0));
        }
    }

    @Test
    void aChainOfThreeHopsMayTurnEitherWay() {
        // 56 → 42 over 49; from 42 two continuations: over 33 to 24 or over 35 to 28; then 24 → 10 over 17.
        try (Simulator sim = position(cells(56), cells(), cells(49, 33, 35, 17, 7), cells())) {
            sim.step(move(sim, 56, 42));
            assertEquals(Set.of(List.of(42, 24), List.of(42, 28)), legalMoves(sim));
            sim.step(move(sim, 42, 24));
            assertEquals(0, sim.currentPlayer(0));
            assertEquals(Set.of(List.of(24, 10)), legalMoves(sim));
            sim.step(move(sim, 24, 10));
            assertEquals(1, sim.currentPlayer(0));
            assertEquals(2, sim.cell(0, 35), "the branch not taken keeps its man");
        }
    }

    @Test
    void aManCrownedByACaptureEndsTheTurnThere() {
        // 21 hops over 12 to 3 and is crowned; as a king it could hop on over 10 to 17, but the turn ends.
        try (Simulator sim = position(cells(21), cells(), cells(12, 10, 47), cells())) {
            sim.step(move(sim, 21, 3));
            assertEquals("king", sim.piece(0, 3));
            assertEquals(1, sim.currentPlayer(0), "promotion ends the turn");
            assertEquals(2, sim.cell(0, 10));
        }
    }

    @Test
    void aKingCapturesBackwardsAndGoesOnCapturing() {
        // P1's king on 28 hops down over 37 to 46, then down over 53 to 60, which a man could not.
        try (Simulator sim = position(cells(), cells(28), cells(37, 53, 7), cells())) {
            assertEquals(Set.of(List.of(28, 46)), legalMoves(sim));
            sim.step(move(sim, 28, 46));
            assertEquals(Set.of(List.of(46, 60)), legalMoves(sim));
            sim.step(move(sim, 46, 60));
            assertEquals("king", sim.piece(0, 60), "a king that reaches a back row stays a king");
            assertEquals(1, sim.currentPlayer(0));
        }
    }

    @Test
    void aKingStepsInAllFourDiagonals() {
        try (Simulator sim = position(cells(), cells(28), cells(7), cells())) {
            Set<Integer> to = new TreeSet<>();
            legalMoves(sim).forEach(m -> to.add(m.get(1)));
            assertEquals(Set.of(19, 21, 35, 37), to);
        }
    }

    @Test
    void aPlayerWithoutAMoveLoses() {
        // P2's only man, on 48, is blocked by P1's man on 57 (a hop would leave the board); P1 steps 62 → 53.
        try (Simulator sim = position(cells(57, 62), cells(), cells(48), cells())) {
            sim.step(move(sim, 62, 53));
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0), "P1 wins: P2 cannot move");
        }
    }

    @Test
    void capturingTheLastPieceWins() {
        try (Simulator sim = position(cells(42), cells(), cells(33), cells())) {
            sim.step(move(sim, 42, 24));
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.winner(0));
        }
    }
}
