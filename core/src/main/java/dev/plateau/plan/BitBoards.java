package dev.plateau.plan;

import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Bitboard operations for the lowering, expanded into word operations on a {@link PlanBuilder}.
 * Bitboards never hold bits outside the board's cells: complements are taken within the cells,
 * and shifts first drop the cells that have no neighbour in the shift's direction.
 */
final class BitBoards {
    private final PlanBuilder b;
    private final Topology topology;
    private final int words;
    private final long[] cellBits;
    private final Map<String, Bits> stepMasks = new HashMap<>();

    BitBoards(PlanBuilder builder, Topology topology) {
        this.b = builder;
        this.topology = topology;
        this.words = topology.words();
        this.cellBits = new long[words];
        for (int c = 0; c < topology.cellCount(); c++) {
            int bit = topology.bitOf(c);
            cellBits[bit >>> 6] |= 1L << (bit & 63);
        }
    }

    PlanBuilder builder() {
        return b;
    }

    Topology topology() {
        return topology;
    }

    int words() {
        return words;
    }

    /** The bitboard with exactly the given words (in the bit layout). */
    Bits constant(long[] value) {
        int[] r = new int[words];
        for (int w = 0; w < words; w++) {
            r[w] = b.constant(value[w]);
        }
        return new Bits(r);
    }

    /** The bitboard of the given cells. */
    Bits cells(int... cells) {
        return constant(layoutOf(cells));
    }

    /** The given cells as words in the bit layout. */
    long[] layoutOf(int... cells) {
        long[] v = new long[words];
        for (int c : cells) {
            int bit = topology.bitOf(c);
            v[bit >>> 6] |= 1L << (bit & 63);
        }
        return v;
    }

    /** The empty bitboard. */
    Bits none() {
        return constant(new long[words]);
    }

    /** Every cell of the board. */
    Bits all() {
        return constant(cellBits);
    }

    Bits and(Bits x, Bits y) {
        return zip(BinaryOp.AND, x, y);
    }

    Bits or(Bits x, Bits y) {
        return zip(BinaryOp.OR, x, y);
    }

    Bits xor(Bits x, Bits y) {
        return zip(BinaryOp.XOR, x, y);
    }

    /** {@code x & ~y}. */
    Bits andNot(Bits x, Bits y) {
        return zip(BinaryOp.AND_NOT, x, y);
    }

    /** The complement within the board's cells. */
    Bits not(Bits x) {
        return andNot(all(), x);
    }

    /** Word by word; also for wider masks (a legal mask of P planes). */
    private Bits zip(BinaryOp op, Bits x, Bits y) {
        int[] r = new int[x.words().length];
        for (int w = 0; w < r.length; w++) {
            r[w] = b.binary(op, x.word(w), y.word(w));
        }
        return new Bits(r);
    }

    /** {@code cond ? x : y}, cond a boolean register; also for wider masks (a legal mask of P planes). */
    Bits select(int cond, Bits x, Bits y) {
        int[] r = new int[x.words().length];
        for (int w = 0; w < r.length; w++) {
            r[w] = b.select(cond, x.word(w), y.word(w));
        }
        return new Bits(r);
    }

    /**
     * {@code x} where the boolean cond holds, none where it does not: {@code and(x, broadcast(cond))}
     * for an {@code x} of board cells only, one operation a word instead of two.
     */
    Bits keep(Bits x, int cond) {
        int[] r = new int[x.words().length];
        for (int w = 0; w < r.length; w++) {
            r[w] = b.binary(BinaryOp.AND, x.word(w), cond);
        }
        return new Bits(r);
    }

    /** All cells where cond holds, none where it does not. */
    /**
     * Mutable registers that start as {@code initial}, one per word, for a loop or an {@code IfAny}
     * block to {@link #assign} ({@link PlanBuilder#variable}).
     */
    Bits variables(Bits initial) {
        int[] r = new int[initial.words().length];
        for (int w = 0; w < r.length; w++) {
            r[w] = b.variable(initial.word(w));
        }
        return new Bits(r);
    }

