package dev.plateau.sim;

/**
 * What a batch of random playouts gave: how many games each player won, how many were drawn or
 * truncated, and how many steps they took in all.
 */
public record PlayoutSummary(long playouts, long p1Wins, long p2Wins, long draws, long truncated, long totalSteps) {
    /** The mean number of steps per playout. */
    public double meanLength() {
        return playouts == 0 ? 0 : (double) totalSteps / playouts;
    }

    /** The sum of two summaries. */
    public PlayoutSummary plus(PlayoutSummary o) {
        return new PlayoutSummary(playouts + o.playouts, p1Wins + o.p1Wins, p2Wins + o.p2Wins, draws + o.draws,
                truncated + o.truncated, totalSteps + o.totalSteps);
    }

    /** No playouts. */
    public static PlayoutSummary empty() {
        return new PlayoutSummary(0, 0, 0, 0, 0, 0);
    }
}
