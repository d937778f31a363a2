package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Player;
import dev.plateau.rules.RelativeDirection;
import java.util.ArrayList;
import java.util.List;

/**
 * The meaning of {@code (move …)} (docs/language.md, {@code move} and Actions): the legal move
 * planes of the mover, and a move or a shot applied to a state. Everything is bitboard arithmetic:
 * a plane's legal cells are the mover's pieces from which the path in its direction is open for its
 * distance and ends on an allowed cell.
 */
final class MoveLowering {
    private final BitBoards bb;
    private final PlanBuilder b;
    private final Expressions ex;
    private final PieceModel model;
    private final ActionSpace space;
    private final Topology topology;
    /** Whether a turn's two parts always get their own computation ({@code Lowering.Options}). */
    private final boolean partsApart;
    private final LinkReach links;

    MoveLowering(Expressions ex, PieceModel model, ActionSpace space, boolean partsApart) {
        this.partsApart = partsApart;
        this.ex = ex;
        this.bb = ex.bitBoards();
        this.b = bb.builder();
        this.model = model;
        this.space = space;
        this.topology = bb.topology();
        this.links = new LinkReach(bb, space);
    }

    /**
     * Legal planes, and the OR of all their words (non-zero where some action is legal), made as the
     * planes are made: the words are then ORed while a backend still holds them, rather than loaded
     * again by a test over the finished mask (docs/performance.md, "Legal masks, copies and rows").
     * For a turn of two parts, {@code planes} are the move's and {@code shotPlanes} the shot's, and
     * each word of the mask is chosen between the two where it is used ({@link #word}), so that the
     * choice and its use fall together; elsewhere {@code shotPlanes} is null.
     */
    record Planes(List<Bits> planes, List<Bits> shotPlanes, int inShot, int any) {
        Planes(List<Bits> planes, int any) {
            this(planes, null, 0, any);
        }

        /** Word w of the whole mask (the planes one after another), chosen by the part of the turn. */
        int word(PlanBuilder b, int w) {
            int perPlane = planes.get(0).words().length;
            int move = planes.get(w / perPlane).word(w % perPlane);
            return shotPlanes == null ? move : b.select(inShot, shotPlanes.get(w / perPlane).word(w % perPlane), move);
        }

        /** The whole mask, each word chosen now. */
        Bits mask(PlanBuilder b) {
            int[] words = new int[planes.size() * planes.get(0).words().length];
            for (int w = 0; w < words.length; w++) {
                words[w] = word(b, w);
            }
            return new Bits(words);
        }
    }

    /**
     * The legal planes of the mover ({@code ctx}'s mover) in part 0 (the move) or 1 (the shot, or a
     * move of the chain) of a turn: the second part's moves start from the cell of the mover's previous
     * move, where the piece landed.
     */
    Planes legal(Moves moves, Ctx ctx, int inShot) {
        if (moves.secondPart().isEmpty()) {
            return planes(moves.movements(), ctx, null);
        }
        List<Movement> second = moves.secondPart().get().movements();
        if (!partsApart && moves.movements().equals(second)) {
            // The second part moves as the pieces do (Amazons' arrow flies like a queen): one computation
            // serves both parts, from the mover's pieces or, in the second part, from the piece that moved.
            return planes(second, ctx, bb.select(inShot, bb.single(ctx.prevMine()), ctx.mine()));
        }
        // Each part is computed only where some environment is in it: in lock step, usually one.
        List<Planes> parts = new ArrayList<>(List.of(new Planes(none(), b.constant(0)), new Planes(none(), b.constant(0))));
        b.ifAny(b.unary(UnaryOp.NOT, inShot), () -> parts.set(0, planes(moves.movements(), ctx, null)));
        b.ifAny(inShot, () -> parts.set(1, moves.removal().isPresent() ? removals(moves.removal().get(), ctx)
                : fromLanded(second, ctx)));
        // The OR of selects with one condition is the select of the ORs.
        return new Planes(parts.get(0).planes(), parts.get(1).planes(), inShot,
                b.select(inShot, parts.get(1).any(), parts.get(0).any()));
    }

