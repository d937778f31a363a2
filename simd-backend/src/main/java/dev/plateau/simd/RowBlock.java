package dev.plateau.simd;

/**
 * A run of straight-line row instructions compiled into one loop over the lanes (see {@link
 * RowBlocks}): it reads each input row once, keeps every intermediate value in a local variable,
 * and writes only the rows that are read after it.
 */
interface RowBlock {
    /**
     * Runs the block over lanes {@code [0, n)} of the machine's rows {@code r}; n is a multiple of
     * the vector length. Returns the passes it made over a vector of lanes: n / V for a straight
     * block, the iterations of every vector for a loop block (the warm-up times a block per pass).
     */
    int run(long[] r, int n);
}
