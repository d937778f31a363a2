package dev.plateau.sim;

import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * What a batch of random playouts gave: how many games each player won, how many were drawn or
 * truncated, and how many steps they took (with the sum of squares, for the spread of lengths).
 */
public record PlayoutSummary(long playouts, long p1Wins, long p2Wins, long draws, long truncated, long totalSteps,
        double totalSquaredSteps) {
    /** The mean number of steps per playout. */
    public double meanLength() {
        return playouts == 0 ? 0 : (double) totalSteps / playouts;
    }

    /** The sample standard deviation of the playout lengths. */
    public double lengthStandardDeviation() {
        if (playouts < 2) {
            return 0;
        }
        double mean = meanLength();
        double variance = (totalSquaredSteps - playouts * mean * mean) / (playouts - 1);
        return Math.sqrt(Math.max(0, variance));
    }

    /** The standard error of the mean length. */
    public double meanLengthStandardError() {
        return playouts == 0 ? 0 : lengthStandardDeviation() / Math.sqrt(playouts);
    }

    /** The sum of two summaries. */
    public PlayoutSummary plus(PlayoutSummary o) {
        return new PlayoutSummary(playouts + o.playouts, p1Wins + o.p1Wins, p2Wins + o.p2Wins, draws + o.draws,
                truncated + o.truncated, totalSteps + o.totalSteps, totalSquaredSteps + o.totalSquaredSteps);
    }

    /**
     * The outcomes of a batch as its state stands. Every environment counts as one playout and adds
     * its STEPS to the total (and their square to the sum of squares, summed as a {@code long}, so
     * exact below 2⁶³); a truncated game counts as truncated, otherwise a terminated one counts by
     * its WINNER: 0 is a win of P1, 1 of P2, anything else a draw. A game still running counts only
     * its steps. The cuda backend computes the same tally on the device ({@code plateau_summary}).
     *
     * @param state the batch's state, laid out as {@code layout} for {@code batch} environments
     */
    public static PlayoutSummary tally(MemorySegment state, StateLayout layout, int batch) {
        return tally(state, layout, batch, 0, batch);
    }

    /**
     * The {@link #tally(MemorySegment, StateLayout, int)} of environments {@code [from, to)} only
     * (their playouts count is to − from), so that workers can tally their own ranges and add them
     * up with {@link #plus}. Without a branch on a game's outcome, which random playouts make
     * unpredictable.
     */
    public static PlayoutSummary tally(MemorySegment state, StateLayout layout, int batch, int from, int to) {
        long steps = StateLayout.offset(layout.column(Kind.STEPS, 0), 0, batch);
        long truncatedAt = StateLayout.offset(layout.column(Kind.TRUNCATED, 0), 0, batch);
        long terminated = StateLayout.offset(layout.column(Kind.TERMINATED, 0), 0, batch);
        long winner = StateLayout.offset(layout.column(Kind.WINNER, 0), 0, batch);
        long p1 = 0;
        long p2 = 0;
        long over = 0;
        long truncated = 0;
        long totalSteps = 0;
        long squares = 0;
        for (long at = (long) from * Long.BYTES; at < (long) to * Long.BYTES; at += Long.BYTES) {
            long length = state.get(ValueLayout.JAVA_LONG, steps + at);
            totalSteps += length;
            squares += length * length;
            long cut = state.get(ValueLayout.JAVA_LONG, truncatedAt + at) != 0 ? 1 : 0;
            long ended = (state.get(ValueLayout.JAVA_LONG, terminated + at) != 0 ? 1 : 0) & ~cut;
            long w = state.get(ValueLayout.JAVA_LONG, winner + at);
            truncated += cut;
            over += ended;
            p1 += ended & (w == 0 ? 1 : 0);
            p2 += ended & (w == 1 ? 1 : 0);
        }
        return new PlayoutSummary(to - from, p1, p2, over - p1 - p2, truncated, totalSteps, squares);
    }

    /** No playouts. */
    public static PlayoutSummary empty() {
        return new PlayoutSummary(0, 0, 0, 0, 0, 0, 0);
    }
}
