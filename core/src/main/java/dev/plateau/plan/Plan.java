package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.board.Topology;
import dev.plateau.rules.Game;

/**
 * The lowered program of one compiled game: its {@link StateLayout} and three {@link Program}s,
 * which every backend runs over a batch of environments.
 *
 * <p>Register conventions, the same in every program: register {@code f} for
 * {@code 0 ≤ f < layout().fieldCount()} holds state field f when the program starts and the new
 * value of field f when it ends; then come the {@link Input inputs}, set by the backend.
 *
 * <ul>
 *   <li>{@link #init()} ignores the incoming state and writes the initial state (docs/language.md,
 *       Game state).
 *   <li>{@link #step()} applies the action code in {@link Input#ACTION} (docs/language.md, The
 *       order of a step, with the penalty policy for illegal actions; a finished environment only
 *       gets zero rewards).
 *   <li>{@link #playoutStep()} chooses a uniformly random legal action with {@link Rng} and applies
 *       it. It must only run on <em>running</em> environments (neither terminated nor truncated):
 *       on a finished one its result is undefined. Backends check before every step, or run it on
 *       every lane and keep only the results of lanes that were running.
 * </ul>
 *
 * <p>Actions are passed as <em>action codes</em> ({@link ActionSpace}): in a placement game the bit
 * of the cell in the board's bit layout, in a game with moves the plane index shifted above the
 * origin's bit; −1 for the pass action ({@link #actionCode}, {@link #actionOf}).
 */
public final class Plan {
    /** The inputs of a program, in register order after the state fields. */
    public enum Input {
        /** The action code of each environment (step only). */
        ACTION,
        /** The index of each environment in the batch (0 … B−1). */
        ENV_INDEX,
        /** The random seed (the same for the whole batch). */
        SEED,
        /** The step limit (the same for the whole batch; {@code Long.MAX_VALUE} for none). */
        STEP_LIMIT
    }

    private final Game game;
    private final Topology topology;
    private final StateLayout layout;
    private final Positions positions;
    private final ActionSpace actions;
    private final PieceModel pieces;
    private final Program init;
    private final Program step;
    private final Program playoutStep;

    Plan(Game game, Topology topology, StateLayout layout, Positions positions, ActionSpace actions, Program init,
            Program step, Program playoutStep) {
        this.game = game;
        this.actions = actions;
        this.pieces = new PieceModel(game);
        this.topology = topology;
        this.layout = layout;
        this.positions = positions;
        this.init = init;
        this.step = step;
        this.playoutStep = playoutStep;
    }

    /** The game this plan was lowered from. */
    public Game game() {
        return game;
    }

    /** The board geometry and bit layout. */
    public Topology topology() {
        return topology;
    }

    /** The state layout. */
    public StateLayout layout() {
        return layout;
    }

    /** The turn positions; the state's position field indexes them. */
    public Positions positions() {
        return positions;
    }

    /** The program that writes the initial state. */
    public Program init() {
        return init;
    }

    /** The program that applies one action per environment. */
    public Program step() {
        return step;
    }

    /** The program that applies one random legal action; only for running environments. */
    public Program playoutStep() {
        return playoutStep;
    }

    /** The register of an input. */
    public int inputRegister(Input input) {
        return layout.fieldCount() + input.ordinal();
    }

    /** The number of registers set before a program runs: the state fields and the inputs. */
    public int presetRegisters() {
        return layout.fieldCount() + Input.values().length;
    }

    /** Whether the game has the pass action. */
    public boolean hasPassAction() {
        return layout.has(StateLayout.Kind.LEGAL_PASS);
    }

    /** How the piece types are kept in the state. */
    public PieceModel pieces() {
        return pieces;
    }

    /** The action space: its planes and the encoding of action codes. */
    public ActionSpace actions() {
        return actions;
    }

    /** A, the size of the action space: P · M, plus one for the pass action. */
    public int actionCount() {
        return actions.actionCount();
    }

    /** The action code of an action (0 ≤ action < A): see {@link ActionSpace#code}; −1 for pass. */
    public long actionCode(int action) {
        return actions.code(action);
    }

    /** The action of an action code. */
    public int actionOf(long code) {
        return actions.actionOf(code);
    }
}
