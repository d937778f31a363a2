package dev.plateau.plan;

import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Mask;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers {@code (pattern …)} (docs/language.md, {@code pattern}) on square and rectangle boards.
 */
final class Patterns {
    private Patterns() {}

    /** One orientation of a pattern: rows × cols values, row-major. */
    record Variant(int rows, int cols, List<Integer> values) {
        /** The variant turned by 90°: row i, column j holds the original's row R−1−j, column i. */
        Variant turned() {
            List<Integer> v = new ArrayList<>();
            for (int i = 0; i < cols; i++) {
                for (int j = 0; j < rows; j++) {
                    v.add(values.get((rows - 1 - j) * cols + i));
                }
            }
            return new Variant(cols, rows, v);
        }
    }

    /** The distinct orientations tried: the pattern, and with rotate its three turns. */
    static List<Variant> variants(Mask.Pattern p) {
        List<Variant> result = new ArrayList<>();
        Variant v = new Variant(p.rows(), p.cols(), p.values());
        int turns = p.rotate() ? 4 : 1;
        for (int t = 0; t < turns; t++) {
            if (!result.contains(v)) {
                result.add(v);
            }
            v = v.turned();
        }
        return result;
    }

    static Bits mask(BitBoards bb, Mask.Pattern p, Ctx ctx) {
        Topology t = bb.topology();
        Bits empty = ctx.empty(bb);
        Bits result = bb.none();
        for (Variant v : variants(p)) {
            if (v.rows() > t.gridHeight() || v.cols() > t.gridWidth()) {
                continue;
            }
            Bits match = bb.constant(bb.layoutOf(fitting(t, v)));
            for (int i = 0; i < v.rows(); i++) {
                for (int j = 0; j < v.cols(); j++) {
                    int value = v.values().get(i * v.cols() + j);
                    if (value == 3) {
                        continue;
                    }
                    Bits cells = switch (value) {
                        case 0 -> empty;
                        case 1 -> ctx.mine();
                        default -> ctx.theirs();
                    };
                    match = bb.and(match, bb.shift(bb.shift(cells, Direction.UP, i), Direction.LEFT, j));
                }
            }
            for (int i = 0; i < v.rows(); i++) {
                for (int j = 0; j < v.cols(); j++) {
                    result = bb.or(result, bb.shift(bb.shift(match, Direction.DOWN, i), Direction.RIGHT, j));
                }
            }
        }
        return result;
    }

    /** The cells where the variant's top-left corner can go with the whole variant on the board. */
    private static int[] fitting(Topology t, Variant v) {
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < t.cellCount(); c++) {
            if (t.row(c) + v.rows() <= t.gridHeight() && t.col(c) + v.cols() <= t.gridWidth()) {
                cells.add(c);
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }
}
