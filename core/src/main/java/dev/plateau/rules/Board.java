package dev.plateau.rules;

import dev.plateau.rules.syntax.Construct;
import java.util.List;

/**
 * The board: one of the four kinds (docs/language.md, {@code board}). Sizes are positive whole
 * numbers, a hexagon's diameter is odd, and no board has more than {@link #MAX_CELLS} cells. The
 * three row-major kinds may have cells removed ({@code (without (i…))}), numbered as in the full
 * grid; the cells that remain are numbered row-major, skipping them.
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
        };
        return removed().isEmpty() ? shape : shape + " " + withoutText(removed());
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
