package dev.plateau.properties.reference;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import java.util.ArrayList;
import java.util.List;

/**
 * The board geometry of docs/language.md (Board), written from the language reference alone for
 * the {@link ReferenceEngine}: cell numbering ({@code square} … {@code hexagon}), steps
 * (Directions), edges (Edges), corners and centre (Corners and centre), orientation families and
 * their windows (Lines on the board). Names in parentheses here are headings of docs/language.md.
 *
 * <p>It deliberately does not use {@code dev.plateau.board.Topology}, so that the reference engine
 * stays independent of the code under test; {@code ReferenceEngineTest} compares the two.
 *
 * <p>Every cell has a position (row, column) on the observation grid ({@code board}): the plain
 * grid on square, rectangle and hex_rectangle boards, the doubled grid on the hexagon.
 */
public final class RefGeometry {
    private final Board board;
    private final int cells;
    private final int gridRows;
    private final int gridCols;
    private final int[] rowOf;
    private final int[] colOf;
    private final int[][] cellAt;
    private final java.util.Map<String, List<int[]>> windowCache = new java.util.HashMap<>();

    /** Builds the geometry of a board. */
    public RefGeometry(Board board) {
        this.board = board;
        switch (board) {
            case Board.Square s -> {
                gridRows = s.size();
                gridCols = s.size();
            }
            case Board.Rectangle r -> {
                gridRows = r.rows();
                gridCols = r.cols();
            }
            case Board.HexRectangle r -> {
                gridRows = r.rows();
                gridCols = r.cols();
            }
            case Board.Hexagon h -> {
                gridRows = h.diameter();
                gridCols = 2 * h.diameter() - 1;
            }
            case Board.Graph g -> {
                // graph: the grid reaches the furthest point's row and column.
                gridRows = g.points().stream().mapToInt(Board.Point::row).max().orElseThrow() + 1;
                gridCols = g.points().stream().mapToInt(Board.Point::col).max().orElseThrow() + 1;
            }
        }
        cellAt = new int[gridRows][gridCols];
        for (int[] row : cellAt) {
            java.util.Arrays.fill(row, -1);
        }
        List<int[]> positions = new ArrayList<>();
        if (board instanceof Board.Hexagon h) {
            // Row r holds D − |r − k| cells; the j-th is at doubled column |r − k| + 2j.
            int d = h.diameter();
            int k = (d - 1) / 2;
            for (int r = 0; r < d; r++) {
                int width = d - Math.abs(r - k);
                for (int j = 0; j < width; j++) {
                    positions.add(new int[] {r, Math.abs(r - k) + 2 * j});
                }
            }
        } else {
            // Grid boards are row-major from the top-left, index = row·C + col; a graph board's cells
            // are its points in the same order.
            for (int r = 0; r < gridRows; r++) {
                for (int c = 0; c < gridCols; c++) {
                    if (!(board instanceof Board.Graph g) || g.points().contains(new Board.Point(r, c))) {
                        positions.add(new int[] {r, c});
                    }
                }
            }
        }
        cells = positions.size();
        rowOf = new int[cells];
        colOf = new int[cells];
        for (int i = 0; i < cells; i++) {
            rowOf[i] = positions.get(i)[0];
            colOf[i] = positions.get(i)[1];
            cellAt[rowOf[i]][colOf[i]] = i;
        }
    }

    /** The board. */
    public Board board() {
        return board;
    }

    /** M, the number of cells. */
    public int cells() {
        return cells;
    }

    /** True for hexagon and hex_rectangle. */
    public boolean isHex() {
        return board instanceof Board.Hexagon || board instanceof Board.HexRectangle;
    }

    /** H, the number of rows of the observation grid ({@code board}). */
    public int gridRows() {
        return gridRows;
    }

    /** W, the number of columns of the observation grid ({@code board}; 2D − 1 on the hexagon). */
    public int gridCols() {
        return gridCols;
    }

    /** The grid row of a cell (0 = top). */
    public int row(int cell) {
        return rowOf[cell];
    }

    /** The grid column of a cell (doubled-grid column on the hexagon). */
    public int col(int cell) {
        return colOf[cell];
    }

    /** The cell at a grid position, or −1 if there is none. */
    public int cellAt(int row, int col) {
        if (row < 0 || row >= gridRows || col < 0 || col >= gridCols) {
            return -1;
        }
        return cellAt[row][col];
    }

    // ---------------------------------------------------------------- Directions

    /** Whether the board has the direction: all 8 on square and rectangle, no up/down on hex boards. */
    public boolean hasDirection(Direction d) {
        return !(isHex() && (d == Direction.UP || d == Direction.DOWN));
    }

    /** The directions of the board: 8, or the 6 hex directions. */
    public List<Direction> directions() {
        List<Direction> result = new ArrayList<>();
        for (Direction d : Direction.values()) {
            if (hasDirection(d)) {
                result.add(d);
            }
        }
        return result;
    }

