package dev.plateau.agents;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Elo ratings fitted by maximum likelihood to a table of pairwise results.
 *
 * <p>The model is Bradley–Terry on the Elo scale: agent i scores against agent j with expectation
 * {@code 1 / (1 + 10^((R_j − R_i) / 400))}, a draw counting as half a win and half a loss (the usual
 * Elo convention). So two agents of which one scores 75 % are {@code 400 · log10(3) ≈ 190.8} apart.
 * The fit runs the minorisation–maximisation iteration of Hunter (2004) to convergence. Ratings are
 * anchored: the anchor agent is rated 0 and every other rating is relative to it. The 95 % interval
 * of each rating is ±1.96 standard errors from the observed Fisher information, with the anchor
 * fixed (so the anchor's interval is [0, 0]).
 *
 * <p>An agent that won or lost every game has no finite maximum-likelihood rating; {@code
 * priorDraws} adds that many virtual draws to every pair that played, which keeps ratings finite
 * and pulls them slightly together.
 */
public final class Elo {
    private Elo() {}

    /** Elo points per natural-log unit of strength: 400 / ln 10. */
    private static final double SCALE = 400 / Math.log(10);

    /** One agent's rating, with its 95 % interval and the games it played. */
    public record Rating(String agent, double elo, double low, double high, long games) {}

    /** The results of a pairing from {@code agent}'s side (in either seat). */
    public record Result(String agent, String opponent, long wins, long draws, long losses) {}

    /**
     * Fits ratings to results.
     *
     * @param results the games, each pairing listed once or several times (from either side)
     * @param anchor the agent rated 0
     * @param priorDraws virtual draws added to each pair that played (0 for the pure maximum-likelihood fit)
     * @return one rating per agent, in the order the agents first appear in {@code results}
     * @throws IllegalArgumentException if the anchor did not play, the agents do not all meet through
     *     a chain of games, or (without prior) an agent's rating is infinite
     */
    public static List<Rating> fit(List<Result> results, String anchor, double priorDraws) {
        Map<String, Integer> index = new HashMap<>();
        List<String> names = new ArrayList<>();
        for (Result r : results) {
            for (String name : new String[] {r.agent(), r.opponent()}) {
                if (!index.containsKey(name)) {
                    index.put(name, names.size());
                    names.add(name);
                }
            }
        }
        Integer a = index.get(anchor);
        if (a == null) {
            throw new IllegalArgumentException("the anchor " + anchor + " played no game; agents: " + names);
        }
        int n = names.size();
        double[][] games = new double[n][n];
        double[] points = new double[n];
        long[] played = new long[n];
        for (Result r : results) {
            int i = index.get(r.agent());
            int j = index.get(r.opponent());
            long total = r.wins() + r.draws() + r.losses();
            games[i][j] += total;
            games[j][i] += total;
            points[i] += r.wins() + 0.5 * r.draws();
            points[j] += r.losses() + 0.5 * r.draws();
            played[i] += total;
            played[j] += total;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j && games[i][j] > 0) {
                    games[i][j] += priorDraws;
                    points[i] += 0.5 * priorDraws;
                }
            }
        }
        checkConnected(games, names);
        for (int i = 0; i < n; i++) {
            double total = 0;
            for (int j = 0; j < n; j++) {
                total += games[i][j];
            }
            if (points[i] <= 0 || points[i] >= total) {
                throw new IllegalArgumentException(names.get(i) + " " + (points[i] <= 0 ? "lost" : "won")
                        + " every game: its rating is infinite (add prior draws)");
            }
        }
        double[] strength = mm(games, points, a);
        double[] se = standardErrors(games, strength, a);
        List<Rating> ratings = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double elo = SCALE * Math.log(strength[i]);
            double half = 1.96 * SCALE * se[i];
            ratings.add(new Rating(names.get(i), elo, elo - half, elo + half, played[i]));
        }
        return ratings;
    }

    /** Hunter's MM iteration for the strengths π, normalised so that the anchor's is 1. */
    private static double[] mm(double[][] games, double[] points, int anchor) {
        int n = points.length;
        double[] pi = new double[n];
        java.util.Arrays.fill(pi, 1);
        for (int iteration = 0; iteration < 100_000; iteration++) {
            double change = 0;
            double[] next = new double[n];
            for (int i = 0; i < n; i++) {
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    if (j != i && games[i][j] > 0) {
                        denominator += games[i][j] / (pi[i] + pi[j]);
                    }
                }
                next[i] = points[i] / denominator;
            }
            double norm = next[anchor];
            for (int i = 0; i < n; i++) {
                next[i] /= norm;
                change = Math.max(change, Math.abs(Math.log(next[i] / pi[i])));
            }
            pi = next;
            if (change < 1e-13) {
                break;
            }
        }
        return pi;
    }

    /**
     * Standard errors of the log-strengths θ = ln π with the anchor's fixed at 0: the square roots of
     * the diagonal of the inverse observed information, whose entries are n_ij · p_ij · (1 − p_ij).
     */
    private static double[] standardErrors(double[][] games, double[] pi, int anchor) {
        int n = pi.length;
        int[] free = new int[n - 1];
        for (int i = 0, k = 0; i < n; i++) {
            if (i != anchor) {
                free[k++] = i;
            }
        }
        int m = n - 1;
        double[][] info = new double[m][m];
        for (int x = 0; x < m; x++) {
            int i = free[x];
            for (int j = 0; j < n; j++) {
                if (j == i || games[i][j] == 0) {
                    continue;
                }
                double p = pi[i] / (pi[i] + pi[j]);
                double w = games[i][j] * p * (1 - p);
                info[x][x] += w;
                if (j != anchor) {
                    int y = j < anchor ? j : j - 1;
                    info[x][y] -= w;
                }
            }
        }
        double[][] inverse = invert(info);
        double[] se = new double[n];
        for (int x = 0; x < m; x++) {
            se[free[x]] = Math.sqrt(inverse[x][x]);
        }
        return se;
    }

    /** The inverse of a symmetric positive definite matrix, by Gauss–Jordan elimination. */
    private static double[][] invert(double[][] matrix) {
        int m = matrix.length;
        double[][] a = new double[m][2 * m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(matrix[i], 0, a[i], 0, m);
            a[i][m + i] = 1;
        }
        for (int col = 0; col < m; col++) {
            int pivot = col;
            for (int row = col + 1; row < m; row++) {
                if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) {
                    pivot = row;
                }
            }
            double[] t = a[col];
            a[col] = a[pivot];
            a[pivot] = t;
            double p = a[col][col];
            for (int k = 0; k < 2 * m; k++) {
                a[col][k] /= p;
            }
            for (int row = 0; row < m; row++) {
                if (row != col && a[row][col] != 0) {
                    double f = a[row][col];
                    for (int k = 0; k < 2 * m; k++) {
                        a[row][k] -= f * a[col][k];
                    }
                }
            }
        }
        double[][] inverse = new double[m][m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(a[i], m, inverse[i], 0, m);
        }
        return inverse;
    }

    /** Throws unless every agent is linked to every other through games played. */
    private static void checkConnected(double[][] games, List<String> names) {
        int n = names.size();
        boolean[] seen = new boolean[n];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        seen[0] = true;
        queue.add(0);
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int j = 0; j < n; j++) {
                if (!seen[j] && games[i][j] > 0) {
                    seen[j] = true;
                    queue.add(j);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (!seen[i]) {
                throw new IllegalArgumentException(names.get(i) + " is not linked to " + names.get(0)
                        + " by any chain of games: their ratings cannot be compared");
            }
        }
    }
}
