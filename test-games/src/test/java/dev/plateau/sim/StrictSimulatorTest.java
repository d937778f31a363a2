package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.Plan;
import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.MemorySegment;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ObjIntConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The strict simulator API on the scalar backend: every index argument is checked with a message
 * that names it, close is idempotent and ends all use, a failed construction frees the engine, and a
 * second thread cannot enter a call that changes the batch while one runs.
 */
class StrictSimulatorTest {
    private static Simulator open(Game game, int batch) {
        return Simulator.builder(CompiledGame.compile(game)).backend("scalar").batch(batch).threads(1).build();
    }

    private static void assertOutOfRange(String message, Executable call) {
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, call, message);
        assertEquals(message, e.getMessage());
    }

    @Test
    void everyEnvironmentArgumentIsChecked() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 3)) {
            for (var e : SimulatorCalls.perEnvironment().entrySet()) {
                ObjIntConsumer<Simulator> call = e.getValue();
                // 3 is the first index past the batch: the column of the next field, read before.
                assertOutOfRange("env 3 out of range [0, 3)", () -> call.accept(sim, 3));
                assertOutOfRange("env -1 out of range [0, 3)", () -> call.accept(sim, -1));
                assertOutOfRange("env 2147483647 out of range [0, 3)", () -> call.accept(sim, Integer.MAX_VALUE));
                assertOutOfRange("env -2147483648 out of range [0, 3)", () -> call.accept(sim, Integer.MIN_VALUE));
                assertDoesNotThrow(() -> call.accept(sim, 2), e.getKey());
                assertDoesNotThrow(() -> call.accept(sim, 0), e.getKey());
            }
        }
    }

    @Test
    void everyPlayerArgumentIsChecked() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 2)) {
            assertOutOfRange("player 2 out of range [0, 2)", () -> sim.reward(0, 2));
            assertOutOfRange("player -1 out of range [0, 2)", () -> sim.reward(0, -1));
            // Tic-tac-toe keeps no scores, and the argument is still checked.
            assertOutOfRange("player 2 out of range [0, 2)", () -> sim.score(0, 2));
            assertOutOfRange("player -1 out of range [0, 2)", () -> sim.score(1, -1));
            assertOutOfRange("player 2 out of range [0, 2)", () -> sim.rewardsOf(2));
            assertOutOfRange("player -1 out of range [0, 2)", () -> sim.rewardsOf(-1));
            assertEquals(0, sim.score(1, 1));
            assertEquals(0f, sim.reward(1, 1));
        }
    }

    @Test
    void everyCellArgumentIsChecked() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 2)) {
            assertOutOfRange("cell 9 out of range [0, 9)", () -> sim.cell(0, 9));
            assertOutOfRange("cell -1 out of range [0, 9)", () -> sim.cell(1, -1));
            sim.step(8, 4);
            assertEquals(1, sim.cell(0, 8));
            assertEquals(1, sim.cell(1, 4));
        }
    }

    @Test
    void everyActionArgumentIsChecked() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 1)) {
            assertOutOfRange("action 9 out of range [0, 9)", () -> sim.isLegal(0, 9));
            assertOutOfRange("action -1 out of range [0, 9)", () -> sim.isLegal(0, -1));
            assertTrue(sim.isLegal(0, 8));
        }
        // Reversi has 64 cells and pass, action 64: 65 actions.
        try (Simulator sim = open(LibraryGames.game("reversi"), 1)) {
            assertOutOfRange("action 65 out of range [0, 65)", () -> sim.isLegal(0, 65));
            assertFalse(sim.isLegal(0, 64), "no pass while a placement is legal");
        }
    }

    @Test
    void theEnvironmentIsCheckedBeforeTheOtherArguments() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 1)) {
            assertOutOfRange("env 1 out of range [0, 1)", () -> sim.cell(1, 9));
            assertOutOfRange("env 1 out of range [0, 1)", () -> sim.reward(1, 2));
            assertOutOfRange("env 1 out of range [0, 1)", () -> sim.isLegal(1, 9));
        }
    }

    @Test
    void aViewChecksItsIndexAndCopiesEveryEnvironment() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 2)) {
            sim.step(0, 1);
            IntColumn steps = sim.stepCounts();
            assertEquals(2, steps.size());
            assertOutOfRange("env 2 out of range [0, 2)", () -> steps.get(2));
            assertArrayEquals(new int[] {1, 1}, steps.toArray());
            assertArrayEquals(new int[] {1, 1}, sim.players().toArray());
        }
    }

    @Test
    void closeIsIdempotentAndEveryCallAfterItThrows() {
        SimulatorCalls.assertCoversEveryPublicMethod();
        Simulator sim = open(LibraryGames.game("tic_tac_toe"), 3);
        SimulatorCalls.assertClosesOnceAndRefusesAfterwards(sim, "scalar");
        // Closed comes first: an index out of range on a closed simulator still says closed.
        for (Executable call : List.<Executable>of(() -> sim.currentPlayer(99), () -> sim.reward(0, 5),
                () -> sim.rewardsOf(5), () -> sim.cell(0, -1), () -> sim.isLegal(-1, 99))) {
            assertEquals("simulator is closed", assertThrows(IllegalStateException.class, call).getMessage());
        }
    }

    @Test
    void theScalarEngineToleratesADoubleClose() {
        Engine engine = new ScalarBackend().open(CompiledGame.compile(LibraryGames.game("tic_tac_toe")).plan(), 2,
                new EngineOptions(1, 0));
        engine.close();
        assertDoesNotThrow(engine::close);
    }

    // ------------------------------------------------------------------ an engine that tests steer

    /** The scalar engine, with hooks that run before init and step, counting closes. */
    private static final class HookedEngine extends ForwardingEngine {
        Runnable beforeInit = () -> {};
        Runnable beforeStep = () -> {};
        RuntimeException onClose;
        int closes;

        HookedEngine(Plan plan, int batch, EngineOptions options) {
            super(new ScalarBackend().open(plan, batch, options));
        }

        @Override
        public void init() {
            beforeInit.run();
            delegate.init();
        }

        @Override
        public void step(MemorySegment actionCodes) {
            beforeStep.run();
            delegate.step(actionCodes);
        }

        @Override
        public void close() {
            closes++;
            delegate.close();
            if (onClose != null) {
                throw onClose;
            }
        }
    }

    /** A backend whose engines are {@link HookedEngine}s, set up by a hook before they are returned. */
    private static final class HookedBackend implements Backend {
        private final java.util.function.Consumer<HookedEngine> setUp;
        HookedEngine engine;

        HookedBackend(java.util.function.Consumer<HookedEngine> setUp) {
            this.setUp = setUp;
        }

        @Override
        public String name() {
            return "hooked";
        }

        @Override
        public String description() {
            return "the scalar engine with test hooks";
        }

        @Override
        public int priority() {
            return -1;
        }

        @Override
        public Availability availability() {
            return Availability.yes("test");
        }

        @Override
        public Engine open(Plan plan, int batch, EngineOptions options) {
            engine = new HookedEngine(plan, batch, options);
            setUp.accept(engine);
            return engine;
        }
    }

    private static Simulator.Builder builder(HookedBackend backend, int batch) {
        return Simulator.builder(CompiledGame.compile(LibraryGames.game("tic_tac_toe"))).backend(backend).batch(batch).threads(1);
    }

    @Test
    void aFailedConstructionClosesTheEngineAndRethrows() {
        IllegalStateException failure = new IllegalStateException("init failed");
        HookedBackend backend = new HookedBackend(e -> e.beforeInit = () -> {
            throw failure;
        });
        assertSame(failure, assertThrows(IllegalStateException.class, () -> builder(backend, 2).build()));
        assertEquals(1, backend.engine.closes, "the engine is closed once");
    }

    @Test
    void aFailureToCloseAfterAFailedConstructionIsSuppressedInTheFirst() {
        IllegalStateException failure = new IllegalStateException("init failed");
        IllegalStateException closing = new IllegalStateException("close failed too");
        HookedBackend backend = new HookedBackend(e -> {
            e.beforeInit = () -> {
                throw failure;
            };
            e.onClose = closing;
        });
        assertSame(failure, assertThrows(IllegalStateException.class, () -> builder(backend, 2).build()));
        assertEquals(List.of(closing), List.of(failure.getSuppressed()));
    }

    @Test
    void theSimulatorClosesItsEngineOnce() {
        HookedBackend backend = new HookedBackend(e -> {});
        Simulator sim = builder(backend, 2).build();
        sim.close();
        sim.close();
        assertEquals(1, backend.engine.closes);
    }

    @Test
    void aSecondThreadCannotEnterWhileABatchCallRuns() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        HookedBackend backend = new HookedBackend(e -> e.beforeStep = () -> {
            inside.countDown();
            try {
                release.await();
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        });
        Simulator sim = builder(backend, 2).build();
        AtomicReference<Throwable> stepFailure = new AtomicReference<>();
        Thread stepper = new Thread(() -> {
            try {
                sim.step(4, 4);
            } catch (Throwable t) {
                stepFailure.set(t);
            }
        });
        stepper.start();
        try {
            assertTrue(inside.await(10, TimeUnit.SECONDS), "the step has started");
            for (Executable call : List.<Executable>of(sim::init, () -> sim.step(0, 0), () -> sim.stepRandom(1),
                    () -> sim.playouts(1), sim::summary, sim::close)) {
                assertThrows(ConcurrentModificationException.class, call);
            }
        } finally {
            release.countDown();
            stepper.join(10_000);
        }
        assertEquals(null, stepFailure.get());
        // The refused close left it open, and the step was made.
        assertEquals(1, sim.cell(0, 4));
        assertEquals(0, backend.engine.closes);
        sim.close();
        assertEquals(1, backend.engine.closes);
    }

    @Test
    void aCallThatThrowsLeavesTheSimulatorUsable() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 2)) {
            assertThrows(IllegalArgumentException.class, () -> sim.step(0));
            assertThrows(IllegalArgumentException.class, () -> sim.step(0, 9));
            sim.step(0, 1);
            sim.stepRandom(3);
            assertArrayEquals(new int[] {2, 2}, sim.stepCounts().toArray());
        }
    }
}
