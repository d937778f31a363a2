package dev.plateau.plan;

import java.util.List;

/**
 * A state seen from a mover (docs/language.md, {@code mover}): {@code mine} are the mover's pieces
 * and {@code theirs} the opponent's, and so on; {@code pieces} (neutral pieces, piece types) are
 * absolute. {@code moverIsP2} is a boolean register, because the mover differs between
 * environments. {@code ending} holds what only end rules may ask (docs/language.md, End rules and
 * outcomes), 0 elsewhere, and the cell a move jumped over, which effects may ask too.
 */
record Ctx(int moverIsP2, Bits mine, Bits theirs, Pieces pieces, int prevMine, int prevTheirs, int passedMine,
        int passedTheirs, int scoreMine, int scoreTheirs, Hands hands, Ending ending) {

    /** The counts of pieces in hand, per hand type, of the mover and of the opponent (int32 registers). */
    record Hands(List<Integer> mine, List<Integer> theirs) {
        Hands {
            mine = List.copyOf(mine);
            theirs = List.copyOf(theirs);
        }

        Hands swapped() {
            return new Hands(theirs, mine);
        }

        Hands select(PlanBuilder b, int cond, Hands other) {
            List<Integer> m = new java.util.ArrayList<>();
            List<Integer> t = new java.util.ArrayList<>();
            for (int h = 0; h < mine.size(); h++) {
                m.add(b.select(cond, mine.get(h), other.mine.get(h)));
                t.add(b.select(cond, theirs.get(h), other.theirs.get(h)));
            }
            return new Hands(m, t);
        }

        /** The same counts with the mover's count of type h replaced. */
        Hands withMine(int h, int value) {
            List<Integer> m = new java.util.ArrayList<>(mine);
            m.set(h, value);
            return new Hands(m, theirs);
        }
    }

    /**
     * The facts of a step that end rules may ask about.
     *
     * @param noMoves boolean: the next player has no legal action ({@code no_moves})
     * @param quietMoves int32: moves since the last capture ({@code quiet_moves})
     * @param moveCount int32: moves since the start ({@code move_count})
     * @param occurrences int32: how often the position after the move has occurred ({@code repeated})
     * @param jumped the bit of the cell the move jumped over ({@code jumped}), or −1; effects see it too
     * @param promoted boolean: a {@code promote} effect of the step changed a piece ({@code promoted});
     *     a chain's condition sees it too
     * @param plane the action plane of the step's action, or −1 for a pass or none ({@code moved_by});
     *     a second part's condition sees it too
     */
    record Ending(int noMoves, int quietMoves, int moveCount, int occurrences, int jumped, int promoted, int plane) {
        static Ending none(PlanBuilder b) {
            int zero = b.constant(0);
            return new Ending(zero, zero, zero, zero, b.constant(-1), zero, b.constant(-1));
        }

        /** The same facts with the move's jumped cell. */
        Ending withJumped(int bit) {
            return new Ending(noMoves, quietMoves, moveCount, occurrences, bit, promoted, plane);
        }

        /** The same facts with the promotion flag. */
        Ending withPromoted(int flag) {
            return new Ending(noMoves, quietMoves, moveCount, occurrences, jumped, flag, plane);
        }

        /** The same facts with the action's plane. */
        Ending withPlane(int value) {
            return new Ending(noMoves, quietMoves, moveCount, occurrences, jumped, promoted, value);
        }
    }

    /** The snapshot seen from the mover. */
    static Ctx of(BitBoards bb, Snapshot s, int moverIsP2) {
        PlanBuilder b = bb.builder();
        return new Ctx(moverIsP2,
                bb.select(moverIsP2, s.p2(), s.p1()), bb.select(moverIsP2, s.p1(), s.p2()), s.pieces(),
                b.select(moverIsP2, s.prev2(), s.prev1()), b.select(moverIsP2, s.prev1(), s.prev2()),
                b.select(moverIsP2, s.passed2(), s.passed1()), b.select(moverIsP2, s.passed1(), s.passed2()),
                b.select(moverIsP2, s.score2(), s.score1()), b.select(moverIsP2, s.score1(), s.score2()),
                new Hands(selectAll(b, moverIsP2, s.hands2(), s.hands1()), selectAll(b, moverIsP2, s.hands1(), s.hands2())),
                Ending.none(b));
    }

    private static List<Integer> selectAll(PlanBuilder b, int cond, List<Integer> yes, List<Integer> no) {
        List<Integer> out = new java.util.ArrayList<>();
        for (int i = 0; i < yes.size(); i++) {
            out.add(b.select(cond, yes.get(i), no.get(i)));
        }
        return out;
    }

    /** Back to absolute players. */
    Snapshot toSnapshot(BitBoards bb) {
        PlanBuilder b = bb.builder();
        return new Snapshot(
                bb.select(moverIsP2, theirs, mine), bb.select(moverIsP2, mine, theirs), pieces,
                b.select(moverIsP2, prevTheirs, prevMine), b.select(moverIsP2, prevMine, prevTheirs),
                b.select(moverIsP2, passedTheirs, passedMine), b.select(moverIsP2, passedMine, passedTheirs),
                b.select(moverIsP2, scoreTheirs, scoreMine), b.select(moverIsP2, scoreMine, scoreTheirs),
                selectAll(b, moverIsP2, hands.theirs(), hands.mine()), selectAll(b, moverIsP2, hands.mine(), hands.theirs()));
    }

    /** The same state seen from the opponent. */
    Ctx swapped(PlanBuilder b) {
        return new Ctx(b.unary(UnaryOp.NOT, moverIsP2), theirs, mine, pieces, prevTheirs, prevMine, passedTheirs,
                passedMine, scoreTheirs, scoreMine, hands.swapped(), Ending.none(b));
    }

    /**
     * {@code cond ? this : other} for two states seen from the same mover; the ending's facts other
     * than {@code jumped}, {@code promoted} and {@code plane} are this state's, since only a step's end rules see them.
     */
    Ctx select(BitBoards bb, int cond, Ctx other) {
        PlanBuilder b = bb.builder();
        return new Ctx(moverIsP2, bb.select(cond, mine, other.mine), bb.select(cond, theirs, other.theirs),
                pieces.select(bb, cond, other.pieces),
                b.select(cond, prevMine, other.prevMine), b.select(cond, prevTheirs, other.prevTheirs),
                b.select(cond, passedMine, other.passedMine), b.select(cond, passedTheirs, other.passedTheirs),
                b.select(cond, scoreMine, other.scoreMine), b.select(cond, scoreTheirs, other.scoreTheirs),
                hands.select(b, cond, other.hands),
                new Ending(ending.noMoves(), ending.quietMoves(), ending.moveCount(), ending.occurrences(),
                        b.select(cond, ending.jumped(), other.ending.jumped()),
                        b.select(cond, ending.promoted(), other.ending.promoted()),
                        b.select(cond, ending.plane(), other.ending.plane())));
    }

    /** The empty cells: no piece of either player, and no neutral piece. */
    Bits empty(BitBoards bb) {
        return bb.not(bb.or(bb.or(mine, theirs), pieces.neutral()));
    }

    Ctx withBoards(Bits newMine, Bits newTheirs) {
        return new Ctx(moverIsP2, newMine, newTheirs, pieces, prevMine, prevTheirs, passedMine, passedTheirs, scoreMine,
                scoreTheirs, hands, ending);
    }

    Ctx withPieces(Pieces newPieces) {
        return new Ctx(moverIsP2, mine, theirs, newPieces, prevMine, prevTheirs, passedMine, passedTheirs, scoreMine,
                scoreTheirs, hands, ending);
    }

    Ctx withScores(int newMine, int newTheirs) {
        return new Ctx(moverIsP2, mine, theirs, pieces, prevMine, prevTheirs, passedMine, passedTheirs, newMine,
                newTheirs, hands, ending);
    }

    Ctx withPrevMine(int prev) {
        return new Ctx(moverIsP2, mine, theirs, pieces, prev, prevTheirs, passedMine, passedTheirs, scoreMine,
                scoreTheirs, hands, ending);
    }

    Ctx withPassedMine(int passed) {
        return new Ctx(moverIsP2, mine, theirs, pieces, prevMine, prevTheirs, passed, passedTheirs, scoreMine,
                scoreTheirs, hands, ending);
    }

    Ctx withHands(Hands value) {
        return new Ctx(moverIsP2, mine, theirs, pieces, prevMine, prevTheirs, passedMine, passedTheirs, scoreMine,
                scoreTheirs, value, ending);
    }

    Ctx withEnding(Ending value) {
        return new Ctx(moverIsP2, mine, theirs, pieces, prevMine, prevTheirs, passedMine, passedTheirs, scoreMine,
                scoreTheirs, hands, value);
    }
}
