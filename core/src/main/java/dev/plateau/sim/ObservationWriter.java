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
import java.util.List;

/**
 * {@link Simulator}'s room for observations: writes the planes of an {@link ObservationLayout} from
 * the state, a chunk of environments at a time and column by column (each state column of the chunk
 * is one bulk copy, then plain array loops). The packed observation ({@link #fillPacked}) is the one
 * that is gathered: a piece plane's bitboard from the board words (owners, then piece types), laid
 * out on the observation grid (already so where the board's bits are its grid positions, as on
 * rectangular boards; else bit by bit), a plane that holds one value as that value. The floats are
 * the packed planes written out, by the engine's {@link BitExpander} and {@code Arrays.fill}. No cell
 * is read from the state one by one. Trusts its arguments (the simulator checks them).
 */
final class ObservationWriter {
    /** The boards in the order of {@code side} below: P1, P2, neutral. */
    private static final int SIDES = 3;
    /** Environments gathered at once, which bounds the scratch arrays whatever the batch. */
    private static final int CHUNK = 256;

    private final StateReader reader;
    private final Positions positions;
    private final StateLayout layout;
    private final int batch;
    /** W, the board's words. */
    private final int words;
    /** H · W, the floats of one plane. */
    private final int area;
    /** C, the planes. */
    private final int planeCount;
    /** K, the words of one plane laid out on the grid: ⌈H · W / 64⌉. */
    private final int gridWords;
    /** Per board bit ({@code word · 64 + bit}): its grid position {@code row · W + col}, or −1. */
    private final int[] gridOfBit;
    /**
     * Whether every grid position is a cell whose bit is its position (rectangular boards), so a
     * plane's board words are already its grid words.
     */
    private final boolean bitsAreGrid;
    /** Per side: the state columns of its W board words (no neutral board: null). */
    private final int[][] boards;
    /** Per stored type board: the state columns of its W words. */
    private final int[][] typeBoards;
    /**
     * Per side and stored type index + 1 (0: the side's first type): the type's plane for the mover's
     * pieces (or its one neutral plane), or −1 when the game has no type plane for it.
     */
    private final int[][] typePlane;
    /** Per side and stored type index + 1: whether the opponent's pieces of it are in the next plane. */
    private final boolean[][] pairedPlane;
    /** Whether the game declares piece types, so has type planes. */
    private final boolean typed;
    /** Per plane: what it holds (read once, not per environment). */
    private final ObservationLayout.Meaning[] meanings;
    /** Per hand plane, the state columns of P1's and P2's count of its type. */
    private final int[][] handColumns;
    private final int playerColumn;
    private final int positionColumn;
    /** Writes a plane's grid bits as floats (the engine's: vectors where it has them). */
    private final BitExpander expander;
    /** The scratch of the batch calls (one simulator is used by one thread at a time). */
    private final Scratch batchScratch;

    ObservationWriter(StateReader reader, Plan plan, ObservationLayout planes, int batch, BitExpander expander) {
        this.reader = reader;
        this.expander = expander;
        this.positions = plan.positions();
        this.layout = plan.layout();
        this.batch = batch;
        Topology topology = plan.topology();
        this.meanings = planes.planes().stream().map(ObservationLayout.Plane::meaning)
                .toArray(ObservationLayout.Meaning[]::new);
        List<String> handTypes = plan.game().handTypes();
        this.handColumns = new int[meanings.length][];
        for (int p = 0; p < meanings.length; p++) {
            int h = handTypes.indexOf(planes.plane(p).pieceType());
            if (meanings[p] == ObservationLayout.Meaning.MOVER_HAND || meanings[p] == ObservationLayout.Meaning.OPPONENT_HAND) {
                handColumns[p] = new int[] {layout.column(Kind.HAND, h), layout.column(Kind.HAND, handTypes.size() + h)};
            }
        }
        this.playerColumn = layout.column(Kind.PLAYER, 0);
        this.positionColumn = layout.column(Kind.POSITION, 0);
        this.words = topology.words();
        this.area = planes.area();
        this.planeCount = planes.planeCount();
        this.gridWords = planes.wordsPerPlane();
        this.gridOfBit = new int[words * 64];
        Arrays.fill(gridOfBit, -1);
        boolean identity = topology.cellCount() == area && words == gridWords;
        for (int c = 0; c < topology.cellCount(); c++) {
            gridOfBit[topology.bitOf(c)] = topology.row(c) * planes.width() + topology.col(c);
            identity &= gridOfBit[topology.bitOf(c)] == topology.bitOf(c);
        }
        this.bitsAreGrid = identity;
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
        this.batchScratch = new Scratch(Math.min(batch, CHUNK));
    }

