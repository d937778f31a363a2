package dev.plateau.cuda.ptx;

import static dev.plateau.cuda.ptx.Operand.imm;
import static dev.plateau.cuda.ptx.Registers.H0;
import static dev.plateau.cuda.ptx.Registers.P0;
import static dev.plateau.cuda.ptx.Registers.P1;
import static dev.plateau.cuda.ptx.Registers.T0;
import static dev.plateau.cuda.ptx.Registers.T1;
import static dev.plateau.cuda.ptx.Registers.T2;
import static dev.plateau.cuda.ptx.Registers.T3;
import static dev.plateau.cuda.ptx.Registers.plan;

import dev.plateau.cuda.ptx.Instruction.Guard;
import dev.plateau.cuda.ptx.Operand.Reg;
import dev.plateau.plan.Op;
import java.util.List;

/**
 * The PTX template of every plan operation, one method per {@link Op} kind, each the only place
 * that operation is translated. Every template reads its sources before it writes its
 * destination, so a destination may be one of the sources. The semantics are exactly those of the
 * operations' {@code apply} methods; the comments say where PTX differs and how the template
 * makes up for it.
 */
final class OpTemplates {
    private static final Guard IF_P0 = new Guard(P0.name(), false);

    private final PtxWriter w;
    private int labels;
    private int depth;

    OpTemplates(PtxWriter w) {
        this.w = w;
    }

    /** Emits the operations in order. */
    void emit(List<Op> ops) {
        for (Op op : ops) {
            switch (op) {
                case Op.Const c -> constant(c);
                case Op.Move m -> move(m);
                case Op.Unary u -> unary(u);
                case Op.Binary b -> binary(b);
                case Op.ShiftImm s -> shiftImm(s);
                case Op.Select s -> select(s);
                case Op.Repeat r -> repeat(r);
                case Op.Fixpoint f -> fixpoint(f);
                case Op.IfAny i -> ifAny(i);
            }
        }
    }

    /** The deepest loop nesting in these operations (the loop counters a kernel declares). */
    static int loopDepth(List<Op> ops) {
        int max = 0;
        for (Op op : ops) {
            max = Math.max(max, switch (op) {
                case Op.Repeat r -> 1 + loopDepth(r.body());
                case Op.Fixpoint f -> 1 + loopDepth(f.body());
                case Op.IfAny i -> loopDepth(i.body());
                default -> 0;
            });
        }
        return max;
    }

    // ------------------------------------------------------------------ straight-line operations

    /** {@code dst ← value}: {@code mov.b64}. */
    private void constant(Op.Const c) {
        w.op(Opcode.MOV, PtxType.B64, plan(c.dst()), imm(c.value()));
    }

    /** {@code dst ← src}: {@code mov.b64}. */
    private void move(Op.Move m) {
        w.op(Opcode.MOV, PtxType.B64, plan(m.dst()), plan(m.src()));
    }

    private void unary(Op.Unary u) {
        Reg d = plan(u.dst());
        Reg a = plan(u.a());
        switch (u.op()) {
            case NOT -> w.op(Opcode.NOT, PtxType.B64, d, a);
            case NEG -> w.op(Opcode.NEG, PtxType.S64, d, a);
            case POPCOUNT -> {
                // popc gives a .u32; widen it.
                w.op(Opcode.POPC, PtxType.B64, H0, a);
                w.cvt(PtxType.U64, PtxType.U32, d, H0);
            }
            case TRAILING_ZEROS -> {
                // No ctz in PTX: count the leading zeros of the reversed word (clz of 0 is 64, as required).
                w.op(Opcode.BREV, PtxType.B64, T0, a);
                w.op(Opcode.CLZ, PtxType.B64, H0, T0);
                w.cvt(PtxType.U64, PtxType.U32, d, H0);
            }
            case SEXT32 -> signExtendLow32(d, a);
            case IS_ZERO -> booleanOf(Cmp.EQ, PtxType.S64, d, a, imm(0));
            case NOT_ZERO -> booleanOf(Cmp.NE, PtxType.S64, d, a, imm(0));
        }
    }

