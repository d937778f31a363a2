package dev.plateau.learn;

import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import java.util.EnumSet;
import java.util.Set;

/**
 * The graph a {@link GinBlock} reads a board as: one node per cell, joined to its neighbours (the
 * orthogonal ones on square boards, all six on hexagonal ones), and a dummy node, last, joined to
 * every cell. A node's features are the observation planes' values at its cell and a flag that is 1
 * only for the dummy node.
 */
final class BoardGraph {
    private final Topology topology;
    private final int nodes;
    private final float[] adjacency;

    BoardGraph(Topology topology) {
        this.topology = topology;
        int m = topology.cellCount();
        this.nodes = m + 1;
        this.adjacency = new float[nodes * nodes];
        Set<Direction> directions = topology.directions();
        if (directions.size() == Direction.values().length) {
            directions = EnumSet.of(Direction.UP, Direction.DOWN, Direction.LEFT, Direction.RIGHT);
        }
        for (int c = 0; c < m; c++) {
            for (Direction d : directions) {
                int n = topology.neighbour(c, d);
                if (n >= 0) {
                    adjacency[c * nodes + n] = 1;
                }
            }
            adjacency[c * nodes + m] = 1;
            adjacency[m * nodes + c] = 1;
        }
    }

    /** N: the cells and the dummy node. */
    int nodes() {
        return nodes;
    }

    /** The adjacency matrix [N × N], row-major; 1 where two nodes are joined. */
    float[] adjacency() {
        return adjacency;
    }

    /** F, the features of a node, for observations of C planes. */
    static int features(int planes) {
        return planes + 1;
    }

    /**
     * The node features [N × F] of one observation [C × H × W] that starts at {@code from} in {@code
     * planes}, written at {@code at} in {@code out}.
     */
    void features(float[] planes, int from, int planeCount, float[] out, int at) {
        int w = topology.gridWidth();
        int area = topology.gridHeight() * w;
        int f = features(planeCount);
        int m = nodes - 1;
        for (int c = 0; c < m; c++) {
            int grid = topology.row(c) * w + topology.col(c);
            int node = at + c * f;
            for (int p = 0; p < planeCount; p++) {
                out[node + p] = planes[from + p * area + grid];
            }
            out[node + planeCount] = 0;
        }
        int dummy = at + m * f;
        java.util.Arrays.fill(out, dummy, dummy + planeCount, 0f);
        out[dummy + planeCount] = 1;
    }
}
