package dev.plateau.cuda.ptx.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.plan.StateLayout;
import dev.plateau.sim.Simulator;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** Byte-for-byte comparison of two simulators' raw states, naming the first differing field and environment. */
final class StateAssertions {
    private StateAssertions() {}

    /** Asserts that the raw states are identical. */
    static void assertSameState(Simulator expected, Simulator actual, String when) {
        MemorySegment x = expected.rawState();
        MemorySegment y = actual.rawState();
        long mismatch = x.mismatch(y);
        if (mismatch >= 0) {
            long word = mismatch / 8;
            int batch = expected.batchSize();
            StateLayout layout = expected.game().plan().layout();
            int field = (int) (word / batch);
            int env = (int) (word % batch);
            String where = field < layout.fieldCount() ? layout.fields().get(field).name() : "past the end (sizes differ)";
            assertEquals(x.get(ValueLayout.JAVA_LONG, word * 8), y.get(ValueLayout.JAVA_LONG, word * 8),
                    expected.game() + " batch " + batch + ", " + when + ": field " + where + " of environment " + env
                            + " (" + expected.backend().name() + " vs " + actual.backend().name() + ")");
        }
    }
}
