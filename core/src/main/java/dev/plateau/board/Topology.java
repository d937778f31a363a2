package dev.plateau.board;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The geometry of one board, exactly as docs/language.md (Board) defines it: cells numbered
 * row-major from the top-left, their positions on the observation grid, neighbours per direction,
 * edges, corners, centre and line windows.
 *
 * <p>It also fixes the <em>bit layout</em> of the board's bitboards: cell {@code i} is bit {@link
 * #bitOf(int) bitOf(i)}, and a step in direction d from a cell that has a neighbour there moves its
 * bit by the constant {@link #bitShift(Direction)}. On grid boards bit = grid position (row · W +
 * column), which is the cell unless cells are removed ({@code without}: then they are gaps in the
 * layout, and the cells that remain are numbered row-major, skipping them). On the hexagon, whose
 * rows have different widths, bits use axial coordinates (row r, column q on a D × D parallelogram)
 * so that every direction is still one uniform shift; the bit order is still the cell order.
 *
 * <p>Cells have names ({@link #cellName(int)}, {@link #cellOf(String)}): a column letter and a row
 * number, {@code a1} being the top-left cell. The board's symmetries are {@link #symmetries()}.
 *
 * <p>Instances are immutable and cached per board; the cache keeps the {@value #CACHE_SIZE} boards
 * used most recently, so that a long-running process fed ever new boards (a server compiling edited
 * games) does not grow without bound.
 */
public final class Topology {
    /** The most topologies kept in the cache. */
    static final int CACHE_SIZE = 64;

    /** Least recently used first; every access goes through the map's own lock. */
    private static final Map<Board, Topology> CACHE = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<Board, Topology> eldest) {
                    return size() > CACHE_SIZE;
                }
            });

    private final Board board;
    private final int cells;
    private final int gridHeight;
    private final int gridWidth;
    private final int[] gridRow;
    private final int[] gridCol;
    private final int[] cellAtGrid;
    private final EnumMap<Direction, int[]> neighbours = new EnumMap<>(Direction.class);
    private final EnumMap<Edge, int[]> edges = new EnumMap<>(Edge.class);
    private final int[] corners;
    private final int[] center;
    private final int bitCount;
    private final int[] bitOfCell;
    private final int[] cellOfBit;
    private final EnumMap<Direction, Integer> bitShifts = new EnumMap<>(Direction.class);
    private final String[] names;
    private final Map<String, Integer> cellsByName;
    /** Computed on first use; immutable once set, so a racing second computation is harmless. */
    private volatile List<Symmetry> symmetries;

    private Topology(Board board) {
        this.board = board;
        this.cells = board.cellCount();
        gridRow = new int[cells];
        gridCol = new int[cells];
        bitOfCell = new int[cells];
        switch (board) {
            case Board.Hexagon h -> {
                int d = h.diameter();
                int k = h.radius();
                gridHeight = d;
                gridWidth = 2 * d - 1;
                int cell = 0;
                for (int r = 0; r < d; r++) {
                    int width = d - Math.abs(r - k);
                    for (int j = 0; j < width; j++) {
                        gridRow[cell] = r;
                        gridCol[cell] = Math.abs(r - k) + 2 * j;
                        bitOfCell[cell] = r * d + j + Math.max(0, k - r);
                        cell++;
                    }
                }
                bitCount = d * d;
            }
            case Board.Square s -> {
                gridHeight = s.size();
                gridWidth = s.size();
                bitCount = gridHeight * gridWidth;
                fillRowMajor();
            }
            case Board.Rectangle r -> {
                gridHeight = r.rows();
                gridWidth = r.cols();
                bitCount = gridHeight * gridWidth;
                fillRowMajor();
            }
            case Board.HexRectangle r -> {
                gridHeight = r.rows();
                gridWidth = r.cols();
                bitCount = gridHeight * gridWidth;
                fillRowMajor();
            }
            case Board.Graph g -> {
                List<Board.Point> points = g.cells();
                int height = 0;
                int width = 0;
                for (int c = 0; c < cells; c++) {
                    gridRow[c] = points.get(c).row();
                    gridCol[c] = points.get(c).col();
                    bitOfCell[c] = c;
                    height = Math.max(height, gridRow[c] + 1);
                    width = Math.max(width, gridCol[c] + 1);
                }
                gridHeight = height;
                gridWidth = width;
                bitCount = cells;
            }
        }
        cellAtGrid = new int[gridHeight * gridWidth];
        Arrays.fill(cellAtGrid, -1);
        for (int c = 0; c < cells; c++) {
            cellAtGrid[gridRow[c] * gridWidth + gridCol[c]] = c;
        }
        cellOfBit = new int[bitCount];
        Arrays.fill(cellOfBit, -1);
        for (int c = 0; c < cells; c++) {
            cellOfBit[bitOfCell[c]] = c;
        }
        for (Direction dir : Steps.directionsOf(board)) {
            int[] step = Steps.step(board, dir);
            int[] nb = board instanceof Board.Graph g ? Steps.graphNeighbours(g, step, cells, this::cellAtGrid)
                    : new int[cells];
            for (int c = 0; c < cells && !(board instanceof Board.Graph); c++) {
                nb[c] = cellAtGrid(gridRow[c] + step[0], gridCol[c] + step[1]);
            }
            neighbours.put(dir, nb);
            if (!(board instanceof Board.Graph)) {
                bitShifts.put(dir, uniformShift(dir, nb));
            }
        }
        fillEdges();
        corners = computeCorners();
        center = computeCenter();
        names = new String[cells];
        cellsByName = new HashMap<>();
        for (int c = 0; c < cells; c++) {
            names[c] = columnLetters(nameColumn(c)) + (gridRow[c] + 1);
            cellsByName.put(names[c], c);
        }
    }

    /** The topology of a board (cached). */
    public static Topology of(Board board) {
        return CACHE.computeIfAbsent(board, Topology::new);
    }

    /** The number of topologies cached now, at most {@value #CACHE_SIZE}. */
    static int cachedCount() {
        return CACHE.size();
    }

    /**
     * Row-major cells on the grid, skipping the removed ones: bit = grid position, so that a step is
     * still one uniform shift and a removed cell is a gap in the bit layout (as on the hexagon).
     */
    private void fillRowMajor() {
        List<Integer> removed = board.removed();
        for (int g = 0, c = 0, r = 0; g < gridHeight * gridWidth; g++) {
            if (r < removed.size() && removed.get(r) == g) {
                r++;
                continue;
            }
            gridRow[c] = g / gridWidth;
            gridCol[c] = g % gridWidth;
            bitOfCell[c] = g;
            c++;
        }
    }

    /**
     * The bit shift of a step in {@code dir}: the geometric shift of the layout (Δrow · C + Δcol on
     * grid boards, Δrow · D + (Δcol − Δrow) / 2 on the hexagon's axial layout), checked against
     * every cell that has a neighbour there. Boards where no cell has such a neighbour (1 × N, a
     * single cell) still get the geometric shift.
     */
    private int uniformShift(Direction dir, int[] nb) {
        int[] step = Steps.step(board, dir);
        int shift = board instanceof Board.Hexagon h
                ? step[0] * h.diameter() + (step[1] - step[0]) / 2
                : step[0] * gridWidth + step[1];
        for (int c = 0; c < cells; c++) {
            if (nb[c] >= 0 && bitOfCell[nb[c]] - bitOfCell[c] != shift) {
                throw new AssertionError("bit layout of " + board + " is not uniform in " + dir);
            }
        }
        return shift;
    }

    private void fillEdges() {
        List<Integer> top = new ArrayList<>();
        List<Integer> bottom = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            if (gridRow[c] == 0) {
                top.add(c);
            }
            if (gridRow[c] == gridHeight - 1) {
                bottom.add(c);
            }
        }
        edges.put(Edge.TOP, toArray(top));
        edges.put(Edge.BOTTOM, toArray(bottom));
        if (board instanceof Board.Hexagon h) {
            int k = h.radius();
            List<Integer> tl = new ArrayList<>();
            List<Integer> tr = new ArrayList<>();
            List<Integer> bl = new ArrayList<>();
            List<Integer> br = new ArrayList<>();
            for (int r = 0; r < gridHeight; r++) {
                int first = firstCellOfRow(r);
                int last = first + (h.diameter() - Math.abs(r - k)) - 1;
                if (r <= k) {
                    tl.add(first);
                    tr.add(last);
                }
                if (r >= k) {
                    bl.add(first);
                    br.add(last);
                }
            }
            edges.put(Edge.TOP_LEFT, toArray(tl));
            edges.put(Edge.TOP_RIGHT, toArray(tr));
            edges.put(Edge.BOTTOM_LEFT, toArray(bl));
            edges.put(Edge.BOTTOM_RIGHT, toArray(br));
        } else {
            List<Integer> left = new ArrayList<>();
            List<Integer> right = new ArrayList<>();
            for (int c = 0; c < cells; c++) {
                if (gridCol[c] == 0) {
                    left.add(c);
                }
                if (gridCol[c] == gridWidth - 1) {
                    right.add(c);
                }
            }
            edges.put(Edge.LEFT, toArray(left));
            edges.put(Edge.RIGHT, toArray(right));
        }
    }

    private int firstCellOfRow(int r) {
        for (int c = 0; c < cells; c++) {
            if (gridRow[c] == r) {
                return c;
            }
        }
        throw new AssertionError("no cell in row " + r);
    }

    private int[] computeCorners() {
        if (board instanceof Board.Hexagon h) {
            int k = h.radius();
            int mid = (cells - 1) / 2;
            return new int[] {0, k, mid - k, mid + k, cells - k - 1, cells - 1};
        }
        // The grid's corners, where they are cells (on a graph board, where they are points).
        return java.util.stream.IntStream.of(cellAtGrid(0, 0), cellAtGrid(0, gridWidth - 1),
                cellAtGrid(gridHeight - 1, 0), cellAtGrid(gridHeight - 1, gridWidth - 1))
                .filter(c -> c >= 0).toArray();
    }

    private int[] computeCenter() {
        if (board instanceof Board.Hexagon) {
            return new int[] {(cells - 1) / 2};
        }
        int[] rows = middle(gridHeight);
        int[] cols = middle(gridWidth);
        // The middle of the grid, where it is a cell (on a graph board, a point: perhaps none).
        List<Integer> result = new ArrayList<>();
        for (int r : rows) {
            for (int c : cols) {
                if (cellAtGrid(r, c) >= 0) {
                    result.add(cellAtGrid(r, c));
                }
            }
        }
        return toArray(result);
    }

    private static int[] middle(int n) {
        return n % 2 == 1 ? new int[] {(n - 1) / 2} : new int[] {n / 2 - 1, n / 2};
    }

    private static int[] toArray(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The board this topology describes. */
    public Board board() {
        return board;
    }

    /** M, the number of cells. */
    public int cellCount() {
        return cells;
    }

    /** H, the height of the observation grid (docs/language.md, {@code board}). */
    public int gridHeight() {
        return gridHeight;
    }

    /** W, the width of the observation grid: columns, or 2D − 1 doubled columns on the hexagon. */
    public int gridWidth() {
        return gridWidth;
    }

    /** The grid row of a cell (0 = top). */
    public int row(int cell) {
        return gridRow[cell];
    }

    /** The grid column of a cell (doubled-grid column on the hexagon). */
    public int col(int cell) {
        return gridCol[cell];
    }

    /** The cell at a grid position, or −1 if the position is off the board or not a cell. */
    public int cellAtGrid(int row, int col) {
        if (row < 0 || row >= gridHeight || col < 0 || col >= gridWidth) {
            return -1;
        }
        return cellAtGrid[row * gridWidth + col];
    }

    /** The directions this board has: all eight, or six on hex boards. */
    public Set<Direction> directions() {
        return EnumSet.copyOf(neighbours.keySet());
    }

    /** Whether the board has this direction. */
    public boolean hasDirection(Direction dir) {
        return neighbours.containsKey(dir);
    }

    /** The axes (orientation families) this board has: four, or three on hex boards. */
    public Set<Axis> axes() {
        Set<Axis> axes = EnumSet.noneOf(Axis.class);
        for (Axis a : Axis.values()) {
            if (hasDirection(a.step())) {
                axes.add(a);
            }
        }
        return axes;
    }

    /**
     * The neighbour of a cell one step in a direction, or −1 when the step leaves the board.
     *
     * @throws IllegalArgumentException if the board has no such direction
     */
    public int neighbour(int cell, Direction dir) {
        return neighbourTable(dir)[cell];
    }

    private int[] neighbourTable(Direction dir) {
        int[] nb = neighbours.get(dir);
        if (nb == null) {
            throw new IllegalArgumentException(board.word() + " boards have no `" + dir.word() + "` direction");
        }
        return nb;
    }

    /**
     * The edges this board has, in the order of the {@code edges} regions (see docs/language.md,
     * {@code connected}).
     */
    public List<Edge> edgeNames() {
        return board instanceof Board.Hexagon
                ? List.of(Edge.TOP, Edge.BOTTOM, Edge.TOP_LEFT, Edge.TOP_RIGHT, Edge.BOTTOM_LEFT, Edge.BOTTOM_RIGHT)
                : List.of(Edge.TOP, Edge.BOTTOM, Edge.LEFT, Edge.RIGHT);
    }

    /** Whether the board has this edge. */
    public boolean hasEdge(Edge edge) {
        return edges.containsKey(edge);
    }

    /**
     * The cells of an edge, in increasing order.
     *
     * @throws IllegalArgumentException if the board has no such edge
     */
    public int[] edge(Edge edge) {
        int[] e = edges.get(edge);
        if (e == null) {
            throw new IllegalArgumentException(board.word() + " boards have no `" + edge.word() + "` edge");
        }
        return e.clone();
    }

    /**
     * The corners in the order of docs/language.md, Corners and centre (4 on grid boards, 6 on the
     * hexagon; may repeat).
     */
    public int[] corners() {
        return corners.clone();
    }

    /** The centre cells, in increasing order (1, 2 or 4 cells). */
    public int[] center() {
        return center.clone();
    }

    /**
     * The windows of length n along an axis: every sequence x, x+s, …, x+(n−1)s of cells that stays
     * on the board, ordered by first cell. Empty if the board has no such axis or no line that long.
     */
    public List<int[]> windows(Axis axis, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("window length must be at least 1");
        }
        if (!hasDirection(axis.step())) {
            return List.of();
        }
        int[] nb = neighbourTable(axis.step());
        List<int[]> result = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            int[] w = new int[n];
            int x = c;
            int i = 0;
            while (i < n && x >= 0) {
                w[i++] = x;
                x = i < n ? nb[x] : x;
            }
            if (i == n) {
                result.add(w);
            }
        }
        return result;
    }

    /** The number of cells of the longest line along an axis (0 if the board lacks the axis). */
    public int longestLine(Axis axis) {
        if (!hasDirection(axis.step())) {
            return 0;
        }
        int[] back = neighbourTable(axis.step().opposite());
        int[] fwd = neighbourTable(axis.step());
        int longest = 0;
        for (int c = 0; c < cells; c++) {
            if (back[c] < 0) {
                int len = 0;
                for (int x = c; x >= 0; x = fwd[x]) {
                    len++;
                }
                longest = Math.max(longest, len);
            }
        }
        return longest;
    }

    /** The number of bits in the bit layout (≥ M; more on the hexagon). */
    public int bitCount() {
        return bitCount;
    }

    /** The number of 64-bit words of one bitboard. */
    public int words() {
        return (bitCount + 63) / 64;
    }

    /** The bit of a cell in the bit layout. */
    public int bitOf(int cell) {
        return bitOfCell[cell];
    }

    /** The cell of a bit, or −1 for a padding bit that is no cell. */
    public int cellOfBit(int bit) {
        return cellOfBit[bit];
    }

    /**
     * How far a step in this direction moves a cell's bit, for every cell that has a neighbour in
     * that direction. Cells without a neighbour there must be masked out before or after the shift:
     * their shifted bit may be another cell or padding. On a board where no cell has a neighbour in
     * this direction (a single row, a single cell) the value is still the layout's geometric shift.
     *
     * @throws IllegalArgumentException if the board has no such direction
     */
    public int bitShift(Direction dir) {
        neighbourTable(dir);
        Integer shift = bitShifts.get(dir);
        if (shift == null) {
            throw new IllegalStateException("the steps of a graph board move bits by different amounts: "
                    + "use the neighbour tables (uniformShifts() is false)");
        }
        return shift;
    }

    /**
     * Whether every direction moves every cell's bit by one constant ({@link #bitShift}): true on the
     * grid boards, false on a graph board, whose neighbours follow its lines.
     */
    public boolean uniformShifts() {
        return !(board instanceof Board.Graph);
    }

    // ------------------------------------------------------------------ names

    /**
     * The name of a cell: a column letter and a row number, {@code a1} being the top-left cell, as
     * in Othello and Hex notation. Rows count from the top, as cells are numbered.
     *
     * <p>On square and rectangle boards the letter is the column. On hex boards columns run down and
     * to the right: on the {@code hex_rectangle} that is the board's column, and on the {@code
     * hexagon} it is the diagonal through the cell, {@code a} being the leftmost one (the diagonal
     * through the middle row's first cell), so that neighbours along a column keep their letter on
     * both hex boards. Letters go on after {@code z} as {@code aa}, {@code ab}, … ({@link
     * #columnLetters(int)}).
     *
     * @throws IndexOutOfBoundsException if the cell is not in [0, M)
     */
    public String cellName(int cell) {
        return names[Objects.checkIndex(cell, cells)];
    }

    /**
     * The cell with a name (as {@link #cellName(int)} writes it; letters in either case).
     *
     * @throws IllegalArgumentException naming the name and the board if no cell has that name
     */
    public int cellOf(String name) {
        Integer cell = name == null ? null : cellsByName.get(name.strip().toLowerCase(Locale.ROOT));
        if (cell == null) {
            throw new IllegalArgumentException("no cell named `" + name + "` on the " + describe(board)
                    + " board (cells are named " + names[0] + " … " + names[cells - 1] + ")");
        }
        return cell;
    }

    /**
     * The column of a cell's name, 0 for {@code a}: the grid column, or on the hexagon the
     * down-right diagonal through the cell.
     */
    public int nameColumn(int cell) {
        Objects.checkIndex(cell, cells);
        if (board instanceof Board.Hexagon h) {
            // The observation grid doubles hexagon columns and starts each row |row − radius| in.
            return (gridCol[cell] - gridRow[cell] + h.radius()) / 2;
        }
        return gridCol[cell];
    }

    /** The number of name columns: the board's columns, or the hexagon's diameter. */
    public int nameColumnCount() {
        return board instanceof Board.Hexagon h ? h.diameter() : gridWidth;
    }

    /** The letters of a name column: 0 → a, 25 → z, 26 → aa, 27 → ab (bijective base 26). */
    public static String columnLetters(int column) {
        if (column < 0) {
            throw new IllegalArgumentException("column " + column + " is negative");
        }
        return Board.Point.letters(column);
    }

    /** The board as it is written in a game ({@link Board#text()}). */
    static String describe(Board board) {
        return board.text();
    }

    // ------------------------------------------------------------------ symmetries

    /**
     * The board's symmetries: the rotations and reflections that map the board onto itself and
     * keep every cell's neighbours its neighbours, as distinct cell permutations, the identity first.
     * Square boards have the 8 of the square (D4); other rectangles 4 (the identity, both
     * reflections, the half turn); the hexagon the 12 of the regular hexagon (D6); a {@code
     * hex_rectangle} the 2 of the half turn, or 4 when it is a rhombus (rows = columns: also the
     * reflections in its two diagonals). Degenerate boards (one row, one cell) have fewer, because
     * several motions give the same permutation. The list is a group: closed under {@link
     * Symmetry#then} and {@link Symmetry#inverse()}.
     *
     * <p>A symmetry of the board is not always one of a game: rules with directions or edges (a
     * piece that falls down, a player who joins top and bottom) hold only under some of them.
     */
    public List<Symmetry> symmetries() {
        List<Symmetry> s = symmetries;
        if (s == null) {
            s = Symmetries.of(this);
            symmetries = s;
        }
        return s;
    }

    @Override
    public String toString() {
        return "Topology[" + board + ", " + cells + " cells, " + bitCount + " bits]";
    }
}
