package dev.plateau.serve;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Edge;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each cell of a board is drawn: the page renders SVG from this, so that the geometry of the
 * board kinds lives here once.
 *
 * <p>Units: neighbouring cells in a row are 1 apart. Square and rectangle cells are unit squares; the
 * points of a graph board are discs on its grid positions, joined by its lines.
 * Hex boards use pointy-top hexagons of width 1, whose rows are √3/2 apart; on the {@code hexagon}
 * the x of a cell is half its doubled-grid column, and on the {@code hex_rectangle} (the Hex
 * rhombus) each row is shifted half a cell further right than the row above. A Go board ({@link
 * #onGridPoints}) keeps its grid's centres and draws them as the crossings of its lines.
 *
 * @param kind the board's keyword ({@code square}, {@code rectangle}, {@code hex_rectangle},
 *     {@code hexagon}, {@code graph})
 * @param width the width of the drawing
 * @param height the height of the drawing
 * @param shape the outline of one cell relative to its centre, shape [V][2]
 * @param centres the centre of each cell, shape [M][2]
 * @param edges for each edge of the board, in {@link Topology#edgeNames()} order, the sides of its
 *     cells on the board's outline facing that edge, each as a segment {x1, y1, x2, y2}
 * @param links the board's lines, each a segment {x1, y1, x2, y2}: on a {@code graph} board one
 *     between each pair of neighbouring points, on a grid drawn as a Go board one along each row and
 *     each column; none on the other boards
 */
public record BoardGeometry(String kind, double width, double height, double[][] shape, double[][] centres,
        Map<Edge, double[][]> edges, double[][] links) {
    /** The radius of a graph board's point: room for a piece, and the lines show between points. */
    static final double POINT_RADIUS = 0.34;

    /** Boards without lines of their own to draw. */
    public BoardGeometry(String kind, double width, double height, double[][] shape, double[][] centres,
            Map<Edge, double[][]> edges) {
        this(kind, width, height, shape, centres, edges, new double[0][]);
    }

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
            Map<Edge, double[][]> edges = outline(topology, square, centres);
            if (board instanceof Board.Graph) {
                // Points are drawn as small discs on the lines that join them.
                return new BoardGeometry(board.word(), topology.gridWidth(), topology.gridHeight(), disc(POINT_RADIUS),
                        centres, edges, links(topology, centres));
            }
            return new BoardGeometry(board.word(), topology.gridWidth(), topology.gridHeight(), square, centres, edges);
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
        return new BoardGeometry(board.word(), width, height, hexagon, centres, outline(topology, hexagon, centres));
    }

    /** A point's outline: a regular 16-gon of the given radius. */
    private static double[][] disc(double radius) {
        double[][] out = new double[16][];
        for (int v = 0; v < out.length; v++) {
            double a = 2 * Math.PI * v / out.length;
            out[v] = new double[] {radius * Math.cos(a), radius * Math.sin(a)};
        }
        return out;
    }

    /**
     * This full square or rectangular grid drawn as a Go board, its cells the points where lines
     * cross: a cell is a disc of radius ½ around its centre (touching its neighbours', so that a click
     * near a point plays there), and the lines run through the centres, one along each row and one
     * along each column, from the first cell to the last.
     *
     * @throws IllegalStateException on a board other than a full square or rectangle
     */
    BoardGeometry onGridPoints() {
        int cols = (int) Math.round(width);
        int rows = (int) Math.round(height);
        if (!(kind.equals("square") || kind.equals("rectangle")) || centres.length != rows * cols) {
            throw new IllegalStateException("only a full square or rectangle is drawn on its grid points, not a "
                    + kind + " of " + centres.length + " cells");
        }
        List<double[]> lines = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            lines.add(new double[] {0.5, r + 0.5, cols - 0.5, r + 0.5});
        }
        for (int c = 0; c < cols; c++) {
            lines.add(new double[] {c + 0.5, 0.5, c + 0.5, rows - 0.5});
        }
        return new BoardGeometry(kind, width, height, disc(0.5), centres, edges, lines.toArray(double[][]::new));
    }

    /** The segments between neighbouring points, each pair once, in cell and direction order. */
    private static double[][] links(Topology topology, double[][] centres) {
        List<double[]> out = new ArrayList<>();
        for (int c = 0; c < centres.length; c++) {
            for (var d : topology.directions()) {
                int n = topology.neighbour(c, d);
                if (n > c) {
                    out.add(new double[] {centres[c][0], centres[c][1], centres[n][0], centres[n][1]});
                }
            }
        }
        return out.toArray(double[][]::new);
    }

    /**
     * The outline of the board, edge by edge. A side of a cell is on the outline when no cell lies
     * across it: on both cell shapes the neighbour across a side has its centre at twice the side's
     * midpoint from the cell's centre. A corner cell belongs to two edges; each of its outline sides
     * goes to the edge it faces most, and a side that faces two edges alike (at the obtuse corners
     * of hex boards) to the edge listed first ({@code top} and {@code bottom} before the others).
     */
    private static Map<Edge, double[][]> outline(Topology topology, double[][] shape, double[][] centres) {
        Set<Long> occupied = new HashSet<>();
        double[] centroid = new double[2];
        for (double[] c : centres) {
            occupied.add(key(c[0], c[1]));
            centroid[0] += c[0] / centres.length;
            centroid[1] += c[1] / centres.length;
        }
        List<Edge> names = topology.edgeNames();
        double[][] outward = new double[names.size()][];
        List<Set<Integer>> members = new ArrayList<>();
        for (int e = 0; e < names.size(); e++) {
            int[] cells = topology.edge(names.get(e));
            outward[e] = outwardNormal(centres[cells[0]], centres[cells[cells.length - 1]], centroid);
            Set<Integer> set = new HashSet<>();
            for (int c : cells) {
                set.add(c);
            }
            members.add(set);
        }
        List<List<double[]>> sides = new ArrayList<>();
        names.forEach(n -> sides.add(new ArrayList<>()));
        for (int c = 0; c < centres.length; c++) {
            for (int v = 0; v < shape.length; v++) {
                double[] a = shape[v];
                double[] b = shape[(v + 1) % shape.length];
                double mx = (a[0] + b[0]) / 2;
                double my = (a[1] + b[1]) / 2;
                if (occupied.contains(key(centres[c][0] + 2 * mx, centres[c][1] + 2 * my))) {
                    continue;
                }
                int best = -1;
                double bestDot = 0;
                for (int e = 0; e < names.size(); e++) {
                    double dot = mx * outward[e][0] + my * outward[e][1];
                    if (members.get(e).contains(c) && dot > bestDot + 1e-9) {
                        best = e;
                        bestDot = dot;
                    }
                }
                if (best >= 0) {
                    sides.get(best).add(new double[] {centres[c][0] + a[0], centres[c][1] + a[1],
                            centres[c][0] + b[0], centres[c][1] + b[1]});
                }
            }
        }
        Map<Edge, double[][]> out = new LinkedHashMap<>();
        for (int e = 0; e < names.size(); e++) {
            out.put(names.get(e), sides.get(e).toArray(double[][]::new));
        }
        return out;
    }

    /**
     * The unit normal of the line through an edge's end cells (the cells of an edge lie on one line)
     * that points away from the board's centroid; for an edge of one cell, the direction from the
     * centroid to it.
     */
    private static double[] outwardNormal(double[] first, double[] last, double[] centroid) {
        double dx = last[0] - first[0];
        double dy = last[1] - first[1];
        double ox = first[0] - centroid[0];
        double oy = first[1] - centroid[1];
        double nx = -dy;
        double ny = dx;
        if (Math.hypot(nx, ny) < 1e-9) {
            nx = ox;
            ny = oy;
        } else if (nx * ox + ny * oy < 0) {
            nx = -nx;
            ny = -ny;
        }
        double len = Math.hypot(nx, ny);
        return len < 1e-9 ? new double[] {0, 0} : new double[] {nx / len, ny / len};
    }

    /** A point rounded to thousandths, as one number, so that computed centres compare exactly. */
    private static long key(double x, double y) {
        return Math.round(x * 1000) * 1_000_003L + Math.round(y * 1000);
    }

    /** The JSON form the page draws: numbers rounded to thousandths. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", kind);
        m.put("width", round(width));
        m.put("height", round(height));
        m.put("shape", points(shape));
        m.put("centres", points(centres));
        Map<String, List<List<Double>>> outline = new LinkedHashMap<>();
        edges.forEach((edge, segments) -> {
            List<List<Double>> list = new ArrayList<>(segments.length);
            for (double[] seg : segments) {
                list.add(List.of(round(seg[0]), round(seg[1]), round(seg[2]), round(seg[3])));
            }
            outline.put(edge.word(), list);
        });
        m.put("edges", outline);
        if (links.length > 0) {
            List<List<Double>> list = new ArrayList<>(links.length);
            for (double[] seg : links) {
                list.add(List.of(round(seg[0]), round(seg[1]), round(seg[2]), round(seg[3])));
            }
            m.put("links", list);
        }
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