    /** The planes of the movements of a turn's second part, from the cell where the moved piece landed. */
    Planes fromLanded(List<Movement> movements, Ctx ctx) {
        return planes(movements, ctx, bb.single(ctx.prevMine()));
    }

    /**
     * The planes of a removal (docs/language.md, {@code remove}): the removal plane holds the
     * occupied cells of the target mask.
     */
    Planes removals(Moves.Removal removal, Ctx ctx) {
        List<Bits> out = none();
        Bits occupied = bb.or(bb.or(ctx.mine(), ctx.theirs()), ctx.pieces().neutral());
        Bits cells = bb.and(ex.mask(removal.target(), ctx), occupied);
        out.set(space.firstPlane(ActionSpace.Kind.REMOVE), cells);
        return new Planes(out, bb.union(cells));
    }

    private List<Bits> none() {
        List<Bits> out = new ArrayList<>();
        for (int p = 0; p < space.planeCount(); p++) {
            out.add(bb.none());
        }
        return out;
    }

    /**
     * The planes of some movements, from the mover's pieces or from one given cell: where a
     * compulsory movement has a legal move, only the compulsory movements' moves (docs/language.md,
     * {@code move}). The other movements move only where no compulsory one can: that condition gates
     * their movers (once per movement), so that their planes are empty where the compulsory ones
     * have a move, and the two sets of planes are simply ORed (no select of every plane).
     */
    private Planes planes(List<Movement> movements, Ctx ctx, Bits from) {
        List<Movement> compulsory = movements.stream().filter(Movement::compulsory).toList();
        int always = b.constant(-1);
        if (compulsory.isEmpty() || compulsory.size() == movements.size()) {
            return anyOf(movements, ctx, from, always);
        }
        Planes must = anyOf(compulsory, ctx, from, always);
        int mayMove = b.unary(UnaryOp.IS_ZERO, must.any()); // any is not a boolean
        Planes may = anyOf(movements.stream().filter(m -> !m.compulsory()).toList(), ctx, from, mayMove);
        List<Bits> out = new ArrayList<>();
        for (int p = 0; p < must.planes().size(); p++) {
            out.add(bb.or(must.planes().get(p), may.planes().get(p)));
        }
        return new Planes(out, b.binary(BinaryOp.OR, must.any(), may.any()));
    }

