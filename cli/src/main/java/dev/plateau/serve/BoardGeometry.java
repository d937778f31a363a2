package dev.plateau.serve;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each cell of a board is drawn: the page renders SVG from this, so that the geometry of the
 * four board kinds (semantics §2) lives here once.
 *
 * <p>Units: neighbouring cells in a row are 1 apart. Square and rectangle cells are unit squares.
 * Hex boards use pointy-top hexagons of width 1, whose rows are √3/2 apart; on the {@code hexagon}
 * the x of a cell is half its doubled-grid column, and on the {@code hex_rectangle} (the Hex
 * rhombus) each row is shifted half a cell further right than the row above.
 *
 * @param kind the board's keyword ({@code square}, {@code rectangle}, {@code hex_rectangle},
 *     {@code hexagon})
 * @param width the width of the drawing
 * @param height the height of the drawing
 * @param shape the outline of one cell relative to its centre, shape [V][2]
 * @param centres the centre of each cell, shape [M][2]
 */
public record BoardGeometry(String kind, double width, double height, double[][] shape, double[][] centres) {
    /** The circumradius of a hexagon of width 1: 1/√3. */
    static final double HEX_RADIUS = 1 / Math.sqrt(3);

    /** The geometry of a topology's board. */
    public static BoardGeometry of(Topology topology) {
        Board board = topology.board();
        int cells = topology.cellCount();
        double[][] centres = new double[cells][];
        if (!board.isHex()) {
            for (int c = 0; c < cells; c++) {
                centres[c] = new double[] {topology.col(c) + 0.5, topology.row(c) + 0.5};
            }
            double[][] square = {{-0.5, -0.5}, {0.5, -0.5}, {0.5, 0.5}, {-0.5, 0.5}};
            return new BoardGeometry(board.word(), topology.gridWidth(), topology.gridHeight(), square, centres);
        }
        double s = HEX_RADIUS;
        double rowStep = 1.5 * s;
        boolean rhombus = board instanceof Board.HexRectangle;
        double width = 0;
        for (int c = 0; c < cells; c++) {
            int r = topology.row(c);
            double x = rhombus ? topology.col(c) + 0.5 * r + 0.5 : 0.5 * topology.col(c) + 0.5;
            centres[c] = new double[] {x, s + rowStep * r};
            width = Math.max(width, x + 0.5);
        }
        double height = 2 * s + rowStep * (topology.gridHeight() - 1);
        double[][] hexagon = {{0, -s}, {0.5, -s / 2}, {0.5, s / 2}, {0, s}, {-0.5, s / 2}, {-0.5, -s / 2}};
        return new BoardGeometry(board.word(), width, height, hexagon, centres);
    }

    /** The JSON form the page draws: numbers rounded to thousandths. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        m.put("width", round(width));
        m.put("height", round(height));
        m.put("shape", points(shape));
        m.put("centres", points(centres));
        return m;
    }

    private static List<List<Double>> points(double[][] pts) {
        List<List<Double>> out = new ArrayList<>(pts.length);
        for (double[] p : pts) {
            out.add(List.of(round(p[0]), round(p[1])));
        }
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