    private void binary(Op.Binary bin) {
        Reg d = plan(bin.dst());
        Reg a = plan(bin.a());
        Reg b = plan(bin.b());
        switch (bin.op()) {
            case AND -> w.op(Opcode.AND, PtxType.B64, d, a, b);
            case OR -> w.op(Opcode.OR, PtxType.B64, d, a, b);
            case XOR -> w.op(Opcode.XOR, PtxType.B64, d, a, b);
            case AND_NOT -> {
                w.op(Opcode.NOT, PtxType.B64, T0, b);
                w.op(Opcode.AND, PtxType.B64, d, a, T0);
            }
            case ADD -> w.op(Opcode.ADD, PtxType.S64, d, a, b);
            case SUB -> w.op(Opcode.SUB, PtxType.S64, d, a, b);
            case MUL -> w.op(Opcode.MUL_LO, PtxType.S64, d, a, b);
            // The low 32 bits of a 64-bit sum, difference or product are those of the 32-bit one.
            case ADD32 -> wrap32(Opcode.ADD, d, a, b);
            case SUB32 -> wrap32(Opcode.SUB, d, a, b);
            case MUL32 -> wrap32(Opcode.MUL_LO, d, a, b);
            case EQ -> booleanOf(Cmp.EQ, PtxType.S64, d, a, b);
            case LT -> booleanOf(Cmp.LT, PtxType.S64, d, a, b);
            case LE -> booleanOf(Cmp.LE, PtxType.S64, d, a, b);
            case SHL -> shiftByRegister(Opcode.SHL, PtxType.B64, d, a, b);
            case SHR -> shiftByRegister(Opcode.SHR, PtxType.B64, d, a, b);
            case NTH_SET_BIT -> nthSetBit(d, a, b);
        }
    }

    /** {@code dst ← a shifted by a constant}: the amount is 0 … 63, so PTX's clamping never applies. */
    private void shiftImm(Op.ShiftImm s) {
        Opcode opcode = switch (s.op()) {
            case SHL -> Opcode.SHL;
            case SHR, SAR -> Opcode.SHR;
        };
        PtxType type = switch (s.op()) {
            case SHL, SHR -> PtxType.B64;
            case SAR -> PtxType.S64;
        };
        w.op(opcode, type, plan(s.dst()), plan(s.a()), imm(s.amount()));
    }

    /** {@code dst ← (t & c) | (f & ~c)}, written {@code f ^ ((t ^ f) & c)}: three operations, no complement. */
    private void select(Op.Select s) {
        Reg f = plan(s.ifFalse());
        w.op(Opcode.XOR, PtxType.B64, T0, plan(s.ifTrue()), f);
        w.op(Opcode.AND, PtxType.B64, T0, T0, plan(s.cond()));
        w.op(Opcode.XOR, PtxType.B64, plan(s.dst()), f, T0);
    }

    // ------------------------------------------------------------------ helpers of the templates

    /** {@code d ← (long) (int) a}: truncate to 32 bits, then sign-extend. */
    private void signExtendLow32(Reg d, Reg a) {
        w.cvt(PtxType.U32, PtxType.U64, H0, a);
        w.cvt(PtxType.S64, PtxType.S32, d, H0);
    }

    /** {@code d ← low32(a op b)} sign-extended. */
    private void wrap32(Opcode opcode, Reg d, Reg a, Reg b) {
        w.op(opcode, PtxType.S64, T0, a, b);
        signExtendLow32(d, T0);
    }

    /** {@code d ← (a cmp b) ? −1 : 0}: plan booleans are all ones. */
    private void booleanOf(Cmp cmp, PtxType type, Reg d, Reg a, Operand b) {
        w.setp(cmp, type, P0, a, b);
        w.op(Opcode.SELP, PtxType.B64, d, imm(-1), imm(0), P0);
    }

    /**
     * {@code d ← a shifted by (b & 63)}. PTX takes a {@code .u32} amount and clamps amounts of 64 or
     * more (shl gives 0), whereas the plan masks the amount to 6 bits: mask explicitly.
     */
    private void shiftByRegister(Opcode opcode, PtxType type, Reg d, Reg a, Reg b) {
        w.cvt(PtxType.U32, PtxType.U64, H0, b);
        w.op(Opcode.AND, PtxType.B32, H0, H0, imm(63));
        w.op(opcode, type, d, a, H0);
    }

