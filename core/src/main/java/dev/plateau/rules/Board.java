package dev.plateau.rules;

import dev.plateau.rules.syntax.Construct;
import java.util.List;

/**
 * The board: one of the four grid kinds or a graph of points and lines (docs/language.md, {@code
 * board}). Sizes are positive whole numbers, a hexagon's diameter is odd, and no board has more than
 * {@link #MAX_CELLS} cells. The three row-major kinds may have cells removed ({@code (without
 * (i…))}), numbered as in the full grid; the cells that remain are numbered row-major, skipping them.
 */
public sealed interface Board extends Node {
    /**
     * The largest number of cells a board may have. The limit keeps a board's bitboards small (16
     * words of 64 bits on grid boards, at most 20 on the largest hexagon, whose bit layout has
     * padding), which keeps GPU kernels in registers; Go's 19 × 19 board (361 cells) fits with room
     * to spare.
     */
    int MAX_CELLS = 1024;

    /** The number of cells, M. */
    int cellCount();

    /** True for the hexagon and the hex_rectangle (six neighbours, no vertical axis). */
    boolean isHex();

    /** The {@code .ldx} keyword of this board kind. */
    String word();

    /**
     * The cells of the full grid that are not on the board, in increasing order, numbered row-major
     * on the full grid (empty for the hexagon, and for a board without {@code without}).
     */
    default List<Integer> removed() {
        return List.of();
    }

    /**
     * The board as it is written in a game, {@code (square 3)}, {@code (hex_rectangle 11 11)}: the
     * one place that writes a board's text, for every message that names one.
     */
    default String text() {
        String shape = switch (this) {
            case Square s -> written(word(), s.size());
            case Rectangle r -> written(word(), r.rows(), r.cols());
            case HexRectangle r -> written(word(), r.rows(), r.cols());
            case Hexagon h -> written(word(), h.diameter());
            case Graph g -> g.written();
        };
        return removed().isEmpty() ? shape : shape + " " + withoutText(removed());
    }

    /** Why {@code (without …)} cannot follow {@code shape} (a hexagon or a graph), in one place for every front end. */
    static String withoutRefused(Construct shape) {
        return "`(" + Construct.WITHOUT.spelling() + " …)` removes cells from `" + Construct.SQUARE.spelling() + "`, `"
                + Construct.RECTANGLE.spelling() + "` and `" + Construct.HEX_RECTANGLE.spelling()
                + "` boards, not from a `" + shape.spelling() + "`";
    }

    /** {@code (without (i…))}: the part of {@code (board …)} that removes cells. */
    static String withoutText(List<Integer> removed) {
        return "(" + Construct.WITHOUT.spelling() + " (" + removed.stream().map(String::valueOf)
                .collect(java.util.stream.Collectors.joining(" ")) + "))";
    }

    /**
     * The removed cells of a grid of {@code cells} cells, checked (each on the grid, none twice, at
     * least one cell left) and sorted.
     */
    private static List<Integer> removedCells(String shape, int cells, List<Integer> removed) {
        List<Integer> sorted = removed.stream().sorted().toList();
        for (int i = 0; i < sorted.size(); i++) {
            int c = sorted.get(i);
            RuleException.require(c >= 0 && c < cells, "`" + shape + " " + withoutText(removed) + "`: cell " + c
                    + " is not on `" + shape + "`, which has cells 0 … " + (cells - 1));
            RuleException.require(i == 0 || sorted.get(i - 1) != c, "`" + shape + " " + withoutText(removed)
                    + "`: cell " + c + " is removed twice");
        }
        RuleException.require(sorted.size() < cells, "`" + shape + " " + withoutText(removed)
                + "`: every cell is removed; a board needs at least one");
        return sorted;
    }

    /** {@code (square N)}: N × N cells, less the removed ones. */
    record Square(int size, List<Integer> removed) implements Board {
        public Square {
            requireSize(Construct.SQUARE.spelling(), size);
            requireCells(written(Construct.SQUARE.spelling(), size), (long) size * size);
            removed = removedCells(written(Construct.SQUARE.spelling(), size), size * size, removed);
        }

        /** {@code (square N)} with every cell. */
        public Square(int size) {
            this(size, List.of());
        }

        @Override
        public int cellCount() {
            return size * size - removed.size();
        }

        @Override
        public boolean isHex() {
            return false;
        }

        @Override
        public String word() {
            return Construct.SQUARE.spelling();
        }
    }

    /** {@code (rectangle A B)}: A rows × B columns, less the removed cells. */
    record Rectangle(int rows, int cols, List<Integer> removed) implements Board {
        public Rectangle {
            requireSize(Construct.RECTANGLE.spelling(), rows);
            requireSize(Construct.RECTANGLE.spelling(), cols);
            requireCells(written(Construct.RECTANGLE.spelling(), rows, cols), (long) rows * cols);
            removed = removedCells(written(Construct.RECTANGLE.spelling(), rows, cols), rows * cols, removed);
        }