    /** Writes {@code value} into variables made by {@link #variables}. */
    void assign(Bits variables, Bits value) {
        for (int w = 0; w < variables.words().length; w++) {
            b.assign(variables.word(w), value.word(w));
        }
    }

    Bits broadcast(int cond) {
        return select(cond, all(), none());
    }

    /** The number of cells (a register). */
    int popcount(Bits x) {
        int sum = b.constant(0);
        for (int w = 0; w < words; w++) {
            sum = b.binary(BinaryOp.ADD, sum, b.unary(UnaryOp.POPCOUNT, x.word(w)));
        }
        return sum;
    }

    /** The words of several bitboards, one after another (the planes of a legal mask). */
    static Bits concat(List<Bits> parts) {
        return new Bits(parts.stream().flatMapToInt(p -> java.util.Arrays.stream(p.words())).toArray());
    }

    /** A boolean: the bitboard has no cell. */
    int isEmpty(Bits x) {
        return b.unary(UnaryOp.IS_ZERO, union(x));
    }

    /** A boolean: the bitboard has a cell. */
    int notEmpty(Bits x) {
        return b.unary(UnaryOp.NOT_ZERO, union(x));
    }

    /** The OR of all words; also for wider masks (a legal mask of P planes). */
    int union(Bits x) {
        int any = b.constant(0);
        for (int w = 0; w < x.words().length; w++) {
            any = b.binary(BinaryOp.OR, any, x.word(w));
        }
        return any;
    }

    /** The bitboard holding the single bit {@code index} (a register), or nothing if index is −1. */
    /** The index of the bit of a board that holds exactly one (what it yields for other boards is unspecified). */
    int indexOfSingle(Bits x) {
        int index = b.unary(UnaryOp.TRAILING_ZEROS, x.word(words - 1));
        if (words > 1) {
            index = b.binary(BinaryOp.ADD, index, b.constant(64L * (words - 1)));
        }
        for (int w = words - 2; w >= 0; w--) {
            int here = b.binary(BinaryOp.ADD, b.unary(UnaryOp.TRAILING_ZEROS, x.word(w)), b.constant(64L * w));
            index = b.select(b.unary(UnaryOp.NOT_ZERO, x.word(w)), here, index);
        }
        return index;
    }

    Bits single(int index) {
        int[] r = new int[words];
        int bit = b.binary(BinaryOp.SHL, b.constant(1), index);
        int wordIndex = b.shift(ShiftOp.SAR, index, 6);
        for (int w = 0; w < words; w++) {
            r[w] = b.select(b.binary(BinaryOp.EQ, wordIndex, b.constant(w)), bit, b.constant(0));
        }
        return new Bits(r);
    }

    /**
     * The cells {@code steps} steps away in {@code dir} from a cell of x, when every step stays on
     * the board.
     */
    Bits shift(Bits x, Direction dir, int steps) {
        if (steps == 0) {
            return x;
        }
        if (steps > reach(dir).max) {
            // No cell has that many steps on the board (and bitShift × steps could overflow).
            return none();
        }
        if (!topology.uniformShifts()) {
            Bits r = x;
            for (int i = 0; i < steps; i++) {
                r = stepAlongLinks(r, dir);
            }
            return r;
        }
        Bits source = and(x, stepMask(dir, steps));
        return shiftBits(source, topology.bitShift(dir) * steps);
    }

    /**
     * About the operations of one step in {@code dir} ({@link #shift} by one): a masked shift, and on
     * a graph board one per distance the bits move (an AND, a shift and an OR each, less the first OR).
     */
    int stepCost(Direction dir) {
        if (topology.uniformShifts()) {
            return 2 * words;
        }
        Set<Integer> distances = new java.util.HashSet<>();
        for (int c = 0; c < topology.cellCount(); c++) {
            int n = topology.neighbour(c, dir);
            if (n >= 0) {
                distances.add(topology.bitOf(n) - topology.bitOf(c));
            }
        }
        return Math.max(0, 3 * distances.size() - 1) * words;
    }