    /**
     * {@code d ← the index of the set bit of a with exactly b set bits below it, or 64}. A binary
     * search by population counts over halves 32, 16, …, 1 of the word, branch-free: where the n-th
     * bit lies above the low half, subtract the half's count from n, shift the word down and add the
     * half to the position. The result is 64 unless 0 ≤ b < popcount(a), which one unsigned
     * comparison decides (a negative b is a huge unsigned number). PTX's {@code fns} only searches
     * 32-bit words, hence no use of it.
     */
    private void nthSetBit(Reg d, Reg a, Reg b) {
        w.comment("nth_set_bit " + d.name() + " = " + a.name() + " [" + b.name() + "]");
        w.op(Opcode.POPC, PtxType.B64, H0, a);
        w.cvt(PtxType.U64, PtxType.U32, T0, H0);
        w.setp(Cmp.LT, PtxType.U64, P1, b, T0);
        w.op(Opcode.MOV, PtxType.B64, T1, a);
        w.op(Opcode.MOV, PtxType.B64, T2, b);
        w.op(Opcode.MOV, PtxType.B64, T3, imm(0));
        for (int half = 32; half >= 1; half >>= 1) {
            w.op(Opcode.AND, PtxType.B64, T0, T1, imm(half == 32 ? 0xFFFFFFFFL : (1L << half) - 1));
            w.op(Opcode.POPC, PtxType.B64, H0, T0);
            w.cvt(PtxType.U64, PtxType.U32, T0, H0);
            w.setp(Cmp.GE, PtxType.U64, P0, T2, T0);
            w.guarded(IF_P0, Opcode.SUB, PtxType.S64, T2, T2, T0);
            w.guarded(IF_P0, Opcode.SHR, PtxType.B64, T1, T1, imm(half));
            w.guarded(IF_P0, Opcode.ADD, PtxType.S64, T3, T3, imm(half));
        }
        w.op(Opcode.SELP, PtxType.B64, d, T3, imm(64), P1);
    }

    // ------------------------------------------------------------------ control flow

    /**
     * {@code for index in 0 … count−1: body}. The counter lives in its own register, so that the body
     * may write {@code index} without changing the iteration count, as in the reference executor.
     */
    private void repeat(Op.Repeat r) {
        if (r.count() <= 0) {
            return;
        }
        String top = "$L_rep_" + (++labels);
        Reg counter = Registers.counter(depth);
        w.comment("repeat " + r.count() + " times, index " + plan(r.index()).name());
        w.op(Opcode.MOV, PtxType.U32, counter, imm(0));
        w.label(top);
        w.cvt(PtxType.U64, PtxType.U32, plan(r.index()), counter);
        depth++;
        emit(r.body());
        depth--;
        w.op(Opcode.ADD, PtxType.U32, counter, counter, imm(1));
        w.setp(Cmp.LT, PtxType.U32, P0, counter, imm(r.count()));
        w.bra(IF_P0, top);
    }

    /**
     * {@code repeat at most maxIterations times: body; stop if changed = 0}: this thread stops as
     * soon as its own {@code changed} is zero (threads of a warp may diverge here).
     */
    private void fixpoint(Op.Fixpoint f) {
        if (f.maxIterations() <= 0) {
            return;
        }
        String top = "$L_fix_" + (++labels);
        String end = top + "_end";
        Reg counter = Registers.counter(depth);
        w.comment("fixpoint: at most " + f.maxIterations() + " iterations, until " + plan(f.changed()).name() + " = 0");
        w.op(Opcode.MOV, PtxType.U32, counter, imm(0));
        w.label(top);
        depth++;
        emit(f.body());
        depth--;
        w.setp(Cmp.EQ, PtxType.S64, P0, plan(f.changed()), imm(0));
        w.bra(IF_P0, end);
        w.op(Opcode.ADD, PtxType.U32, counter, counter, imm(1));
        w.setp(Cmp.LT, PtxType.U32, P0, counter, imm(f.maxIterations()));
        w.bra(IF_P0, top);
        w.label(end);
    }

    /** {@code if cond ≠ 0: body}, decided by this thread alone. */
    private void ifAny(Op.IfAny i) {
        String end = "$L_if_" + (++labels) + "_end";
        w.comment("if " + plan(i.cond()).name() + " != 0");
        w.setp(Cmp.EQ, PtxType.S64, P0, plan(i.cond()), imm(0));
        w.bra(IF_P0, end);
        emit(i.body());
        w.label(end);
    }
}
