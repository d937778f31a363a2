package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
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

    /** The Morris board: points where they are written, and its 16 lines of three as 32 segments. */
    @Test
    void aGraphBoardIsDrawnAsPointsOnItsLines() {
        List<String> names = List.of("a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7".split(" "));
        List<List<Board.Point>> lines = new java.util.ArrayList<>();
        for (String line : List.of("a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6",
                "a7 d7 g7", "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7")) {
            lines.add(Arrays.stream(line.split(" ")).map(Board.Point::named).toList());
        }
        Topology t = Topology.of(new Board.Graph(names.stream().map(Board.Point::named).toList(), lines));
        BoardGeometry g = BoardGeometry.of(t);
        assertEquals("graph", g.kind());
        assertEquals(7.0, g.width(), EPS);
        assertEquals(7.0, g.height(), EPS);
        double[] g7 = g.centres()[t.cellOf("g7")];
        assertEquals(6.5, g7[0], EPS);
        assertEquals(6.5, g7[1], EPS);
        assertEquals(32, g.links().length);
        // a1 d1 is a segment of three units along the top; d3 d5 across the centre is none.
        assertTrue(Arrays.stream(g.links()).anyMatch(l -> Arrays.equals(l, new double[] {0.5, 0.5, 3.5, 0.5})));
        assertTrue(Arrays.stream(g.links()).noneMatch(l -> l[0] == 3.5 && l[2] == 3.5 && Math.abs(l[3] - l[1]) == 2));
        assertEquals(32, ((List<?>) g.toJson().get("links")).size());
        assertTrue(!BoardGeometry.of(Topology.of(new Board.Square(3))).toJson().containsKey("links"));
    }

    /** A rectangle drawn as a Go board: one line along each row and each column, end cell to end cell; only full grids. */
    @Test
    void aGridOnItsPointsHasALineAlongEachRowAndColumn() {
        BoardGeometry g = BoardGeometry.of(Topology.of(new Board.Rectangle(2, 3))).onGridPoints();
        assertEquals("rectangle", g.kind());
        List<List<Double>> lines = Arrays.stream(g.links()).map(l -> Arrays.stream(l).boxed().toList()).toList();
        assertEquals(List.of(List.of(0.5, 0.5, 2.5, 0.5), List.of(0.5, 1.5, 2.5, 1.5),
                List.of(0.5, 0.5, 0.5, 1.5), List.of(1.5, 0.5, 1.5, 1.5), List.of(2.5, 0.5, 2.5, 1.5)), lines);
        assertEquals(List.of(2.5, 1.5), List.of(g.centres()[5][0], g.centres()[5][1]), "the cells keep their centres");
        // A cell is a disc of radius ½ around its point: neighbouring discs touch.
        assertTrue(Arrays.stream(g.shape()).allMatch(v -> Math.abs(Math.hypot(v[0], v[1]) - 0.5) < EPS));
        for (Board board : List.of(new Board.Hexagon(5), new Board.Square(3, List.of(4)))) {
            BoardGeometry other = BoardGeometry.of(Topology.of(board));
            assertThrows(IllegalStateException.class, other::onGridPoints, board.text());
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

    /** The outline of a 3 × 3 square: three unit sides per edge, on the board's border. */
    @Test
    void theOutlineOfASquareIsItsBorder() {
        BoardGeometry g = BoardGeometry.of(Topology.of(new Board.Square(3)));
        assertEquals(List.of(Edge.TOP, Edge.BOTTOM, Edge.LEFT, Edge.RIGHT), List.copyOf(g.edges().keySet()));
        Map<Edge, double[]> fixed = Map.of(Edge.TOP, new double[] {1, 0}, Edge.BOTTOM, new double[] {1, 3},
                Edge.LEFT, new double[] {0, 0}, Edge.RIGHT, new double[] {0, 3});
        fixed.forEach((edge, f) -> {
            double[][] sides = g.edges().get(edge);
            assertEquals(3, sides.length, edge.word());
            for (double[] s : sides) {
                // Top and bottom sides lie on y = 0 and y = 3, left and right on x = 0 and x = 3.
                int axis = (int) f[0];
                assertEquals(f[1], s[axis], EPS, edge + " " + Arrays.toString(s));
                assertEquals(f[1], s[axis + 2], EPS, edge + " " + Arrays.toString(s));
                assertEquals(1.0, Math.hypot(s[2] - s[0], s[3] - s[1]), EPS);
            }
        });
    }

    /**
     * On every hex board each outline side lies on exactly one edge, there are as many as the
     * board has border sides, and every side of an edge belongs to one of that edge's cells.
     */
    @Test
    void theOutlineOfHexBoardsCoversEveryBorderSideOnce() {
        // A border side is a direction without a neighbour.
        for (Board board : List.of(new Board.HexRectangle(11, 11), new Board.HexRectangle(3, 5), new Board.Hexagon(9))) {
            Topology t = Topology.of(board);
            BoardGeometry g = BoardGeometry.of(t);
            long border = 0;
            for (int c = 0; c < t.cellCount(); c++) {
                for (Direction d : t.directions()) {
                    if (t.neighbour(c, d) < 0) {
                        border++;
                    }
                }
            }
            long sides = g.edges().values().stream().mapToLong(a -> a.length).sum();
            assertEquals(border, sides, board.toString());
            g.edges().forEach((edge, segments) -> {
                assertTrue(segments.length >= t.edge(edge).length, board + " " + edge);
                for (double[] s : segments) {
                    double mx = (s[0] + s[2]) / 2;
                    double my = (s[1] + s[3]) / 2;
                    boolean onEdgeCell = Arrays.stream(t.edge(edge))
                            .anyMatch(c -> Math.abs(Math.hypot(g.centres()[c][0] - mx, g.centres()[c][1] - my) - 0.5) < 1e-6);
                    assertTrue(onEdgeCell, board + " " + edge + " " + Arrays.toString(s));
                }
            });
        }
        // The top edge of the rhombus: the two upper sides of each of its 11 cells.
        BoardGeometry hex = BoardGeometry.of(Topology.of(new Board.HexRectangle(11, 11)));
        assertEquals(22, hex.edges().get(Edge.TOP).length);
        for (double[] s : hex.edges().get(Edge.TOP)) {
            assertTrue(Math.min(s[1], s[3]) < 1e-9, "a top side touches y = 0: " + Arrays.toString(s));
        }
    }
}
