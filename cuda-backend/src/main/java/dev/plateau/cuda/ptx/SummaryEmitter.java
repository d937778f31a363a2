package dev.plateau.cuda.ptx;

import static dev.plateau.cuda.ptx.Operand.imm;
import static dev.plateau.cuda.ptx.Registers.ADDR;
import static dev.plateau.cuda.ptx.Registers.BASE;
import static dev.plateau.cuda.ptx.Registers.ENV;
import static dev.plateau.cuda.ptx.Registers.H0;
import static dev.plateau.cuda.ptx.Registers.H1;
import static dev.plateau.cuda.ptx.Registers.P0;
import static dev.plateau.cuda.ptx.Registers.STRIDE;
import static dev.plateau.cuda.ptx.Registers.T0;
import static dev.plateau.cuda.ptx.Registers.T1;
import static dev.plateau.cuda.ptx.Registers.T2;
import static dev.plateau.cuda.ptx.Registers.T3;
import static dev.plateau.cuda.ptx.Registers.plan;

import dev.plateau.cuda.ptx.Instruction.Guard;
import dev.plateau.cuda.ptx.Operand.Address;
import dev.plateau.cuda.ptx.Operand.Reg;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.util.List;

/**
 * Writes {@link Kernel#SUMMARY}: each thread walks the environments t, t + T, … of the batch, reads
 * their STEPS, TRUNCATED, TERMINATED and WINNER fields (columns fixed by the layout, so they are
 * immediates), adds them up without branches, and stores its {@link Kernel#SUMMARY_TOTALS} totals.
 * The tally is {@code PlayoutSummary.tally}'s, which the tests compare it with.
 */
final class SummaryEmitter {
    private static final String EXIT = "$L_exit";
    private static final String NEXT = "$L_next";
    private static final String STORE = "$L_store";
    private static final Guard IF_P0 = new Guard(P0.name(), false);
    /** The totals, in the order of {@link Kernel#SUMMARY}: P1 wins, P2 wins, draws, truncated, steps, squares. */
    private static final List<Reg> TOTALS = List.of(plan(0), plan(1), plan(2), plan(3), plan(4), plan(5));
    private static final Reg VALUE = plan(6);
    private static final Reg ENDED = plan(7);
    private static final Reg COUNT = plan(8);
    private static final int COUNT_OF_REGISTERS = 9;

    private SummaryEmitter() {}

