package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.IllegalActionPolicy;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxWriter;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.quicktheories.generators.Generate;

/**
 * Every backend that can run here (found on the class path: simd, ptx-interpreter, and cuda where a
 * GPU is present) gives the scalar reference's raw states byte for byte, by {@link
 * BackendDifferential}: every library game of {@code games/*.ldx} (with each lowering that gives
 * other programs) in the standard shapes, and random games, and library games over random seeds,
 * batches, step limits and policies. A new game file or a new backend joins by existing.
 */
class EveryBackendMatchesScalarTest {
    /** The seed of the random examples; {@code -DQT_SEED=n} runs them with another one. */
    static final long SEED = Long.getLong("QT_SEED", 20_251_122L);

    private static final List<Backend> BACKENDS = BackendDifferential.candidates();

    @TestFactory
    Stream<DynamicTest> libraryGames() {
        assertFalse(BACKENDS.isEmpty(), "no backend but the reference can run here");
        return LibraryGames.all().values().stream().flatMap(game -> BackendDifferential.lowerings(game).stream())
                .flatMap(subject -> BACKENDS.stream().map(backend -> DynamicTest.dynamicTest(
                        subject.name() + " on " + backend.name(),
                        () -> BackendDifferential.check(subject, backend, Shape.standard()))));
    }

    /**
     * Random games (which need not end: a step limit of 1 … 120 bounds their playouts), and now and
     * then a library game, each with a random seed, batch (1 … 40), number of rounds, thread count,
     * policy and auto-reset or not.
     */
    @Test
    void randomGames() {
        IllegalActionPolicy[] policies = IllegalActionPolicy.values();
        qt().withFixedSeed(SEED).withExamples(20)
                .forAll(GameGenerators.simulationGames().mix(Generate.pick(List.copyOf(LibraryGames.all().values())), 20),
                        longs().all(), integers().between(1, 40), integers().between(1, 12))
                .checkAssert((game, seed, batch, rounds) -> {
                    Shape shape = new Shape(batch, 1 + Long.remainderUnsigned(seed, 120), 1 + (int) (seed >>> 63),
                            rounds, policies[Math.floorMod(seed >> 8, policies.length)], seed, (seed & 16) != 0);
                    for (Subject subject : BackendDifferential.lowerings(game)) {
                        Subject named = new Subject(subject.name() + ":\n" + LdxWriter.write(game), subject.game());
                        for (Backend backend : BACKENDS) {
                            BackendDifferential.check(named, BackendDifferential.reference(), backend, shape);
                        }
                    }
                });
    }
}