    /**
     * The planes of some movements, every move allowed where {@code gate} (a boolean) holds and none
     * elsewhere; a movement of one piece type moves only the pieces of {@code from} of that type.
     */
    private Planes anyOf(List<Movement> movements, Ctx ctx, Bits from, int gate) {
        Bits[] out = new Bits[space.planeCount()];
        java.util.Arrays.fill(out, bb.none());
        int any = b.constant(0);
        for (Movement m : movements) {
            if (m instanceof Movement.Drop d) {
                Bits drops = drops(d, ctx, gate);
                int p = space.dropPlane(d.type());
                out[p] = bb.or(out[p], drops);
                any = b.binary(BinaryOp.OR, any, bb.union(drops));
                continue;
            }
            Bits movers = from == null ? movers(m, ctx) : m.piece().isPresent() ? bb.and(from, movers(m, ctx)) : from;
            int moves = m.when().isPresent() ? b.binary(BinaryOp.AND, ex.pred(m.when().get(), ctx), gate) : gate;
            if (!b.isConstant(moves, -1)) {
                movers = bb.keep(movers, moves); // movers are the mover's pieces: board cells only
            }
            Bits to = ex.mask(m.to(), ctx);
            if (m instanceof Movement.Fly) {
                flights(movers, to, m.to().equals(Movement.DEFAULT_TO), out);
                // Some flight exists iff a mover and an allowed cell exist that are not one and the same cell.
                int both = b.binary(BinaryOp.AND, bb.notEmpty(movers), bb.notEmpty(to));
                any = b.binary(BinaryOp.OR, any, b.binary(BinaryOp.AND, both,
                        b.binary(BinaryOp.LE, b.constant(2), bb.popcount(bb.or(movers, to)))));
                continue;
            }
            Bits through = m instanceof Movement.Slide s ? ex.mask(s.through(), ctx) : null;
            if (m instanceof Movement.Hop h) {
                Bits over = ex.mask(h.over(), ctx);
                for (DirectionChoice d : ActionSpace.expand(m.directions(), topology)) {
                    int p = planeOf(d, 2);
                    Bits hops = bb.and(bb.and(movers, back(over, d, 1, ctx.moverIsP2())), back(to, d, 2, ctx.moverIsP2()));
                    out[p] = bb.or(out[p], hops);
                    any = b.binary(BinaryOp.OR, any, bb.union(hops));
                }
                continue;
            }
            for (DirectionChoice d : ActionSpace.expand(m.directions(), topology)) {
                int steps = m instanceof Movement.Slide s ? slideReach(s, d) : 1;
                Bits open = movers;
                for (int k = 1; k <= steps; k++) {
                    int p = planeOf(d, k);
                    Bits reached = bb.and(open, back(to, d, k, ctx.moverIsP2()));
                    out[p] = bb.or(out[p], reached);
                    any = b.binary(BinaryOp.OR, any, bb.union(reached));
                    if (k < steps) {
                        open = bb.and(open, back(through, d, k, ctx.moverIsP2()));
                    }
                }
            }
        }
        return new Planes(List.of(out), any);
    }

    /**
     * The flight planes, one per destination cell: the movers where the destination is allowed, but
     * not from the destination itself (which an empty {@code to} never holds: {@code onlyEmpty}).
     */
    private void flights(Bits movers, Bits to, boolean onlyEmpty, Bits[] out) {
        int first = space.firstPlane(ActionSpace.Kind.FLY);
        for (int cell = 0; cell < topology.cellCount(); cell++) {
            int bit = topology.bitOf(cell);
            // All ones where the destination's bit of `to` is set, else 0: the bit moved to the top
            // and spread down by an arithmetic shift (two operations).
            int allowed = b.shift(ShiftOp.SAR, b.shift(ShiftOp.SHL, to.word(bit >>> 6), 63 - (bit & 63)), 63);
            Bits flights = bb.and(movers, new Bits(java.util.Collections.nCopies(bb.words(), allowed).stream()
                    .mapToInt(Integer::intValue).toArray()));
            if (!onlyEmpty) {
                flights = bb.andNot(flights, bb.cells(cell));
            }
            out[first + cell] = bb.or(out[first + cell], flights);
        }
    }

    /**
     * The cells a drop may put a piece on: those of its {@code to}, while the mover's hand holds a
     * piece of its type, its condition holds and {@code gate} holds (docs/language.md, {@code drop}).
     */
    private Bits drops(Movement.Drop d, Ctx ctx, int gate) {
        int inHand = ctx.hands().mine().get(handIndex(d.type()));
        int allowed = b.binary(BinaryOp.AND, b.binary(BinaryOp.LT, b.constant(0), inHand), gate);
        if (d.when().isPresent()) {
            allowed = b.binary(BinaryOp.AND, allowed, ex.pred(d.when().get(), ctx));
        }
        return bb.and(ex.mask(d.to(), ctx), bb.broadcast(allowed));
    }

    private int handIndex(String type) {
        return model.handTypes().indexOf(type);
    }

    /** The mover's pieces that a movement moves: those of its piece type, or all of them. */
    private Bits movers(Movement m, Ctx ctx) {
        return m.piece().isPresent() ? bb.and(ctx.mine(), model.board(bb, ctx, m.piece().get())) : ctx.mine();
    }

