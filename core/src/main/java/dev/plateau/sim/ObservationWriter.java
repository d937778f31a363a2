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
 * the state. A plane that holds one value is one fill; a piece plane is first gathered as a bitboard
 * from the board's W words (word-wise: owners, then piece types), then written out, bit by bit
 * where the board's bits are its grid positions (rectangular boards), else zeroed and marked at the
 * set bits. No cell is read from the state one by one. Trusts its arguments (the simulator checks
 * them).
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
    /**
     * Whether every grid position is a cell whose bit is its position (rectangular boards), so a
     * plane is its bitboard written out bit by bit, with no gaps to skip.
     */
    private final boolean bitsAreGrid;
    /** The bitboards of the planes of one environment, C · W longs, for {@link #fillBatch} (reused). */
    private final long[] batchBits;
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
        boolean identity = topology.cellCount() == area;
        for (int c = 0; c < topology.cellCount(); c++) {
            gridOfBit[topology.bitOf(c)] = topology.row(c) * planes.width() + topology.col(c);
            identity &= gridOfBit[topology.bitOf(c)] == topology.bitOf(c);
        }
        this.bitsAreGrid = identity;
        this.batchBits = new long[planes.planeCount() * words];
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
            fill(state, env, 0, planes.planeCount(), out, env * size, batchBits);
        }
    }

    /**
     * Planes {@code from} … {@code to − 1} of one environment into {@code out} from {@code base}
     * (plane {@code from} first).
     */
    void fill(MemorySegment state, int env, int from, int to, float[] out, int base) {
        fill(state, env, from, to, out, base, new long[batchBits.length]);
    }

    /**
     * As {@link #fill(MemorySegment, int, int, int, float[], int)}, with {@code bits} (C · W longs)
     * to gather each piece plane's bitboard in before it is written out.
     */
    private void fill(MemorySegment state, int env, int from, int to, float[] out, int base, long[] bits) {
        int mover = (int) get(state, playerColumn, env);
        Arrays.fill(bits, 0L);
        for (int w = 0; w < words; w++) {
            long p1 = get(state, boards[0][w], env);
            long p2 = get(state, boards[1][w], env) & ~p1; // a cell is read as P1's first, as owner() does
            long neutral = boards[2] == null ? 0 : get(state, boards[2][w], env) & ~p1 & ~p2;
            bits[ObservationLayout.MOVER * words + w] = mover == 0 ? p1 : p2;
            bits[ObservationLayout.OPPONENT * words + w] = mover == 0 ? p2 : p1;
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
                        bits[(plane + (opponent && pairedPlane[s][t + 1] ? 1 : 0)) * words + w] |= these;
                    }
                    left &= ~these;
                }
            }
        }
        for (int p = from; p < to; p++) {
            int at = base + (p - from) * area;
            ObservationLayout.Meaning meaning = meanings[p];
            if (meaning.uniform()) {
                Arrays.fill(out, at, at + area, uniform(state, env, meaning, mover));
            } else if (bitsAreGrid) {
                for (int g = 0; g < area; g++) {
                    out[at + g] = (bits[p * words + (g >>> 6)] >>> g) & 1L; // the shift takes g mod 64
                }
            } else {
                Arrays.fill(out, at, at + area, 0f);
                for (int w = 0; w < words; w++) {
                    for (long left = bits[p * words + w]; left != 0; left &= left - 1) {
                        int grid = gridOfBit[w * 64 + Long.numberOfTrailingZeros(left)];
                        if (grid >= 0) {
                            out[at + grid] = 1f;
                        }
                    }
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

    private long get(MemorySegment state, int column, int env) {
        return state.get(ValueLayout.JAVA_LONG, StateLayout.offset(column, env, batch));
    }
}
