package dev.plateau.text;

import java.util.Collection;
import java.util.Optional;

/**
 * Finds the valid word nearest to a misspelled one, for hints such as "did you mean
 * `occupied`?". Distance is the optimal string alignment distance (insertions, deletions,
 * substitutions and swaps of neighbouring characters each cost 1).
 */
final class KeywordSuggester {
    private KeywordSuggester() {}

    /**
     * The candidate nearest to {@code word}, if it is close enough to be a plausible misspelling: a
     * difference in letter case only, or at most one edit for words of up to four characters and two
     * for longer ones. Ties go to the earlier candidate, so the result is deterministic.
     */
    static Optional<String> nearest(String word, Collection<String> candidates) {
        if (word.isEmpty() || word.length() > 64) {
            return Optional.empty();
        }
        for (String c : candidates) {
            if (!c.equals(word) && c.equalsIgnoreCase(word)) {
                return Optional.of(c);
            }
        }
        int limit = word.length() <= 4 ? 1 : 2;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(word, c);
            if (d > 0 && d <= limit && d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The hint text for a misspelling, or empty when nothing is near. */
    static Optional<String> didYouMean(String word, Collection<String> candidates) {
        return nearest(word, candidates).map(c -> c.equalsIgnoreCase(word)
                ? "did you mean `" + c + "`? Words are case-sensitive."
                : "did you mean `" + c + "`?");
    }

    /** The optimal string alignment distance between two words. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    best = Math.min(best, d[i - 2][j - 2] + 1);
                }
                d[i][j] = best;
            }
        }
        return d[a.length()][b.length()];
    }
}
