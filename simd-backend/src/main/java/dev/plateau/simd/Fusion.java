package dev.plateau.simd;

import dev.plateau.plan.BinaryOp;
import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import dev.plateau.plan.ShiftOp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A peephole pass of the SIMD backend: fuses the shift patterns that bitboard shifts expand into
 * (mask, shift left, shift right, or, then and/or with another board) into one {@link Shift}
 * operation, so the interpreter loads and stores once instead of up to five times. A fused shift
 * computes {@code ((((u & k1) << l1) >>> r1) | (((v & k2) << l2) >>> r2)) combine w}, exactly what
 * the operations it replaces computed; operations left without readers are then removed.
 */
final class Fusion {
    /** How a fused shift combines with its third operand. */
    enum Final {
        NONE, AND, OR, AND_NOT
    }

    /** A fused shift. */
    record Shift(int dst, int u, long k1, int l1, int r1, int v, long k2, int l2, int r2, Final combine, int w) {}

    /** One element of a fused program: a plan operation, a fused shift, or a loop or block with its body. */
    sealed interface Item permits Plain, Fused, Nested {}

    /** A plan operation left as it was. */
    record Plain(Op op) implements Item {}

    /** A fused shift in place of the operation that rooted it. */
    record Fused(Shift shift) implements Item {}

    /** A loop or block with its rewritten body. */
    record Nested(Op op, List<Item> body) implements Item {}

    /** A part of a shift: (register & mask) << left >>> right. */
    private record Part(int reg, long mask, int left, int right) {}

    private final Map<Integer, Long> constants = new HashMap<>();
    private final Set<Integer> mutable = new HashSet<>();
    private final Set<Integer> kept;
    private final Map<Integer, Integer> uses = new HashMap<>();

    private Fusion(Program program, int presets) {
        kept = new HashSet<>();
        for (int r = 0; r < presets; r++) {
            kept.add(r);
        }
        scan(program.ops());
    }

    /** The program's operations with shifts fused. */
    static List<Item> fuse(Program program, int presets) {
        Fusion f = new Fusion(program, presets);
        List<Item> items = f.block(program.ops());
        return removeDead(items, f.absorbedOps, f.kept);
    }

    /** The operations some fused shift took over (they stay until nothing reads them). */
    private final Set<Op> absorbedOps = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    private void scan(List<Op> ops) {
        for (Op op : ops) {
            switch (op) {
                case Op.Const c -> constants.put(c.dst(), c.value());
                case Op.Move m -> mutable.add(m.dst());
                case Op.Repeat r -> {
                    kept.add(r.index());
                    scan(r.body());
                }
                case Op.Fixpoint fp -> {
                    kept.add(fp.changed());
                    scan(fp.body());
                }
                case Op.IfAny b -> {
                    kept.add(b.cond());
                    scan(b.body());
                }
                default -> {}
            }
            for (int u : op.reads()) {
                uses.merge(u, 1, Integer::sum);
            }
        }
    }

    private boolean singleUse(int reg) {
        return uses.getOrDefault(reg, 0) == 1 && !kept.contains(reg) && !mutable.contains(reg);
    }

    /** Rewrites one straight-line list; first the largest patterns, then lone masked shifts. */
    /** Where each operation of the block being rewritten stands, and where the current root stands. */
    private Map<Op, Integer> position = new IdentityHashMap<>();
    private List<Op> currentBlock = List.of();
    private int rootPosition;

    private List<Item> block(List<Op> ops) {
        Map<Op, Integer> outerPosition = position;
        List<Op> outerBlock = currentBlock;
        position = new IdentityHashMap<>();
        currentBlock = ops;
        for (int i = 0; i < ops.size(); i++) {
            position.put(ops.get(i), i);
        }
        try {
            return rewrite(ops);
        } finally {
            position = outerPosition;
            currentBlock = outerBlock;
        }
    }

    /**
     * Whether a mutable register keeps its value from operation {@code from} up to the root: no
     * assignment of it, and no loop or block (which might assign it), between the two.
     */
    private boolean unchangedUntilRoot(int reg, Op from) {
        Integer start = position.get(from);
        if (start == null) {
            return false;
        }
        for (int i = start + 1; i < rootPosition; i++) {
            Op op = currentBlock.get(i);
            if (op instanceof Op.Move m && m.dst() == reg || op instanceof Op.Repeat || op instanceof Op.Fixpoint
                    || op instanceof Op.IfAny) {
                return false;
            }
        }
        return true;
    }

