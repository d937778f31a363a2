package dev.plateau.board;

import java.util.Arrays;
import java.util.Objects;

/**
 * One symmetry of a board ({@link Topology#symmetries()}): a rotation or reflection as a permutation
 * of its cells, which carries over to observation planes (for data augmentation) and, through a
 * game's {@code ActionCodec.symmetric}, to its actions. Immutable.
 */
public final class Symmetry {
    private final Topology topology;
    private final String name;
    private final int[] cellMap;

    Symmetry(Topology topology, String name, int[] cellMap) {
        this.topology = topology;
        this.name = name;
        this.cellMap = cellMap;
    }

    /** The board's topology. */
    public Topology topology() {
        return topology;
    }

    /**
     * How the symmetry moves the board, e.g. {@code identity}, {@code rotate 90°}, {@code mirror,
     * rotate 180°} (a left-right mirror image, then a clockwise turn).
     */
    public String name() {
        return name;
    }

    /**
     * The cell a cell goes to.
     *
     * @throws IndexOutOfBoundsException if the cell is not in [0, M)
     */
    public int apply(int cell) {
        return cellMap[Objects.checkIndex(cell, cellMap.length)];
    }

    /**
     * The image of planes over the board's observation grid: {@code planes} holds any number of
     * H × W planes row-major (the layout of {@code Simulator.observations}: [C][H][W], or [B][C][H][W]
     * for a batch); in the result the value at each cell's grid position moves to its image's
     * position. Grid positions that are no cell (the corners of the hexagon's grid) keep their
     * value, so planes that are constant everywhere stay constant.
     *
     * @throws IllegalArgumentException if the length is not a positive multiple of H · W
     */
    public float[] applyToPlanes(float[] planes) {
        int w = topology.gridWidth();
        int area = topology.gridHeight() * w;
        if (planes.length == 0 || planes.length % area != 0) {
            throw new IllegalArgumentException("planes of a " + topology.gridHeight() + " × " + w
                    + " grid need a positive multiple of " + area + " floats, not " + planes.length);
        }
        float[] out = planes.clone();
        for (int base = 0; base < planes.length; base += area) {
            for (int c = 0; c < cellMap.length; c++) {
                int to = cellMap[c];
                out[base + topology.row(to) * w + topology.col(to)] = planes[base + topology.row(c) * w + topology.col(c)];
            }
        }
        return out;
    }

    /**
     * This symmetry, then another: {@code a.then(b).apply(c) == b.apply(a.apply(c))}.
     *
     * @throws IllegalArgumentException if the other symmetry is of another board
     */
    public Symmetry then(Symmetry next) {
        if (!next.topology.board().equals(topology.board())) {
            throw new IllegalArgumentException("cannot compose symmetries of " + Topology.describe(topology.board())
                    + " and " + Topology.describe(next.topology.board()));
        }
        int[] map = new int[cellMap.length];
        for (int c = 0; c < map.length; c++) {
            map[c] = next.cellMap[cellMap[c]];
        }
        return new Symmetry(topology, name + "; then " + next.name, map);
    }

    /** The symmetry that undoes this one. */
    public Symmetry inverse() {
        int[] map = new int[cellMap.length];
        for (int c = 0; c < map.length; c++) {
            map[cellMap[c]] = c;
        }
        return new Symmetry(topology, "undo " + name, map);
    }

    /** Whether every cell stays where it is. */
    public boolean isIdentity() {
        for (int c = 0; c < cellMap.length; c++) {
            if (cellMap[c] != c) {
                return false;
            }
        }
        return true;
    }

    /** Whether this symmetry is the permutation {@code map}. */
    boolean moves(int[] map) {
        return Arrays.equals(cellMap, map);
    }

    /** Equal when both are of the same board and move every cell alike, whatever their names. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Symmetry s && s.topology.board().equals(topology.board()) && Arrays.equals(s.cellMap, cellMap);
    }

    @Override
    public int hashCode() {
        return 31 * topology.board().hashCode() + Arrays.hashCode(cellMap);
    }

    @Override
    public String toString() {
        return "Symmetry[" + Topology.describe(topology.board()) + ", " + name + "]";
    }
}
