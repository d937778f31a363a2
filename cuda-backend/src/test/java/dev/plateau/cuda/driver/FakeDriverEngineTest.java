package dev.plateau.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.RawStates;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The cuda backend's real code path (library loading, probing, context, module load, argument
 * packing, copies, launches, lazy copies back) over the fake driver, whose launches run the PTX in
 * the interpreter: raw states equal the scalar reference's byte for byte for every library game
 * ({@link BackendDifferential}, in blocks of 32 threads), and everything acquired is released.
 */
class FakeDriverEngineTest {
    private FakeCuda fake;

    @BeforeEach
    void setUp() {
        fake = FakeCuda.get();
        fake.reset();
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
    }

    /** Blocks of 32 threads, so that small batches span several blocks and a partial one. */
    private CudaBackend backend() {
        CudaProbe probe = fake.probe();
        return new CudaBackend(() -> probe, 32);
    }

    @TestFactory
    Stream<DynamicTest> libraryGamesMatchScalar() {
        return LibraryGames.all().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            setUp();
            CompiledGame game = CompiledGame.compile(e.getValue());
            if (dev.plateau.cuda.ptx.PtxModules.of(game.plan(), dev.plateau.cuda.ptx.PtxTarget.SM_90).text().lines().count()
                    > dev.plateau.cuda.ptx.PtxModules.MAX_DEVICE_LINES) {
                // Too large for a driver to assemble (Go): refused with a clear message, nothing leaked.
                var ex = org.junit.jupiter.api.Assertions.assertThrows(dev.plateau.sim.BackendException.class,
                        () -> open(game, backend(), 4).close());
                assertTrue(ex.getMessage().contains("use simd"), ex.getMessage());
            } else {
                BackendDifferential.check(Subject.of(e.getValue()), backend(), Shape.standard());
            }
            nothingLeaks();
        }));
    }

    private static Simulator open(CompiledGame game, Backend backend, int batch) {
        return Simulator.builder(game).backend(backend).batch(batch).threads(2).build();
    }

    @Test
    void isTheBestBackendThroughTheServiceLoader() {
        String library = System.getProperty(FakeCuda.LIBRARY_PROPERTY);
        assumeTrue(library != null,
                "needs -D" + FakeCuda.LIBRARY_PROPERTY + "=<the fake>, as surefire's fake-driver execution sets it");
        CudaLibrary.use(java.nio.file.Path.of(library));
        Availability a = new CudaBackend().availability();
        assertTrue(a.available(), a.detail());
        assertTrue(a.detail().contains("Plateau Fake GPU") && a.detail().contains("compute capability 9.0")
                && a.detail().contains("sm_90"), a.detail());
        assertEquals(CudaBackend.NAME, Backends.best().name());
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        try (Simulator sim = Simulator.builder(game).batch(300).threads(2).build()) {
            assertInstanceOf(CudaBackend.class, sim.backend());
            var summary = sim.playouts(3);
            assertEquals(300, summary.p1Wins() + summary.p2Wins() + summary.draws());
        }
        // The default block is 256 threads: 300 environments are 2 blocks, and their summary's 5 threads
        // (one per 64 environments) 1; the module is the sm_90 one.
        List<FakeCuda.Launch> launches = fake.launches();
        assertTrue(launches.stream().allMatch(l -> l.grid() == (l.entry().equals("plateau_summary") ? 1 : 2)
                && l.block() == CudaBackend.DEFAULT_BLOCK && l.target().equals("sm_90")), launches.toString());
    }

    /** The engine settings of the simulator reach the engine: the device it probes, the block it launches. */
    @Test
    void theSettingsReachTheEngine() {
        CudaProbe probe = fake.probe();
        List<Integer> devices = new java.util.ArrayList<>();
        CudaBackend cuda = new CudaBackend(device -> {
            devices.add(device);
            return probe;
        }, null);
        try (Simulator sim = Simulator.builder(LibraryGames.compiled("tic_tac_toe")).backend(cuda).batch(300).threads(2)
                .setting(CudaBackend.BLOCK, 64).setting(CudaBackend.DEVICE, 3).build()) {
            sim.playouts(1);
        }
        assertEquals(List.of(3), devices);
        // 300 environments in blocks of 64 threads are 5 blocks.
        List<FakeCuda.Launch> launches = fake.launches();
        assertTrue(launches.stream().filter(l -> !l.entry().equals("plateau_summary"))
                .allMatch(l -> l.block() == 64 && l.grid() == 5), launches.toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Simulator.builder(LibraryGames.compiled("tic_tac_toe")).setting(CudaBackend.BLOCK, 2048));
        assertEquals("the engine setting cuda.block must be a whole number from 1 to 1024, not 2048", e.getMessage());
    }

    @Test
    void choosesSm80ForAnAmpereDevice() {
        fake.setDevice("Fake A100", 8, 0, 1);
        CudaProbe probe = fake.probe();
        assertTrue(probe.availability().available(), probe.availability().detail());
        assertTrue(probe.availability().detail().contains("PTX for sm_80"), probe.availability().detail());
        try (Simulator sim = open(LibraryGames.compiled("connect_four"),
                new CudaBackend(() -> probe, null), 5)) {
            sim.playouts(1);
        }
        assertTrue(fake.launches().stream().allMatch(l -> l.target().equals("sm_80")), fake.launches().toString());
    }

    @Test
    void copiesTheStateBackOnlyAfterALaunch() {
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        try (Simulator sim = open(game, backend(), 70)) {
            long copies = fake.calls("cuMemcpyDtoH_v2");
            long launches = fake.calls("cuLaunchKernel");
            sim.rawState();
            sim.rawState();
            sim.terminated(3);
            assertEquals(copies + 1, fake.calls("cuMemcpyDtoH_v2"), "one copy after init, however often it is read");
            sim.stepRandom(5, 2);
            sim.stepRandom(6, 0); // no steps: no launch
            assertEquals(launches + 1, fake.calls("cuLaunchKernel"));
            assertEquals(copies + 1, fake.calls("cuMemcpyDtoH_v2"), "no copy before the state is read");
            sim.currentPlayer(0);
            sim.currentPlayer(1);
            assertEquals(copies + 2, fake.calls("cuMemcpyDtoH_v2"));
            long syncs = fake.calls("cuCtxSynchronize");
            sim.step(new int[70]);
            assertEquals(launches + 2, fake.calls("cuLaunchKernel"));
            sim.rawState();
            assertEquals(syncs + 1, fake.calls("cuCtxSynchronize"), "synchronises before copying back");
            assertEquals(copies + 3, fake.calls("cuMemcpyDtoH_v2"));
        }
    }

    @Test
    void summaryThreadsTallySixtyFourEnvironmentsEachUpToACap() {
        assertEquals(1, CudaEngine.summaryThreads(1, 256));
        assertEquals(1, CudaEngine.summaryThreads(64, 256));
        assertEquals(2, CudaEngine.summaryThreads(65, 256));
        assertEquals(1_024, CudaEngine.summaryThreads(1 << 16, 256));
        assertEquals(16_384, CudaEngine.summaryThreads(1 << 20, 256));
        assertEquals(CudaEngine.SUMMARY_BLOCKS * 256, CudaEngine.summaryThreads(1 << 22, 256), "65,536 wanted");
        assertEquals(CudaEngine.SUMMARY_BLOCKS * 32, CudaEngine.summaryThreads(Integer.MAX_VALUE, 32));
    }

    @Test
    void summariesTallyOnTheDeviceAndBringBackOnlyTheTotals() {
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        // One summary thread per 64 environments (the last one tallies fewer), in blocks of 32 here, the
        // last block partial; a step limit of 7, so that some games are truncated.
        int batch = CudaEngine.SUMMARY_BLOCKS * 32 + 77;
        int threads = (batch + CudaEngine.SUMMARY_ENVIRONMENTS_PER_THREAD - 1) / CudaEngine.SUMMARY_ENVIRONMENTS_PER_THREAD;
        assertEquals(threads, CudaEngine.summaryThreads(batch, 32));
        assertTrue(threads % 32 != 0 && threads > 32, "a partial last block: " + threads);
        try (Simulator gpu = Simulator.builder(game).backend(backend()).batch(batch).threads(2).stepLimit(7).build();
                Simulator simd = Simulator.builder(game).backend(new dev.plateau.simd.SimdBackend()).batch(batch)
                        .threads(2).stepLimit(7).build()) {
            for (int round = 0; round < 3; round++) {
                gpu.stepRandom(round, 3);
                simd.stepRandom(round, 3);
                long copies = fake.calls("cuMemcpyDtoH_v2");
                long launches = fake.calls("cuLaunchKernel");
                PlayoutSummary expected = simd.summary();
                assertEquals(expected, gpu.summary(), "after round " + round);
                assertEquals(copies + 1, fake.calls("cuMemcpyDtoH_v2"), "only the totals come back");
                assertEquals(launches + 1, fake.calls("cuLaunchKernel"));
                assertEquals("plateau_summary", fake.launches().getLast().entry());
                assertEquals((threads + 31) / 32, fake.launches().getLast().grid());
                if (round == 2) {
                    assertTrue(expected.truncated() > 0 && expected.p1Wins() > 0 && expected.p2Wins() > 0,
                            "the batch should mix wins and truncated games: " + expected);
                }
            }
            // Once the host copy is up to date, the summary tallies it: no launch, no copy.
            assertEquals(-1, simd.rawState().mismatch(gpu.rawState()));
            long calls = fake.calls("cuMemcpyDtoH_v2") + fake.calls("cuLaunchKernel");
            assertEquals(simd.summary(), gpu.summary());
            assertEquals(calls, fake.calls("cuMemcpyDtoH_v2") + fake.calls("cuLaunchKernel"));
        }
    }

    @Test
    void copiesEnvironmentsOnTheDevice() {
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        try (Simulator sim = open(game, backend(), 40)) {
            sim.stepRandom(3, 4);
            long toHost = fake.calls("cuMemcpyDtoH_v2");
            long toDevice = fake.calls("cuMemcpyHtoD_v2");
            long onDevice = fake.calls("cuMemcpyDtoD_v2");
            sim.copy(5, 0, 39, 5);
            int fields = game.plan().layout().fieldCount();
            assertEquals(onDevice + 2L * fields, fake.calls("cuMemcpyDtoD_v2"), "one copy per field and lone destination");
            assertEquals(toHost, fake.calls("cuMemcpyDtoH_v2"), "nothing comes to the host");
            assertEquals(toDevice, fake.calls("cuMemcpyHtoD_v2"), "nothing goes from the host");
            assertEquals(sim.save(5), sim.save(0));
            assertEquals(sim.save(5), sim.save(39));
            // Onto every other environment: runs 0 … 4 and 6 … 39 (5 and 34 environments): 1 + 3 and
            // 1 + 6 copies per field, doubling.
            long before = fake.calls("cuMemcpyDtoD_v2");
            sim.stepRandom(8, 3);
            int[] everyOther = java.util.stream.IntStream.range(0, 40).toArray();
            sim.copy(5, everyOther);
            assertEquals(before + 11L * fields, fake.calls("cuMemcpyDtoD_v2"));
            for (int env = 0; env < 40; env++) {
                assertEquals(sim.save(5), sim.save(env), "environment " + env);
            }
        }
    }

    @Test
    void theStateOnTheHostIsReadOnly() {
        try (Simulator sim = open(LibraryGames.compiled("tic_tac_toe"), backend(), 4)) {
            MemorySegment state = sim.rawState();
            assertThrows(IllegalArgumentException.class, () -> state.set(ValueLayout.JAVA_LONG, 0, 1));
        }
        try (var engine = backend().open(LibraryGames.compiled("tic_tac_toe").plan(), 4,
                new dev.plateau.sim.EngineOptions(1, 0))) {
            engine.init();
            assertTrue(engine.state().isReadOnly());
        }
    }

    @Test
    void stepsAcceptHeapSegmentsOfActionCodes() {
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        try (var engine = backend().open(game.plan(), 3, new dev.plateau.sim.EngineOptions(1, 0));
                var simd = new dev.plateau.simd.SimdBackend().open(game.plan(), 3, new dev.plateau.sim.EngineOptions(1, 0))) {
            engine.init();
            simd.init();
            MemorySegment actions = MemorySegment.ofArray(new long[] {game.plan().actionCode(4), game.plan().actionCode(0),
                game.plan().actionCode(8)});
            engine.step(actions);
            simd.step(actions);
            assertEquals(-1, simd.state().mismatch(engine.state()));
        }
    }

    @Test
    void worksFromAnotherThreadThanTheOneThatOpenedIt() throws Exception {
        // The fake's current context is per thread, as the real driver's: every call must make it current.
        CompiledGame game = LibraryGames.compiled("gomoku");
        ExecutorService other = Executors.newSingleThreadExecutor();
        try (Simulator simd = open(game, new dev.plateau.simd.SimdBackend(), 20);
                Simulator gpu = open(game, backend(), 20)) {
            other.submit(() -> gpu.stepRandom(9, 5)).get();
            simd.stepRandom(9, 5);
            RawStates.assertSameState(simd, gpu, "random steps on another thread");
            other.submit(() -> gpu.playouts(2)).get();
        } finally {
            other.shutdownNow();
        }
    }

    @Test
    void launchesEveryKernelWithTheGridOfTheBatch() {
        try (Simulator sim = open(LibraryGames.compiled("hex"), backend(), 65)) {
            sim.stepRandom(1, 3);
            sim.step(new int[65]);
        }
        List<String> entries = fake.launches().stream().map(FakeCuda.Launch::entry).toList();
        assertEquals(List.of(Kernel.INIT.entry(), Kernel.PLAYOUT.entry(), Kernel.STEP.entry()), entries);
        assertTrue(fake.launches().stream().allMatch(l -> l.grid() == 3 && l.block() == 32), fake.launches().toString());
    }
}
