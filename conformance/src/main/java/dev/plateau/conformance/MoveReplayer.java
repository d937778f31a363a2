package dev.plateau.conformance;

import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Replays a movement playout (conformance/README.md, Movement games) on the first environment of a
 * simulator, from its initial state, and reports the first difference: at every step the player to
 * move, the legal moves (as from-to cell pairs; for a step that puts a new piece, such as an Amazons
 * shot, the cells it may go to), and the position after the move; at the end the winner and the
 * final position.
 */
public final class MoveReplayer {
    private MoveReplayer() {}

    /**
     * Replays one playout.
     *
     * @return a description of the first disagreement, or empty if the simulator follows the trace
     */
    public static Optional<String> replay(MovePlayout p, Simulator sim) {
        sim.init();
        CompiledGame game = sim.game();
        int m = game.topology().cellCount();
        MoveTraceGame.Piece[] expected = p.init().clone();
        String at = p.name() + ": ";
        if (!Arrays.equals(board(sim, m), expected)) {
            return Optional.of(at + "the initial position differs\n" + sim.boardText(0));
        }
        for (MovePlayout.Step s : p.steps()) {
            String where = at + "step " + s.index() + ": ";
            if (sim.terminated(0)) {
                return Optional.of(where + "the game is over (winner " + sim.winner(0) + "), the trace goes on");
            }
            if (sim.currentPlayer(0) != s.mover()) {
                return Optional.of(where + "P" + (sim.currentPlayer(0) + 1) + " is to move, the trace has P"
                        + (s.mover() + 1));
            }
            Player mover = Player.of(s.mover());
            Set<Long> ours = new TreeSet<>();
            int chosen = -1;
            for (int a : sim.legalActions(0)) {
                if (game.isPass(a)) {
                    ours.add(-1L);
                    continue;
                }
                int from = game.origin(a);
                int to = game.destination(a, mover);
                long key = s.putsPiece() ? (long) to * m + to : (long) from * m + to;
                ours.add(key);
                if (s.putsPiece() ? to == s.to() : from == s.from() && to == s.to()) {
                    chosen = a;
                }
            }
            if (!ours.equals(new TreeSet<>(s.legal()))) {
                Set<Long> missing = new TreeSet<>(s.legal());
                missing.removeAll(ours);
                Set<Long> extra = new TreeSet<>(ours);
                extra.removeAll(s.legal());
                return Optional.of(where + "the legal moves differ: the trace has " + s.legal().size() + ", Plateau "
                        + ours.size() + "; missing " + names(game, missing, m) + ", extra " + names(game, extra, m)
                        + "\n" + sim.boardText(0));
            }
            if (s.from() < 0) {
                return Optional.of(where + "the trace passes, but Plateau passes players over without an action");
            }
            sim.step(new int[] {chosen});
            for (MovePlayout.Change c : s.changes()) {
                expected[c.cell()] = c.piece();
            }
            MoveTraceGame.Piece[] now = board(sim, m);
            if (!Arrays.equals(now, expected)) {
                StringBuilder diff = new StringBuilder();
                for (int c = 0; c < m; c++) {
                    if (!java.util.Objects.equals(now[c], expected[c])) {
                        diff.append(' ').append(game.topology().cellName(c)).append(": trace ").append(expected[c])
                                .append(", Plateau ").append(now[c]);
                    }
                }
                return Optional.of(where + "after " + game.actionName(chosen) + " the position differs:" + diff
                        + "\n" + sim.boardText(0));
            }
        }
        if (!sim.terminated(0)) {
            return Optional.of(at + "the trace ends, Plateau's game goes on\n" + sim.boardText(0));
        }
        if (sim.winner(0) != p.winner()) {
            return Optional.of(at + "the winner is " + sim.winner(0) + ", the trace's " + p.winner());
        }
        if (!Arrays.equals(board(sim, m), p.finalBoard())) {
            return Optional.of(at + "the final position differs from the trace's\n" + sim.boardText(0));
        }
        if (sim.stepCount(0) != p.steps().size()) {
            return Optional.of(at + "stepCount is " + sim.stepCount(0) + ", the trace has " + p.steps().size() + " steps");
        }
        return Optional.empty();
    }

    private static MoveTraceGame.Piece[] board(Simulator sim, int m) {
        MoveTraceGame.Piece[] b = new MoveTraceGame.Piece[m];
        for (int c = 0; c < m; c++) {
            int owner = sim.cell(0, c);
            b[c] = owner == 0 ? null : new MoveTraceGame.Piece(owner, sim.piece(0, c));
        }
        return b;
    }

    private static String names(CompiledGame game, Set<Long> moves, int m) {
        StringBuilder out = new StringBuilder("[");
        for (long k : moves) {
            out.append(out.length() > 1 ? " " : "").append(k < 0 ? "pass"
                    : game.topology().cellName((int) (k / m)) + "-" + game.topology().cellName((int) (k % m)));
        }
        return out.append(']').toString();
    }
}
