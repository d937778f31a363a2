package dev.plateau.sim;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Moves;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import java.util.ArrayList;
import java.util.List;

/**
 * The observation of one environment (docs/language.md, "Observations of the batch"): C planes over
 * the board's H × W observation grid, planes first, element [c][r][w] at {@code (c · H + r) · W +
 * w}, all from the view of the player to move. This is the one place that says which planes a game
 * has, in which order, under which names and with which meaning; {@link Simulator#observations},
 * {@link Simulator#observation} and {@link Simulator#observationPlane} fill them as it says.
 *
 * <p>The planes, in order: {@link #MOVER}, {@link #OPPONENT}, {@link #PLAYER}, {@link
 * #ORDER_INDEX}, {@link #PHASE}; then {@link #MOVER_SCORE} and {@link #OPPONENT_SCORE} in games with
 * scores; then, in games with declared piece types, per type in declaration order a plane of the
 * mover's pieces of that type and one of the opponent's (one plane for a neutral type); then, per
 * type held in hand, the mover's and the opponent's count in hand; then the second part of the turn,
 * the repetitions and the quiet moves in the games that keep them. Obtained from {@link
 * CompiledGame#observationLayout()}; immutable.
 */
public final class ObservationLayout {
    /** Index of the plane of the mover's pieces. */
    public static final int MOVER = 0;
    /** Index of the plane of the opponent's pieces. */
    public static final int OPPONENT = 1;
    /** Index of the plane of the player to move (all 1 when P2 is to move, else 0). */
    public static final int PLAYER = 2;
    /** Index of the plane of the order index (the placement within the turn). */
    public static final int ORDER_INDEX = 3;
    /** Index of the plane of the phase index. */
    public static final int PHASE = 4;
    /** Index of the plane of the mover's score, in games with scores. */
    public static final int MOVER_SCORE = 5;
    /** Index of the plane of the opponent's score, in games with scores. */
    public static final int OPPONENT_SCORE = 6;

    /** What a plane holds. */
    public enum Meaning {
        /** 1 where the player to move has a piece (neutral pieces are no player's). */
        MOVER(false),
        /** 1 where the opponent has a piece. */
        OPPONENT(false),
        /** The player to move everywhere: 1 for P2, 0 for P1. */
        PLAYER(true),
        /** The order index everywhere ({@link Simulator#orderIndex}). */
        ORDER_INDEX(true),
        /** The phase index everywhere ({@link Simulator#phase}). */
        PHASE(true),
        /** The mover's score everywhere. */
        MOVER_SCORE(true),
        /** The opponent's score everywhere. */
        OPPONENT_SCORE(true),
        /** 1 where the mover has a piece of the plane's {@link Plane#pieceType()}. */
        MOVER_TYPE(false),
        /** 1 where the opponent has a piece of the plane's type. */
        OPPONENT_TYPE(false),
        /** 1 where a neutral piece of the plane's type is. */
        NEUTRAL_TYPE(false),
        /** How many pieces of the plane's type the mover holds in hand, everywhere. */
        MOVER_HAND(true),
        /** How many pieces of the plane's type the opponent holds in hand, everywhere. */
        OPPONENT_HAND(true),
        /** 1 everywhere during the second part of a turn: the shot, a move of a chain, or a removal. */
        SHOT(true),
        /** How often the present position occurred before, everywhere. */
        REPETITIONS(true),
        /** The quiet-move count everywhere. */
        QUIET_MOVES(true);

        private final boolean uniform;

        Meaning(boolean uniform) {
            this.uniform = uniform;
        }

        /** Whether the plane holds one value everywhere (else it marks cells). */
        public boolean uniform() {
            return uniform;
        }
    }

    /**
     * One plane.
     *
     * @param name its name, as {@link Simulator#observationPlaneNames()} lists it ({@code mover},
     *     {@code mover pawn}, {@code arrow}, {@code shot}, …)
     * @param meaning what it holds
     * @param pieceType the piece type of a type plane, else null
     */
    public record Plane(String name, Meaning meaning, String pieceType) {}

    private final List<Plane> planes;
    private final int height;
    private final int width;
    /** The index of the first plane of piece types (5 or 7). */
    private final int firstTypePlane;

