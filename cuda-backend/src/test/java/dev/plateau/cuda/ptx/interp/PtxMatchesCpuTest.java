package dev.plateau.cuda.ptx.interp;

import static dev.plateau.sim.RawStates.assertSameState;

import dev.plateau.analysis.LibraryGames;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import dev.plateau.simd.SimdBackend;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The GPU kernels, interpreted, give byte-identical raw states to the scalar reference and to the
 * SIMD backend for every library game: after init, random steps, explicit steps (legal and
 * illegal), and full playouts (also numbered from a first playout other than 0), for batches of 1
 * and of sizes that leave a partial block, with and without a step limit.
 */
class PtxMatchesCpuTest {
    @TestFactory
    Stream<DynamicTest> libraryGames() {
        return new TreeMap<>(LibraryGames.all()).entrySet().stream()
                .map(e -> DynamicTest.dynamicTest(e.getKey(), () -> check(e.getValue())));
    }

    private void check(Supplier<Game> supplier) {
        CompiledGame game = CompiledGame.compile(supplier.get());
        record Config(int batch, long stepLimit) {}
        for (Config c : List.of(new Config(1, 0), new Config(13, 0), new Config(45, 0), new Config(9, 7))) {
            try (Simulator ref = open(game, new ScalarBackend(), c.batch(), c.stepLimit());
                    Simulator simd = open(game, new SimdBackend(), c.batch(), c.stepLimit());
                    Simulator ptx = open(game, new PtxInterpreterBackend(), c.batch(), c.stepLimit())) {
                compare(ref, simd, ptx, "init");
                Random random = new Random(c.batch() * 31L + c.stepLimit());
                for (int s = 0; s < 24; s++) {
                    if (s % 3 == 2) {
                        int[] actions = new int[c.batch()];
                        for (int i = 0; i < c.batch(); i++) {
                            List<Integer> legal = ref.legalActions(i);
                            actions[i] = legal.isEmpty() || random.nextInt(8) == 0
                                    ? random.nextInt(game.actionCount())
                                    : legal.get(random.nextInt(legal.size()));
                        }
                        for (Simulator sim : List.of(ref, simd, ptx)) {
                            sim.step(actions);
                        }
                        compare(ref, simd, ptx, "explicit step " + s);
                    } else {
                        long steps = 1 + s % 4;
                        for (Simulator sim : List.of(ref, simd, ptx)) {
                            sim.stepRandom(1000 + s, steps);
                        }
                        compare(ref, simd, ptx, "random steps " + s);
                    }
                }
                for (Simulator sim : List.of(ref, simd, ptx)) {
                    sim.playouts(7);
                }
                compare(ref, simd, ptx, "playouts");
                for (Simulator sim : List.of(ref, simd, ptx)) {
                    sim.playouts(-3, 5000);
                }
                compare(ref, simd, ptx, "playouts numbered from 5000");
            }
        }
    }

    private static Simulator open(CompiledGame game, dev.plateau.sim.Backend backend, int batch, long stepLimit) {
        return Simulator.builder(game).backend(backend).batch(batch).threads(2).stepLimit(stepLimit).build();
    }

    private static void compare(Simulator ref, Simulator simd, Simulator ptx, String when) {
        assertSameState(ref, ptx, when);
        assertSameState(simd, ptx, when);
    }
}
