package dev.plateau.rules;

import dev.plateau.rules.syntax.Construct;

/**
 * The board: one of the four kinds (docs/language.md, {@code board}). Sizes are positive whole
 * numbers, a hexagon's diameter is odd, and no board has more than {@link #MAX_CELLS} cells.
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
     * The board as it is written in a game, {@code (square 3)}, {@code (hex_rectangle 11 11)}: the
     * one place that writes a board's text, for every message that names one.
     */
    default String text() {
        return switch (this) {
            case Square s -> written(word(), s.size());
            case Rectangle r -> written(word(), r.rows(), r.cols());
            case HexRectangle r -> written(word(), r.rows(), r.cols());
            case Hexagon h -> written(word(), h.diameter());
        };
    }

    /** {@code (square N)}: N × N cells. */
    record Square(int size) implements Board {
        public Square {
            requireSize(Construct.SQUARE.spelling(), size);
            requireCells(written(Construct.SQUARE.spelling(), size), (long) size * size);
        }

        @Override
        public int cellCount() {
            return size * size;
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

    /** {@code (rectangle A B)}: A rows × B columns. */
    record Rectangle(int rows, int cols) implements Board {
        public Rectangle {
            requireSize(Construct.RECTANGLE.spelling(), rows);
            requireSize(Construct.RECTANGLE.spelling(), cols);
            requireCells(written(Construct.RECTANGLE.spelling(), rows, cols), (long) rows * cols);
        }

        @Override
        public int cellCount() {
            return rows * cols;
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

    /** {@code (hex_rectangle A B)}: the Hex rhombus of A rows × B columns. */
    record HexRectangle(int rows, int cols) implements Board {
        public HexRectangle {
            requireSize(Construct.HEX_RECTANGLE.spelling(), rows);
            requireSize(Construct.HEX_RECTANGLE.spelling(), cols);
            requireCells(written(Construct.HEX_RECTANGLE.spelling(), rows, cols), (long) rows * cols);
        }

        @Override
        public int cellCount() {
            return rows * cols;
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
