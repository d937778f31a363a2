package dev.plateau.plan;

import dev.plateau.analysis.Limits;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * Emits the operations of one {@link Program}, folding constants, simplifying algebraic identities
 * and sharing equal computations (common subexpressions), so that the lowering can be written
 * plainly without producing redundant work.
 *
 * <p>Registers made by the value methods ({@link #binary}, {@link #select}, …) are immutable: each
 * is written exactly once. Registers made by {@link #variable} (and the preset state and input
 * registers) are mutable and written with {@link #assign}; sharing never reuses a computation
 * across an assignment of one of its operands, nor takes a value out of the loop or block that
 * computed it. Constants live in a prologue at the start of the program, so they are valid
 * everywhere.
 *
 * <p>A program may grow to at most {@link Limits#MAX_PROGRAM_OPS} operations, counted as they are
 * emitted; one more stops the build with a {@link GameException} naming the limit, so that no game
 * can make compilation run without bound.
 */
public final class PlanBuilder {
    private final int presetRegisters;
    private final int budget;
    private int emitted;
    private int next;
    private final Map<Long, Integer> constants = new HashMap<>();
    private final Map<Integer, Long> constantValue = new HashMap<>();
    private final List<Op> prologue = new ArrayList<>();
    private final Deque<List<Op>> blocks = new ArrayDeque<>();
    private final Deque<Map<Key, Integer>> scopes = new ArrayDeque<>();
    private final Deque<Map<List<Integer>, Object>> memos = new ArrayDeque<>();
    private final Set<Integer> mutable = new HashSet<>();

    private record Key(String kind, int a, int b, int c, long imm) {}

    /** The key each shared register was made with (see {@link #liveDefinition}). */
    private final Map<Integer, Key> definition = new HashMap<>();

    /**
     * A builder whose registers {@code 0 … presetRegisters − 1} are set before the program runs (and
     * are mutable).
     */
    public PlanBuilder(int presetRegisters) {
        this(presetRegisters, Limits.MAX_PROGRAM_OPS);
    }

    /** A builder that may emit at most {@code budget} operations (for tests of the limit). */
    PlanBuilder(int presetRegisters, int budget) {
        this.presetRegisters = presetRegisters;
        this.budget = budget;
        this.next = presetRegisters;
        for (int r = 0; r < presetRegisters; r++) {
            mutable.add(r);
        }
        blocks.push(new ArrayList<>());
        scopes.push(new HashMap<>());
        memos.push(new HashMap<>());
    }

    /** The register holding {@code value} in every environment. */
    public int constant(long value) {
        Integer r = constants.get(value);
        if (r == null) {
            r = next++;
            constants.put(value, r);
            constantValue.put(r, value);
            count();
            prologue.add(new Op.Const(r, value));
        }
        return r;
    }

    /** Whether a register is the given constant. */
    public boolean isConstant(int register, long value) {
        Long v = constantValue.get(register);
        return v != null && v == value;
    }

    /**
     * A constant table indexed by a register: {@code values[index]}, as selects over the table's
     * distinct values (a constant where all entries agree). An index outside the table gives the
     * most frequent value (the first of the most frequent).
     */
    public int lookup(int index, long[] values) {
        java.util.Map<Long, List<Integer>> groups = new java.util.LinkedHashMap<>();
        for (int i = 0; i < values.length; i++) {
            groups.computeIfAbsent(values[i], k -> new java.util.ArrayList<>()).add(i);
        }
        List<java.util.Map.Entry<Long, List<Integer>>> entries = new java.util.ArrayList<>(groups.entrySet());
        // The most frequent value needs no comparison: it is what remains (the first of equals).
        int most = 0;
        for (int e = 1; e < entries.size(); e++) {
            if (entries.get(e).getValue().size() > entries.get(most).getValue().size()) {
                most = e;
            }
        }
        entries.add(0, entries.remove(most));
        int result = constant(entries.get(0).getKey());
        for (int e = 1; e < entries.size(); e++) {
            int hit = constant(0);
            for (int i : entries.get(e).getValue()) {
                hit = binary(BinaryOp.OR, hit, binary(BinaryOp.EQ, index, constant(i)));
            }
            result = select(hit, constant(entries.get(e).getKey()), result);
        }
        return result;
    }

    /** A new mutable register, to be written with {@link #assign} (loop variables, accumulators). */
    public int variable(int initial) {
        int r = next++;
        mutable.add(r);
        emit(new Op.Move(r, initial));
        return r;
    }

    /** Writes a mutable register. */
    public void assign(int dst, int src) {
        if (!mutable.contains(dst)) {
            throw new IllegalStateException("register " + dst + " is not mutable");
        }
        if (dst == src) {
            return;
        }
        emit(new Op.Move(dst, src));
        for (Map<Key, Integer> scope : scopes) {
            scope.entrySet().removeIf(e -> mentions(e.getKey(), dst) || e.getValue() == dst);
        }
        for (Map<List<Integer>, Object> memo : memos) {
            memo.keySet().removeIf(k -> k.contains(dst));
        }
    }

    private static boolean mentions(Key k, int reg) {
        return k.a == reg || k.b == reg || k.c == reg;
    }

    /** {@code op(a)}. */
    public int unary(UnaryOp op, int a) {
        Long va = constantValue.get(a);
        if (va != null) {
            return constant(op.apply(va));
        }
        if (op == UnaryOp.SEXT32 && producedBy32BitOp(a)) {
            return a;
        }
        return shared(new Key(op.name(), a, -1, -1, 0), dst -> new Op.Unary(dst, op, a));
    }

    private final Set<Integer> sext32Results = new HashSet<>();

    private boolean producedBy32BitOp(int reg) {
        return sext32Results.contains(reg);
    }

    /** {@code op(a, b)}. */
    public int binary(BinaryOp op, int a, int b) {
        Long va = constantValue.get(a);
        Long vb = constantValue.get(b);
        if (va != null && vb != null) {
            return constant(op.apply(va, vb));
        }
        Integer simple = simplify(op, a, b, va, vb);
        if (simple != null) {
            return simple;
        }
        if (op.commutative() && a > b) {
            int t = a;
            a = b;
            b = t;
        }
        int fa = a;
        int fb = b;
        int r = shared(new Key(op.name(), a, b, -1, 0), dst -> new Op.Binary(dst, op, fa, fb));
        if (op == BinaryOp.ADD32 || op == BinaryOp.SUB32 || op == BinaryOp.MUL32) {
            sext32Results.add(r);
        }
        return r;
    }

    private Integer simplify(BinaryOp op, int a, int b, Long va, Long vb) {
        switch (op) {
            case AND -> {
                if (a == b) return a;
                if (is(va, 0) || is(vb, 0)) return constant(0);
                if (is(va, -1)) return b;
                if (is(vb, -1)) return a;
            }
            case OR -> {
                if (a == b) return a;
                if (is(va, -1) || is(vb, -1)) return constant(-1);
                if (is(va, 0)) return b;
                if (is(vb, 0)) return a;
            }
            case XOR -> {
                if (a == b) return constant(0);
                if (is(va, 0)) return b;
                if (is(vb, 0)) return a;
                if (is(va, -1)) return unary(UnaryOp.NOT, b);
                if (is(vb, -1)) return unary(UnaryOp.NOT, a);
            }
            case AND_NOT -> {
                if (a == b || is(va, 0) || is(vb, -1)) return constant(0);
                if (is(vb, 0)) return a;
                if (is(va, -1)) return unary(UnaryOp.NOT, b);
            }
            case ADD, ADD32 -> {
                if (is(vb, 0) && (op == BinaryOp.ADD || producedBy32BitOp(a))) return a;
                if (is(va, 0) && (op == BinaryOp.ADD || producedBy32BitOp(b))) return b;
            }
            case SUB, SUB32 -> {
                if (is(vb, 0) && (op == BinaryOp.SUB || producedBy32BitOp(a))) return a;
                if (a == b) return constant(0);
            }
            case MUL, MUL32 -> {
                if (is(va, 0) || is(vb, 0)) return constant(0);
                if (is(vb, 1) && (op == BinaryOp.MUL || producedBy32BitOp(a))) return a;
                if (is(va, 1) && (op == BinaryOp.MUL || producedBy32BitOp(b))) return b;
            }
            case EQ -> {
                if (a == b) return constant(-1);
            }
            case LT -> {
                if (a == b) return constant(0);
            }
            case LE -> {
                if (a == b) return constant(-1);
            }
            case SHL, SHR -> {
                if (is(vb, 0) || is(va, 0)) return is(va, 0) ? constant(0) : a;
                if (vb != null) return shift(op == BinaryOp.SHL ? ShiftOp.SHL : ShiftOp.SHR, a, (int) (vb & 63));
            }
            default -> {}
        }
        return null;
    }

    private static boolean is(Long v, long expected) {
        return v != null && v == expected;
    }

    /** {@code op(a, amount)}, a shift by a constant. */
    public int shift(ShiftOp op, int a, int amount) {
        if (amount == 0) {
            return a;
        }
        Long va = constantValue.get(a);
        if (va != null) {
            return constant(op.apply(va, amount));
        }
        return shared(new Key(op.name(), a, -1, -1, amount), dst -> new Op.ShiftImm(dst, op, a, amount));
    }

    /** {@code (ifTrue & cond) | (ifFalse & ~cond)}. */
    public int select(int cond, int ifTrue, int ifFalse) {
        if (ifTrue == ifFalse) {
            return ifTrue;
        }
        Long vc = constantValue.get(cond);
        if (vc != null && vc == -1) {
            return ifTrue;
        }
        if (vc != null && vc == 0) {
            return ifFalse;
        }
        Long vt = constantValue.get(ifTrue);
        Long vf = constantValue.get(ifFalse);
        if (is(vt, -1) && is(vf, 0)) {
            return cond;
        }
        if (is(vf, 0)) {
            return binary(BinaryOp.AND, cond, ifTrue);
        }
        if (is(vt, 0)) {
            return binary(BinaryOp.AND_NOT, ifFalse, cond);
        }
        if (is(vt, -1)) {
            return binary(BinaryOp.OR, cond, ifFalse);
        }
        Key masked = vt != null ? liveDefinition(ifFalse) : null;
        if (masked != null && masked.kind().equals(BinaryOp.AND_NOT.name()) && !constantValue.containsKey(masked.a())) {
            // select(c, K, x & ~d) = select(c | d, K & c, x), bit for bit: where the same c and d mask
            // many words (a legal mask, all actions where the game is over, else the turn part's
            // words), one select per word instead of two operations; c | d and K & c are shared. A
            // constant x (the board's cells less the occupied ones, in the placement games' masks of
            // one or two words) is left as it is: there the shared operations would cost more.
            return select(binary(BinaryOp.OR, cond, masked.b()), binary(BinaryOp.AND, ifTrue, cond), masked.a());
        }
        return shared(new Key("SEL", cond, ifTrue, ifFalse, 0), dst -> new Op.Select(dst, cond, ifTrue, ifFalse));
    }

    /**
     * Shares a computation that is more than one operation (a loop, say) the way single operations
     * are shared: the first call with a key computes it, later calls in the same block or blocks
     * inside it get the same result, until a register of the key is assigned. {@code tag}
     * distinguishes kinds of computation; {@code registers} are all the registers it reads.
     */
    @SuppressWarnings("unchecked")
    public <T> T memo(int tag, List<Integer> registers, java.util.function.Supplier<T> compute) {
        List<Integer> key = new java.util.ArrayList<>(registers.size() + 1);
        key.add(-1 - tag);
        key.addAll(registers);
        for (Map<List<Integer>, Object> memo : memos) {
            Object hit = memo.get(key);
            if (hit != null) {
                return (T) hit;
            }
        }
        T value = compute.get();
        memos.peek().put(List.copyOf(key), value);
        return value;
    }

    private interface OpMaker {
        Op make(int dst);
    }

    private int shared(Key key, OpMaker maker) {
        for (Map<Key, Integer> scope : scopes) {
            Integer r = scope.get(key);
            if (r != null) {
                return r;
            }
        }
        int dst = next++;
        emit(maker.make(dst));
        scopes.peek().put(key, dst);
        definition.put(dst, key);
        return dst;
    }

    /**
     * The key a register was made with, where that computation is still shared here (none of its
     * operands assigned since, and made in this block or one around it): its operands may then be
     * read here in its place.
     */
    private Key liveDefinition(int register) {
        Key key = definition.get(register);
        if (key == null) {
            return null;
        }
        for (Map<Key, Integer> scope : scopes) {
            Integer r = scope.get(key);
            if (r != null) {
                return r == register ? key : null;
            }
        }
        return null;
    }

    private void emit(Op op) {
        count();
        blocks.peek().add(op);
    }

    private void count() {
        if (++emitted > budget) {
            throw new GameException(Diagnostic.of(String.format(Locale.ROOT,
                    "the game is too large to compile: one of its programs needs more than %,d operations,"
                            + " the limit on the size of a compiled program", budget))
                    .withHint("use a smaller board, shorter lines or brackets, or fewer effects"), null);
        }
    }

    /** The number of operations emitted so far, constants and operations later found unused included. */
    int emitted() {
        return emitted;
    }

    /**
     * Emits a counted loop: {@code body} is called once, with the index register, to emit the body.
     */
    public void repeat(int count, IntConsumer body) {
        if (count <= 0) {
            return;
        }
        int index = next++;
        mutable.add(index);
        List<Op> ops = nested(() -> body.accept(index));
        emit(new Op.Repeat(index, count, ops));
    }

    /**
     * Emits a fixpoint loop. {@code body} emits one iteration (assigning the loop's variables) and
     * returns the register that is non-zero when the iteration changed something.
     */
    public void fixpoint(int maxIterations, IntSupplier body) {
        int changed = next++;
        mutable.add(changed);
        List<Op> ops = nested(() -> {
            int c = body.getAsInt();
            emit(new Op.Move(changed, c));
        });
        emit(new Op.Fixpoint(changed, maxIterations, ops));
    }

    /**
     * Emits a block that runs only if {@code cond} holds in some environment. The caller must only use
     * the block's results through selects on {@code cond}.
     */
    public void ifAny(int cond, Runnable body) {
        if (isConstant(cond, 0)) {
            return;
        }
        List<Op> ops = nested(body);
        if (!ops.isEmpty()) {
            emit(new Op.IfAny(cond, ops));
        }
    }

    private List<Op> nested(Runnable body) {
        blocks.push(new ArrayList<>());
        scopes.push(new HashMap<>());
        memos.push(new HashMap<>());
        try {
            body.run();
        } finally {
            scopes.pop();
            memos.pop();
        }
        return blocks.pop();
    }

    /**
     * Finishes the program: the prologue of constants, then the operations, without those whose
     * results nothing uses. {@code outputs} are the registers that hold results when it ends.
     */
    public Program build(String name, Set<Integer> outputs) {
        if (blocks.size() != 1) {
            throw new IllegalStateException("unclosed block");
        }
        List<Op> all = new ArrayList<>(prologue);
        all.addAll(blocks.peek());
        List<Op> live = DeadCode.eliminate(all, outputs);
        return new Program(name, live, next);
    }

    /** The number of registers so far. */
    public int registerCount() {
        return next;
    }

    /** The number of preset registers (state and inputs). */
    public int presetRegisters() {
        return presetRegisters;
    }
}
