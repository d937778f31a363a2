package dev.plateau.sim;

import dev.plateau.board.Topology;

/**
 * Draws a board as text ({@link Simulator#boardText}). Each name column is {@code pitch} characters
 * wide; on hex boards each row starts half a column further right than the one above, so that a
 * cell's down-left and down-right neighbours sit just below it, left and right.
 */
final class BoardText {
    private BoardText() {}

    /** The mark of an owner: 0 empty, 1 P1, 2 P2, 3 neutral. */
    static String mark(int owner) {
        return switch (owner) {
            case 0 -> ".";
            case 1 -> "X";
            case 2 -> "O";
            case 3 -> "#";
            default -> throw new IllegalArgumentException("owner " + owner);
        };
    }

    /**
     * The mark of a piece: its owner's mark for the first type of its side (or in games without
     * types), else the type's first letter, upper case for P1 and lower case for P2.
     */
    static String mark(int owner, String type, String firstTypeOfSide) {
        if (owner == 0 || owner == 3 || type == null || type.equals(firstTypeOfSide)) {
            return mark(owner);
        }
        String letter = type.substring(0, 1);
        return owner == 1 ? letter.toUpperCase(java.util.Locale.ROOT) : letter.toLowerCase(java.util.Locale.ROOT);
    }

    static String of(Topology t, java.util.function.IntFunction<String> markOf, String status) {
        int columns = t.nameColumnCount();
        int letters = Topology.columnLetters(columns - 1).length();
        // Room for the longest letters and a space; even on hex boards, so that half a column is whole.
        int pitch = letters + 1;
        if (t.board().isHex() && pitch % 2 == 1) {
            pitch++;
        }
        int shift = t.board().isHex() ? pitch / 2 : 0;
        int margin = String.valueOf(t.gridHeight()).length() + 1;
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(" ".repeat(margin));
        for (int c = 0; c < columns; c++) {
            pad(line, margin + c * pitch);
            line.append(Topology.columnLetters(c));
        }
        out.append(line).append('\n');
        for (int row = 0; row < t.gridHeight(); row++) {
            line.setLength(0);
            line.append(" ".repeat(margin - 1 - String.valueOf(row + 1).length())).append(row + 1).append(' ');
            for (int cell = 0; cell < t.cellCount(); cell++) {
                if (t.row(cell) == row) {
                    pad(line, margin + row * shift + t.nameColumn(cell) * pitch);
                    line.append(markOf.apply(cell));
                }
            }
            out.append(line).append('\n');
        }
        return out.append(status).append('\n').toString();
    }

    private static void pad(StringBuilder line, int length) {
        while (line.length() < length) {
            line.append(' ');
        }
    }
}