    private int slideReach(Movement.Slide s, DirectionChoice d) {
        int planes = 0;
        for (int p = 0; p < space.planeCount(); p++) {
            if (d.equals(space.plane(p).direction())) {
                planes++;
            }
        }
        return s.max().isPresent() ? Math.min(s.max().getAsInt(), planes) : planes;
    }

    private int planeOf(DirectionChoice d, int distance) {
        for (int p = 0; p < space.planeCount(); p++) {
            if (d.equals(space.plane(p).direction()) && space.plane(p).distance() == distance) {
                return p;
            }
        }
        throw new IllegalStateException("no plane for " + d.word() + " × " + distance);
    }

    /** The cells from which {@code k} steps in direction d (turned for the mover) land in x. */
    private Bits back(Bits x, DirectionChoice d, int k, int moverIsP2) {
        if (d instanceof RelativeDirection r) {
            Bits p1 = bb.shift(x, r.of(Player.P1).opposite(), k);
            Bits p2 = bb.shift(x, r.of(Player.P2).opposite(), k);
            return bb.select(moverIsP2, p2, p1);
        }
        return bb.shift(x, ((Direction) d).opposite(), k);
    }

    /** The bit of the destination of a move action code, for the mover. */
    int destinationBit(int code, int moverIsP2) {
        int alongLines = alongLines(code, moverIsP2);
        if (!space.has(ActionSpace.Kind.FLY)) {
            return alongLines;
        }
        // A flight's destination is its plane's cell, wherever it starts.
        int plane = planeIndex(code);
        int first = space.firstPlane(ActionSpace.Kind.FLY);
        int target = b.binary(BinaryOp.SUB, plane, b.constant(first));
        int isFlight = b.binary(BinaryOp.AND, b.binary(BinaryOp.LE, b.constant(0), target),
                b.binary(BinaryOp.LT, target, b.constant(topology.cellCount())));
        boolean cellsAreBits = java.util.stream.IntStream.range(0, topology.cellCount()).allMatch(c -> topology.bitOf(c) == c);
        int bit = cellsAreBits ? target : b.lookup(plane, planeTable(pl -> pl.kind() == ActionSpace.Kind.FLY
                ? topology.bitOf(pl.destination()) : 0));
        return b.select(isFlight, bit, alongLines);
    }

    /** The bit of the destination of a move action code that moves along a line. */
    private int alongLines(int code, int moverIsP2) {
        if (!topology.uniformShifts()) {
            // Drops, removals and codes that reach no cell stay on their cell.
            return alongLinks(code, moverIsP2, ActionSpace.Plane::distance, originBit(code));
        }
        int plane = planeIndex(code);
        long[] forP1 = new long[space.planeCount()];
        long[] forP2 = new long[space.planeCount()];
        for (int p = 0; p < forP1.length; p++) {
            ActionSpace.Plane pl = space.plane(p);
            if (pl.kind() != ActionSpace.Kind.MOVE) {
                continue; // drops and removals stay on their cell; flights are chosen above
            }
            forP1[p] = (long) topology.bitShift(pl.directionFor(Player.P1)) * pl.distance();
            forP2[p] = (long) topology.bitShift(pl.directionFor(Player.P2)) * pl.distance();
        }
        int delta = b.select(moverIsP2, b.lookup(plane, forP2), b.lookup(plane, forP1));
        return b.binary(BinaryOp.ADD, originBit(code), delta);
    }

    /**
     * On a board whose steps move bits by different amounts (a graph board): the bit reached from an
     * action's origin by {@code steps(plane)} steps along its plane's direction ({@link LinkReach}).
     */
    private int alongLinks(int code, int moverIsP2, java.util.function.ToIntFunction<ActionSpace.Plane> steps,
            int otherwise) {
        int plane = planeIndex(code);
        return links.reached(plane, originBit(code), moverIsP2, steps, otherwise);
    }

