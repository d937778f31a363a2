package dev.plateau.plan;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Func;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Node;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.List;

/**
 * Result constraints (docs/language.md, {@code result}): the destination cells x at which a
 * predicate holds after a trial placement on x. Two ways, which must agree: a <em>cellwise</em>
 * evaluation for every x at once, where the predicate is built from constructs that allow it (line
 * counts, custodial brackets, full board, comparisons with one side independent of x, and anything
 * that does not look at the board); otherwise, literal trials, one cell after the other.
 */
final class Trials {
    /** How result constraints are evaluated. */
    enum Strategy {
        /** Cellwise where the predicate allows it, trials otherwise. */
        AUTO,
        /** Always one trial per cell (the literal definition; for tests). */
        PER_CELL
    }

    private final Expressions ex;
    private final BitBoards bb;
    private final PlanBuilder b;
    private final Strategy strategy;

    Trials(Expressions expressions, Strategy strategy) {
        this.ex = expressions;
        this.bb = expressions.bitBoards();
        this.b = bb.builder();
        this.strategy = strategy;
    }

    /** The cells of {@code destination} where {@code result} holds after placing there. */
    Bits legalCells(Pred result, Ctx ctx, Who placer, Bits destination) {
        if (strategy == Strategy.AUTO && placer == Who.MOVER && cellwiseSupported(result)) {
            return bb.and(destination, predCells(result, ctx));
        }
        return perCell(result, ctx, placer, destination);
    }

    // ------------------------------------------------------------ the literal definition

    private Bits perCell(Pred result, Ctx ctx, Who placer, Bits destination) {
        int words = bb.words();
        int[] vars = new int[words];
        for (int w = 0; w < words; w++) {
            vars[w] = b.variable(b.constant(0));
        }
        b.repeat(bb.topology().bitCount(), index -> {
            Bits cell = bb.single(index);
            int inDestination = bb.notEmpty(bb.and(cell, destination));
            b.ifAny(inDestination, () -> {
                Bits mine = placer == Who.MOVER ? bb.or(ctx.mine(), cell) : bb.andNot(ctx.mine(), cell);
                Bits theirs = placer == Who.MOVER ? bb.andNot(ctx.theirs(), cell) : bb.or(ctx.theirs(), cell);
                Ctx trial = ctx.withBoards(mine, theirs).withPrevMine(index);
                int take = b.binary(BinaryOp.AND, ex.pred(result, trial), inDestination);
                Bits added = bb.select(take, cell, bb.none());
                for (int w = 0; w < words; w++) {
                    b.assign(vars[w], b.binary(BinaryOp.OR, vars[w], added.word(w)));
                }
            });
        });
        return new Bits(vars);
    }

    // ------------------------------------------------------------ what the cellwise path covers

    /** Whether a node's value cannot change by a trial placement (it reads no board, no prev[mover]). */
    static boolean invariant(Node node) {
        return switch (node) {
            case Mask.Center c -> true;
            case Mask.Corners c -> true;
            case Mask.EdgeCells e -> true;
            case Mask.PrevMove p -> p.who() == Who.OPPONENT;
            case Mask.Adjacent a -> invariant(a.of());
            case Mask.And a -> a.masks().stream().allMatch(Trials::invariant);
            case Mask.Or o -> o.masks().stream().allMatch(Trials::invariant);
            case Mask.Not n -> invariant(n.mask());
            case Mask m -> false;
            case Func.Const c -> true;
            case Func.Score s -> true;
            case Func.Count c -> invariant(c.mask());
            case Func.Add a -> a.terms().stream().allMatch(Trials::invariant);
            case Func.Multiply m -> m.factors().stream().allMatch(Trials::invariant);
            case Func.Subtract s -> invariant(s.left()) && invariant(s.right());
            case Func f -> false;
            case Pred.MoverIs m -> true;
            case Pred.Passed p -> true;
            case Pred.PassedBoth p -> true;
            case Pred.Exists e -> invariant(e.mask());
            case Pred.Equal e -> e.funcs().stream().allMatch(Trials::invariant);
            case Pred.AtLeast a -> invariant(a.left()) && invariant(a.right());
            case Pred.AtMost a -> invariant(a.left()) && invariant(a.right());
            case Pred.Positive p -> invariant(p.func());
            case Pred.And a -> a.preds().stream().allMatch(Trials::invariant);
            case Pred.Or o -> o.preds().stream().allMatch(Trials::invariant);
            case Pred.Not n -> invariant(n.pred());
            case Pred.FullBoard f -> false;
            default -> false;
        };
    }

