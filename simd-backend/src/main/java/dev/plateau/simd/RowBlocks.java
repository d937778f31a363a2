package dev.plateau.simd;

/**
 * Compiles the straight-line runs of a {@link RowProgram} into {@link RowBlock}s: Java bytecode,
 * one hidden class per run, with one loop over the row's vectors that computes every instruction of
 * the run for a vector of lanes before going to the next (docs/performance.md, "Compiled blocks").
 *
 * <p>The row interpreter loads every operand of every instruction from its row and stores every
 * result, so a move's cost is set by the bytes its instructions move, and each instruction pays
 * a dispatch. A block loads each row it reads once, keeps intermediate vectors in local variables
 * (registers, once compiled), takes constant rows as constants, and stores only the rows that a
 * later instruction of the program, or the engine, reads: a backward liveness analysis over the
 * program's structured control flow, in which the state and input rows are always read. Its
 * operations are the interpreter kernels' Vector API operations, all lanewise, so computing vector
 * by vector gives the same words as instruction by instruction. The operations the interpreter
 * keeps to itself ({@code NTH_SET_BIT}) and the control instructions end a block.
 *
 * <p>A block is fast only once the JIT's optimising compiler has compiled it; before that, its
 * Vector API calls run as slow Java code. So by default ({@link BlockMode#AUTO}) a program starts on the
 * interpreter, whose kernels every game shares, and a background thread warms each block up and
 * hands it to the program once it runs compiled.
 *
 * <p>The work has a class for each step: {@link BlockLiveness} (which rows a block must store),
 * {@link BlockPlanner} (the runs, and the program rewritten with block headers), {@link
 * BlockEmitter} (the classes) and {@link BlockWarmUp} (the hand-over once warm). This class holds
 * what they share: which instructions a block computes, and the rows they read.
 *
 * <p>The compiled program keeps every original instruction: a {@code BLOCK id length} header is
 * followed by the instructions it replaces, which the interpreter runs while the block is not
 * ready and {@link RowProfile} counts one by one.
 */
final class RowBlocks {
    /**
     * The most instructions in one block. Longer runs are split, since the JIT's time to compile a
     * method grows faster than its length, and a long body keeps more vectors alive than there are
     * registers.
     */
    static final int MAX_INSTRUCTIONS = 64;

    private RowBlocks() {}

    /**
     * A program's generated blocks, by id, and five numbers per block in {@code rows}: rows loaded,
     * rows stored, instructions, vector operations per vector of lanes (of one iteration for a loop
     * block), and 1 for a loop block, else 0.
     */
    record Generated(RowBlock[] blocks, int[] rows) {}

    /**
     * The program with its straight-line runs compiled into blocks; {@code presets} rows (state and
     * inputs) come first and are read after every program.
     */
    static RowProgram compile(RowProgram program, int lanes, int presets, BlockMode mode) {
        return compile(program, lanes, presets, mode, BlockWarmUp.SYSTEM);
    }

    /** As {@link #compile(RowProgram, int, int, BlockMode)}, its blocks warmed up by {@code warmUp}. */
    static RowProgram compile(RowProgram program, int lanes, int presets, BlockMode mode, BlockWarmUp warmUp) {
        BlockPlanner.Planned planned = BlockPlanner.plan(program, lanes, presets);
        return program.withBlocks(planned.code(), planned.plan(), warmUp, mode == BlockMode.ALWAYS);
    }

    /** The distance to the next instruction at the same or a deeper level (into block bodies). */
    static int step(int[] c, int pc) {
        return switch (c[pc]) {
            case Codes.REPEAT, Codes.FIXPOINT -> 4;
            case Codes.IFANY -> 3;
            default -> RowProgram.instructionLength(c, pc);
        };
    }

    /** Whether an instruction is a lanewise operation that a block can compute. */
    static boolean fusable(int op) {
        return switch (op) {
            case Codes.MOVE, Codes.SELECT, Codes.FUSED_SHIFT, Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR,
                    Codes.FUSED_SHIFT_AND_NOT, Codes.SHL_IMM, Codes.SHR_IMM, Codes.SAR_IMM -> true;
            case Codes.NTH_SET_BIT, Codes.NTH_SET_BIT + Codes.CONST -> false;
            default -> op >= Codes.NOT && op <= Codes.NOT_ZERO || op >= Codes.AND && op <= Codes.SHR + Codes.CONST;
        };
    }

    /** The rows a non-control instruction reads (a row may be named twice). */
    static int[] reads(int[] c, int pc) {
        int op = c[pc];
        return switch (op) {
            case Codes.MOVE -> new int[] {c[pc + 2]};
            case Codes.SELECT -> new int[] {c[pc + 2], c[pc + 3], c[pc + 4]};
            case Codes.FUSED_SHIFT -> new int[] {c[pc + 2], c[pc + 6]};
            case Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR, Codes.FUSED_SHIFT_AND_NOT ->
                    new int[] {c[pc + 2], c[pc + 6], c[pc + 10]};
            case Codes.SHL_IMM, Codes.SHR_IMM, Codes.SAR_IMM -> new int[] {c[pc + 2]};
            default -> {
                if (op >= Codes.NOT && op <= Codes.NOT_ZERO || op >= Codes.AND + Codes.CONST) {
                    yield new int[] {c[pc + 2]};
                }
                yield new int[] {c[pc + 2], c[pc + 3]};
            }
        };
    }
}
