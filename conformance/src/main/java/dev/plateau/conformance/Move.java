package dev.plateau.conformance;

/**
 * A move in Plateau cells (conformance/README.md, Moves): a piece moving from one cell to another,
 * a piece put on a cell ({@code from == to}: a placement, an Amazons shot), or the pass ({@link
 * #PASS}, both −1).
 *
 * @param from the cell the piece leaves, {@code to} for a put, −1 for the pass
 * @param to the cell the piece reaches or is put on, −1 for the pass
 */
public record Move(int from, int to) implements Comparable<Move> {
    /** The pass. */
    public static final Move PASS = new Move(-1, -1);

    /** A move; both cells −1 (the pass) or both ≥ 0. */
    public Move {
        if ((from < 0 || to < 0) && (from != -1 || to != -1)) {
            throw new IllegalArgumentException("a move joins two cells, or is the pass: " + from + ", " + to);
        }
    }

    /** A piece put on a cell. */
    public static Move put(int cell) {
        return new Move(cell, cell);
    }

    /** Whether this is the pass. */
    public boolean isPass() {
        return from < 0;
    }

    /** Whether this puts a new piece rather than moving one. */
    public boolean putsPiece() {
        return from == to && from >= 0;
    }

    /** The put on this move's destination (the pass stays the pass). */
    Move asPut() {
        return isPass() ? this : put(to);
    }

    @Override
    public int compareTo(Move o) {
        return from != o.from ? Integer.compare(from, o.from) : Integer.compare(to, o.to);
    }
}
