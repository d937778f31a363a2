package dev.plateau.plan;

import java.util.List;

/**
 * The piece boards besides the two players' boards, with absolute meaning (not relative to a
 * mover): the neutral pieces and the boards of the stored piece types ({@link PieceModel}). Games
 * without them hold constant empty boards and an empty list.
 */
record Pieces(Bits neutral, List<Bits> stored) {
    Pieces {
        stored = List.copyOf(stored);
    }

    /** Every stored type board (and the neutral board, if {@code neutralToo}) restricted to a mask. */
    Pieces within(BitBoards bb, Bits keep, boolean neutralToo) {
        return new Pieces(neutralToo ? bb.and(neutral, keep) : neutral,
                stored.stream().map(s -> bb.and(s, keep)).toList());
    }

    Pieces select(BitBoards bb, int cond, Pieces other) {
        java.util.List<Bits> s = new java.util.ArrayList<>();
        for (int i = 0; i < stored.size(); i++) {
            s.add(bb.select(cond, stored.get(i), other.stored.get(i)));
        }
        return new Pieces(bb.select(cond, neutral, other.neutral), s);
    }
}
