package dev.plateau.conformance;

/**
 * One game environment as {@link Replayer#replay} sees it, whatever engine is behind it. Players are
 * Plateau indices (0 P1, 1 P2), board values 0 EMPTY / 1 P1 / 2 P2, and actions 0 … A−1 with the
 * pass action M where the game has one (docs/language.md, The simulator's view).
 */
public interface Environment {
    /** The board, one value per cell. */
    int[] board();

    /** {@code currentPlayer}. */
    int currentPlayer();

    /** {@code legalActionMask}, length A. */
    boolean[] legalActionMask();

    /** {@code terminated}. */
    boolean terminated();

    /** {@code winner}: −1, 0 or 1. */
    int winner();

    /** The scores [P1, P2]. */
    int[] scores();

    /** {@code stepCount}. */
    int stepCount();

    /** Steps the environment with one action. */
    void step(int action);
}
