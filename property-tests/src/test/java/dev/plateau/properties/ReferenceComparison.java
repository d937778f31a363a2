package dev.plateau.properties;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.properties.reference.ReferenceEngine;
import dev.plateau.properties.reference.RefState;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Compares one environment of a {@link Simulator} with a {@link RefState} of the {@link
 * ReferenceEngine}: every output of docs/language.md, The simulator's view (player to move, the
 * whole legal mask with pass, rewards, terminated, truncated, winner, step count, observation),
 * every cell, both scores, and the stored parts of the state that later steps read (turn position
 * while the game is not over, previous moves and pass flags where the layout keeps them).
 */
public final class ReferenceComparison {
    private ReferenceComparison() {}

    /** The differences, one line each, "what: reference X, simulator Y"; empty when they agree. */
    public static List<String> differences(Simulator sim, int env, ReferenceEngine ref, RefState s) {
        List<String> diff = new ArrayList<>();
        Plan plan = sim.game().plan();
        Topology topology = plan.topology();
        StateLayout layout = plan.layout();
        same(diff, "currentPlayer", s.currentPlayer(), sim.currentPlayer(env));
        boolean[] legal = sim.legalActionMask(env);
        if (!Arrays.equals(s.legal(), legal)) {
            diff.add("legalActionMask: reference " + s.legalActions() + ", simulator " + sim.legalActions(env)
                    + (ref.passAction() >= 0 ? " (pass is " + ref.passAction() + ")" : ""));
        }
        float[] rewards = sim.rewards(env);
        if (rewards[0] != s.rewards()[0] || rewards[1] != s.rewards()[1]) {
            diff.add("rewards: reference " + Arrays.toString(s.rewards()) + ", simulator " + Arrays.toString(rewards));
        }
        same(diff, "terminated", s.terminated(), sim.terminated(env));
        same(diff, "truncated", s.truncated(), sim.truncated(env));
        same(diff, "winner", s.winner(), sim.winner(env));
        same(diff, "stepCount", s.stepCount(), sim.stepCount(env));
        StringBuilder cells = new StringBuilder();
        for (int c = 0; c < topology.cellCount(); c++) {
            if (s.cell(c) != sim.cell(env, c)) {
                cells.append(cells.isEmpty() ? "" : ", ").append(c).append(": reference ").append(s.cell(c))
                        .append(", simulator ").append(sim.cell(env, c));
            }
        }
        if (!cells.isEmpty()) {
            diff.add("cells (0 empty, 1 P1, 2 P2) " + cells);
        }
        for (int p = 0; p < 2; p++) {
            same(diff, "score[" + p + "]", s.score()[p], sim.score(env, p));
        }
        float[] pieces = ref.observation(s); // the mover's and opponent's planes, the first two of the simulator's
        if (!Arrays.equals(pieces, Arrays.copyOf(sim.observation(env), pieces.length))) {
            diff.add("observation differs");
        }
        if (!s.terminated()) {
            long position = SimulatorStates.field(sim, Kind.POSITION, 0, env);
            int at = plan.positions().of(s.phase(), s.entry());
            if (position != at) {
                diff.add("turn position: reference (" + s.phase() + "," + s.entry() + "), simulator "
                        + describe(plan, position));
            }
        }
        for (int p = 0; p < 2; p++) {
            if (layout.has(Kind.PREV)) {
                long bit = SimulatorStates.field(sim, Kind.PREV, p, env);
                int cell = bit < 0 || bit >= topology.bitCount() ? -1 : topology.cellOfBit((int) bit);
                if (cell != s.prev()[p] || (bit == -1) != (s.prev()[p] == ReferenceEngine.NONE)) {
                    diff.add("prev[" + p + "]: reference " + s.prev()[p] + ", simulator bit " + bit);
                }
            }
            if (layout.has(Kind.PASSED)) {
                same(diff, "passed[" + p + "]", s.passed()[p] ? 1 : 0, SimulatorStates.field(sim, Kind.PASSED, p, env));
            }
        }
        return diff;
    }

    private static String describe(Plan plan, long position) {
        if (position < 0 || position >= plan.positions().count()) {
            return "position index " + position;
        }
        int p = (int) position;
        return "(" + plan.positions().phase(p) + "," + plan.positions().entry(p) + ")";
    }

    private static void same(List<String> diff, String what, Object expected, Object actual) {
        if (!expected.equals(actual)) {
            diff.add(what + ": reference " + expected + ", simulator " + actual);
        }
    }

    private static void same(List<String> diff, String what, long expected, long actual) {
        if (expected != actual) {
            diff.add(what + ": reference " + expected + ", simulator " + actual);
        }
    }
}
