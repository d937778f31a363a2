package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Worked geometry examples, one test each: those of docs/language.md (Board) and hand-worked
 * window lists. Properties that must hold on every board are in {@link TopologyPropertiesTest}.
 */
class TopologyTest {

    static Topology square(int n) {
        return Topology.of(new Board.Square(n));
    }

    static Topology rectangle(int rows, int cols) {
        return Topology.of(new Board.Rectangle(rows, cols));
    }

    static Topology hexRectangle(int rows, int cols) {
        return Topology.of(new Board.HexRectangle(rows, cols));
    }

    static Topology hexagon(int d) {
        return Topology.of(new Board.Hexagon(d));
    }

    static int[] cells(int... cells) {
        return cells;
    }

    /** Every window of one family, as lists of cells in step order. */
    static Set<List<Integer>> windowSet(Topology t, Axis axis, int n) {
        Set<List<Integer>> set = new java.util.HashSet<>();
        for (int[] w : t.windows(axis, n)) {
            set.add(Arrays.stream(w).boxed().toList());
        }
        return set;
    }

    /** Every window of every family of the board. */
    static Set<List<Integer>> allWindows(Topology t, int n) {
        Set<List<Integer>> set = new java.util.HashSet<>();
        for (Axis a : t.axes()) {
            set.addAll(windowSet(t, a, n));
        }
        return set;
    }

    static int totalWindows(Topology t, int n) {
        int total = 0;
        for (Axis a : Axis.values()) {
            total += t.windows(a, n).size();
        }
        return total;
    }

    static Set<List<Integer>> lists(int[]... windows) {
        Set<List<Integer>> set = new java.util.HashSet<>();
        for (int[] w : windows) {
            set.add(Arrays.stream(w).boxed().toList());
        }
        return set;
    }

    static int[] sorted(int[] cells) {
        int[] copy = cells.clone();
        Arrays.sort(copy);
        return copy;
    }

    // ---------------------------------------------------------------------------------------------
    @Nested
    class Indexing {
        /**
         * {@code (rectangle 2 3)}: 2 rows × 3 columns, row-major from the top-left.
         *
         * <pre>
         *   0 1 2
         *   3 4 5
         * </pre>
         */
        @Test
        void rectangle2x3IsRowMajorWithTheRowCountFirst() {
            Topology t = rectangle(2, 3);
            assertEquals(6, t.cellCount());
            assertEquals(2, t.gridHeight());
            assertEquals(3, t.gridWidth());
            int[][] drawn = {{0, 1, 2}, {3, 4, 5}};
            for (int r = 0; r < 2; r++) {
                for (int c = 0; c < 3; c++) {
                    int cell = drawn[r][c];
                    assertEquals(cell, t.cellAtGrid(r, c));
                    assertEquals(r, t.row(cell));
                    assertEquals(c, t.col(cell));
                }
            }
            assertEquals(-1, t.cellAtGrid(2, 0));
            assertEquals(-1, t.cellAtGrid(0, 3));
            assertEquals(-1, t.cellAtGrid(-1, 0));
        }

        /**
         * The D = 5 layout of docs/language.md, {@code hexagon}, on the doubled grid ({@code .} =
         * no cell).
         */
        @Test
        void hexagon5MatchesTheDoubledGridTable() {
            String table = """
                    .  .  0  .  1  .  2  .  .
                    .  3  .  4  .  5  .  6  .
                    7  .  8  .  9  . 10  . 11
                    . 12  . 13  . 14  . 15  .
                    .  . 16  . 17  . 18  .  .
                    """;
            Topology t = hexagon(5);
            assertEquals(19, t.cellCount());
            assertEquals(5, t.gridHeight());
            assertEquals(9, t.gridWidth());
            String[] rows = table.strip().split("\n");
            assertEquals(5, rows.length);
            for (int r = 0; r < rows.length; r++) {
                String[] tokens = rows[r].trim().split("\\s+");
                assertEquals(9, tokens.length);
                for (int c = 0; c < tokens.length; c++) {
                    int expected = tokens[c].equals(".") ? -1 : Integer.parseInt(tokens[c]);
                    assertEquals(expected, t.cellAtGrid(r, c), "grid position (" + r + ", " + c + ")");
                    if (expected >= 0) {
                        assertEquals(r, t.row(expected));
                        assertEquals(c, t.col(expected));
                    }
                }
            }
        }

