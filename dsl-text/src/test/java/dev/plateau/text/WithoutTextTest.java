package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.GameException;
import dev.plateau.rules.Board;
import dev.plateau.rules.Game;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code (board SHAPE (without (i…)))} (docs/language.md, {@code without}) read, written and refused. */
class WithoutTextTest {
    private static String game(String board) {
        return "(game \"t\" (players 2) (equipment (board " + board + "))\n"
                + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))))";
    }

    @Test
    void removedCellsAreReadAndWrittenBack() {
        Game g = LdxReader.read("t.ldx", game("(square 7) (without (48 0 1))")).game();
        assertEquals(new Board.Square(7, List.of(0, 1, 48)), g.board());
        assertEquals(46, g.board().cellCount());
        String written = LdxWriter.write(g);
        assertTrue(written.contains("(board (square 7) (without (0 1 48)))"), written);
        assertEquals(g, LdxReader.read("w.ldx", written).game());
        assertEquals(new Board.HexRectangle(3, 3, List.of(4)),
                LdxReader.read("t.ldx", game("(hex_rectangle 3 3) (without (4))")).game().board());
    }

    @Test
    void aBadRemovalIsAnErrorAtTheBoard() {
        GameException outside = assertThrows(GameException.class,
                () -> LdxReader.read("t.ldx", game("(square 7) (without (0 49))")));
        assertTrue(outside.getMessage().contains("t.ldx:1:41: `(square 7) (without (0 49))`: cell 49 is not on"
                + " `(square 7)`, which has cells 0 … 48"), outside.getMessage());
        GameException hexagon = assertThrows(GameException.class,
                () -> LdxReader.read("t.ldx", game("(hexagon 5) (without (0))")));
        assertTrue(hexagon.getMessage().contains("`(without …)` removes cells from `square`, `rectangle` and"
                + " `hex_rectangle` boards, not from a `hexagon`"), hexagon.getMessage());
        GameException empty = assertThrows(GameException.class,
                () -> LdxReader.read("t.ldx", game("(square 7) (without ())")));
        assertTrue(empty.getMessage().contains("expected a cell index in the list of removed cells, found `)`"),
                empty.getMessage());
    }
}
