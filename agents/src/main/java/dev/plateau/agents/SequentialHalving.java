package dev.plateau.agents;

import java.util.ArrayList;
import java.util.List;

/**
 * The schedule of sequential halving at the root of a {@link GumbelAgent} search: how many
 * simulations each phase spends and on how many actions.
 *
 * <p>With m actions considered and n simulations there are ⌈log2 m⌉ phases. A phase with k actions
 * gives each of them max(1, ⌊n / (⌈log2 m⌉ · k)⌋) visits, in rounds (each action once per round,
 * best ranked first); then the better half (⌊k/2⌋, at least 2) goes on. Budget left after the
 * planned phases goes to further phases with two actions; the last phase is cut where the budget
 * ends, in the middle of a round if need be.
 */
final class SequentialHalving {
    private SequentialHalving() {}

    /**
     * One phase.
     *
     * @param actions how many actions it visits
     * @param visitsEach the visits it plans for each of them
     * @param simulations the simulations it runs: {@code actions · visitsEach}, or less in a last phase cut short
     */
    record Phase(int actions, int visitsEach, int simulations) {}

    /** The phases for m considered actions (m ≥ 1) and n simulations (n ≥ 1). */
    static List<Phase> schedule(int m, int n) {
        List<Phase> phases = new ArrayList<>();
        if (m == 1) {
            phases.add(new Phase(1, n, n));
            return phases;
        }
        int log2 = 32 - Integer.numberOfLeadingZeros(m - 1);
        int actions = m;
        int left = n;
        while (left > 0) {
            int visits = Math.max(1, n / (log2 * actions));
            int simulations = Math.min(left, actions * visits);
            phases.add(new Phase(actions, visits, simulations));
            left -= simulations;
            actions = Math.max(2, actions / 2);
        }
        return phases;
    }
}