        @Test
        void hexagon9RowStartsWidthsAndCentre() {
            Topology t = hexagon(9);
            assertEquals(61, t.cellCount());
            int[] starts = {0, 5, 11, 18, 26, 35, 43, 50, 56};
            int[] widths = {5, 6, 7, 8, 9, 8, 7, 6, 5};
            for (int r = 0; r < 9; r++) {
                int end = r + 1 < 9 ? starts[r + 1] : 61;
                assertEquals(widths[r], end - starts[r], "width of row " + r);
                for (int cell = starts[r]; cell < end; cell++) {
                    assertEquals(r, t.row(cell), "row of cell " + cell);
                    // The j-th cell of row r is at c = |r − k| + 2j.
                    assertEquals(Math.abs(r - 4) + 2 * (cell - starts[r]), t.col(cell), "column of cell " + cell);
                }
            }
            // the middle row is 26 … 34 and runs across the whole doubled grid
            assertEquals(26, t.cellAtGrid(4, 0));
            assertEquals(34, t.cellAtGrid(4, 16));
            assertArrayEquals(cells(30), t.center());
            assertEquals(4, t.row(30));
            assertEquals(8, t.col(30));
        }

        @Test
        void hexagon3Rows() {
            Topology t = hexagon(3);
            assertEquals(7, t.cellCount());
            int[][] rows = {{0, 1}, {2, 3, 4}, {5, 6}};
            for (int r = 0; r < rows.length; r++) {
                for (int cell : rows[r]) {
                    assertEquals(r, t.row(cell));
                }
            }
        }

        @Test
        void hexagon1IsASingleCell() {
            Topology t = hexagon(1);
            assertEquals(1, t.cellCount());
            assertEquals(1, t.gridHeight());
            assertEquals(1, t.gridWidth());
            assertEquals(0, t.cellAtGrid(0, 0));
        }
    }

    // ---------------------------------------------------------------------------------------------
    @Nested
    class Neighbours {
        /**
         * <pre>
         *   0 1 2
         *   3 4 5
         *   6 7 8
         * </pre>
         */
        @Test
        void square3Cell4HasAllEightNeighbours() {
            Topology t = square(3);
            assertEquals(0, t.neighbour(4, Direction.UP_LEFT));
            assertEquals(1, t.neighbour(4, Direction.UP));
            assertEquals(2, t.neighbour(4, Direction.UP_RIGHT));
            assertEquals(3, t.neighbour(4, Direction.LEFT));
            assertEquals(5, t.neighbour(4, Direction.RIGHT));
            assertEquals(6, t.neighbour(4, Direction.DOWN_LEFT));
            assertEquals(7, t.neighbour(4, Direction.DOWN));
            assertEquals(8, t.neighbour(4, Direction.DOWN_RIGHT));
            assertEquals(EnumSet.allOf(Direction.class), t.directions());
        }

        /**
         * The 3×3 rhombus: each row is drawn half a cell further right.
         *
         * <pre>
         *   0 1 2
         *    3 4 5
         *     6 7 8
         * </pre>
         */
        @Test
        void hexRectangle3Cell4() {
            Topology t = hexRectangle(3, 3);
            assertEquals(1, t.neighbour(4, Direction.UP_LEFT));
            assertEquals(2, t.neighbour(4, Direction.UP_RIGHT));
            assertEquals(3, t.neighbour(4, Direction.LEFT));
            assertEquals(5, t.neighbour(4, Direction.RIGHT));
            assertEquals(6, t.neighbour(4, Direction.DOWN_LEFT));
            assertEquals(7, t.neighbour(4, Direction.DOWN_RIGHT));
            assertFalse(t.hasDirection(Direction.UP));
            assertFalse(t.hasDirection(Direction.DOWN));
            assertEquals(6, t.directions().size());
            // `diagonal` = up_left, up_right, down_left, down_right
            Set<Integer> diagonal = new TreeSet<>();
            for (Direction d : dev.plateau.rules.Orientation.DIAGONAL.directions()) {
                diagonal.add(t.neighbour(4, d));
            }
            assertEquals(Set.of(1, 2, 6, 7), diagonal);
        }