    /** (Δrow, Δcol) of one step, from the table of Directions. */
    private int[] delta(Direction d) {
        if (!hasDirection(d)) {
            throw new IllegalArgumentException(board + " has no direction " + d);
        }
        return switch (board) {
            case Board.Square s -> squareDelta(d);
            case Board.Rectangle r -> squareDelta(d);
            case Board.HexRectangle r -> switch (d) {
                case UP_LEFT -> new int[] {-1, 0};
                case UP_RIGHT -> new int[] {-1, +1};
                case LEFT -> new int[] {0, -1};
                case RIGHT -> new int[] {0, +1};
                case DOWN_LEFT -> new int[] {+1, -1};
                case DOWN_RIGHT -> new int[] {+1, 0};
                default -> throw new IllegalArgumentException(d.toString());
            };
            case Board.Hexagon h -> switch (d) {
                case UP_LEFT -> new int[] {-1, -1};
                case UP_RIGHT -> new int[] {-1, +1};
                case LEFT -> new int[] {0, -2};
                case RIGHT -> new int[] {0, +2};
                case DOWN_LEFT -> new int[] {+1, -1};
                case DOWN_RIGHT -> new int[] {+1, +1};
                default -> throw new IllegalArgumentException(d.toString());
            };
            case Board.Graph g -> squareDelta(d);
        };
    }

    private static int[] squareDelta(Direction d) {
        return switch (d) {
            case UP_LEFT -> new int[] {-1, -1};
            case UP -> new int[] {-1, 0};
            case UP_RIGHT -> new int[] {-1, +1};
            case LEFT -> new int[] {0, -1};
            case RIGHT -> new int[] {0, +1};
            case DOWN_LEFT -> new int[] {+1, -1};
            case DOWN -> new int[] {+1, 0};
            case DOWN_RIGHT -> new int[] {+1, +1};
        };
    }

    /**
     * The cell one step from {@code cell} in direction {@code d}, or −1 when the step leaves the
     * board or lands on a doubled-grid position that is not a cell (Directions).
     */
    public int neighbour(int cell, Direction d) {
        int[] delta = delta(d);
        if (board instanceof Board.Graph g) {
            // graph: the first point along the grid ray, if a line has the two one after the other.
            int r = rowOf[cell] + delta[0];
            int c = colOf[cell] + delta[1];
            while (r >= 0 && r < gridRows && c >= 0 && c < gridCols && cellAt[r][c] < 0) {
                r += delta[0];
                c += delta[1];
            }
            int next = cellAt(r, c);
            return next >= 0 && joined(g, cell, next) ? next : -1;
        }
        return cellAt(rowOf[cell] + delta[0], colOf[cell] + delta[1]);
    }

