package dev.plateau.analysis;

import dev.plateau.board.Topology;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Game;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.RelativeDirection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fixed action space of a game (docs/language.md, Actions): P planes of M cells, plus the pass
 * action where the game has one. A placement game has one plane, the cells. A game with moves has
 * one plane per (direction, distance) that a movement can take: directions in the order the game
 * first names them (a group such as {@code orthogonal} in the order up_left, up, up_right, left,
 * right, down_left, down, down_right), distances 1, 2, … up to the longest any movement takes in that
 * direction; action {@code plane · M + cell} moves the piece on {@code cell}.
 *
 * <p>Inside a plan an action is an <em>action code</em>: {@code plane << planeShift | bit} with the
 * cell's bit in the board layout, so that each plane is one bitboard of the legal mask (its words
 * are state words {@code plane · W …}); the pass action is −1.
 */
public final class ActionSpace {
    /** What the actions of a plane do. */
    public enum Kind {
        /** Move the piece on the cell in a direction over a distance (a step, slide or hop). */
        MOVE,
        /** Put a piece of the plane's type from the mover's hand on the cell ({@code drop}). */
        DROP,
        /** Move the piece on the cell to the plane's destination cell ({@code fly}). */
        FLY,
        /** Take the piece on the cell off the board ({@code remove}). */
        REMOVE
    }

    /**
     * A plane: for {@link Kind#MOVE} its direction as written (relative directions turn with the
     * mover) and its distance; for {@link Kind#DROP} the dropped type; for {@link Kind#FLY} the
     * destination cell. Fields that a kind does not use are null, 0 or −1.
     */
    public record Plane(Kind kind, DirectionChoice direction, int distance, String piece, int destination) {
        /** A plane of moves in a direction over a distance. */
        public Plane(DirectionChoice direction, int distance) {
            this(Kind.MOVE, direction, distance, null, -1);
        }

        /** The plane of drops of a piece type. */
        public static Plane drop(String piece) {
            return new Plane(Kind.DROP, null, 0, piece, -1);
        }

        /** The plane of flights to a cell. */
        public static Plane fly(int destination) {
            return new Plane(Kind.FLY, null, 0, null, destination);
        }

        /** The plane of removals. */
        public static Plane remove() {
            return new Plane(Kind.REMOVE, null, 0, null, -1);
        }

        /** The direction on the board when this player moves (planes of {@link Kind#MOVE} only). */
        public Direction directionFor(Player player) {
            return direction instanceof RelativeDirection r ? r.of(player) : (Direction) direction;
        }
    }

    private final Topology topology;
    private final List<Plane> planes;
    private final int planeShift;
    private final boolean pass;

    public ActionSpace(Game game, Topology topology) {
        this.topology = topology;
        this.pass = game.hasPassAction();
        // Keys in order of first mention: a direction (its planes by distance), a dropped type's plane,
        // the flights' planes (one per cell), the removal's plane.
        Map<Object, Integer> longest = new LinkedHashMap<>();
        for (Phase phase : game.phases()) {
            if (phase.rule() instanceof Moves moves) {
                List<Movement> all = new ArrayList<>(moves.movements());
                moves.secondPart().ifPresent(s -> all.addAll(s.movements()));
                for (Movement m : all) {
                    switch (m) {
                        case Movement.Drop d -> longest.putIfAbsent(Plane.drop(d.type()), 0);
                        case Movement.Fly f -> longest.putIfAbsent(Kind.FLY, 0);
                        default -> {
                            for (DirectionChoice d : expand(m.directions(), topology)) {
                                longest.merge(d, reach(m, d, topology), Math::max);
                            }
                        }
                    }
                }
                if (moves.removal().isPresent()) {
                    longest.putIfAbsent(Kind.REMOVE, 0);
                }
            }
        }
        List<Plane> list = new ArrayList<>();
        longest.forEach((key, n) -> {
            switch (key) {
                case Plane drop -> list.add(drop);
                case Kind k when k == Kind.FLY -> {
                    for (int cell = 0; cell < topology.cellCount(); cell++) {
                        list.add(Plane.fly(cell));
                    }
                }
                case Kind k -> list.add(Plane.remove());
                default -> {
                    for (int k = 1; k <= n; k++) {
                        list.add(new Plane((DirectionChoice) key, k));
                    }
                }
            }
        });
        if (list.isEmpty()) {
            list.add(null); // the one plane of a placement game: the cells
        }
        this.planes = list;
        int words = 1; // the plane stride in words: W rounded up to a power of two, so decoding is a shift
        while (words < topology.words()) {
            words <<= 1;
        }
        this.planeShift = 6 + Integer.numberOfTrailingZeros(words);
    }

    /**
     * The single directions a list names on this board, in order: a direction or relative direction
     * as itself, a group as its directions in {@link Direction} order; each once.
     */
    public static List<DirectionChoice> expand(List<DirectionChoice> choices, Topology topology) {
        List<DirectionChoice> out = new ArrayList<>();
        for (DirectionChoice c : choices) {
            if (c instanceof Orientation o) {
                for (Direction d : Direction.values()) {
                    if (o.directions().contains(d) && topology.hasDirection(d) && !out.contains(d)) {
                        out.add(d);
                    }
                }
            } else if (!out.contains(c)) {
                out.add(c);
            }
        }
        return out;
    }