    static boolean cellwiseSupported(Pred p) {
        if (invariant(p)) {
            return true;
        }
        return switch (p) {
            case Pred.And a -> a.preds().stream().allMatch(Trials::cellwiseSupported);
            case Pred.Or o -> o.preds().stream().allMatch(Trials::cellwiseSupported);
            case Pred.Not n -> cellwiseSupported(n.pred());
            case Pred.Exists e -> existsSupported(e.mask());
            case Pred.FullBoard f -> true;
            case Pred.Positive pos -> funcSupported(pos.func());
            case Pred.AtLeast a -> comparable(a.left(), a.right());
            case Pred.AtMost a -> comparable(a.left(), a.right());
            case Pred.Equal e -> {
                // (= f) with one function always holds, whatever f is.
                Func first = e.funcs().get(0);
                yield e.funcs().size() == 1 || e.funcs().stream().skip(1).allMatch(f -> comparable(first, f));
            }
            default -> false;
        };
    }

    private static boolean comparable(Func f, Func g) {
        return funcSupported(f) && funcSupported(g) && (invariant(f) || invariant(g));
    }

    private static boolean existsSupported(Mask m) {
        return switch (m) {
            case Mask.Custodial c -> c.who() == Who.MOVER;
            case Mask.Or o -> o.masks().stream().allMatch(x -> invariant(x) || existsSupported(x));
            default -> invariant(m);
        };
    }

    private static boolean funcSupported(Func f) {
        if (invariant(f)) {
            return true;
        }
        return switch (f) {
            case Func.Line l -> !l.exact();
            case Func.Add a -> a.terms().stream().allMatch(Trials::funcSupported);
            case Func.Subtract s -> funcSupported(s.left()) && invariant(s.right());
            default -> false;
        };
    }

    // ------------------------------------------------------------ the cellwise path

    /** The cells x at which p holds after placing the mover's piece on x. */
    private Bits predCells(Pred p, Ctx ctx) {
        if (invariant(p)) {
            return bb.broadcast(ex.pred(p, ctx));
        }
        Bits small = lineAgainstConstant(p, ctx);
        if (small != null) {
            return small;
        }
        return switch (p) {
            case Pred.And a -> {
                Bits r = bb.all();
                for (Pred q : a.preds()) {
                    r = bb.and(r, predCells(q, ctx));
                }
                yield r;
            }
            case Pred.Or o -> {
                Bits r = bb.none();
                for (Pred q : o.preds()) {
                    r = bb.or(r, predCells(q, ctx));
                }
                yield r;
            }
            case Pred.Not n -> bb.not(predCells(n.pred(), ctx));
            case Pred.Exists e -> existsCells(e.mask(), ctx);
            case Pred.FullBoard f -> {
                // Full after placing on x: no empty cell, or x is the only one.
                Bits empty = ctx.empty(bb);
                int count = bb.popcount(empty);
                Bits one = bb.select(b.binary(BinaryOp.EQ, count, b.constant(1)), empty, bb.none());
                yield bb.select(b.binary(BinaryOp.EQ, count, b.constant(0)), bb.all(), one);
            }
            case Pred.Positive pos -> atLeast(funcCells(pos.func(), ctx), b.constant(1));
            case Pred.AtLeast a -> compare(a.left(), a.right(), ctx, true);
            case Pred.AtMost a -> compare(a.left(), a.right(), ctx, false);
            case Pred.Equal e -> {
                if (e.funcs().size() == 1) {
                    yield bb.all();
                }
                CellInt first = funcCells(e.funcs().get(0), ctx);
                Bits r = bb.all();
                for (int i = 1; i < e.funcs().size(); i++) {
                    CellInt other = funcCells(e.funcs().get(i), ctx);
                    r = bb.and(r, other.isUniform() ? equal(first, other.uniform()) : equal(other, first.uniform()));
                }
                yield r;
            }
            default -> throw new IllegalStateException("not cellwise: " + p);
        };
    }

    /** left ≥ right (or left ≤ right), one side independent of x. */
    private Bits compare(Func left, Func right, Ctx ctx, boolean atLeast) {
        CellInt l = funcCells(left, ctx);
        CellInt r = funcCells(right, ctx);
        if (r.isUniform()) {
            return atLeast ? atLeast(l, r.uniform()) : atMost(l, r.uniform());
        }
        return atLeast ? atMost(r, l.uniform()) : atLeast(r, l.uniform());
    }