    /** A boolean: the action code's plane is of a kind (false for a pass). */
    int isPlane(int code, ActionSpace.Kind kind) {
        int of = b.lookup(b.binary(BinaryOp.AND, planeIndex(code), b.constant(0x7fffffffL)),
                planeTable(pl -> pl.kind() == kind ? -1 : 0));
        return b.binary(BinaryOp.AND_NOT, of, b.binary(BinaryOp.EQ, code, b.constant(-1)));
    }

    /** The plane of an action code (docs/language.md, Actions). */
    int planeIndex(int code) {
        return b.shift(ShiftOp.SHR, code, space.planeShift());
    }

    /** The bit of the origin (or placed cell) of an action code. */
    int originBit(int code) {
        return b.binary(BinaryOp.AND, code, b.constant((1L << space.planeShift()) - 1));
    }

    /**
     * The mover's piece moves from the origin to the destination of the action: whatever stood there
     * is captured by replacement, and the piece keeps its type. The previous move becomes the
     * destination.
     */
    Ctx move(Ctx ctx, int code) {
        Ctx moved = slideOrFly(ctx, code);
        if (!space.has(ActionSpace.Kind.DROP)) {
            return moved;
        }
        int plane = planeIndex(code);
        return drop(ctx, code, plane).select(bb, b.lookup(plane, planeTable(pl -> pl.kind() == ActionSpace.Kind.DROP ? -1 : 0)),
                moved);
    }

    /** A table over planes. */
    private long[] planeTable(java.util.function.ToLongFunction<ActionSpace.Plane> f) {
        long[] table = new long[space.planeCount()];
        for (int p = 0; p < table.length; p++) {
            table[p] = f.applyAsLong(space.plane(p));
        }
        return table;
    }

    /**
     * A drop (docs/language.md, {@code drop}): a piece of the plane's type from the mover's hand on the
     * action's cell, replacing whatever stood there; the hand holds one fewer.
     */
    private Ctx drop(Ctx ctx, int code, int plane) {
        int bit = originBit(code);
        Bits cell = bb.single(bit);
        List<Bits> stored = new ArrayList<>();
        for (int i = 0; i < ctx.pieces().stored().size(); i++) {
            int index = i;
            int ofType = b.lookup(plane, planeTable(pl -> pl.kind() == ActionSpace.Kind.DROP
                    && model.storedIndex(pl.piece()) == index ? -1 : 0));
            Bits t = ctx.pieces().stored().get(i);
            stored.add(bb.select(ofType, bb.or(t, cell), bb.andNot(t, cell)));
        }
        Ctx.Hands hands = ctx.hands();
        for (int h = 0; h < hands.mine().size(); h++) {
            String type = model.handTypes().get(h);
            int taken = b.lookup(plane, planeTable(pl -> pl.kind() == ActionSpace.Kind.DROP && pl.piece().equals(type) ? 1 : 0));
            hands = hands.withMine(h, b.binary(BinaryOp.SUB32, hands.mine().get(h), taken));
        }
        Pieces pieces = new Pieces(bb.andNot(ctx.pieces().neutral(), cell), stored);
        return ctx.withBoards(bb.or(ctx.mine(), cell), bb.andNot(ctx.theirs(), cell)).withPieces(pieces)
                .withHands(hands).withPrevMine(bit).withEnding(ctx.ending().withJumped(b.constant(-1)));
    }

    /**
     * A removal (docs/language.md, {@code remove}): the piece on the action's cell, whoever's and of
     * whatever type, leaves the board. The previous move stays the moved piece's.
     */
    Ctx remove(Ctx ctx, int code) {
        Bits cell = bb.single(originBit(code));
        return ctx.withBoards(bb.andNot(ctx.mine(), cell), bb.andNot(ctx.theirs(), cell))
                .withPieces(ctx.pieces().within(bb, bb.not(cell), true));
    }

