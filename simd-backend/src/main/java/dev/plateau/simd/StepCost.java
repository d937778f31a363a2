package dev.plateau.simd;

import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.EngineOptions;

/**
 * What one move of a game's fused random playouts costs the SIMD backend's row machine, counted
 * while it plays (docs/performance.md, "What a step needs"): the row instructions it executes,
 * the vector operations inside them, and the bytes those instructions read and write, each per
 * move (one environment's step), together with the machine's working set.
 *
 * <p>The row machine runs every instruction for a whole row of environments, so a move's share of an
 * instruction is one lane of it; lanes whose environment is waiting for the others (at the end of a
 * batch) count against the moves that were made.
 *
 * @param lanes environments in one row
 * @param vectorLanes 64-bit lanes in one vector (the species' length, read at run time)
 * @param moves moves made in the measured playouts
 * @param rowInstructions row instructions executed, control tests included
 * @param instructionsPerMove row instructions per move, each counted for one lane
 * @param vectorOpsPerMove vector operations per move (lanewise operations, compares and blends of
 *     whole vectors; loads and stores not counted)
 * @param bytesPerMove bytes the instructions read and write per move (8 per lane and row operand)
 * @param workingSetBytes the bytes of rows one worker's machine keeps ({@code slots · lanes · 8})
 * @param stateBytes the bytes of one environment's state
 */
public record StepCost(int lanes, int vectorLanes, long moves, long rowInstructions, double instructionsPerMove,
        double vectorOpsPerMove, double bytesPerMove, long workingSetBytes, long stateBytes) {

    /**
     * Plays {@code environments} random playouts of the plan to the end on one thread of the SIMD
     * backend, counting every instruction, and returns the cost per move.
     *
     * @throws BackendUnavailableException if the Vector API is not available
     */
    public static StepCost measure(Plan plan, int environments, long seed) {
        if (environments < 1) {
            throw new IllegalArgumentException("environments must be at least 1, not " + environments);
        }
        var availability = new SimdBackend().availability();
        if (!availability.available()) {
            throw new BackendUnavailableException("the simd backend is not available: " + availability.detail());
        }
        RowProfile profile = new RowProfile();
        long moves = 0;
        int lanes;
        int slots;
        try (SimdEngine engine = new SimdEngine(plan, environments, new EngineOptions(1, 0))) {
            engine.init();
            engine.profile(profile);
            engine.playToEnd(seed, 0);
            lanes = engine.lanes();
            slots = engine.slots();
            long[] state = engine.state().toArray(java.lang.foreign.ValueLayout.JAVA_LONG);
            int steps = plan.layout().column(StateLayout.Kind.STEPS, 0);
            for (int env = 0; env < environments; env++) {
                moves += state[steps * environments + env];
            }
        }
        int v = RowMachine.vectorLength();
        long instructions = 0;
        double vectorOps = 0;
        double bytes = 0;
        for (int op = 0; op < profile.executed.length; op++) {
            long count = profile.executed[op];
            if (count == 0) {
                continue;
            }
            instructions += count;
            vectorOps += (double) count * RowProfile.vectorOps(op) * (lanes / v);
            bytes += (double) count * RowProfile.rowsTouched(op) * lanes * Long.BYTES;
        }
        double perMove = Math.max(1, moves);
        return new StepCost(lanes, v, moves, instructions, instructions * (double) lanes / perMove, vectorOps / perMove,
                bytes / perMove, (long) slots * lanes * Long.BYTES, (long) plan.layout().fieldCount() * Long.BYTES);
    }

    /**
     * The most moves per second one thread can make at this cost on a machine with these limits:
     * the slower of streaming {@link #bytesPerMove()} at the rate the row machine reaches for this
     * working set (L1 if it fits there, else L2) and executing {@link #vectorOpsPerMove()} at the
     * machine's peak vector rate. Dispatch, control tests and the lanes' bookkeeping count as free.
     */
    public double ceiling(MachineLimits machine) {
        double rate = workingSetBytes <= machine.l1Bytes() ? machine.l1BytesPerSecond() : machine.l2BytesPerSecond();
        double memory = bytesPerMove / rate;
        double compute = vectorOpsPerMove / machine.vectorOpsPerSecond();
        return 1 / Math.max(memory, compute);
    }

    /** Whether the memory traffic, not the vector operations, sets {@link #ceiling}. */
    public boolean memoryBound(MachineLimits machine) {
        double rate = workingSetBytes <= machine.l1Bytes() ? machine.l1BytesPerSecond() : machine.l2BytesPerSecond();
        return bytesPerMove / rate >= vectorOpsPerMove / machine.vectorOpsPerSecond();
    }
}
