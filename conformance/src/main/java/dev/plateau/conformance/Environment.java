package dev.plateau.conformance;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One game environment as {@link Replayer#replay} sees it, whatever engine is behind it. Players are
 * Plateau indices (0 P1, 1 P2), board values 0 EMPTY / 1 P1 / 2 P2 / 3 neutral, and actions 0 … A−1
 * (docs/language.md, The simulator's view).
 *
 * <p>The default methods describe an engine of a placement game: action c &lt; M places a piece of
 * the implicit type ({@link Piece#IMPLICIT}) on cell c, and action M, where the mask has it, is the
 * pass. An engine with moving pieces or declared piece types overrides them.
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

    /** The pieces in each player's hand [P1, P2] (docs/language.md, {@code hand}); none in games without hands. */
    default int[] hands() {
        return new int[2];
    }

    /** Steps the environment with one action. */
    void step(int action);

    /** The position: each cell's piece, {@code null} where it is empty. */
    default Piece[] position() {
        int[] board = board();
        Piece[] position = new Piece[board.length];
        for (int c = 0; c < board.length; c++) {
            position[c] = board[c] == 0 ? null : Piece.implicit(board[c]);
        }
        return position;
    }

    /** The legal moves, each with the action that makes it, in action order. */
    default Map<Move, Integer> legalMoves() {
        boolean[] mask = legalActionMask();
        int cells = board().length;
        Map<Move, Integer> moves = new LinkedHashMap<>();
        for (int a = 0; a < mask.length; a++) {
            if (mask[a]) {
                moves.putIfAbsent(a < cells ? Move.put(a) : Move.PASS, a);
            }
        }
        return moves;
    }

    /**
     * Whether the game has a pass action. Where it has none, a player who cannot move is passed
     * over without a step (docs/language.md, Automatic pass-over), and a trace's pass is not played.
     */
    default boolean hasPassAction() {
        return legalActionMask().length > board().length;
    }
}