    /** The most steps a movement takes in a direction: 1 for a step, else its maximum or the board's reach. */
    static int reach(Movement m, DirectionChoice d, Topology topology) {
        if (m instanceof Movement.Hop) {
            return 2; // a hop's plane is its direction at distance 2 (its distance-1 plane exists, unused)
        }
        if (m instanceof Movement.Slide s) {
            int board = 0;
            for (Player p : Player.values()) {
                Direction dir = d instanceof RelativeDirection r ? r.of(p) : (Direction) d;
                // The most steps in one direction: the longest line along its axis, less one.
                board = Math.max(board, topology.longestLine(dir.axis()) - 1);
            }
            return Math.max(1, s.max().isPresent() ? Math.min(s.max().getAsInt(), board) : board);
        }
        return 1;
    }

    /** Whether actions move pieces (the game has moves), not only place them. */
    public boolean moves() {
        return planes.get(0) != null;
    }

    /**
     * The planes whose actions a movement makes: a drop's plane, every flight plane, or the planes
     * of a step, slide or hop in its directions at the distances it goes.
     */
    public java.util.stream.IntStream planesOf(Movement m) {
        return java.util.stream.IntStream.range(0, moves() ? planes.size() : 0).filter(p -> makes(m, planes.get(p)));
    }

    private boolean makes(Movement m, Plane plane) {
        return switch (m) {
            case Movement.Drop d -> plane.kind() == Kind.DROP && plane.piece().equals(d.type());
            case Movement.Fly f -> plane.kind() == Kind.FLY;
            default -> plane.kind() == Kind.MOVE && expand(m.directions(), topology).contains(plane.direction())
                    && (m instanceof Movement.Hop ? plane.distance() == 2
                            : plane.distance() <= reach(m, plane.direction(), topology));
        };
    }

    /** Whether some plane is of this kind. */
    public boolean has(Kind kind) {
        return moves() && planes.stream().anyMatch(p -> p.kind() == kind);
    }

    /** The index of the plane of drops of a type, or −1. */
    public int dropPlane(String piece) {
        for (int p = 0; moves() && p < planes.size(); p++) {
            if (planes.get(p).kind() == Kind.DROP && planes.get(p).piece().equals(piece)) {
                return p;
            }
        }
        return -1;
    }

    /** The index of the plane of a kind with no parameter (the first flight plane, the removal plane), or −1. */
    public int firstPlane(Kind kind) {
        for (int p = 0; moves() && p < planes.size(); p++) {
            if (planes.get(p).kind() == kind) {
                return p;
            }
        }
        return -1;
    }

    /** P, the number of planes (1 in a placement game). */
    public int planeCount() {
        return planes.size();
    }

    /** The plane of a move action (null in a placement game). */
    public Plane plane(int index) {
        return planes.get(index);
    }

    /** The shift of the plane index in an action code. */
    public int planeShift() {
        return planeShift;
    }

    /** A: P · M, plus one for the pass action. */
    public int actionCount() {
        return planes.size() * topology.cellCount() + (pass ? 1 : 0);
    }

    /** Whether the game has the pass action, the last action. */
    public boolean hasPass() {
        return pass;
    }

    /**
     * The action of a plane on a cell: {@code plane · M + cell}. This method, {@link #planeOf},
     * {@link #cellOf} and {@link #passAction} are the one place where actions are numbered.
     */
    public int action(int plane, int cell) {
        return plane * topology.cellCount() + cell;
    }

    /** The plane of an action that is not the pass. */
    public int planeOf(int action) {
        return action / topology.cellCount();
    }

    /** The cell of an action that is not the pass: the cell it places on or moves from. */
    public int cellOf(int action) {
        return action % topology.cellCount();
    }

    /** The pass action, P · M, the last; −1 when the game has none. */
    public int passAction() {
        return pass ? planes.size() * topology.cellCount() : -1;
    }

    /** The action code of an action (0 ≤ action < A). */
    public long code(int action) {
        if (action == passAction()) {
            return -1;
        }
        return ((long) planeOf(action) << planeShift) | topology.bitOf(cellOf(action));
    }

    /** The action of an action code. */
    public int actionOf(long code) {
        if (code == -1) {
            return passAction();
        }
        int plane = (int) (code >>> planeShift);
        return action(plane, topology.cellOfBit((int) (code & ((1L << planeShift) - 1))));
    }

    /** The state word of the legal mask that holds an action code's bit. */
    public int legalWord(long code) {
        int plane = (int) (code >>> planeShift);
        int bit = (int) (code & ((1L << planeShift) - 1));
        return plane * topology.words() + (bit >>> 6);
    }

    /** The action code of bit 0 of legal-mask word {@code word}. */
    public long codeBase(int word) {
        int w = topology.words();
        return ((long) (word / w) << planeShift) + 64L * (word % w);
    }

    /** The words of the legal mask: P · W. */
    public int legalWords() {
        return planes.size() * topology.words();
    }
}
