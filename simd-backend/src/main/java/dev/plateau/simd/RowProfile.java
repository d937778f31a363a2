package dev.plateau.simd;

/**
 * Counts what a {@link RowMachine} executes: every instruction of a program, by opcode, as the
 * machine runs it, with the rows it reads and writes. It walks the control flow itself, exactly as
 * {@link RowMachine} does (a {@code REPEAT} body count times, a {@code FIXPOINT} body until nothing
 * changed, an {@code IFANY} body when some lane holds a non-zero condition), and hands every other
 * instruction to the machine one at a time, so a profiled run computes the same rows as an
 * ordinary one. Used by {@link StepCost}; never on the fast path.
 */
final class RowProfile {
    /** Opcodes are below 64 (see {@link Codes}). */
    private static final int OPCODES = 64;
    /** A control test ({@code FIXPOINT}'s or {@code IFANY}'s "any lane non-zero"), counted apart. */
    static final int TEST = 63;
    private static final java.util.concurrent.atomic.AtomicReferenceArray<RowBlock> NO_BLOCKS =
            new java.util.concurrent.atomic.AtomicReferenceArray<>(0);

    /** Row instructions executed, by opcode; {@link #TEST} counts the any-lane tests. */
    final long[] executed = new long[OPCODES];
    /** Program runs. */
    long runs;
    /** Rows read, and rows written, by the instructions executed (a test reads one row, a repeat writes its index). */
    long reads;
    long writes;
    /**
     * Rows read, and rows written, as the program runs with its compiled blocks (see {@link
     * RowBlocks}): a block's own loads and stores in place of its instructions'.
     */
    long fusedReads;
    long fusedWrites;
    /** Vector operations per vector of lanes, as the program runs with its compiled blocks. */
    long fusedVectorOps;
    /** Blocks run. */
    long blocks;
    private RowProgram program;

    void run(RowMachine m, RowProgram p) {
        runs++;
        program = p;
        walk(m, p.code(), p.constants(), 0, p.code().length);
    }

    private void walk(RowMachine m, int[] c, long[] k, int pc, int end) {
        long[] r = m.rows;
        int n = m.lanes();
        while (pc < end) {
            int op = c[pc];
            switch (op) {
                case Codes.REPEAT -> {
                    int index = c[pc + 1];
                    int count = c[pc + 2];
                    int body = pc + 4;
                    int bodyEnd = body + c[pc + 3];
                    for (int i = 0; i < count; i++) {
                        java.util.Arrays.fill(r, index, index + n, i);
                        executed[Codes.REPEAT]++;
                        writes++;
                        fusedWrites++;
                        walk(m, c, k, body, bodyEnd);
                    }
                    pc = bodyEnd;
                }
                case Codes.FIXPOINT -> {
                    int changed = c[pc + 1];
                    int max = c[pc + 2];
                    int body = pc + 4;
                    int bodyEnd = body + c[pc + 3];
                    for (int i = 0; i < max; i++) {
                        walk(m, c, k, body, bodyEnd);
                        countTest();
                        if (!RowMachine.any(r, changed, n)) {
                            break;
                        }
                    }
                    pc = bodyEnd;
                }
                case Codes.IFANY -> {
                    int body = pc + 3;
                    int bodyEnd = body + c[pc + 2];
                    countTest();
                    if (RowMachine.any(r, c[pc + 1], n)) {
                        walk(m, c, k, body, bodyEnd);
                    }
                    pc = bodyEnd;
                }
                case Codes.BLOCK -> {
                    if (c[pc + 3] == Codes.FIXPOINT) {
                        // A loop block: counted as the loop it runs, whose body is a block of its own.
                        pc += 3;
                        continue;
                    }
                    // The block's rows and operations as it runs; its instructions (never control
                    // instructions) one by one, for the counts of the interpreter alone.
                    int id = c[pc + 1];
                    blocks++;
                    fusedReads += program.blockLoads(id);
                    fusedWrites += program.blockStores(id);
                    fusedVectorOps += program.blockVectorOps(id);
                    int blockEnd = pc + 3 + c[pc + 2];
                    for (pc += 3; pc < blockEnd; ) {
                        pc = instruction(m, c, k, pc, false);
                    }
                }
                default -> pc = instruction(m, c, k, pc, true);
            }
        }
    }

