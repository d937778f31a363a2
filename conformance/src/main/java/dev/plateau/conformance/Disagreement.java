package dev.plateau.conformance;

import dev.plateau.board.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The first point where an engine differs from a playout (conformance/README.md, Replaying a
 * playout), with everything needed to see why: the trace's expectation and the engine's state at
 * that point. The one type of difference for placement and movement games.
 *
 * @param playout the playout
 * @param step the index of the trace step: −1 for the initial position, {@code steps().size()} for
 *     the end of the game
 * @param afterMove for a step: true when the difference showed after the engine was stepped (the
 *     position), false when it showed before (running, player to move, legal moves)
 * @param check what differs, e.g. "legal moves"
 * @param expected the trace's value of that check, in words
 * @param actual the engine's value, in words
 * @param expectedPosition the position the trace implies at that point
 * @param engine the engine's state at that point
 */
public record Disagreement(Playout playout, int step, boolean afterMove, String check, String expected, String actual,
        Piece[] expectedPosition, State engine) {

    /**
     * An engine's observable state.
     *
     * @param position the position
     * @param terminated {@code terminated}
     * @param currentPlayer {@code currentPlayer} (before the move, for a difference after it)
     * @param winner {@code winner}
     * @param scores the scores [P1, P2]
     * @param stepCount {@code stepCount}
     * @param legal the legal moves, as compared with the trace's (before the move, for a difference
     *     after it; none once terminated)
     * @param passAction whether the game has a pass action
     */
    public record State(Piece[] position, boolean terminated, int currentPlayer, int winner, int[] scores,
            int stepCount, Set<Move> legal, boolean passAction) {
        /** A state; the set is copied. */
        public State {
            legal = Set.copyOf(legal);
        }
    }

    /** The trace step, or {@code null} at the initial position and the end. */
    public Playout.Step traceStep() {
        return step >= 0 && step < playout.steps().size() ? playout.steps().get(step) : null;
    }

    /** One line: "gomoku seed 3 (gomoku.jsonl.gz line 4), step 41 of 80, before the move: legal moves: expected …, actual …". */
    public String summary() {
        return playout.name() + ", " + where() + ": " + check + ": expected " + expected + ", actual " + actual;
    }

    @Override
    public String toString() {
        return summary();
    }

    private String where() {
        int n = playout.steps().size();
        if (step < 0) {
            return "the initial position";
        }
        if (step >= n) {
            return "the end (after all " + n + " steps)";
        }
        return "step " + step + " of " + n + (afterMove ? ", after the move" : ", before the move");
    }

    /**
     * The full report, several lines: where and what, the mover and the move, the legal moves that
     * only one side has, the expected and actual boards drawn side by side, the cells that differ,
     * the scores, the winner and the step count.
     *
     * @param topology the board's geometry, for drawing; {@code null} draws cells in index order
     */
    public String report(Topology topology) {
        SiteTable sites = playout.sites();
        StringBuilder s = new StringBuilder();
        s.append(playout.name()).append('\n');
        line(s, "where", where());
        line(s, "what", check + ": expected " + expected + ", actual " + actual);
        Playout.Step t = traceStep();
        boolean skipped = t != null && t.move().isPass() && !engine.passAction();
        if (t != null) {
            line(s, "mover", player(t.mover()) + "; the engine's player to move "
                    + (afterMove ? "before the move was " : "is ") + player(engine.currentPlayer())
                    + (engine.terminated() && !afterMove ? " (terminated)" : ""));
            line(s, "move", skipped ? "pass (not played: Plateau passes players over without a step)"
                    : describe(t.move(), sites));
            if (!skipped) {
                Set<Move> onlyExpected = new TreeSet<>(t.legal());
                onlyExpected.removeAll(engine.legal());
                Set<Move> onlyActual = new TreeSet<>(engine.legal());
                onlyActual.removeAll(t.legal());
                line(s, "legal", "expected " + t.legal().size() + " moves, actual " + engine.legal().size()
                        + (engine.terminated() && !afterMove ? " (the game is over)" : ""));
                line(s, "", "only expected: " + describe(onlyExpected, sites));
                line(s, "", "only actual:   " + describe(onlyActual, sites));
            }
        }
        String when = step < 0 ? "initially" : step >= playout.steps().size() ? "at the end"
                : afterMove ? "after the move" : "before the move";
        line(s, "board", when + " (X = P1, O = P2, * = neutral, . = empty; rows from the top, each led by its first cell)");
        for (String row : BoardPicture.sideBySide("expected", BoardPicture.rows(topology, owners(expectedPosition)),
                "actual", BoardPicture.rows(topology, owners(engine.position())))) {
            line(s, "", row);
        }
        List<String> differ = new ArrayList<>();
        Piece[] actualPosition = engine.position();
        for (int c = 0; c < Math.min(expectedPosition.length, actualPosition.length); c++) {
            if (!java.util.Objects.equals(expectedPosition[c], actualPosition[c])) {
                differ.add(sites.describeCell(c) + " expected " + Piece.describe(expectedPosition[c]) + ", actual "
                        + Piece.describe(actualPosition[c]));
            }
        }
        if (!differ.isEmpty()) {
            line(s, "differ", differ.size() + (differ.size() == 1 ? " cell" : " cells"));
            for (String d : differ.subList(0, Math.min(12, differ.size()))) {
                line(s, "", d);
            }
            if (differ.size() > 12) {
                line(s, "", "… and " + (differ.size() - 12) + " more");
            }
        }
        line(s, "scores", "actual P1 " + engine.scores()[0] + ", P2 " + engine.scores()[1]
                + (playout.scores() == null ? " (the trace keeps no scores)"
                        : "; the trace's final P1 " + playout.scores()[0] + ", P2 " + playout.scores()[1]));
        line(s, "winner", "actual " + (engine.terminated() ? winner(engine.winner()) : "none yet (running)")
                + "; the trace's final " + winner(playout.winner()));
        long steps = playout.steps().stream().filter(x -> engine.passAction() || !x.move().isPass()).count();
        line(s, "steps", "actual stepCount " + engine.stepCount() + "; the trace's final " + steps);
        return s.toString().stripTrailing();
    }

    /** "P1" or "P2". */
    static String player(int p) {
        return p == 0 ? "P1" : p == 1 ? "P2" : "player " + p;
    }

    /** "P1", "P2" or "draw" for a winner −1 / 0 / 1 of a finished game. */
    static String winner(int w) {
        return w < 0 ? "draw" : player(w);
    }

    private static int[] owners(Piece[] position) {
        int[] board = new int[position.length];
        for (int c = 0; c < position.length; c++) {
            board[c] = position[c] == null ? 0 : position[c].owner();
        }
        return board;
    }

    /** A move in words: "pass", a put's cell, or "cell a to cell b". */
    private static String describe(Move move, SiteTable sites) {
        if (move.isPass()) {
            return "pass";
        }
        return move.putsPiece() ? cell(move.to(), sites) : cell(move.from(), sites) + " to " + cell(move.to(), sites);
    }

    private static String cell(int c, SiteTable sites) {
        return c >= 0 && c < sites.cells() ? sites.describeCell(c) : "cell " + c;
    }

    private static String describe(Set<Move> moves, SiteTable sites) {
        if (moves.isEmpty()) {
            return "none";
        }
        List<String> names = new ArrayList<>();
        for (Move m : moves) {
            if (names.size() == 12) {
                names.add("… " + (moves.size() - 12) + " more");
                break;
            }
            names.add(describe(m, sites));
        }
        return String.join(", ", names);
    }

    private static void line(StringBuilder s, String label, String text) {
        s.append("  ").append(String.format("%-8s", label)).append(text).append('\n');
    }
}
