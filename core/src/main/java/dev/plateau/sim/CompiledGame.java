package dev.plateau.sim;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.board.Topology;
import dev.plateau.plan.Lowering;
import dev.plateau.plan.Plan;
import dev.plateau.rules.Game;
import dev.plateau.rules.Player;

/**
 * A game ready to run: the analysed rule graph and its plan. Immutable and shareable; compile once
 * and open any number of {@link Simulator}s on it.
 */
public final class CompiledGame {
    private final AnalyzedGame analyzed;
    private final Plan plan;
    private final ActionCodec actions;
    private final ObservationLayout observationLayout;

    private CompiledGame(AnalyzedGame analyzed, Plan plan) {
        this.analyzed = analyzed;
        this.plan = plan;
        this.actions = new ActionCodec(analyzed.game().name(), plan.actions(), plan.topology());
        this.observationLayout = new ObservationLayout(plan);
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

    /** How actions are numbered, named, parsed and moved by symmetries (one codec per game). */
    public ActionCodec actions() {
        return actions;
    }

    /**
     * The observation planes of a simulator of this game: their names, order, meaning and shape
     * (one layout per game).
     */
    public ObservationLayout observationLayout() {
        return observationLayout;
    }

    /** The name of the pass action, {@link ActionCodec#PASS}. */
    public static final String PASS = ActionCodec.PASS;

    /** The name of an action: {@code actions().name(action)} ({@link ActionCodec#name}). */
    public String actionName(int action) {
        return actions.name(action);
    }

    /** Whether an action is the pass action: {@code actions().isPass(action)}. */
    public boolean isPass(int action) {
        return actions.isPass(action);
    }

    /** The cell an action places on or moves from: {@code actions().origin(action)} ({@link ActionCodec#origin}). */
    public int origin(int action) {
        return actions.origin(action);
    }

    /**
     * The cell a move action ends on when {@code mover} makes it, or −1 off the board: {@code
     * actions().destination(action, mover)} ({@link ActionCodec#destination}).
     */
    public int destination(int action, Player mover) {
        return actions.destination(action, mover);
    }

    /**
     * The image of an action under a symmetry of the board, or −1: {@code actions().symmetric(symmetry,
     * action)} ({@link ActionCodec#symmetric}).
     */
    public int symmetricAction(dev.plateau.board.Symmetry symmetry, int action) {
        return actions.symmetric(symmetry, action);
    }

    /**
     * The move action of {@code mover} from one cell to another, or −1: {@code actions().moveAction(from,
     * to, mover)} ({@link ActionCodec#moveAction}).
     */
    public int moveAction(int from, int to, Player mover) {
        return actions.moveAction(from, to, mover);
    }

    /** The action with a name: {@code actions().parse(name)} ({@link ActionCodec#parse}). */
    public int actionOf(String name) {
        return actions.parse(name);
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
