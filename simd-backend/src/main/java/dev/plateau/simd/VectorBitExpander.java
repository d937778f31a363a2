package dev.plateau.simd;

import dev.plateau.sim.BitExpander;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;

/**
 * The SIMD engine's {@link BitExpander}: a vector of floats per instruction (its lanes' bits taken as
 * a mask, which selects 1f or 0f), the tail bit by bit. The float species has the kernels' vector
 * width ({@link RowMachine#S}); it is a constant, as the Vector API needs for its intrinsics.
 */
final class VectorBitExpander implements BitExpander {
    static final VectorBitExpander INSTANCE = new VectorBitExpander();

    private static final VectorSpecies<Float> F = VectorSpecies.of(float.class, RowMachine.S.vectorShape());
    private static final FloatVector ZERO = FloatVector.zero(F);
    private static final FloatVector ONE = FloatVector.broadcast(F, 1f);

    private VectorBitExpander() {}

    @Override
    public void expand(long bits, int count, float[] out, int at) {
        int lanes = F.length();
        int g = 0;
        for (; g + lanes <= count; g += lanes) {
            ZERO.blend(ONE, VectorMask.fromLong(F, bits >>> g)).intoArray(out, at + g);
        }
        if (g < count) { // the rest of a board whose area is not a multiple of the lanes (7 × 7: 1 of 49)
            BitExpander.SCALAR.expand(bits >>> g, count - g, out, at + g);
        }
    }
}
