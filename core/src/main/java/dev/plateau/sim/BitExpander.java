package dev.plateau.sim;

/**
 * Writes a word of bits out as floats, one per bit: how an observation plane that marks cells goes
 * from its bitboard (gathered a word at a time from the state) into a caller's float tensor. Writing
 * the floats is most of what reading observations costs (a batch of Breakthrough's 7 planes is 1.8 MB
 * at B = 1,024; docs/performance.md, "Reading a batch after a step"), so an {@link Engine} may offer
 * a faster one than {@link #SCALAR} ({@link Engine#bitExpander()}): the SIMD backend's writes a
 * vector of floats per instruction. Every expander writes the same floats.
 */
@FunctionalInterface
public interface BitExpander {
    /** Bit by bit, in plain Java: the reference, and what the scalar and CUDA engines use. */
    BitExpander SCALAR = (bits, count, out, at) -> {
        for (int g = 0; g < count; g++) {
            out[at + g] = (bits >>> g) & 1L;
        }
    };

    /**
     * Writes bit g of {@code bits} as {@code out[at + g]}: 1f where it is set, 0f where it is not,
     * for g in [0, count). Trusts its arguments.
     *
     * @param count how many bits, 1 to 64
     */
    void expand(long bits, int count, float[] out, int at);
}
