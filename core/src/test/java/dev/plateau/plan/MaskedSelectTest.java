package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link PlanBuilder#select} of a constant over a masked word ({@code x & ~d}) reads {@code x}
 * itself under a widened condition: the values stay those of the two operations it replaces, and
 * words masked alike share the widened condition, so that each costs one select.
 */
class MaskedSelectTest {
    private static final long ALL = 0xFFFFFFL;

    /** Registers 0 … 4: c, d, and three words x. */
    private static final int PRESETS = 5;

    @Test
    void wordsMaskedAlikeKeepTheirValuesAndCostOneSelectEach() {
        PlanBuilder b = new PlanBuilder(PRESETS);
        int[] out = new int[3];
        for (int w = 0; w < 3; w++) {
            out[w] = b.select(0, b.constant(ALL), b.binary(BinaryOp.AND_NOT, 2 + w, 1));
        }
        Program p = b.build("masked", Set.of(out[0], out[1], out[2]));
        // The constant, c | d, ALL & c, and a select per word (it was an AND_NOT and a select each).
        assertEquals(1 + 2 + 3, p.ops().size(), p.ops().toString());
        Random random = new Random(26);
        for (int trial = 0; trial < 1_000; trial++) {
            long[] r = new long[p.registerCount()];
            r[0] = random.nextBoolean() ? -1 : 0; // the game is over
            r[1] = random.nextInt(4) == 0 ? random.nextLong() : random.nextBoolean() ? -1 : 0;
            for (int w = 0; w < 3; w++) {
                r[2 + w] = random.nextLong() & ALL;
            }
            long[] in = r.clone();
            ProgramInterpreter.run(p, r);
            for (int w = 0; w < 3; w++) {
                long masked = in[2 + w] & ~in[1];
                assertEquals((ALL & in[0]) | (masked & ~in[0]), r[out[w]], "word " + w + " at trial " + trial);
            }
        }
    }

    @Test
    void aWordAssignedSinceItWasMaskedIsNotReadAgain() {
        PlanBuilder b = new PlanBuilder(PRESETS);
        int x = b.variable(2);
        int masked = b.binary(BinaryOp.AND_NOT, x, 1);
        b.assign(x, 3);
        int result = b.select(0, b.constant(ALL), masked);
        Program p = b.build("assigned", Set.of(result));
        long[] r = new long[p.registerCount()];
        r[0] = 0;
        r[1] = 0xF0L;
        r[2] = 0xFFL;
        r[3] = 0x1234L;
        ProgramInterpreter.run(p, r);
        assertEquals(0x0FL, r[result]);
    }
}
