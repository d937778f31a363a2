package dev.plateau.plan;

/**
 * A state seen from a mover (docs/language.md, {@code mover}): {@code mine} are the mover's pieces
 * and {@code theirs} the opponent's, and so on. {@code moverIsP2} is a boolean register, because
 * the mover differs between environments.
 */
record Ctx(int moverIsP2, Bits mine, Bits theirs, int prevMine, int prevTheirs, int passedMine,
        int passedTheirs, int scoreMine, int scoreTheirs) {

    /** The snapshot seen from the mover. */
    static Ctx of(BitBoards bb, Snapshot s, int moverIsP2) {
        PlanBuilder b = bb.builder();
        return new Ctx(moverIsP2,
                bb.select(moverIsP2, s.p2(), s.p1()), bb.select(moverIsP2, s.p1(), s.p2()),
                b.select(moverIsP2, s.prev2(), s.prev1()), b.select(moverIsP2, s.prev1(), s.prev2()),
                b.select(moverIsP2, s.passed2(), s.passed1()), b.select(moverIsP2, s.passed1(), s.passed2()),
                b.select(moverIsP2, s.score2(), s.score1()), b.select(moverIsP2, s.score1(), s.score2()));
    }

    /** Back to absolute players. */
    Snapshot toSnapshot(BitBoards bb) {
        PlanBuilder b = bb.builder();
        return new Snapshot(
                bb.select(moverIsP2, theirs, mine), bb.select(moverIsP2, mine, theirs),
                b.select(moverIsP2, prevTheirs, prevMine), b.select(moverIsP2, prevMine, prevTheirs),
                b.select(moverIsP2, passedTheirs, passedMine), b.select(moverIsP2, passedMine, passedTheirs),
                b.select(moverIsP2, scoreTheirs, scoreMine), b.select(moverIsP2, scoreMine, scoreTheirs));
    }

    /** The same state seen from the opponent. */
    Ctx swapped(PlanBuilder b) {
        return new Ctx(b.unary(UnaryOp.NOT, moverIsP2), theirs, mine, prevTheirs, prevMine, passedTheirs, passedMine,
                scoreTheirs, scoreMine);
    }

    Ctx withBoards(Bits newMine, Bits newTheirs) {
        return new Ctx(moverIsP2, newMine, newTheirs, prevMine, prevTheirs, passedMine, passedTheirs, scoreMine, scoreTheirs);
    }

    Ctx withScores(int newMine, int newTheirs) {
        return new Ctx(moverIsP2, mine, theirs, prevMine, prevTheirs, passedMine, passedTheirs, newMine, newTheirs);
    }

    Ctx withPrevMine(int prev) {
        return new Ctx(moverIsP2, mine, theirs, prev, prevTheirs, passedMine, passedTheirs, scoreMine, scoreTheirs);
    }

    Ctx withPassedMine(int passed) {
        return new Ctx(moverIsP2, mine, theirs, prevMine, prevTheirs, passed, passedTheirs, scoreMine, scoreTheirs);
    }
}
