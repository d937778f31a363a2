package dev.plateau.board;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntBinaryOperator;

/**
 * What one step in a direction is on each kind of board, for {@link Topology}: the directions a
 * board has, the (Δrow, Δcol) of a step on its grid, and on a graph board the neighbours along its
 * lines. Knows no cell numbering of its own.
 */
final class Steps {
    private Steps() {}

    /** The directions of a board: six on hexagonal grids (no up or down), eight on the others. */
    static Set<Direction> directionsOf(Board board) {
        return board.isHex()
                ? EnumSet.complementOf(EnumSet.of(Direction.UP, Direction.DOWN))
                : EnumSet.allOf(Direction.class);
    }

    /**
     * (Δrow, Δcol) of one step; doubled-grid columns on the hexagon (docs/language.md, Directions).
     */
    static int[] step(Board board, Direction dir) {
        return switch (board) {
            case Board.Hexagon h -> switch (dir) {
                case UP_LEFT -> new int[] {-1, -1};
                case UP_RIGHT -> new int[] {-1, 1};
                case LEFT -> new int[] {0, -2};
                case RIGHT -> new int[] {0, 2};
                case DOWN_LEFT -> new int[] {1, -1};
                case DOWN_RIGHT -> new int[] {1, 1};
                case UP, DOWN -> throw new AssertionError(dir);
            };
            case Board.HexRectangle r -> switch (dir) {
                case UP_LEFT -> new int[] {-1, 0};
                case UP_RIGHT -> new int[] {-1, 1};
                case LEFT -> new int[] {0, -1};
                case RIGHT -> new int[] {0, 1};
                case DOWN_LEFT -> new int[] {1, -1};
                case DOWN_RIGHT -> new int[] {1, 0};
                case UP, DOWN -> throw new AssertionError(dir);
            };
            case Board.Square s -> squareStep(dir);
            case Board.Rectangle r -> squareStep(dir);
            case Board.Graph g -> squareStep(dir);
        };
    }

    private static int[] squareStep(Direction dir) {
        return switch (dir) {
            case UP_LEFT -> new int[] {-1, -1};
            case UP -> new int[] {-1, 0};
            case UP_RIGHT -> new int[] {-1, 1};
            case LEFT -> new int[] {0, -1};
            case RIGHT -> new int[] {0, 1};
            case DOWN_LEFT -> new int[] {1, -1};
            case DOWN -> new int[] {1, 0};
            case DOWN_RIGHT -> new int[] {1, 1};
        };
    }

    /**
     * A graph board's neighbours one step of (Δrow, Δcol) along its lines: the next point of a line
     * that runs that way, −1 where none does ({@code cells} points, found by grid position through
     * {@code cellAtGrid}).
     */
    static int[] graphNeighbours(Board.Graph g, int[] step, int cells, IntBinaryOperator cellAtGrid) {
        int[] nb = new int[cells];
        Arrays.fill(nb, -1);
        for (List<Board.Point> line : g.lines()) {
            for (int i = 0; i + 1 < line.size(); i++) {
                Board.Point a = line.get(i);
                Board.Point b = line.get(i + 1);
                int dr = Integer.signum(b.row() - a.row());
                int dc = Integer.signum(b.col() - a.col());
                int from = cellAtGrid.applyAsInt(a.row(), a.col());
                int to = cellAtGrid.applyAsInt(b.row(), b.col());
                if (dr == step[0] && dc == step[1]) {
                    nb[from] = to;
                } else if (dr == -step[0] && dc == -step[1]) {
                    nb[to] = from;
                }
            }
        }
        return nb;
    }
}
