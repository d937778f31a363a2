package dev.plateau.sim;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.PieceModel;
import dev.plateau.plan.Positions;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * {@link Simulator}'s room for observations: writes the planes of an {@link ObservationLayout} from
 * the state. A plane that holds one value is one fill; a piece plane is zeroed, then the set bits of
 * the board's W words mark their grid positions, so the cost of an environment is its planes' area
 * plus its pieces, not a read of the state per cell. Trusts its arguments (the simulator checks them).
 */
final class ObservationWriter {
    /** The boards in the order of {@code side} below: P1, P2, neutral. */
    private static final int SIDES = 3;

    private final StateReader reader;
    private final ObservationLayout planes;
    private final Positions positions;
    private final StateLayout layout;
    private final int batch;
    private final int words;
    private final int area;
    /** Per board bit ({@code word · 64 + bit}): its grid position {@code row · W + col}, or −1. */
    private final int[] gridOfBit;
    /** Per side: the state columns of its W board words (no neutral board: null). */
    private final int[][] boards;
    /** Per stored type board: the state columns of its W words. */
    private final int[][] typeBoards;
    /**
     * Per side and stored type index + 1 (0: the side's first type): the type's plane for the mover's
     * pieces (or its one neutral plane), or −1 when the game has no type plane for it.
     */
    private final int[][] typePlane;
    /** Per plane: what it holds (read once, not per environment). */
    private final ObservationLayout.Meaning[] meanings;
    private final int playerColumn;
    private final int positionColumn;
    /** Whether the game declares piece types, so has type planes. */
    private final boolean typed;
    /** Per side and stored type index + 1: whether the opponent's pieces of it are in the next plane. */
    private final boolean[][] pairedPlane;

    ObservationWriter(StateReader reader, Plan plan, ObservationLayout planes, int batch) {
        this.reader = reader;
        this.planes = planes;
        this.positions = plan.positions();
        this.layout = plan.layout();
        this.batch = batch;
        Topology topology = plan.topology();
        this.meanings = planes.planes().stream().map(ObservationLayout.Plane::meaning)
                .toArray(ObservationLayout.Meaning[]::new);
        this.playerColumn = layout.column(Kind.PLAYER, 0);
        this.positionColumn = layout.column(Kind.POSITION, 0);
        this.words = topology.words();
        this.area = planes.area();
        this.gridOfBit = new int[words * 64];
        Arrays.fill(gridOfBit, -1);
        for (int c = 0; c < topology.cellCount(); c++) {
            gridOfBit[topology.bitOf(c)] = topology.row(c) * planes.width() + topology.col(c);
        }
        this.boards = new int[][] {columns(Kind.BOARD_P1, 0), columns(Kind.BOARD_P2, 0),
                layout.has(Kind.BOARD_NEUTRAL) ? columns(Kind.BOARD_NEUTRAL, 0) : null};
        PieceModel pieces = plan.pieces();
        int stored = pieces.stored().size();
        this.typed = !pieces.types().isEmpty();
        this.typeBoards = new int[stored][];
        for (int t = 0; t < stored; t++) {
            typeBoards[t] = columns(Kind.BOARD_TYPE, t * words);
        }
        this.typePlane = new int[SIDES][stored + 1];
        this.pairedPlane = new boolean[SIDES][stored + 1];
        for (int side = 0; side < SIDES; side++) {
            for (int t = -1; t < stored; t++) {
                String type = typed ? pieces.typeOf(side, t) : null;
                int mover = type == null ? -1 : planes.typePlane(type, 0);
                typePlane[side][t + 1] = mover;
                pairedPlane[side][t + 1] = mover >= 0 && planes.typePlane(type, 1) != mover;
            }
        }
    }

    private int[] columns(Kind kind, int first) {
        int[] out = new int[words];
        for (int w = 0; w < words; w++) {
            out[w] = layout.column(kind, first + w);
        }
        return out;
    }

    /** The observations of the whole batch into {@code out}, shape [B][C][H][W] (checked by the caller). */
    void fillBatch(float[] out) {
        MemorySegment state = reader.state();
        int size = planes.size();
        for (int env = 0; env < batch; env++) {
            fill(state, env, 0, planes.planeCount(), out, env * size);
        }
    }

    /**
     * Planes {@code from} … {@code to − 1} of one environment into {@code out} from {@code base}
     * (plane {@code from} first).
     */
    void fill(MemorySegment state, int env, int from, int to, float[] out, int base) {
        int mover = (int) get(state, playerColumn, env);
        for (int p = from; p < to; p++) {
            int at = base + (p - from) * area;
            ObservationLayout.Meaning meaning = meanings[p];
            Arrays.fill(out, at, at + area, meaning.uniform() ? uniform(state, env, meaning, mover) : 0f);
        }
        for (int w = 0; w < words; w++) {
            long p1 = get(state, boards[0][w], env);
            long p2 = get(state, boards[1][w], env) & ~p1; // a cell is read as P1's first, as owner() does
            long neutral = boards[2] == null ? 0 : get(state, boards[2][w], env) & ~p1 & ~p2;
            mark(out, base, from, to, ObservationLayout.MOVER, mover == 0 ? p1 : p2, w);
            mark(out, base, from, to, ObservationLayout.OPPONENT, mover == 0 ? p2 : p1, w);
            if (!typed) {
                continue;
            }
            for (int s = 0; s < SIDES; s++) {
                long left = s == 0 ? p1 : s == 1 ? p2 : neutral;
                // A piece is of the last stored type whose board holds it, else its side's first type.
                for (int t = typeBoards.length - 1; t >= -1 && left != 0; t--) {
                    long these = t < 0 ? left : left & get(state, typeBoards[t][w], env);
                    int plane = typePlane[s][t + 1];
                    if (plane >= 0) {
                        boolean opponent = s != 2 && s != mover;
                        mark(out, base, from, to, plane + (opponent && pairedPlane[s][t + 1] ? 1 : 0), these, w);
                    }
                    left &= ~these;
                }
            }
        }
    }

    /** The value of a plane that holds one value everywhere. */
    private float uniform(MemorySegment state, int env, ObservationLayout.Meaning meaning, int mover) {
        return switch (meaning) {
            case PLAYER -> mover;
            case ORDER_INDEX -> positions.entry(position(state, env));
            case PHASE -> positions.phase(position(state, env));
            case MOVER_SCORE -> get(state, layout.column(Kind.SCORE, mover), env);
            case OPPONENT_SCORE -> get(state, layout.column(Kind.SCORE, 1 - mover), env);
            case SHOT -> get(state, layout.column(Kind.PART, 0), env);
            case REPETITIONS -> reader.earlierOccurrences(env);
            case QUIET_MOVES -> get(state, layout.column(Kind.QUIET, 0), env);
            default -> throw new IllegalArgumentException(meaning + " marks cells");
        };
    }

    private int position(MemorySegment state, int env) {
        return (int) get(state, positionColumn, env);
    }

    /** Sets to 1 the grid positions of the set bits of board word {@code w} in a plane, if it is written. */
    private void mark(float[] out, int base, int from, int to, int plane, long bits, int w) {
        if (plane < from || plane >= to) {
            return;
        }
        int at = base + (plane - from) * area;
        for (long left = bits; left != 0; left &= left - 1) {
            int grid = gridOfBit[w * 64 + Long.numberOfTrailingZeros(left)];
            if (grid >= 0) {
                out[at + grid] = 1f;
            }
        }
    }

    private long get(MemorySegment state, int column, int env) {
        return state.get(ValueLayout.JAVA_LONG, StateLayout.offset(column, env, batch));
    }
}
