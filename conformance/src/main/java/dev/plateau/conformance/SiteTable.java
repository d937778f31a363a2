package dev.plateau.conformance;

import java.util.Arrays;

/**
 * The sites of a site table, {@code <game>.board.json}: for every code its Plateau cell
 * (conformance/README.md, Coordinates) and the recording engine's row, column and label. The codes
 * are 0 … M−1 and the cells a permutation of 0 … M−1 ({@link TraceReader#readSites} checks both).
 * In a table with {@code "codes": "plateau"} every code is its own cell and has no row, column or
 * label.
 */
public final class SiteTable {
    private final String game;
    private final int[] cellOfCode;
    private final int[] codeOfCell;
    private final int[] row;
    private final int[] col;
    private final String[] label;
    /** Per code: 0 for a site of the board, else the recording engine's player (1, 2) whose hand it is. */
    private final int[] hand;
    private final int cells;

    /**
     * A table; the arrays are indexed by code and copied.
     *
     * @param game the set's name ({@code game} field)
     * @param cellOfCode the Plateau cell of each code, a permutation of 0 … M−1
     * @param row Ludii's row of each code (counted from the bottom), −1 where the table has none
     * @param col Ludii's column of each code, −1 where the table has none
     * @param label Ludii's label of each code, {@code null} where the table has none
     * @throws IllegalArgumentException if the arrays differ in length or the cells are no permutation
     */
    public SiteTable(String game, int[] cellOfCode, int[] row, int[] col, String[] label) {
        this(game, cellOfCode, row, col, label, new int[cellOfCode.length]);
    }

    /**
     * A table whose sites may include players' hands ({@code hand[code]} 1 or 2; their cell is −1);
     * the cells of the other codes are a permutation of 0 … M−1.
     */
    public SiteTable(String game, int[] cellOfCode, int[] row, int[] col, String[] label, int[] hand) {
        int n = cellOfCode.length;
        if (row.length != n || col.length != n || label.length != n || hand.length != n) {
            throw new IllegalArgumentException("site arrays of different lengths");
        }
        this.game = game;
        this.cellOfCode = cellOfCode.clone();
        this.row = row.clone();
        this.col = col.clone();
        this.label = label.clone();
        this.hand = hand.clone();
        this.cells = (int) Arrays.stream(hand).filter(h -> h == 0).count();
        this.codeOfCell = new int[cells];
        Arrays.fill(codeOfCell, -1);
        for (int code = 0; code < n; code++) {
            int cell = cellOfCode[code];
            if (hand[code] != 0) {
                if (cell != -1 || hand[code] != 1 && hand[code] != 2) {
                    throw new IllegalArgumentException("code " + code + " is a hand: its player is 1 or 2 and it has no cell");
                }
                continue;
            }
            if (cell < 0 || cell >= cells || codeOfCell[cell] >= 0) {
                throw new IllegalArgumentException("the cells are not a permutation of 0 … " + (cells - 1));
            }
            codeOfCell[cell] = code;
        }
    }

    /** M, the number of board sites, which is the number of Plateau cells. */
    public int cells() {
        return cells;
    }

    /** The recording engine's player (1 or 2) whose hand a code is, or 0 for a board site. */
    public int hand(int code) {
        return hand[code];
    }

    /** Whether some site is a player's hand. */
    public boolean hasHands() {
        return cells < cellOfCode.length;
    }

    /** The {@code game} field. */
    public String game() {
        return game;
    }

    /** The number of codes: the board's sites and the hands. */
    public int codes() {
        return cellOfCode.length;
    }

    /** The Plateau cell of a Ludii code (−1 for a hand). */
    public int cell(int code) {
        return cellOfCode[code];
    }

    /** The Ludii code of a Plateau cell. */
    public int code(int cell) {
        return codeOfCell[cell];
    }

    /** Ludii's row of a code, counted from the bottom, or −1. */
    public int row(int code) {
        return row[code];
    }

    /** Ludii's column of a code, or −1. */
    public int col(int code) {
        return col[code];
    }

    /** Ludii's label of a code, or {@code null}. */
    public String label(int code) {
        return label[code];
    }

    /**
     * A Plateau cell in words with its Ludii name, e.g. {@code "cell 6 (Ludii code 0, A1)"}; just
     * {@code "cell 6"} where the codes are Plateau's cells.
     */
    public String describeCell(int cell) {
        int code = code(cell);
        if (code == cell && row[code] < 0 && label[code] == null) {
            return "cell " + cell;
        }
        String l = label(code);
        return "cell " + cell + " (Ludii code " + code + (l == null ? "" : ", " + l) + ")";
    }

    @Override
    public String toString() {
        return "SiteTable[" + game + ", " + codes() + " codes]";
    }
}
