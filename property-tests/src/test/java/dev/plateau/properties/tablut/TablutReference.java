package dev.plateau.properties.tablut;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tablut as the AlphaZero-on-Tablut study plays it, written directly from the rules (the movement
 * games' rules document, section 1), with nothing of Plateau's: a 9 × 9 array, rook moves walked
 * cell by cell, captures looked up around the destination, and every position of the game counted
 * in a map (not only those since the last capture). Cells are numbered row by row from the top left,
 * as Plateau numbers them, so that the two can be compared.
 */
final class TablutReference {
    static final int EMPTY = 0;
    static final int ATTACKER = 1;
    static final int DEFENDER = 2;
    static final int KING = 3;
    static final int THRONE = 40;
    static final int[] CORNERS = {0, 8, 72, 80};
    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    final int[] board = new int[81];
    /** 1 the attackers, 2 the defenders. */
    int toMove = 1;
    boolean over;
    /** 0 draw (when over), 1 attackers, 2 defenders. */
    int winner;
    int quiet;
    int moves;
    private final Map<String, Integer> seen = new HashMap<>();

    /** The start of the rules document. */
    static TablutReference start() {
        TablutReference t = new TablutReference();
        for (String s : List.of("d1", "e1", "f1", "e2", "a4", "a5", "a6", "b5", "i4", "i5", "i6", "h5", "d9", "e9", "f9",
                "e8")) {
            t.board[cell(s)] = ATTACKER;
        }
        for (String s : List.of("e3", "e4", "e6", "e7", "c5", "d5", "f5", "g5")) {
            t.board[cell(s)] = DEFENDER;
        }
        t.board[cell("e5")] = KING;
        t.remember();
        return t;
    }

    /** A position given as (cell, piece) pairs, attackers to move. */
    static TablutReference of(Map<Integer, Integer> pieces, int toMove) {
        TablutReference t = new TablutReference();
        pieces.forEach((c, p) -> t.board[c] = p);
        t.toMove = toMove;
        t.remember();
        return t;
    }

    /** An independent copy, history included. */
    TablutReference copy() {
        TablutReference t = new TablutReference();
        System.arraycopy(board, 0, t.board, 0, 81);
        t.toMove = toMove;
        t.over = over;
        t.winner = winner;
        t.quiet = quiet;
        t.moves = moves;
        t.seen.putAll(seen);
        return t;
    }

    /** How often the present position has occurred. */
    int occurrences() {
        return seen.getOrDefault(Arrays.toString(board) + toMove, 0);
    }

    /** A square named as in the rules document ({@code a1} bottom left) as a Plateau cell. */
    static int cell(String square) {
        int file = square.charAt(0) - 'a';
        int rank = Integer.parseInt(square.substring(1));
        return (9 - rank) * 9 + file;
    }

    static boolean corner(int c) {
        return c == 0 || c == 8 || c == 72 || c == 80;
    }

    private static int side(int piece) {
        return piece == ATTACKER ? 1 : piece == EMPTY ? 0 : 2;
    }

    /** The legal moves of the player to move, as from · 81 + to. */
    List<Integer> legal() {
        List<Integer> out = new ArrayList<>();
        for (int from = 0; from < 81; from++) {
            if (side(board[from]) != toMove) {
                continue;
            }
            for (int[] st : STEPS) {
                int r = from / 9;
                int c = from % 9;
                while (true) {
                    r += st[0];
                    c += st[1];
                    if (r < 0 || r > 8 || c < 0 || c > 8 || board[r * 9 + c] != EMPTY) {
                        break;
                    }
                    int to = r * 9 + c;
                    if (board[from] == KING || (to != THRONE && !corner(to))) {
                        out.add(from * 81 + to);
                    }
                }
            }
        }
        return out;
    }

    /** Whether a square is hostile to a piece of the given side. */
    private boolean hostile(int square, int victimSide) {
        if (corner(square)) {
            return true;
        }
        if (square == THRONE) {
            return victimSide == 1 || board[THRONE] != KING;
        }
        return false;
    }

    /** Plays a legal move and checks the end, in the rules' order. */
    void play(int from, int to) {
        int mover = toMove;
        board[to] = board[from];
        board[from] = EMPTY;
        boolean captured = false;
        for (int[] st : STEPS) {
            int r = to / 9 + st[0];
            int c = to % 9 + st[1];
            int r2 = r + st[0];
            int c2 = c + st[1];
            if (r2 < 0 || r2 > 8 || c2 < 0 || c2 > 8) {
                continue;
            }
            int victim = r * 9 + c;
            int far = r2 * 9 + c2;
            int victimSide = side(board[victim]);
            if (victimSide != 0 && victimSide != mover && (side(board[far]) == mover || hostile(far, victimSide))) {
                board[victim] = EMPTY;
                captured = true;
            }
        }
        moves++;
        quiet = captured ? 0 : quiet + 1;
        toMove = 3 - mover;
        int occurrences = remember();
        boolean kingOnBoard = Arrays.stream(board).anyMatch(p -> p == KING);
        if (!kingOnBoard) {
            end(1);
        } else if (Arrays.stream(CORNERS).anyMatch(c -> board[c] == KING)) {
            end(2);
        } else if (occurrences >= 3) {
            end(3 - mover);
        } else if (legal().isEmpty()) {
            end(mover);
        } else if (quiet >= 100 || moves >= 512) {
            end(0);
        }
    }

    private void end(int who) {
        over = true;
        winner = who;
    }

    private int remember() {
        String key = Arrays.toString(board) + toMove;
        return seen.merge(key, 1, Integer::sum);
    }
}
