package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellNamesTest {
    @Test
    void gridBoardsNameColumnsByLetterAndRowsFromTheTop() {
        String[] c4 = CellNames.of(Topology.of(new Board.Rectangle(6, 7)));
        assertEquals(List.of("a1", "g1", "a2", "d6", "g6"), List.of(c4[0], c4[6], c4[7], c4[38], c4[41]));
        String[] hex = CellNames.of(Topology.of(new Board.HexRectangle(3, 5)));
        assertEquals(List.of("a1", "e1", "a2", "e3"), List.of(hex[0], hex[4], hex[5], hex[14]));
    }

    @Test
    void theHexagonNamesItsDownRightDiagonals() {
        // Radius 2: rows of 3, 4, 5, 4, 3 cells; the middle row (cells 7 … 11) holds a3 … e3.
        String[] n = CellNames.of(Topology.of(new Board.Hexagon(5)));
        assertEquals(List.of("c1", "d1", "e1"), List.of(n[0], n[1], n[2]));
        assertEquals(List.of("b2", "c2", "d2", "e2"), List.of(n[3], n[4], n[5], n[6]));
        assertEquals(List.of("a3", "b3", "c3", "d3", "e3"), List.of(n[7], n[8], n[9], n[10], n[11]));
        assertEquals(List.of("a5", "b5", "c5"), List.of(n[16], n[17], n[18]));
    }

    @Test
    void lettersGoOnAfterZ() {
        assertEquals(List.of("a", "z", "aa", "ab", "az", "ba", "zz", "aaa"),
                List.of(CellNames.letters(0), CellNames.letters(25), CellNames.letters(26), CellNames.letters(27),
                        CellNames.letters(51), CellNames.letters(52), CellNames.letters(701), CellNames.letters(702)));
    }
}
