package dev.plateau.sim;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.plan.Plan;
import dev.plateau.plan.Rng;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@link Simulator}'s room for the legal actions: one action's bit, the list and mask of one
 * environment, the packed masks of the batch and the host-side random choice. The state keeps the
 * legal actions as P · W bitboard words (plane p's word w at {@code LEGAL} index {@code p · W + w});
 * reading the batch's masks walks the set bits of those words, not every action. Trusts its
 * arguments (the simulator checks them).
 */
final class LegalActions {
    private final StateReader reader;
    private final ActionSpace space;
    private final ActionCodec codec;
    private final StateLayout layout;
    private final int batch;
    /** Per action other than pass: the state column of its legal bit, and the bit. */
    private final int[] actionWord;
    private final long[] actionMask;
    /** The state column of each legal-mask word, in order. */
    private final int[] legalColumns;
    /** Per legal-mask word and bit ({@code word · 64 + bit}): the action, or −1 for a bit of no cell. */
    private final int[] actionOfBit;
    /**
     * Per legal-mask word, where cells are numbered as their bits (bit b of plane p's word w is
     * action {@code p · M + 64 · w + b}, as on rectangular boards): that first action, else −1 (the
     * board's bits have gaps, and the word is read bit by bit).
     */
    private final int[] firstActionOfWord;
    /** Per legal-mask word: its bits that are cells. */
    private final long[] cellBits;
    /** The column of the pass flag, or −1 without the pass action. */
    private final int passColumn;

    LegalActions(StateReader reader, Plan plan, ActionCodec codec, int batch) {
        this.reader = reader;
        this.space = plan.actions();
        this.codec = codec;
        this.layout = plan.layout();
        this.batch = batch;
        int moves = codec.count() - (codec.hasPass() ? 1 : 0);
        this.actionWord = new int[moves];
        this.actionMask = new long[moves];
        for (int a = 0; a < moves; a++) {
            long code = space.code(a);
            actionWord[a] = layout.column(Kind.LEGAL, space.legalWord(code));
            actionMask[a] = 1L << (code & 63);
        }
        this.legalColumns = new int[space.legalWords()];
        this.actionOfBit = new int[legalColumns.length * 64];
        Arrays.fill(actionOfBit, -1);
        for (int w = 0; w < legalColumns.length; w++) {
            legalColumns[w] = layout.column(Kind.LEGAL, w);
        }
        for (int a = 0; a < moves; a++) {
            actionOfBit[space.legalWord(space.code(a)) * 64 + (int) (space.code(a) & 63)] = a;
        }
        this.passColumn = codec.hasPass() ? layout.column(Kind.LEGAL_PASS, 0) : -1;
        this.firstActionOfWord = new int[legalColumns.length];
        this.cellBits = new long[legalColumns.length];
        for (int w = 0; w < legalColumns.length; w++) {
            int first = actionOfBit[w * 64];
            boolean linear = first >= 0;
            for (int b = 0; b < 64; b++) {
                int a = actionOfBit[w * 64 + b];
                cellBits[w] |= a >= 0 ? 1L << b : 0;
                linear &= a < 0 || a == first + b;
            }
            firstActionOfWord[w] = linear ? first : -1;
        }
    }

    /** Whether an action is legal for the player to move (all are, once the game is over). */
    boolean legal(int env, int action) {
        if (action == actionWord.length) {
            return reader.field(passColumn, env) != 0;
        }
        return (reader.field(actionWord[action], env) & actionMask[action]) != 0;
    }

    /** The legal actions, in increasing order. */
    List<Integer> list(int env) {
        List<Integer> legal = new ArrayList<>();
        for (int a = 0; a < codec.count(); a++) {
            if (legal(env, a)) {
                legal.add(a);
            }
        }
        return legal;
    }

    /** The number of legal actions, from the legal words' set bits (and the pass flag). */
    int count(int env) {
        int count = passColumn >= 0 && reader.field(passColumn, env) != 0 ? 1 : 0;
        for (int column : legalColumns) {
            count += Long.bitCount(reader.field(column, env));
        }
        return count;
    }

    /**
     * The legal actions into {@code out} (at least A long), in the order of the legal words' bits
     * and pass last; returns how many.
     */
    int list(int env, int[] out) {
        int n = 0;
        for (int w = 0; w < legalColumns.length; w++) {
            for (long word = reader.field(legalColumns[w], env); word != 0; word &= word - 1) {
                out[n++] = actionOfBit[w * 64 + Long.numberOfTrailingZeros(word)];
            }
        }
        if (passColumn >= 0 && reader.field(passColumn, env) != 0) {
            out[n++] = codec.passAction();
        }
        return n;
    }

    /** The legal action mask, shape [A]. */
    boolean[] mask(int env) {
        boolean[] mask = new boolean[codec.count()];
        for (int a = 0; a < mask.length; a++) {
            mask[a] = legal(env, a);
        }
        return mask;
    }

    /**
     * The packed masks of the batch into {@code out} (shape [B][words], checked by the caller), one
     * legal word of every environment at a time: a word whose bits are consecutive actions is
     * shifted into place whole, any other is read bit by bit.
     */
    void fill(long[] out, int words) {
        Arrays.fill(out, 0L);
        MemorySegment state = reader.state();
        for (int w = 0; w < legalColumns.length; w++) {
            long column = StateLayout.offset(legalColumns[w], 0, batch);
            int bits = w * 64;
            int first = firstActionOfWord[w];
            if (first >= 0) {
                int at = first >>> 6;
                int shift = first & 63;
                long cells = cellBits[w];
                for (int env = 0; env < batch; env++) {
                    long word = state.get(ValueLayout.JAVA_LONG, column + (long) env * Long.BYTES) & cells;
                    int row = env * words + at;
                    out[row] |= word << shift;
                    if (shift != 0 && word >>> (64 - shift) != 0) {
                        out[row + 1] |= word >>> (64 - shift);
                    }
                }
                continue;
            }
            for (int env = 0; env < batch; env++) {
                long word = state.get(ValueLayout.JAVA_LONG, column + (long) env * Long.BYTES);
                int row = env * words;
                while (word != 0) {
                    int action = actionOfBit[bits + Long.numberOfTrailingZeros(word)];
                    if (action >= 0) {
                        out[row + (action >>> 6)] |= 1L << (action & 63);
                    }
                    word &= word - 1;
                }
            }
        }
        if (passColumn >= 0) {
            int pass = codec.passAction();
            long column = StateLayout.offset(passColumn, 0, batch);
            for (int env = 0; env < batch; env++) {
                if (state.get(ValueLayout.JAVA_LONG, column + (long) env * Long.BYTES) != 0) {
                    out[env * words + (pass >>> 6)] |= 1L << (pass & 63);
                }
            }
        }
    }

    /**
     * The uniformly random legal action that the fused random step with this seed plays in a running
     * environment ({@link Simulator#randomAction}).
     */
    int random(int env, long seed) {
        // The fused random step counts the legal placements in bit order, pass last; do the same.
        int words = legalColumns.length;
        long[] legal = new long[words];
        int placements = 0;
        for (int w = 0; w < words; w++) {
            legal[w] = reader.field(legalColumns[w], env);
            placements += Long.bitCount(legal[w]);
        }
        boolean passLegal = layout.has(Kind.LEGAL_PASS) && reader.field(Kind.LEGAL_PASS, 0, env) != 0;
        int total = placements + (passLegal ? 1 : 0);
        if (total == 0) {
            throw new IllegalStateException("environment " + env + " is running but has no legal action");
        }
        long k = Rng.choose(Rng.draw(seed, env, (int) reader.field(Kind.STEPS, 0, env)), total);
        if (k == placements) {
            return space.actionOf(-1);
        }
        for (int w = 0; ; w++) {
            int here = Long.bitCount(legal[w]);
            if (k < here) {
                long word = legal[w];
                for (long skip = 0; skip < k; skip++) {
                    word &= word - 1;
                }
                return space.actionOf(space.codeBase(w) + Long.numberOfTrailingZeros(word));
            }
            k -= here;
        }
    }
}
