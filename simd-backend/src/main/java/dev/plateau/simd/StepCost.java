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
 * @param vectorOpsPerMove vector operations per move as the engine runs with its compiled blocks
 *     (lanewise operations, compares and blends of whole vectors; loads, stores and a block's
 *     shifts by 0 or ands with all ones, which it leaves out, not counted)
 * @param loadBytesPerMove bytes read from rows per move as the engine runs once its compiled blocks
 *     are warm (see {@code RowBlocks}): 8 per lane and row a block loads, and per distinct row read by
 *     an instruction outside blocks
 * @param storeBytesPerMove bytes written to rows per move as the engine runs with its blocks: 8 per
 *     lane and row a block stores, and per instruction outside blocks
 * @param interpretedLoadBytesPerMove bytes the instructions would read per move on the interpreter
 *     alone (every instruction loads its operands)
 * @param interpretedStoreBytesPerMove bytes the instructions would write per move on the interpreter
 *     alone
 * @param workingSetBytes the bytes of rows one worker's machine keeps ({@code slots · lanes · 8})
 * @param stateBytes the bytes of one environment's state
 */
public record StepCost(int lanes, int vectorLanes, long moves, long rowInstructions, double instructionsPerMove,
        double vectorOpsPerMove, double loadBytesPerMove, double storeBytesPerMove,
        double interpretedLoadBytesPerMove, double interpretedStoreBytesPerMove, long workingSetBytes,
        long stateBytes) {

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
        long instructions = java.util.Arrays.stream(profile.executed).sum();
        double vectorOps = (double) profile.fusedVectorOps * (lanes / v);
        double row = (double) lanes * Long.BYTES;
        double perMove = Math.max(1, moves);
        return new StepCost(lanes, v, moves, instructions, instructions * (double) lanes / perMove, vectorOps / perMove,
                profile.fusedReads * row / perMove, profile.fusedWrites * row / perMove, profile.reads * row / perMove,
                profile.writes * row / perMove, (long) slots * lanes * Long.BYTES,
                (long) plan.layout().fieldCount() * Long.BYTES);
    }

    /** Bytes read and written per move. */
    public double bytesPerMove() {
        return loadBytesPerMove + storeBytesPerMove;
    }

    /**
     * The most moves per second one thread can make at this cost on a machine with these limits: the
     * slowest of loading {@link #loadBytesPerMove()} and storing {@link #storeBytesPerMove()}, each at
     * the machine's fastest rate (whatever cache the rows are in: a working set larger than L2 still
     * finds most of its hot rows nearer), and executing {@link #vectorOpsPerMove()} at its peak
     * vector rate, as if the three overlapped perfectly and dispatch, control and the lanes'
     * bookkeeping cost nothing.
     */
    public double ceiling(MachineLimits machine) {
        return 1 / Math.max(Math.max(loadSeconds(machine), storeSeconds(machine)), opSeconds(machine));
    }

    /** What sets {@link #ceiling}: "loads", "stores" or "ops". */
    public String bound(MachineLimits machine) {
        double load = loadSeconds(machine);
        double store = storeSeconds(machine);
        double ops = opSeconds(machine);
        return ops >= load && ops >= store ? "ops" : load >= store ? "loads" : "stores";
    }

    private double loadSeconds(MachineLimits machine) {
        return loadBytesPerMove / machine.peakLoad();
    }

    private double storeSeconds(MachineLimits machine) {
        return storeBytesPerMove / machine.peakStore();
    }

    private double opSeconds(MachineLimits machine) {
        return vectorOpsPerMove / machine.vectorOpsPerSecond();
    }
}
