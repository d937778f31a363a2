package dev.plateau.simd;

import java.util.SplittableRandom;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongSupplier;

/**
 * Warms up a program's compiled blocks (see {@link RowBlocks}): a block is fast only once the JIT's
 * optimising compiler has compiled it, and before that its Vector API calls run as slow Java code.
 * So a program starts on the interpreter, and once it has run for {@link #WARM_AFTER_NANOS}, a
 * background thread calls each block, round after round, on a few vectors of scratch rows, and lets
 * the program run a block as soon as a round of its calls is as fast as compiled code. A block that
 * never gets there (the JIT gave up on it, or runs with the optimising compiler turned off) leaves
 * its instructions to the interpreter.
 *
 * <p>The clock that times the program and the calls, and the thread that runs the warm-up, are
 * this object's, so that a test can set both ({@link #SYSTEM} is the real ones).
 */
final class BlockWarmUp {
    /**
     * How long a program runs on the interpreter before its blocks are warmed up. Until the
     * optimising compiler has compiled a block, its Vector API operations run as slow Java code, and
     * warming up takes a core and the compiler's time for a second or more; a run shorter than this
     * (a test, a million moves of Hex) never pays for that.
     */
    static final long WARM_AFTER_NANOS = 1_000_000_000L;

    /** Calls per round of the warm-up, and the most rounds before a block is given up. */
    private static final int WARM_CALLS = 1000;
    private static final int WARM_ROUNDS = 300;
    /** The calls of a round that are timed, each between two readings of the clock. */
    static final int TIMED_CALLS = WARM_CALLS / 8;
    /**
     * The least time the warm-up tries before giving a block up, however few rounds that is: on a
     * loaded machine the optimising compiler may take seconds to come to a large block.
     */
    private static final long WARM_AT_LEAST_NANOS = 20_000_000_000L;

    private static final ExecutorService WARMER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "plateau-simd-warmup");
        t.setDaemon(true);
        return t;
    });

    /** The system's clock ({@link System#nanoTime}) and one background thread for every program. */
    static final BlockWarmUp SYSTEM = new BlockWarmUp(System::nanoTime, WARMER);

    private final LongSupplier clock;
    private final Executor thread;

    /**
     * A warm-up that reads {@code clock} (nanoseconds) and runs on {@code thread}.
     */
    BlockWarmUp(LongSupplier clock, Executor thread) {
        this.clock = clock;
        this.thread = thread;
    }

    /** The time now, in nanoseconds. */
    long now() {
        return clock.getAsLong();
    }

    /** Starts warming up a program's blocks; the program learns when it is done. */
    void start(RowProgram program) {
        thread.execute(() -> {
            try {
                warmUpBlocks(program);
            } finally {
                program.warmUpDone();
            }
        });
    }

    private void warmUpBlocks(RowProgram program) {
        long[] scratch = new long[program.slots() * program.lanes()];
        // A few vectors per call, so that the loop's profile shows it looping: a profile of single
        // passes would compile the loop's back edge as never taken, and the first real call
        // would throw the compiled code away.
        int v = Math.min(program.lanes(), 4 * RowMachine.vectorLength());
        RowBlock[] blocks = program.blocks();
        boolean[] warm = new boolean[blocks.length];
        SplittableRandom words = new SplittableRandom(1);
        int left = blocks.length;
        long warmUpStart = now();
        for (int round = 0; left > 0 && (round < WARM_ROUNDS || now() - warmUpStart < WARM_AT_LEAST_NANOS); round++) {
            for (int id = 0; id < blocks.length; id++) {
                if (warm[id]) {
                    continue;
                }
                // Calls over no lanes count towards the JIT's threshold for compiling a method
                // at almost no cost; the calls over a few vectors make the profile show the
                // loop's body running, and time it.
                for (int call = 0; call < WARM_CALLS; call++) {
                    blocks[id].run(scratch, 0);
                }
                long spent = 0;
                long passes = 0;
                for (int call = 0; call < TIMED_CALLS; call++) {
                    if (program.blockIsLoop(id)) {
                        // Random rows, on which the loop iterates: compiled from a profile in which
                        // it never did, it would be thrown away at its first real call.
                        for (int i = 0; i < scratch.length; i++) {
                            scratch[i] = words.nextLong();
                        }
                    }
                    long started = now();
                    passes += blocks[id].run(scratch, v);
                    spent += now() - started;
                }
                if (runsCompiled(spent, passes, program.blockInstructions(id))) {
                    warm[id] = true;
                    left--;
                    program.startRunning(id);
                }
            }
        }
    }

    /**
     * Whether calls that took {@code spent} nanoseconds for {@code passes} passes over a vector of a
     * block of {@code instructions} ran compiled: compiled, a pass costs a few nanoseconds per
     * instruction; before that, a Vector API operation costs a hundred or more.
     */
    static boolean runsCompiled(long spent, long passes, int instructions) {
        return spent <= passes * (50 + 20L * instructions);
    }
}