    private int[] columns(Kind kind, int first) {
        int[] out = new int[words];
        for (int w = 0; w < words; w++) {
            out[w] = layout.column(kind, first + w);
        }
        return out;
    }

    /**
     * The packed observations of the whole batch into {@code out}, shape [B][C][K] with K = {@link
     * ObservationLayout#wordsPerPlane()} (checked by the caller): a plane that marks cells is its grid
     * as bits (grid position g is bit {@code g % 64} of word {@code g / 64}); a plane that holds one
     * value has it in its first word and 0 in the others.
     */
    void fillPacked(long[] out) {
        MemorySegment state = reader.state();
        for (int first = 0; first < batch; first += CHUNK) {
            int n = Math.min(CHUNK, batch - first);
            pack(state, first, n, out, first * planeCount * gridWords, batchScratch);
        }
    }

    /** The observations of the whole batch into {@code out}, shape [B][C][H][W] (checked by the caller). */
    void fillBatch(float[] out) {
        MemorySegment state = reader.state();
        int size = planeCount * area;
        for (int first = 0; first < batch; first += CHUNK) {
            int n = Math.min(CHUNK, batch - first);
            pack(state, first, n, batchScratch.packed, 0, batchScratch);
            for (int i = 0; i < n; i++) {
                expand(batchScratch.packed, i * planeCount * gridWords, 0, planeCount, out, (first + i) * size);
            }
        }
    }

    /**
     * Planes {@code from} … {@code to − 1} of one environment into {@code out} from {@code base}
     * (plane {@code from} first).
     */
    void fill(MemorySegment state, int env, int from, int to, float[] out, int base) {
        Scratch one = new Scratch(1);
        pack(state, env, 1, one.packed, 0, one);
        expand(one.packed, 0, from, to, out, base);
    }

    /** Packed planes {@code from} … {@code to − 1} of one environment (from {@code at}) written out as floats. */
    private void expand(long[] packed, int at, int from, int to, float[] out, int base) {
        for (int p = from; p < to; p++) {
            int plane = at + p * gridWords;
            int dst = base + (p - from) * area;
            if (meanings[p].uniform()) {
                Arrays.fill(out, dst, dst + area, (float) packed[plane]);
                continue;
            }
            for (int k = 0; k < gridWords; k++) {
                expander.expand(packed[plane + k], Math.min(64, area - 64 * k), out, dst + 64 * k);
            }
        }
    }

    /**
     * The packed observations of environments {@code first} … {@code first + n − 1} into {@code out}
     * from {@code base}, [n][C][K]. Piece planes are gathered word by word of the board, a state
     * column of the chunk at a time, into the board's bit layout (which is {@code out} itself where it
     * is the grid's), then laid out on the grid.
     */
    private void pack(MemorySegment state, int first, int n, long[] out, int base, Scratch s) {
        long[] bits = bitsAreGrid ? out : s.boardBits;
        int bitsBase = bitsAreGrid ? base : 0;
        int envStride = planeCount * words;
        Arrays.fill(bits, bitsBase, bitsBase + n * envStride, 0L);
        read(state, playerColumn, first, n, s.player);
        for (int w = 0; w < words; w++) {
            read(state, boards[0][w], first, n, s.left[0]);
            read(state, boards[1][w], first, n, s.left[1]);
            if (boards[2] != null) {
                read(state, boards[2][w], first, n, s.left[2]);
            }
            for (int i = 0; i < n; i++) {
                long p1 = s.left[0][i];
                long p2 = s.left[1][i] & ~p1; // a cell is read as P1's first, as owner() does
                s.left[1][i] = p2;
                s.left[2][i] = boards[2] == null ? 0 : s.left[2][i] & ~p1 & ~p2;
                int at = bitsBase + i * envStride + w;
                boolean p1Moves = s.player[i] == 0;
                bits[at + ObservationLayout.MOVER * words] = p1Moves ? p1 : p2;
                bits[at + ObservationLayout.OPPONENT * words] = p1Moves ? p2 : p1;
            }
            if (typed) {
                gatherTypes(state, first, n, w, bits, bitsBase, s);
            }
        }
        if (!bitsAreGrid) {
            Arrays.fill(out, base, base + n * planeCount * gridWords, 0L);
            for (int i = 0; i < n; i++) {
                for (int p = 0; p < planeCount; p++) {
                    toGrid(bits, i * envStride + p * words, out, base + (i * planeCount + p) * gridWords);
                }
            }
        }
        for (int p = 0; p < planeCount; p++) {
            if (meanings[p].uniform()) {
                for (int i = 0; i < n; i++) {
                    out[base + (i * planeCount + p) * gridWords] = uniform(state, first + i, p, (int) s.player[i]);
                }
            }
        }
    }

