package dev.plateau.sim;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.board.Symmetry;
import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Player;
import dev.plateau.rules.RelativeDirection;

/**
 * The actions of one compiled game (docs/language.md, "Actions"), in both directions: an action is
 * a number in [0, A), {@code plane · M + cell} for P planes of M cells, and the pass action, where
 * the game has one, is the last, P · M. A placement game has one plane, the cells; a game with moves
 * has one plane per direction and distance, and its action moves the piece on the cell (its
 * <em>origin</em>) in that direction over that distance.
 *
 * <p>Every part of Plateau that takes an action apart or puts one together (the simulator, the web
 * board, agents, symmetries for training data) does it here: {@link #encode}/{@link #plane}/{@link
 * #origin} for the numbers, {@link #name}/{@link #parse} for the names people read and write,
 * {@link #destination}/{@link #moveAction} for the cells a move joins, and {@link #symmetric} for the
 * image of an action under a board symmetry. Obtained from {@link CompiledGame#actions()}; immutable.
 */
public final class ActionCodec {
    /** The name of the pass action in {@link #name} and {@link #parse}. */
    public static final String PASS = "pass";

    private final String gameName;
    private final ActionSpace space;
    private final Topology topology;

    ActionCodec(String gameName, ActionSpace space, Topology topology) {
        this.gameName = gameName;
        this.space = space;
        this.topology = topology;
    }

    /** A, the number of actions: P · M, plus one for the pass action. */
    public int count() {
        return space.actionCount();
    }

    /** P, the number of planes (1 in a placement game). */
    public int planeCount() {
        return space.planeCount();
    }

    /** M, the number of cells, the actions of one plane. */
    public int cellCount() {
        return topology.cellCount();
    }

    /** Whether actions move pieces (the game has moves), not only place them. */
    public boolean moves() {
        return space.moves();
    }

    /** Whether the game has the pass action. */
    public boolean hasPass() {
        return space.hasPass();
    }

    /** The pass action, P · M; −1 when the game has none. */
    public int passAction() {
        return space.passAction();
    }

    /**
     * Whether an action is the pass action.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public boolean isPass(int action) {
        check(action);
        return action == space.passAction();
    }

    /**
     * The action of a plane on a cell: {@code plane · M + cell}.
     *
     * @throws IndexOutOfBoundsException if the plane is not in [0, P) or the cell not in [0, M)
     */
    public int encode(int plane, int cell) {
        checkIndex("plane", plane, planeCount());
        checkIndex("cell", cell, cellCount());
        return space.action(plane, cell);
    }

    /**
     * The plane of an action (0 in a placement game).
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     * @throws IllegalArgumentException for the pass action
     */
    public int plane(int action) {
        return space.planeOf(notPass(action));
    }

    /**
     * The cell an action places on or moves from.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     * @throws IllegalArgumentException for the pass action
     */
    public int origin(int action) {
        return space.cellOf(notPass(action));
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
        if (!space.moves()) {
            return cell;
        }
        ActionSpace.Plane plane = space.plane(space.planeOf(action));
        switch (plane.kind()) {
            case DROP, REMOVE -> {
                return cell;
            }
            case FLY -> {
                return plane.destination();
            }
            case MOVE -> { }
        }
        Direction d = plane.directionFor(mover);
        if (!topology.hasDirection(d)) {
            return -1;
        }
        for (int k = 0; k < plane.distance() && cell >= 0; k++) {
            cell = topology.neighbour(cell, d);
        }
        return cell;
    }

    /**
     * The move action of {@code mover} from one cell to another, or −1 if no plane leads there: the
     * action whose origin and destination these are. In a placement game, the placement on the cell
     * when both cells are the same.
     *
     * @throws IndexOutOfBoundsException if a cell is not in [0, M)
     */
    public int moveAction(int from, int to, Player mover) {
        int m = cellCount();
        if (from < 0 || from >= m || to < 0 || to >= m) {
            throw new IndexOutOfBoundsException("cells " + from + " and " + to + " must be in [0, " + m + ")");
        }
        if (!space.moves()) {
            return from == to ? from : -1;
        }
        for (int p = 0; p < space.planeCount(); p++) {
            int action = space.action(p, from);
            if (movesAPiece(p) && destination(action, mover) == to) {
                return action;
            }
        }
        return -1;
    }

