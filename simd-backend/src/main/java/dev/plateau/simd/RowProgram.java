package dev.plateau.simd;

import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A {@link Program} compiled for the row interpreter ({@link RowCompiler}): registers mapped to
 * slots (rows of {@code lanes} words), slots reused by liveness, and the operations as one int array
 * whose operands are row offsets. Constants get rows of their own, filled once. The program also
 * holds its compiled blocks and which of them run.
 *
 * <p>Instruction formats (each starts with its opcode, see {@link Codes}): {@code MOVE d a};
 * unary {@code op d a}; binary {@code op d a b}, or {@code op+CONST d a k} with k indexing
 * {@link #constants()}; immediate shifts {@code op d a amount}; {@code SELECT d c t f};
 * {@code REPEAT index count length}; {@code FIXPOINT changed max length}; {@code IFANY cond
 * length}, where length is the size in ints of the body that follows; {@code BLOCK id length},
 * a compiled block followed by the instructions it computes (see {@link RowBlocks}).
 *
 * <p>Two rules hold for the lowering's programs, and {@link #compileAll} rejects any program that
 * breaks one: every {@code Const} register becomes a row of its value shared by the plan's programs,
 * so a {@code Const} must be at top level and its register written by nothing else; and the shift
 * fusion ({@link Fusion}) takes a register's one definition for its value, so only moves (and a
 * loop, its index) may write a register more than once.
 */
final class RowProgram {
    private final int[] code;
    private final long[] constants;
    private final int slots;
    private final int[] constantRows;
    private final long[] constantRowValues;
    private final int[] presetRows;
    /** The plan of the blocks, generated when first needed; {@code null} for a program without blocks. */
    private final BlockPlan plan;
    private volatile RowBlocks.Generated generated;
    /** The clock and thread of the blocks' warm-up. */
    private final BlockWarmUp warmUp;
    private final int lanes;
    /**
     * The blocks that run, by id; an empty entry (a block not yet warmed up) leaves its
     * instructions to the interpreter.
     */
    private final AtomicReferenceArray<RowBlock> running;
    /** When the program first ran (the warm-up's clock), 0 before; racy between workers, which is harmless. */
    private long firstRun;
    private volatile boolean warmUpStarted;
    private volatile boolean warmUpDone;

    private RowProgram(int[] code, long[] constants, int slots, int[] constantRows, long[] constantRowValues,
            int[] presetRows, BlockPlan plan, BlockWarmUp warmUp, int lanes, boolean blocksRunning) {
        this.code = code;
        this.constants = constants;
        this.slots = slots;
        this.constantRows = constantRows;
        this.constantRowValues = constantRowValues;
        this.presetRows = presetRows;
        this.plan = plan;
        this.generated = plan == null ? new RowBlocks.Generated(new RowBlock[0], new int[0]) : null;
        this.warmUp = warmUp;
        this.lanes = lanes;
        this.running = blocksRunning ? new AtomicReferenceArray<>(generated().blocks())
                : new AtomicReferenceArray<>(plan == null ? 0 : plan.blocks().size());
    }

    /** A program for the interpreter alone, as {@link RowCompiler} compiles it. */
    static RowProgram interpreted(int[] code, long[] constants, int slots, int[] constantRows,
            long[] constantRowValues, int[] presetRows, int lanes) {
        return new RowProgram(code, constants, slots, constantRows, constantRowValues, presetRows, null,
                BlockWarmUp.SYSTEM, lanes, false);
    }

    /**
     * This program with new code whose {@code BLOCK} instructions run the blocks of {@code blocks}
     * (see {@link RowBlocks}), from the first run if {@code running}, else once {@code warmUp} has
     * warmed them up.
     */
    RowProgram withBlocks(int[] newCode, BlockPlan blocks, BlockWarmUp warmUp, boolean running) {
        return new RowProgram(newCode, constants, slots, constantRows, constantRowValues, presetRows, blocks, warmUp,
                lanes, running);
    }

    private RowBlocks.Generated generated() {
        RowBlocks.Generated g = generated;
        if (g == null) {
            synchronized (this) {
                g = generated;
                if (g == null) {
                    g = BlockEmitter.generate(plan);
                    generated = g;
                }
            }
        }
        return g;
    }

    /** The compiled blocks, by the id in their {@code BLOCK} instruction (generated on first use). */
    RowBlock[] blocks() {
        return generated().blocks();
    }

    /**
     * The blocks that run, by id, an entry empty while its block is not warmed up; starts the
     * warm-up at the first run {@link BlockWarmUp#WARM_AFTER_NANOS} or more after the program's first run
     * (a program still in use a second after it started is taken to be in a long run).
     */
    AtomicReferenceArray<RowBlock> blocksForRun() {
        if (!warmUpStarted) {
            long now = warmUp.now();
            if (firstRun == 0) {
                firstRun = now;
            } else if (now - firstRun >= BlockWarmUp.WARM_AFTER_NANOS) {
                if (running.length() > 0 && running.get(0) == null) {
                    warmUpStarted = true;
                    warmUp.start(this);
                } else {
                    warmUpDone = true;
                    warmUpStarted = true;
                }
            }
        }
        return running;
    }