    private Bits existsCells(Mask m, Ctx ctx) {
        if (invariant(m)) {
            return bb.broadcast(bb.notEmpty(ex.mask(m, ctx)));
        }
        return switch (m) {
            case Mask.Custodial c -> custodialCells(c, ctx);
            case Mask.Or o -> {
                Bits r = bb.none();
                for (Mask x : o.masks()) {
                    r = bb.or(r, existsCells(x, ctx));
                }
                yield r;
            }
            default -> throw new IllegalStateException("not cellwise: " + m);
        };
    }

    /**
     * The cells x that become one end of a bracket of the mover when the mover places there: in some
     * direction d, x+d … x+Ld hold opponent pieces and x+(L+1)d a mover piece.
     */
    private Bits custodialCells(Mask.Custodial c, Ctx ctx) {
        Bits result = bb.none();
        for (Axis axis : ex.axes(c.orientation())) {
            int longest = bb.topology().longestLine(axis);
            for (Direction d : List.of(axis.step(), axis.step().opposite())) {
                Direction back = d.opposite();
                int min = c.anyLength() ? 1 : c.length().getAsInt();
                int max = c.anyLength() ? longest - 2 : c.length().getAsInt();
                if (max < min || max > longest - 2) { // L + 2 > longest, without overflow
                    continue;
                }
                if (max == 0) {
                    result = bb.or(result, bb.shift(ctx.mine(), back, 1));
                    continue;
                }
                // z: cells y with y … y+(L−1)d opponent's and y+Ld the mover's.
                Bits z = bb.and(ctx.theirs(), bb.shift(ctx.mine(), back, 1));
                Bits any = min <= 1 ? z : bb.none();
                for (int l = 2; l <= max; l++) {
                    z = bb.and(ctx.theirs(), bb.shift(z, back, 1));
                    if (l >= min) {
                        any = bb.or(any, z);
                    }
                }
                result = bb.or(result, bb.shift(any, back, 1));
            }
        }
        return result;
    }

    /**
     * An int32 value per cell x: wrap32(uniform + offset(x)), offset(x) in [0, max] held as
     * bit planes (least significant first).
     */
    private record CellInt(int uniform, List<Bits> planes, int max) {
        boolean isUniform() {
            return planes.isEmpty();
        }
    }

    private CellInt funcCells(Func f, Ctx ctx) {
        if (invariant(f)) {
            return new CellInt(ex.func(f, ctx), List.of(), 0);
        }
        return switch (f) {
            case Func.Line l -> lineCells(l, ctx);
            case Func.Add a -> {
                CellInt sum = funcCells(a.terms().get(0), ctx);
                for (int i = 1; i < a.terms().size(); i++) {
                    sum = add(sum, funcCells(a.terms().get(i), ctx));
                }
                yield sum;
            }
            case Func.Subtract s -> {
                CellInt left = funcCells(s.left(), ctx);
                int right = ex.func(s.right(), ctx);
                yield new CellInt(b.binary(BinaryOp.SUB32, left.uniform(), right), left.planes(), left.max());
            }
            default -> throw new IllegalStateException("not cellwise: " + f);
        };
    }

    /**
     * {@code (line n)} after placing on x: the current count plus, when x is not already the mover's,
     * the windows through x whose other cells are the mover's.
     */
    private CellInt lineCells(Func.Line l, Ctx ctx) {
        Counter counter = new Counter();
        for (Bits through : windowsThrough(l, ctx)) {
            counter.add(through);
        }
        List<Bits> planes = new ArrayList<>();
        Bits notMine = bb.not(ctx.mine());
        for (Bits plane : counter.planes) {
            planes.add(bb.and(plane, notMine));
        }
        return new CellInt(ex.line(l, ctx.mine()), planes, counter.max);
    }

    /**
     * For each window of {@code (line n)} that a cell x can complete, the cells x whose other n−1
     * cells are the mover's: one bitboard per (axis, position of x in the window). A cell's count of
     * such windows is how much a trial placement there adds to the line count.
     */
    private List<Bits> windowsThrough(Func.Line l, Ctx ctx) {
        List<Bits> result = new ArrayList<>();
        int n = l.length();
        for (Axis axis : ex.axes(l.orientation())) {
            if (n > bb.topology().longestLine(axis)) {
                continue; // no window of that length on this axis
            }
            Direction d = axis.step();
            Direction back = d.opposite();
            List<Bits> before = new ArrayList<>();
            List<Bits> after = new ArrayList<>();
            before.add(bb.all());
            after.add(bb.all());
            for (int j = 1; j < n; j++) {
                before.add(bb.and(before.get(j - 1), bb.shift(ctx.mine(), d, j)));
                after.add(bb.and(after.get(j - 1), bb.shift(ctx.mine(), back, j)));
            }
            for (int j = 0; j < n; j++) {
                result.add(bb.and(before.get(j), after.get(n - 1 - j)));
            }
        }
        return result;
    }

