package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.board.Topology;
import dev.plateau.rules.Axis;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Lowers masks, functions and predicates (docs/language.md, Masks, Functions, Predicates) evaluated
 * on one state, as seen from a mover ({@link Ctx}). Masks become bitboards, functions int32
 * registers and predicates boolean registers.
 */
final class Expressions {
    private final BitBoards bb;
    private final PlanBuilder b;
    private final Topology topology;

    private final PieceModel pieceModel;
    private final Game game;
    private final ActionSpace actions;
    private final Groups groups;

    Expressions(BitBoards bitBoards, PieceModel pieceModel, Game game, ActionSpace actions) {
        this.bb = bitBoards;
        this.pieceModel = pieceModel;
        this.game = game;
        this.actions = actions;
        this.b = bitBoards.builder();
        this.topology = bitBoards.topology();
        this.groups = new Groups(this, bitBoards);
    }

    BitBoards bitBoards() {
        return bb;
    }

    /** Groups of pieces and their liberties, on this program's boards. */
    Groups groups() {
        return groups;
    }

    // ---------------------------------------------------------------- masks

    Bits mask(Mask m, Ctx ctx) {
        return switch (m) {
            case Mask.Empty e -> ctx.empty(bb);
            case Mask.Occupied o -> bb.or(bb.or(ctx.mine(), ctx.theirs()), ctx.pieces().neutral());
            case Mask.OccupiedBy o -> pieces(o.who(), ctx);
            case Mask.Jumped j -> bb.single(ctx.ending().jumped());
            case Mask.Cells cs -> bb.cells(cs.cells().stream().mapToInt(Integer::intValue).toArray());
            case Mask.Row r -> bb.cells(java.util.stream.IntStream.range(0, topology.cellCount())
                    .filter(x -> topology.row(x) == r.number() - 1).toArray());
            case Mask.Column col -> bb.cells(java.util.stream.IntStream.range(0, topology.cellCount())
                    .filter(x -> topology.nameColumn(x) == col.number() - 1).toArray());
            case Mask.PieceOf p -> {
                Bits ofType = pieceModel.board(bb, ctx, p.piece());
                yield p.who().isPresent() ? bb.and(ofType, pieces(p.who().get(), ctx)) : ofType;
            }
            case Mask.Center c -> bb.cells(topology.center());
            case Mask.Corners c -> bb.cells(topology.corners());
            case Mask.EdgeCells e -> bb.cells(topology.edge(e.edge()));
            case Mask.PrevMove p -> bb.single(prev(p.who(), ctx));
            case Mask.Adjacent a -> adjacent(mask(a.of(), ctx), a.direction());
            case Mask.Custodial c -> custodial(c, ctx);
            case Mask.InLine l -> inLine(l, ctx);
            case Mask.NoLiberties n -> groups.withoutLiberties(pieces(n.who(), ctx), ctx.empty(bb), n.direction());
            case Mask.Territory t -> groups.territory(pieces(t.who(), ctx),
                    bb.or(pieces(t.who() == Who.MOVER ? Who.OPPONENT : Who.MOVER, ctx), ctx.pieces().neutral()),
                    ctx.empty(bb), t.direction());
            case Mask.Pattern p -> Patterns.mask(bb, p, ctx);
            case Mask.And a -> {
                Bits r = mask(a.masks().get(0), ctx);
                for (int i = 1; i < a.masks().size(); i++) {
                    r = bb.and(r, mask(a.masks().get(i), ctx));
                }
                yield r;
            }
            case Mask.Or o -> {
                Bits r = mask(o.masks().get(0), ctx);
                for (int i = 1; i < o.masks().size(); i++) {
                    r = bb.or(r, mask(o.masks().get(i), ctx));
                }
                yield r;
            }
            case Mask.Not n -> bb.not(mask(n.mask(), ctx));
            case Mask.Prefer p -> {
                Bits first = mask(p.first(), ctx);
                yield bb.select(bb.notEmpty(first), first, mask(p.otherwise(), ctx));
            }
        };
    }

