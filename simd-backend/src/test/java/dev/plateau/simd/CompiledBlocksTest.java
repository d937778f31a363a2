package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Programs whose straight-line runs are compiled into blocks ({@link RowBlocks}) give the scalar
 * reference's raw states, by {@link BackendDifferential}, for every library game and lowering, with
 * the blocks running from the first step; and the warm-up hands a program its blocks only once
 * they run compiled, on a clock of the test's ({@link BlockWarmUp}), so that no wall time decides.
 */
class CompiledBlocksTest {
    /** The SIMD backend with every program's blocks running from the first step. */
    private static final Backend BLOCKS_ALWAYS = new Backend() {
        private final SimdBackend simd = new SimdBackend();

        @Override
        public String name() {
            return "simd-blocks";
        }

        @Override
        public String description() {
            return "the simd backend with compiled blocks from the first step";
        }

        @Override
        public int priority() {
            return simd.priority();
        }

        @Override
        public Availability availability() {
            return simd.availability();
        }

        @Override
        public Engine open(Plan plan, int batch, EngineOptions options) {
            return new SimdEngine(plan, batch, options, BlockMode.ALWAYS);
        }
    };

    @TestFactory
    Stream<DynamicTest> everyLibraryGameMatchesTheScalarReference() {
        return LibraryGames.all().values().stream()
                .flatMap(game -> BackendDifferential.lowerings(game).stream())
                .map(subject -> DynamicTest.dynamicTest(subject.name(),
                        () -> BackendDifferential.check(subject, BLOCKS_ALWAYS, Shape.standard())));
    }

    @Test
    void everyLibraryGameHasBlocksThatReplaceMostInstructions() {
        for (var game : LibraryGames.all().entrySet()) {
            Plan plan = CompiledGame.compile(game.getValue()).plan();
            List<RowProgram> programs = RowProgram.compileAll(List.of(plan.init(), plan.step(), plan.playoutStep()),
                    plan.presetRegisters(), RowMachine.vectorLength(), BlockMode.ALWAYS);
            RowProgram playout = programs.get(2);
            int inBlocks = 0;
            for (int id = 0; id < playout.blocks().length; id++) {
                if (playout.blockIsLoop(id)) {
                    continue; // its body is a block of its own too
                }
                inBlocks += playout.blockInstructions(id);
                assertTrue(playout.blockInstructions(id) <= RowBlocks.MAX_INSTRUCTIONS, game.getKey());
            }
            int all = countInstructions(playout.code(), 0, playout.code().length);
            assertTrue(inBlocks > all / 2, game.getKey() + ": " + inBlocks + " of " + all + " instructions in blocks");
        }
    }

    @Test
    void aProgramRunsItsBlocksOnlyOnceWarmedUp() {
        runsItsBlocksOnlyOnceWarmedUp("tic_tac_toe");
    }

    /** Hex's playout step has a loop block (its flood fill), which warms up too. */
    @Test
    void aLoopBlockWarmsUpToo() {
        RowProgram hex = runsItsBlocksOnlyOnceWarmedUp("hex");
        assertTrue(java.util.stream.IntStream.range(0, hex.blocks().length).anyMatch(hex::blockIsLoop));
    }

    /**
     * A warm-up on a clock of the test's and on the test's thread: the program starts its warm-up
     * at its first run {@link BlockWarmUp#WARM_AFTER_NANOS} after its first, and hands a block over
     * only after a round in which its calls were timed as fast as compiled code. The clock times
     * every call of the first round as slow and every later one as fast, so no block may run after
     * the first round and every block must run at the end.
     */
    private static RowProgram runsItsBlocksOnlyOnceWarmedUp(String game) {
        Plan plan = LibraryGames.compiled(game).plan();
        TestClock clock = new TestClock();
        List<Runnable> warmUps = new ArrayList<>();
        RowProgram program = RowProgram.compileAll(List.of(plan.init(), plan.step(), plan.playoutStep()),
                plan.presetRegisters(), RowMachine.vectorLength(), BlockMode.AUTO,
                new BlockWarmUp(clock, warmUps::add)).get(2);
        int blocks = program.blocks().length;
        assertTrue(blocks > 0);
        assertEquals(0, running(program), "blocks running at the first run");
        clock.now += BlockWarmUp.WARM_AFTER_NANOS - 1;
        assertEquals(0, running(program), "blocks running before the warm-up");
        assertFalse(program.warmingUp());
        assertTrue(warmUps.isEmpty(), "a warm-up started before the program ran long");
        clock.now += 1;
        assertEquals(0, running(program), "blocks running as the warm-up starts");
        assertTrue(program.warmingUp());
        assertEquals(1, warmUps.size(), "warm-ups started");

        // The first round reads the clock once, then twice per timed call of each block.
        clock.slowReadings = 1 + 2L * BlockWarmUp.TIMED_CALLS * blocks;
        clock.atFirstFastReading = () -> clock.runningAfterSlowRound = running(program);
        warmUps.get(0).run();
        assertEquals(0, clock.runningAfterSlowRound, "blocks handed over after a round timed as slow");
        assertFalse(program.warmingUp(), "the warm-up ended");
        assertEquals(blocks, running(program), "blocks warmed up");
        for (int id = 0; id < blocks; id++) {
            assertSame(program.blocks()[id], program.blocksForRun().get(id));
        }
        assertEquals(1, warmUps.size(), "warm-ups started");
        return program;
    }

    /**
     * A clock that the test moves on; during a warm-up, each of its first {@code slowReadings}
     * readings also moves it on by a second, so that every call timed between two of them is
     * far slower than compiled code, and later readings do not move it.
     */
    private static final class TestClock implements LongSupplier {
        long now = 1;
        long slowReadings = -1;
        long readings;
        Runnable atFirstFastReading = () -> { };
        int runningAfterSlowRound = -1;

        @Override
        public long getAsLong() {
            if (slowReadings < 0) {
                return now;
            }
            readings++;
            if (readings <= slowReadings) {
                now += 1_000_000_000;
            } else if (readings == slowReadings + 1) {
                atFirstFastReading.run();
            }
            return now;
        }
    }

    private static int running(RowProgram program) {
        var running = program.blocksForRun();
        int n = 0;
        for (int id = 0; id < running.length(); id++) {
            n += running.get(id) != null ? 1 : 0;
        }
        return n;
    }

    /** Row instructions in {@code [pc, end)}, inside loops and conditions too, block headers not counted. */
    private static int countInstructions(int[] c, int pc, int end) {
        int n = 0;
        while (pc < end) {
            switch (c[pc]) {
                case Codes.REPEAT, Codes.FIXPOINT -> pc += 4;
                case Codes.IFANY, Codes.BLOCK -> pc += 3;
                default -> {
                    n++;
                    pc += RowProgram.instructionLength(c, pc);
                }
            }
        }
        return n;
    }
}
