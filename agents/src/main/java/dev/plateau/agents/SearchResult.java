package dev.plateau.agents;

import java.util.Objects;

/**
 * What a search found at one position: the move it chose and, per action 0 … A−1, how often it tried
 * each move and the mean reward it found there. An agent that searches returns one from {@link
 * Agent#lastSearch} for every position it searched, so that a caller (the web board's "show
 * thinking", a training loop) reads the statistics of any agent the same way.
 *
 * @param action the action chosen, 0 … A−1
 * @param simulations the simulations run from the position, those of a reused subtree included (for
 *     UCT, the sum of {@code visits} plus one where a reused subtree's root was once a new leaf)
 * @param visits shape [A]: the visits of each action, 0 for the actions never tried (and illegal ones)
 * @param values shape [A]: the mean reward in [−1, 1] of each action for the player to move, NaN where unvisited
 */
public record SearchResult(int action, int simulations, int[] visits, double[] values) {
    /** Checks that the arrays are present and of one length, and that the action is one of them. */
    public SearchResult {
        Objects.requireNonNull(visits, "visits");
        Objects.requireNonNull(values, "values");
        if (visits.length != values.length || action < 0 || action >= visits.length) {
            throw new IllegalArgumentException("visits and values of one length A and an action in 0 … A−1 are needed, not "
                    + visits.length + ", " + values.length + " and " + action);
        }
    }

    /**
     * The search's estimate of the position's value for the player to move: the mean reward of the
     * chosen action, NaN if the search never tried it.
     */
    public double value() {
        return values[action];
    }
}