    Bits pieces(Who who, Ctx ctx) {
        return who == Who.MOVER ? ctx.mine() : ctx.theirs();
    }

    int prev(Who who, Ctx ctx) {
        return who == Who.MOVER ? ctx.prevMine() : ctx.prevTheirs();
    }

    /** The directions of a choice that this board has. */
    Set<Direction> directions(DirectionChoice choice) {
        Set<Direction> dirs = EnumSet.copyOf(choice.directions());
        dirs.retainAll(topology.directions());
        return dirs;
    }

    /** The axes of an orientation that this board has. */
    Set<Axis> axes(Orientation orientation) {
        Set<Axis> axes = orientation.axes();
        axes.retainAll(topology.axes());
        return axes;
    }

    Bits adjacent(Bits of, DirectionChoice choice) {
        Bits r = bb.none();
        for (Direction d : directions(choice)) {
            r = bb.or(r, bb.shift(of, d, 1));
        }
        return r;
    }

    /**
     * Every cell of every bracket that has who's last move at one end (see docs/language.md,
     * {@code custodial}).
     */
    private Bits custodial(Mask.Custodial c, Ctx ctx) {
        Bits outer = pieces(c.who(), ctx);
        Bits inner = pieces(c.who() == Who.MOVER ? Who.OPPONENT : Who.MOVER, ctx);
        Bits start = bb.and(bb.single(prev(c.who(), ctx)), outer);
        // The far end may also be a hostile cell; it joins the bracket only if it holds P's piece.
        Bits far = c.hostile().isPresent() ? bb.or(outer, mask(c.hostile().get(), ctx)) : outer;
        Bits result = bb.none();
        for (Axis axis : axes(c.orientation())) {
            for (Direction d : List.of(axis.step(), axis.step().opposite())) {
                result = bb.or(result, bracket(start, inner, far, outer, d, c, topology.longestLine(axis)));
            }
        }
        return result;
    }

    /** The bracket walking from {@code start} in direction d, or nothing. */
    private Bits bracket(Bits start, Bits inner, Bits far, Bits outer, Direction d, Mask.Custodial c, int longest) {
        int minInner = c.anyLength() ? 1 : c.length().getAsInt();
        int maxInner = c.anyLength() ? longest - 2 : c.length().getAsInt();
        // A bracket of L inner pieces spans L + 2 cells; written as L > longest − 2, the test cannot
        // overflow for any L.
        if (maxInner < minInner || maxInner > longest - 2) {
            return bb.none();
        }
        Bits path = start;
        Bits ray = start;
        Bits result = bb.none();
        for (int l = 1; l <= maxInner; l++) {
            ray = bb.and(bb.shift(ray, d, 1), inner);
            path = bb.or(path, ray);
            if (l >= minInner) {
                Bits end = bb.and(bb.shift(ray, d, 1), far);
                result = bb.or(result, bb.select(bb.notEmpty(end), bb.or(path, far == outer ? end : bb.and(end, outer)), bb.none()));
            }
        }
        if (minInner == 0) {
            Bits end = bb.and(bb.shift(start, d, 1), far);
            result = bb.select(bb.notEmpty(end), bb.or(start, far == outer ? end : bb.and(end, outer)), bb.none());
        }
        return result;
    }

    // ---------------------------------------------------------------- functions

    int func(Func f, Ctx ctx) {
        return switch (f) {
            case Func.Const c -> b.constant(c.value());
            case Func.Count c -> bb.popcount(mask(c.mask(), ctx));
            case Func.QuietMoves q -> ctx.ending().quietMoves();
            case Func.MoveCount m -> ctx.ending().moveCount();
            case Func.Score s -> s.who() == Who.MOVER ? ctx.scoreMine() : ctx.scoreTheirs();
            case Func.InHand h -> inHand(h, ctx);
            case Func.Line l -> line(l, ctx.mine());
            case Func.Connected c -> connected(c, ctx);
            case Func.Add a -> fold(BinaryOp.ADD32, a.terms(), ctx);
            case Func.Multiply m -> fold(BinaryOp.MUL32, m.factors(), ctx);
            case Func.Subtract s -> b.binary(BinaryOp.SUB32, func(s.left(), ctx), func(s.right(), ctx));
        };
    }