    /**
     * What an action does (docs/language.md, Actions): moves a piece along a line ({@code MOVE}; in a
     * placement game, a placement), drops one from the hand, flies one, or removes one.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     * @throws IllegalArgumentException for the pass action
     */
    public ActionSpace.Kind kind(int action) {
        int plane = space.planeOf(notPass(action));
        return space.moves() ? space.plane(plane).kind() : ActionSpace.Kind.MOVE;
    }

    /** Whether a plane's actions take a piece from its cell elsewhere (a move or a flight). */
    private boolean movesAPiece(int plane) {
        ActionSpace.Kind kind = space.plane(plane).kind();
        return kind == ActionSpace.Kind.MOVE || kind == ActionSpace.Kind.FLY;
    }

    /** The prefix of a removal's name: {@code xd1} removes the piece on d1. */
    public static final String REMOVE_PREFIX = "x";

    /** The separator of a drop's name: {@code man@d1} puts a man from the hand on d1. */
    public static final String DROP_SEPARATOR = "@";

    /**
     * The name of an action: in a placement game the name of its cell ({@link Topology#cellName(int)},
     * {@code a1} the top-left cell); in a game with moves {@code from-to} for a plane with an
     * absolute direction ({@code a7-a5}) and {@code from/direction} or {@code from/direction/distance}
     * for a relative one ({@code c2/forward_left}), or where the destination is off the board; or
     * {@value #PASS} for the pass action.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public String name(int action) {
        if (isPass(action)) {
            return PASS;
        }
        int from = origin(action);
        if (!space.moves()) {
            return topology.cellName(from);
        }
        ActionSpace.Plane plane = space.plane(space.planeOf(action));
        switch (plane.kind()) {
            case DROP -> {
                return plane.piece() + DROP_SEPARATOR + topology.cellName(from);
            }
            case REMOVE -> {
                return REMOVE_PREFIX + topology.cellName(from);
            }
            case FLY -> {
                return topology.cellName(from) + "-" + topology.cellName(plane.destination());
            }
            case MOVE -> { }
        }
        if (!(plane.direction() instanceof RelativeDirection)) {
            int to = destination(action, Player.P1);
            if (to >= 0) {
                return topology.cellName(from) + "-" + topology.cellName(to);
            }
        }
        return topology.cellName(from) + "/" + plane.direction().word()
                + (plane.distance() > 1 ? "/" + plane.distance() : "");
    }

    /**
     * The action with a name, as {@link #name} writes it (letters in either case).
     *
     * @throws IllegalArgumentException naming the name and the board, or the game, if no action has it
     */
    public int parse(String name) {
        if (name != null && name.strip().equalsIgnoreCase(PASS)) {
            if (!space.hasPass()) {
                throw new IllegalArgumentException(gameName + " has no pass action");
            }
            return space.passAction();
        }
        if (!space.moves() || name == null) {
            return topology.cellOf(name);
        }
        String text = name.strip();
        int at = text.indexOf(DROP_SEPARATOR);
        if (at > 0) {
            int plane = space.dropPlane(text.substring(0, at));
            if (plane < 0) {
                throw new IllegalArgumentException("`" + text + "`: " + gameName + " has no drop of `" + text.substring(0, at) + "`");
            }
            return space.action(plane, topology.cellOf(text.substring(at + 1)));
        }
        int removal = space.firstPlane(ActionSpace.Kind.REMOVE);
        if (removal >= 0 && text.startsWith(REMOVE_PREFIX) && text.length() > 1) {
            return space.action(removal, topology.cellOf(text.substring(1)));
        }
        int dash = text.indexOf('-');
        if (dash > 0) {
            int from = topology.cellOf(text.substring(0, dash));
            int to = topology.cellOf(text.substring(dash + 1));
            for (int p = 0; p < space.planeCount(); p++) {
                int action = space.action(p, from);
                if (movesAPiece(p) && !(space.plane(p).direction() instanceof RelativeDirection)
                        && destination(action, Player.P1) == to) {
                    return action;
                }
            }
            throw new IllegalArgumentException("no move of " + gameName + " goes from " + text.substring(0, dash)
                    + " to " + text.substring(dash + 1) + " in one line");
        }
        String[] parts = text.split("/");
        if (parts.length == 2 || parts.length == 3) {
            int from = topology.cellOf(parts[0]);
            int distance;
            try {
                distance = parts.length == 3 ? Integer.parseInt(parts[2]) : 1;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("`" + text + "`: the distance `" + parts[2] + "` is not a number");
            }
            for (int p = 0; p < space.planeCount(); p++) {
                ActionSpace.Plane plane = space.plane(p);
                if (plane.kind() == ActionSpace.Kind.MOVE && plane.direction().word().equals(parts[1])
                        && plane.distance() == distance) {
                    return space.action(p, from);
                }
            }
            throw new IllegalArgumentException("`" + text + "`: " + gameName + " has no move `" + parts[1]
                    + "` over " + distance + (distance == 1 ? " step" : " steps"));
        }
        throw new IllegalArgumentException("`" + text + "` is not a move of " + gameName
                + ": write from-to (`a2-a4`), from/direction (`a2/forward`) or from/direction/distance");
    }

