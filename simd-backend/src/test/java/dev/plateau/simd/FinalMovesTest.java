package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The copies of a step's new values into the state fields: a temporary finally moved into a field
 * takes the field's row, and the move disappears (RowCompiler's {@code coalesceFinalMoves}); a copy
 * runs right after the last instruction it must follow ({@link RowProgram#hoistMoves}); both only
 * where that is exact. Registers 0 and 1 are the fields; every program is also run against the
 * plan's definition, interpreted and as a compiled block.
 */
class FinalMovesTest {
    @Test
    void aTemporaryMovedIntoAFieldTakesItsRow() {
        List<Op> ops = List.of(new Op.Binary(2, BinaryOp.AND, 0, 1), new Op.Move(0, 2));
        assertEquals(0, moves(ops, 3));
        RowMachineOperationsTest.check("coalesced", ops, 3);
    }

    @Test
    void theDefiningInstructionMayReadTheOldValue() {
        List<Op> ops = List.of(new Op.Const(2, 1), new Op.Binary(3, BinaryOp.ADD, 0, 2), new Op.Move(0, 3));
        assertEquals(0, moves(ops, 4));
        RowMachineOperationsTest.check("in place", ops, 4);
    }

    @Test
    void notWhileTheOldValueIsStillRead() {
        // 3 is defined before register 0's old value is read by 4: 3 keeps a row of its own.
        List<Op> ops = List.of(new Op.Const(2, 1), new Op.Binary(3, BinaryOp.ADD, 1, 2),
                new Op.Binary(4, BinaryOp.XOR, 0, 1), new Op.Move(0, 3), new Op.Move(1, 4));
        assertEquals(1, moves(ops, 5));
        RowMachineOperationsTest.check("old value read", ops, 5);
    }

    @Test
    void notWhenTheOldValueIsReadInALaterLoop() {
        // The loop reads register 0 after 3 is defined, once per iteration.
        List<Op> ops = List.of(new Op.Const(2, 1), new Op.Binary(3, BinaryOp.ADD, 1, 2),
                new Op.Repeat(4, 3, List.of(new Op.Binary(5, BinaryOp.ADD, 1, 0), new Op.Move(1, 5))),
                new Op.Move(0, 3));
        assertEquals(2, moves(ops, 6));
        RowMachineOperationsTest.check("read in a loop", ops, 6);
    }

    @Test
    void notForAFieldWrittenTwice() {
        List<Op> ops = List.of(new Op.Binary(2, BinaryOp.AND, 0, 1), new Op.Move(0, 2),
                new Op.Binary(3, BinaryOp.OR, 0, 1), new Op.Move(0, 3));
        assertEquals(2, moves(ops, 4));
        RowMachineOperationsTest.check("written twice", ops, 4);
    }

    @Test
    void notForATemporaryDefinedInALoop() {
        List<Op> ops = List.of(new Op.Move(2, 1), new Op.Repeat(3, 2, List.of(new Op.Binary(4, BinaryOp.ADD, 2, 0),
                new Op.Move(2, 4))), new Op.Move(0, 2));
        assertEquals(3, moves(ops, 5));
        RowMachineOperationsTest.check("defined in a loop", ops, 5);
    }

    @Test
    void aTemporaryMovedIntoTwoFieldsTakesOneRow() {
        List<Op> ops = List.of(new Op.Binary(2, BinaryOp.XOR, 0, 1), new Op.Move(0, 2), new Op.Move(1, 2));
        assertEquals(1, moves(ops, 3));
        RowMachineOperationsTest.check("two fields", ops, 3);
    }

    @Test
    void aCopyRunsRightAfterTheLastReadOfTheFieldsOldValue() {
        // Field 1 takes field 0's old value (a history moving down): after 3, which reads field 1,
        // and before 4 and 5, which neither read field 1 nor write field 0.
        List<Op> ops = List.of(new Op.Const(2, 5), new Op.Binary(3, BinaryOp.XOR, 0, 1),
                new Op.Binary(4, BinaryOp.ADD, 3, 2), new Op.Binary(5, BinaryOp.AND, 4, 0), new Op.Move(1, 0),
                new Op.Move(0, 5));
        List<Op> order = hoisted(ops);
        assertEquals(List.of(ops.get(0), ops.get(1), ops.get(4), ops.get(2), ops.get(3), ops.get(5)), order);
        RowMachineOperationsTest.check("history", ops, 6);
    }

    @Test
    void aCopyStaysAfterTheWriteOfWhatItCopiesAndAfterLoops() {
        List<Op> ops = List.of(new Op.Binary(2, BinaryOp.OR, 0, 1), new Op.Binary(3, BinaryOp.AND, 2, 1),
                new Op.Move(0, 3), new Op.Repeat(4, 2, List.of(new Op.Binary(5, BinaryOp.ADD, 1, 1), new Op.Move(1, 5))),
                new Op.Binary(6, BinaryOp.XOR, 2, 2), new Op.Move(1, 6));
        assertEquals(ops, hoisted(ops));
        RowMachineOperationsTest.check("stays", ops, 7);
    }

    /** The operations of a program after the copies moved up (no fused shifts in these programs). */
    private static List<Op> hoisted(List<Op> ops) {
        return RowCompiler.hoistMoves(Fusion.fuse(new Program("t", ops, 16), 2), 2).stream()
                .map(item -> switch (item) {
                    case Fusion.Plain p -> p.op();
                    case Fusion.Nested n -> n.op();
                    case Fusion.Fused f -> throw new AssertionError("unexpected fused shift " + f);
                })
                .toList();
    }

    /** The row copies (MOVE instructions) in the compiled program, loop bodies included. */
    private static int moves(List<Op> ops, int registers) {
        RowProgram p = RowProgram.compileAll(List.of(new Program("t", ops, registers)), 2, 8, BlockMode.NEVER).get(0);
        int[] c = p.code();
        int count = 0;
        for (int pc = 0; pc < c.length; ) {
            switch (c[pc]) {
                case Codes.MOVE -> count++;
                case Codes.REPEAT, Codes.FIXPOINT -> {
                    pc += 4;
                    continue;
                }
                case Codes.IFANY -> {
                    pc += 3;
                    continue;
                }
                default -> { }
            }
            pc += RowProgram.instructionLength(c, pc);
        }
        return count;
    }
}
