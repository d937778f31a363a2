package dev.plateau.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.plateau.sim.Availability;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Backends;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The cuda backend as a service: listed with its availability, ranked above simd, and, where this
 * JVM has no usable driver (no GPU here), unavailable with a plain reason and never chosen.
 */
class CudaBackendTest {
    @BeforeEach
    void realDriverOnly() {
        FakeCuda.assumeRealDriverJvm();
    }

    @Test
    void isListedAboveSimdWithItsAvailability() {
        Backends.Info cuda = Backends.all().stream().filter(i -> i.name().equals(CudaBackend.NAME)).findFirst()
                .orElseThrow();
        assertEquals(CudaBackend.class, cuda.backend().getClass());
        assertEquals(BackendPriority.GPU, cuda.backend().priority());
        Backends.all().stream().filter(i -> i.name().equals("simd"))
                .forEach(simd -> assertTrue(cuda.backend().priority() > simd.backend().priority()));
        assertTrue(!cuda.availability().detail().isBlank());
        System.out.println("cuda backend here: " + cuda.availability());
    }

    @Test
    void withoutADriverItSaysSoAndIsNeverChosen() {
        Availability a = new CudaBackend().availability();
        assumeFalse(a.available(), "a CUDA device is usable here: " + a.detail());
        if (System.getProperty(FakeCuda.LIBRARY_PROPERTY) == null && !driverInstalled()) {
            assertEquals("libcuda.so.1 not found (no NVIDIA driver installed)", a.detail());
        }
        assertNotEquals(CudaBackend.NAME, Backends.best().name());
        BackendUnavailableException e = assertThrows(BackendUnavailableException.class,
                () -> Backends.byName(CudaBackend.NAME));
        assertEquals("backend `cuda` is not available here: " + a.detail(), e.getMessage());
        assertEquals(a, new CudaBackend().availability(), "the probe runs once per JVM");
    }

    @Test
    void aMissingLibraryIsAPlainReason() {
        assumeFalse(driverInstalled(), "libcuda.so.1 is installed here");
        BackendUnavailableException e = assertThrows(BackendUnavailableException.class,
                () -> CudaLibrary.locate(CudaLibrary.SONAME));
        assertEquals("libcuda.so.1 not found (no NVIDIA driver installed)", e.getMessage());
        e = assertThrows(BackendUnavailableException.class, () -> CudaLibrary.locate("libplateau-nothing.so.7"));
        assertEquals("libplateau-nothing.so.7 not found (no NVIDIA driver installed)", e.getMessage());
    }

    @Test
    void aSharedLibraryThatIsNotTheDriverIsRefused() {
        // libc is found by the dynamic linker but has no cuInit.
        BackendUnavailableException e = assertThrows(BackendUnavailableException.class,
                () -> CudaLibrary.locate("libc.so.6"));
        assertEquals("libc.so.6 has no cuInit: it is not an NVIDIA driver library", e.getMessage());
    }

    private static boolean driverInstalled() {
        try {
            CudaLibrary.locate(CudaLibrary.SONAME);
            return true;
        } catch (BackendUnavailableException e) {
            return false;
        }
    }
}