    private int fold(BinaryOp op, List<Func> funcs, Ctx ctx) {
        int r = func(funcs.get(0), ctx);
        for (int i = 1; i < funcs.size(); i++) {
            r = b.binary(op, r, func(funcs.get(i), ctx));
        }
        return r;
    }

    /**
     * The cells of who's pieces in some window of their length all of whose cells are who's
     * (docs/language.md, {@code in_line}): each axis's window starts, spread over their cells.
     */
    private Bits inLine(Mask.InLine l, Ctx ctx) {
        Bits own = pieces(l.who(), ctx);
        Bits result = bb.none();
        for (Axis axis : axes(l.orientation())) {
            if (l.length() > topology.longestLine(axis)) {
                continue; // no window of that length on this axis
            }
            List<int[]> windows = topology.windows(axis, l.length());
            if (!topology.uniformShifts() && windows.size() <= FEW_WINDOWS
                    && 4 * windows.size() * topology.words() <= lineShiftCost(axis.step(), l.length())) {
                // On a graph board a shift costs a masked shift per distance the bits move: a few
                // windows may be cheaper one by one (Morris's 8 vertical mills, whose steps move bits
                // by seven distances; its horizontal steps move them by one, and shift).
                for (int[] window : windows) {
                    Bits cells = bb.cells(window);
                    result = bb.or(result, bb.select(bb.isEmpty(bb.andNot(cells, own)), cells, bb.none()));
                }
                continue;
            }
            Bits starts = windowStarts(own, axis.step(), l.length());
            for (int j = 0; j < l.length(); j++) {
                result = bb.or(result, bb.shift(starts, axis.step(), j));
            }
        }
        return result;
    }

    /**
     * About the operations of {@code in_line}'s shifts along an axis: the steps back of {@link
     * #windowStarts}, the steps that spread the starts over their windows, and the ANDs and ORs.
     */
    private int lineShiftCost(Direction step, int length) {
        int back = (length - 1) * bb.stepCost(step.opposite());
        int spread = length * (length - 1) / 2 * bb.stepCost(step);
        return back + spread + 3 * (length - 1) * topology.words();
    }

    /** The most windows of an axis that {@code in_line} tests one by one on a graph board. */
    private static final int FEW_WINDOWS = 32;

    /**
     * The number of windows (or exact runs) of the mover's pieces {@code mine} (docs/language.md,
     * {@code line}).
     */
    int line(Func.Line l, Bits mine) {
        int sum = b.constant(0);
        for (Bits starts : lineStarts(l, mine)) {
            sum = b.binary(BinaryOp.ADD, sum, bb.popcount(starts));
        }
        return sum;
    }

    /** Per axis, the first cells of the counted windows (or exact runs). */
    List<Bits> lineStarts(Func.Line l, Bits mine) {
        List<Bits> result = new ArrayList<>();
        for (Axis axis : axes(l.orientation())) {
            if (l.length() > topology.longestLine(axis)) {
                continue; // no window of that length on this axis: it counts nothing
            }
            Bits starts = windowStarts(mine, axis.step(), l.length());
            if (l.exact()) {
                Bits before = bb.shift(mine, axis.step(), 1);
                Bits after = bb.shift(mine, axis.step().opposite(), l.length());
                starts = bb.andNot(bb.andNot(starts, before), after);
            }
            result.add(starts);
        }
        return result;
    }

    /**
     * The cells x such that x, x+s, …, x+(n−1)s all hold a piece of {@code pieces}, s a step in
     * {@code dir}: built by doubling, a window of a+b cells being a window of a followed by one of b.
     */
    Bits windowStarts(Bits pieces, Direction dir, int n) {
        Direction back = dir.opposite();
        Bits result = null;
        int have = 0;
        Bits power = pieces;
        int powerLength = 1;
        int remaining = n;
        while (remaining > 0) {
            if ((remaining & 1) != 0) {
                result = result == null ? power : bb.and(result, bb.shift(power, back, have));
                have += powerLength;
            }
            remaining >>= 1;
            if (remaining > 0) {
                power = bb.and(power, bb.shift(power, back, powerLength));
                powerLength *= 2;
            }
        }
        return result;
    }