    ObservationLayout(Plan plan) {
        Topology topology = plan.topology();
        this.height = topology.gridHeight();
        this.width = topology.gridWidth();
        List<Plane> list = new ArrayList<>();
        for (Meaning m : List.of(Meaning.MOVER, Meaning.OPPONENT, Meaning.PLAYER, Meaning.ORDER_INDEX, Meaning.PHASE)) {
            list.add(new Plane(m.name().toLowerCase(java.util.Locale.ROOT), m, null));
        }
        if (plan.layout().has(Kind.SCORE)) {
            list.add(new Plane("mover_score", Meaning.MOVER_SCORE, null));
            list.add(new Plane("opponent_score", Meaning.OPPONENT_SCORE, null));
        }
        this.firstTypePlane = list.size();
        for (PieceType type : plan.pieces().types()) {
            if (type.owner() == PieceOwner.NEUTRAL) {
                list.add(new Plane(type.name(), Meaning.NEUTRAL_TYPE, type.name()));
            } else {
                list.add(new Plane("mover " + type.name(), Meaning.MOVER_TYPE, type.name()));
                list.add(new Plane("opponent " + type.name(), Meaning.OPPONENT_TYPE, type.name()));
            }
        }
        for (String type : plan.game().handTypes()) {
            list.add(new Plane("mover hand " + type, Meaning.MOVER_HAND, type));
            list.add(new Plane("opponent hand " + type, Meaning.OPPONENT_HAND, type));
        }
        if (plan.layout().has(Kind.PART)) {
            // Named for what the second part is: a shot, a chain's move, or a removal (the first a game has).
            list.add(new Plane(secondPartName(plan), Meaning.SHOT, null));
        }
        if (plan.layout().has(Kind.HISTORY_COUNT)) {
            list.add(new Plane("repetitions", Meaning.REPETITIONS, null));
        }
        if (plan.layout().has(Kind.QUIET)) {
            list.add(new Plane("quiet_moves", Meaning.QUIET_MOVES, null));
        }
        this.planes = List.copyOf(list);
    }

    private static String secondPartName(Plan plan) {
        return plan.game().hasSecondPart(Moves.Shot.class) ? "shot"
                : plan.game().hasSecondPart(Moves.Chain.class) ? "chain" : "removal";
    }

    /** The planes, in order. */
    public List<Plane> planes() {
        return planes;
    }

    /**
     * One plane.
     *
     * @throws IndexOutOfBoundsException if the index is not in [0, C)
     */
    public Plane plane(int index) {
        return planes.get(index);
    }

    /** The names of the planes, in order. */
    public List<String> names() {
        return planes.stream().map(Plane::name).toList();
    }

    /** The index of the plane with this name, or −1 if the game has none. */
    public int indexOf(String name) {
        for (int i = 0; i < planes.size(); i++) {
            if (planes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** C, the number of planes. */
    public int planeCount() {
        return planes.size();
    }

    /** H, the rows of the observation grid ({@link Topology#gridHeight()}). */
    public int height() {
        return height;
    }

    /** W, the columns of the observation grid ({@link Topology#gridWidth()}). */
    public int width() {
        return width;
    }

    /** H · W, the floats of one plane. */
    public int area() {
        return height * width;
    }

    /** C · H · W, the floats of one environment's observation. */
    public int size() {
        return planes.size() * area();
    }

    /**
     * K, the longs of one plane in the packed observations ({@link Simulator#observationsPacked}):
     * ⌈H · W / 64⌉.
     */
    public int wordsPerPlane() {
        return (area() + 63) / 64;
    }

    /** C · K, the longs of one environment's packed observation. */
    public int packedSize() {
        return planes.size() * wordsPerPlane();
    }

    /** The shape of one environment's observation: {C, H, W}. */
    public int[] shape() {
        return new int[] {planes.size(), height, width};
    }

    /**
     * The plane of a piece type for a side, or −1 if the game has no such plane: {@code side} 0 the
     * mover, 1 the opponent, 2 neutral. A neutral type has one plane, whatever the side.
     */
    int typePlane(String type, int side) {
        for (int i = firstTypePlane; i < planes.size(); i++) {
            Plane p = planes.get(i);
            if (type.equals(p.pieceType()) && !p.meaning().uniform()) {
                return p.meaning() == Meaning.NEUTRAL_TYPE || side != 1 ? i : i + 1;
            }
        }
        return -1;
    }

    @Override
    public String toString() {
        return "ObservationLayout" + names() + " over " + height + " × " + width;
    }
}
