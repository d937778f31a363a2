package dev.plateau.simd;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;
import static java.lang.constant.ConstantDescs.CD_void;
import static java.lang.constant.ConstantDescs.INIT_NAME;
import static java.lang.constant.ConstantDescs.MTD_void;

import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
 * Vector API calls run as slow Java code. So by default ({@link Mode#AUTO}) a program starts on the
 * interpreter, whose kernels every game shares, and a background thread warms each block up and
 * hands it to the program once it runs compiled.
 *
 * <p>The compiled program keeps every original instruction: a {@code BLOCK id length} header is
 * followed by the instructions it replaces, which the interpreter runs while the block is not
 * ready and {@link RowProfile} counts one by one.
 */
final class RowBlocks {
    /**
     * A system property: {@code auto} (the default) compiles blocks and runs them once warmed up,
     * {@code always} runs them from the first step (for tests), {@code never} compiles none.
     */
    static final String PROPERTY = "plateau.simd.blocks";

    /** When a program's blocks run. */
    enum Mode {
        /**
         * Once a background thread has warmed them up, which starts {@link #WARM_AFTER_NANOS} after
         * a program's first run.
         */
        AUTO,
        /** From the first run. */
        ALWAYS,
        /** Never: the interpreter runs every instruction. */
        NEVER;

        /** The mode the {@link #PROPERTY} system property names. */
        static Mode fromProperty() {
            String value = System.getProperty(PROPERTY, "auto").trim();
            for (Mode m : values()) {
                if (m.name().equalsIgnoreCase(value)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("-D" + PROPERTY + " must be auto, always or never, not '" + value + "'");
        }
    }

    /**
     * How long a program runs on the interpreter before its blocks are warmed up. Until the
     * optimising compiler has compiled a block, its Vector API operations run as slow Java code, and
     * warming up takes a core and the compiler's time for a second or more; a run shorter than this
     * (a test, a million moves of Hex) never pays for that.
     */
    static final long WARM_AFTER_NANOS = 1_000_000_000L;

    /** Calls per round of the warm-up, and the most rounds before a block is given up. */
    private static final int WARM_CALLS = 1000;
    private static final int WARM_ROUNDS = 300;
    /**
     * The least time the warm-up tries before giving a block up, however few rounds that is: on a
     * loaded machine the optimising compiler may take seconds to come to a large block.
     */
    private static final long WARM_AT_LEAST_NANOS = 20_000_000_000L;

    /**
     * The most instructions in one block. Longer runs are split, since the JIT's time to compile a
     * method grows faster than its length, and a long body keeps more vectors alive than there are
     * registers.
     */
    static final int MAX_INSTRUCTIONS = 64;

    private static final ClassDesc CD_BLOCK = ClassDesc.of("dev.plateau.simd.RowBlock");
    private static final ClassDesc CD_GENERATED = ClassDesc.of("dev.plateau.simd.GeneratedBlock");
    private static final MethodTypeDesc MTD_RUN = MethodTypeDesc.of(CD_int, CD_long.arrayType(), CD_int);

    private final int[] code;
    private final long[] pool;
    private final int lanes;
    private final Map<Integer, Long> constantRows = new HashMap<>();
    private final BitSet alwaysLive = new BitSet();
    /** The rows live after each fusable instruction, by its position. */
    private final Map<Integer, BitSet> liveAfter = new HashMap<>();
    /** The instructions of each block, by id, and the rows live after it. */
    private final List<List<Integer>> runs = new ArrayList<>();
    private final List<BitSet> liveAfterRuns = new ArrayList<>();
    /** The rows live after each FIXPOINT, by its position. */
    private final Map<Integer, BitSet> liveAfterLoop = new HashMap<>();
    /** The loop blocks: the position of the FIXPOINT each runs, by block id (its run is the loop's body). */
    private final Map<Integer, Integer> loopOf = new HashMap<>();

    /**
     * A program's generated blocks, by id, and five numbers per block in {@code rows}: rows loaded,
     * rows stored, instructions, vector operations per vector of lanes (of one iteration for a loop
     * block), and 1 for a loop block, else 0.
     */
    record Generated(RowBlock[] blocks, int[] rows) {}

    private RowBlocks(RowProgram program, int lanes, int presets) {
        this.code = program.code();
        this.pool = program.constants();
        this.lanes = lanes;
        int[] rows = program.constantRows();
        long[] values = program.constantRowValues();
        for (int i = 0; i < rows.length; i++) {
            constantRows.put(rows[i], values[i]);
        }
        alwaysLive.set(0, presets);
    }

    private static final java.util.concurrent.ExecutorService WARMER =
            java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "plateau-simd-warmup");
                t.setDaemon(true);
                return t;
            });

    /**
     * Warms up a program's blocks on a background thread: calls each, round after round, on a few
     * vectors of scratch rows, and lets the program run a block as soon as a round of its calls is
     * as fast as compiled code. A block that never gets there (the JIT gave up on it, or runs with
     * the optimising compiler turned off) leaves its instructions to the interpreter.
     */
    static void warmUp(RowProgram program) {
        WARMER.execute(() -> {
            try {
                warmUpBlocks(program);
            } finally {
                program.warmUpDone();
            }
        });
    }

    private static void warmUpBlocks(RowProgram program) {
        long[] scratch = new long[program.slots() * program.lanes()];
        // A few vectors per call, so that the loop's profile shows it looping: a profile of single
        // passes would compile the loop's back edge as never taken, and the first real call
        // would throw the compiled code away.
        int v = Math.min(program.lanes(), 4 * RowMachine.vectorLength());
        RowBlock[] blocks = program.blocks();
        boolean[] warm = new boolean[blocks.length];
        java.util.SplittableRandom words = new java.util.SplittableRandom(1);
        int left = blocks.length;
        long warmUpStart = System.nanoTime();
        for (int round = 0; left > 0 && (round < WARM_ROUNDS || System.nanoTime() - warmUpStart < WARM_AT_LEAST_NANOS); round++) {
            for (int id = 0; id < blocks.length; id++) {
                if (warm[id]) {
                    continue;
                }
                // Calls over no lanes count towards the JIT's threshold for compiling a method
                // at almost no cost; the calls over a few vectors make the profile show the
                // loop's body running, and time it.
                for (int call = 0; call < WARM_CALLS; call++) {
                    blocks[id].run(scratch, 0);
                }
                long spent = 0;
                long passes = 0;
                for (int call = 0; call < WARM_CALLS / 8; call++) {
                    if (program.blockIsLoop(id)) {
                        // Random rows, on which the loop iterates: compiled from a profile in which
                        // it never did, it would be thrown away at its first real call.
                        for (int i = 0; i < scratch.length; i++) {
                            scratch[i] = words.nextLong();
                        }
                    }
                    long started = System.nanoTime();
                    passes += blocks[id].run(scratch, v);
                    spent += System.nanoTime() - started;
                }
                // Compiled, a pass over a vector costs a few nanoseconds per instruction; before
                // that, a Vector API operation costs a hundred or more.
                if (spent <= passes * (50 + 20L * program.blockInstructions(id))) {
                    warm[id] = true;
                    left--;
                    program.startRunning(id);
                }
            }
        }
    }

    /**
     * The program with its straight-line runs compiled into blocks; {@code presets} rows (state and
     * inputs) come first and are read after every program.
     */
    static RowProgram compile(RowProgram program, int lanes, int presets, Mode mode) {
        RowBlocks b = new RowBlocks(program, lanes, presets);
        // A block takes a constant row as a constant, which is right only while no instruction writes it.
        for (int pc = 0; pc < b.code.length; pc += step(b.code, pc)) {
            if (step(b.code, pc) == RowProgram.instructionLength(b.code, pc)) {
                b.constantRows.remove(b.code[pc + 1]);
            }
        }
        b.liveIn(0, b.code.length, b.alwaysLive);
        List<Integer> out = new ArrayList<>();
        b.rewrite(0, b.code.length, out);
        int[] rewritten = out.stream().mapToInt(Integer::intValue).toArray();
        return program.withBlocks(rewritten, b, b.runs.size(), mode == Mode.ALWAYS);
    }

    /**
     * Generates the blocks' classes. Done once per program, when its blocks are first needed (the
     * warm-up, a count, or a program that runs them from the start), so that an engine that never
     * runs long does not pay for it.
     */
    Generated generate() {
        RowBlock[] generated = new RowBlock[runs.size()];
        int[] rows = new int[5 * runs.size()];
        for (int id = 0; id < generated.length; id++) {
            int[] counts = new int[3];
            Integer loop = loopOf.get(id);
            generated[id] = loop == null ? generate(runs.get(id), liveAfterRuns.get(id), counts)
                    : generateLoop(loop, runs.get(id), liveAfterRuns.get(id), counts);
            rows[5 * id] = counts[0];
            rows[5 * id + 1] = counts[1];
            rows[5 * id + 2] = runs.get(id).size();
            rows[5 * id + 3] = counts[2];
            rows[5 * id + 4] = loop == null ? 0 : 1;
        }
        return new Generated(generated, rows);
    }

    /** The distance to the next instruction at the same or a deeper level (into block bodies). */
    private static int step(int[] c, int pc) {
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
    private static int[] reads(int[] c, int pc) {
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

    private int rowIndex(int offset) {
        return offset / lanes;
    }

    /**
     * The rows live before {@code [from, to)} given those live after it, recording the rows live
     * after each fusable instruction. Loops are iterated to a fixed point; a nested loop is analysed
     * again on every pass of the loop around it, so the last record of each position is final.
     * Where a body may run no time at all, what is live after the loop is live before it too.
     */
    private BitSet liveIn(int from, int to, BitSet out) {
        List<Integer> starts = new ArrayList<>();
        for (int pc = from; pc < to; pc += RowProgram.instructionLength(code, pc)) {
            starts.add(pc);
        }
        BitSet live = (BitSet) out.clone();
        for (int j = starts.size() - 1; j >= 0; j--) {
            int pc = starts.get(j);
            switch (code[pc]) {
                case Codes.REPEAT -> {
                    int index = rowIndex(code[pc + 1]);
                    BitSet in = loopBodyLiveIn(pc + 4, pc + 4 + code[pc + 3], live, -1, index);
                    in.clear(index);
                    live.or(in);
                }
                case Codes.FIXPOINT -> {
                    liveAfterLoop.put(pc, (BitSet) live.clone());
                    live.or(loopBodyLiveIn(pc + 4, pc + 4 + code[pc + 3], live, rowIndex(code[pc + 1]), -1));
                }
                case Codes.IFANY -> {
                    int body = pc + 3;
                    live.or(liveIn(body, body + code[pc + 2], live));
                    live.set(rowIndex(code[pc + 1]));
                }
                default -> {
                    if (fusable(code[pc])) {
                        liveAfter.put(pc, (BitSet) live.clone());
                    }
                    live.clear(rowIndex(code[pc + 1]));
                    for (int row : reads(code, pc)) {
                        live.set(rowIndex(row));
                    }
                }
            }
        }
        return live;
    }

    /**
     * The rows live at the start of a loop's body, iterated to a fixed point: live at the body's
     * end are those live after the loop, the row the loop tests after each pass ({@code tested}, or
     * -1) and those the next pass reads, less the row the loop sets before each pass ({@code
     * setEachPass}, or -1).
     */
    private BitSet loopBodyLiveIn(int body, int bodyEnd, BitSet after, int tested, int setEachPass) {
        BitSet atEnd = (BitSet) after.clone();
        if (tested >= 0) {
            atEnd.set(tested);
        }
        while (true) {
            BitSet in = liveIn(body, bodyEnd, atEnd);
            BitSet next = (BitSet) atEnd.clone();
            BitSet carried = (BitSet) in.clone();
            if (setEachPass >= 0) {
                carried.clear(setEachPass);
            }
            next.or(carried);
            if (next.equals(atEnd)) {
                return in;
            }
            atEnd = next;
        }
    }

    /** Copies {@code [from, to)} to {@code out}, with a block header before each run of fusable instructions. */
    private void rewrite(int from, int to, List<Integer> out) {
        int pc = from;
        while (pc < to) {
            int op = code[pc];
            switch (op) {
                case Codes.REPEAT, Codes.FIXPOINT, Codes.IFANY -> {
                    // The header's last int is the body's length, which the rewritten body changes.
                    int header = step(code, pc);
                    int bodyEnd = pc + header + code[pc + header - 1];
                    List<Integer> body = new ArrayList<>();
                    rewrite(pc + header, bodyEnd, body);
                    List<Integer> loop = new ArrayList<>();
                    for (int i = pc; i < pc + header - 1; i++) {
                        loop.add(code[i]);
                    }
                    loop.add(body.size());
                    loop.addAll(body);
                    List<Integer> straightBody = op == Codes.FIXPOINT ? straightRun(pc + header, bodyEnd) : null;
                    if (straightBody != null && code[pc + 2] > 0) {
                        // A loop block runs the whole loop, vector by vector; while it is not ready,
                        // the loop runs as written, its body a block of its own.
                        out.add(Codes.BLOCK);
                        out.add(runs.size());
                        out.add(loop.size());
                        loopOf.put(runs.size(), pc);
                        runs.add(straightBody);
                        liveAfterRuns.add(liveAfterLoop.get(pc));
                    }
                    out.addAll(loop);
                    pc = bodyEnd;
                }
                default -> {
                    if (!fusable(op)) {
                        int length = RowProgram.instructionLength(code, pc);
                        for (int i = 0; i < length; i++) {
                            out.add(code[pc + i]);
                        }
                        pc += length;
                        continue;
                    }
                    List<Integer> run = new ArrayList<>();
                    int end = pc;
                    while (end < to && fusable(code[end]) && run.size() < MAX_INSTRUCTIONS) {
                        run.add(end);
                        end += RowProgram.instructionLength(code, end);
                    }
                    out.add(Codes.BLOCK);
                    out.add(runs.size());
                    out.add(end - pc);
                    for (int i = pc; i < end; i++) {
                        out.add(code[i]);
                    }
                    runs.add(run);
                    liveAfterRuns.add(liveAfter.get(run.get(run.size() - 1)));
                    pc = end;
                }
            }
        }
    }

    /**
     * The positions of the instructions in {@code [from, to)} if all are block operations and there
     * are at most {@link #MAX_INSTRUCTIONS}, else null.
     */
    private List<Integer> straightRun(int from, int to) {
        List<Integer> run = new ArrayList<>();
        for (int pc = from; pc < to; pc += RowProgram.instructionLength(code, pc)) {
            if (!fusable(code[pc]) || run.size() == MAX_INSTRUCTIONS) {
                return null;
            }
            run.add(pc);
        }
        return run.isEmpty() ? null : run;
    }

    private static final ClassDesc CD_LONG_VECTOR = ClassDesc.of("jdk.incubator.vector.LongVector");
    private static final ClassDesc CD_VECTOR = ClassDesc.of("jdk.incubator.vector.Vector");
    private static final ClassDesc CD_MASK = ClassDesc.of("jdk.incubator.vector.VectorMask");
    private static final ClassDesc CD_SPECIES = ClassDesc.of("jdk.incubator.vector.VectorSpecies");
    private static final ClassDesc CD_OPERATORS = ClassDesc.of("jdk.incubator.vector.VectorOperators");
    private static final ClassDesc CD_UNARY = CD_OPERATORS.nested("Unary");
    private static final ClassDesc CD_BINARY = CD_OPERATORS.nested("Binary");
    private static final ClassDesc CD_TERNARY = CD_OPERATORS.nested("Ternary");
    private static final ClassDesc CD_COMPARISON = CD_OPERATORS.nested("Comparison");
    private static final ClassDesc CD_ASSOCIATIVE = CD_OPERATORS.nested("Associative");
    private static final ClassDesc CD_MACHINE = ClassDesc.of("dev.plateau.simd.RowMachine");
    private static final MethodTypeDesc MTD_FROM_ARRAY =
            MethodTypeDesc.of(CD_LONG_VECTOR, CD_SPECIES, CD_long.arrayType(), CD_int);
    private static final MethodTypeDesc MTD_INTO_ARRAY = MethodTypeDesc.of(CD_void, CD_long.arrayType(), CD_int);
    private static final MethodTypeDesc MTD_BROADCAST = MethodTypeDesc.of(CD_LONG_VECTOR, CD_SPECIES, CD_long);
    private static final MethodTypeDesc MTD_UNARY = MethodTypeDesc.of(CD_LONG_VECTOR, CD_UNARY);
    private static final MethodTypeDesc MTD_BINARY = MethodTypeDesc.of(CD_LONG_VECTOR, CD_BINARY, CD_VECTOR);
    private static final MethodTypeDesc MTD_BINARY_SCALAR = MethodTypeDesc.of(CD_LONG_VECTOR, CD_BINARY, CD_long);
    private static final MethodTypeDesc MTD_TERNARY = MethodTypeDesc.of(CD_LONG_VECTOR, CD_TERNARY, CD_VECTOR, CD_VECTOR);
    private static final MethodTypeDesc MTD_COMPARE = MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_VECTOR);
    private static final MethodTypeDesc MTD_COMPARE_SCALAR = MethodTypeDesc.of(CD_MASK, CD_COMPARISON, CD_long);
    private static final MethodTypeDesc MTD_BLEND_SCALAR = MethodTypeDesc.of(CD_LONG_VECTOR, CD_long, CD_MASK);

    /**
     * Emits one block's method, the same Vector API operations as {@link RowMachine}'s kernels:
     * locals 0 this, 1 the rows, 2 the lane count, 3 the lane, then one vector per value.
     */
    private final class Emitter {
        private final CodeBuilder b;
        /** The local holding each row's current value, by row offset. */
        private final Map<Integer, Integer> current = new HashMap<>();
        private final Map<Long, Integer> broadcasts = new HashMap<>();
        private int nextLocal = 4;
        int loads;
        int stores;
        /** Vector operations per vector of lanes (loads, stores and broadcasts not counted). */
        int ops;

        Emitter(CodeBuilder b) {
            this.b = b;
        }

        private void species() {
            b.getstatic(CD_MACHINE, "S", CD_SPECIES);
        }

        /** Stores the vector on the stack in a new local. */
        int store() {
            int local = nextLocal++;
            b.astore(local);
            return local;
        }

        /** The local holding a row's value, loaded the first time the block reads the row. */
        int row(int offset) {
            Integer local = current.get(offset);
            if (local != null) {
                return local;
            }
            Long constant = constantRows.get(offset);
            if (constant != null) {
                local = broadcast(constant);
            } else {
                species();
                b.aload(1).loadConstant(offset).iload(3).iadd();
                b.invokestatic(CD_LONG_VECTOR, "fromArray", MTD_FROM_ARRAY);
                local = store();
                loads++;
            }
            current.put(offset, local);
            return local;
        }

        int broadcast(long value) {
            Integer local = broadcasts.get(value);
            if (local == null) {
                species();
                b.loadConstant(value);
                b.invokestatic(CD_LONG_VECTOR, "broadcast", MTD_BROADCAST);
                local = store();
                broadcasts.put(value, local);
            }
            return local;
        }

        void assign(int offset, int local) {
            current.put(offset, local);
        }

        private void operator(String name, ClassDesc type) {
            b.getstatic(CD_OPERATORS, name, type);
        }

        /** v.lanewise(op) on the vector on the stack. */
        void unary(String op) {
            ops++;
            operator(op, CD_UNARY);
            b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_UNARY);
        }

        /** lanewise(op, local) on the vector on the stack. */
        void binary(String op, ClassDesc type, int local) {
            ops++;
            operator(op, type);
            b.aload(local);
            b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_BINARY);
        }

        /**
         * lanewise(op, e) on the vector on the stack, e a scalar (the shifts by an amount); nothing
         * for a shift by 0 (the Vector API takes the amount's low six bits), which changes no bit.
         */
        void shift(String op, long e) {
            if ((e & 63) == 0) {
                return;
            }
            ops++;
            operator(op, CD_BINARY);
            b.loadConstant(e);
            b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_BINARY_SCALAR);
        }

        /** 32-bit sign extension of the vector on the stack, as the interpreter's kernels do it. */
        void sext() {
            shift("LSHL", 32);
            shift("ASHR", 32);
        }

        /** The mask on the stack as a vector: -1 where set, 0 elsewhere. */
        void bool() {
            int mask = nextLocal++;
            b.astore(mask);
            species();
            b.lconst_0();
            b.invokestatic(CD_LONG_VECTOR, "broadcast", MTD_BROADCAST);
            b.loadConstant(-1L);
            b.aload(mask);
            b.invokevirtual(CD_LONG_VECTOR, "blend", MTD_BLEND_SCALAR);
            ops++;
        }

        void compare(String op, int x, int y) {
            b.aload(x);
            operator(op, CD_COMPARISON);
            b.aload(y);
            b.invokevirtual(CD_LONG_VECTOR, "compare", MTD_COMPARE);
            ops++;
            bool();
        }

        void binaryOp(int op, int x, int y) {
            switch (op) {
                case Codes.EQ -> compare("EQ", x, y);
                case Codes.LT -> compare("LT", x, y);
                case Codes.LE -> compare("LE", x, y);
                default -> {
                    b.aload(x);
                    switch (op) {
                        case Codes.AND -> binary("AND", CD_ASSOCIATIVE, y);
                        case Codes.OR -> binary("OR", CD_ASSOCIATIVE, y);
                        case Codes.XOR -> binary("XOR", CD_ASSOCIATIVE, y);
                        case Codes.AND_NOT -> binary("AND_NOT", CD_BINARY, y);
                        case Codes.ADD -> binary("ADD", CD_ASSOCIATIVE, y);
                        case Codes.SUB -> binary("SUB", CD_BINARY, y);
                        case Codes.MUL -> binary("MUL", CD_ASSOCIATIVE, y);
                        case Codes.ADD32 -> { binary("ADD", CD_ASSOCIATIVE, y); sext(); }
                        case Codes.SUB32 -> { binary("SUB", CD_BINARY, y); sext(); }
                        case Codes.MUL32 -> { binary("MUL", CD_ASSOCIATIVE, y); sext(); }
                        case Codes.SHL -> binary("LSHL", CD_BINARY, y);
                        case Codes.SHR -> binary("LSHR", CD_BINARY, y);
                        default -> throw new IllegalStateException("not a block operation: " + op);
                    }
                }
            }
        }

        /** ((x & k) << left) >>> right, one part of a fused shift. */
        void shiftPart(int x, long k, int left, int right) {
            b.aload(x);
            if (k != -1L) {
                binary("AND", CD_ASSOCIATIVE, broadcast(k));
            }
            shift("LSHL", left);
            shift("LSHR", right);
        }

        void instruction(int pc) {
            int op = code[pc];
            int d = code[pc + 1];
            switch (op) {
                case Codes.MOVE -> {
                    assign(d, row(code[pc + 2]));
                    return;
                }
                case Codes.SELECT -> {
                    int c = row(code[pc + 2]);
                    int t = row(code[pc + 3]);
                    int f = row(code[pc + 4]);
                    b.aload(f);
                    operator("BITWISE_BLEND", CD_TERNARY);
                    b.aload(t).aload(c);
                    b.invokevirtual(CD_LONG_VECTOR, "lanewise", MTD_TERNARY);
                    ops++;
                }
                case Codes.FUSED_SHIFT, Codes.FUSED_SHIFT_AND, Codes.FUSED_SHIFT_OR, Codes.FUSED_SHIFT_AND_NOT -> {
                    int u = row(code[pc + 2]);
                    int v = row(code[pc + 6]);
                    int w = op == Codes.FUSED_SHIFT ? -1 : row(code[pc + 10]);
                    shiftPart(u, pool[code[pc + 3]], code[pc + 4], code[pc + 5]);
                    int a = store();
                    shiftPart(v, pool[code[pc + 7]], code[pc + 8], code[pc + 9]);
                    int c = store();
                    b.aload(a);
                    binary("OR", CD_ASSOCIATIVE, c);
                    switch (op) {
                        case Codes.FUSED_SHIFT_AND -> binary("AND", CD_ASSOCIATIVE, w);
                        case Codes.FUSED_SHIFT_OR -> binary("OR", CD_ASSOCIATIVE, w);
                        case Codes.FUSED_SHIFT_AND_NOT -> binary("AND_NOT", CD_BINARY, w);
                        default -> {}
                    }
                }
                case Codes.SHL_IMM, Codes.SHR_IMM, Codes.SAR_IMM -> {
                    b.aload(row(code[pc + 2]));
                    shift(op == Codes.SHL_IMM ? "LSHL" : op == Codes.SHR_IMM ? "LSHR" : "ASHR", code[pc + 3]);
                }
                default -> {
                    if (op >= Codes.NOT && op <= Codes.NOT_ZERO) {
                        int a = row(code[pc + 2]);
                        switch (op) {
                            case Codes.IS_ZERO, Codes.NOT_ZERO -> {
                                b.aload(a);
                                operator(op == Codes.IS_ZERO ? "EQ" : "NE", CD_COMPARISON);
                                b.lconst_0();
                                b.invokevirtual(CD_LONG_VECTOR, "compare", MTD_COMPARE_SCALAR);
                                ops++;
                                bool();
                            }
                            case Codes.SEXT32 -> {
                                b.aload(a);
                                sext();
                            }
                            default -> {
                                b.aload(a);
                                unary(switch (op) {
                                    case Codes.NOT -> "NOT";
                                    case Codes.NEG -> "NEG";
                                    case Codes.POPCOUNT -> "BIT_COUNT";
                                    default -> "TRAILING_ZEROS_COUNT";
                                });
                            }
                        }
                    } else if (op >= Codes.AND + Codes.CONST) {
                        long k = pool[code[pc + 3]];
                        int base = op - Codes.CONST;
                        int a = row(code[pc + 2]);
                        switch (base) {
                            // The interpreter's constant forms: and-not by ~k, subtraction as adding -k,
                            // shifts by the constant's low six bits.
                            case Codes.AND_NOT -> binaryOp(Codes.AND, a, broadcast(~k));
                            case Codes.SUB -> binaryOp(Codes.ADD, a, broadcast(-k));
                            case Codes.SUB32 -> binaryOp(Codes.ADD32, a, broadcast(-k));
                            case Codes.SHL, Codes.SHR -> {
                                b.aload(a);
                                shift(base == Codes.SHL ? "LSHL" : "LSHR", k & 63);
                            }
                            default -> binaryOp(base, a, broadcast(k));
                        }
                    } else {
                        int a = row(code[pc + 2]);
                        int c = row(code[pc + 3]);
                        binaryOp(op, a, c);
                    }
                }
            }
            assign(d, store());
        }

        /**
         * Stores a row's value if the instruction at {@code pc} writes it for the last time in the
         * block and the row is live after it: storing as soon as a value is final, rather than at
         * the end, keeps few vectors alive at once.
         */
        void storeIfFinal(int pc, int offset, Map<Integer, Integer> lastWrite, BitSet live) {
            if (lastWrite.get(offset) == pc && live.get(rowIndex(offset))) {
                storeRow(offset, current.get(offset));
            }
        }

        /** Stores the vector in {@code local} into the row at {@code offset}, at this vector of lanes. */
        void storeRow(int offset, int local) {
            b.aload(local);
            b.aload(1).loadConstant(offset).iload(3).iadd();
            b.invokevirtual(CD_LONG_VECTOR, "intoArray", MTD_INTO_ARRAY);
            stores++;
        }
    }

    /**
     * A loop block's class: the {@code FIXPOINT} at {@code loop}, whose body is the straight-line
     * {@code run}, for one vector of lanes at a time. The rows the body uses are loaded once per
     * vector into locals that the iterations carry; each iteration computes the body and takes its
     * results into those locals, and the vector stops once its own lanes of the tested row are all
     * zero (or after the loop's most iterations); then the rows live after the loop are stored. The
     * interpreter runs the body over the whole row until no lane of it changes, so a vector's lanes
     * may run more iterations there than here: exact because the body changes nothing in a lane that
     * has stopped changing, as the reference interpreter, which iterates each environment alone,
     * requires (docs/performance.md, "Compiled blocks"). {@code counts} receives the rows loaded and
     * stored per vector and the vector operations of one iteration.
     */
    private RowBlock generateLoop(int loop, List<Integer> run, BitSet live, int[] counts) {
        int changed = code[loop + 1];
        int most = code[loop + 2];
        java.util.TreeSet<Integer> used = new java.util.TreeSet<>();
        java.util.TreeSet<Integer> written = new java.util.TreeSet<>();
        for (int pc : run) {
            for (int row : reads(code, pc)) {
                used.add(row);
            }
            written.add(code[pc + 1]);
        }
        used.addAll(written);
        used.add(changed);
        return define(b -> {
            Label head = b.newLabel();
            Label exit = b.newLabel();
            Label iterate = b.newLabel();
            Label done = b.newLabel();
            b.iconst_0().istore(3);
            Emitter e = new Emitter(b);
            int passes = e.nextLocal++;
            b.iconst_0().istore(passes);
            b.labelBinding(head);
            b.iload(3).iload(2).if_icmpge(exit);
            Map<Integer, Integer> carried = new HashMap<>();
            for (int row : used) {
                carried.put(row, e.row(row));
            }
            int iteration = e.nextLocal++;
            b.iconst_0().istore(iteration);
            b.labelBinding(iterate);
            for (int pc : run) {
                e.instruction(pc);
            }
            // Into the carried locals, in two steps, since a result may be another row's carried value.
            List<int[]> moves = new ArrayList<>();
            for (int row : written) {
                int now = e.current.get(row);
                if (now != carried.get(row)) {
                    b.aload(now);
                    moves.add(new int[] {carried.get(row), e.store()});
                }
            }
            for (int[] move : moves) {
                b.aload(move[1]).astore(move[0]);
            }
            e.current.putAll(carried);
            b.iinc(iteration, 1);
            b.iload(iteration).loadConstant(most).if_icmpge(done);
            b.aload(carried.get(changed));
            e.operator("NE", CD_COMPARISON);
            b.lconst_0();
            b.invokevirtual(CD_LONG_VECTOR, "compare", MTD_COMPARE_SCALAR);
            b.invokevirtual(CD_MASK, "anyTrue", MethodTypeDesc.of(java.lang.constant.ConstantDescs.CD_boolean));
            b.ifne(iterate);
            b.labelBinding(done);
            b.iload(passes).iload(iteration).iadd().istore(passes);
            int ops = e.ops;
            for (int row : written) {
                if (live.get(rowIndex(row))) {
                    e.storeRow(row, carried.get(row));
                }
            }
            counts[0] = e.loads;
            counts[1] = e.stores;
            counts[2] = ops;
            b.iinc(3, RowMachine.vectorLength()).goto_(head);
            b.labelBinding(exit);
            b.iload(passes).ireturn();
        });
    }

    /** A block's hidden class, whose {@code run} method has the body {@code run} writes. */
    private static RowBlock define(java.util.function.Consumer<CodeBuilder> run) {
        byte[] bytes = ClassFile.of().build(CD_GENERATED, cb -> {
            cb.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SYNTHETIC);
            cb.withInterfaceSymbols(CD_BLOCK);
            cb.withMethodBody(INIT_NAME, MTD_void, ClassFile.ACC_PUBLIC,
                    b -> b.aload(0).invokespecial(CD_Object, INIT_NAME, MTD_void).return_());
            cb.withMethodBody("run", MTD_RUN, ClassFile.ACC_PUBLIC, run);
        });
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup().defineHiddenClass(bytes, true);
            return (RowBlock) hidden.lookupClass().getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("could not define a compiled block", e);
        }
    }

    /** One block's class; {@code counts} receives its rows loaded, rows stored and vector operations. */
    private RowBlock generate(List<Integer> run, BitSet live, int[] counts) {
        return define(b -> {
            Label head = b.newLabel();
            Label exit = b.newLabel();
            b.iconst_0().istore(3);
            b.labelBinding(head);
            b.iload(3).iload(2).if_icmpge(exit);
            Map<Integer, Integer> lastWrite = new HashMap<>();
            for (int pc : run) {
                lastWrite.put(code[pc + 1], pc);
            }
            Emitter e = new Emitter(b);
            for (int pc : run) {
                e.instruction(pc);
                e.storeIfFinal(pc, code[pc + 1], lastWrite, live);
            }
            counts[0] = e.loads;
            counts[1] = e.stores;
            counts[2] = e.ops;
            b.iinc(3, RowMachine.vectorLength()).goto_(head);
            b.labelBinding(exit);
            b.iload(2).loadConstant(RowMachine.vectorLength()).idiv().ireturn();
        });
    }
}
