package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.board.Symmetry;
import dev.plateau.sim.CompiledGame;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameSymmetriesTest {
    @Test
    void ticTacToeKeepsAllEightSymmetriesOfTheSquare() {
        assertEquals(8, GameSymmetries.verified(Games.read("tic_tac_toe.ldx"), 32, 1).size());
    }

    @Test
    void connectFourKeepsOnlyTheMirrorInItsVerticalAxis() {
        // Stones fall down: a vertical flip or a half turn breaks the rules; the left-right mirror does not.
        CompiledGame game = Games.read("connect_four.ldx");
        List<Symmetry> kept = GameSymmetries.verified(game, 32, 1);
        assertEquals(2, kept.size(), kept.toString());
        Symmetry mirror = kept.get(1);
        int bottomLeft = game.topology().cellAtGrid(game.topology().gridHeight() - 1, 0);
        int bottomRight = game.topology().cellAtGrid(game.topology().gridHeight() - 1, game.topology().gridWidth() - 1);
        assertEquals(bottomRight, mirror.apply(bottomLeft));
    }

    @Test
    void hexKeepsTheHalfTurnButNotTheDiagonalMirrorsThatSwapThePlayersEdges() {
        CompiledGame game = Games.hex(5);
        assertEquals(4, game.topology().symmetries().size());
        List<Symmetry> kept = GameSymmetries.verified(game, 32, 1);
        assertEquals(2, kept.size(), kept.toString());
        assertTrue(kept.getFirst().isIdentity());
        int m = game.topology().cellCount();
        assertEquals(m - 1, kept.get(1).apply(0), "the half turn maps the first cell to the last");
    }

    @Test
    void breakthroughKeepsItsMirrorWithRelativeDirections() {
        // Pawns move forward: the left-right mirror keeps the rules, a half turn does not.
        CompiledGame game = Games.read("breakthrough.ldx", java.util.Map.of("size", 6));
        assertEquals(2, GameSymmetries.verified(game, 16, 1).size());
    }

    @Test
    void tablutKeepsAllEightSymmetriesOfTheSquare() {
        assertEquals(8, GameSymmetries.verified(Games.read("tablut.ldx"), 8, 1).size());
    }
}
