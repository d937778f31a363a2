package dev.plateau.cuda.ptx;

/**
 * The values of the kernel parameters for one launch; {@link #forKernel} orders them as a kernel
 * takes them, so that a launcher (the driver's or the interpreter's) never hard-codes the ABI.
 *
 * @param state the device address of the state
 * @param batch B
 * @param actions the device address of the action codes (step), else 0
 * @param seed the seed (playout), else 0
 * @param firstEnv the ENV_INDEX of environment 0 (playout), else 0
 * @param stepLimit the STEP_LIMIT input
 * @param maxSteps the most playout steps, unsigned; −1 for no bound (playout)
 * @param threads T, the threads launched (summary), else 0
 * @param sums the device address of the summary's totals (summary), else 0
 */
public record KernelArgs(long state, int batch, long actions, long seed, long firstEnv, long stepLimit, long maxSteps,
        int threads, long sums) {
    /** The arguments of init, step and playout (no summary's). */
    public KernelArgs(long state, int batch, long actions, long seed, long firstEnv, long stepLimit, long maxSteps) {
        this(state, batch, actions, seed, firstEnv, stepLimit, maxSteps, 0, 0);
    }

    /** The arguments of {@link Kernel#SUMMARY}. */
    public static KernelArgs summary(long state, int batch, int threads, long sums) {
        return new KernelArgs(state, batch, 0, 0, 0, 0, 0, threads, sums);
    }

    /** The parameter values of a kernel, in its {@link Kernel#params()} order (a {@code .u32} in the low bits). */
    public long[] forKernel(Kernel kernel) {
        long[] values = new long[kernel.params().size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = switch (kernel.params().get(i)) {
                case STATE -> state;
                case BATCH -> Integer.toUnsignedLong(batch);
                case ACTIONS -> actions;
                case SEED -> seed;
                case FIRST_ENV -> firstEnv;
                case STEP_LIMIT -> stepLimit;
                case MAX_STEPS -> maxSteps;
                case THREADS -> Integer.toUnsignedLong(threads);
                case SUMS -> sums;
            };
        }
        return values;
    }
}
