package dev.plateau.plan;

/**
 * The counter-based random function that chooses the moves of random playouts, specified here once
 * and lowered into plan operations, so that every backend draws the same numbers.
 *
 * <p>Draw {@code t} of environment {@code env} under {@code seed} is
 * {@code mix(mix((t << 32) | env) ^ seed)}, where {@code mix} is the SplitMix64 finaliser. For a
 * fixed seed, distinct (env, t) pairs give distinct draws (both steps are bijections). A playout
 * uses draw {@code t = stepCount} for its move at that step, so an environment's trajectory depends
 * only on the seed and its index.
 *
 * <p>A draw chooses among n legal actions by Lemire's multiply-shift reduction,
 * {@code k = ((draw >>> 32) · n) >>> 32}, instead of {@code draw mod n}: neither the Vector API nor
 * the GPU has a fast 64-bit division, and the reduction is as uniform (bias below n / 2³²).
 */
public final class Rng {
    private Rng() {}

    static final long GAMMA_1 = 0xBF58476D1CE4E5B9L;
    static final long GAMMA_2 = 0x94D049BB133111EBL;

    /** The SplitMix64 finaliser, a bijection on 64-bit words. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * GAMMA_1;
        z = (z ^ (z >>> 27)) * GAMMA_2;
        return z ^ (z >>> 31);
    }

    /** Draw {@code counter} of environment {@code env} (0 ≤ env < 2³²) under {@code seed}. */
    public static long draw(long seed, long env, long counter) {
        return mix(mix((counter << 32) | (env & 0xFFFFFFFFL)) ^ seed);
    }

    /** The index in [0, n) that a draw chooses among n ≥ 1 options. */
    public static long choose(long draw, long n) {
        return ((draw >>> 32) * n) >>> 32;
    }

    /** Lowers {@link #mix} into plan operations. */
    static int mix(PlanBuilder b, int z) {
        z = b.binary(BinaryOp.MUL, b.binary(BinaryOp.XOR, z, b.shift(ShiftOp.SHR, z, 30)), b.constant(GAMMA_1));
        z = b.binary(BinaryOp.MUL, b.binary(BinaryOp.XOR, z, b.shift(ShiftOp.SHR, z, 27)), b.constant(GAMMA_2));
        return b.binary(BinaryOp.XOR, z, b.shift(ShiftOp.SHR, z, 31));
    }

    /** Lowers {@link #draw} into plan operations. */
    static int draw(PlanBuilder b, int seed, int env, int counter) {
        int packed = b.binary(BinaryOp.OR, b.shift(ShiftOp.SHL, counter, 32),
                b.binary(BinaryOp.AND, env, b.constant(0xFFFFFFFFL)));
        return mix(b, b.binary(BinaryOp.XOR, mix(b, packed), seed));
    }

    /** Lowers {@link #choose} into plan operations. */
    static int choose(PlanBuilder b, int draw, int n) {
        return b.shift(ShiftOp.SHR, b.binary(BinaryOp.MUL, b.shift(ShiftOp.SHR, draw, 32), n), 32);
    }
}
