package dev.plateau.simd;

import static dev.plateau.sim.RawStates.assertSameState;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.LibraryGames;
import dev.plateau.plan.Lowering;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import java.util.stream.Stream;

/** The SIMD backend gives byte-identical states to the scalar reference executor. */
class SimdMatchesScalarTest {
    @TestFactory
    Stream<DynamicTest> libraryGames() {
        return LibraryGames.all().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> check(e.getValue())));
    }

    /** Result constraints by literal trial placement: loops and blocks in the generated programs. */
    @TestFactory
    Stream<DynamicTest> literalTrials() {
        return Stream.of("Reversi", "Yavalax").map(name -> DynamicTest.dynamicTest(name, () -> check(
                CompiledGame.compile(Analysis.analyze(LibraryGames.all().get(name).get()), Lowering.Options.literalTrials()),
                new int[] {1, 21})));
    }

    private void check(Supplier<Game> supplier) {
        check(CompiledGame.compile(supplier.get()), new int[] {1, 13, 70});
    }

    private void check(CompiledGame game, int[] batches) {
        for (int batch : batches) {
            try (Simulator ref = Simulator.builder(game).backend(new ScalarBackend()).batch(batch).build();
                    Simulator simd = Simulator.builder(game).backend(new SimdBackend()).batch(batch).threads(2).build()) {
                assertSameState(ref, simd, "init");
                Random random = new Random(batch);
                for (int s = 0; s < 40; s++) {
                    if (s % 3 == 2) {
                        int[] actions = new int[batch];
                        for (int i = 0; i < batch; i++) {
                            actions[i] = random.nextInt(10) == 0 ? random.nextInt(game.actionCount())
                                    : ref.legalActions(i).get(random.nextInt(ref.legalActions(i).size()));
                        }
                        ref.step(actions);
                        simd.step(actions);
                    } else {
                        ref.stepRandom(s, 1 + s % 2);
                        simd.stepRandom(s, 1 + s % 2);
                    }
                    assertSameState(ref, simd, "step " + s);
                }
                ref.playouts(7);
                simd.playouts(7);
                assertSameState(ref, simd, "playouts");
            }
        }
    }
}
