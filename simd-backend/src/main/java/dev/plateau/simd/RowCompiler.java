package dev.plateau.simd;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles one {@link Program} for the row interpreter ({@link RowProgram}): checks the register
 * rules, fuses shifts ({@link Fusion}), hoists the final copies, gives each register a row by
 * liveness (a linear scan over live intervals; a temporary finally copied into a state field gets
 * the field's row), and writes the instructions with row offsets as operands.
 */
final class RowCompiler {
    private final Program program;
    private final int presets;
    private final int lanes;
    private final Map<Integer, Long> constantOf = new HashMap<>();
    private final Map<Integer, int[]> interval = new HashMap<>();
    private final List<int[]> loops = new ArrayList<>();
    private final Map<int[], Set<Integer>> loopRegisters = new HashMap<>();
    private final Set<Integer> mutable = new HashSet<>();
    private final Map<Integer, Integer> slotOf = new HashMap<>();
    private int position;
    /** IfAny bodies around the current position. */
    private int conditional;
    /** Reads of preset registers: register, position, and the outermost loop around it (null if none). */
    private final List<PresetRead> presetReads = new ArrayList<>();
    /** Writes of each preset register, anywhere in the program. */
    private final Map<Integer, Integer> presetWrites = new HashMap<>();
    /** Definitions of each allocated register, and those outside every loop and condition. */
    private final Map<Integer, Integer> definitions = new HashMap<>();
    private final Set<Integer> unconditional = new HashSet<>();
    /** Moves into preset registers outside every loop and condition: {dst, src, position}. */
    private final List<int[]> finalMoves = new ArrayList<>();
    private final List<Long> pool = new ArrayList<>();

    private final Map<Long, Integer> constantSlots;

    /**
     * Compiles a program; registers below {@code presets} get the first rows, and the constants the
     * rows {@code constantSlots} gives them, shared by the plan's programs.
     */
    static RowProgram compile(Program program, int presets, int lanes, Map<Long, Integer> constantSlots) {
        return new RowCompiler(program, presets, lanes, constantSlots).compile();
    }

    private RowCompiler(Program program, int presets, int lanes, Map<Long, Integer> constantSlots) {
        this.program = program;
        this.presets = presets;
        this.lanes = lanes;
        this.constantSlots = constantSlots;
    }

    private RowProgram compile() {
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
        return RowProgram.interpreted(out.stream().mapToInt(Integer::intValue).toArray(), consts, slots,
                constantRows, constantValues, presetRows, lanes);
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
}