        @Test
        void hexRectangleSemantics17_7Links() {
            // (1,0)'s up_left is (0,0) and (2,0)'s up_left is (1,0): the same column, one row up.
            Topology t = hexRectangle(3, 3);
            assertEquals(0, t.neighbour(3, Direction.UP_LEFT));
            assertEquals(3, t.neighbour(6, Direction.UP_LEFT));
        }

        @Test
        void hexagon5Cell9AndCell0() {
            Topology t = hexagon(5);
            assertEquals(4, t.neighbour(9, Direction.UP_LEFT));
            assertEquals(5, t.neighbour(9, Direction.UP_RIGHT));
            assertEquals(8, t.neighbour(9, Direction.LEFT));
            assertEquals(10, t.neighbour(9, Direction.RIGHT));
            assertEquals(13, t.neighbour(9, Direction.DOWN_LEFT));
            assertEquals(14, t.neighbour(9, Direction.DOWN_RIGHT));

            assertEquals(1, t.neighbour(0, Direction.RIGHT));
            assertEquals(3, t.neighbour(0, Direction.DOWN_LEFT));
            assertEquals(4, t.neighbour(0, Direction.DOWN_RIGHT));
            assertEquals(-1, t.neighbour(0, Direction.LEFT));
            assertEquals(-1, t.neighbour(0, Direction.UP_LEFT));
            assertEquals(-1, t.neighbour(0, Direction.UP_RIGHT));
        }

