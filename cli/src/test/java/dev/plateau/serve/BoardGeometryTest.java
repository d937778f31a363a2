package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoardGeometryTest {
    private static final double EPS = 1e-9;

    /** On every board, a cell's neighbours are drawn one unit away (diagonals of squares √2). */
    @Test
    void neighboursAreDrawnNextToEachOther() {
        for (Board board : List.of(new Board.Square(3), new Board.Rectangle(6, 7), new Board.HexRectangle(11, 11),
                new Board.HexRectangle(3, 5), new Board.Hexagon(9), new Board.Hexagon(1))) {
            Topology t = Topology.of(board);
            BoardGeometry g = BoardGeometry.of(t);
            assertEquals(t.cellCount(), g.centres().length);
            for (int c = 0; c < t.cellCount(); c++) {
                double[] p = g.centres()[c];
                assertTrue(p[0] >= 0.5 - EPS && p[0] <= g.width() - 0.5 + EPS, board + " cell " + c + " x");
                assertTrue(p[1] > 0 && p[1] < g.height(), board + " cell " + c + " y");
                for (Direction d : t.directions()) {
                    int n = t.neighbour(c, d);
                    if (n < 0) {
                        continue;
                    }
                    double[] q = g.centres()[n];
                    double dist = Math.hypot(q[0] - p[0], q[1] - p[1]);
                    boolean squareDiagonal = !board.isHex() && d.word().contains("_");
                    assertEquals(squareDiagonal ? Math.sqrt(2) : 1.0, dist, 1e-9, board + " " + c + " " + d);
                }
            }
        }
    }

    @Test
    void theHexRhombusShiftsEachRowHalfACell() {
        BoardGeometry g = BoardGeometry.of(Topology.of(new Board.HexRectangle(3, 3)));
        assertEquals(0.5, g.centres()[0][0], EPS);
        assertEquals(1.0, g.centres()[3][0], EPS);
        assertEquals(1.5, g.centres()[6][0], EPS);
        assertEquals(g.centres()[3][1] - g.centres()[0][1], Math.sqrt(3) / 2, EPS);
        assertEquals(4.0, g.width(), EPS);
        assertEquals(6, g.shape().length);
    }

    @Test
    void theHexagonUsesTheDoubledGrid() {
        BoardGeometry g = BoardGeometry.of(Topology.of(new Board.Hexagon(5)));
        // Row 0 starts at doubled column 2, the middle row (cells 7 … 11) at column 0.
        assertEquals(1.5, g.centres()[0][0], EPS);
        assertEquals(0.5, g.centres()[7][0], EPS);
        assertEquals(4.5, g.centres()[11][0], EPS);
        assertEquals(g.centres()[9][1], g.centres()[7][1], EPS);
        assertEquals(5.0, g.width(), EPS);
    }

    @Test
    void squaresAreUnitCells() {
        BoardGeometry g = BoardGeometry.of(Topology.of(new Board.Rectangle(6, 7)));
        assertEquals(7.0, g.width(), EPS);
        assertEquals(6.0, g.height(), EPS);
        assertEquals(List.of(6.5, 5.5), List.of(g.centres()[41][0], g.centres()[41][1]));
        assertEquals(4, g.shape().length);
    }
}
