package dev.plateau.simd;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.util.Locale;

/**
 * What a learner pays per batch in a step-by-step loop, as a new user would write it: {@code step},
 * then {@code observations}, {@code observationsPacked} and {@code legalMasks} into reused buffers, then a random legal action
 * per environment chosen from the masks. Breakthrough 8 × 8 on the SIMD backend with one thread and
 * auto-reset; prints the mean microseconds of each call per batch, for batches of 64 and 1,024
 * (docs/performance.md, "Reading a batch after a step"). A harness, not a test: run its {@code main}.
 *
 * <p>Arguments: the seconds to measure each batch size (default 3).
 */
public final class StepLoopBench {
    private StepLoopBench() {}

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 3;
        CompiledGame game = LibraryGames.compiled("breakthrough");
        for (int batch : new int[] {64, 1024}) {
            run(game, batch, seconds);
        }
    }

    private static void run(CompiledGame game, int batch, double seconds) {
        try (Simulator sim = Simulator.builder(game).backend("simd").threads(1).batch(batch).autoReset(true).build()) {
            int words = sim.legalMaskWords();
            int[] shape = sim.observationShape();
            long[] masks = new long[batch * words];
            float[] observations = new float[batch * shape[0] * shape[1] * shape[2]];
            long[] packed = new long[batch * game.observationLayout().packedSize()];
            int[] actions = new int[batch];
            long[] seed = {0x9E3779B97F4A7C15L};
            sim.legalMasks(masks);
            choose(masks, words, actions, seed);
            // Warm up: the JIT, and the backend's compiled blocks, which start after a second.
            long warmUntil = System.nanoTime() + 2_000_000_000L;
            while (System.nanoTime() < warmUntil || sim.compiling()) {
                sim.step(actions);
                sim.observations(observations);
                sim.observationsPacked(packed);
                sim.legalMasks(masks);
                choose(masks, words, actions, seed);
            }
            long step = 0;
            long observe = 0;
            long pack = 0;
            long legal = 0;
            long rounds = 0;
            long end = System.nanoTime() + (long) (seconds * 1e9);
            while (System.nanoTime() < end) {
                long t0 = System.nanoTime();
                sim.step(actions);
                long t1 = System.nanoTime();
                sim.observations(observations);
                long t2 = System.nanoTime();
                sim.observationsPacked(packed);
                long tPacked = System.nanoTime();
                sim.legalMasks(masks);
                long t3 = System.nanoTime();
                choose(masks, words, actions, seed);
                step += t1 - t0;
                observe += t2 - t1;
                pack += tPacked - t2;
                legal += t3 - tPacked;
                rounds++;
            }
            System.out.printf(Locale.ROOT, "batch %5d: step %8.1f us, observations %8.1f us,"
                    + " observationsPacked %8.1f us, legalMasks %8.1f us (%d rounds)%n", batch, step / 1e3 / rounds,
                    observe / 1e3 / rounds, pack / 1e3 / rounds, legal / 1e3 / rounds, rounds);
        }
    }

    /** A random legal action per environment, from its packed mask (xorshift draws). */
    private static void choose(long[] masks, int words, int[] actions, long[] seed) {
        for (int env = 0; env < actions.length; env++) {
            int count = 0;
            for (int w = 0; w < words; w++) {
                count += Long.bitCount(masks[env * words + w]);
            }
            long x = seed[0];
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
            seed[0] = x;
            int k = (int) Long.remainderUnsigned(x, Math.max(1, count));
            for (int w = 0; w < words; w++) {
                long word = masks[env * words + w];
                int here = Long.bitCount(word);
                if (k < here) {
                    for (int skip = 0; skip < k; skip++) {
                        word &= word - 1;
                    }
                    actions[env] = w * 64 + Long.numberOfTrailingZeros(word);
                    break;
                }
                k -= here;
            }
        }
    }
}