    /**
     * Board word w of every type plane of the chunk: a piece is of the last stored type whose board
     * holds it, else its side's first type. {@code s.left} holds the sides' pieces of the word not yet
     * given a type (used up here).
     */
    private void gatherTypes(MemorySegment state, int first, int n, int w, long[] bits, int bitsBase, Scratch s) {
        int envStride = planeCount * words;
        for (int t = typeBoards.length - 1; t >= -1; t--) {
            if (t >= 0) {
                read(state, typeBoards[t][w], first, n, s.type);
            }
            for (int side = 0; side < SIDES; side++) {
                int plane = typePlane[side][t + 1];
                boolean paired = pairedPlane[side][t + 1];
                long[] left = s.left[side];
                for (int i = 0; i < n; i++) {
                    long these = t < 0 ? left[i] : left[i] & s.type[i];
                    left[i] &= ~these;
                    if (plane >= 0 && these != 0) {
                        boolean opponent = side != 2 && side != s.player[i];
                        bits[bitsBase + i * envStride + (plane + (opponent && paired ? 1 : 0)) * words + w] |= these;
                    }
                }
            }
        }
    }

    /** One plane's board words (from {@code at}) ORed onto its K grid words in {@code out} from {@code to}. */
    private void toGrid(long[] bits, int at, long[] out, int to) {
        for (int w = 0; w < words; w++) {
            for (long left = bits[at + w]; left != 0; left &= left - 1) {
                int grid = gridOfBit[w * 64 + Long.numberOfTrailingZeros(left)];
                if (grid >= 0) {
                    out[to + (grid >>> 6)] |= 1L << grid;
                }
            }
        }
    }

    /** State column {@code column} of environments {@code first} … {@code first + n − 1} into {@code out}. */
    private void read(MemorySegment state, int column, int first, int n, long[] out) {
        MemorySegment.copy(state, ValueLayout.JAVA_LONG, StateLayout.offset(column, first, batch), out, 0, n);
    }

    /** The arrays one chunk of {@code n} environments is gathered in. */
    private final class Scratch {
        final long[] player;
        /** Per side (P1, P2, neutral): the side's pieces of the board word at hand not yet typed. */
        final long[][] left;
        final long[] type;
        /** The board-layout bits, [n][C][W], where they are not the grid's. */
        final long[] boardBits;
        /** The packed observations of the chunk, [n][C][K], for the floats. */
        final long[] packed;

        Scratch(int n) {
            this.player = new long[n];
            this.left = new long[SIDES][n];
            this.type = new long[n];
            this.boardBits = bitsAreGrid ? new long[0] : new long[n * planeCount * words];
            this.packed = new long[n * planeCount * gridWords];
        }
    }

    /** The value of plane p, which holds one value everywhere. */
    private long uniform(MemorySegment state, int env, int p, int mover) {
        ObservationLayout.Meaning meaning = meanings[p];
        return switch (meaning) {
            case MOVER_HAND -> get(state, handColumns[p][mover], env);
            case OPPONENT_HAND -> get(state, handColumns[p][1 - mover], env);
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
