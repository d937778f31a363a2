package dev.plateau.simd;

import static jdk.incubator.vector.LongVector.fromArray;

import java.util.concurrent.atomic.AtomicReferenceArray;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Runs {@link RowProgram}s on rows of {@code lanes} environments: each instruction is one vector
 * loop over its rows. One machine per thread; its rows are its own.
 *
 * <p>Every kernel calls the Vector API directly, with no helper of ours that takes or returns a
 * vector: when the JIT inlines kernels into {@link #exec} it stops inlining ordinary calls once the
 * method grows large, and a helper left out of line turns each of its vectors into a heap object
 * run through the API's Java fallback (docs/performance.md, "Kernels and the JIT"). The API's own
 * methods are always inlined.
 */
final class RowMachine {
    /** The species, fixed when the class loads so that the JIT sees a constant. */
    static final VectorSpecies<Long> S = VectorShape.take();
    private static final int V = S.length();
    private static final LongVector ZERO = LongVector.zero(S);
    private static final LongVector ONES = LongVector.broadcast(S, -1L);

    private final int lanes;
    final long[] rows;
    /** Set only by {@link StepCost}: when present, programs run through it and are counted. */
    RowProfile profile;

    /** A machine with {@code slots} rows of {@code lanes} words; lanes is a multiple of the vector length. */
    RowMachine(int slots, int lanes) {
        if (lanes % V != 0) {
            throw new IllegalArgumentException("lanes must be a multiple of " + V);
        }
        this.lanes = lanes;
        this.rows = new long[slots * lanes];
    }

    int lanes() {
        return lanes;
    }

    /** The vector length in lanes. */
    static int vectorLength() {
        return V;
    }

    /** Fills the constant rows of a program. */
    void loadConstants(RowProgram p) {
        int[] at = p.constantRows();
        long[] values = p.constantRowValues();
        for (int i = 0; i < at.length; i++) {
            java.util.Arrays.fill(rows, at[i], at[i] + lanes, values[i]);
        }
    }

    void run(RowProgram p) {
        if (profile != null) {
            profile.run(this, p);
            return;
        }
        exec(p.code(), p.constants(), p.blocksForRun(), 0, p.code().length);
    }

    /**
     * Executes the instructions in {@code [pc, end)} of code {@code c} with constants {@code k} and
     * blocks {@code b}; where a block's entry is empty, the instructions that follow it instead.
     */
    void exec(int[] c, long[] k, AtomicReferenceArray<RowBlock> b, int pc, int end) {
        final long[] r = rows;
        final int n = lanes;
        while (pc < end) {
            switch (c[pc]) {
                case Codes.MOVE -> { System.arraycopy(r, c[pc + 2], r, c[pc + 1], n); pc += 3; }
                case Codes.SELECT -> { select(r, c[pc + 1], c[pc + 2], c[pc + 3], c[pc + 4], n); pc += 5; }
                case Codes.REPEAT -> {
                    int index = c[pc + 1];
                    int count = c[pc + 2];
                    int body = pc + 4;
                    int bodyEnd = body + c[pc + 3];
                    for (int i = 0; i < count; i++) {
                        java.util.Arrays.fill(r, index, index + n, i);
                        exec(c, k, b, body, bodyEnd);
                    }
                    pc = bodyEnd;
                }
                case Codes.FIXPOINT -> {
                    int changed = c[pc + 1];
                    int max = c[pc + 2];
                    int body = pc + 4;
                    int bodyEnd = body + c[pc + 3];
                    for (int i = 0; i < max; i++) {
                        exec(c, k, b, body, bodyEnd);
                        if (!any(r, changed, n)) {
                            break;
                        }
                    }
                    pc = bodyEnd;
                }
                case Codes.IFANY -> {
                    int body = pc + 3;
                    int bodyEnd = body + c[pc + 2];
                    if (any(r, c[pc + 1], n)) {
                        exec(c, k, b, body, bodyEnd);
                    }
                    pc = bodyEnd;
                }
                case Codes.BLOCK -> {
                    RowBlock block = b.get(c[pc + 1]);
                    if (block != null) {
                        block.run(r, n);
                        pc += 3 + c[pc + 2];
                    } else {
                        pc += 3;
                    }
                }
                case Codes.FUSED_SHIFT -> { fusedShift(r, c, k, pc, n); pc += 11; }
                case Codes.FUSED_SHIFT_AND -> { fusedShiftAnd(r, c, k, pc, n); pc += 11; }
                case Codes.FUSED_SHIFT_OR -> { fusedShiftOr(r, c, k, pc, n); pc += 11; }
                case Codes.FUSED_SHIFT_AND_NOT -> { fusedShiftAndNot(r, c, k, pc, n); pc += 11; }
                case Codes.NOT -> { not(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.NEG -> { neg(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.POPCOUNT -> { popcount(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.TRAILING_ZEROS -> { trailingZeros(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.SEXT32 -> { sext32(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.IS_ZERO -> { isZero(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.NOT_ZERO -> { notZero(r, c[pc + 1], c[pc + 2], n); pc += 3; }
                case Codes.AND -> { and(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.OR -> { or(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.XOR -> { xor(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.AND_NOT -> { andNot(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.ADD -> { add(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.SUB -> { sub(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.MUL -> { mul(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.ADD32 -> { add32(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.SUB32 -> { sub32(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.MUL32 -> { mul32(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.EQ -> { eq(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.LT -> { lt(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.LE -> { le(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.SHL -> { shl(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.SHR -> { shr(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.NTH_SET_BIT -> { nthSetBit(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.AND + Codes.CONST -> { andK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.OR + Codes.CONST -> { orK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.XOR + Codes.CONST -> { xorK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.AND_NOT + Codes.CONST -> { andK(r, c[pc + 1], c[pc + 2], ~k[c[pc + 3]], n); pc += 4; }
                case Codes.ADD + Codes.CONST -> { addK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.SUB + Codes.CONST -> { addK(r, c[pc + 1], c[pc + 2], -k[c[pc + 3]], n); pc += 4; }
                case Codes.MUL + Codes.CONST -> { mulK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.ADD32 + Codes.CONST -> { add32K(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.SUB32 + Codes.CONST -> { add32K(r, c[pc + 1], c[pc + 2], -k[c[pc + 3]], n); pc += 4; }
                case Codes.MUL32 + Codes.CONST -> { mul32K(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.EQ + Codes.CONST -> { eqK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.LT + Codes.CONST -> { ltK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.LE + Codes.CONST -> { leK(r, c[pc + 1], c[pc + 2], k[c[pc + 3]], n); pc += 4; }
                case Codes.SHL + Codes.CONST -> { shlI(r, c[pc + 1], c[pc + 2], (int) (k[c[pc + 3]] & 63), n); pc += 4; }
                case Codes.SHR + Codes.CONST -> { shrI(r, c[pc + 1], c[pc + 2], (int) (k[c[pc + 3]] & 63), n); pc += 4; }
                case Codes.SHL_IMM -> { shlI(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.SHR_IMM -> { shrI(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                case Codes.SAR_IMM -> { sarI(r, c[pc + 1], c[pc + 2], c[pc + 3], n); pc += 4; }
                default -> throw new IllegalStateException("unknown opcode " + c[pc] + " at " + pc);
            }
        }
    }

    static boolean any(long[] r, int a, int n) {
        // Plain words, not vectors: the interpreter's loop, which C2 may leave to C1 when it grows,
        // inlines this test, and vector code inlined into C1-compiled code takes the Vector API's
        // slow paths (an IfAny-heavy game such as Go spent most of its time there).
        for (int i = a; i < a + n; i++) {
            if (r[i] != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The lanes {@code [0, V)} from offsets a and b on in which either row is non-zero, as bits
     * (bit i for lane i).
     */
    long nonZeroLanes(int a, int b) {
        return fromArray(S, rows, a).or(fromArray(S, rows, b)).compare(VectorOperators.NE, 0L).toLong();
    }

    private static void select(long[] r, int d, int c, int t, int f, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, f + i).lanewise(VectorOperators.BITWISE_BLEND, fromArray(S, r, t + i), fromArray(S, r, c + i)).intoArray(r, d + i);
        }
    }

    // The fused shifts: d = ((((u & k1) << l1) >>> r1) | (((v & k2) << l2) >>> r2)), alone or combined
    // with w. One method per combination, each with its own loop, and never a vector passed to or
    // returned from a call the JIT might leave out of line (docs/performance.md, "Kernels and the
    // JIT"): a single kernel that chose the combination inside was compiled with the profile of the
    // first game a process ran, and a combination that game never used stayed a slow virtual call.

    private static void fusedShift(long[] r, int[] c, long[] k, int pc, int n) {
        int d = c[pc + 1];
        int u = c[pc + 2];
        long k1 = k[c[pc + 3]];
        int l1 = c[pc + 4];
        int r1 = c[pc + 5];
        int v = c[pc + 6];
        long k2 = k[c[pc + 7]];
        int l2 = c[pc + 8];
        int r2 = c[pc + 9];
        for (int i = 0; i < n; i += V) {
            LongVector a = fromArray(S, r, u + i).and(k1).lanewise(VectorOperators.LSHL, l1).lanewise(VectorOperators.LSHR, r1);
            LongVector b = fromArray(S, r, v + i).and(k2).lanewise(VectorOperators.LSHL, l2).lanewise(VectorOperators.LSHR, r2);
            a.or(b).intoArray(r, d + i);
        }
    }

    private static void fusedShiftAnd(long[] r, int[] c, long[] k, int pc, int n) {
        int d = c[pc + 1];
        int u = c[pc + 2];
        long k1 = k[c[pc + 3]];
        int l1 = c[pc + 4];
        int r1 = c[pc + 5];
        int v = c[pc + 6];
        long k2 = k[c[pc + 7]];
        int l2 = c[pc + 8];
        int r2 = c[pc + 9];
        int w = c[pc + 10];
        for (int i = 0; i < n; i += V) {
            LongVector a = fromArray(S, r, u + i).and(k1).lanewise(VectorOperators.LSHL, l1).lanewise(VectorOperators.LSHR, r1);
            LongVector b = fromArray(S, r, v + i).and(k2).lanewise(VectorOperators.LSHL, l2).lanewise(VectorOperators.LSHR, r2);
            a.or(b).and(fromArray(S, r, w + i)).intoArray(r, d + i);
        }
    }

    private static void fusedShiftOr(long[] r, int[] c, long[] k, int pc, int n) {
        int d = c[pc + 1];
        int u = c[pc + 2];
        long k1 = k[c[pc + 3]];
        int l1 = c[pc + 4];
        int r1 = c[pc + 5];
        int v = c[pc + 6];
        long k2 = k[c[pc + 7]];
        int l2 = c[pc + 8];
        int r2 = c[pc + 9];
        int w = c[pc + 10];
        for (int i = 0; i < n; i += V) {
            LongVector a = fromArray(S, r, u + i).and(k1).lanewise(VectorOperators.LSHL, l1).lanewise(VectorOperators.LSHR, r1);
            LongVector b = fromArray(S, r, v + i).and(k2).lanewise(VectorOperators.LSHL, l2).lanewise(VectorOperators.LSHR, r2);
            a.or(b).or(fromArray(S, r, w + i)).intoArray(r, d + i);
        }
    }

    private static void fusedShiftAndNot(long[] r, int[] c, long[] k, int pc, int n) {
        int d = c[pc + 1];
        int u = c[pc + 2];
        long k1 = k[c[pc + 3]];
        int l1 = c[pc + 4];
        int r1 = c[pc + 5];
        int v = c[pc + 6];
        long k2 = k[c[pc + 7]];
        int l2 = c[pc + 8];
        int r2 = c[pc + 9];
        int w = c[pc + 10];
        for (int i = 0; i < n; i += V) {
            LongVector a = fromArray(S, r, u + i).and(k1).lanewise(VectorOperators.LSHL, l1).lanewise(VectorOperators.LSHR, r1);
            LongVector b = fromArray(S, r, v + i).and(k2).lanewise(VectorOperators.LSHL, l2).lanewise(VectorOperators.LSHR, r2);
            a.or(b).lanewise(VectorOperators.AND_NOT, fromArray(S, r, w + i)).intoArray(r, d + i);
        }
    }

    private static void not(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).not().intoArray(r, d + i);
        }
    }

    private static void neg(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).neg().intoArray(r, d + i);
        }
    }

    private static void popcount(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.BIT_COUNT).intoArray(r, d + i);
        }
    }

    private static void trailingZeros(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.TRAILING_ZEROS_COUNT).intoArray(r, d + i);
        }
    }

    private static void sext32(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.LSHL, 32).lanewise(VectorOperators.ASHR, 32).intoArray(r, d + i);
        }
    }

    private static void isZero(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.EQ, 0L)).intoArray(r, d + i);
        }
    }

    private static void notZero(long[] r, int d, int a, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.NE, 0L)).intoArray(r, d + i);
        }
    }

    private static void and(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).and(fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void or(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).or(fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void xor(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.XOR, fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void andNot(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.AND_NOT, fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void add(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).add(fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void sub(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).sub(fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void mul(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).mul(fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void add32(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).add(fromArray(S, r, b + i)).lanewise(VectorOperators.LSHL, 32).lanewise(VectorOperators.ASHR, 32).intoArray(r, d + i);
        }
    }

    private static void sub32(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).sub(fromArray(S, r, b + i)).lanewise(VectorOperators.LSHL, 32).lanewise(VectorOperators.ASHR, 32).intoArray(r, d + i);
        }
    }

    private static void mul32(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).mul(fromArray(S, r, b + i)).lanewise(VectorOperators.LSHL, 32).lanewise(VectorOperators.ASHR, 32).intoArray(r, d + i);
        }
    }

    private static void eq(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.EQ, fromArray(S, r, b + i))).intoArray(r, d + i);
        }
    }

    private static void lt(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.LT, fromArray(S, r, b + i))).intoArray(r, d + i);
        }
    }

    private static void le(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.LE, fromArray(S, r, b + i))).intoArray(r, d + i);
        }
    }

    private static void shl(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.LSHL, fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static void shr(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.LSHR, fromArray(S, r, b + i)).intoArray(r, d + i);
        }
    }

    private static final long ONES_BYTES = 0x0101010101010101L;
    private static final long HIGH_BYTES = 0x8080808080808080L;

    /**
     * The index of the set bit with b set bits below it (64 if none). Byte counts and their prefix
     * sums (one multiplication) find the byte; three halving steps find the bit in it.
     */
    private static void nthSetBit(long[] r, int d, int a, int b, int n) {
        for (int i = 0; i < n; i += V) {
            LongVector x = fromArray(S, r, a + i);
            LongVector k = fromArray(S, r, b + i);
            LongVector c1 = x.sub(x.lanewise(VectorOperators.LSHR, 1).and(0x5555555555555555L));
            LongVector c2 = c1.and(0x3333333333333333L).add(c1.lanewise(VectorOperators.LSHR, 2).and(0x3333333333333333L));
            LongVector bytes = c2.add(c2.lanewise(VectorOperators.LSHR, 4)).and(0x0F0F0F0F0F0F0F0FL);
            LongVector prefix = bytes.mul(ONES_BYTES);
            // The bytes whose inclusive prefix is at most k come wholly before the bit.
            LongVector atMost = k.and(0xFF).mul(ONES_BYTES).or(HIGH_BYTES).sub(prefix).and(HIGH_BYTES);
            LongVector shift = atMost.lanewise(VectorOperators.BIT_COUNT).lanewise(VectorOperators.LSHL, 3);
            LongVector before = prefix.lanewise(VectorOperators.LSHL, 8).lanewise(VectorOperators.LSHR, shift).and(0xFF);
            LongVector rank = k.sub(before);
            LongVector bits = x.lanewise(VectorOperators.LSHR, shift).and(0xFF);
            LongVector pos = shift;
            for (int width = 4; width >= 1; width >>= 1) {
                LongVector count = bits.and((1L << width) - 1).lanewise(VectorOperators.BIT_COUNT);
                LongVector high = ZERO.blend(ONES, rank.compare(VectorOperators.GE, count));
                pos = pos.add(high.and(width));
                rank = rank.sub(count.and(high));
                bits = bits.lanewise(VectorOperators.LSHR, high.and(width));
            }
            VectorMask<Long> missing = k.compare(VectorOperators.LT, 0L)
                    .or(k.compare(VectorOperators.GE, x.lanewise(VectorOperators.BIT_COUNT)));
            pos.blend(64L, missing).intoArray(r, d + i);
        }
    }

    private static void andK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).and(k).intoArray(r, d + i);
        }
    }

    private static void orK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).or(k).intoArray(r, d + i);
        }
    }

    private static void xorK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.XOR, k).intoArray(r, d + i);
        }
    }

    private static void addK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).add(k).intoArray(r, d + i);
        }
    }

    private static void mulK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).mul(k).intoArray(r, d + i);
        }
    }

    private static void add32K(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).add(k).lanewise(VectorOperators.LSHL, 32).lanewise(VectorOperators.ASHR, 32).intoArray(r, d + i);
        }
    }

    private static void mul32K(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).mul(k).lanewise(VectorOperators.LSHL, 32).lanewise(VectorOperators.ASHR, 32).intoArray(r, d + i);
        }
    }

    private static void eqK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.EQ, k)).intoArray(r, d + i);
        }
    }

    private static void ltK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.LT, k)).intoArray(r, d + i);
        }
    }

    private static void leK(long[] r, int d, int a, long k, int n) {
        for (int i = 0; i < n; i += V) {
            ZERO.blend(ONES, fromArray(S, r, a + i).compare(VectorOperators.LE, k)).intoArray(r, d + i);
        }
    }

    private static void shlI(long[] r, int d, int a, int amount, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.LSHL, amount).intoArray(r, d + i);
        }
    }

    private static void shrI(long[] r, int d, int a, int amount, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.LSHR, amount).intoArray(r, d + i);
        }
    }

    private static void sarI(long[] r, int d, int a, int amount, int n) {
        for (int i = 0; i < n; i += V) {
            fromArray(S, r, a + i).lanewise(VectorOperators.ASHR, amount).intoArray(r, d + i);
        }
    }
}
