package dev.plateau.sim;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.ActionSpace;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.board.Topology;
import dev.plateau.plan.Lowering;
import dev.plateau.plan.Plan;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Game;
import dev.plateau.rules.Player;
import dev.plateau.rules.RelativeDirection;

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
     * The name of an action: in a placement game the name of its cell ({@link Topology#cellName(int)},
     * {@code a1} the top-left cell); in a game with moves {@code from-to} for a plane with an
     * absolute direction ({@code a7-a5}) and {@code from/direction} or {@code from/direction/distance}
     * for a relative one ({@code c2/forward_left}), or where the destination is off the board; or
     * {@value #PASS} for the pass action.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public String actionName(int action) {
        checkAction(action);
        if (plan.hasPassAction() && action == actionCount() - 1) {
            return PASS;
        }
        ActionSpace space = plan.actions();
        int from = origin(action);
        if (!space.moves()) {
            return topology().cellName(from);
        }
        ActionSpace.Plane plane = space.plane(action / topology().cellCount());
        if (!(plane.direction() instanceof RelativeDirection)) {
            int to = destination(action, Player.P1);
            if (to >= 0) {
                return topology().cellName(from) + "-" + topology().cellName(to);
            }
        }
        return topology().cellName(from) + "/" + plane.direction().word()
                + (plane.distance() > 1 ? "/" + plane.distance() : "");
    }

    private void checkAction(int action) {
        if (action < 0 || action >= actionCount()) {
            throw new IndexOutOfBoundsException("action " + action + " out of range [0, " + actionCount() + ")");
        }
    }

    /** Whether an action is the pass action. */
    public boolean isPass(int action) {
        checkAction(action);
        return plan.hasPassAction() && action == actionCount() - 1;
    }

    /**
     * The cell an action places on or moves from.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     * @throws IllegalArgumentException for the pass action
     */
    public int origin(int action) {
        if (isPass(action)) {
            throw new IllegalArgumentException("the pass action has no cell");
        }
        return action % topology().cellCount();
    }

    /**
     * The cell a move action ends on when {@code mover} makes it (relative directions turn with the
     * mover), or −1 if it leads off the board; for a placement, its cell.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     * @throws IllegalArgumentException for the pass action
     */
    public int destination(int action, Player mover) {
        int cell = origin(action);
        ActionSpace space = plan.actions();
        if (!space.moves()) {
            return cell;
        }
        ActionSpace.Plane plane = space.plane(action / topology().cellCount());
        Direction d = plane.directionFor(mover);
        if (!topology().hasDirection(d)) {
            return -1;
        }
        for (int k = 0; k < plane.distance() && cell >= 0; k++) {
            cell = topology().neighbour(cell, d);
        }
        return cell;
    }

    /**
     * The image of an action under a symmetry of the board: a placement moves with its cell (as
     * {@link dev.plateau.board.Symmetry#applyToAction}); a move from cell f along direction d over k
     * cells becomes the move from the image of f along the image of d over k cells, which must be a
     * plane of this game's action space. The pass stays the pass.
     *
     * @return the image, or −1 if this game has no plane for the image of the action's direction
     *     (a relative direction that the symmetry turns into another the game does not use)
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public int symmetricAction(dev.plateau.board.Symmetry symmetry, int action) {
        checkAction(action);
        if (isPass(action)) {
            return action;
        }
        ActionSpace space = plan.actions();
        int m = topology().cellCount();
        int from = symmetry.apply(origin(action));
        if (!space.moves()) {
            return from;
        }
        ActionSpace.Plane plane = space.plane(action / m);
        Direction image = imageOf(symmetry, plane.directionFor(Player.P1));
        if (image == null) {
            return -1;
        }
        for (int p = 0; p < space.planeCount(); p++) {
            ActionSpace.Plane candidate = space.plane(p);
            if (candidate.distance() == plane.distance()
                    && (candidate.direction() instanceof RelativeDirection) == (plane.direction() instanceof RelativeDirection)
                    && candidate.directionFor(Player.P1) == image) {
                return p * m + from;
            }
        }
        return -1;
    }

    /** The direction that a symmetry turns a direction into (it is the same at every cell). */
    private Direction imageOf(dev.plateau.board.Symmetry symmetry, Direction d) {
        Topology t = topology();
        for (int c = 0; c < t.cellCount(); c++) {
            int n = t.hasDirection(d) ? t.neighbour(c, d) : -1;
            if (n >= 0) {
                int from = symmetry.apply(c);
                int to = symmetry.apply(n);
                for (Direction e : t.directions()) {
                    if (t.neighbour(from, e) == to) {
                        return e;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The move action of {@code mover} from one cell to another, or −1 if no plane leads there: the
     * action whose origin and destination these are.
     */
    public int moveAction(int from, int to, Player mover) {
        int m = topology().cellCount();
        if (from < 0 || from >= m || to < 0 || to >= m) {
            throw new IndexOutOfBoundsException("cells " + from + " and " + to + " must be in [0, " + m + ")");
        }
        ActionSpace space = plan.actions();
        if (!space.moves()) {
            return from == to ? from : -1;
        }
        for (int p = 0; p < space.planeCount(); p++) {
            int action = p * m + from;
            if (destination(action, mover) == to) {
                return action;
            }
        }
        return -1;
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
            return actionCount() - 1;
        }
        ActionSpace space = plan.actions();
        if (!space.moves() || name == null) {
            return topology().cellOf(name);
        }
        String text = name.strip();
        int m = topology().cellCount();
        int dash = text.indexOf('-');
        if (dash > 0) {
            int from = topology().cellOf(text.substring(0, dash));
            int to = topology().cellOf(text.substring(dash + 1));
            for (int p = 0; p < space.planeCount(); p++) {
                if (!(space.plane(p).direction() instanceof RelativeDirection) && destination(p * m + from, Player.P1) == to) {
                    return p * m + from;
                }
            }
            throw new IllegalArgumentException("no move of " + game().name() + " goes from " + text.substring(0, dash)
                    + " to " + text.substring(dash + 1) + " in one line");
        }
        String[] parts = text.split("/");
        if (parts.length == 2 || parts.length == 3) {
            int from = topology().cellOf(parts[0]);
            int distance;
            try {
                distance = parts.length == 3 ? Integer.parseInt(parts[2]) : 1;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("`" + text + "`: the distance `" + parts[2] + "` is not a number");
            }
            for (int p = 0; p < space.planeCount(); p++) {
                ActionSpace.Plane plane = space.plane(p);
                if (plane.direction().word().equals(parts[1]) && plane.distance() == distance) {
                    return p * m + from;
                }
            }
            throw new IllegalArgumentException("`" + text + "`: " + game().name() + " has no move `" + parts[1]
                    + "` over " + distance + (distance == 1 ? " step" : " steps"));
        }
        throw new IllegalArgumentException("`" + text + "` is not a move of " + game().name()
                + ": write from-to (`a2-a4`), from/direction (`a2/forward`) or from/direction/distance");
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
