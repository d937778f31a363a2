package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.Plan;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The counting behind {@link StepCost} and the ceiling: a profiled run computes what an ordinary run
 * computes, blocks are counted as often as they run, every instruction the library games compile
 * to has a length and a cost, and the moves counted are the moves the reference backend plays.
 */
class StepCostTest {
    private static final int ENVIRONMENTS = 37;

    @Test
    void profiledPlayoutsLeaveTheSameStateAsOrdinaryOnes() {
        for (Map.Entry<String, dev.plateau.rules.Game> e : LibraryGames.all().entrySet()) {
            Plan plan = CompiledGame.compile(e.getValue()).plan();
            long[] plain;
            long[] counted;
            RowProfile profile = new RowProfile();
            try (SimdEngine a = new SimdEngine(plan, ENVIRONMENTS, new EngineOptions(1, 0));
                    SimdEngine b = new SimdEngine(plan, ENVIRONMENTS, new EngineOptions(1, 0))) {
                a.init();
                a.playToEnd(5, 0);
                b.profile(profile);
                b.init();
                b.playToEnd(5, 0);
                plain = a.state().toArray(ValueLayout.JAVA_LONG);
                counted = b.state().toArray(ValueLayout.JAVA_LONG);
            }
            assertArrayEquals(plain, counted, e.getKey());
            assertTrue(profile.runs > 0 && java.util.Arrays.stream(profile.executed).sum() > profile.runs, e.getKey());
        }
    }

    /** REPEAT 5 {AND}; IFANY zero {OR}; FIXPOINT changed {changed &= zero}: 6 ANDs, no OR, 5 repeats, 2 tests. */
    @Test
    void blocksAreCountedAsOftenAsTheyRun() {
        int v = RowMachine.vectorLength();
        int index = 0;
        int a = v;
        int b = 2 * v;
        int changed = 3 * v;
        int zero = 4 * v;
        int[] code = {
            Codes.REPEAT, index, 5, 4, Codes.AND, b, a, a,
            Codes.IFANY, zero, 4, Codes.OR, b, a, a,
            Codes.FIXPOINT, changed, 10, 4, Codes.AND, changed, changed, zero,
        };
        RowMachine m = new RowMachine(5, v);
        java.util.Arrays.fill(m.rows, a, a + v, 7);
        java.util.Arrays.fill(m.rows, changed, changed + v, 1);
        RowProfile profile = new RowProfile();
        m.profile = profile;
        m.run(RowProgram.straightLine(code, new long[0], 5));
        assertEquals(6, profile.executed[Codes.AND]);
        assertEquals(0, profile.executed[Codes.OR]);
        assertEquals(5, profile.executed[Codes.REPEAT]);
        assertEquals(2, profile.executed[RowProfile.TEST]);
        // Reads: 5 ANDs of a with itself (one row each), the FIXPOINT's AND (two rows), two tests.
        assertEquals(5 + 2 + 2, profile.reads);
        assertEquals(5 + 5 + 1, profile.writes, "five index rows, six ANDs");
        assertEquals(4, m.rows[index], "the index row holds the last iteration");
        assertEquals(0, m.rows[changed]);
    }

    @Test
    void everyInstructionOfTheLibraryHasALengthAndACost() {
        for (var e : LibraryGames.all().entrySet()) {
            Plan plan = CompiledGame.compile(e.getValue()).plan();
            for (RowProgram p : RowProgram.compileAll(List.of(plan.init(), plan.step(), plan.playoutStep()),
                    plan.presetRegisters(), RowMachine.vectorLength())) {
                assertEquals(p.code().length, walk(p.code(), 0, p.code().length), e.getKey());
            }
        }
    }

