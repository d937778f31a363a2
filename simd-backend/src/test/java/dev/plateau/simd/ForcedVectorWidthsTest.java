package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.testgames.LibraryGames;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The SIMD backend with a forced vector width gives the scalar reference's raw states, by {@link
 * BackendDifferential}, for every library game and lowering. The width is fixed per JVM ({@link
 * SimdBackend#forceVectorBits}), so the pom runs this test in JVMs of their own ({@code vectors-128}
 * with chunks of 8 lanes and blocks from the first step, {@code vectors-256}), which pass the width
 * and settings as the test-only properties {@value #BITS}, {@value #LANES} and {@value #BLOCKS}: a
 * wide machine also checks what a narrower one would run. Elsewhere it is skipped: the platform's own
 * width is checked with every other backend in property-tests ({@code EveryBackendMatchesScalarTest}).
 */
class ForcedVectorWidthsTest {
    static final String BITS = "plateau.test.simd.bits";
    static final String LANES = "plateau.test.simd.lanes";
    static final String BLOCKS = "plateau.test.simd.blocks";

    @TestFactory
    Stream<DynamicTest> libraryGames() {
        String bits = System.getProperty(BITS);
        assumeTrue(bits != null, "runs only with -D" + BITS + " (the pom's vectors-* executions)");
        SimdBackend.forceVectorBits(Integer.parseInt(bits));
        assertEquals(Integer.parseInt(bits), RowMachine.S.vectorBitSize(), "the kernels' vector width");
        int lanes = Integer.getInteger(LANES, SimdBackend.LANES.defaultValue());
        BlockMode blocks = BlockMode.valueOf(System.getProperty(BLOCKS, "auto").toUpperCase(Locale.ROOT));
        Backend forced = new SimdWithSettings(
                options -> options.with(SimdBackend.LANES, lanes).with(SimdBackend.BLOCKS, blocks));
        String described = VectorShape.describe() + ", " + lanes + " lanes, blocks " + blocks;
        return LibraryGames.all().values().stream()
                .flatMap(game -> BackendDifferential.lowerings(game).stream())
                .map(subject -> DynamicTest.dynamicTest(subject.name() + ", " + described,
                        () -> BackendDifferential.check(subject, forced, Shape.standard())));
    }
}
