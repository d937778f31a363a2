package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * operands in rows and as constants, through the fused shifts, and in loops compiled whole.
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

    /**
     * A flood fill within a mask, one bit a step each way: a FIXPOINT whose body is one block, so
     * that the compiled form is a loop block ({@link RowBlocks}), in which each vector of lanes stops
     * when its own lanes do; the lanes need from 1 to about 60 iterations.
     */
    @Test
    void aLoopBlockStopsEachVectorWhenItsLanesStopChanging() {
        List<Op> ops = List.of(new Op.Binary(2, BinaryOp.AND, 1, 0), new Op.Fixpoint(5, 64, List.of(
                new Op.ShiftImm(3, ShiftOp.SHL, 2, 1), new Op.ShiftImm(4, ShiftOp.SHR, 2, 1),
                new Op.Binary(6, BinaryOp.OR, 3, 4), new Op.Binary(7, BinaryOp.OR, 6, 2),
                new Op.Binary(8, BinaryOp.AND, 7, 0), new Op.Binary(5, BinaryOp.XOR, 8, 2), new Op.Move(2, 8))),
                new Op.Move(1, 2));
        assertTrue(hasLoopBlock(ops, 9));
        check("flood fill", ops, 9);
    }

    /**
     * A loop block whose body copies one carried row into another (a ← b, then b grows): the copy
     * must take b's value from before the iteration. Lanes that reach the iteration limit (5) stop
     * with a one below b, the others with a = b.
     */
    @Test
    void aLoopBlockCarriesRowsThatTakeEachOthersValues() {
        List<Op> ops = List.of(new Op.Const(10, 0), new Op.Move(2, 10), new Op.Move(3, 10), new Op.Const(7, 1),
                new Op.Const(4, 7), new Op.Binary(5, BinaryOp.AND, 0, 4), new Op.Fixpoint(6, 5, List.of(
                        new Op.Move(3, 2), new Op.Binary(8, BinaryOp.LT, 2, 5), new Op.Binary(9, BinaryOp.AND, 8, 7),
                        new Op.Binary(11, BinaryOp.ADD, 2, 9), new Op.Binary(6, BinaryOp.XOR, 3, 11),
                        new Op.Move(2, 11))),
                new Op.Move(0, 3), new Op.Move(1, 2));
        assertTrue(hasLoopBlock(ops, 12));
        check("carried copy", ops, 12);
    }

    /**
     * A program whose Const register is written again, or that has a Const inside a loop, is
     * rejected with the register named: the backend would take the register for a constant row.
     */
    @Test
    void constantsMustBeConstants() {
        List<List<Op>> programs = List.of(
                List.of(new Op.Const(2, 5), new Op.Binary(2, BinaryOp.ADD, 2, 0), new Op.Move(0, 2)),
                List.of(new Op.Const(2, 5), new Op.Repeat(2, 3, List.of(new Op.Binary(3, BinaryOp.ADD, 0, 2))),
                        new Op.Move(0, 3)),
                List.of(new Op.Fixpoint(1, 2, List.of(new Op.Const(3, 0), new Op.Move(1, 3)))));
        for (List<Op> ops : programs) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> RowProgram.compileAll(List.of(new Program("p", ops, 4)), 2, LANES, BlockMode.NEVER));
            assertTrue(e.getMessage().contains("register") && e.getMessage().contains("Const"), e.getMessage());
        }
    }

    /**
     * A register written by two operations that are not both moves is rejected, named: the shift
     * fusion takes a register's one definition for its value everywhere.
     */
    @Test
    void onlyMovesWriteARegisterTwice() {
        List<Op> twice = List.of(new Op.Binary(2, BinaryOp.AND, 0, 1), new Op.Binary(2, BinaryOp.OR, 2, 0),
                new Op.Move(0, 2));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> RowProgram.compileAll(List.of(new Program("p", twice, 3)), 2, LANES, BlockMode.NEVER));
        assertTrue(e.getMessage().contains("register 2"), e.getMessage());
        // Moves into a register, and a definition followed by moves, are fine (a carried value).
        check("moved twice", List.of(new Op.Binary(2, BinaryOp.AND, 0, 1), new Op.Move(2, 0), new Op.Move(1, 2)), 3);
    }

    private static boolean hasLoopBlock(List<Op> ops, int registers) {
        RowProgram row = RowProgram.compileAll(List.of(new Program("loop", ops, registers)), 2, LANES,
                BlockMode.ALWAYS).get(0);
        for (int id = 0; id < row.blocks().length; id++) {
            if (row.blockIsLoop(id)) {
                return true;
            }
        }
        return false;
    }

    static void check(String name, List<Op> ops, int registers) {
        check(name + " (interpreted)", ops, registers, BlockMode.NEVER);
        check(name + " (compiled block)", ops, registers, BlockMode.ALWAYS);
    }

    private static void check(String name, List<Op> ops, int registers, BlockMode blocks) {
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
