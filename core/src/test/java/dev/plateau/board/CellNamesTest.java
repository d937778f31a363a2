package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Cell names both ways: {@link Topology#cellName} and {@link Topology#cellOf}. */
class CellNamesTest {
    private static String[] names(Board board) {
        Topology t = Topology.of(board);
        return IntStream.range(0, t.cellCount()).mapToObj(t::cellName).toArray(String[]::new);
    }

    @Test
    void gridBoardsNameColumnsByLetterAndRowsFromTheTop() {
        String[] c4 = names(new Board.Rectangle(6, 7));
        assertEquals(List.of("a1", "g1", "a2", "d6", "g6"), List.of(c4[0], c4[6], c4[7], c4[38], c4[41]));
        String[] hex = names(new Board.HexRectangle(3, 5));
        assertEquals(List.of("a1", "e1", "a2", "e3"), List.of(hex[0], hex[4], hex[5], hex[14]));
    }

    @Test
    void theHexagonNamesItsDownRightDiagonals() {
        // Radius 2: rows of 3, 4, 5, 4, 3 cells; the middle row (cells 7 … 11) holds a3 … e3.
        String[] n = names(new Board.Hexagon(5));
        assertEquals(List.of("c1", "d1", "e1"), List.of(n[0], n[1], n[2]));
        assertEquals(List.of("b2", "c2", "d2", "e2"), List.of(n[3], n[4], n[5], n[6]));
        assertEquals(List.of("a3", "b3", "c3", "d3", "e3"), List.of(n[7], n[8], n[9], n[10], n[11]));
        assertEquals(List.of("a5", "b5", "c5"), List.of(n[16], n[17], n[18]));
    }

    @Test
    void lettersGoOnAfterZ() {
        assertEquals(List.of("a", "z", "aa", "ab", "az", "ba", "zz", "aaa"),
                IntStream.of(0, 25, 26, 27, 51, 52, 701, 702).mapToObj(Topology::columnLetters).toList());
        String[] wide = names(new Board.Rectangle(2, 30));
        assertEquals(List.of("z1", "aa1", "ad1", "ad2"), List.of(wide[25], wide[26], wide[29], wide[59]));
    }

    /** Boards of every kind and many sizes, including one row, one cell and more than 26 columns. */
    static List<Board> boards() {
        List<Board> boards = new ArrayList<>();
        for (int n = 1; n <= 20; n++) {
            boards.add(new Board.Square(n));
            boards.add(new Board.Rectangle(n, 31 - n));
            boards.add(new Board.HexRectangle(n, (n * 7) % 13 + 1));
            boards.add(new Board.HexRectangle(n, n));
            // (hexagon 37) has more than Board.MAX_CELLS cells.
            if (n <= 18) {
                boards.add(new Board.Hexagon(2 * n - 1));
            }
        }
        boards.add(new Board.Rectangle(1, 40));
        boards.add(new Board.Rectangle(32, 32));
        return boards;
    }

    @Test
    void everyNameIsDistinctAndLeadsBackToItsCell() {
        for (Board board : boards()) {
            Topology t = Topology.of(board);
            Set<String> seen = new HashSet<>();
            for (int c = 0; c < t.cellCount(); c++) {
                String name = t.cellName(c);
                assertTrue(name.matches("[a-z]+[1-9][0-9]*"), board + ": " + name);
                assertTrue(seen.add(name), board + ": two cells named " + name);
                assertEquals(c, t.cellOf(name), board + ": " + name);
                assertEquals(c, t.cellOf(name.toUpperCase()), board + ": " + name.toUpperCase());
                assertEquals(t.row(c) + 1, Integer.parseInt(name.replaceAll("[a-z]", "")), board + ": " + name);
            }
        }
    }

    @Test
    void neighboursAlongAColumnKeepTheirLetter() {
        for (Board board : boards()) {
            Topology t = Topology.of(board);
            var down = board.isHex() ? dev.plateau.rules.Direction.DOWN_RIGHT : dev.plateau.rules.Direction.DOWN;
            for (int c = 0; c < t.cellCount(); c++) {
                int below = t.neighbour(c, down);
                if (below >= 0) {
                    assertEquals(t.cellName(c).replaceAll("[0-9]", ""), t.cellName(below).replaceAll("[0-9]", ""),
                            board + ": " + t.cellName(c) + " and " + t.cellName(below));
                }
            }
        }
    }

    @Test
    void aNameThatIsNoCellIsRefusedWithTheNameAndTheBoard() {
        Topology t = Topology.of(new Board.Square(3));
        for (String bad : List.of("d1", "a4", "a0", "z9", "", "1a", "a01", "pass")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.cellOf(bad));
            assertTrue(e.getMessage().contains("`" + bad + "`") && e.getMessage().contains("(square 3)"),
                    e.getMessage());
        }
        // On the hexagon the corners of the grid are no cells: a1 is off the board of radius 2.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Topology.of(new Board.Hexagon(5)).cellOf("a1"));
        assertTrue(e.getMessage().contains("(hexagon 5)"), e.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> t.cellName(9));
        assertThrows(IndexOutOfBoundsException.class, () -> t.cellName(-1));
    }
}