    private List<Item> rewrite(List<Op> ops) {
        Map<Integer, Op> def = new HashMap<>();
        for (Op op : ops) {
            int d = op.destination();
            if (d >= 0 && !mutable.contains(d)) {
                def.put(d, op);
            }
        }
        Map<Op, Shift> fused = new IdentityHashMap<>();
        for (Op op : ops) {
            rootPosition = position.get(op);
            Shift s = root(op, def);
            if (s != null) {
                fused.put(op, s);
            }
        }
        for (Op op : ops) {
            if (!fused.containsKey(op) && !absorbedOps.contains(op)) {
                rootPosition = position.get(op);
                Shift s = lone(op, def);
                if (s != null) {
                    fused.put(op, s);
                }
            }
        }
        List<Item> out = new ArrayList<>();
        for (Op op : ops) {
            switch (op) {
                case Op.Repeat r -> out.add(new Nested(op, block(r.body())));
                case Op.Fixpoint fp -> out.add(new Nested(op, block(fp.body())));
                case Op.IfAny b -> out.add(new Nested(op, block(b.body())));
                default -> out.add(fused.containsKey(op) ? new Fused(fused.get(op)) : new Plain(op));
            }
        }
        return out;
    }

    /** op = and/or/and-not of a shift expression and another board, or an or of two shifts. */
    private Shift root(Op op, Map<Integer, Op> def) {
        if (!(op instanceof Op.Binary b)) {
            return null;
        }
        if (b.op() == BinaryOp.AND || b.op() == BinaryOp.OR || b.op() == BinaryOp.AND_NOT) {
            Final combine = switch (b.op()) {
                case AND -> Final.AND;
                case OR -> Final.OR;
                default -> Final.AND_NOT;
            };
            // For AND_NOT (x & ~w) the shift must be x.
            int[] candidates = b.op() == BinaryOp.AND_NOT ? new int[] {b.a()} : new int[] {b.a(), b.b()};
            for (int shiftReg : candidates) {
                int other = shiftReg == b.a() ? b.b() : b.a();
                Op shiftOp = def.get(shiftReg);
                if (constants.containsKey(other) || !singleUse(shiftReg) || shiftOp == null
                        || absorbedOps.contains(shiftOp)) {
                    continue;
                }
                List<Op> claimed = new ArrayList<>();
                Part[] parts = shiftParts(shiftOp, def, claimed);
                if (parts != null) {
                    claimed.add(shiftOp);
                    absorbedOps.addAll(claimed);
                    return shift(b.dst(), parts, combine, other);
                }
            }
        }
        if (b.op() == BinaryOp.OR) {
            List<Op> claimed = new ArrayList<>();
            Part[] parts = orOfShifts(b, def, claimed);
            if (parts != null) {
                absorbedOps.addAll(claimed);
                return shift(b.dst(), parts, Final.NONE, parts[0].reg());
            }
        }
        return null;
    }

    /** A shift of an and with a constant: worth fusing on its own (two operations become one). */
    private Shift lone(Op op, Map<Integer, Op> def) {
        List<Op> claimed = new ArrayList<>();
        Part p = part(op, def, claimed);
        if (p == null || p.mask() == -1L) {
            return null;
        }
        absorbedOps.addAll(claimed);
        return shift(op.destination(), new Part[] {p}, Final.NONE, p.reg());
    }

    private Shift shift(int dst, Part[] p, Final combine, int w) {
        Part a = p[0];
        Part c = p.length > 1 ? p[1] : new Part(a.reg(), 0, 0, 0);
        return new Shift(dst, a.reg(), a.mask(), a.left(), a.right(), c.reg(), c.mask(), c.left(), c.right(), combine, w);
    }

