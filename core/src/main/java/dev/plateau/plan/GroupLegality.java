package dev.plateau.plan;

import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Who;
import java.util.Optional;

/**
 * The placements that {@code (no_suicide)} and {@code (no_repeat …)} leave legal (docs/language.md),
 * for every cell at once. A placement that captures nothing changes one cell, which bitboards
 * answer for all cells together: its group breathes if the cell has an empty neighbour or touches
 * one of its owner's groups with another liberty, and it repeats a board of the history that has
 * the present pieces and the mover's on that cell, which a key of each board finds (the board is
 * then compared whole). A placement that may capture (it takes the last liberty of an opponent's
 * group, or some opponent's group has none already), or whose key is a board's, is played out alone,
 * effects and all. The analysis allows only the capture of the opponent's groups without liberties
 * and score effects beside these rules, so this is exact.
 */
final class GroupLegality {
    private GroupLegality() {}

    /** The cells of {@code placements} that the mechanic's group rules leave legal, for the mover of {@code ctx}. */
    static Bits legal(ProgramBuild c, Mechanic m, Ctx ctx, Bits placements) {
        PlanBuilder b = c.b;
        BitBoards bb = c.bb;
        Groups groups = c.ex.groups();
        Bits empty = ctx.empty(bb);
        Optional<DirectionChoice> capture = captureDirection(m);
        Bits oneByOne = bb.none();
        Groups.Counted theirs = null;
        if (capture.isPresent()) {
            theirs = groups.count(ctx.theirs(), empty, capture.get());
            Bits takingLast = bb.and(groups.neighbours(theirs.one(), capture.get()), placements);
            oneByOne = bb.select(bb.notEmpty(theirs.none()), placements, takingLast);
        }
        Bits legal = bb.andNot(placements, oneByOne);
        Bits several = bb.none();
        if (m.noSuicide().isPresent()) {
            DirectionChoice joined = m.noSuicide().get();
            several = groups.count(ctx.mine(), empty, joined).several();
            legal = bb.and(legal, bb.or(groups.neighbours(empty, joined), groups.neighbours(several, joined)));
        }
        // A placement on a piece replaces it: played out alone, as are those that may capture.
        oneByOne = bb.or(oneByOne, bb.andNot(placements, empty));
        legal = bb.and(legal, empty);
        // In the init program the history is the start board alone, which the fields do not hold yet.
        BoardHistory history = !BoardHistory.kept(c) || m.noRepeat().isEmpty() ? null
                : c.atStart ? BoardHistory.atStart(c, bb.select(ctx.moverIsP2(), ctx.theirs(), ctx.mine()),
                        bb.select(ctx.moverIsP2(), ctx.mine(), ctx.theirs()))
                : new BoardHistory(c);
        if (history != null) {
            // A placement whose key is some board's is played out alone, where boards are compared.
            Bits suspects = history.suspects(ctx, legal);
            legal = bb.andNot(legal, suspects);
            oneByOne = bb.or(oneByOne, suspects);
        }

        // The cells that may capture or repeat a board, one at a time: the placement and its capture,
        // then the rules.
        Optional<DirectionChoice> captured = capture;
        Groups.Counted opponents = theirs;
        Bits breathing = several;
        int anyDead = theirs == null ? b.constant(0) : bb.notEmpty(theirs.none());
        Bits played = bb.variables(bb.none());
        Bits left = bb.variables(oneByOne);
        b.ifAny(bb.notEmpty(oneByOne), () -> b.fixpoint(c.scope.topology().cellCount() + 1, () -> {
            Bits remaining = left;
            Bits cell = groups.lowest(remaining);
            // The piece replaces whatever stood on the cell.
            int replaces = bb.notEmpty(bb.andNot(cell, empty));
            Bits mine = bb.or(ctx.mine(), cell);
            Bits theirsBefore = bb.andNot(ctx.theirs(), cell);
            Bits emptyBefore = bb.andNot(empty, cell);
            // What the capture takes: on an empty cell, the groups whose last liberty it was and those
            // without any; after a replacement, worked out in full.
            Bits emptied = bb.none();
            if (captured.isPresent()) {
                Bits lastLiberty = bb.and(groups.neighbours(cell, captured.get()), opponents.one());
                Bits taken = bb.or(c.ex.floodFill(lastLiberty, opponents.one(), captured.get()), opponents.none());
                Bits full = bb.variables(bb.none());
                b.ifAny(replaces, () -> bb.assign(full,
                        groups.withoutLiberties(theirsBefore, emptyBefore, captured.get())));
                emptied = bb.select(replaces, full, taken);
            }
            Bits theirsAfter = bb.andNot(theirsBefore, emptied);
            Bits emptyAfter = bb.or(emptyBefore, emptied);
            int ok = bb.notEmpty(cell);
            if (m.noSuicide().isPresent()) {
                DirectionChoice joined = m.noSuicide().get();
                // Air next to the cell, or a group of the mover's that keeps another liberty; else only
                // the capture of a group that had no liberty, away from the cell, can give air.
                int breathes = bb.notEmpty(bb.and(groups.neighbours(cell, joined), bb.or(emptyAfter, breathing)));
                int doubtful = b.binary(BinaryOp.OR, replaces, b.binary(BinaryOp.AND_NOT, anyDead, breathes));
                int farAir = b.variable(b.constant(0));
                b.ifAny(doubtful, () -> {
                    Bits group = c.ex.floodFill(cell, mine, joined);
                    b.assign(farAir, b.binary(BinaryOp.AND, doubtful,
                            bb.notEmpty(bb.and(groups.neighbours(group, joined), emptyAfter))));
                });
                // A replacement is judged by its group alone (the quick test assumes an empty cell).
                ok = b.binary(BinaryOp.AND, ok, b.select(replaces, farAir, b.binary(BinaryOp.OR, breathes, farAir)));
            }
            if (history != null) {
                int repeats = history.holds(bb.select(ctx.moverIsP2(), theirsAfter, mine),
                        bb.select(ctx.moverIsP2(), mine, theirsAfter));
                ok = b.binary(BinaryOp.AND_NOT, ok, repeats);
            }
            Bits legalCell = bb.and(cell, bb.broadcast(ok));
            Bits after = bb.andNot(remaining, cell);
            bb.assign(played, bb.or(played, legalCell));
            bb.assign(left, after);
            return bb.notEmpty(after);
        }));
        return bb.or(legal, played);
    }

    /** The directions of the mechanic's {@code (capture (no_liberties opponent …))}, if it has one. */
    static Optional<DirectionChoice> captureDirection(Mechanic m) {
        for (Effect e : m.effects()) {
            if (e instanceof Effect.Capture cap && cap.target() == Who.OPPONENT
                    && cap.mask() instanceof Mask.NoLiberties n && n.who() == Who.OPPONENT) {
                return Optional.of(n.direction());
            }
        }
        return Optional.empty();
    }
}
