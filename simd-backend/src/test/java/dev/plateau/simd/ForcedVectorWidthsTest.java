package dev.plateau.simd;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.testgames.LibraryGames;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The SIMD backend with a forced vector width gives the scalar reference's raw states, by {@link
 * BackendDifferential}, for every library game and lowering. The width is fixed per JVM, so the
 * pom runs this test in JVMs of their own ({@code vectors-128} with chunks of 8 lanes, {@code
 * vectors-256}): a wide machine also checks what a narrower one would run. Elsewhere it is skipped:
 * the platform's own width is checked with every other backend in property-tests ({@code
 * EveryBackendMatchesScalarTest}).
 */
class ForcedVectorWidthsTest {
    @TestFactory
    Stream<DynamicTest> libraryGames() {
        assumeTrue(System.getProperty(VectorShape.BITS_PROPERTY) != null,
                "runs only with -D" + VectorShape.BITS_PROPERTY + " (the pom's vectors-* executions)");
        return LibraryGames.all().values().stream()
                .flatMap(game -> BackendDifferential.lowerings(game).stream())
                .map(subject -> DynamicTest.dynamicTest(subject.name() + ", " + VectorShape.describe(),
                        () -> BackendDifferential.check(subject, new SimdBackend(), Shape.standard())));
    }
}
