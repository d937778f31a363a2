package dev.plateau.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.cuda.ptx.PtxModules;
import dev.plateau.cuda.ptx.PtxTarget;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.IllegalActionPolicy;
import dev.plateau.simd.SimdBackend;
import dev.plateau.testgames.LibraryGames;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The cuda backend on a real GPU: raw states equal the scalar reference's byte for byte for every
 * library game in the standard shapes of {@link BackendDifferential}, and the SIMD backend's in
 * bigger batches, with the PTX of both targets. Skipped (with the reason) where no usable CUDA
 * device is present. The largest batch compared is {@code plateau.cuda.test.bigBatch} (default
 * 2^17; {@code cuda-backend/gpu/run-on-device.sh} sets 2^18 unless told otherwise).
 */
class CudaDeviceTest {
    private static CudaProbe probe;

    @BeforeAll
    static void probe() {
        FakeCuda.assumeRealDriverJvm();
        probe = CudaProbe.system(0);
        if (probe.availability().available()) {
            System.out.println("CUDA: " + probe.availability().detail() + " (library "
                    + CudaLibrary.loaded().orElseThrow() + ")");
        } else {
            System.out.println("skipping the real-device tests: " + probe.availability().detail());
        }
    }

    /** Skips the calling test (with the reason) where no device is usable. */
    private static void needsADevice() {
        assumeTrue(probe.availability().available(), "no usable CUDA device: " + probe.availability().detail());
    }

    private static int bigBatch() {
        return Integer.getInteger("plateau.cuda.test.bigBatch", 1 << 17);
    }

    @TestFactory
    Stream<DynamicTest> libraryGamesMatchScalar() {
        needsADevice();
        return LibraryGames.all().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Subject game = Subject.of(e.getValue());
            CudaBackend cuda = new CudaBackend(() -> probe, null);
            long start = System.nanoTime();
            BackendDifferential.check(game, cuda, Shape.standard());
            matchesSimdInBigBatches(game, cuda, 65_536 + 17, bigBatch());
            System.out.printf("%s: equal to scalar and simd (batches 1 … %d) in %.1f s%n", e.getKey(), bigBatch(),
                    (System.nanoTime() - start) / 1e9);
        }));
    }

    @TestFactory
    Stream<DynamicTest> sm80PtxMatchesScalarToo() {
        needsADevice();
        CudaDevice real = probe.device();
        // The same device, taken for an sm_80 one: the driver JIT-compiles the sm_80 PTX for it.
        CudaDevice asAmpere = new CudaDevice(real.ordinal(), real.handle(), real.name(), 8, 0, real.totalMemory());
        CudaProbe sm80 = new CudaProbe(probe.availability(), asAmpere);
        CudaBackend cuda = new CudaBackend(() -> sm80, 128);
        return LibraryGames.all().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Subject game = Subject.of(e.getValue());
            BackendDifferential.check(game, cuda, Shape.standard());
            matchesSimdInBigBatches(game, cuda, 10_000);
        }));
    }

    /**
     * The scenario at B = 1000, then playouts only at each of {@code bigBatches}, against the SIMD
     * backend: the scalar reference would take minutes there, and the SIMD backend's agreement with
     * it is what the CI checks.
     */
    private static void matchesSimdInBigBatches(Subject game, CudaBackend cuda, int... bigBatches) {
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        Shape thousand = new Shape(1000, 0, threads, BackendDifferential.ROUNDS, IllegalActionPolicy.PENALTY, 1000);
        BackendDifferential.check(game, new SimdBackend(), cuda, thousand);
        for (int batch : bigBatches) {
            BackendDifferential.check(game, new SimdBackend(), cuda, Shape.playoutsOnly(batch, threads));
        }
    }

    @Test
    void reportsTheJitLogOfBadPtxAndRegisterUse() {
        needsADevice();
        try (CudaContext context = probe.device().retainPrimaryContext()) {
            String bad = PtxModules.of(LibraryGames.compiled("tic_tac_toe").plan(), PtxTarget.SM_80).text()
                    .replace("ret;", "ret.bogus;");
            CudaException e = assertThrows(CudaException.class, () -> context.loadModule(bad));
            assertEquals("cuModuleLoadDataEx", e.call());
            assertTrue(e.getMessage().contains("JIT error log:"), e.getMessage());
            System.out.println("a module with an error, as the driver reports it:\n" + e.getMessage());
            try (CudaModule module = context.loadModule(PtxModules.of(LibraryGames.compiled("yavalax").plan(),
                    probe.device().ptxTarget()).text())) {
                System.out.println("Yavalax, JIT info log:\n" + module.infoLog());
                for (Kernel k : Kernel.values()) {
                    assertTrue(module.function(k.entry()).maxThreadsPerBlock() >= CudaBackend.DEFAULT_BLOCK);
                }
            }
        }
    }
}
