package dev.plateau.rules;

/** One of the two players. P1 is player 0 and P2 is player 1. */
public enum Player {
    P1,
    P2;

    /** The player index used in every array of the API: 0 for P1, 1 for P2. */
    public int index() {
        return ordinal();
    }

    /** The other player. */
    public Player opponent() {
        return this == P1 ? P2 : P1;
    }

    /** The player with the given index (0 or 1). */
    public static Player of(int index) {
        return switch (index) {
            case 0 -> P1;
            case 1 -> P2;
            default -> throw new IllegalArgumentException("player index must be 0 or 1, not " + index);
        };
    }
}
