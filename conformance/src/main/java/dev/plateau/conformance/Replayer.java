package dev.plateau.conformance;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The replay procedure (conformance/README.md, Replaying a playout): drives one {@link
 * Environment} through a {@link Playout}, of a placement or a movement game, and reports the first
 * difference as a {@link Disagreement}.
 *
 * <ol>
 *   <li>The initial position must equal the trace's {@code init}.</li>
 *   <li>A pass in a game without a pass action is not played: the environment must be terminated or
 *       have another player to move. Every other step requires the environment to be running, its
 *       player to move to be the mover and its legal moves to be the trace's {@code L} (where the
 *       trace's move puts a piece, the engine's moves are compared by the cells they end on); after
 *       the step the position must be the previous one with the step's changes.</li>
 *   <li>At the end: terminated, the trace's winner and final position, its scores where it has them,
 *       and {@code stepCount} = the number of steps played.</li>
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
        Piece[] expected = p.init().clone();
        Piece[] position = env.position();
        boolean passAction = env.hasPassAction();
        if (position.length != m) {
            return differ(p, -1, "board size", m + " cells", position.length + " cells", expected, env, null);
        }
        if (!Arrays.equals(position, expected)) {
            return differ(p, -1, "initial position", "the trace's init", "another position", expected, env, null);
        }
        int[] hands = p.initHands() == null ? null : p.initHands().clone();
        if (hands != null && !Arrays.equals(env.hands(), hands)) {
            return differ(p, -1, "pieces in hand", Arrays.toString(hands), Arrays.toString(env.hands()), expected, env,
                    null);
        }
        int played = 0;
        for (Playout.Step s : p.steps()) {
            int i = s.index();
            if (s.move().isPass() && !passAction) {
                if (!env.terminated() && env.currentPlayer() == s.mover()) {
                    return differ(p, i, "skipped pass", Disagreement.player(s.mover())
                            + " passed over (another player to move) or the game over, as the game has no pass action",
                            Disagreement.player(s.mover()) + " to move", expected, env, null);
                }
                continue;
            }
            if (env.terminated()) {
                return differ(p, i, "running", "running", "terminated, winner " + Disagreement.winner(env.winner()),
                        expected, env, null);
            }
            if (env.currentPlayer() != s.mover()) {
                return differ(p, i, "player to move", Disagreement.player(s.mover()),
                        Disagreement.player(env.currentPlayer()), expected, env, null);
            }
            Map<Move, Integer> moves = comparable(env.legalMoves(), s.move().putsPiece());
            if (!moves.keySet().equals(s.legal())) {
                return differ(p, i, "legal moves", s.legal().size() + " moves", moves.size() + " moves", expected, env,
                        moves.keySet());
            }
            int player = env.currentPlayer();
            env.step(moves.get(s.move()));
            played++;
            for (Playout.Change c : s.changes()) {
                expected[c.cell()] = c.piece();
            }
            for (Playout.HandChange h : s.hands()) {
                hands[h.player()] = h.count();
            }
            if (hands != null && !Arrays.equals(env.hands(), hands)) {
                return differ(p, i, "pieces in hand after the move", Arrays.toString(hands), Arrays.toString(env.hands()),
                        expected, env, null);
            }
            Piece[] after = env.position();
            if (!Arrays.equals(after, expected)) {
                String changes = s.changes().size() == 1 ? "its change" : "its " + s.changes().size() + " changes";
                return new Disagreement(p, i, true, "position after the move", "the previous position with " + changes,
                        "another position", expected.clone(), new Disagreement.State(after, env.terminated(), player,
                                env.winner(), env.scores(), env.stepCount(), moves.keySet(), passAction));
            }
        }
        int end = p.steps().size();
        if (!env.terminated()) {
            return differ(p, end, "terminated", "terminated", "running, " + Disagreement.player(env.currentPlayer())
                    + " to move", expected, env, null);
        }
        if (env.winner() != p.winner()) {
            return differ(p, end, "winner", Disagreement.winner(p.winner()), Disagreement.winner(env.winner()), expected,
                    env, null);
        }
        if (!Arrays.equals(env.position(), p.finalPosition())) {
            return differ(p, end, "final position", "the trace's final", "another position", p.finalPosition().clone(),
                    env, null);
        }
        if (p.scores() != null && !Arrays.equals(env.scores(), p.scores())) {
            return differ(p, end, "scores", Arrays.toString(p.scores()), Arrays.toString(env.scores()), expected, env,
                    null);
        }
        if (env.stepCount() != played) {
            return differ(p, end, "stepCount", String.valueOf(played), String.valueOf(env.stepCount()), expected, env,
                    null);
        }
        return null;
    }

    /**
     * The engine's moves as the trace writes them: where the trace's move puts a piece (a placement,
     * an Amazons shot), a move is known by the cell it ends on, whichever cell Plateau's action starts
     * from (a shot starts at the queen).
     */
    private static Map<Move, Integer> comparable(Map<Move, Integer> moves, boolean puts) {
        if (!puts) {
            return moves;
        }
        Map<Move, Integer> out = new TreeMap<>();
        moves.forEach((move, action) -> out.putIfAbsent(move.asPut(), action));
        return out;
    }

    private static Disagreement differ(Playout p, int step, String check, String expected, String actual,
            Piece[] expectedPosition, Environment env, Set<Move> legal) {
        boolean over = env.terminated();
        Set<Move> moves = legal != null ? legal : over ? Set.of() : new TreeSet<>(env.legalMoves().keySet());
        return new Disagreement(p, step, false, check, expected, actual, expectedPosition.clone(),
                new Disagreement.State(env.position(), over, env.currentPlayer(), env.winner(), env.scores(),
                        env.stepCount(), moves, env.hasPassAction()));
    }
}