    private boolean joined(Board.Graph g, int a, int b) {
        Board.Point pa = new Board.Point(rowOf[a], colOf[a]);
        Board.Point pb = new Board.Point(rowOf[b], colOf[b]);
        for (List<Board.Point> line : g.lines()) {
            for (int i = 0; i + 1 < line.size(); i++) {
                if (line.get(i).equals(pa) && line.get(i + 1).equals(pb) || line.get(i).equals(pb) && line.get(i + 1).equals(pa)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- Edges

    /**
     * Whether the board has the edge: top/bottom/left/right on grid boards, the six on the hexagon.
     */
    public boolean hasEdge(Edge e) {
        if (board instanceof Board.Hexagon) {
            return e != Edge.LEFT && e != Edge.RIGHT;
        }
        return e == Edge.TOP || e == Edge.BOTTOM || e == Edge.LEFT || e == Edge.RIGHT;
    }

    /** The edges of the board in the order of the {@code edges} region list ({@code connected}). */
    public List<Edge> edges() {
        return board instanceof Board.Hexagon
                ? List.of(Edge.TOP, Edge.BOTTOM, Edge.TOP_LEFT, Edge.TOP_RIGHT, Edge.BOTTOM_LEFT, Edge.BOTTOM_RIGHT)
                : List.of(Edge.TOP, Edge.BOTTOM, Edge.LEFT, Edge.RIGHT);
    }

    /** The cells of an edge, in increasing order (Edges). */
    public List<Integer> edge(Edge e) {
        if (!hasEdge(e)) {
            throw new IllegalArgumentException(board + " has no edge " + e);
        }
        List<Integer> result = new ArrayList<>();
        if (board instanceof Board.Hexagon h) {
            int d = h.diameter();
            int k = (d - 1) / 2;
            for (int r = 0; r < d; r++) {
                int first = firstOfRow(r);
                int last = lastOfRow(r);
                switch (e) {
                    case TOP -> addRowIf(result, r == 0, r);
                    case BOTTOM -> addRowIf(result, r == d - 1, r);
                    case TOP_LEFT -> addIf(result, r <= k, first);
                    case TOP_RIGHT -> addIf(result, r <= k, last);
                    case BOTTOM_LEFT -> addIf(result, r >= k, first);
                    case BOTTOM_RIGHT -> addIf(result, r >= k, last);
                    default -> throw new AssertionError(e);
                }
            }
        } else {
            for (int i = 0; i < cells; i++) {
                boolean on = switch (e) {
                    case TOP -> rowOf[i] == 0;
                    case BOTTOM -> rowOf[i] == gridRows - 1;
                    case LEFT -> colOf[i] == 0;
                    case RIGHT -> colOf[i] == gridCols - 1;
                    default -> throw new AssertionError(e);
                };
                if (on) {
                    result.add(i);
                }
            }
        }
        return result;
    }

    private void addRowIf(List<Integer> out, boolean condition, int row) {
        if (condition) {
            for (int i = firstOfRow(row); i <= lastOfRow(row); i++) {
                out.add(i);
            }
        }
    }

    private static void addIf(List<Integer> out, boolean condition, int cell) {
        if (condition) {
            out.add(cell);
        }
    }

    private int firstOfRow(int row) {
        for (int i = 0; i < cells; i++) {
            if (rowOf[i] == row) {
                return i;
            }
        }
        throw new IllegalArgumentException("no row " + row);
    }

    private int lastOfRow(int row) {
        for (int i = cells - 1; i >= 0; i--) {
            if (rowOf[i] == row) {
                return i;
            }
        }
        throw new IllegalArgumentException("no row " + row);
    }

    // ---------------------------------------------------------------- Corners and centre

    /**
     * The corners in the order of Corners and centre: 4 on grid boards, 6 on the hexagon; cells may
     * repeat.
     */
    public List<Integer> corners() {
        if (board instanceof Board.Hexagon h) {
            int k = (h.diameter() - 1) / 2;
            int mid = (cells - 1) / 2;
            return List.of(0, k, mid - k, mid + k, cells - k - 1, cells - 1);
        }
        int r = gridRows;
        int c = gridCols;
        if (board instanceof Board.Graph) {
            // graph: the points at the grid's corners, those that exist.
            List<Integer> result = new ArrayList<>();
            for (int[] p : new int[][] {{0, 0}, {0, c - 1}, {r - 1, 0}, {r - 1, c - 1}}) {
                if (cellAt(p[0], p[1]) >= 0) {
                    result.add(cellAt(p[0], p[1]));
                }
            }
            return result;
        }
        return List.of(0, c - 1, (r - 1) * c, r * c - 1);
    }

    /** The centre cells in increasing order: 1, 2 or 4 cells on grid boards, 1 on the hexagon. */
    public List<Integer> center() {
        if (board instanceof Board.Hexagon) {
            return List.of((cells - 1) / 2);
        }
        List<Integer> result = new ArrayList<>();
        for (int r : middles(gridRows)) {
            for (int c : middles(gridCols)) {
                if (cellAt(r, c) >= 0) { // a graph board's middle positions may be no points
                    result.add(cellAt(r, c));
                }
            }
        }
        return result;
    }

    private static int[] middles(int n) {
        return n % 2 == 1 ? new int[] {(n - 1) / 2} : new int[] {n / 2 - 1, n / 2};
    }

    // ---------------------------------------------------------------- Lines on the board

    /** The orientation families of the board: 4 on square and rectangle, 3 on hex boards. */
    public List<Axis> families() {
        return isHex()
                ? List.of(Axis.HORIZONTAL, Axis.BACK_DIAGONAL, Axis.FORWARD_DIAGONAL)
                : List.of(Axis.HORIZONTAL, Axis.VERTICAL, Axis.BACK_DIAGONAL, Axis.FORWARD_DIAGONAL);
    }

    /** The step of a family: right, down, down_right, down_left. */
    public static Direction familyStep(Axis family) {
        return switch (family) {
            case HORIZONTAL -> Direction.RIGHT;
            case VERTICAL -> Direction.DOWN;
            case BACK_DIAGONAL -> Direction.DOWN_RIGHT;
            case FORWARD_DIAGONAL -> Direction.DOWN_LEFT;
        };
    }

    /**
     * Every window of length n in a family: x, x+s, …, x+(n−1)s with every step on the board,
     * ordered by first cell. Empty when the board lacks the family or has no line that long. The
     * lists are computed once and cached; callers must not modify the arrays.
     */
    public List<int[]> windows(Axis family, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("window length " + n);
        }
        return windowCache.computeIfAbsent(family.name() + "/" + n, key -> List.copyOf(computeWindows(family, n)));
    }

    private List<int[]> computeWindows(Axis family, int n) {
        List<int[]> result = new ArrayList<>();
        Direction step = familyStep(family);
        if (!hasDirection(step)) {
            return result;
        }
        for (int x = 0; x < cells; x++) {
            int[] w = new int[n];
            w[0] = x;
            boolean ok = true;
            for (int i = 1; i < n && ok; i++) {
                w[i] = neighbour(w[i - 1], step);
                ok = w[i] >= 0;
            }
            if (ok) {
                result.add(w);
            }
        }
        return result;
    }
}
