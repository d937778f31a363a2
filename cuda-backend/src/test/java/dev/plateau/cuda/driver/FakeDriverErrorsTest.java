package dev.plateau.cuda.driver;

import static dev.plateau.cuda.driver.FakeCuda.CUDA_ERROR_INVALID_CONTEXT;
import static dev.plateau.cuda.driver.FakeCuda.CUDA_ERROR_INVALID_PTX;
import static dev.plateau.cuda.driver.FakeCuda.CUDA_ERROR_LAUNCH_FAILED;
import static dev.plateau.cuda.driver.FakeCuda.CUDA_ERROR_NOT_FOUND;
import static dev.plateau.cuda.driver.FakeCuda.CUDA_ERROR_NO_DEVICE;
import static dev.plateau.cuda.driver.FakeCuda.CUDA_ERROR_OUT_OF_MEMORY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cuda.driver.bindings.cuda_h;
import dev.plateau.plan.Plan;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.Simulator;
import dev.plateau.sim.SimulatorCalls;
import dev.plateau.testgames.LibraryGames;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Error paths over the fake driver: every failing call becomes a {@link CudaException} with the
 * call's name, the error's name and the driver's text (and the JIT log for a module); a failure
 * midway releases whatever was acquired; the probe turns driver failures into one-line reasons.
 */
class FakeDriverErrorsTest {
    private FakeCuda fake;
    private CudaBackend backend;
    private final Plan plan = LibraryGames.compiled("connect_four").plan();
    private final EngineOptions options = new EngineOptions(1, 0);

    @BeforeEach
    void setUp() {
        fake = FakeCuda.get();
        fake.reset();
        CudaProbe probe = fake.probe();
        backend = new CudaBackend(() -> probe, 64);
    }

    @AfterEach
    void nothingLeaks() {
        if (fake == null) {
            return; // skipped: no fake driver
        }
        assertEquals(0, fake.liveAllocations(), "device allocations still alive");
        assertEquals(0, fake.liveModules(), "modules still loaded");
        assertEquals(0, fake.contextRefs(), "primary context still retained");
        assertEquals(0, fake.leakedAtRelease(), "resources left to the context's destruction");
        fake.reset();
    }

    @Test
    void anAllocationFailureNamesTheCallAndFreesWhatWasAcquired() {
        // The second allocation (the action codes) fails: the state buffer, the module and the context go.
        fake.failCall("cuMemAlloc_v2", 2, CUDA_ERROR_OUT_OF_MEMORY);
        CudaException e = assertThrows(CudaException.class, () -> backend.open(plan, 100, options));
        assertEquals("cuMemAlloc_v2", e.call());
        assertEquals(CUDA_ERROR_OUT_OF_MEMORY, e.result());
        assertEquals(cuda_h.CUDA_ERROR_OUT_OF_MEMORY(), e.result());
        assertEquals("CUDA_ERROR_OUT_OF_MEMORY", e.errorName());
        assertTrue(e.getMessage().startsWith("cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY: out of memory"),
                e.getMessage());
        assertTrue(e.getMessage().contains("800 bytes"), e.getMessage());
    }

    @Test
    void aModuleThatDoesNotLoadCarriesTheJitLog() {
        fake.failNext("cuModuleLoadDataEx", CUDA_ERROR_INVALID_PTX);
        CudaException e = assertThrows(CudaException.class, () -> backend.open(plan, 10, options));
        assertEquals("cuModuleLoadDataEx", e.call());
        assertEquals("CUDA_ERROR_INVALID_PTX", e.errorName());
        assertTrue(e.getMessage().startsWith("cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX: a PTX JIT compilation"
                + " failed\nJIT error log:\nptxas application ptx input, line 1; fatal   : fake driver"), e.getMessage());
    }

    @Test
    void textThatIsNotPtxIsRefusedWithTheLog() {
        try (CudaContext context = fake.probe().device().retainPrimaryContext()) {
            CudaException e = assertThrows(CudaException.class, () -> context.loadModule("this is not PTX"));
            assertEquals(cuda_h.CUDA_ERROR_INVALID_PTX(), e.result());
            assertTrue(e.getMessage().contains("JIT error log:\nptxas application ptx input"), e.getMessage());
            CudaModule module = context.loadModule(".version 8.0\n.target sm_90\n.visible .entry k(\n)\n{\nret;\n}\n");
            assertTrue(module.infoLog().contains("fake driver"), module.infoLog());
            CudaException missing = assertThrows(CudaException.class, () -> module.function("plateau_init"));
            assertEquals(CUDA_ERROR_NOT_FOUND, missing.result());
            assertEquals("cuModuleGetFunction failed: CUDA_ERROR_NOT_FOUND: named symbol not found\n"
                    + "(entry `plateau_init`)", missing.getMessage());
            assertEquals("k", module.function("k").entry());
            // The module is left open on purpose: closing the context unloads it.
        }
    }

    @Test
    void aKernelThatFailsOnTheDeviceIsReportedWhenTheStateIsRead() {
        try (Engine engine = backend.open(plan, 50, options)) {
            engine.init();
            fake.failNextKernel();
            engine.randomSteps(1, 0, 3);
            CudaException e = assertThrows(CudaException.class, engine::state);
            assertEquals("cuCtxSynchronize failed: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure", e.getMessage());
            assertNull(fake.lastKernelFailure());
        }
    }

