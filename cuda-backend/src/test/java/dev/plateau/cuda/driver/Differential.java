package dev.plateau.cuda.driver;

import static dev.plateau.sim.RawStates.assertSameState;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.simd.SimdBackend;
import java.util.List;
import java.util.Random;

/**
 * The differential scenario of the cuda backend's tests: the same calls on the SIMD backend and on
 * the cuda backend, and their raw states compared byte for byte after each ({@link
 * dev.plateau.sim.RawStates}).
 */
final class Differential {
    private Differential() {}

    /**
     * Init, {@code rounds} rounds of fused random steps and explicit steps (some illegal), full
     * playouts, and playouts numbered from 5000.
     */
    static void scenario(CompiledGame game, Backend cuda, int batch, long stepLimit, int rounds) {
        try (Simulator simd = open(game, new SimdBackend(), batch, stepLimit);
                Simulator gpu = open(game, cuda, batch, stepLimit)) {
            assertSameState(simd, gpu, "init");
            Random random = new Random(batch * 31L + stepLimit);
            for (int s = 0; s < rounds; s++) {
                if (s % 3 == 2) {
                    int[] actions = new int[batch];
                    for (int i = 0; i < batch; i++) {
                        List<Integer> legal = simd.legalActions(i);
                        actions[i] = legal.isEmpty() || random.nextInt(8) == 0 ? random.nextInt(game.actionCount())
                                : legal.get(random.nextInt(legal.size()));
                    }
                    simd.step(actions);
                    gpu.step(actions);
                    assertSameState(simd, gpu, "explicit step " + s);
                } else {
                    long steps = 1 + s % 4;
                    simd.stepRandom(1000 + s, steps);
                    gpu.stepRandom(1000 + s, steps);
                    assertSameState(simd, gpu, "random steps " + s);
                }
            }
            playouts(simd, gpu);
        }
    }

    /** One round of full playouts only (for big batches). */
    static void playouts(CompiledGame game, Backend cuda, int batch) {
        try (Simulator simd = open(game, new SimdBackend(), batch, 0);
                Simulator gpu = open(game, cuda, batch, 0)) {
            assertEquals(simd.playouts(11, 1L << 40), gpu.playouts(11, 1L << 40), "playout summaries");
            assertSameState(simd, gpu, "playouts numbered from 2^40");
        }
    }

    private static void playouts(Simulator simd, Simulator gpu) {
        assertEquals(simd.playouts(7), gpu.playouts(7), "playout summaries");
        assertSameState(simd, gpu, "playouts");
        simd.playouts(-3, 5000);
        gpu.playouts(-3, 5000);
        assertSameState(simd, gpu, "playouts numbered from 5000");
    }

    static Simulator open(CompiledGame game, Backend backend, int batch, long stepLimit) {
        return Simulator.builder(game).backend(backend).batch(batch)
                .threads(Math.max(2, Runtime.getRuntime().availableProcessors())).stepLimit(stepLimit).build();
    }
}
