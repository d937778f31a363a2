package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.RuleException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Grid boards with cells removed (docs/language.md, {@code without}), on the cross of Fox and Geese:
 * the 7 × 7 square without its four 2 × 2 corners.
 */
class RemovedCellsTest {
    private static final List<Integer> CORNERS = List.of(0, 1, 5, 6, 7, 8, 12, 13, 35, 36, 40, 41, 42, 43, 47, 48);
    private static final Topology CROSS = Topology.of(new Board.Square(7, CORNERS));

    @Test
    void theCellsThatRemainAreNumberedRowMajorAndKeepTheirGridBits() {
        assertEquals(33, CROSS.cellCount());
        assertEquals(49, CROSS.bitCount());
        // The table of docs/language.md, `without`: rows of 3, 3, 7, 7, 7, 3, 3 cells.
        assertEquals(0, CROSS.cellAtGrid(0, 2));
        assertEquals(6, CROSS.cellAtGrid(2, 0));
        assertEquals(16, CROSS.cellAtGrid(3, 3));
        assertEquals(32, CROSS.cellAtGrid(6, 4));
        assertEquals(-1, CROSS.cellAtGrid(0, 0));
        assertEquals(-1, CROSS.cellAtGrid(6, 6));
        assertEquals(2, CROSS.bitOf(0));
        assertEquals(44, CROSS.bitOf(30));
        assertEquals(-1, CROSS.cellOfBit(0));
        assertEquals("c1", CROSS.cellName(0));
        assertEquals(6, CROSS.cellOf("a3"));
    }

    @Test
    void aRemovedCellIsNoCellsNeighbour() {
        assertEquals(-1, CROSS.neighbour(0, Direction.LEFT));
        assertEquals(-1, CROSS.neighbour(0, Direction.DOWN_LEFT));
        assertEquals(4, CROSS.neighbour(0, Direction.DOWN_RIGHT));
        assertEquals(-1, CROSS.neighbour(6, Direction.UP));
        assertEquals(8, CROSS.neighbour(3, Direction.DOWN));
        assertEquals(7, CROSS.longestLine(Axis.HORIZONTAL));
        assertEquals(7, CROSS.longestLine(Axis.VERTICAL));
        // Horizontal lines of 4: four in each of the three long rows, none in the short ones.
        assertEquals(12, CROSS.windows(Axis.HORIZONTAL, 4).size());
        for (Direction d : CROSS.directions()) {
            for (int c = 0; c < CROSS.cellCount(); c++) {
                int n = CROSS.neighbour(c, d);
                if (n >= 0) {
                    assertEquals(CROSS.bitShift(d), CROSS.bitOf(n) - CROSS.bitOf(c), d + " from " + c);
                }
            }
        }
    }

    @Test
    void edgesCornersAndCentreAreTheGridsWhereTheyRemain() {
        assertArrayEquals(new int[] {0, 1, 2}, CROSS.edge(Edge.TOP));
        assertArrayEquals(new int[] {30, 31, 32}, CROSS.edge(Edge.BOTTOM));
        assertArrayEquals(new int[] {6, 13, 20}, CROSS.edge(Edge.LEFT));
        assertArrayEquals(new int[] {}, CROSS.corners());
        assertArrayEquals(new int[] {16}, CROSS.center());
        Topology oneGone = Topology.of(new Board.Rectangle(2, 3, List.of(2)));
        assertArrayEquals(new int[] {0, 2, 4}, oneGone.corners());
    }

    @Test
    void symmetriesMapRemovedCellsOntoRemovedCells() {
        assertEquals(8, CROSS.symmetries().size());
        // Without one corner, only the identity and the mirror in the diagonal through it remain.
        assertEquals(2, Topology.of(new Board.Square(3, List.of(0))).symmetries().size());
    }

    @Test
    void badRemovalsAreRefused() {
        RuleException outside = assertThrows(RuleException.class, () -> new Board.Square(7, List.of(0, 49)));
        assertEquals("`(square 7) (without (0 49))`: cell 49 is not on `(square 7)`, which has cells 0 … 48",
                outside.getMessage());
        assertEquals("`(square 2) (without (0 1 2 3))`: every cell is removed; a board needs at least one",
                assertThrows(RuleException.class, () -> new Board.Square(2, List.of(0, 1, 2, 3))).getMessage());
        assertEquals("`(rectangle 2 3) (without (1 1))`: cell 1 is removed twice",
                assertThrows(RuleException.class, () -> new Board.Rectangle(2, 3, List.of(1, 1))).getMessage());
        assertEquals("(square 7) (without (0 1 5 6 7 8 12 13 35 36 40 41 42 43 47 48))", CROSS.board().text());
    }
}