    @Test
    void aLaunchRefusedByTheDriverNamesTheKernel() {
        try (Engine engine = backend.open(plan, 50, options)) {
            fake.failNext("cuLaunchKernel", CUDA_ERROR_LAUNCH_FAILED);
            CudaException e = assertThrows(CudaException.class, () -> engine.playToEnd(1, 0));
            assertEquals("cuLaunchKernel failed: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure\n"
                    + "(plateau_playout, 1 blocks of 64 threads)", e.getMessage());
        }
    }

    @Test
    void closingGoesOnAfterAFailureAndReportsIt() {
        Engine engine = backend.open(plan, 50, options);
        engine.init();
        engine.state();
        // The first free fails: the other buffer, the module and the context are still released.
        fake.failNext("cuMemFree_v2", CUDA_ERROR_INVALID_CONTEXT);
        CudaException e = assertThrows(CudaException.class, engine::close);
        assertEquals("cuMemFree_v2", e.call());
        assertEquals(0, fake.liveModules());
        assertEquals(0, fake.contextRefs());
        assertEquals(1, fake.leakedAtRelease(), "the buffer whose free failed went with the context");
        fake.reset();
        engine.close(); // a second close does nothing
    }

    @Test
    void anUnknownResultIsStillDescribed() {
        fake.failNext("cuDevicePrimaryCtxRetain", 12345);
        CudaException e = assertThrows(CudaException.class, () -> backend.open(plan, 1, options));
        assertEquals("cuDevicePrimaryCtxRetain failed: CUresult 12345: unknown error", e.getMessage());
    }

    @Test
    void usingAClosedEngineFailsClearly() {
        Engine engine = backend.open(plan, 5, options);
        engine.close();
        assertThrows(IllegalStateException.class, engine::init);
    }

    @Test
    void theProbeSaysWhyTheBackendCannotRun() {
        fake.failNext("cuInit", CUDA_ERROR_NO_DEVICE);
        assertUnavailable("cuInit failed: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected", fake.probe());

        fake.setDevice("Fake V100", 7, 0, 1);
        assertUnavailable("CUDA device 0 (Fake V100) has compute capability 7.0; Plateau's kernels need 8.0 or newer",
                fake.probe());

        fake.setDevice("Fake A100", 8, 0, 1);
        assertUnavailable("cuda.device=3, but the CUDA devices are 0 … 0", CudaProbe.run(fake.library().toString(), 3));

        fake.failNext("cuDeviceGetName", cuda_h.CUDA_ERROR_INVALID_VALUE());
        assertUnavailable("cuDeviceGetName failed: CUDA_ERROR_INVALID_VALUE: invalid argument", fake.probe());

        fake.setDevice("none", 9, 0, 0);
        assertUnavailable("cuInit failed: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected", fake.probe());
        fake.reset();

        CudaProbe missing = CudaProbe.run("/nonexistent/libcuda.so.1", 0);
        assertUnavailable("no CUDA driver library at /nonexistent/libcuda.so.1", missing);
        BackendUnavailableException e = assertThrows(BackendUnavailableException.class,
                () -> new CudaBackend(() -> missing, null).open(plan, 1, options));
        assertEquals("backend `cuda` is not available here: no CUDA driver library at /nonexistent/libcuda.so.1",
                e.getMessage());
        assertTrue(fake.probe().availability().available());
    }

    @Test
    void oneJvmLoadsOneDriverLibrary() {
        // Another existing file than the fake, loaded already: refused before it is even opened.
        String other = FakeCuda.SOURCE.toAbsolutePath().toString();
        CudaProbe probe = CudaProbe.run(other, 0);
        assertFalse(probe.availability().available());
        assertTrue(probe.availability().detail().startsWith("the CUDA driver library is already loaded from "),
                probe.availability().detail());
    }

    @Test
    void theSimulatorReportsABackendThatCannotOpen() {
        fake.failNext("cuMemAlloc_v2", CUDA_ERROR_OUT_OF_MEMORY);
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        CudaException e = assertThrows(CudaException.class,
                () -> Simulator.builder(game).backend(backend).batch(1 << 20).build());
        assertEquals("cuMemAlloc_v2", e.call());
    }

    @Test
    void aSimulatorWhoseInitFailsReleasesTheContextAndTheMemory() {
        // The engine opens (context, module, three buffers: state, actions, summary totals), then the init
        // launch fails inside the simulator's constructor.
        fake.failNext("cuLaunchKernel", CUDA_ERROR_LAUNCH_FAILED);
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        long frees = fake.calls("cuMemFree_v2");
        CudaException e = assertThrows(CudaException.class,
                () -> Simulator.builder(game).backend(backend).batch(100).build());
        assertEquals("cuLaunchKernel", e.call());
        assertEquals(frees + 3, fake.calls("cuMemFree_v2"), "every buffer freed");
        assertEquals(0, fake.liveAllocations());
        assertEquals(0, fake.liveModules());
        assertEquals(0, fake.contextRefs(), "the primary context released");
    }

    @Test
    void aClosedSimulatorRefusesEveryCallAndClosesOnce() {
        Simulator sim = Simulator.builder(LibraryGames.compiled("tic_tac_toe")).backend(backend).batch(3).build();
        long releases = fake.calls("cuDevicePrimaryCtxRelease_v2");
        SimulatorCalls.assertClosesOnceAndRefusesAfterwards(sim, "cuda over the fake driver");
        assertEquals(releases + 1, fake.calls("cuDevicePrimaryCtxRelease_v2"), "the context is released once");
    }

    private static void assertUnavailable(String reason, CudaProbe probe) {
        assertFalse(probe.availability().available(), probe.availability().detail());
        assertEquals(reason, probe.availability().detail());
        assertNull(probe.device());
    }
}
