package dev.plateau.serve;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;

/**
 * The names the page shows for cells: a column letter and a row number, {@code a1} being the
 * top-left cell, as in Othello and Hex notation. Rows count from the top, as cells are numbered.
 *
 * <p>On square and rectangle boards the letter is the column. On hex boards columns run down and
 * to the right: on the {@code hex_rectangle} that is the board's column, and on the {@code hexagon}
 * it is the diagonal through the cell, {@code a} being the leftmost one (the diagonal through the
 * middle row's first cell), so that neighbours along a column keep their letter on both hex boards.
 * Letters go on after {@code z} as {@code aa}, {@code ab}, … .
 */
final class CellNames {
    private CellNames() {}

    /** The name of every cell of a board, by cell index. */
    static String[] of(Topology topology) {
        String[] names = new String[topology.cellCount()];
        for (int c = 0; c < names.length; c++) {
            names[c] = letters(column(topology, c)) + (topology.row(c) + 1);
        }
        return names;
    }

    /** The column of a cell, 0 for {@code a}. */
    private static int column(Topology topology, int cell) {
        if (topology.board() instanceof Board.Hexagon h) {
            // The observation grid doubles hexagon columns and starts each row |row − radius| in.
            return (topology.col(cell) - topology.row(cell) + h.radius()) / 2;
        }
        return topology.col(cell);
    }

    /** 0 → a, 25 → z, 26 → aa: bijective base 26. */
    static String letters(int column) {
        StringBuilder sb = new StringBuilder();
        for (int n = column + 1; n > 0; n = (n - 1) / 26) {
            sb.append((char) ('a' + (n - 1) % 26));
        }
        return sb.reverse().toString();
    }
}