    /** A control test ({@code FIXPOINT}'s or {@code IFANY}'s "any lane non-zero"): one row read. */
    private void countTest() {
        executed[TEST]++;
        reads++;
        fusedReads++;
        fusedVectorOps += vectorOps(TEST);
    }

    /**
     * Counts the row instruction at {@code pc} (also in the counts as run with blocks where it is
     * {@code outsideBlocks}), executes it, and returns the next instruction's position.
     */
    private int instruction(RowMachine m, int[] c, long[] k, int pc, boolean outsideBlocks) {
        int op = c[pc];
        int length = RowProgram.instructionLength(c, pc);
        executed[op]++;
        int read = rowsRead(c, pc);
        reads += read;
        writes++;
        if (outsideBlocks) {
            fusedReads += read;
            fusedWrites++;
            fusedVectorOps += vectorOps(op);
        }
        m.exec(c, k, NO_BLOCKS, pc, pc + length);
        return pc + length;
    }

    /**
     * The distinct rows the instruction at {@code pc} reads (a row named twice is loaded once: the
     * JIT loads it once per vector). Not for blocks, whose tests and index rows are counted apart.
     */
    static int rowsRead(int[] c, int pc) {
        int op = c[pc];
        int[] at = switch (op) {
            case Codes.MOVE -> new int[] {2};
            case Codes.SELECT -> new int[] {2, 3, 4};
            case Codes.FUSED_SHIFT -> new int[] {2, 6};
            case Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR, Codes.FUSED_SHIFT_AND_NOT -> new int[] {2, 6, 10};
            case Codes.SHL_IMM, Codes.SHR_IMM, Codes.SAR_IMM -> new int[] {2};
            default -> {
                if (op >= Codes.NOT && op <= Codes.NOT_ZERO) {
                    yield new int[] {2};
                }
                if (op >= Codes.AND && op <= Codes.NTH_SET_BIT) {
                    yield new int[] {2, 3};
                }
                if (op >= Codes.AND + Codes.CONST && op <= Codes.NTH_SET_BIT + Codes.CONST) {
                    yield new int[] {2};
                }
                throw new IllegalArgumentException("not a row instruction: opcode " + op);
            }
        };
        int distinct = 0;
        for (int i = 0; i < at.length; i++) {
            boolean seen = false;
            for (int j = 0; j < i; j++) {
                seen |= c[pc + at[j]] == c[pc + at[i]];
            }
            distinct += seen ? 0 : 1;
        }
        return distinct;
    }

    /**
     * Vector operations (Vector API lanewise operations, compares and blends; loads and stores not
     * counted) that the kernel of this opcode performs per vector of lanes, read off
     * {@link RowMachine}'s kernels.
     */
    static int vectorOps(int op) {
        return switch (op) {
            case Codes.MOVE, Codes.REPEAT -> 0;
            case Codes.SELECT, TEST -> 1;
            case Codes.FUSED_SHIFT -> 7;
            case Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR, Codes.FUSED_SHIFT_AND_NOT -> 8;
            case Codes.NOT, Codes.NEG, Codes.POPCOUNT, Codes.TRAILING_ZEROS -> 1;
            case Codes.SEXT32, Codes.IS_ZERO, Codes.NOT_ZERO -> 2;
            case Codes.ADD32, Codes.SUB32, Codes.MUL32, Codes.ADD32 + Codes.CONST, Codes.SUB32 + Codes.CONST,
                    Codes.MUL32 + Codes.CONST -> 3;
            case Codes.EQ, Codes.LT, Codes.LE, Codes.EQ + Codes.CONST, Codes.LT + Codes.CONST, Codes.LE + Codes.CONST -> 2;
            case Codes.NTH_SET_BIT -> 59;
            default -> {
                if (op >= Codes.AND && op <= Codes.NTH_SET_BIT + Codes.CONST || op >= Codes.SHL_IMM && op <= Codes.SAR_IMM) {
                    yield 1;
                }
                throw new IllegalArgumentException("unknown opcode " + op);
            }
        };
    }
}
