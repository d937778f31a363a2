package dev.plateau.board;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import java.util.ArrayList;
import java.util.Set;
import java.util.List;

/**
 * Finds a board's symmetries from its coordinates: every rotation of the board's lattice about the
 * board's middle (quarter turns on square grids, sixth turns on hex grids), with and without a
 * mirror image first, is a candidate; the candidates that send every cell to a cell, one to one,
 * and keep neighbours neighbours are the symmetries.
 *
 * <p>Coordinates are doubled so that a middle between two cells is still a whole number: on square
 * grids (x, y) = (2 · col − (W − 1), 2 · row − (H − 1)); on hex grids the axial coordinates (q, r)
 * of the cell, doubled, relative to the middle. Rotations and the mirror are linear maps on them.
 */
final class Symmetries {
    private Symmetries() {}

    static List<Symmetry> of(Topology t) {
        boolean hex = t.board().isHex();
        int turns = hex ? 6 : 4;
        List<Symmetry> found = new ArrayList<>();
        for (boolean mirror : new boolean[] {false, true}) {
            for (int k = 0; k < turns; k++) {
                int[] map = candidate(t, mirror, k);
                if (map != null && preservesAdjacency(t, map) && found.stream().noneMatch(s -> s.moves(map))) {
                    // Several motions of a small board (one row, one cell) can give one permutation.
                    found.add(new Symmetry(t, name(mirror, k * 360 / turns), map));
                }
            }
        }
        return List.copyOf(found);
    }

    private static String name(boolean mirror, int degrees) {
        String turn = "rotate " + degrees + "°";
        if (mirror) {
            return degrees == 0 ? "mirror" : "mirror, " + turn;
        }
        return degrees == 0 ? "identity" : turn;
    }

    /** The cell permutation of a candidate motion, or null when some cell does not land on a cell. */
    private static int[] candidate(Topology t, boolean mirror, int turns) {
        int[] map = new int[t.cellCount()];
        boolean[] hit = new boolean[t.cellCount()];
        for (int c = 0; c < map.length; c++) {
            int[] p = coordinates(t, c);
            if (mirror) {
                // Left-right on square grids; on hex grids swapping q and r mirrors in a diagonal.
                p = t.board().isHex() ? new int[] {p[1], p[0]} : new int[] {-p[0], p[1]};
            }
            for (int i = 0; i < turns; i++) {
                // Clockwise with y down: a quarter turn (x, y) → (−y, x); a sixth turn in cube
                // coordinates (q, r, s) → (−r, −s, −q), with s = −q − r.
                p = t.board().isHex() ? new int[] {-p[1], p[0] + p[1]} : new int[] {-p[1], p[0]};
            }
            int to = cellAt(t, p);
            if (to < 0 || hit[to]) {
                return null;
            }
            hit[to] = true;
            map[c] = to;
        }
        return map;
    }

    private static int[] coordinates(Topology t, int cell) {
        int row = t.row(cell);
        int col = t.col(cell);
        return switch (t.board()) {
            case Board.Hexagon h -> {
                // Doubled grid column: x = col − 2k, y = row − k; axial q = (x − y) / 2, r = y.
                int k = h.radius();
                int x = col - 2 * k;
                int y = row - k;
                yield new int[] {x - y, 2 * y};
            }
            case Board.HexRectangle r -> new int[] {2 * col - (r.cols() - 1), 2 * row - (r.rows() - 1)};
            case Board.Square s -> new int[] {2 * col - (s.size() - 1), 2 * row - (s.size() - 1)};
            case Board.Rectangle r -> new int[] {2 * col - (r.cols() - 1), 2 * row - (r.rows() - 1)};
            case Board.Graph g -> new int[] {2 * col - (t.gridWidth() - 1), 2 * row - (t.gridHeight() - 1)};
        };
    }

    /** The cell at doubled coordinates, or −1 when they are between cells or off the board. */
    private static int cellAt(Topology t, int[] p) {
        return switch (t.board()) {
            case Board.Hexagon h -> {
                if ((p[0] & 1) != 0 || (p[1] & 1) != 0) {
                    yield -1;
                }
                int q = p[0] / 2;
                int y = p[1] / 2;
                int k = h.radius();
                yield t.cellAtGrid(y + k, 2 * q + y + 2 * k);
            }
            case Board.HexRectangle r -> gridCell(t, p, r.rows(), r.cols());
            case Board.Square s -> gridCell(t, p, s.size(), s.size());
            case Board.Rectangle r -> gridCell(t, p, r.rows(), r.cols());
            case Board.Graph g -> gridCell(t, p, t.gridHeight(), t.gridWidth());
        };
    }

    private static int gridCell(Topology t, int[] p, int rows, int cols) {
        int col2 = p[0] + cols - 1;
        int row2 = p[1] + rows - 1;
        if ((col2 & 1) != 0 || (row2 & 1) != 0) {
            return -1;
        }
        return t.cellAtGrid(row2 / 2, col2 / 2);
    }

    /**
     * Whether the neighbours of every cell go to neighbours of its image. With a bijection on a
     * finite board this is enough: both boards have as many neighbour pairs.
     */
    private static boolean preservesAdjacency(Topology t, int[] map) {
        Set<Direction> directions = t.directions();
        for (int c = 0; c < map.length; c++) {
            for (Direction d : directions) {
                int n = t.neighbour(c, d);
                if (n >= 0 && !adjacent(t, directions, map[c], map[n])) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean adjacent(Topology t, Set<Direction> directions, int a, int b) {
        for (Direction d : directions) {
            if (t.neighbour(a, d) == b) {
                return true;
            }
        }
        return false;
    }
}
