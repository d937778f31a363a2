package dev.plateau.conformance;

/**
 * The content of an occupied cell in Plateau terms (conformance/README.md, Pieces): its owner and
 * its piece type.
 *
 * @param owner 1 P1, 2 P2, 3 neutral (the values of {@code Simulator.cell})
 * @param type the piece type: a type the game declares, or {@link #IMPLICIT} in a game without
 *     declared types
 */
public record Piece(int owner, String type) {
    /**
     * The name of the one piece type per player of a game that declares no {@code pieces}
     * (docs/language.md, {@code pieces}). It is the language's word {@code piece}, which no declared
     * type may be named, so it never stands for a declared type.
     */
    public static final String IMPLICIT = "piece";

    /** A piece; the type must not be null. */
    public Piece {
        if (owner < 1 || owner > 3 || type == null) {
            throw new IllegalArgumentException("a piece has an owner 1, 2 or 3 and a type, not " + owner + ", " + type);
        }
    }

    /** A player's piece of the implicit type. */
    public static Piece implicit(int owner) {
        return new Piece(owner, IMPLICIT);
    }

    /** In words: "P1 pawn", "neutral arrow", "P2 piece". */
    @Override
    public String toString() {
        return (owner == 3 ? "neutral" : "P" + owner) + " " + type;
    }

    /** A cell's content in words: {@link #toString()}, or "empty" for {@code null}. */
    static String describe(Piece p) {
        return p == null ? "empty" : p.toString();
    }
}
