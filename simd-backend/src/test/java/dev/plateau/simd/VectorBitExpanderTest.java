package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.plateau.sim.BitExpander;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VectorBitExpanderTest {
    @Test
    void writesOneWhereABitIsSetAndLeavesThePastCountAlone() {
        float[] out = new float[8];
        Arrays.fill(out, 7f);
        VectorBitExpander.INSTANCE.expand(0b1011_0101L | 1L << 40, 6, out, 1);
        assertArrayEquals(new float[] {7f, 1f, 0f, 1f, 0f, 1f, 1f, 7f}, out);
    }

    @Test
    void agreesWithTheScalarExpanderOnEveryCountAndOffset() {
        SplittableRandom random = new SplittableRandom(23);
        for (int count = 1; count <= 64; count++) {
            for (int offset : new int[] {0, 1, 3, 17}) {
                long bits = random.nextLong() & random.nextLong() | Long.MIN_VALUE >>> random.nextInt(64);
                float[] scalar = new float[offset + 64 + 2];
                float[] vector = new float[scalar.length];
                Arrays.fill(scalar, -1f);
                Arrays.fill(vector, -1f);
                BitExpander.SCALAR.expand(bits, count, scalar, offset);
                VectorBitExpander.INSTANCE.expand(bits, count, vector, offset);
                assertArrayEquals(scalar, vector, "count " + count + ", offset " + offset + ", bits " + Long.toHexString(bits));
            }
        }
    }
}
