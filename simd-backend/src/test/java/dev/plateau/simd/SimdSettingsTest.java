package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Availability;
import org.junit.jupiter.api.Test;

/**
 * The backend's system properties: a wrong value makes the backend report itself misconfigured,
 * naming the property and the value, before any engine is built.
 */
class SimdSettingsTest {
    @Test
    void aWrongBlockModeIsReported() {
        Availability a = withProperty(RowBlocks.PROPERTY, "sometimes");
        assertFalse(a.available());
        assertTrue(a.misconfigured());
        assertEquals("-Dplateau.simd.blocks must be auto, always or never, not 'sometimes'", a.detail());
    }

    @Test
    void wrongLaneCountsAreReported() {
        for (String value : new String[] {"abc", "0", "-8", "65537", "1e3"}) {
            Availability a = withProperty(SimdEngine.LANES_PROPERTY, value);
            assertTrue(a.misconfigured(), value);
            assertEquals("-Dplateau.simd.lanes must be a whole number from 1 to 65536, not '" + value + "'",
                    a.detail());
        }
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

    @Test
    void rightValuesAreAccepted() {
        assertTrue(withProperty(RowBlocks.PROPERTY, "Never").available());
        assertTrue(withProperty(SimdEngine.LANES_PROPERTY, " 64 ").available());
    }

    private static Availability withProperty(String name, String value) {
        String before = System.getProperty(name);
        System.setProperty(name, value);
        try {
            return new SimdBackend().availability();
        } finally {
            if (before == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, before);
            }
        }
    }
}
