package dev.plateau.conformance;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Boards drawn as ASCII rows in Plateau coordinates: rows from the top, cells left to right, {@code
 * X} for P1, {@code O} for P2, {@code *} for a neutral piece and {@code .} for an empty cell, each
 * row led by the index of its first cell. Square and rectangular boards put cells two columns
 * apart; a hex_rectangle shifts each row one column further right than the row above; a hexagon is
 * drawn on its doubled grid (docs/language.md, Board).
 */
public final class BoardPicture {
    private BoardPicture() {}

    /** The symbol of a board value: '.', 'X', 'O', '*' (or '?' for anything else). */
    public static char symbol(int value) {
        return switch (value) {
            case 0 -> '.';
            case 1 -> 'X';
            case 2 -> 'O';
            case 3 -> '*';
            default -> '?';
        };
    }

    /**
     * The rows of a board, all of the same width.
     *
     * @param topology the board's geometry, or {@code null} to draw the cells in index order, 20 to a row
     * @param board one value per cell
     */
    public static List<String> rows(Topology topology, int[] board) {
        List<String> rows = new ArrayList<>();
        int label = String.valueOf(Math.max(0, board.length - 1)).length();
        if (topology == null || topology.cellCount() != board.length) {
            for (int first = 0; first < board.length; first += 20) {
                StringBuilder sb = new StringBuilder(pad(first, label)).append(' ');
                for (int c = first; c < Math.min(board.length, first + 20); c++) {
                    sb.append(' ').append(symbol(board[c]));
                }
                rows.add(sb.toString());
            }
            return padRight(rows);
        }
        boolean hexagon = topology.board() instanceof Board.Hexagon;
        boolean hexRectangle = topology.board() instanceof Board.HexRectangle;
        int h = topology.gridHeight();
        int w = topology.gridWidth();
        for (int r = 0; r < h; r++) {
            int width = hexagon ? w : 2 * w - 1 + (hexRectangle ? h - 1 : 0);
            char[] line = new char[width];
            Arrays.fill(line, ' ');
            int first = -1;
            for (int c = 0; c < w; c++) {
                int cell = topology.cellAtGrid(r, c);
                if (cell < 0) {
                    continue;
                }
                first = first < 0 ? cell : Math.min(first, cell);
                int pos = hexagon ? c : (hexRectangle ? r : 0) + 2 * c;
                line[pos] = symbol(board[cell]);
            }
            rows.add((first < 0 ? " ".repeat(label) : pad(first, label)) + "  " + new String(line));
        }
        return padRight(rows);
    }

    /** Two pictures side by side under their titles. */
    public static List<String> sideBySide(String leftTitle, List<String> left, String rightTitle, List<String> right) {
        int width = Math.max(leftTitle.length(), left.isEmpty() ? 0 : left.get(0).length()) + 4;
        List<String> out = new ArrayList<>();
        out.add((leftTitle + " ".repeat(width)).substring(0, width) + rightTitle);
        for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
            String l = i < left.size() ? left.get(i) : "";
            String r = i < right.size() ? right.get(i) : "";
            out.add(((l + " ".repeat(width)).substring(0, width) + r).stripTrailing());
        }
        return out;
    }

    private static String pad(int n, int width) {
        String s = String.valueOf(n);
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    private static List<String> padRight(List<String> rows) {
        int width = rows.stream().mapToInt(String::length).max().orElse(0);
        List<String> out = new ArrayList<>(rows.size());
        for (String r : rows) {
            out.add(r + " ".repeat(width - r.length()));
        }
        return out;
    }
}
