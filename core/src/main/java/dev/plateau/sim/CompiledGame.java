package dev.plateau.sim;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.board.Topology;
import dev.plateau.plan.Lowering;
import dev.plateau.plan.Plan;
import dev.plateau.rules.Game;

/**
 * A game ready to run: the analysed rule graph and its plan. Immutable and shareable; compile once
 * and open any number of {@link Simulator}s on it.
 */
public final class CompiledGame {
    private final AnalyzedGame analyzed;
    private final Plan plan;

    private CompiledGame(AnalyzedGame analyzed, Plan plan) {
        this.analyzed = analyzed;
        this.plan = plan;
    }

    /** Compiles an analysed game. */
    public static CompiledGame compile(AnalyzedGame analyzed) {
        return new CompiledGame(analyzed, Lowering.lower(analyzed));
    }

    /** Compiles an analysed game with lowering options (for tests and experiments). */
    public static CompiledGame compile(AnalyzedGame analyzed, Lowering.Options options) {
        return new CompiledGame(analyzed, Lowering.lower(analyzed, options));
    }

    /**
     * Analyses and compiles a game built in Java.
     *
     * @throws dev.plateau.diagnostics.GameException if the game is invalid for its board
     */
    public static CompiledGame compile(Game game) {
        return compile(Analysis.analyze(game));
    }

    /** The rule graph. */
    public Game game() {
        return analyzed.game();
    }

    /** The analysis of the game. */
    public AnalyzedGame analyzed() {
        return analyzed;
    }

    /** The board geometry. */
    public Topology topology() {
        return analyzed.topology();
    }

    /** The plan the backends run. */
    public Plan plan() {
        return plan;
    }

    /** A, the size of the action space. */
    public int actionCount() {
        return plan.actionCount();
    }

    /** The name of the pass action in {@link #actionName} and {@link #actionOf}. */
    public static final String PASS = "pass";

    /**
     * The name of an action: the name of its cell ({@link Topology#cellName(int)}, {@code a1} the
     * top-left cell), or {@value #PASS} for the pass action.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public String actionName(int action) {
        if (action < 0 || action >= actionCount()) {
            throw new IndexOutOfBoundsException("action " + action + " out of range [0, " + actionCount() + ")");
        }
        return action == topology().cellCount() ? PASS : topology().cellName(action);
    }

    /**
     * The action with a name, as {@link #actionName} writes it (letters in either case).
     *
     * @throws IllegalArgumentException naming the name and the board, or the game, if no action has it
     */
    public int actionOf(String name) {
        if (name != null && name.strip().equalsIgnoreCase(PASS)) {
            if (!plan.hasPassAction()) {
                throw new IllegalArgumentException(game().name() + " has no pass action");
            }
            return topology().cellCount();
        }
        return topology().cellOf(name);
    }

    /** Opens a simulator with the defaults for a batch of environments (see {@link Simulator#builder}). */
    public Simulator simulator(int batch) {
        return Simulator.builder(this).batch(batch).build();
    }

    @Override
    public String toString() {
        return "CompiledGame[" + game().name() + "]";
    }
}
