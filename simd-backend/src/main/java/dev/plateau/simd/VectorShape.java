package dev.plateau.simd;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The vector species the backend uses: the platform's preferred one, or the width forced with the
 * system property {@code plateau.simd.bits} (64, 128, 256 or 512), so that narrower machines can be
 * tested on a wide one.
 */
final class VectorShape {
    /** The system property that forces the vector width in bits. */
    static final String BITS_PROPERTY = "plateau.simd.bits";

    private VectorShape() {}

    static VectorSpecies<Long> current() {
        String forced = System.getProperty(BITS_PROPERTY);
        if (forced == null || forced.isBlank()) {
            return LongVector.SPECIES_PREFERRED;
        }
        return switch (forced.trim()) {
            case "64" -> LongVector.SPECIES_64;
            case "128" -> LongVector.SPECIES_128;
            case "256" -> LongVector.SPECIES_256;
            case "512" -> LongVector.SPECIES_512;
            default -> throw new IllegalArgumentException(
                    BITS_PROPERTY + " must be 64, 128, 256 or 512, not " + forced);
        };
    }

    static String describe() {
        VectorSpecies<Long> s = current();
        return s.vectorBitSize() + "-bit vectors, " + s.length() + " lanes of 64 bits"
                + (System.getProperty(BITS_PROPERTY) != null ? " (forced by -D" + BITS_PROPERTY + ")" : "");
    }
}
