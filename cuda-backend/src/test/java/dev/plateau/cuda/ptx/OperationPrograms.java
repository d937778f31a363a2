package dev.plateau.cuda.ptx;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import dev.plateau.plan.ShiftOp;
import dev.plateau.plan.UnaryOp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Small programs that exercise every plan operation and every template: each unary, binary and
 * shift operation (also with the destination equal to a source), selects, constants that print in
 * decimal and in hexadecimal, and the three kinds of blocks, nested. Registers 0 … 3 are the
 * inputs and outputs ({@link #FIELDS}); higher registers are the programs' own.
 */
final class OperationPrograms {
    private OperationPrograms() {}

    /** The registers loaded and stored by the test kernels. */
    static final int FIELDS = 4;

    /** Every program, by entry name (a valid PTX identifier). */
    static Map<String, Program> all() {
        Map<String, Program> p = new LinkedHashMap<>();
        for (UnaryOp op : UnaryOp.values()) {
            String n = "unary_" + op.name().toLowerCase();
            p.put(n, program(n, 4, new Op.Unary(3, op, 0)));
            p.put(n + "_in_place", program(n, 4, new Op.Unary(0, op, 0)));
        }
        for (BinaryOp op : BinaryOp.values()) {
            String n = "binary_" + op.name().toLowerCase();
            p.put(n, program(n, 4, new Op.Binary(3, op, 0, 1)));
            p.put(n + "_into_a", program(n, 4, new Op.Binary(0, op, 0, 1)));
            p.put(n + "_into_b", program(n, 4, new Op.Binary(1, op, 0, 1)));
            p.put(n + "_same", program(n, 4, new Op.Binary(2, op, 0, 0)));
        }
        for (ShiftOp op : ShiftOp.values()) {
            for (int amount : new int[] {0, 1, 7, 31, 32, 33, 63}) {
                String n = "shift_" + op.name().toLowerCase() + "_" + amount;
                p.put(n, program(n, 4, new Op.ShiftImm(3, op, 0, amount)));
                p.put(n + "_in_place", program(n, 4, new Op.ShiftImm(0, op, 0, amount)));
            }
        }
        p.put("select", program("select", 4, new Op.Select(3, 0, 1, 2)));
        p.put("select_into_cond", program("select", 4, new Op.Select(0, 0, 1, 2)));
        p.put("select_into_true", program("select", 4, new Op.Select(1, 0, 1, 2)));
        p.put("select_into_false", program("select", 4, new Op.Select(2, 0, 1, 2)));
        p.put("constants", program("constants", 4, new Op.Const(0, 65535), new Op.Const(1, 65536),
                new Op.Const(2, -65536), new Op.Const(3, Long.MIN_VALUE)));
        p.put("constants_2", program("constants", 4, new Op.Const(0, -65535), new Op.Const(1, -1),
                new Op.Const(2, 0xFFFF_FFFFL), new Op.Const(3, Long.MAX_VALUE)));
        p.put("move", program("move", 4, new Op.Move(3, 0), new Op.Move(0, 1), new Op.Move(1, 3)));
        // Sum of the indices, and a body that overwrites its index register: the count must not change.
        p.put("repeat", program("repeat", 6, new Op.Repeat(4, 5, List.of(
                new Op.Binary(3, BinaryOp.ADD, 3, 4), new Op.Binary(0, BinaryOp.XOR, 0, 3)))));
        p.put("repeat_writes_index", program("repeat", 6, new Op.Repeat(4, 3, List.of(
                new Op.Binary(3, BinaryOp.ADD, 3, 4), new Op.Const(4, 100)))));
        p.put("repeat_none", program("repeat", 6, new Op.Repeat(4, 0, List.of(new Op.Const(3, 9)))));
        p.put("repeat_nested", program("repeat", 7, new Op.Repeat(4, 3, List.of(
                new Op.Repeat(5, 4, List.of(new Op.Binary(6, BinaryOp.MUL, 4, 5),
                        new Op.Binary(3, BinaryOp.ADD, 3, 6)))))));
        // Grows register 3 to the left inside mask 1, until nothing changes or the bound is reached.
        List<Op> grow = List.of(new Op.ShiftImm(6, ShiftOp.SHL, 3, 1), new Op.Binary(6, BinaryOp.AND, 6, 1),
                new Op.Binary(7, BinaryOp.OR, 3, 6), new Op.Binary(5, BinaryOp.XOR, 7, 3), new Op.Move(3, 7),
                new Op.Binary(2, BinaryOp.ADD, 2, 0));
        p.put("fixpoint", program("fixpoint", 8, new Op.Fixpoint(5, 10, grow)));
        p.put("fixpoint_once", program("fixpoint", 8, new Op.Fixpoint(5, 1, grow)));
        p.put("fixpoint_never", program("fixpoint", 8, new Op.Fixpoint(5, 0, grow)));
        p.put("fixpoint_in_repeat", program("fixpoint", 9, new Op.Repeat(8, 3, List.of(
                new Op.Binary(3, BinaryOp.OR, 3, 8), new Op.Fixpoint(5, 70, grow)))));
        p.put("if_any", program("if_any", 5, new Op.IfAny(0, List.of(new Op.Binary(4, BinaryOp.ADD, 1, 2),
                new Op.Select(3, 0, 4, 3)))));
        p.put("if_any_in_fixpoint", program("if_any", 8, new Op.Fixpoint(5, 64, List.of(
                new Op.Unary(7, UnaryOp.NOT_ZERO, 1),
                new Op.IfAny(7, List.of(new Op.Binary(6, BinaryOp.NTH_SET_BIT, 1, 2), new Op.Const(4, 1),
                        new Op.Binary(4, BinaryOp.SHL, 4, 6), new Op.Binary(1, BinaryOp.AND_NOT, 1, 4),
                        new Op.Binary(3, BinaryOp.ADD32, 3, 6))),
                new Op.Move(5, 7)))));
        return p;
    }

    private static Program program(String name, int registers, Op... ops) {
        return new Program(name, List.of(ops), registers);
    }

    /** Awkward words: zero, ones, signs, 32-bit and 6-bit boundaries, alternating bits. */
    static final long[] EDGES = {0, 1, -1, 2, 3, 31, 32, 33, 63, 64, 65, 127, -63, -64, -65, Long.MIN_VALUE,
        Long.MAX_VALUE, Long.MIN_VALUE + 1, 0x7FFF_FFFFL, 0x8000_0000L, 0xFFFF_FFFFL, 0x1_0000_0000L,
        0xFFFF_FFFF_0000_0000L, 0x5555_5555_5555_5555L, 0xAAAA_AAAA_AAAA_AAAAL, 0x8000_0000_0000_0001L,
        0x0F0F_0000_F0F0_0001L, -0x8000_0001L};

    /**
     * Inputs {@code [B][FIELDS]}: every pair of edge words in registers 0 and 1 (register 2 and 3 from
     * the edges too, rotated), then random words and random small numbers.
     */
    static long[][] inputs() {
        List<long[]> rows = new ArrayList<>();
        int n = EDGES.length;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                rows.add(new long[] {EDGES[i], EDGES[j], EDGES[(i + j) % n], EDGES[(i * 7 + j * 3) % n]});
            }
        }
        SplittableRandom random = new SplittableRandom(42);
        for (int k = 0; k < 300; k++) {
            rows.add(new long[] {random.nextLong(), random.nextLong(), random.nextLong(), random.nextLong()});
            rows.add(new long[] {random.nextLong(-70, 70), random.nextLong(-70, 70), random.nextLong(-3, 70),
                random.nextLong()});
        }
        return rows.toArray(long[][]::new);
    }
}
