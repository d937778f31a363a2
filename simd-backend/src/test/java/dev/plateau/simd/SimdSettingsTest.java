package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.plateau.plan.Plan;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import org.junit.jupiter.api.Test;

/**
 * The backend's settings: each one reaches the engine, a wrong value is refused naming the setting
 * and the values allowed, and without settings an engine runs as it always has.
 */
class SimdSettingsTest {
    private static final Plan PLAN = LibraryGames.compiled("tic_tac_toe").plan();
    private static final int V = RowMachine.vectorLength();

    @Test
    void wrongLaneCountsAreRefused() {
        for (int value : new int[] {-8, -1, 65537}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Simulator.builder(LibraryGames.compiled("tic_tac_toe")).setting(SimdBackend.LANES, value));
            assertEquals("the engine setting simd.lanes must be a whole number from 0 to 65536, not " + value,
                    e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new EngineOptions(1, 0).with(SimdBackend.BLOCKS, null));
        assertEquals("the engine setting simd.blocks must be one of auto, always, never, not null", e.getMessage());
    }

    @Test
    void theLaneCountReachesTheEngine() {
        try (SimdEngine engine = open(new EngineOptions(1, 0).with(SimdBackend.LANES, 2 * V), 1000)) {
            assertEquals(2 * V, engine.lanes());
        }
        // Rounded up to whole vectors.
        try (SimdEngine engine = open(new EngineOptions(1, 0).with(SimdBackend.LANES, 1), 1000)) {
            assertEquals(V, engine.lanes());
        }
    }

    @Test
    void byDefaultRowsAreAQuarterKilolaneAndAVector() {
        try (SimdEngine engine = open(new EngineOptions(1, 0), 1000)) {
            assertEquals(256 + V, engine.lanes());
        }
    }

    @Test
    void theSimulatorBuilderPassesTheSettingsOn() {
        SimdWithSettings recording = new SimdWithSettings(options -> options);
        try (Simulator sim = Simulator.builder(LibraryGames.compiled("tic_tac_toe")).backend(recording).batch(1000)
                .threads(1).setting(SimdBackend.LANES, 3 * V).setting(SimdBackend.BLOCKS, BlockMode.NEVER).build()) {
            assertEquals(3 * V, recording.opened().lanes());
            assertEquals(0, recording.opened().stepProgram().blocksForRun().length(), "no blocks");
        }
    }

    @Test
    void theBlockModeReachesThePrograms() {
        try (SimdEngine never = open(new EngineOptions(1, 0).with(SimdBackend.BLOCKS, BlockMode.NEVER), 8);
                SimdEngine always = open(new EngineOptions(1, 0).with(SimdBackend.BLOCKS, BlockMode.ALWAYS), 8);
                SimdEngine auto = open(new EngineOptions(1, 0), 8)) {
            assertEquals(0, never.stepProgram().blocksForRun().length(), "no blocks");
            assertNotNull(always.stepProgram().blocksForRun().get(0), "blocks run from the first step");
            assertNull(auto.stepProgram().blocksForRun().get(0), "blocks wait for their warm-up");
        }
    }

    @Test
    void theVectorWidthIsOnePerJvm() {
        int bits = RowMachine.S.vectorBitSize();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SimdBackend.forceVectorBits(96));
        assertEquals("the SIMD vector width must be 64, 128, 256 or 512 bits, not 96", e.getMessage());
        int other = bits == 64 ? 128 : 64;
        IllegalStateException late = assertThrows(IllegalStateException.class, () -> SimdBackend.forceVectorBits(other));
        assertEquals("the SIMD vector width is already " + bits
                + " bits in this JVM: force it before the first simd engine opens", late.getMessage());
    }

    /** Rows shorten only for programs whose rows would not fit in L2, and never below 64 lanes and a vector. */
    @Test
    void rowsShortenToFitTheCache() {
        assertEquals(264, SimdEngine.fittedLanes(8, 264, 1));
        assertEquals(72, SimdEngine.fittedLanes(8, 264, 10_000_000));
        assertEquals(136, SimdEngine.fittedLanes(8, 136, 1));
        assertEquals(40, SimdEngine.fittedLanes(8, 40, 10_000_000));
        assertEquals(68, SimdEngine.fittedLanes(4, 264, 10_000_000));
    }

    private static SimdEngine open(EngineOptions options, int batch) {
        return (SimdEngine) new SimdBackend().open(PLAN, batch, options);
    }
}