    /** Whether the blocks' warm-up has started and not finished. */
    boolean warmingUp() {
        return warmUpStarted && !warmUpDone;
    }

    void warmUpDone() {
        warmUpDone = true;
    }

    /** Lets block {@code id} run from now on. */
    void startRunning(int id) {
        running.set(id, blocks()[id]);
    }

    /** The environments of a row. */
    int lanes() {
        return lanes;
    }

    /** The rows block {@code id} loads from memory. */
    int blockLoads(int id) {
        return generated().rows()[5 * id];
    }

    /** The rows block {@code id} stores. */
    int blockStores(int id) {
        return generated().rows()[5 * id + 1];
    }

    /** The instructions block {@code id} computes. */
    int blockInstructions(int id) {
        return generated().rows()[5 * id + 2];
    }

    /** Whether block {@code id} runs a whole loop ({@link RowBlocks}' loop blocks). */
    boolean blockIsLoop(int id) {
        return generated().rows()[5 * id + 4] == 1;
    }

    /** The vector operations block {@code id} performs per vector of lanes. */
    int blockVectorOps(int id) {
        return generated().rows()[5 * id + 3];
    }

    int[] code() {
        return code;
    }

    long[] constants() {
        return constants;
    }

    /** The number of rows the program needs. */
    int slots() {
        return slots;
    }

    /** The row offsets that hold constants, filled once with {@link #constantRowValues()}. */
    int[] constantRows() {
        return constantRows;
    }

    long[] constantRowValues() {
        return constantRowValues;
    }

    /** The row offset of preset register r (state fields, then inputs). */
    int presetRow(int register) {
        return presetRows[register];
    }

    /** A program of straight-line code over {@code slots} rows with no constant rows (for measurements). */
    static RowProgram straightLine(int[] code, long[] constants, int slots) {
        return interpreted(code, constants, slots, new int[0], new long[0], new int[0], 0);
    }

    /** The length in ints of the instruction at {@code pc}, the body of a block included. */
    static int instructionLength(int[] code, int pc) {
        int op = code[pc];
        return switch (op) {
            case Codes.MOVE -> 3;
            case Codes.SELECT -> 5;
            case Codes.REPEAT, Codes.FIXPOINT -> 4 + code[pc + 3];
            case Codes.IFANY, Codes.BLOCK -> 3 + code[pc + 2];
            case Codes.FUSED_SHIFT, Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR, Codes.FUSED_SHIFT_AND_NOT -> 11;
            case Codes.SHL_IMM, Codes.SHR_IMM, Codes.SAR_IMM -> 4;
            default -> {
                if (op >= Codes.NOT && op <= Codes.NOT_ZERO) {
                    yield 3;
                }
                if (op >= Codes.AND && op <= Codes.NTH_SET_BIT + Codes.CONST) {
                    yield 4;
                }
                throw new IllegalStateException("unknown opcode " + op + " at " + pc);
            }
        };
    }

    /**
     * Compiles the programs of a plan together. Registers below {@code presets} (state and inputs)
     * get the first rows, in order; constants get the next rows, shared by value between the
     * programs, so that one machine runs all of them after filling its constant rows once. Blocks
     * run as by default ({@link BlockMode#AUTO}).
     */
    static List<RowProgram> compileAll(List<Program> programs, int presets, int lanes) {
        return compileAll(programs, presets, lanes, BlockMode.AUTO);
    }

    /** As {@link #compileAll(List, int, int)}, with blocks compiled and run as {@code blocks} says. */
    static List<RowProgram> compileAll(List<Program> programs, int presets, int lanes, BlockMode blocks) {
        return compileAll(programs, presets, lanes, blocks, BlockWarmUp.SYSTEM);
    }

    /** As {@link #compileAll(List, int, int, BlockMode)}, the blocks warmed up by {@code warmUp}. */
    static List<RowProgram> compileAll(List<Program> programs, int presets, int lanes, BlockMode blocks,
            BlockWarmUp warmUp) {
        Map<Long, Integer> constantSlots = new java.util.LinkedHashMap<>();
        for (Program p : programs) {
            for (Op op : p.ops()) {
                if (op instanceof Op.Const c) {
                    constantSlots.putIfAbsent(c.value(), presets + constantSlots.size());
                }
            }
        }
        List<RowProgram> result = new ArrayList<>();
        for (Program p : programs) {
            RowProgram compiled = RowCompiler.compile(p, presets, lanes, constantSlots);
            result.add(blocks == BlockMode.NEVER ? compiled
                    : RowBlocks.compile(compiled, lanes, presets, blocks, warmUp));
        }
        return result;
    }

    @Override
    public String toString() {
        return "RowProgram[" + code.length + " ints, " + slots + " rows, constants " + Arrays.toString(constants) + "]";
    }
}
