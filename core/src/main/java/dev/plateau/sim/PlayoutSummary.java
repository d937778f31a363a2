package dev.plateau.sim;

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

    /** No playouts. */
    public static PlayoutSummary empty() {
        return new PlayoutSummary(0, 0, 0, 0, 0, 0, 0);
    }
}
