package dev.plateau.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.analysis.LibraryGames;
import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.cuda.ptx.PtxModules;
import dev.plateau.cuda.ptx.PtxTarget;
import dev.plateau.sim.CompiledGame;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The cuda backend on a real GPU: raw states equal the SIMD backend's byte for byte for every
 * library game, with the PTX of both targets, up to big batches. Skipped (with the reason) where
 * no usable CUDA device is present. The largest batch compared is {@code plateau.cuda.test.bigBatch}
 * (default 2^17; {@code cuda-backend/gpu/run-on-device.sh} sets 2^18 unless told otherwise).
 */
class CudaDeviceTest {
    private static CudaProbe probe;

    @BeforeAll
    static void probe() {
        FakeCuda.assumeRealDriverJvm();
        probe = CudaProbe.system();
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
    Stream<DynamicTest> libraryGamesMatchSimd() {
        needsADevice();
        return new TreeMap<>(LibraryGames.all()).entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            CompiledGame game = CompiledGame.compile(e.getValue().get());
            CudaBackend cuda = new CudaBackend(() -> probe, null);
            long start = System.nanoTime();
            Differential.scenario(game, cuda, 1, 0, 24);
            Differential.scenario(game, cuda, 45, 0, 24);
            Differential.scenario(game, cuda, 1000, 0, 24);
            Differential.scenario(game, cuda, 9, 7, 24);
            Differential.playouts(game, cuda, 65_536 + 17);
            Differential.playouts(game, cuda, bigBatch());
            System.out.printf("%s: equal to simd (batches 1 … %d) in %.1f s%n", e.getKey(), bigBatch(),
                    (System.nanoTime() - start) / 1e9);
        }));
    }

    @TestFactory
    Stream<DynamicTest> sm80PtxMatchesSimdToo() {
        needsADevice();
        CudaDevice real = probe.device();
        // The same device, taken for an sm_80 one: the driver JIT-compiles the sm_80 PTX for it.
        CudaDevice asAmpere = new CudaDevice(real.ordinal(), real.handle(), real.name(), 8, 0, real.totalMemory());
        CudaProbe sm80 = new CudaProbe(probe.availability(), asAmpere);
        CudaBackend cuda = new CudaBackend(() -> sm80, 128);
        return new TreeMap<>(LibraryGames.all()).entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            CompiledGame game = CompiledGame.compile(e.getValue().get());
            Differential.scenario(game, cuda, 45, 0, 12);
            Differential.playouts(game, cuda, 10_000);
        }));
    }

    @Test
    void reportsTheJitLogOfBadPtxAndRegisterUse() {
        needsADevice();
        try (CudaContext context = probe.device().retainPrimaryContext()) {
            String bad = PtxModules.of(CompiledGame.compile(LibraryGames.ticTacToe()).plan(), PtxTarget.SM_80).text()
                    .replace("ret;", "ret.bogus;");
            CudaException e = assertThrows(CudaException.class, () -> context.loadModule(bad));
            assertEquals("cuModuleLoadDataEx", e.call());
            assertTrue(e.getMessage().contains("JIT error log:"), e.getMessage());
            System.out.println("a module with an error, as the driver reports it:\n" + e.getMessage());
            try (CudaModule module = context.loadModule(PtxModules.of(CompiledGame.compile(LibraryGames.yavalax()).plan(),
                    probe.device().ptxTarget()).text())) {
                System.out.println("Yavalax, JIT info log:\n" + module.infoLog());
                for (Kernel k : Kernel.values()) {
                    assertTrue(module.function(k.entry()).maxThreadsPerBlock() >= CudaBackend.DEFAULT_BLOCK);
                }
            }
        }
    }
}