    /** Walks [pc, end) instruction by instruction, into every block; returns where it stopped. */
    private static int walk(int[] c, int pc, int end) {
        while (pc < end) {
            int op = c[pc];
            int length = RowProgram.instructionLength(c, pc);
            if (op == Codes.BLOCK) {
                // A compiled block is followed by the instructions it replaces, which are counted.
                assertEquals(pc + length, walk(c, pc + 3, pc + length), "compiled block at " + pc);
                pc += length;
                continue;
            }
            // A FIXPOINT or IFANY is counted as its tests.
            int counted = op == Codes.FIXPOINT || op == Codes.IFANY ? RowProfile.TEST : op;
            assertTrue(RowProfile.vectorOps(counted) >= 0, "opcode " + op);
            if (counted == op && op != Codes.REPEAT) {
                int reads = RowProfile.rowsRead(c, pc);
                assertTrue(reads >= 1 && reads <= 3, "opcode " + op + " reads " + reads);
            }
            if (op == Codes.REPEAT || op == Codes.FIXPOINT || op == Codes.IFANY) {
                int header = op == Codes.IFANY ? 3 : 4;
                assertEquals(pc + length, walk(c, pc + header, pc + length), "block at " + pc);
            }
            pc += length;
        }
        return pc;
    }

    @Test
    void theMovesCountedAreTheMovesTheReferenceBackendPlays() {
        CompiledGame game = LibraryGames.compiled("connect_four");
        StepCost cost = StepCost.measure(game.plan(), ENVIRONMENTS, 1);
        try (Simulator reference = Simulator.builder(game).batch(ENVIRONMENTS).backend("scalar").build()) {
            assertEquals(reference.playouts(1).totalSteps(), cost.moves());
        }
        assertTrue(cost.instructionsPerMove() > 0
                && cost.interpretedLoadBytesPerMove() + cost.interpretedStoreBytesPerMove() >= 8 * cost.instructionsPerMove());
        // Blocks load each row once and store only what is read later.
        assertTrue(cost.loadBytesPerMove() < cost.interpretedLoadBytesPerMove());
        assertTrue(cost.storeBytesPerMove() < cost.interpretedStoreBytesPerMove());
        assertEquals(RowMachine.vectorLength(), cost.vectorLanes());
    }

    @Test
    void theCeilingIsTheSlowestOfLoadsStoresAndVectorOperations() {
        // L1: loads 100 GB/s, stores 50 GB/s; L2: half of each; L3: a quarter; 1e9 vector operations a second.
        // The ceiling takes the fastest level's rates.
        MachineLimits machine = new MachineLimits(512, 1000, 32 * 1024, 1024 * 1024, 100e9, 50e9, 50e9, 25e9, 25e9,
                12.5e9, 1e9);
        StepCost small = cost(5, 1000, 100, 16 * 1024);
        assertEquals(1e8, small.ceiling(machine), 1, "1000 bytes loaded at 100 GB/s");
        assertEquals("loads", small.bound(machine));
        StepCost storing = cost(5, 1000, 1000, 16 * 1024);
        assertEquals(5e7, storing.ceiling(machine), 1, "1000 bytes stored at 50 GB/s");
        assertEquals("stores", storing.bound(machine));
        assertEquals(1e8, cost(5, 1000, 100, 2048 * 1024).ceiling(machine), 1,
                "the fastest rates bound every working set: rows beyond L2 are not all cold");
        MachineLimits fastL2 = new MachineLimits(512, 1000, 32 * 1024, 1024 * 1024, 100e9, 50e9, 200e9, 25e9, 25e9,
                60e9, 1e9);
        assertEquals(200e9, fastL2.peakLoad());
        assertEquals(60e9, fastL2.peakStore());
        assertEquals(6e7, cost(5, 1000, 1000, 16 * 1024).ceiling(fastL2), 1, "1000 bytes stored at 60 GB/s");
        StepCost busy = cost(100, 1000, 100, 16 * 1024);
        assertEquals(1e7, busy.ceiling(machine), 1, "1e9 operations per second over 100 per move");
        assertEquals("ops", busy.bound(machine));
    }

    private static StepCost cost(double ops, double loads, double stores, long workingSet) {
        return new StepCost(256, 8, 1, 1, 1, ops, loads, stores, loads, stores, workingSet, 64);
    }

    @Test
    void cacheSizesAreReadAsLinuxWritesThem() {
        assertEquals(32 * 1024, MachineLimits.parseSize("32K"));
        assertEquals(1024 * 1024, MachineLimits.parseSize("1M"));
        assertEquals(512, MachineLimits.parseSize("512"));
    }
}
