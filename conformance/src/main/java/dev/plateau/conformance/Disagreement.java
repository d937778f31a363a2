package dev.plateau.conformance;

import dev.plateau.board.Topology;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The first point where an engine differs from a playout (conformance/README.md, Replaying a
 * playout), with everything needed to see why: the trace's expectation and the engine's state at
 * that point.
 *
 * @param playout the playout
 * @param step the index of the trace step: −1 for the initial position, {@code steps().size()} for
 *     the end of the game
 * @param afterMove for a step: true when the difference showed after the engine was stepped (the
 *     board), false when it showed before (running, player to move, legal set)
 * @param check what differs, e.g. "legal placements"
 * @param expected the trace's value of that check, in words
 * @param actual the engine's value, in words
 * @param expectedBoard the board the trace implies at that point
 * @param engine the engine's state at that point
 */
public record Disagreement(Playout playout, int step, boolean afterMove, String check, String expected, String actual,
        int[] expectedBoard, State engine) {

    /**
     * An engine's observable state.
     *
     * @param board the board
     * @param terminated {@code terminated}
     * @param currentPlayer {@code currentPlayer}
     * @param winner {@code winner}
     * @param scores the scores [P1, P2]
     * @param stepCount {@code stepCount}
     * @param legalActionMask the legal action mask
     */
    public record State(int[] board, boolean terminated, int currentPlayer, int winner, int[] scores, int stepCount,
            boolean[] legalActionMask) {
        /** Reads the state of an environment. */
        public static State of(Environment env) {
            return new State(env.board(), env.terminated(), env.currentPlayer(), env.winner(), env.scores(),
                    env.stepCount(), env.legalActionMask());
        }

        /** The legal placements: bit c is set iff cell c (0 ≤ c < M) is marked in the mask. */
        public BitSet legalCells(int cells) {
            BitSet legal = new BitSet(cells);
            for (int a = 0; a < Math.min(cells, legalActionMask.length); a++) {
                if (legalActionMask[a]) {
                    legal.set(a);
                }
            }
            return legal;
        }

        /** Whether the mask has a pass entry (action M) and it is set. */
        public boolean passLegal(int cells) {
            return legalActionMask.length > cells && legalActionMask[cells];
        }
    }

    /** The trace step, or {@code null} at the initial position and the end. */
    public Playout.Step traceStep() {
        return step >= 0 && step < playout.steps().size() ? playout.steps().get(step) : null;
    }

    /** One line: "gomoku seed 3 (gomoku.jsonl.gz line 4), step 41: legal placements: expected …, actual …". */
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
     * The full report, several lines: where and what, the mover and the move, the legal sets as
     * cell lists (with their differences), the expected and actual boards drawn side by side, the
     * scores, the winner and the step count.
     *
     * @param topology the board's geometry, for drawing; {@code null} draws cells in index order
     */
    public String report(Topology topology) {
        int m = playout.cells();
        SiteTable sites = playout.sites();
        StringBuilder s = new StringBuilder();
        s.append(playout.name()).append('\n');
        line(s, "where", where());
        line(s, "what", check + ": expected " + expected + ", actual " + actual);
        Playout.Step t = traceStep();
        if (t != null) {
            line(s, "mover", player(t.mover()) + "; the engine's player to move "
                    + (afterMove ? "before the move was " : "is ") + player(engine.currentPlayer())
                    + (engine.terminated() ? " (terminated)" : ""));
            line(s, "move", t.kind() == Playout.StepKind.PLACE ? sites.describeCell(t.cell())
                    : t.kind() == Playout.StepKind.PASS_ACTION ? "pass (action " + m + ")"
                    : "pass (skipped: Plateau passes players over without a step)");
            if (!afterMove && t.kind() != Playout.StepKind.SKIPPED_PASS && engine.terminated()) {
                line(s, "legal", "expected " + t.legalCells().cardinality() + " cells; actual none (the game is over)");
            } else if (!afterMove && t.kind() != Playout.StepKind.SKIPPED_PASS) {
                BitSet expectedLegal = t.legalCells();
                BitSet actualLegal = engine.legalCells(m);
                BitSet onlyExpected = (BitSet) expectedLegal.clone();
                onlyExpected.andNot(actualLegal);
                BitSet onlyActual = (BitSet) actualLegal.clone();
                onlyActual.andNot(expectedLegal);
                line(s, "legal", "expected " + expectedLegal.cardinality() + " cells, actual " + actualLegal.cardinality());
                line(s, "", "only expected: " + cellsWithNames(onlyExpected, sites));
                line(s, "", "only actual:   " + cellsWithNames(onlyActual, sites));
                wrapped(s, "expected: ", expectedLegal);
                wrapped(s, "actual:   ", actualLegal);
                if (t.passLegal() || engine.legalActionMask().length > m) {
                    line(s, "pass", "legal: expected " + t.passLegal() + ", actual "
                            + (engine.legalActionMask().length > m ? engine.passLegal(m) : "no pass action"));
                }
            }
        }
        String when = step < 0 ? "initially" : step >= playout.steps().size() ? "at the end"
                : afterMove ? "after the move" : "before the move";
        line(s, "board", when + " (X = P1, O = P2, . = empty; rows from the top, each led by its first cell)");
        for (String row : BoardPicture.sideBySide("expected", BoardPicture.rows(topology, expectedBoard),
                "actual", BoardPicture.rows(topology, engine.board()))) {
            line(s, "", row);
        }
        List<String> differ = new ArrayList<>();
        for (int c = 0; c < Math.min(expectedBoard.length, engine.board().length); c++) {
            if (expectedBoard[c] != engine.board()[c]) {
                differ.add(sites.describeCell(c) + " expected " + BoardPicture.symbol(expectedBoard[c]) + ", actual "
                        + BoardPicture.symbol(engine.board()[c]));
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
        line(s, "steps", "actual stepCount " + engine.stepCount() + "; the trace's final " + playout.expectedStepCount());
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

    private static String cellsWithNames(BitSet cells, SiteTable sites) {
        if (cells.isEmpty()) {
            return "none";
        }
        List<String> names = new ArrayList<>();
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            if (names.size() == 12) {
                names.add("… " + (cells.cardinality() - 12) + " more");
                break;
            }
            names.add(c >= 0 && c < sites.codes() ? sites.describeCell(c) : "cell " + c);
        }
        return String.join(", ", names);
    }

    private static void line(StringBuilder s, String label, String text) {
        s.append("  ").append(String.format("%-8s", label)).append(text).append('\n');
    }

    private static void wrapped(StringBuilder s, String head, BitSet cells) {
        StringBuilder row = new StringBuilder(head);
        String indent = " ".repeat(head.length());
        if (cells.isEmpty()) {
            row.append("(none)");
        }
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            String item = c + " ";
            if (row.length() + item.length() > 90 && row.length() > head.length()) {
                line(s, "", row.toString().stripTrailing());
                row = new StringBuilder(indent);
            }
            row.append(item);
        }
        line(s, "", row.toString().stripTrailing());
    }
}