    /** Comparisons of a line count with a small constant count only up to it: thermometer codes. */
    private static final int THERMOMETER_LIMIT = 4;

    /**
     * The cells where {@code (line n)} after the trial, compared with the constant v, holds; or null
     * if the comparison is not of that shape. The count after the trial is now + c(x), c(x) the
     * windows x completes (0 where x is already the mover's). Since now ≥ 0 and only c(x) up to v + 1
     * matters, c(x) is kept as levels "at least j" for j ≤ v + 1 instead of a binary counter.
     */
    private Bits lineAgainstConstant(Pred p, Ctx ctx) {
        return switch (p) {
            case Pred.Positive pos when pos.func() instanceof Func.Line l && !l.exact() -> lineAtLeast(l, 1, ctx);
            case Pred.AtLeast a when a.left() instanceof Func.Line l && !l.exact() && a.right() instanceof Func.Const c
                    && c.value() <= THERMOMETER_LIMIT -> lineAtLeast(l, c.value(), ctx);
            case Pred.AtLeast a when a.right() instanceof Func.Line l && !l.exact() && a.left() instanceof Func.Const c
                    && c.value() < THERMOMETER_LIMIT -> bb.not(lineAtLeast(l, c.value() + 1, ctx));
            case Pred.AtMost a when a.left() instanceof Func.Line l && !l.exact() && a.right() instanceof Func.Const c
                    && c.value() < THERMOMETER_LIMIT -> bb.not(lineAtLeast(l, c.value() + 1, ctx));
            case Pred.AtMost a when a.right() instanceof Func.Line l && !l.exact() && a.left() instanceof Func.Const c
                    && c.value() <= THERMOMETER_LIMIT -> lineAtLeast(l, c.value(), ctx);
            case Pred.Equal e when e.funcs().size() == 2 && e.funcs().get(0) instanceof Func.Line l && !l.exact()
                    && e.funcs().get(1) instanceof Func.Const c && c.value() <= THERMOMETER_LIMIT -> lineEquals(l, c.value(), ctx);
            case Pred.Equal e when e.funcs().size() == 2 && e.funcs().get(1) instanceof Func.Line l && !l.exact()
                    && e.funcs().get(0) instanceof Func.Const c && c.value() <= THERMOMETER_LIMIT -> lineEquals(l, c.value(), ctx);
            default -> null;
        };
    }

    /** levels[j] = cells whose trial adds at least j windows (levels[0] = every cell), j ≤ cap. */
    private List<Bits> levels(Func.Line l, int cap, Ctx ctx) {
        List<Bits> levels = new ArrayList<>();
        levels.add(bb.all());
        for (int j = 1; j <= cap; j++) {
            levels.add(bb.none());
        }
        for (Bits through : windowsThrough(l, ctx)) {
            for (int j = cap; j >= 1; j--) {
                levels.set(j, bb.or(levels.get(j), bb.and(levels.get(j - 1), through)));
            }
        }
        Bits notMine = bb.not(ctx.mine());
        for (int j = 1; j <= cap; j++) {
            levels.set(j, bb.and(levels.get(j), notMine));
        }
        return levels;
    }

    /** Cells where now + c(x) ≥ v, that is c(x) ≥ v − now. */
    private Bits lineAtLeast(Func.Line l, int v, Ctx ctx) {
        int now = ex.line(l, ctx.mine());
        if (v <= 0) {
            return bb.all();
        }
        List<Bits> levels = levels(l, v, ctx);
        Bits result = bb.broadcast(b.binary(BinaryOp.LE, b.constant(v), now));
        for (int j = 1; j <= v; j++) {
            result = bb.or(result, bb.and(bb.broadcast(b.binary(BinaryOp.EQ, now, b.constant(v - j))), levels.get(j)));
        }
        return result;
    }

