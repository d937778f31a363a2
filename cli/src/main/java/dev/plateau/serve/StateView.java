package dev.plateau.serve;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.sim.Simulator;
import java.lang.foreign.ValueLayout;

/**
 * Reads what the page shows but the simulator API does not name (the turn position, previous
 * moves) from the raw state of a simulator with a batch of one, and works out which action led
 * from one state to the next.
 */
final class StateView {
    private StateView() {}

    /** What the board and the legal moves were before a move. */
    record Snapshot(int mover, int[] cells, boolean[] legal, int steps) {}

    /** The state of environment 0 before a move. */
    static Snapshot snapshot(Simulator sim) {
        int m = sim.game().topology().cellCount();
        int[] cells = new int[m];
        for (int c = 0; c < m; c++) {
            cells[c] = sim.cell(0, c);
        }
        return new Snapshot(sim.currentPlayer(0), cells, sim.legalActionMask(0), sim.stepCount(0));
    }

    private static long field(Simulator sim, Kind kind, int index) {
        StateLayout layout = sim.game().plan().layout();
        int column = layout.column(kind, index);
        return sim.rawState().get(ValueLayout.JAVA_LONG, StateLayout.offset(column, 0, sim.batchSize()));
    }

    /** The turn position of environment 0: an index into the plan's position table. */
    static int position(Simulator sim) {
        return (int) field(sim, Kind.POSITION, 0);
    }

    /** The phase index (0-based) of environment 0's turn position. */
    static int phase(Simulator sim) {
        return sim.game().plan().positions().phase(position(sim));
    }

    /** The entry index, within its phase's order, of environment 0's turn position. */
    static int entry(Simulator sim) {
        return sim.game().plan().positions().entry(position(sim));
    }

    /**
     * The action that took environment 0 from {@code before} to its present state, which is one
     * step later, or {@link Agent#UNKNOWN_ACTION} if the states do not tell.
     */
    static int actionBetween(Simulator sim, Snapshot before) {
        if (sim.stepCount(0) != before.steps() + 1) {
            return Agent.UNKNOWN_ACTION;
        }
        Plan plan = sim.game().plan();
        Topology topology = sim.game().topology();
        int m = topology.cellCount();
        if (plan.layout().has(Kind.PREV)) {
            long bit = field(sim, Kind.PREV, before.mover());
            if (bit < 0) {
                return plan.hasPassAction() ? m : Agent.UNKNOWN_ACTION;
            }
            for (int c = 0; c < m; c++) {
                if (topology.bitOf(c) == bit) {
                    return c;
                }
            }
            return Agent.UNKNOWN_ACTION;
        }
        // Without stored previous moves: a pass is the only legal action when it is legal (force_pass).
        if (plan.hasPassAction() && before.legal()[m]) {
            return m;
        }
        // A placement fills exactly one empty cell; effects only empty or flip cells.
        int found = -1;
        int count = 0;
        for (int c = 0; c < m; c++) {
            if (before.legal()[c] && before.cells()[c] == 0 && sim.cell(0, c) != 0) {
                found = c;
                count++;
            }
        }
        if (count == 1) {
            return found;
        }
        // A placement on an occupied cell (a destination that allows them) changes its owner.
        found = -1;
        count = 0;
        for (int c = 0; c < m; c++) {
            if (before.legal()[c] && before.cells()[c] != 0 && sim.cell(0, c) != before.cells()[c]
                    && sim.cell(0, c) != 0) {
                found = c;
                count++;
            }
        }
        return count == 1 ? found : Agent.UNKNOWN_ACTION;
    }
}