        /** {@code (rectangle A B)} with every cell. */
        public Rectangle(int rows, int cols) {
            this(rows, cols, List.of());
        }

        @Override
        public int cellCount() {
            return rows * cols - removed.size();
        }

        @Override
        public boolean isHex() {
            return false;
        }

        @Override
        public String word() {
            return Construct.RECTANGLE.spelling();
        }
    }

    /** {@code (hex_rectangle A B)}: the Hex rhombus of A rows × B columns, less the removed cells. */
    record HexRectangle(int rows, int cols, List<Integer> removed) implements Board {
        public HexRectangle {
            requireSize(Construct.HEX_RECTANGLE.spelling(), rows);
            requireSize(Construct.HEX_RECTANGLE.spelling(), cols);
            requireCells(written(Construct.HEX_RECTANGLE.spelling(), rows, cols), (long) rows * cols);
            removed = removedCells(written(Construct.HEX_RECTANGLE.spelling(), rows, cols), rows * cols, removed);
        }

        /** {@code (hex_rectangle A B)} with every cell. */
        public HexRectangle(int rows, int cols) {
            this(rows, cols, List.of());
        }

        @Override
        public int cellCount() {
            return rows * cols - removed.size();
        }

        @Override
        public boolean isHex() {
            return true;
        }

        @Override
        public String word() {
            return Construct.HEX_RECTANGLE.spelling();
        }
    }

    /** {@code (hexagon D)}: a hexagon of D rows, D odd, with 1 + 3k(k+1) cells, k = (D−1)/2. */
    record Hexagon(int diameter) implements Board {
        public Hexagon {
            requireSize(Construct.HEXAGON.spelling(), diameter);
            String text = written(Construct.HEXAGON.spelling(), diameter);
            RuleException.require(diameter % 2 == 1, "`" + text + "`: hexagon diameter must be odd");
            long k = (diameter - 1L) / 2;
            requireCells(text, 1 + 3 * k * (k + 1));
        }

        /** k = (D − 1) / 2, the number of rows above the middle row. */
        public int radius() {
            return (diameter - 1) / 2;
        }

        @Override
        public int cellCount() {
            int k = radius();
            return 1 + 3 * k * (k + 1);
        }

        @Override
        public boolean isHex() {
            return true;
        }

        @Override
        public String word() {
            return Construct.HEXAGON.spelling();
        }
    }

    /**
     * A point of a {@link Graph} board: a position on its drawing grid, row 0 at the top, column 0
     * at the left, named like a cell of a grid board ({@code a1} the top-left position).
     *
     * @param row the grid row, counted from the top
     * @param col the grid column, counted from the left
     */
    record Point(int row, int col) implements Comparable<Point> {
        public Point {
            RuleException.require(row >= 0 && col >= 0, "a point's row and column cannot be negative");
        }

        /**
         * The point with this name: column letters and a row number, {@code a1} the top-left position.
         *
         * @throws RuleException naming the text when it is no such name
         */
        public static Point named(String name) {
            int i = 0;
            long col = 0;
            while (i < name.length() && name.charAt(i) >= 'a' && name.charAt(i) <= 'z' && col <= MAX_CELLS) {
                col = col * 26 + (name.charAt(i) - 'a' + 1);
                i++;
            }
            boolean digits = i > 0 && i < name.length() && name.length() - i <= 4
                    && name.substring(i).chars().allMatch(Character::isDigit) && name.charAt(i) != '0';
            RuleException.require(digits && col <= MAX_CELLS,
                    "`" + name + "` is no point name: write column letters and a row number, such as `a1` (the top-left)");
            return new Point(Integer.parseInt(name.substring(i)) - 1, (int) col - 1);
        }

        /** The name of the point, as {@link #named} reads it. */
        public String name() {
            return letters(col) + (row + 1);
        }

        /** Row-major order from the top-left: the order of a graph board's cells. */
        @Override
        public int compareTo(Point o) {
            return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
        }

        /** The letters of a column: 0 → a, 25 → z, 26 → aa (bijective base 26). */
        public static String letters(int column) {
            RuleException.require(column >= 0, "column " + column + " is negative");
            StringBuilder sb = new StringBuilder();
            for (int n = column + 1; n > 0; n = (n - 1) / 26) {
                sb.append((char) ('a' + (n - 1) % 26));
            }
            return sb.reverse().toString();
        }
    }