    /** A move along a line, or a flight: the piece goes from the action's cell to its destination. */
    private Ctx slideOrFly(Ctx ctx, int code) {
        int fromBit = originBit(code);
        int toBit = destinationBit(code, ctx.moverIsP2());
        Bits from = bb.single(fromBit);
        Bits to = bb.single(toBit);
        Bits mine = bb.or(bb.andNot(ctx.mine(), from), to);
        Bits theirs = bb.andNot(ctx.theirs(), to);
        List<Bits> stored = new ArrayList<>();
        for (Bits t : ctx.pieces().stored()) {
            int had = bb.notEmpty(bb.and(t, from));
            Bits left = bb.andNot(bb.andNot(t, from), to);
            stored.add(bb.select(had, bb.or(left, to), left));
        }
        Pieces pieces = new Pieces(bb.andNot(ctx.pieces().neutral(), to), stored);
        return ctx.withBoards(mine, theirs).withPieces(pieces).withPrevMine(toBit).withEnding(
                ctx.ending().withJumped(jumpedBit(code, ctx.moverIsP2())));
    }

    /** The bit of the cell between the origin and the destination of a move over two cells, or −1. */
    private int jumpedBit(int code, int moverIsP2) {
        if (!topology.uniformShifts()) {
            boolean any = false;
            for (int p = 0; p < space.planeCount(); p++) {
                any |= space.plane(p).kind() == ActionSpace.Kind.MOVE && space.plane(p).distance() == 2;
            }
            return any ? alongLinks(code, moverIsP2, pl -> pl.distance() == 2 ? 1 : -1, b.constant(-1)) : b.constant(-1);
        }
        int plane = planeIndex(code);
        long[] forP1 = new long[space.planeCount()];
        long[] forP2 = new long[space.planeCount()];
        boolean any = false;
        for (int p = 0; p < forP1.length; p++) {
            ActionSpace.Plane pl = space.plane(p);
            boolean two = pl.kind() == ActionSpace.Kind.MOVE && pl.distance() == 2;
            any |= two;
            forP1[p] = two ? topology.bitShift(pl.directionFor(Player.P1)) : NO_JUMP;
            forP2[p] = two ? topology.bitShift(pl.directionFor(Player.P2)) : NO_JUMP;
        }
        if (!any) {
            return b.constant(-1);
        }
        int half = b.select(moverIsP2, b.lookup(plane, forP2), b.lookup(plane, forP1));
        int jumped = b.binary(BinaryOp.ADD, originBit(code), half);
        return b.select(b.binary(BinaryOp.EQ, half, b.constant(NO_JUMP)), b.constant(-1), jumped);
    }

    /** A table entry for the planes that jump over nothing (no bit shift is this large). */
    private static final long NO_JUMP = Long.MIN_VALUE;

    /**
     * The shot: a new piece of the shot's type on the destination of the action (which starts
     * where the moved piece landed). The previous move becomes the new piece's cell.
     */
    Ctx shoot(Ctx ctx, Moves.Shot shot, int code) {
        int toBit = destinationBit(code, ctx.moverIsP2());
        Bits to = bb.single(toBit);
        PieceType type = model.type(shot.piece());
        int index = model.storedIndex(type.name());
        List<Bits> stored = new ArrayList<>();
        for (int i = 0; i < ctx.pieces().stored().size(); i++) {
            Bits t = ctx.pieces().stored().get(i);
            stored.add(i == index ? bb.or(t, to) : bb.andNot(t, to));
        }
        boolean neutral = type.owner() == PieceOwner.NEUTRAL;
        Pieces pieces = new Pieces(neutral ? bb.or(ctx.pieces().neutral(), to) : bb.andNot(ctx.pieces().neutral(), to),
                stored);
        Bits mine = neutral ? bb.andNot(ctx.mine(), to) : bb.or(ctx.mine(), to);
        return ctx.withBoards(mine, bb.andNot(ctx.theirs(), to)).withPieces(pieces).withPrevMine(toBit);
    }
}
