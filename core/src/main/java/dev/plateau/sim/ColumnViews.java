package dev.plateau.sim;

import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;

/**
 * {@link Simulator}'s room for column views: an {@link IntColumn} over one state field of every
 * environment, reading the state at each call and copying nothing. Each read checks, through the
 * simulator, that it is open and that the environment is in range.
 */
final class ColumnViews {
    private final SimulatorReads simulator;
    private final StateReader reader;
    private final StateLayout layout;
    private final int batch;

    ColumnViews(SimulatorReads simulator, StateReader reader, StateLayout layout, int batch) {
        this.simulator = simulator;
        this.reader = reader;
        this.layout = layout;
        this.batch = batch;
    }

    /** A view of one column; its reads check the index and that the simulator is open. */
    IntColumn view(Kind kind, int index) {
        simulator.ensureOpen();
        int column = layout.column(kind, index);
        return new IntColumn() {
            @Override
            public int size() {
                simulator.ensureOpen();
                return batch;
            }

            @Override
            public int get(int env) {
                return (int) reader.field(column, simulator.env(env));
            }

            @Override
            public int[] toArray() {
                simulator.ensureOpen();
                int[] out = new int[batch];
                for (int env = 0; env < batch; env++) {
                    out[env] = (int) reader.field(column, env);
                }
                return out;
            }
        };
    }
}