    /**
     * {@code (graph (points P…) (lines (P P…)…))}: points at positions of a drawing grid, joined
     * along straight lines (docs/language.md, {@code graph}). Each line runs in one of the eight grid
     * directions; two points that follow each other on a line are neighbours in that direction (and
     * its opposite), whatever the grid distance between them, and no declared point may lie between
     * them (so a point has at most one neighbour per direction). The cells are the points in row-major
     * order from the top-left, whatever order they are written in.
     *
     * @param points the points, in written order
     * @param lines the lines, each at least two points, in written order
     */
    record Graph(List<Point> points, List<List<Point>> lines) implements Board {
        /** The most grid positions (rows × columns) a graph board's drawing grid may have. */
        public static final int MAX_GRID = 4 * MAX_CELLS;

        public Graph {
            RuleException.require(points != null && lines != null, "`(graph …)` needs points and lines");
            points = List.copyOf(points);
            lines = lines.stream().map(List::copyOf).toList();
            RuleException.require(!points.isEmpty(), "`(graph …)` needs at least one point");
            RuleException.require(!lines.isEmpty(), "`(graph …)` needs at least one line");
            requireCells("(graph …)", points.size());
            java.util.Set<Point> declared = new java.util.HashSet<>();
            int rows = 0;
            int cols = 0;
            for (Point p : points) {
                RuleException.require(declared.add(p), "`(graph …)`: the point " + p.name() + " is declared twice");
                rows = Math.max(rows, p.row() + 1);
                cols = Math.max(cols, p.col() + 1);
            }
            RuleException.require((long) rows * cols <= MAX_GRID, "`(graph …)`: the grid of the points has "
                    + rows + " × " + cols + " positions, more than the limit of " + MAX_GRID);
            for (List<Point> line : lines) {
                String text = lineText(line);
                RuleException.require(line.size() >= 2, "`(graph …)`: the line " + text + " needs at least two points");
                int[] unit = null;
                for (int i = 0; i + 1 < line.size(); i++) {
                    Point a = line.get(i);
                    Point b = line.get(i + 1);
                    for (Point p : List.of(a, b)) {
                        RuleException.require(declared.contains(p), "`(graph …)`: the line " + text + " joins "
                                + p.name() + ", which is not among the points");
                    }
                    int dr = b.row() - a.row();
                    int dc = b.col() - a.col();
                    RuleException.require((dr != 0 || dc != 0) && (dr == 0 || dc == 0 || Math.abs(dr) == Math.abs(dc)),
                            "`(graph …)`: the line " + text + " goes from " + a.name() + " to " + b.name()
                                    + ", which is not along a row, a column or a diagonal of the grid");
                    int[] u = {Integer.signum(dr), Integer.signum(dc)};
                    RuleException.require(unit == null || java.util.Arrays.equals(unit, u),
                            "`(graph …)`: the line " + text + " turns at " + a.name() + "; a line is straight");
                    unit = u;
                    for (Point p = new Point(a.row() + u[0], a.col() + u[1]); !p.equals(b);
                            p = new Point(p.row() + u[0], p.col() + u[1])) {
                        RuleException.require(!declared.contains(p), "`(graph …)`: the line " + text + " passes "
                                + p.name() + " between " + a.name() + " and " + b.name() + " without joining it");
                    }
                }
            }
        }

        private static String lineText(List<Point> line) {
            return "`(" + String.join(" ", line.stream().map(Point::name).toList()) + ")`";
        }

        /** The points in cell order: row-major from the top-left. */
        public List<Point> cells() {
            return points.stream().sorted().toList();
        }

        @Override
        public int cellCount() {
            return points.size();
        }

        @Override
        public boolean isHex() {
            return false;
        }

        @Override
        public String word() {
            return Construct.GRAPH.spelling();
        }

        private String written() {
            StringBuilder t = new StringBuilder("(").append(word()).append(" (").append(Construct.POINTS.spelling());
            for (Point p : points) {
                t.append(' ').append(p.name());
            }
            t.append(") (").append(Construct.LINES.spelling());
            for (List<Point> line : lines) {
                t.append(' ').append(lineText(line).replace("`", ""));
            }
            return t.append("))").toString();
        }
    }

    /** A board's text from its keyword and sizes; a board's own text is {@link #text()}. */
    private static String written(String word, int... sizes) {
        StringBuilder text = new StringBuilder("(").append(word);
        for (int size : sizes) {
            text.append(' ').append(size);
        }
        return text.append(')').toString();
    }

    private static void requireSize(String kind, int size) {
        RuleException.require(size > 0, "`" + written(kind, size) + "`: board sizes must be positive whole numbers");
    }

    private static void requireCells(String board, long cells) {
        RuleException.require(cells <= MAX_CELLS,
                "`" + board + "` has " + cells + " cells, more than the limit of " + MAX_CELLS);
    }
}
