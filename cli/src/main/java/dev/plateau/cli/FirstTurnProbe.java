package dev.plateau.cli;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.Optional;

/**
 * The random playouts of {@code plateau check}: a game that passes the analysis can still be one
 * that no one can play, because every game ends on its first move (a turn meant to go on that the
 * rules end instead). A few uniformly random playouts on the scalar reference, bounded in steps and
 * time, find it.
 */
final class FirstTurnProbe {
    /** How many random playouts the probe plays. */
    static final int PLAYOUTS = 20;
    /** The most steps it plays: a first turn longer than this is not one that ends at once. */
    static final int MAX_STEPS = 200;
    /** The most time it takes; past it, it says nothing. */
    static final long MAX_NANOS = 2_000_000_000L;

    private FirstTurnProbe() {}

    /**
     * The warning for a game whose every random playout ends before the first player's turn has passed
     * to the other, if it is one.
     */
    static Optional<String> warning(AnalyzedGame analyzed) {
        CompiledGame game = CompiledGame.compile(analyzed);
        long deadline = System.nanoTime() + MAX_NANOS;
        try (Simulator sim = Simulator.builder(game).backend("scalar").batch(PLAYOUTS).threads(1).build()) {
            int first = sim.currentPlayer(0);
            for (int step = 0; step < MAX_STEPS && System.nanoTime() < deadline; step++) {
                boolean undecided = false;
                for (int env = 0; env < PLAYOUTS; env++) {
                    if (!sim.terminated(env) && !sim.truncated(env)) {
                        if (sim.currentPlayer(env) != first) {
                            return Optional.empty(); // this playout reached the second player's turn
                        }
                        undecided = true;
                    }
                }
                if (!undecided) {
                    return Optional.of("warning: every one of " + PLAYOUTS + " random playouts ended on the first"
                            + " move, before " + (first == 0 ? "P2" : "P1") + " could move: a rule ends the game at"
                            + " once (is a turn meant to go on, or an end rule true from the start?)");
                }
                sim.stepRandom(step);
            }
        }
        return Optional.empty();
    }
}
