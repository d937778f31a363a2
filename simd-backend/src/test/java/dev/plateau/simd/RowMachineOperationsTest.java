package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import dev.plateau.plan.ProgramInterpreter;
import dev.plateau.plan.ShiftOp;
import dev.plateau.plan.UnaryOp;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every operation of the row interpreter, and of the compiled blocks ({@link RowBlocks}), against
 * the plan's normative definition ({@link ProgramInterpreter}), on edge-case and random words, with
 * operands in rows and as constants, and through the fused shifts.
 */
class RowMachineOperationsTest {
    private static final long[] EDGES = {0, 1, -1, 2, 63, 64, 65, Long.MIN_VALUE, Long.MAX_VALUE, 0x8000_0000L,
        0xFFFF_FFFFL, -0x8000_0000L, 0x5555_5555_5555_5555L, 0xF0F0_F0F0_F0F0_F0F0L, 1L << 63 | 1, 7, 8, 255};

    private static final int LANES = 64;

    @Test
    void unaryOperations() {
        for (UnaryOp op : UnaryOp.values()) {
            check(op.name(), List.of(new Op.Unary(2, op, 0), new Op.Move(0, 2)), 3);
        }
    }

    @Test
    void binaryOperations() {
        for (BinaryOp op : BinaryOp.values()) {
            check(op.name(), List.of(new Op.Binary(2, op, 0, 1), new Op.Move(0, 2)), 3);
        }
    }

    @Test
    void binaryOperationsWithAConstant() {
        for (BinaryOp op : BinaryOp.values()) {
            for (long k : EDGES) {
                check(op + " " + k, List.of(new Op.Const(2, k), new Op.Binary(3, op, 0, 2), new Op.Move(0, 3)), 4);
                check(k + " " + op, List.of(new Op.Const(2, k), new Op.Binary(3, op, 2, 0), new Op.Move(0, 3)), 4);
            }
        }
    }

    @Test
    void shiftsAndSelect() {
        for (ShiftOp op : ShiftOp.values()) {
            for (int amount : new int[] {0, 1, 7, 31, 32, 63}) {
                check(op + " " + amount, List.of(new Op.ShiftImm(2, op, 0, amount), new Op.Move(0, 2)), 3);
            }
        }
        check("select", List.of(new Op.Select(2, 0, 1, 0), new Op.Move(1, 2)), 3);
    }

    /** The patterns {@link Fusion} rewrites: masked shifts, funnels, and their combinations. */
    @Test
    void fusedShifts() {
        for (BinaryOp combine : new BinaryOp[] {BinaryOp.AND, BinaryOp.OR, BinaryOp.AND_NOT}) {
            for (int s : new int[] {1, 9, 63}) {
                List<Op> ops = new ArrayList<>();
                ops.add(new Op.Const(2, 0x7F7F_7F7F_7F7F_7F7FL));
                ops.add(new Op.Binary(3, BinaryOp.AND, 0, 2));
                ops.add(new Op.Binary(4, BinaryOp.AND, 1, 2));
                ops.add(new Op.ShiftImm(5, ShiftOp.SHL, 3, s));
                ops.add(new Op.ShiftImm(6, ShiftOp.SHR, 4, 64 - s));
                ops.add(new Op.Binary(7, BinaryOp.OR, 5, 6));
                ops.add(new Op.Binary(8, combine, 7, 1));
                ops.add(new Op.ShiftImm(9, ShiftOp.SHR, 3, s));
                ops.add(new Op.Move(0, 8));
                ops.add(new Op.Move(1, 9));
                check("fused " + combine + " " + s, ops, 10);
            }
        }
    }

    /** A register assigned between a mask and the shift that reads it must not be read late. */
    @Test
    void fusedShiftsOfAssignedRegisters() {
        List<Op> ops = new ArrayList<>();
        ops.add(new Op.Const(2, 0x0F0F_0F0F_0F0F_0F0FL));
        ops.add(new Op.Binary(3, BinaryOp.AND, 0, 2));
        ops.add(new Op.Move(0, 1));
        ops.add(new Op.ShiftImm(4, ShiftOp.SHL, 3, 3));
        ops.add(new Op.Binary(5, BinaryOp.OR, 4, 1));
        ops.add(new Op.Binary(6, BinaryOp.AND, 0, 2));
        ops.add(new Op.ShiftImm(7, ShiftOp.SHR, 6, 5));
        ops.add(new Op.Binary(8, BinaryOp.AND, 7, 5));
        ops.add(new Op.Move(1, 8));
        check("assigned between", ops, 9);
    }

    static void check(String name, List<Op> ops, int registers) {
        check(name + " (interpreted)", ops, registers, RowBlocks.Mode.NEVER);
        check(name + " (compiled block)", ops, registers, RowBlocks.Mode.ALWAYS);
    }

    private static void check(String name, List<Op> ops, int registers, RowBlocks.Mode blocks) {
        Program program = new Program(name, ops, registers);
        RowProgram row = RowProgram.compileAll(List.of(program), 2, LANES, blocks).get(0);
        RowMachine machine = new RowMachine(row.slots(), LANES);
        machine.loadConstants(row);
        Random random = new Random(name.hashCode());
        long[][] inputs = new long[2][LANES];
        for (int lane = 0; lane < LANES; lane++) {
            for (int in = 0; in < 2; in++) {
                long v = lane < EDGES.length * 2 ? EDGES[(lane + in * 5) % EDGES.length] : random.nextLong();
                if (lane % 7 == 3) {
                    v = random.nextInt(70) - 3; // small counts, shift amounts and indices
                }
                inputs[in][lane] = v;
                machine.rows[in * LANES + lane] = v;
            }
        }
        machine.run(row);
        for (int lane = 0; lane < LANES; lane++) {
            long[] expected = new long[registers];
            expected[0] = inputs[0][lane];
            expected[1] = inputs[1][lane];
            ProgramInterpreter.run(program, expected);
            for (int out = 0; out < 2; out++) {
                assertEquals(expected[out], machine.rows[out * LANES + lane],
                        name + ": register " + out + ", inputs " + inputs[0][lane] + ", " + inputs[1][lane]);
            }
        }
    }
}