    /**
     * One step in {@code dir} on a board whose steps move bits by different amounts (a graph board):
     * the cells grouped by how far their bit moves, one masked shift per group.
     */
    private Bits stepAlongLinks(Bits x, Direction dir) {
        Map<Integer, long[]> byDistance = new java.util.TreeMap<>();
        for (int c = 0; c < topology.cellCount(); c++) {
            int n = topology.neighbour(c, dir);
            if (n >= 0) {
                int bit = topology.bitOf(c);
                byDistance.computeIfAbsent(topology.bitOf(n) - bit, k -> new long[words])[bit >>> 6] |= 1L << (bit & 63);
            }
        }
        Bits r = none();
        for (Map.Entry<Integer, long[]> group : byDistance.entrySet()) {
            r = or(r, shiftBits(and(x, constant(group.getValue())), group.getKey()));
        }
        return r;
    }

    /** The cells from which {@code steps} steps in {@code dir} stay on the board. */
    Bits stepMask(Direction dir, int steps) {
        String key = dir + "/" + steps;
        Bits mask = stepMasks.get(key);
        if (mask == null) {
            int[] stepsLeft = reach(dir).stepsLeft;
            long[] v = new long[words];
            for (int c = 0; c < topology.cellCount(); c++) {
                if (stepsLeft[c] >= steps) {
                    int bit = topology.bitOf(c);
                    v[bit >>> 6] |= 1L << (bit & 63);
                }
            }
            mask = constant(v);
            stepMasks.put(key, mask);
        }
        return mask;
    }

    /** Per cell, how many steps in one direction stay on the board, and the most of any cell. */
    private record Reach(int[] stepsLeft, int max) {}

    private final Map<Direction, Reach> reaches = new HashMap<>();

    /** Computed once per direction, in time linear in the cells, whatever the step counts asked. */
    private Reach reach(Direction dir) {
        return reaches.computeIfAbsent(dir, d -> {
            int cells = topology.cellCount();
            int[] left = new int[cells];
            Arrays.fill(left, -1);
            int max = 0;
            for (int c = 0; c < cells; c++) {
                max = Math.max(max, stepsLeft(c, d, left));
            }
            return new Reach(left, max);
        });
    }

    /** Fills {@code left} along the line from c (iteratively: lines may be a thousand cells long). */
    private int stepsLeft(int c, Direction d, int[] left) {
        if (left[c] >= 0) {
            return left[c];
        }
        List<Integer> line = new ArrayList<>();
        int x = c;
        while (x >= 0 && left[x] < 0) {
            line.add(x);
            x = topology.hasDirection(d) ? topology.neighbour(x, d) : -1;
        }
        int known = x < 0 ? -1 : left[x];
        for (int i = line.size() - 1; i >= 0; i--) {
            known++;
            left[line.get(i)] = known;
        }
        return left[c];
    }

    /** Moves every bit by {@code distance} positions (towards higher bits when positive). */
    private Bits shiftBits(Bits x, int distance) {
        int[] r = new int[words];
        int q = Math.abs(distance) / 64;
        int s = Math.abs(distance) % 64;
        for (int w = 0; w < words; w++) {
            int result;
            if (distance > 0) {
                int lo = w - q;
                int main = lo >= 0 ? b.shift(ShiftOp.SHL, x.word(lo), s) : b.constant(0);
                int carry = (s != 0 && lo - 1 >= 0) ? b.shift(ShiftOp.SHR, x.word(lo - 1), 64 - s) : b.constant(0);
                result = b.binary(BinaryOp.OR, main, carry);
            } else {
                int hi = w + q;
                int main = hi < words ? b.shift(ShiftOp.SHR, x.word(hi), s) : b.constant(0);
                int carry = (s != 0 && hi + 1 < words) ? b.shift(ShiftOp.SHL, x.word(hi + 1), 64 - s) : b.constant(0);
                result = b.binary(BinaryOp.OR, main, carry);
            }
            r[w] = result;
        }
        return new Bits(r);
    }
}
