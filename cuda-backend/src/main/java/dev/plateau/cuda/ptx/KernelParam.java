package dev.plateau.cuda.ptx;

import java.util.Locale;

/**
 * The parameters of the kernels, by name and PTX type. A launcher passes them in the order of
 * {@link Kernel#params()}; pointers are device addresses of global memory.
 */
public enum KernelParam {
    /** {@code .u64}: the state of the batch, {@code StateLayout.byteSize(B)} bytes (field f of env i at (f·B + i)·8). */
    STATE(PtxType.U64),
    /** {@code .u32}: B, the number of environments. */
    BATCH(PtxType.U32),
    /** {@code .u64}: B action codes, one {@code long} per environment ({@link Kernel#STEP} only). */
    ACTIONS(PtxType.U64),
    /** {@code .u64}: the random seed, the same for the batch ({@link Kernel#PLAYOUT} only). */
    SEED(PtxType.U64),
    /**
     * {@code .u64}: the ENV_INDEX of the batch's first environment ({@link Kernel#PLAYOUT} only):
     * thread env draws its random moves as environment first_env + env.
     */
    FIRST_ENV(PtxType.U64),
    /** {@code .u64}: the value of the plan's STEP_LIMIT input. */
    STEP_LIMIT(PtxType.U64),
    /**
     * {@code .u64}, unsigned: the most playout steps per environment ({@link Kernel#PLAYOUT} only);
     * {@code -1} (2⁶⁴ − 1) plays every environment to its end.
     */
    MAX_STEPS(PtxType.U64),
    /** {@code .u32}: T, the threads of the launch, grid · block ({@link Kernel#SUMMARY} only). */
    THREADS(PtxType.U32),
    /**
     * {@code .u64}: {@link Kernel#SUMMARY_TOTALS} · T words, where thread t writes its totals
     * ({@link Kernel#SUMMARY} only).
     */
    SUMS(PtxType.U64);

    private final PtxType type;

    KernelParam(PtxType type) {
        this.type = type;
    }

    /** The PTX type of the parameter. */
    public PtxType type() {
        return type;
    }

    /** The parameter's name in the PTX text, e.g. {@code step_limit}. */
    public String ptxName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The parameter's size in bytes, as the driver's launch needs it. */
    public int bytes() {
        return type.bits() / 8;
    }
}
