package dev.plateau.conformance;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Optional;

/**
 * The replay procedure (conformance/README.md, Replaying a playout): drives one {@link
 * Environment} through a {@link Playout} and reports the first difference.
 *
 * <ol>
 *   <li>The initial board must equal the trace's {@code init}.</li>
 *   <li>A Ludii pass that Plateau does not play ({@link Playout.StepKind#SKIPPED_PASS}) requires the
 *       environment to be terminated or to have another player to move. Every other step requires
 *       the environment to be running, its player to move to be the mover, its legal placements to
 *       be the trace's {@code L}, and, where the action space has a pass entry or the trace allows a
 *       pass, the pass entry to equal {@code P}; after the step the board must be the previous board
 *       plus the mover's piece and the listed changes.</li>
 *   <li>At the end: terminated, the trace's winner and final board, its scores where it has them,
 *       and {@code stepCount} = n − np (Reversi: n).</li>
 * </ol>
 */
public final class Replayer {
    private Replayer() {}

    /**
     * Replays a playout against an environment in its initial state.
     *
     * @return the first disagreement, or empty if the environment follows the playout to its end
     */
    public static Optional<Disagreement> replay(Playout p, Environment env) {
        return Optional.ofNullable(run(p, env));
    }

    private static Disagreement run(Playout p, Environment env) {
        int m = p.cells();
        int[] expected = p.initBoard().clone();
        int[] board = env.board();
        if (board.length != m) {
            return differ(p, -1, false, "board size", m + " cells", board.length + " cells", expected, env);
        }
        if (!Arrays.equals(board, expected)) {
            return differ(p, -1, false, "initial board", "the trace's init", "another board", expected, env);
        }
        for (Playout.Step s : p.steps()) {
            int i = s.index();
            if (s.kind() == Playout.StepKind.SKIPPED_PASS) {
                if (!env.terminated() && env.currentPlayer() == s.mover()) {
                    return differ(p, i, false, "skipped pass",
                            Disagreement.player(s.mover()) + " passed over (another player to move) or the game over",
                            Disagreement.player(s.mover()) + " to move", expected, env);
                }
                continue;
            }
            if (env.terminated()) {
                return differ(p, i, false, "running", "running", "terminated, winner "
                        + Disagreement.winner(env.winner()), expected, env);
            }
            if (env.currentPlayer() != s.mover()) {
                return differ(p, i, false, "player to move", Disagreement.player(s.mover()),
                        Disagreement.player(env.currentPlayer()), expected, env);
            }
            boolean[] mask = env.legalActionMask();
            Disagreement.State before = Disagreement.State.of(env);
            BitSet legal = before.legalCells(m);
            BitSet traceLegal = s.legalCells();
            if (!legal.equals(traceLegal)) {
                return differ(p, i, false, "legal placements", traceLegal.cardinality() + " cells",
                        legal.cardinality() + " cells", expected, env);
            }
            boolean hasPass = mask.length > m;
            if (hasPass || s.passLegal()) {
                boolean pass = hasPass && mask[m];
                if (pass != s.passLegal()) {
                    return differ(p, i, false, "pass legal", String.valueOf(s.passLegal()),
                            hasPass ? String.valueOf(pass) : "no pass action in the game", expected, env);
                }
            }
            if (s.kind() == Playout.StepKind.PASS_ACTION) {
                env.step(m);
            } else {
                expected[s.cell()] = s.mover() + 1;
                env.step(s.cell());
            }
            for (Playout.Change c : s.changes()) {
                expected[c.cell()] = c.owner();
            }
            if (!Arrays.equals(env.board(), expected)) {
                return new Disagreement(p, i, true, "board after the move", "the previous board with the move"
                        + (s.changes().isEmpty() ? "" : " and its " + s.changes().size() + " listed changes"),
                        "another board", expected.clone(), new Disagreement.State(env.board(), env.terminated(),
                                before.currentPlayer(), env.winner(), env.scores(), env.stepCount(),
                                before.legalActionMask()));
            }
        }
        int end = p.steps().size();
        if (!env.terminated()) {
            return differ(p, end, false, "terminated", "terminated", "running, " + Disagreement.player(env.currentPlayer())
                    + " to move", expected, env);
        }
        if (env.winner() != p.winner()) {
            return differ(p, end, false, "winner", Disagreement.winner(p.winner()), Disagreement.winner(env.winner()),
                    expected, env);
        }
        if (!Arrays.equals(env.board(), p.finalBoard())) {
            return differ(p, end, false, "final board", "the trace's final", "another board", p.finalBoard().clone(), env);
        }
        if (p.scores() != null && !Arrays.equals(env.scores(), p.scores())) {
            return differ(p, end, false, "scores", Arrays.toString(p.scores()), Arrays.toString(env.scores()), expected,
                    env);
        }
        if (env.stepCount() != p.expectedStepCount()) {
            return differ(p, end, false, "stepCount", String.valueOf(p.expectedStepCount()),
                    String.valueOf(env.stepCount()), expected, env);
        }
        return null;
    }

    private static Disagreement differ(Playout p, int step, boolean afterMove, String check, String expected, String actual,
            int[] expectedBoard, Environment env) {
        return new Disagreement(p, step, afterMove, check, expected, actual, expectedBoard.clone(),
                Disagreement.State.of(env));
    }
}