    /** The parts of a shift expression: an or of two single-use shifts, or one shift. */
    private Part[] shiftParts(Op op, Map<Integer, Op> def, List<Op> claimed) {
        if (op instanceof Op.Binary b && b.op() == BinaryOp.OR) {
            return orOfShifts(b, def, claimed);
        }
        Part single = part(op, def, claimed);
        return single == null ? null : new Part[] {single};
    }

    private Part[] orOfShifts(Op.Binary or, Map<Integer, Op> def, List<Op> claimed) {
        if (!singleUse(or.a()) || !singleUse(or.b())) {
            return null;
        }
        Op x = def.get(or.a());
        Op y = def.get(or.b());
        if (x == null || y == null || absorbedOps.contains(x) || absorbedOps.contains(y)) {
            return null;
        }
        List<Op> mine = new ArrayList<>();
        Part px = part(x, def, mine);
        Part py = part(y, def, mine);
        if (px == null || py == null) {
            return null;
        }
        claimed.addAll(mine);
        claimed.add(x);
        claimed.add(y);
        return new Part[] {px, py};
    }

    /** A shift by a constant of a register, looking through an and with a constant. */
    private Part part(Op op, Map<Integer, Op> def, List<Op> claimed) {
        if (!(op instanceof Op.ShiftImm s) || s.op() == ShiftOp.SAR || mutable.contains(s.a())
                || constants.containsKey(s.a())) {
            return null;
        }
        int left = s.op() == ShiftOp.SHL ? s.amount() : 0;
        int right = s.op() == ShiftOp.SHR ? s.amount() : 0;
        Op source = def.get(s.a());
        if (source instanceof Op.Binary and && and.op() == BinaryOp.AND) {
            int reg = constants.containsKey(and.b()) ? and.a() : constants.containsKey(and.a()) ? and.b() : -1;
            if (reg >= 0 && !constants.containsKey(reg) && (!mutable.contains(reg) || unchangedUntilRoot(reg, source))) {
                long mask = constants.get(reg == and.a() ? and.b() : and.a());
                claimed.add(source);
                return new Part(reg, mask, left, right);
            }
        }
        return new Part(s.a(), -1L, left, right);
    }

    /**
     * Removes the operations that fusion took over once nothing reads their results (counting
     * readers anywhere in the program, fused shifts included), repeating until none is left.
     */
    private static List<Item> removeDead(List<Item> items, Set<Op> absorbed, Set<Integer> kept) {
        while (true) {
            Map<Integer, Integer> readers = new HashMap<>();
            countReaders(items, readers);
            Set<Op> dead = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            for (Op op : absorbed) {
                int d = op.destination();
                if (d >= 0 && !kept.contains(d) && readers.getOrDefault(d, 0) == 0) {
                    dead.add(op);
                }
            }
            if (dead.isEmpty()) {
                return items;
            }
            items = without(items, dead);
            absorbed.removeAll(dead);
        }
    }

    private static void countReaders(List<Item> items, Map<Integer, Integer> readers) {
        for (Item item : items) {
            switch (item) {
                case Plain p -> {
                    for (int u : p.op().reads()) {
                        readers.merge(u, 1, Integer::sum);
                    }
                }
                case Fused f -> {
                    readers.merge(f.shift().u(), 1, Integer::sum);
                    readers.merge(f.shift().v(), 1, Integer::sum);
                    if (f.shift().combine() != Final.NONE) {
                        readers.merge(f.shift().w(), 1, Integer::sum);
                    }
                }
                case Nested n -> {
                    readers.merge(control(n.op()), 1, Integer::sum);
                    countReaders(n.body(), readers);
                }
            }
        }
    }

    private static List<Item> without(List<Item> items, Set<Op> dead) {
        List<Item> out = new ArrayList<>();
        for (Item item : items) {
            switch (item) {
                case Plain p -> {
                    if (!dead.contains(p.op())) {
                        out.add(p);
                    }
                }
                case Nested n -> out.add(new Nested(n.op(), without(n.body(), dead)));
                case Fused f -> out.add(f);
            }
        }
        return out;
    }

    private static int control(Op op) {
        return switch (op) {
            case Op.Repeat r -> r.index();
            case Op.Fixpoint f -> f.changed();
            case Op.IfAny b -> b.cond();
            default -> throw new IllegalArgumentException(op.toString());
        };
    }


}