        @Test
        void hexBoardsRejectUpAndDown() {
            for (Topology t : List.of(hexagon(5), hexRectangle(3, 3))) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> t.neighbour(0, Direction.UP));
                assertTrue(e.getMessage().contains("`up`"), e.getMessage());
                assertThrows(IllegalArgumentException.class, () -> t.bitShift(Direction.DOWN));
                assertEquals(EnumSet.of(Axis.HORIZONTAL, Axis.BACK_DIAGONAL, Axis.FORWARD_DIAGONAL), t.axes());
            }
            assertEquals(EnumSet.allOf(Axis.class), square(3).axes());
            assertEquals(EnumSet.allOf(Axis.class), rectangle(2, 5).axes());
        }

        @Test
        void stepsOffTheBoardHaveNoResult() {
            Topology t = square(3);
            assertEquals(-1, t.neighbour(2, Direction.RIGHT));   // no wrap to 3
            assertEquals(-1, t.neighbour(3, Direction.LEFT));    // no wrap to 2
            assertEquals(-1, t.neighbour(6, Direction.DOWN));
            assertEquals(-1, t.neighbour(0, Direction.UP));
        }
    }

    // ---------------------------------------------------------------------------------------------
    @Nested
    class Edges {
        @Test
        void hexagon5() {
            Topology t = hexagon(5);
            assertArrayEquals(cells(0, 1, 2), t.edge(Edge.TOP));
            assertArrayEquals(cells(16, 17, 18), t.edge(Edge.BOTTOM));
            assertArrayEquals(cells(0, 3, 7), t.edge(Edge.TOP_LEFT));
            assertArrayEquals(cells(2, 6, 11), t.edge(Edge.TOP_RIGHT));
            assertArrayEquals(cells(7, 12, 16), t.edge(Edge.BOTTOM_LEFT));
            assertArrayEquals(cells(11, 15, 18), t.edge(Edge.BOTTOM_RIGHT));
        }

        @Test
        void hexagon9() {
            Topology t = hexagon(9);
            assertArrayEquals(cells(0, 1, 2, 3, 4), t.edge(Edge.TOP));
            assertArrayEquals(cells(56, 57, 58, 59, 60), t.edge(Edge.BOTTOM));
            assertArrayEquals(cells(0, 5, 11, 18, 26), t.edge(Edge.TOP_LEFT));
            assertArrayEquals(cells(4, 10, 17, 25, 34), t.edge(Edge.TOP_RIGHT));
            assertArrayEquals(cells(26, 35, 43, 50, 56), t.edge(Edge.BOTTOM_LEFT));
            assertArrayEquals(cells(34, 42, 49, 55, 60), t.edge(Edge.BOTTOM_RIGHT));
        }

        @Test
        void hexagonHasNoLeftOrRight() {
            Topology t = hexagon(5);
            assertFalse(t.hasEdge(Edge.LEFT));
            assertFalse(t.hasEdge(Edge.RIGHT));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.edge(Edge.LEFT));
            assertTrue(e.getMessage().contains("hexagon") && e.getMessage().contains("`left`"), e.getMessage());
            assertEquals(List.of(Edge.TOP, Edge.BOTTOM, Edge.TOP_LEFT, Edge.TOP_RIGHT, Edge.BOTTOM_LEFT,
                    Edge.BOTTOM_RIGHT), t.edgeNames());
        }

        /**
         * <pre>
         *    0  1  2  3     top    = row 0
         *    4  5  6  7     left   = column 0
         *    8  9 10 11     right  = column 3
         *                   bottom = row 2
         * </pre>
         */
        @Test
        void gridBoards() {
            for (Topology t : List.of(rectangle(3, 4), hexRectangle(3, 4))) {
                assertArrayEquals(cells(0, 1, 2, 3), t.edge(Edge.TOP), t.toString());
                assertArrayEquals(cells(8, 9, 10, 11), t.edge(Edge.BOTTOM), t.toString());
                assertArrayEquals(cells(0, 4, 8), t.edge(Edge.LEFT), t.toString());
                assertArrayEquals(cells(3, 7, 11), t.edge(Edge.RIGHT), t.toString());
                assertEquals(List.of(Edge.TOP, Edge.BOTTOM, Edge.LEFT, Edge.RIGHT), t.edgeNames());
                for (Edge e : List.of(Edge.TOP_LEFT, Edge.TOP_RIGHT, Edge.BOTTOM_LEFT, Edge.BOTTOM_RIGHT)) {
                    assertFalse(t.hasEdge(e));
                    assertThrows(IllegalArgumentException.class, () -> t.edge(e));
                }
            }
            Topology connectFour = rectangle(6, 7);
            assertArrayEquals(cells(35, 36, 37, 38, 39, 40, 41), connectFour.edge(Edge.BOTTOM));
            Topology hex = hexRectangle(11, 11);
            assertArrayEquals(cells(0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 110), hex.edge(Edge.LEFT));
            assertArrayEquals(cells(110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120), hex.edge(Edge.BOTTOM));
        }

        @Test
        void edgesOfDegenerateBoardsCoincide() {
            Topology row = rectangle(1, 3);
            assertArrayEquals(cells(0, 1, 2), row.edge(Edge.TOP));
            assertArrayEquals(cells(0, 1, 2), row.edge(Edge.BOTTOM));
            assertArrayEquals(cells(0), row.edge(Edge.LEFT));
            assertArrayEquals(cells(2), row.edge(Edge.RIGHT));
            Topology one = hexagon(1);
            for (Edge e : one.edgeNames()) {
                assertArrayEquals(cells(0), one.edge(e), e.word());
            }
        }

        @Test
        void edgeArraysAreCopies() {
            Topology t = square(3);
            t.edge(Edge.TOP)[0] = 99;
            t.corners()[0] = 99;
            t.center()[0] = 99;
            assertArrayEquals(cells(0, 1, 2), t.edge(Edge.TOP));
            assertArrayEquals(cells(0, 2, 6, 8), t.corners());
            assertArrayEquals(cells(4), t.center());
        }
    }

    // ---------------------------------------------------------------------------------------------
    @Nested
    class CornersAndCentre {
        @Test
        void corners() {
            assertArrayEquals(cells(0, 2, 6, 8), square(3).corners());
            assertArrayEquals(cells(0, 14, 210, 224), square(15).corners());
            assertArrayEquals(cells(0, 18, 342, 360), square(19).corners());
            assertArrayEquals(cells(0, 7, 56, 63), square(8).corners());
            assertArrayEquals(cells(0, 9, 90, 99), square(10).corners());
            assertArrayEquals(cells(0, 6, 35, 41), rectangle(6, 7).corners());
            assertArrayEquals(cells(0, 10, 110, 120), hexRectangle(11, 11).corners());
            // hexagon: the ends of the top, middle and bottom rows, in this order
            assertArrayEquals(cells(0, 4, 26, 34, 56, 60), hexagon(9).corners());
            assertArrayEquals(cells(0, 2, 7, 11, 16, 18), hexagon(5).corners());
        }

        @Test
        void cornersOfDegenerateBoardsRepeat() {
            // Still 4 corners (6 on a hexagon); a cell can be several corners (docs/language.md,
            // Corners and centre)
            assertArrayEquals(cells(0, 2, 0, 2), rectangle(1, 3).corners());
            assertArrayEquals(cells(0, 0, 2, 2), rectangle(3, 1).corners());
            assertArrayEquals(cells(0, 0, 0, 0), square(1).corners());
            assertArrayEquals(cells(0, 0, 0, 0, 0, 0), hexagon(1).corners());
            assertArrayEquals(cells(0, 1, 2, 4, 5, 6), hexagon(3).corners());
        }

        @Test
        void centre() {
            assertArrayEquals(cells(4), square(3).center());
            assertArrayEquals(cells(112), square(15).center());
            assertArrayEquals(cells(180), square(19).center());
            assertArrayEquals(cells(27, 28, 35, 36), sorted(square(8).center()));
            assertArrayEquals(cells(44, 45, 54, 55), sorted(square(10).center()));
            assertArrayEquals(cells(17, 24), sorted(rectangle(6, 7).center()));
            assertArrayEquals(cells(60), hexRectangle(11, 11).center());
            assertArrayEquals(cells(30), hexagon(9).center());
            assertArrayEquals(cells(9), hexagon(5).center());
            assertArrayEquals(cells(0), hexagon(1).center());
        }

        /**
         * 1, 2 or 4 cells: the (centre row, centre column) cells.
         *
         * <pre>
         *   (rectangle 4 5)      (rectangle 3 4)      (square 2)
         *   . . . . .            . . . .              X X
         *   . . X . .            . X X .              X X
         *   . . X . .            . . . .
         *   . . . . .
         * </pre>
         */
        @Test
        void centreOfMixedParity() {
            assertArrayEquals(cells(7, 12), rectangle(4, 5).center());
            assertArrayEquals(cells(5, 6), rectangle(3, 4).center());
            assertArrayEquals(cells(0, 1, 2, 3), square(2).center());
            assertArrayEquals(cells(0), square(1).center());
            // measured on the (row, column) grid of a hex_rectangle, not on the drawn rhombus
            assertArrayEquals(cells(5, 6), hexRectangle(3, 4).center());
        }
    }

    // ---------------------------------------------------------------------------------------------
    @Nested
    class Windows {
        /**
         * The window counts on an R × C board, derived from the definition of a window
         * (docs/language.md, Lines on the board); a negative factor means 0.
         */
        static int expectedGrid(Board board, Axis axis, int n) {
            int rows;
            int cols;
            boolean hex = board instanceof Board.HexRectangle;
            switch (board) {
                case Board.Square s -> {
                    rows = s.size();
                    cols = s.size();
                }
                case Board.Rectangle r -> {
                    rows = r.rows();
                    cols = r.cols();
                }
                case Board.HexRectangle r -> {
                    rows = r.rows();
                    cols = r.cols();
                }
                case Board.Hexagon h -> throw new AssertionError(h);
                case Board.Graph g -> throw new AssertionError(g);
            }
            int r = Math.max(0, rows - n + 1);
            int c = Math.max(0, cols - n + 1);
            return switch (axis) {
                case HORIZONTAL -> rows * c;
                case VERTICAL -> hex ? 0 : cols * r;
                case BACK_DIAGONAL -> hex ? cols * r : r * c;
                case FORWARD_DIAGONAL -> r * c;
            };
        }

        @Test
        void gridCountsFollowTheFormulaTable() {
            for (int rows = 1; rows <= 12; rows++) {
                for (int cols = 1; cols <= 12; cols++) {
                    List<Board> boards = new ArrayList<>(List.of(new Board.Rectangle(rows, cols),
                            new Board.HexRectangle(rows, cols)));
                    if (rows == cols) {
                        boards.add(new Board.Square(rows));
                    }
                    for (Board b : boards) {
                        Topology t = Topology.of(b);
                        for (int n = 1; n <= 13; n++) {
                            for (Axis a : Axis.values()) {
                                assertEquals(expectedGrid(b, a, n), t.windows(a, n).size(),
                                        b + " " + a + " n=" + n);
                            }
                        }
                    }
                }
            }
        }

        @Test
        void hexagonCountsAreTheSumOverRows() {
            for (int d = 1; d <= 15; d += 2) {
                Topology t = hexagon(d);
                int k = (d - 1) / 2;
                for (int n = 1; n <= d + 1; n++) {
                    int expected = 0;
                    for (int r = 0; r < d; r++) {
                        expected += Math.max(0, d - Math.abs(r - k) - n + 1);
                    }
                    for (Axis a : t.axes()) {
                        assertEquals(expected, t.windows(a, n).size(), "D=" + d + " " + a + " n=" + n);
                    }
                    assertEquals(0, t.windows(Axis.VERTICAL, n).size());
                }
            }
            assertEquals(9, hexagon(5).windows(Axis.HORIZONTAL, 3).size());
            assertEquals(27, totalWindows(hexagon(5), 3));
            for (Axis a : hexagon(9).axes()) {
                assertEquals(34, hexagon(9).windows(a, 4).size(), a.toString());
            }
        }

        @Test
        void hexagon9LongDiagonals() {
            Topology t = hexagon(9);
            // "the back diagonal from 0 runs 0, 6, 13, 21, 30, 39, …"
            assertTrue(windowSet(t, Axis.BACK_DIAGONAL, 9).contains(List.of(0, 6, 13, 21, 30, 39, 47, 54, 60)));
            // "the forward diagonal from 4 runs 4, 9, 15, …"
            assertTrue(windowSet(t, Axis.FORWARD_DIAGONAL, 9).contains(List.of(4, 9, 15, 22, 30, 38, 45, 51, 56)));
            assertTrue(windowSet(t, Axis.HORIZONTAL, 9).contains(List.of(26, 27, 28, 29, 30, 31, 32, 33, 34)));
            for (Axis a : t.axes()) {
                assertEquals(1, t.windows(a, 9).size(), a.toString()); // one long diameter per family
                assertEquals(9, t.longestLine(a));
            }
            assertEquals(0, t.windows(Axis.HORIZONTAL, 10).size());
        }

        /**
         * Hex_rectangle 3 × 5, n = 2, back diagonal (step down_right = one row down, same column):
         * all 10 windows, including (4, 9) and (9, 14) in the last column.
         *
         * <pre>
         *    0  1  2  3  4
         *      5  6  7  8  9
         *       10 11 12 13 14
         * </pre>
         */
        @Test
        void hexRectangle3x5BackDiagonalHasTenWindows() {
            Topology t = hexRectangle(3, 5);
            Set<List<Integer>> expected = new java.util.HashSet<>();
            for (int x = 0; x < 10; x++) {
                expected.add(List.of(x, x + 5));
            }
            assertEquals(expected, windowSet(t, Axis.BACK_DIAGONAL, 2));
            assertTrue(expected.contains(List.of(4, 9)) && expected.contains(List.of(9, 14)));
        }

        @Test
        void line3On3x3() {
            Topology t = square(3);
            Set<List<Integer>> expected = lists(
                    cells(0, 1, 2), cells(3, 4, 5), cells(6, 7, 8),
                    cells(0, 3, 6), cells(1, 4, 7), cells(2, 5, 8),
                    cells(0, 4, 8), cells(2, 4, 6));
            assertEquals(8, totalWindows(t, 3));
            // reversed windows are the same cells; compare as cell sets
            Set<Set<Integer>> actual = new java.util.HashSet<>();
            for (List<Integer> w : allWindows(t, 3)) {
                actual.add(new TreeSet<>(w));
            }
            Set<Set<Integer>> want = new java.util.HashSet<>();
            for (List<Integer> w : expected) {
                want.add(new TreeSet<>(w));
            }
            assertEquals(want, actual);
            // the forward diagonal is walked with its step, down_left
            assertEquals(Set.of(List.of(2, 4, 6)), windowSet(t, Axis.FORWARD_DIAGONAL, 3));
        }

        @Test
        void connectFourHas69Windows() {
            Topology t = rectangle(6, 7);
            assertEquals(24, t.windows(Axis.HORIZONTAL, 4).size());
            assertEquals(21, t.windows(Axis.VERTICAL, 4).size());
            assertEquals(12, t.windows(Axis.BACK_DIAGONAL, 4).size());
            assertEquals(12, t.windows(Axis.FORWARD_DIAGONAL, 4).size());
            assertEquals(69, totalWindows(t, 4));
        }

        @Test
        void hexagon5Line3ListsExactly() {
            Topology t = hexagon(5);
            assertEquals(lists(cells(0, 1, 2), cells(3, 4, 5), cells(4, 5, 6), cells(7, 8, 9), cells(8, 9, 10),
                    cells(9, 10, 11), cells(12, 13, 14), cells(13, 14, 15), cells(16, 17, 18)),
                    windowSet(t, Axis.HORIZONTAL, 3));
            assertEquals(lists(cells(0, 4, 9), cells(1, 5, 10), cells(2, 6, 11), cells(3, 8, 13), cells(4, 9, 14),
                    cells(5, 10, 15), cells(7, 12, 16), cells(8, 13, 17), cells(9, 14, 18)),
                    windowSet(t, Axis.BACK_DIAGONAL, 3));
            assertEquals(lists(cells(0, 3, 7), cells(1, 4, 8), cells(2, 5, 9), cells(4, 8, 12), cells(5, 9, 13),
                    cells(6, 10, 14), cells(9, 13, 16), cells(10, 14, 17), cells(11, 15, 18)),
                    windowSet(t, Axis.FORWARD_DIAGONAL, 3));
            assertEquals(List.of(), t.windows(Axis.VERTICAL, 3));
            assertEquals(27, totalWindows(t, 3));
        }

        @Test
        void line4On3x3HasNoWindows() {
            Topology t = square(3);
            for (Axis a : Axis.values()) {
                assertEquals(List.of(), t.windows(a, 4), a.toString());
            }
        }

        @Test
        void lengthOneWindowsAreOnePerCellPerFamily() {
            assertEquals(4 * 9, totalWindows(square(3), 1));
            assertEquals(3 * 19, totalWindows(hexagon(5), 1));
            assertEquals(3 * 15, totalWindows(hexRectangle(3, 5), 1));
        }

        @Test
        void windowLengthMustBePositive() {
            assertThrows(IllegalArgumentException.class, () -> square(3).windows(Axis.HORIZONTAL, 0));
        }

        @Test
        void longestLines() {
            Topology r = rectangle(6, 7);
            assertEquals(7, r.longestLine(Axis.HORIZONTAL));
            assertEquals(6, r.longestLine(Axis.VERTICAL));
            assertEquals(6, r.longestLine(Axis.BACK_DIAGONAL));
            assertEquals(6, r.longestLine(Axis.FORWARD_DIAGONAL));
            Topology h = hexRectangle(3, 5);
            assertEquals(5, h.longestLine(Axis.HORIZONTAL));
            assertEquals(0, h.longestLine(Axis.VERTICAL));
            assertEquals(3, h.longestLine(Axis.BACK_DIAGONAL));
            assertEquals(3, h.longestLine(Axis.FORWARD_DIAGONAL));
        }
    }

    // ---------------------------------------------------------------------------------------------
    @Nested
    class ObservationGrid {
        @Test
        void sizesOfSection2_1() {
            assertGrid(square(3), 9, 3, 3);
            assertGrid(rectangle(6, 7), 42, 6, 7);
            assertGrid(hexRectangle(11, 11), 121, 11, 11);
            assertGrid(hexRectangle(3, 5), 15, 3, 5);
            assertGrid(hexagon(9), 61, 9, 17);
            assertGrid(hexagon(5), 19, 5, 9);
            assertGrid(hexagon(1), 1, 1, 1);
            for (int d = 1; d <= 35; d += 2) {
                int k = (d - 1) / 2;
                assertGrid(hexagon(d), 1 + 3 * k * (k + 1), d, 2 * d - 1);
            }
        }

        private void assertGrid(Topology t, int cells, int height, int width) {
            assertEquals(cells, t.cellCount(), t.toString());
            assertEquals(height, t.gridHeight(), t.toString());
            assertEquals(width, t.gridWidth(), t.toString());
            int found = 0;
            for (int r = 0; r < height; r++) {
                for (int c = 0; c < width; c++) {
                    if (t.cellAtGrid(r, c) >= 0) {
                        found++;
                    }
                }
            }
            assertEquals(cells, found, "every cell has one grid position: " + t);
        }
    }

    @Test
    void topologiesAreCachedPerBoard() {
        assertSame(square(8), Topology.of(new Board.Square(8)));
        assertEquals(new Board.Hexagon(9), hexagon(9).board());
    }

    @Test
    void bitLayoutOfTheLibraryBoards() {
        assertEquals(64, square(8).bitCount());
        assertEquals(1, square(8).words());
        assertEquals(6, square(19).words());
        // hexagon D: axial D × D parallelogram, row stride D
        Topology h = hexagon(9);
        assertEquals(81, h.bitCount());
        assertEquals(2, h.words());
        assertEquals(1, h.bitShift(Direction.RIGHT));
        assertEquals(-1, h.bitShift(Direction.LEFT));
        assertEquals(9, h.bitShift(Direction.DOWN_RIGHT));
        assertEquals(8, h.bitShift(Direction.DOWN_LEFT));
        assertEquals(-9, h.bitShift(Direction.UP_LEFT));
        assertEquals(-8, h.bitShift(Direction.UP_RIGHT));
        Topology hr = hexRectangle(11, 11);
        assertEquals(11, hr.bitShift(Direction.DOWN_RIGHT));
        assertEquals(10, hr.bitShift(Direction.DOWN_LEFT));
        assertEquals(-11, hr.bitShift(Direction.UP_LEFT));
        Topology c4 = rectangle(6, 7);
        assertEquals(-7, c4.bitShift(Direction.UP));
        assertEquals(8, c4.bitShift(Direction.DOWN_RIGHT));
    }

    @Test
    void shiftsOfDirectionsWithoutAnyNeighbourAreStillGeometric() {
        // a single row has no vertical neighbours, but a shift of 0 would map cells onto themselves
        Topology row = rectangle(1, 5);
        assertEquals(5, row.bitShift(Direction.DOWN));
        assertEquals(-5, row.bitShift(Direction.UP));
        assertEquals(6, row.bitShift(Direction.DOWN_RIGHT));
        Topology column = rectangle(4, 1);
        assertEquals(1, column.bitShift(Direction.RIGHT));
        assertEquals(2, column.bitShift(Direction.DOWN_RIGHT));
        Topology one = hexagon(1);
        assertEquals(1, one.bitShift(Direction.RIGHT));
        assertEquals(1, one.bitShift(Direction.DOWN_RIGHT));
    }
}