    /**
     * The number of regions that the group of who's last move touches (see docs/language.md,
     * {@code connected}).
     */
    private int connected(Func.Connected c, Ctx ctx) {
        Bits own = pieces(c.who(), ctx);
        Bits seed = bb.and(bb.single(prev(c.who(), ctx)), own);
        Bits group = floodFill(seed, own, c.direction());
        int count = b.constant(0);
        for (Bits region : regions(c.regions(), ctx)) {
            int touches = b.binary(BinaryOp.AND, bb.notEmpty(bb.and(group, region)), b.constant(1));
            count = b.binary(BinaryOp.ADD, count, touches);
        }
        return count;
    }

    /**
     * The cells of {@code within} joined to {@code seed} by links along the directions
     * (docs/language.md, {@code connected}). Equal fills (Hex asks for the mover's group twice,
     * once per goal) are computed once.
     */
    Bits floodFill(Bits seed, Bits within, DirectionChoice choice) {
        List<Integer> inputs = new ArrayList<>();
        for (int w = 0; w < bb.words(); w++) {
            inputs.add(seed.word(w));
            inputs.add(within.word(w));
        }
        int tag = 0;
        for (Direction d : directions(choice)) {
            tag |= 1 << d.ordinal();
        }
        return b.memo(tag, inputs, () -> fill(seed, within, choice));
    }

    private static final int FILL_LAYERS = 2;

    /** The directions of a choice that the board has, with their opposites: the links of a group. */
    Set<Direction> links(DirectionChoice choice) {
        Set<Direction> links = new LinkedHashSet<>();
        for (Direction d : directions(choice)) {
            links.add(d);
            if (topology.hasDirection(d.opposite())) {
                links.add(d.opposite());
            }
        }
        return links;
    }

    private Bits fill(Bits seed, Bits within, DirectionChoice choice) {
        Set<Direction> links = links(choice);
        Bits group = bb.variables(seed);
        // Each iteration grows the group by FILL_LAYERS layers before it checks for a change: the
        // check costs as much as a layer, and groups are seldom thin.
        b.fixpoint(topology.cellCount() / FILL_LAYERS + 1, () -> {
            Bits next = group;
            for (int layer = 0; layer < FILL_LAYERS; layer++) {
                Bits spread = next;
                for (Direction d : links) {
                    spread = bb.or(spread, bb.shift(next, d, 1));
                }
                next = bb.and(spread, within);
            }
            int changed = bb.notEmpty(bb.xor(next, group));
            bb.assign(group, next);
            return changed;
        });
        return group;
    }

    private List<Bits> regions(Regions regions, Ctx ctx) {
        List<Bits> result = new ArrayList<>();
        switch (regions) {
            case Regions.CornerRegions c -> {
                for (int corner : topology.corners()) {
                    result.add(bb.cells(corner));
                }
            }
            case Regions.EdgeRegions e -> {
                for (var edge : topology.edgeNames()) {
                    result.add(bb.cells(topology.edge(edge)));
                }
            }
            case Regions.EdgeRegionsWithoutCorners e -> {
                Bits corners = bb.cells(topology.corners());
                for (var edge : topology.edgeNames()) {
                    result.add(bb.andNot(bb.cells(topology.edge(edge)), corners));
                }
            }
            case Regions.MaskRegions m -> {
                for (Mask mask : m.masks()) {
                    result.add(mask(mask, ctx));
                }
            }
        }
        return result;
    }

    // ---------------------------------------------------------------- predicates

