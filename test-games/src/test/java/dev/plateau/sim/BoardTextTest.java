package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.testgames.LibraryGames;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A state drawn as text ({@link Simulator#boardText}) and actions by name. */
class BoardTextTest {
    private static Simulator ticTacToe() {
        return Simulator.builder(CompiledGame.compile(LibraryGames.game("tic_tac_toe"))).backend("scalar").batch(1).threads(1).build();
    }

    @Test
    void ticTacToeShowsMarksLettersRowsAndTheMover() {
        try (Simulator sim = ticTacToe()) {
            sim.step(sim.actionOf("a1"));
            sim.step(sim.actionOf("b2"));
            assertEquals("""
                      a b c
                    1 X . .
                    2 . O .
                    3 . . .
                    X to move
                    """, sim.boardText(0));
        }
    }

    @Test
    void aFinishedGameSaysHowItEnded() {
        try (Simulator sim = ticTacToe()) {
            for (String move : new String[] {"a1", "b1", "a2", "b2", "a3"}) {
                sim.step(sim.actionOf(move));
            }
            assertEquals("""
                      a b c
                    1 X O .
                    2 X O .
                    3 X . .
                    X won
                    """, sim.boardText(0));
        }
    }

    @Test
    void drawsAndTheStepLimitAreSaid() {
        try (Simulator sim = ticTacToe()) {
            for (String move : new String[] {"a1", "b1", "c1", "b2", "a2", "a3", "b3", "c2", "c3"}) {
                sim.step(sim.actionOf(move));
            }
            assertEquals("""
                      a b c
                    1 X O X
                    2 X O O
                    3 O X X
                    draw
                    """, sim.boardText(0));
        }
        try (Simulator sim = Simulator.builder(CompiledGame.compile(LibraryGames.game("tic_tac_toe")))
                .backend("scalar").batch(1).threads(1).stepLimit(1).build()) {
            sim.step(sim.actionOf("c3"));
            assertEquals("""
                      a b c
                    1 . . .
                    2 . . .
                    3 . . X
                    stopped at the step limit
                    """, sim.boardText(0));
        }
    }

    @Test
    void hexBoardsAreIndentedSoThatNeighboursLineUp() {
        Map<Integer, Integer> owners = Map.of(0, 1, 7, 2, 11, 1, 18, 2);
        assertEquals("""
                  a b c d e
                1     X . .
                2    . . . .
                3   O . . . X
                4    . . . .
                5     . . O
                O to move
                """, BoardText.of(Topology.of(new Board.Hexagon(5)), c -> BoardText.mark(owners.getOrDefault(c, 0)), "O to move"));
        assertEquals("""
                  a b c
                1 . X .
                2  . . O
                draw
                """, BoardText.of(Topology.of(new Board.HexRectangle(2, 3)), c -> BoardText.mark(c == 1 ? 1 : c == 5 ? 2 : 0), "draw"));
    }

    @Test
    void wideBoardsGiveEveryColumnRoomForItsLetters() {
        String text = BoardText.of(Topology.of(new Board.Rectangle(1, 28)), c -> BoardText.mark(c == 27 ? 1 : 0), "X to move");
        assertEquals("  a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t  u  v  w  x  y  z  aa ab\n"
                + "1 .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  X\n"
                + "X to move\n", text);
    }

    @Test
    void actionsHaveNamesBothWays() {
        CompiledGame reversi = CompiledGame.compile(LibraryGames.game("reversi"));
        assertEquals("pass", reversi.actionName(64));
        assertEquals(64, reversi.actionOf("pass"));
        assertEquals("h8", reversi.actionName(63));
        assertEquals(63, reversi.actionOf("H8"));
        assertThrows(IndexOutOfBoundsException.class, () -> reversi.actionName(65));
        CompiledGame ttt = CompiledGame.compile(LibraryGames.game("tic_tac_toe"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ttt.actionOf("pass"));
        assertEquals("Tic-Tac-Toe has no pass action", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ttt.actionOf("d4"));
        for (int a = 0; a < reversi.actionCount(); a++) {
            assertEquals(a, reversi.actionOf(reversi.actionName(a)));
        }
    }
}