    /** Cells where now + c(x) = v, that is c(x) = v − now. */
    private Bits lineEquals(Func.Line l, int v, Ctx ctx) {
        int now = ex.line(l, ctx.mine());
        List<Bits> levels = levels(l, v + 1, ctx);
        Bits result = bb.none();
        for (int j = 0; j <= v; j++) {
            Bits exactly = bb.andNot(levels.get(j), levels.get(j + 1));
            result = bb.or(result, bb.and(bb.broadcast(b.binary(BinaryOp.EQ, now, b.constant(v - j))), exactly));
        }
        return result;
    }

    /** A bit-sliced counter of cells. */
    private final class Counter {
        final List<Bits> planes = new ArrayList<>();
        int max;

        void add(Bits bit) {
            Bits carry = bit;
            for (int i = 0; i < planes.size(); i++) {
                Bits plane = planes.get(i);
                planes.set(i, bb.xor(plane, carry));
                carry = bb.and(plane, carry);
            }
            max++;
            if (32 - Integer.numberOfLeadingZeros(max) > planes.size()) {
                planes.add(carry);
            }
        }
    }

    private CellInt add(CellInt x, CellInt y) {
        int uniform = b.binary(BinaryOp.ADD32, x.uniform(), y.uniform());
        int max = x.max() + y.max();
        int width = 32 - Integer.numberOfLeadingZeros(max);
        List<Bits> planes = new ArrayList<>();
        Bits carry = bb.none();
        for (int i = 0; i < width; i++) {
            Bits a = i < x.planes().size() ? x.planes().get(i) : bb.none();
            Bits c = i < y.planes().size() ? y.planes().get(i) : bb.none();
            Bits axc = bb.xor(a, c);
            planes.add(bb.xor(axc, carry));
            carry = bb.or(bb.and(a, c), bb.and(carry, axc));
        }
        return new CellInt(uniform, planes, max);
    }

    // ------------------------------------------------------------ comparisons with a per-environment value

    /** Cells where wrap32(U + offset(x)) ≥ v: offset in [v − U, 2³¹ − 1 − U] ∪ [v − U + 2³², max]. */
    private Bits atLeast(CellInt x, int v) {
        int lo = b.binary(BinaryOp.SUB, v, x.uniform());
        int hi = b.binary(BinaryOp.SUB, b.constant(Integer.MAX_VALUE), x.uniform());
        int lo2 = b.binary(BinaryOp.ADD, lo, b.constant(1L << 32));
        return bb.or(inRange(x, lo, hi), inRange(x, lo2, b.constant(x.max())));
    }

    /** Cells where wrap32(U + offset(x)) ≤ v, that is, not ≥ v + 1 (computed in 64 bits). */
    private Bits atMost(CellInt x, int v) {
        return bb.not(atLeast(x, b.binary(BinaryOp.ADD, v, b.constant(1))));
    }

    /** Cells where wrap32(U + offset(x)) = v, that is, offset(x) ≡ v − U (mod 2³²). */
    private Bits equal(CellInt x, int v) {
        int target = b.binary(BinaryOp.AND, b.binary(BinaryOp.SUB, v, x.uniform()), b.constant(0xFFFFFFFFL));
        return inRange(x, target, target);
    }

    /** Cells where lo ≤ offset(x) ≤ hi (64-bit lo and hi per environment). */
    private Bits inRange(CellInt x, int lo, int hi) {
        Bits atLeastLo = bb.not(below(x, lo));
        Bits atMostHi = below(x, b.binary(BinaryOp.ADD, hi, b.constant(1)));
        return bb.and(atLeastLo, atMostHi);
    }

    /** Cells where offset(x) < t. */
    private Bits below(CellInt x, int t) {
        Bits lt = bb.none();
        Bits eq = bb.all();
        for (int i = x.planes().size() - 1; i >= 0; i--) {
            Bits plane = x.planes().get(i);
            int bit = b.unary(UnaryOp.NEG, b.binary(BinaryOp.AND, b.shift(ShiftOp.SHR, t, i), b.constant(1)));
            Bits tBit = bb.broadcast(bit);
            lt = bb.or(lt, bb.and(eq, bb.andNot(tBit, plane)));
            eq = bb.andNot(eq, bb.xor(plane, tBit));
        }
        int nonPositive = b.binary(BinaryOp.LE, t, b.constant(0));
        int aboveMax = b.binary(BinaryOp.LT, b.constant(x.max()), t);
        return bb.select(nonPositive, bb.none(), bb.select(aboveMax, bb.all(), lt));
    }
}
