package dev.plateau.agents;

import dev.plateau.plan.Rng;

/**
 * Derives independent seeds from a seed and indices, so that every game and move has its own: for
 * agents, arenas and hosts that must stay replayable from one seed.
 */
public final class Seeds {
    private Seeds() {}

    /** A seed for the given indices under {@code seed}: any change in one of them gives an unrelated seed. */
    public static long derive(long seed, long... indices) {
        long z = Rng.mix(seed);
        for (long index : indices) {
            z = Rng.mix(z ^ Rng.mix(index + 0x632BE59BD9B4E019L));
        }
        return z;
    }
}
