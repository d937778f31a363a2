package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Player;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * Where an action's piece goes along links on a graph board, whose steps move bits by different
 * amounts: the cell reached from the action's origin by some steps along its plane's direction (a
 * move's destination, or the cell a hop jumps over), for {@link MoveLowering}, on the bitboards
 * {@code bb} and the action space {@code space}.
 */
record LinkReach(BitBoards bb, ActionSpace space) {
    /**
     * On a board whose steps move bits by different amounts (a graph board): the bit reached from an
     * action's origin by {@code steps(plane)} steps along its plane's direction; {@code otherwise} for
     * planes of a negative count and for codes that reach no cell (never legal); {@code plane} and
     * {@code origin} are the action code's. Two ways, the one of fewer operations taken: a table of
     * every (plane, origin) packed into constants ({@link #reachedByTable}), where every bit index
     * fits in an entry, or a one-bit board shifted each way the planes take ({@link #reachedByShifts}).
     */
    int reached(int plane, int origin, int moverIsP2, ToIntFunction<ActionSpace.Plane> steps, int otherwise) {
        Topology topology = bb.topology();
        Map<List<Object>, List<Integer>> planesOf = new LinkedHashMap<>();
        for (int p = 0; p < space.planeCount(); p++) {
            ActionSpace.Plane pl = space.plane(p);
            int k = steps.applyAsInt(pl);
            if (pl.kind() == ActionSpace.Kind.MOVE && k >= 0) {
                planesOf.computeIfAbsent(List.of(pl.directionFor(Player.P1), pl.directionFor(Player.P2), k),
                        key -> new ArrayList<>()).add(p);
            }
        }
        return topology.bitCount() < NO_CELL && tableCost(planesOf) < shiftCost(planesOf)
                ? reachedByTable(plane, origin, moverIsP2, planesOf, otherwise)
                : reachedByShifts(plane, origin, moverIsP2, planesOf, otherwise);
    }

    /** Bits of one entry of a packed table: a bit index, or {@link #NO_CELL}. */
    private static final int TABLE_ENTRY = 8;
    private static final int NO_CELL = (1 << TABLE_ENTRY) - 1;

    /**
     * The bit reached as a table lookup: the plane chooses, by comparisons, the table's words (each
     * packs the entries of eight origins), the origin chooses one of those words and the entry in
     * it. An entry of {@link #NO_CELL} (no cell reached, an origin that is no cell, a plane of no
     * group) gives {@code otherwise}.
     */
    private int reachedByTable(int plane, int origin, int moverIsP2, Map<List<Object>, List<Integer>> planesOf,
            int otherwise) {
        PlanBuilder b = bb.builder();
        Topology topology = bb.topology();
        int perWord = Long.SIZE / TABLE_ENTRY;
        int tableWords = (topology.bitCount() + perWord - 1) / perWord;
        int wordIndex = b.shift(ShiftOp.SHR, origin, Integer.numberOfTrailingZeros(perWord));
        int word = b.constant(-1); // every entry NO_CELL, for origins past the table
        for (int w = tableWords - 1; w >= 0; w--) {
            int forP1 = b.lookup(plane, tableWord(planesOf, Player.P1, w));
            int forP2 = b.lookup(plane, tableWord(planesOf, Player.P2, w));
            word = b.select(b.binary(BinaryOp.EQ, wordIndex, b.constant(w)), b.select(moverIsP2, forP2, forP1), word);
        }
        int at = b.shift(ShiftOp.SHL, b.binary(BinaryOp.AND, origin, b.constant(perWord - 1)),
                Integer.numberOfTrailingZeros(TABLE_ENTRY));
        int entry = b.binary(BinaryOp.AND, b.binary(BinaryOp.SHR, word, at), b.constant(NO_CELL));
        return b.select(b.binary(BinaryOp.EQ, entry, b.constant(NO_CELL)), otherwise, entry);
    }

    /**
     * Word w of the packed table of every plane for one player: entry i of a plane's word is the bit
     * reached from bit 8w + i. The table runs on past the planes with words of NO_CELL only, so that
     * {@link PlanBuilder#lookup} gives that word, the most frequent, to a code of no plane.
     */
    private long[] tableWord(Map<List<Object>, List<Integer>> planesOf, Player player, int w) {
        Topology topology = bb.topology();
        int perWord = Long.SIZE / TABLE_ENTRY;
        long[] table = new long[2 * space.planeCount() + 1];
        Arrays.fill(table, -1L);
        for (Map.Entry<List<Object>, List<Integer>> e : planesOf.entrySet()) {
            Direction dir = (Direction) e.getKey().get(player == Player.P1 ? 0 : 1);
            int k = (Integer) e.getKey().get(2);
            long packed = 0;
            for (int i = 0; i < perWord; i++) {
                int bit = w * perWord + i;
                int cell = bit < topology.bitCount() ? topology.cellOfBit(bit) : -1;
                for (int step = 0; step < k && cell >= 0; step++) {
                    cell = topology.neighbour(cell, dir);
                }
                packed |= (long) (cell >= 0 ? topology.bitOf(cell) : NO_CELL) << (i * TABLE_ENTRY);
            }
            for (int p : e.getValue()) {
                table[p] = packed;
            }
        }
        return table;
    }

    /** About the operations of {@link #reachedByTable}: a select per table word for each plane group and player. */
    private int tableCost(Map<List<Object>, List<Integer>> planesOf) {
        Topology topology = bb.topology();
        int perWord = Long.SIZE / TABLE_ENTRY;
        int tableWords = (topology.bitCount() + perWord - 1) / perWord;
        int planes = planesOf.values().stream().mapToInt(List::size).sum();
        boolean turned = planesOf.keySet().stream().anyMatch(key -> key.get(0) != key.get(1));
        int lookups = planesOf.size() * (turned ? 2 : 1);
        return planes + tableWords * (lookups + (turned ? 3 : 2)) + 8;
    }

    /** About the operations of {@link #reachedByShifts}: the steps, and five per group. */
    private int shiftCost(Map<List<Object>, List<Integer>> planesOf) {
        int cost = 0;
        for (Map.Entry<List<Object>, List<Integer>> e : planesOf.entrySet()) {
            int k = (Integer) e.getKey().get(2);
            for (Direction dir : new HashSet<>(List.of((Direction) e.getKey().get(0), (Direction) e.getKey().get(1)))) {
                cost += k * bb.stepCost(dir);
            }
            cost += 2 * e.getValue().size() + 5;
        }
        return cost;
    }

    /**
     * The bit reached as the index of a one-bit board shifted along the plane's direction, one shift
     * per (direction, count) the planes take.
     */
    private int reachedByShifts(int plane, int origin, int moverIsP2, Map<List<Object>, List<Integer>> planesOf,
            int otherwise) {
        PlanBuilder b = bb.builder();
        Bits from = bb.single(origin);
        int result = otherwise;
        for (Map.Entry<List<Object>, List<Integer>> e : planesOf.entrySet()) {
            Direction forP1 = (Direction) e.getKey().get(0);
            Direction forP2 = (Direction) e.getKey().get(1);
            int k = (Integer) e.getKey().get(2);
            Bits to = forP1 == forP2 ? bb.shift(from, forP1, k)
                    : bb.select(moverIsP2, bb.shift(from, forP2, k), bb.shift(from, forP1, k));
            int here = b.constant(0);
            for (int p : e.getValue()) {
                here = b.binary(BinaryOp.OR, here, b.binary(BinaryOp.EQ, plane, b.constant(p)));
            }
            result = b.select(b.binary(BinaryOp.AND, here, bb.notEmpty(to)), bb.indexOfSingle(to), result);
        }
        return result;
    }
}
