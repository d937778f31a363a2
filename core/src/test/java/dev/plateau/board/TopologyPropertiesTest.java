package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of the geometry that hold on every board: boards of every kind with sizes 1 … 12, and
 * every hexagon up to the cell limit.
 */
class TopologyPropertiesTest {

    static Stream<Board> boards() {
        List<Board> boards = new ArrayList<>();
        for (int a = 1; a <= 12; a++) {
            boards.add(new Board.Square(a));
            for (int b = 1; b <= 12; b++) {
                boards.add(new Board.Rectangle(a, b));
                boards.add(new Board.HexRectangle(a, b));
            }
        }
        for (int d = 1; (long) 3 * ((d - 1) / 2) * ((d + 1) / 2) + 1 <= Board.MAX_CELLS; d += 2) {
            boards.add(new Board.Hexagon(d));
        }
        boards.add(new Board.Square(19));
        boards.add(new Board.Square(32));
        boards.add(new Board.Rectangle(1, 1024));
        boards.add(new Board.HexRectangle(32, 32));
        return boards.stream();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void neighboursAreSymmetric(Board board) {
        Topology t = Topology.of(board);
        for (Direction d : t.directions()) {
            assertTrue(t.hasDirection(d.opposite()), d.word());
            for (int c = 0; c < t.cellCount(); c++) {
                int n = t.neighbour(c, d);
                if (n >= 0) {
                    assertTrue(n < t.cellCount());
                    assertEquals(c, t.neighbour(n, d.opposite()), board + ": " + c + " " + d.word() + " " + n);
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("boards")
    void neighboursAreDistinctAndMatchTheGridStep(Board board) {
        Topology t = Topology.of(board);
        for (int c = 0; c < t.cellCount(); c++) {
            Set<Integer> seen = new HashSet<>();
            for (Direction d : t.directions()) {
                int n = t.neighbour(c, d);
                if (n >= 0) {
                    assertTrue(seen.add(n), board + ": cell " + c + " has neighbour " + n + " twice");
                    assertFalse(n == c);
                    int dr = t.row(n) - t.row(c);
                    int dc = t.col(n) - t.col(c);
                    assertEquals(expectedStep(board, d), List.of(dr, dc), board + " " + d);
                }
            }
            assertTrue(seen.size() <= (board.isHex() ? 6 : 8));
        }
    }

    /**
     * (Δrow, Δcol) of docs/language.md, Directions, written out again independently of Topology.
     */
    private static List<Integer> expectedStep(Board board, Direction d) {
        int[][] square = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        int[][] hexRect = {{-1, 0}, null, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, null, {1, 0}};
        int[][] hexagon = {{-1, -1}, null, {-1, 1}, {0, -2}, {0, 2}, {1, -1}, null, {1, 1}};
        int[][] table = switch (board) {
            case Board.Square s -> square;
            case Board.Rectangle r -> square;
            case Board.HexRectangle r -> hexRect;
            case Board.Hexagon h -> hexagon;
            case Board.Graph g -> square; // boards() holds no graph; GraphBoardTest checks those
        };
        int[] step = table[d.ordinal()];
        return List.of(step[0], step[1]);
    }

    /**
     * An oracle for the hexagon independent of its doubled grid: in cube coordinates the cells are
     * every point within distance k of the centre, and neighbours are the points at distance 1.
     */
    @ParameterizedTest
    @MethodSource("boards")
    void hexagonNeighboursAreCubeDistanceOne(Board board) {
        if (!(board instanceof Board.Hexagon h)) {
            return;
        }
        Topology t = Topology.of(board);
        int k = h.radius();
        int[][] cube = new int[t.cellCount()][];
        for (int c = 0; c < t.cellCount(); c++) {
            int drow = t.row(c) - k;
            int dcol = t.col(c) - (h.diameter() - 1);
            assertEquals(0, Math.floorMod(dcol - drow, 2), "doubled-grid parity of cell " + c);
            int q = (dcol - drow) / 2;
            int r = drow;
            cube[c] = new int[] {q, r, -q - r};
            assertTrue(distance(cube[c], new int[] {0, 0, 0}) <= k, "cell " + c + " within radius");
        }
        for (int a = 0; a < t.cellCount(); a++) {
            Set<Integer> expected = new HashSet<>();
            for (int b = 0; b < t.cellCount(); b++) {
                if (distance(cube[a], cube[b]) == 1) {
                    expected.add(b);
                }
            }
            Set<Integer> actual = new HashSet<>();
            for (Direction d : t.directions()) {
                if (t.neighbour(a, d) >= 0) {
                    actual.add(t.neighbour(a, d));
                }
            }
            assertEquals(expected, actual, "neighbours of cell " + a + " on " + board);
        }
    }

    private static int distance(int[] a, int[] b) {
        return Math.max(Math.abs(a[0] - b[0]), Math.max(Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])));
    }

    @ParameterizedTest
    @MethodSource("boards")
    void bitLayoutIsABijectionInCellOrder(Board board) {
        Topology t = Topology.of(board);
        assertTrue(t.bitCount() >= t.cellCount());
        assertEquals((t.bitCount() + 63) / 64, t.words());
        if (!(board instanceof Board.Hexagon)) {
            assertEquals(t.cellCount(), t.bitCount(), "grid boards have bit = cell");
        }
        int previous = -1;
        for (int c = 0; c < t.cellCount(); c++) {
            int bit = t.bitOf(c);
            assertTrue(bit > previous, "bit order is cell order");
            assertTrue(bit < t.bitCount());
            assertEquals(c, t.cellOfBit(bit));
            previous = bit;
        }
        int padding = 0;
        for (int bit = 0; bit < t.bitCount(); bit++) {
            int c = t.cellOfBit(bit);
            if (c < 0) {
                padding++;
            } else {
                assertEquals(bit, t.bitOf(c));
            }
        }
        assertEquals(t.bitCount() - t.cellCount(), padding);
    }

    @ParameterizedTest
    @MethodSource("boards")
    void everyDirectionIsAUniformBitShift(Board board) {
        Topology t = Topology.of(board);
        for (Direction d : t.directions()) {
            int shift = t.bitShift(d);
            assertEquals(-shift, t.bitShift(d.opposite()), d.word());
            for (int c = 0; c < t.cellCount(); c++) {
                int n = t.neighbour(c, d);
                if (n >= 0) {
                    assertEquals(t.bitOf(n), t.bitOf(c) + shift, board + ": " + c + " " + d.word());
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("boards")
    void windowsWalkTheirStepAndAreComplete(Board board) {
        Topology t = Topology.of(board);
        for (Axis a : Axis.values()) {
            int longest = t.longestLine(a);
            if (!t.axes().contains(a)) {
                assertEquals(0, longest);
                assertEquals(List.of(), t.windows(a, 1));
                continue;
            }
            for (int n : new int[] {1, 2, 3, longest, longest + 1}) {
                if (n < 1) {
                    continue;
                }
                List<int[]> windows = t.windows(a, n);
                Set<List<Integer>> distinct = new HashSet<>();
                int expectedCount = 0;
                for (int c = 0; c < t.cellCount(); c++) {
                    // a window starts at c iff n − 1 steps from c stay on the board
                    int x = c;
                    for (int i = 1; i < n && x >= 0; i++) {
                        x = t.neighbour(x, a.step());
                    }
                    if (x >= 0) {
                        expectedCount++;
                    }
                }
                for (int[] w : windows) {
                    assertEquals(n, w.length);
                    for (int i = 0; i + 1 < n; i++) {
                        assertEquals(w[i + 1], t.neighbour(w[i], a.step()));
                    }
                    assertTrue(distinct.add(Arrays.stream(w).boxed().toList()));
                }
                assertEquals(expectedCount, windows.size(), board + " " + a + " n=" + n);
                if (n > longest) {
                    assertEquals(0, windows.size());
                } else {
                    assertFalse(windows.isEmpty());
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("boards")
    void edgesCornersAndCentreAreOnTheBoard(Board board) {
        Topology t = Topology.of(board);
        assertEquals(board instanceof Board.Hexagon ? 6 : 4, t.corners().length);
        assertEquals(t.corners().length, t.edgeNames().size());
        for (Edge e : t.edgeNames()) {
            assertTrue(t.hasEdge(e));
            int[] cells = t.edge(e);
            assertTrue(cells.length >= 1);
            for (int i = 0; i < cells.length; i++) {
                assertTrue(cells[i] >= 0 && cells[i] < t.cellCount());
                if (i > 0) {
                    assertTrue(cells[i] > cells[i - 1], "edges are in increasing order");
                }
            }
        }
        for (int corner : t.corners()) {
            assertTrue(corner >= 0 && corner < t.cellCount());
            // every corner lies on at least two edges (or the board is degenerate)
            int onEdges = 0;
            for (Edge e : t.edgeNames()) {
                if (Arrays.stream(t.edge(e)).anyMatch(x -> x == corner)) {
                    onEdges++;
                }
            }
            assertTrue(onEdges >= 2, board + ": corner " + corner);
        }
        int[] centre = t.center();
        assertTrue(centre.length == 1 || centre.length == 2 || centre.length == 4);
        for (int c : centre) {
            assertTrue(c >= 0 && c < t.cellCount());
        }
    }

    @ParameterizedTest
    @MethodSource("boards")
    void gridPositionsRoundTrip(Board board) {
        Topology t = Topology.of(board);
        for (int c = 0; c < t.cellCount(); c++) {
            assertEquals(c, t.cellAtGrid(t.row(c), t.col(c)));
            assertTrue(t.row(c) >= 0 && t.row(c) < t.gridHeight());
            assertTrue(t.col(c) >= 0 && t.col(c) < t.gridWidth());
            if (c > 0) {
                // cells are numbered row by row, left to right
                assertTrue(t.row(c) > t.row(c - 1) || (t.row(c) == t.row(c - 1) && t.col(c) > t.col(c - 1)));
            }
        }
    }
}
