package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.plan.StateLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Byte-for-byte comparison of two simulators' raw states ({@link Simulator#rawState()}), for the
 * differential tests between backends: a difference is told by the field of the plan's {@link
 * StateLayout} and the environment where the states first differ.
 */
public final class RawStates {
    private RawStates() {}

    /**
     * The first word in which two raw states differ.
     *
     * @param field the name of the state field (the column of the layout), or a note when the word
     *     lies past the layout's end
     * @param env the environment
     * @param expected the word in the first simulator's state
     * @param actual the word in the second simulator's state
     */
    public record Difference(String field, int env, long expected, long actual) {
        /** The difference in words, e.g. "field cells[0] of environment 3 is 5 vs 7". */
        @Override
        public String toString() {
            return "field " + field + " of environment " + env + " is " + expected + " vs " + actual;
        }
    }

    /**
     * The first difference between the raw states of two simulators of the same game and batch size.
     *
     * @return the difference, or null if the states are identical
     * @throws IllegalArgumentException if the states are not of the same size
     */
    public static Difference firstDifference(Simulator expected, Simulator actual) {
        MemorySegment x = expected.rawState();
        MemorySegment y = actual.rawState();
        if (x.byteSize() != y.byteSize()) {
            throw new IllegalArgumentException("the raw states differ in size (" + x.byteSize() + " and "
                    + y.byteSize() + " bytes): not the same game and batch size");
        }
        long mismatch = x.mismatch(y);
        if (mismatch < 0) {
            return null;
        }
        long word = mismatch / Long.BYTES;
        int batch = expected.batchSize();
        StateLayout layout = expected.game().plan().layout();
        long field = word / batch;
        String name = field < layout.fieldCount() ? layout.fields().get((int) field).name()
                : "past the end of the layout (word " + word + ")";
        return new Difference(name, (int) (word % batch), x.get(ValueLayout.JAVA_LONG, word * Long.BYTES),
                y.get(ValueLayout.JAVA_LONG, word * Long.BYTES));
    }

    /** Whether two simulators' raw states are identical byte for byte. */
    public static boolean same(Simulator a, Simulator b) {
        return firstDifference(a, b) == null;
    }

    /**
     * Asserts that two simulators' raw states are identical; a failure names the game, the batch
     * size, {@code when}, the first differing field and environment, and the two backends.
     */
    public static void assertSameState(Simulator expected, Simulator actual, String when) {
        Difference d = firstDifference(expected, actual);
        if (d != null) {
            assertEquals(d.expected(), d.actual(), expected.game().game().name() + " batch " + expected.batchSize()
                    + ", " + when + ": field " + d.field() + " of environment " + d.env() + " ("
                    + expected.backend().name() + " vs " + actual.backend().name() + ")");
        }
    }
}
