package dev.plateau.simd;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector species the backend uses: the platform's preferred one, or the width forced with
 * {@link SimdBackend#forceVectorBits} before the first engine, so that narrower machines can be
 * tested on a wide one.
 */
final class VectorShape {
    /** The widths that can be forced, in bits. */
    static final String ALLOWED = "64, 128, 256 or 512";

    /** The forced width in bits, or 0; read once, when {@link RowMachine} loads. */
    private static volatile int forcedBits;
    /** Whether {@link RowMachine} has taken the species: from then on it is fixed. */
    private static volatile boolean taken;

    private VectorShape() {}

    /** Forces the width; see {@link SimdBackend#forceVectorBits}. */
    static synchronized void force(int bits) {
        VectorSpecies<Long> wanted = species(bits);
        if (taken && RowMachine.S != wanted) {
            throw new IllegalStateException("the SIMD vector width is already " + RowMachine.S.vectorBitSize()
                    + " bits in this JVM: force it before the first simd engine opens");
        }
        forcedBits = bits;
    }

    /** The species for {@link RowMachine}, which takes it once. */
    static synchronized VectorSpecies<Long> take() {
        taken = true;
        return chosen();
    }

    /** The species the kernels use, or will use when they load. */
    private static synchronized VectorSpecies<Long> chosen() {
        return forcedBits == 0 ? LongVector.SPECIES_PREFERRED : species(forcedBits);
    }

    private static VectorSpecies<Long> species(int bits) {
        return switch (bits) {
            case 64 -> LongVector.SPECIES_64;
            case 128 -> LongVector.SPECIES_128;
            case 256 -> LongVector.SPECIES_256;
            case 512 -> LongVector.SPECIES_512;
            default -> throw new IllegalArgumentException(
                    "the SIMD vector width must be " + ALLOWED + " bits, not " + bits);
        };
    }

    static String describe() {
        VectorSpecies<Long> s = chosen();
        return s.vectorBitSize() + "-bit vectors, " + s.length() + " lanes of 64 bits"
                + (forcedBits != 0 ? " (forced)" : "");
    }
}
