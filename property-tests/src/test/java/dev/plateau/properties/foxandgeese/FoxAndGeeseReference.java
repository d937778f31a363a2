package dev.plateau.properties.foxandgeese;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fox and Geese as {@code games/fox_and_geese.ldx}'s leading comment states the rules, written from
 * that text alone with nothing of Plateau: the 33 points of the cross on a 7 × 7 grid (a square is
 * {@code row * 7 + column}, row 0 at the top), thirteen geese on rows 4 to 6 that move first and step
 * up, left or right, and a fox on the centre that steps orthogonally or jumps orthogonally over a
 * goose onto the empty point behind it, capturing it; a jump is compulsory and a fox that has jumped
 * jumps on while it can, each jump a move of its own. After every move: fewer than four geese win
 * for the fox; a player who then has no move loses; the 300th move draws.
 */
final class FoxAndGeeseReference {
    static final int EMPTY = 0;
    static final int GOOSE = 1;
    static final int FOX = 2;
    /** The game goes on. */
    static final int PLAYING = -2;
    /** A draw. */
    static final int DRAW = -1;

    private static final int[][] ORTHOGONAL = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    private static final int[][] GOOSE_STEPS = {{-1, 0}, {0, -1}, {0, 1}};

    /** Per square of the 7 × 7 grid, its piece; squares off the cross stay empty and are never used. */
    final int[] board = new int[49];
    /** 0: the geese move; 1: the fox. */
    int toMove;
    /** The square of a fox that must jump on, or −1. */
    int jumpingFrom = -1;
    int moves;
    /** {@link #PLAYING}, {@link #DRAW}, or the winner: 0 the geese, 1 the fox. */
    int winner = PLAYING;

    /** Whether the square at row r, column c is a point of the cross. */
    static boolean onCross(int r, int c) {
        return r >= 0 && r < 7 && c >= 0 && c < 7 && ((r >= 2 && r <= 4) || (c >= 2 && c <= 4));
    }

    /** The starting position: geese on every point of rows 4, 5 and 6, the fox in the centre. */
    static FoxAndGeeseReference start() {
        FoxAndGeeseReference g = new FoxAndGeeseReference();
        for (int r = 4; r < 7; r++) {
            for (int c = 0; c < 7; c++) {
                if (onCross(r, c)) {
                    g.board[r * 7 + c] = GOOSE;
                }
            }
        }
        g.board[3 * 7 + 3] = FOX;
        return g;
    }

    private boolean emptyPoint(int r, int c) {
        return onCross(r, c) && board[r * 7 + c] == EMPTY;
    }

    /** The fox's jumps from square s, each {from, to}. */
    private List<int[]> jumps(int s) {
        List<int[]> out = new ArrayList<>();
        int r = s / 7;
        int c = s % 7;
        for (int[] d : ORTHOGONAL) {
            int mr = r + d[0];
            int mc = c + d[1];
            if (onCross(mr, mc) && board[mr * 7 + mc] == GOOSE && emptyPoint(r + 2 * d[0], c + 2 * d[1])) {
                out.add(new int[] {s, (r + 2 * d[0]) * 7 + c + 2 * d[1]});
            }
        }
        return out;
    }

    /** The legal moves of the player to move, each {from, to}. */
    List<int[]> legal() {
        List<int[]> out = new ArrayList<>();
        if (toMove == 0) {
            for (int s = 0; s < 49; s++) {
                if (board[s] == GOOSE) {
                    for (int[] d : GOOSE_STEPS) {
                        if (emptyPoint(s / 7 + d[0], s % 7 + d[1])) {
                            out.add(new int[] {s, (s / 7 + d[0]) * 7 + s % 7 + d[1]});
                        }
                    }
                }
            }
            return out;
        }
        int fox = jumpingFrom >= 0 ? jumpingFrom : foxSquare();
        List<int[]> jumps = jumps(fox);
        if (!jumps.isEmpty() || jumpingFrom >= 0) {
            return jumps;
        }
        for (int[] d : ORTHOGONAL) {
            if (emptyPoint(fox / 7 + d[0], fox % 7 + d[1])) {
                out.add(new int[] {fox, (fox / 7 + d[0]) * 7 + fox % 7 + d[1]});
            }
        }
        return out;
    }

    private int foxSquare() {
        for (int s = 0; s < 49; s++) {
            if (board[s] == FOX) {
                return s;
            }
        }
        throw new IllegalStateException("no fox");
    }

    int geese() {
        int n = 0;
        for (int p : board) {
            n += p == GOOSE ? 1 : 0;
        }
        return n;
    }

    /** Plays a legal move from square {@code from} to square {@code to}, then applies the end rules. */
    void play(int from, int to) {
        int mover = toMove;
        boolean jump = Math.abs(from / 7 - to / 7) + Math.abs(from % 7 - to % 7) == 2;
        board[to] = board[from];
        board[from] = EMPTY;
        if (jump) {
            board[(from + to) / 2] = EMPTY;
        }
        moves++;
        jumpingFrom = jump && !jumps(to).isEmpty() ? to : -1;
        if (jumpingFrom < 0) {
            toMove = 1 - toMove;
        }
        if (geese() < 4) {
            winner = mover;
        } else if (legal().isEmpty()) {
            winner = mover;
        } else if (moves >= 300) {
            winner = DRAW;
        }
    }

    /**
     * The mean length, in moves, of {@code games} uniformly random games from the start, and its
     * standard error: {@code {mean, standard error}}.
     */
    static double[] meanLength(int games, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double sum = 0;
        double squares = 0;
        for (int i = 0; i < games; i++) {
            FoxAndGeeseReference g = start();
            while (g.winner == PLAYING) {
                List<int[]> legal = g.legal();
                int[] m = legal.get(random.nextInt(legal.size()));
                g.play(m[0], m[1]);
            }
            sum += g.moves;
            squares += (double) g.moves * g.moves;
        }
        double mean = sum / games;
        double sd = Math.sqrt(Math.max(0, squares / games - mean * mean));
        return new double[] {mean, sd / Math.sqrt(games)};
    }

    /** Prints the mean length of 20,000 random games (seed 20261128), the figure LibraryStatisticsTest expects. */
    public static void main(String[] args) {
        double[] m = meanLength(20_000, 20_261_128L);
        System.out.printf(java.util.Locale.ROOT, "mean %.3f, standard error %.3f%n", m[0], m[1]);
    }
}
