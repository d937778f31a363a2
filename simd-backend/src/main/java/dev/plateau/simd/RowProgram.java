package dev.plateau.simd;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A {@link Program} compiled for the row interpreter: registers mapped to slots (rows of {@code
 * lanes} words), slots reused by liveness, and the operations as one int array whose operands are
 * row offsets. Constants get rows of their own, filled once.
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
    /** What generates the blocks, until they are generated; {@code null} for a program without blocks. */
    private final RowBlocks generator;
    private volatile RowBlocks.Generated generated;
    private final int lanes;
    /**
     * The blocks that run, by id; an empty entry (a block not yet warmed up) leaves its
     * instructions to the interpreter.
     */
    private final AtomicReferenceArray<RowBlock> running;
    /** When the program first ran (System.nanoTime), 0 before; racy between workers, which is harmless. */
    private long firstRun;
    private volatile boolean warmUpStarted;
    private volatile boolean warmUpDone;

    private RowProgram(int[] code, long[] constants, int slots, int[] constantRows, long[] constantRowValues,
            int[] presetRows, RowBlocks generator, int blockCount, int lanes, boolean blocksRunning) {
        this.code = code;
        this.constants = constants;
        this.slots = slots;
        this.constantRows = constantRows;
        this.constantRowValues = constantRowValues;
        this.presetRows = presetRows;
        this.generator = generator;
        this.generated = generator == null ? new RowBlocks.Generated(new RowBlock[0], new int[0]) : null;
        this.lanes = lanes;
        this.running = blocksRunning ? new AtomicReferenceArray<>(generated().blocks())
                : new AtomicReferenceArray<>(blockCount);
    }

    /**
     * This program with new code whose {@code BLOCK} instructions run the {@code count} blocks that
     * {@code blocks} generates (see {@link RowBlocks}), from the first run if {@code running}.
     */
    RowProgram withBlocks(int[] newCode, RowBlocks blocks, int count, boolean running) {
        return new RowProgram(newCode, constants, slots, constantRows, constantRowValues, presetRows, blocks, count,
                lanes, running);
    }

    private RowBlocks.Generated generated() {
        RowBlocks.Generated g = generated;
        if (g == null) {
            synchronized (this) {
                g = generated;
                if (g == null) {
                    g = generator.generate();
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
     * warm-up at the first run {@link RowBlocks#WARM_AFTER_NANOS} or more after the program's first run
     * (a program still in use a second after it started is taken to be in a long run).
     */
    AtomicReferenceArray<RowBlock> blocksForRun() {
        if (!warmUpStarted) {
            long now = System.nanoTime();
            if (firstRun == 0) {
                firstRun = now;
            } else if (now - firstRun >= RowBlocks.WARM_AFTER_NANOS) {
                if (running.length() > 0 && running.get(0) == null) {
                    warmUpStarted = true;
                    RowBlocks.warmUp(this);
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
        return new RowProgram(code, constants, slots, new int[0], new long[0], new int[0], null, 0, 0, false);
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
     * programs, so that one machine runs all of them after filling its constant rows once.
     */
    static List<RowProgram> compileAll(List<Program> programs, int presets, int lanes) {
        return compileAll(programs, presets, lanes, RowBlocks.Mode.fromProperty());
    }

    /** As {@link #compileAll(List, int, int)}, with blocks compiled and run as {@code blocks} says. */
    static List<RowProgram> compileAll(List<Program> programs, int presets, int lanes, RowBlocks.Mode blocks) {
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
            RowProgram compiled = new Compiler(p, presets, lanes, constantSlots).compile();
            result.add(blocks == RowBlocks.Mode.NEVER ? compiled : RowBlocks.compile(compiled, lanes, presets, blocks));
        }
        return result;
    }

    /**
     * Moves each copy into a state field that runs outside loops and conditions to just after the
     * last instruction it must follow: one that reads the field's old value, writes the field, or
     * writes the copied register. A step's new state is copied into its fields at the end; a field
     * that takes another field's old value (a history entry moving down one place) is then copied
     * right after that value's last other use, which a compiled block has just loaded, instead of
     * loading it again at the end (docs/performance.md, "Legal masks, copies and rows").
     */
    static List<Fusion.Item> hoistMoves(List<Fusion.Item> items, int presets) {
        List<Fusion.Item> out = new ArrayList<>(items.size());
        for (Fusion.Item item : items) {
            int at = out.size();
            if (item instanceof Fusion.Plain p && p.op() instanceof Op.Move m && m.dst() < presets) {
                while (at > 0 && !mustFollow(out.get(at - 1), m)) {
                    at--;
                }
            }
            out.add(at, item);
        }
        return out;
    }

    private static boolean mustFollow(Fusion.Item before, Op.Move m) {
        return switch (before) {
            case Fusion.Nested n -> true;
            case Fusion.Fused f -> f.shift().dst() == m.dst() || f.shift().dst() == m.src() || f.shift().u() == m.dst()
                    || f.shift().v() == m.dst() || f.shift().combine() != Fusion.Final.NONE && f.shift().w() == m.dst();
            case Fusion.Plain p -> {
                int d = p.op().destination();
                boolean reads = false;
                for (int r : p.op().reads()) {
                    reads |= r == m.dst();
                }
                yield reads || d == m.dst() || d == m.src();
            }
        };
    }

    /**
     * Throws unless every {@code Const} of the program is at top level and its register is written
     * by nothing else, and only moves write a register twice (see the class comment).
     */
    static void requireRegisterRules(Program program) {
        Map<Integer, Integer> writes = new HashMap<>();
        Set<Integer> movedOrIndex = new HashSet<>();
        countWrites(program, program.ops(), true, writes, movedOrIndex);
        for (Op op : program.ops()) {
            if (op instanceof Op.Const c && writes.get(c.dst()) > 1) {
                throw new IllegalArgumentException("program " + program.name() + ": register " + c.dst()
                        + " holds a Const and is written again, which the simd backend does not allow");
            }
        }
        for (Map.Entry<Integer, Integer> w : writes.entrySet()) {
            if (w.getValue() > 1 && !movedOrIndex.contains(w.getKey())) {
                throw new IllegalArgumentException("program " + program.name() + ": register " + w.getKey() + " is written by "
                        + w.getValue() + " operations, not all moves, which the simd backend does not allow");
            }
        }
    }

    /** Counts the operations that write each register, noting moves and loop indices; rejects a nested Const. */
    private static void countWrites(Program program, List<Op> ops, boolean top, Map<Integer, Integer> writes,
            Set<Integer> movedOrIndex) {
        for (Op op : ops) {
            switch (op) {
                case Op.Repeat r -> {
                    writes.merge(r.index(), 1, Integer::sum);
                    movedOrIndex.add(r.index());
                    countWrites(program, r.body(), false, writes, movedOrIndex);
                }
                case Op.Fixpoint f -> countWrites(program, f.body(), false, writes, movedOrIndex);
                case Op.IfAny i -> countWrites(program, i.body(), false, writes, movedOrIndex);
                case Op.Move m -> {
                    writes.merge(m.dst(), 1, Integer::sum);
                    movedOrIndex.add(m.dst());
                }
                case Op.Const c when !top -> throw new IllegalArgumentException("program " + program.name()
                        + ": the simd backend needs every Const at top level, but register " + c.dst()
                        + " gets one inside a loop or condition");
                default -> writes.merge(op.destination(), 1, Integer::sum);
            }
        }
    }

    private static final class Compiler {
        final Program program;
        final int presets;
        final int lanes;
        final Map<Integer, Long> constantOf = new HashMap<>();
        final Map<Integer, int[]> interval = new HashMap<>();
        final List<int[]> loops = new ArrayList<>();
        final Map<int[], Set<Integer>> loopRegisters = new HashMap<>();
        final Set<Integer> mutable = new HashSet<>();
        final Map<Integer, Integer> slotOf = new HashMap<>();
        int position;
        /** IfAny bodies around the current position. */
        int conditional;
        /** Reads of preset registers: register, position, and the outermost loop around it (null if none). */
        final List<PresetRead> presetReads = new ArrayList<>();
        /** Writes of each preset register, anywhere in the program. */
        final Map<Integer, Integer> presetWrites = new HashMap<>();
        /** Definitions of each allocated register, and those outside every loop and condition. */
        final Map<Integer, Integer> definitions = new HashMap<>();
        final Set<Integer> unconditional = new HashSet<>();
        /** Moves into preset registers outside every loop and condition: {dst, src, position}. */
        final List<int[]> finalMoves = new ArrayList<>();
        final List<Long> pool = new ArrayList<>();

        final Map<Long, Integer> constantSlots;

        Compiler(Program program, int presets, int lanes, Map<Long, Integer> constantSlots) {
            this.program = program;
            this.presets = presets;
            this.lanes = lanes;
            this.constantSlots = constantSlots;
        }

        RowProgram compile() {
            requireRegisterRules(program);
            for (Op op : program.ops()) {
                if (op instanceof Op.Const c) {
                    constantOf.put(c.dst(), c.value());
                }
            }
            List<Fusion.Item> items = hoistMoves(Fusion.fuse(program, presets), presets);
            walk(items, new ArrayList<>());
            extendOverLoops();
            coalesceFinalMoves();
            // Constant rows come right after the preset rows, shared by all programs of the plan.
            for (Map.Entry<Integer, Long> e : constantOf.entrySet()) {
                slotOf.put(e.getKey(), constantSlots.get(e.getValue()));
            }
            int[] constantRows = new int[constantSlots.size()];
            long[] constantValues = new long[constantSlots.size()];
            int i = 0;
            for (Map.Entry<Long, Integer> e : constantSlots.entrySet()) {
                constantRows[i] = e.getValue() * lanes;
                constantValues[i] = e.getKey();
                i++;
            }
            int slots = allocate(presets + constantSlots.size());
            int[] presetRows = new int[presets];
            for (int r = 0; r < presets; r++) {
                presetRows[r] = r * lanes;
            }
            List<Integer> out = new ArrayList<>();
            emit(items, out);
            long[] consts = pool.stream().mapToLong(Long::longValue).toArray();
            return new RowProgram(out.stream().mapToInt(Integer::intValue).toArray(), consts, slots,
                    constantRows, constantValues, presetRows, null, 0, lanes, false);
        }

        private boolean allocated(int reg) {
            return reg >= presets && !constantOf.containsKey(reg);
        }

        private void touch(int reg, int pos, List<int[]> enclosing) {
            if (!allocated(reg)) {
                return;
            }
            int[] iv = interval.computeIfAbsent(reg, r -> new int[] {pos, pos});
            iv[0] = Math.min(iv[0], pos);
            iv[1] = Math.max(iv[1], pos);
            for (int[] loop : enclosing) {
                loopRegisters.get(loop).add(reg);
            }
        }

        private void walk(List<Fusion.Item> items, List<int[]> enclosing) {
            for (Fusion.Item item : items) {
                switch (item) {
                    case Fusion.Nested n -> {
                        switch (n.op()) {
                            case Op.Repeat rep -> loop(n.body(), enclosing, rep.index());
                            case Op.Fixpoint f -> loop(n.body(), enclosing, f.changed());
                            case Op.IfAny b -> {
                                read(b.cond(), position, enclosing);
                                touch(b.cond(), position++, enclosing);
                                conditional++;
                                walk(n.body(), enclosing);
                                conditional--;
                            }
                            default -> throw new IllegalStateException(n.op().toString());
                        }
                    }
                    case Fusion.Fused fu -> {
                        Fusion.Shift f = fu.shift();
                        int p = position++;
                        read(f.u(), p, enclosing);
                        read(f.v(), p, enclosing);
                        touch(f.u(), p, enclosing);
                        touch(f.v(), p, enclosing);
                        if (f.combine() != Fusion.Final.NONE) {
                            read(f.w(), p, enclosing);
                            touch(f.w(), p, enclosing);
                        }
                        write(f.dst(), enclosing);
                        touch(f.dst(), p, enclosing);
                    }
                    case Fusion.Plain it -> {
                        Op op = it.op();
                        int p = position++;
                        if (op instanceof Op.Const) {
                            continue;
                        }
                        for (int u : op.reads()) {
                            read(u, p, enclosing);
                            touch(u, p, enclosing);
                        }
                        int d = op.destination();
                        write(d, enclosing);
                        touch(d, p, enclosing);
                        if (op instanceof Op.Move m) {
                            mutable.add(d);
                            if (d < presets && enclosing.isEmpty() && conditional == 0) {
                                finalMoves.add(new int[] {d, m.src(), p});
                            }
                        }
                    }
                }
            }
        }

        private void loop(List<Fusion.Item> body, List<int[]> enclosing, int control) {
            int[] range = new int[] {position++, 0};
            loops.add(range);
            loopRegisters.put(range, new HashSet<>());
            List<int[]> inner = new ArrayList<>(enclosing);
            inner.add(range);
            read(control, range[0], inner);
            write(control, inner);
            touch(control, range[0], inner);
            walk(body, inner);
            range[1] = position++;
            touch(control, range[1], inner);
        }

        private record PresetRead(int register, int position, int[] loop) {
            /** The last position at which this read may run: a read in a loop runs until the loop ends. */
            int last() {
                return loop == null ? position : loop[1];
            }
        }

        private void read(int reg, int pos, List<int[]> enclosing) {
            if (reg < presets) {
                presetReads.add(new PresetRead(reg, pos, enclosing.isEmpty() ? null : enclosing.get(0)));
            }
        }

        private void write(int reg, List<int[]> enclosing) {
            if (reg < presets) {
                presetWrites.merge(reg, 1, Integer::sum);
            } else if (allocated(reg)) {
                definitions.merge(reg, 1, Integer::sum);
                if (enclosing.isEmpty() && conditional == 0) {
                    unconditional.add(reg);
                }
            }
        }

        /**
         * Gives a temporary the row of the state field it is finally moved into, so that the move
         * disappears: a step computes the next value of a field into a register of its own and moves it
         * into the field's row at the end, and without this every such field costs a row copy per step
         * (Amazons' 144 words of legal moves; docs/performance.md, "Legal masks, copies and rows").
         * Only where that is exact: the move and the temporary's one definition run unconditionally,
         * outside loops; the move is the field's only write; and nothing reads the field's old value after the temporary is
         * defined (the defining instruction itself may: every kernel, and every block, reads a vector of
         * its operands before it writes that vector of its result).
         */
        private void coalesceFinalMoves() {
            Set<Integer> taken = new HashSet<>();
            for (int[] move : finalMoves) {
                int field = move[0];
                int temp = move[1];
                if (presetWrites.getOrDefault(field, 0) != 1 || !allocated(temp) || mutable.contains(temp)
                        || definitions.getOrDefault(temp, 0) != 1 || !unconditional.contains(temp) || !taken.add(temp)) {
                    continue;
                }
                int defined = interval.get(temp)[0];
                boolean oldValueRead = false;
                for (PresetRead r : presetReads) {
                    oldValueRead |= r.register() == field && r.position() < move[2] && r.last() > defined;
                }
                if (!oldValueRead) {
                    interval.remove(temp);
                    slotOf.put(temp, field);
                }
            }
        }

        /**
         * A register used across iterations, or both inside and outside a loop, must keep its row for
         * the whole loop.
         */
        private void extendOverLoops() {
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int[] loop : loops) {
                    for (int reg : loopRegisters.get(loop)) {
                        int[] iv = interval.get(reg);
                        boolean crosses = iv[0] < loop[0] || iv[1] > loop[1];
                        if ((crosses || mutable.contains(reg)) && (iv[0] > loop[0] || iv[1] < loop[1])) {
                            iv[0] = Math.min(iv[0], loop[0]);
                            iv[1] = Math.max(iv[1], loop[1]);
                            changed = true;
                        }
                    }
                }
            }
        }

        /** Linear scan over live intervals; a row is reused once its register's last use is past. */
        private int allocate(int firstFree) {
            List<Map.Entry<Integer, int[]>> order = new ArrayList<>(interval.entrySet());
            order.sort((x, y) -> x.getValue()[0] != y.getValue()[0]
                    ? Integer.compare(x.getValue()[0], y.getValue()[0]) : Integer.compare(x.getKey(), y.getKey()));
            List<int[]> active = new ArrayList<>(); // {end, slot}
            List<Integer> free = new ArrayList<>();
            int next = firstFree;
            for (Map.Entry<Integer, int[]> e : order) {
                int start = e.getValue()[0];
                active.removeIf(a -> {
                    if (a[0] < start) {
                        free.add(a[1]);
                        return true;
                    }
                    return false;
                });
                int slot;
                if (!free.isEmpty()) {
                    free.sort(null);
                    slot = free.remove(0);
                } else {
                    slot = next++;
                }
                slotOf.put(e.getKey(), slot);
                active.add(new int[] {e.getValue()[1], slot});
            }
            return next;
        }

        private int row(int reg) {
            if (reg < presets) {
                return reg * lanes;
            }
            Integer slot = slotOf.get(reg);
            if (slot == null) {
                throw new IllegalStateException("register " + reg + " has no row");
            }
            return slot * lanes;
        }

        private void emit(List<Fusion.Item> items, List<Integer> out) {
            for (Fusion.Item item : items) {
                switch (item) {
                    case Fusion.Nested n -> {
                        switch (n.op()) {
                            case Op.Repeat rep -> block(out, Codes.REPEAT, row(rep.index()), rep.count(), n.body());
                            case Op.Fixpoint f -> block(out, Codes.FIXPOINT, row(f.changed()), f.maxIterations(), n.body());
                            case Op.IfAny b -> {
                                List<Integer> body = new ArrayList<>();
                                emit(n.body(), body);
                                add(out, Codes.IFANY, row(b.cond()), body.size());
                                out.addAll(body);
                            }
                            default -> throw new IllegalStateException(n.op().toString());
                        }
                    }
                    case Fusion.Fused fu -> {
                        Fusion.Shift f = fu.shift();
                        pool.add(f.k1());
                        int k1 = pool.size() - 1;
                        pool.add(f.k2());
                        int k2 = pool.size() - 1;
                        int opcode = switch (f.combine()) {
                            case NONE -> Codes.FUSED_SHIFT;
                            case AND -> Codes.FUSED_SHIFT_AND;
                            case OR -> Codes.FUSED_SHIFT_OR;
                            case AND_NOT -> Codes.FUSED_SHIFT_AND_NOT;
                        };
                        int w = f.combine() == Fusion.Final.NONE ? row(f.u()) : row(f.w());
                        add(out, opcode, row(f.dst()), row(f.u()), k1, f.l1(), f.r1(), row(f.v()), k2, f.l2(), f.r2(), w);
                    }
                    case Fusion.Plain it -> emitOp(it.op(), out);
                }
            }
        }

        private void emitOp(Op op, List<Integer> out) {
            switch (op) {
                case Op.Const c -> {}
                case Op.Move m -> {
                    if (row(m.dst()) != row(m.src())) {
                        add(out, Codes.MOVE, row(m.dst()), row(m.src()));
                    }
                }
                case Op.Unary u -> add(out, Codes.of(u.op()), row(u.dst()), row(u.a()));
                case Op.Binary bin -> binary(bin, out);
                case Op.ShiftImm sh -> add(out, Codes.of(sh.op()), row(sh.dst()), row(sh.a()), sh.amount());
                case Op.Select sel -> add(out, Codes.SELECT, row(sel.dst()), row(sel.cond()), row(sel.ifTrue()), row(sel.ifFalse()));
                default -> throw new IllegalStateException("not a simple operation: " + op);
            }
        }

        private void block(List<Integer> out, int opcode, int control, int count, List<Fusion.Item> items) {
            List<Integer> body = new ArrayList<>();
            emit(items, body);
            add(out, opcode, control, count, body.size());
            out.addAll(body);
        }

        private void binary(Op.Binary bin, List<Integer> out) {
            int a = bin.a();
            int b = bin.b();
            if (constantOf.containsKey(a) && !constantOf.containsKey(b) && bin.op().commutative()) {
                int t = a;
                a = b;
                b = t;
            }
            if (constantOf.containsKey(b) && bin.op() != BinaryOp.NTH_SET_BIT) {
                pool.add(constantOf.get(b));
                add(out, Codes.of(bin.op()) + Codes.CONST, row(bin.dst()), row(a), pool.size() - 1);
            } else {
                add(out, Codes.of(bin.op()), row(bin.dst()), row(a), row(b));
            }
        }

        private static void add(List<Integer> out, int... values) {
            for (int v : values) {
                out.add(v);
            }
        }


    }

    @Override
    public String toString() {
        return "RowProgram[" + code.length + " ints, " + slots + " rows, constants " + Arrays.toString(constants) + "]";
    }
}