    int pred(Pred p, Ctx ctx) {
        return switch (p) {
            case Pred.Equal e -> {
                int first = func(e.funcs().get(0), ctx);
                int all = b.constant(-1);
                for (int i = 1; i < e.funcs().size(); i++) {
                    all = b.binary(BinaryOp.AND, all, b.binary(BinaryOp.EQ, first, func(e.funcs().get(i), ctx)));
                }
                yield all;
            }
            case Pred.AtLeast a -> b.binary(BinaryOp.LE, func(a.right(), ctx), func(a.left(), ctx));
            case Pred.AtMost a -> b.binary(BinaryOp.LE, func(a.left(), ctx), func(a.right(), ctx));
            case Pred.Exists e -> bb.notEmpty(mask(e.mask(), ctx));
            case Pred.NoMoves n -> ctx.ending().noMoves();
            case Pred.Promoted promoted -> ctx.ending().promoted();
            case Pred.MovedBy m -> movedBy(m, ctx);
            case Pred.Repeated r -> b.binary(BinaryOp.LE, b.constant(r.times()), ctx.ending().occurrences());
            case Pred.FullBoard f -> bb.isEmpty(ctx.empty(bb));
            case Pred.MoverIs m -> m.player().index() == 1 ? ctx.moverIsP2() : b.unary(UnaryOp.NOT, ctx.moverIsP2());
            case Pred.Passed pa -> pa.who() == Who.MOVER ? ctx.passedMine() : ctx.passedTheirs();
            case Pred.PassedBoth pb -> b.binary(BinaryOp.AND, ctx.passedMine(), ctx.passedTheirs());
            case Pred.Positive pos -> positive(pos.func(), ctx);
            case Pred.And a -> {
                int r = b.constant(-1);
                for (Pred q : a.preds()) {
                    r = b.binary(BinaryOp.AND, r, pred(q, ctx));
                }
                yield r;
            }
            case Pred.Or o -> {
                int r = b.constant(0);
                for (Pred q : o.preds()) {
                    r = b.binary(BinaryOp.OR, r, pred(q, ctx));
                }
                yield r;
            }
            case Pred.Not n -> b.unary(UnaryOp.NOT, pred(n.pred(), ctx));
        };
    }

    /** {@code (in_hand who [NAME])}: the sum of that player's hand counts of the named type, or of all. */
    private int inHand(Func.InHand h, Ctx ctx) {
        List<Integer> counts = h.who() == Who.MOVER ? ctx.hands().mine() : ctx.hands().theirs();
        List<String> types = pieceModel.handTypes();
        int sum = b.constant(0);
        for (int i = 0; i < counts.size(); i++) {
            if (h.piece().isEmpty() || h.piece().get().equals(types.get(i))) {
                sum = b.binary(BinaryOp.ADD32, sum, counts.get(i));
            }
        }
        return sum;
    }

    /**
     * {@code (moved_by KIND)}: the plane of the action just made is one that a movement of that kind
     * makes (a plane two kinds share, such as a one-cell step and slide, counts for both).
     */
    private int movedBy(Pred.MovedBy m, Ctx ctx) {
        long[] table = new long[actions.planeCount()];
        for (Phase phase : game.phases()) {
            if (phase.rule() instanceof Moves moves) {
                for (Movement mv : moves.movements()) {
                    if (m.matches(mv)) {
                        actions.planesOf(mv).forEach(p -> table[p] = -1);
                    }
                }
            }
        }
        int plane = ctx.ending().plane();
        int none = b.binary(BinaryOp.LT, plane, b.constant(0));
        return b.select(none, b.constant(0), b.lookup(b.binary(BinaryOp.AND, plane, b.constant(0x7fffffffL)), table));
    }

    /** A bare function as a predicate: above zero. A line count is above zero iff a window exists. */
    private int positive(Func f, Ctx ctx) {
        if (f instanceof Func.Line l) {
            Bits any = bb.none();
            for (Bits starts : lineStarts(l, ctx.mine())) {
                any = bb.or(any, starts);
            }
            return bb.notEmpty(any);
        }
        return b.binary(BinaryOp.LT, b.constant(0), func(f, ctx));
    }
}