    /**
     * The image of an action under a symmetry of the board: a placement moves with its cell; a move
     * from cell f along direction d over k cells becomes the move from the image of f along the
     * image of d over k cells, which must be a plane of this game's action space (a relative
     * direction is matched with a relative one, as P1 sees it). The pass stays the pass.
     *
     * @return the image, or −1 if this game has no plane for the image of the action's direction
     *     (a relative direction that the symmetry turns into another the game does not use)
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public int symmetric(Symmetry symmetry, int action) {
        if (isPass(action)) {
            return action;
        }
        int from = symmetry.apply(origin(action));
        if (!space.moves()) {
            return space.action(0, from);
        }
        ActionSpace.Plane plane = space.plane(space.planeOf(action));
        switch (plane.kind()) {
            case DROP, REMOVE -> {
                return space.action(space.planeOf(action), from);
            }
            case FLY -> {
                return space.action(space.firstPlane(ActionSpace.Kind.FLY) + symmetry.apply(plane.destination()), from);
            }
            case MOVE -> { }
        }
        Direction image = imageOf(symmetry, plane.directionFor(Player.P1));
        if (image == null) {
            return -1;
        }
        boolean relative = plane.direction() instanceof RelativeDirection;
        for (int p = 0; p < space.planeCount(); p++) {
            ActionSpace.Plane candidate = space.plane(p);
            if (candidate.kind() == ActionSpace.Kind.MOVE && candidate.distance() == plane.distance()
                    && (candidate.direction() instanceof RelativeDirection) == relative
                    && candidate.directionFor(Player.P1) == image) {
                return space.action(p, from);
            }
        }
        return -1;
    }

    /** The direction that a symmetry turns a direction into (it is the same at every cell). */
    private Direction imageOf(Symmetry symmetry, Direction d) {
        for (int c = 0; c < topology.cellCount(); c++) {
            int n = topology.hasDirection(d) ? topology.neighbour(c, d) : -1;
            if (n >= 0) {
                int from = symmetry.apply(c);
                int to = symmetry.apply(n);
                for (Direction e : topology.directions()) {
                    if (topology.neighbour(from, e) == to) {
                        return e;
                    }
                }
            }
        }
        return null;
    }

    /** An action that must not be the pass, checked. */
    private int notPass(int action) {
        if (isPass(action)) {
            throw new IllegalArgumentException("the pass action has no cell");
        }
        return action;
    }

    private void check(int action) {
        if (action < 0 || action >= count()) {
            throw new IndexOutOfBoundsException("action " + action + " out of range [0, " + count() + ")");
        }
    }

    private static void checkIndex(String what, int index, int bound) {
        if (index < 0 || index >= bound) {
            throw new IndexOutOfBoundsException(what + " " + index + " out of range [0, " + bound + ")");
        }
    }

    @Override
    public String toString() {
        return "ActionCodec[" + gameName + ": " + planeCount() + " × " + cellCount() + (hasPass() ? " + pass" : "") + "]";
    }
}
