package dev.plateau.plan;

import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;

/**
 * Groups of pieces and their liberties, the meaning of {@code no_liberties}, {@code territory} and
 * {@code no_suicide} (docs/language.md). A group is a set of one player's pieces joined by steps in
 * the directions of a choice, either way (as {@code connected} joins them); its liberties are the
 * empty cells one such step from it.
 */
final class Groups {
    private final PlanBuilder b;
    private final BitBoards bb;
    private final Expressions ex;

    Groups(Expressions ex, BitBoards bb) {
        this.b = bb.builder();
        this.bb = bb;
        this.ex = ex;
    }

    /** The groups of some pieces by their number of liberties: two or more, exactly one, none. */
    record Counted(Bits several, Bits one, Bits none) {}

    /** The cells one step from x in the directions of the choice, either way. */
    Bits neighbours(Bits x, DirectionChoice choice) {
        Bits r = bb.none();
        for (Direction d : ex.links(choice)) {
            r = bb.or(r, bb.shift(x, d, 1));
        }
        return r;
    }

    /** The pieces whose group has no liberty ({@code no_liberties}). */
    Bits withoutLiberties(Bits pieces, Bits empty, DirectionChoice choice) {
        Bits alive = ex.floodFill(bb.and(neighbours(empty, choice), pieces), pieces, choice);
        return bb.andNot(pieces, alive);
    }

    /**
     * The empty cells whose region touches {@code owner}'s pieces and none of {@code others}
     * ({@code territory}).
     */
    Bits territory(Bits owner, Bits others, Bits empty, DirectionChoice choice) {
        Bits nearOwner = ex.floodFill(bb.and(neighbours(owner, choice), empty), empty, choice);
        Bits nearOthers = ex.floodFill(bb.and(neighbours(others, choice), empty), empty, choice);
        return bb.andNot(nearOwner, nearOthers);
    }

    /**
     * Sorts the groups of {@code pieces} by their liberties. A piece with two empty cells around it is
     * in a group with several liberties, so one fill finds most such groups at once; the groups left
     * (usually few: those short of breath) are counted one at a time.
     */
    Counted count(Bits pieces, Bits empty, DirectionChoice choice) {
        Bits once = bb.none();
        Bits twice = bb.none();
        for (Direction d : ex.links(choice)) {
            Bits side = bb.shift(empty, d, 1);
            twice = bb.or(twice, bb.and(once, side));
            once = bb.or(once, side);
        }
        Bits surely = ex.floodFill(bb.and(twice, pieces), pieces, choice);
        Bits rest = bb.andNot(pieces, surely);
        Bits several = bb.variables(surely);
        Bits one = bb.variables(bb.none());
        Bits none = bb.variables(bb.none());
        Bits left = bb.variables(rest);
        // Where nothing is left every assignment below ORs or removes an empty group: a no-op, as
        // IfAny and the fixpoint ask.
        b.ifAny(bb.notEmpty(rest), () -> b.fixpoint(bb.topology().cellCount() + 1, () -> {
            Bits remaining = left;
            Bits group = ex.floodFill(lowest(remaining), pieces, choice);
            int liberties = bb.popcount(bb.and(neighbours(group, choice), empty));
            int isOne = b.binary(BinaryOp.EQ, liberties, b.constant(1));
            int isNone = b.binary(BinaryOp.EQ, liberties, b.constant(0));
            bb.assign(several, bb.or(several, bb.and(group, bb.broadcast(b.unary(UnaryOp.NOT,
                    b.binary(BinaryOp.OR, isOne, isNone))))));
            bb.assign(one, bb.or(one, bb.and(group, bb.broadcast(isOne))));
            bb.assign(none, bb.or(none, bb.and(group, bb.broadcast(isNone))));
            Bits after = bb.andNot(remaining, group);
            bb.assign(left, after);
            return bb.notEmpty(after);
        }));
        return new Counted(several, one, none);
    }

    /** The lowest set bit of x, alone (nothing if x is empty). */
    Bits lowest(Bits x) {
        int found = b.constant(0);
        int[] r = new int[x.words().length];
        for (int w = 0; w < r.length; w++) {
            int bit = b.binary(BinaryOp.AND, x.word(w), b.unary(UnaryOp.NEG, x.word(w)));
            r[w] = b.select(found, b.constant(0), bit);
            found = b.binary(BinaryOp.OR, found, b.unary(UnaryOp.NOT_ZERO, x.word(w)));
        }
        return new Bits(r);
    }
}