    /** Appends the summary kernel of a layout's state to {@code out}. */
    static void emit(PtxWriter out, StateLayout layout) {
        PtxWriter body = new PtxWriter();
        body.comment("t = ctaid.x * ntid.x + tid.x; threads past T return");
        KernelEmitter.threadIndexBelow(body, KernelParam.THREADS, H1, EXIT);
        body.comment("this thread's totals are at sums + t * 8, one every T * 8 bytes");
        body.op(Opcode.LD_PARAM, PtxType.U64, T3, param(KernelParam.SUMS));
        body.op(Opcode.CVTA_TO_GLOBAL, PtxType.U64, T3, T3);
        body.op(Opcode.MUL_WIDE, PtxType.U32, T0, ENV, imm(Long.BYTES));
        body.op(Opcode.ADD, PtxType.S64, T3, T3, T0);
        body.op(Opcode.MUL_WIDE, PtxType.U32, T2, H1, imm(Long.BYTES));
        body.comment("field f of environment e is at state + e * 8 + f * stride, stride = B * 8");
        body.op(Opcode.LD_PARAM, PtxType.U32, H0, param(KernelParam.BATCH));
        body.op(Opcode.MUL_WIDE, PtxType.U32, STRIDE, H0, imm(Long.BYTES));
        body.op(Opcode.LD_PARAM, PtxType.U64, BASE, param(KernelParam.STATE));
        body.op(Opcode.CVTA_TO_GLOBAL, PtxType.U64, BASE, BASE);
        for (Reg total : TOTALS) {
            body.op(Opcode.MOV, PtxType.B64, total, imm(0));
        }
        body.label(NEXT);
        body.setp(Cmp.GE, PtxType.U32, P0, ENV, H0);
        body.bra(IF_P0, STORE);
        body.op(Opcode.MUL_WIDE, PtxType.U32, T0, ENV, imm(Long.BYTES));
        body.op(Opcode.ADD, PtxType.S64, ADDR, BASE, T0);
        body.comment("steps, and their square");
        load(body, layout, Kind.STEPS, VALUE);
        body.op(Opcode.ADD, PtxType.S64, TOTALS.get(4), TOTALS.get(4), VALUE);
        body.op(Opcode.MUL_LO, PtxType.S64, VALUE, VALUE, VALUE);
        body.op(Opcode.ADD, PtxType.S64, TOTALS.get(5), TOTALS.get(5), VALUE);
        body.comment("truncated; otherwise, if terminated, by the winner: 0 P1, 1 P2, else a draw");
        load(body, layout, Kind.TRUNCATED, VALUE);
        oneIf(body, Cmp.NE, PtxType.S64, VALUE, 0, COUNT);
        body.op(Opcode.ADD, PtxType.S64, TOTALS.get(3), TOTALS.get(3), COUNT);
        load(body, layout, Kind.TERMINATED, VALUE);
        oneIf(body, Cmp.NE, PtxType.S64, VALUE, 0, ENDED);
        body.op(Opcode.XOR, PtxType.B64, COUNT, COUNT, imm(1));
        body.op(Opcode.AND, PtxType.B64, ENDED, ENDED, COUNT);
        load(body, layout, Kind.WINNER, VALUE);
        body.setp(Cmp.EQ, PtxType.S64, P0, VALUE, imm(0));
        body.op(Opcode.SELP, PtxType.B64, COUNT, ENDED, imm(0), P0);
        body.op(Opcode.ADD, PtxType.S64, TOTALS.get(0), TOTALS.get(0), COUNT);
        body.setp(Cmp.EQ, PtxType.S64, P0, VALUE, imm(1));
        body.op(Opcode.SELP, PtxType.B64, COUNT, ENDED, imm(0), P0);
        body.op(Opcode.ADD, PtxType.S64, TOTALS.get(1), TOTALS.get(1), COUNT);
        body.setp(Cmp.LT, PtxType.U64, P0, VALUE, imm(2));
        body.op(Opcode.SELP, PtxType.B64, COUNT, imm(0), ENDED, P0);
        body.op(Opcode.ADD, PtxType.S64, TOTALS.get(2), TOTALS.get(2), COUNT);
        body.op(Opcode.ADD, PtxType.U32, ENV, ENV, H1);
        body.bra(null, NEXT);
        body.label(STORE);
        body.comment("store the totals");
        for (int k = 0; k < TOTALS.size(); k++) {
            if (k > 0) {
                body.op(Opcode.ADD, PtxType.S64, T3, T3, T2);
            }
            body.op(Opcode.ST_GLOBAL, PtxType.U64, new Address(T3.name()), TOTALS.get(k));
        }
        body.label(EXIT);
        body.ret();

        out.beginEntry(Kernel.SUMMARY);
        for (Registers.Declaration d : Registers.declarations(COUNT_OF_REGISTERS, body.registersUsed())) {
            out.declare(d);
        }
        out.lines(body.text());
        out.endEntry();
    }

    /** {@code into ← field kind of the environment at ADDR}. */
    private static void load(PtxWriter body, StateLayout layout, Kind kind, Reg into) {
        body.op(Opcode.MAD_LO, PtxType.S64, T1, STRIDE, imm(layout.column(kind, 0)), ADDR);
        body.op(Opcode.LD_GLOBAL, PtxType.U64, into, new Address(T1.name()));
    }

    /** {@code into ← (a cmp b) ? 1 : 0}. */
    private static void oneIf(PtxWriter body, Cmp cmp, PtxType type, Reg a, long b, Reg into) {
        body.setp(cmp, type, P0, a, imm(b));
        body.op(Opcode.SELP, PtxType.B64, into, imm(1), imm(0), P0);
    }

    private static Address param(KernelParam p) {
        return new Address(p.ptxName());
    }
}
