package dev.plateau.cuda.ptx;

import java.util.List;

/**
 * The kernels of a game's module, with their entry names and parameters (the kernel ABI; see the
 * module README). Init, step and playout run one thread per environment, env = ctaid.x · ntid.x +
 * tid.x; threads with env ≥ B return at once, so any block size works. The summary runs as many
 * threads as its caller chooses.
 */
public enum Kernel {
    /** Runs the init program: {@code plateau_init(state, batch, step_limit)}; ENV_INDEX is env. */
    INIT("plateau_init", List.of(KernelParam.STATE, KernelParam.BATCH, KernelParam.STEP_LIMIT)),
    /**
     * Runs the step program with one action code per environment: {@code plateau_step(state,
     * batch, actions, step_limit)}; ENV_INDEX is env.
     */
    STEP("plateau_step", List.of(KernelParam.STATE, KernelParam.BATCH, KernelParam.ACTIONS, KernelParam.STEP_LIMIT)),
    /**
     * Fused random moves: loads the state into registers, runs the playout-step program until the
     * environment is terminated or truncated or {@code max_steps} steps have run, stores it:
     * {@code plateau_playout(state, batch, seed, first_env, step_limit, max_steps)}. The ENV_INDEX
     * input is first_env + env.
     */
    PLAYOUT("plateau_playout", List.of(KernelParam.STATE, KernelParam.BATCH, KernelParam.SEED,
            KernelParam.FIRST_ENV, KernelParam.STEP_LIMIT, KernelParam.MAX_STEPS)),
    /**
     * The outcomes of the batch, tallied where the state is, as {@code PlayoutSummary.tally} does:
     * {@code plateau_summary(state, batch, threads, sums)}. Thread t of the T launched (T is the
     * parameter, at most grid · block; threads past it return) tallies environments t, t + T, t + 2T,
     * … and writes its {@link #SUMMARY_TOTALS} totals to {@code sums[k · T + t]}: k = 0 P1's wins,
     * 1 P2's wins, 2 draws, 3 truncated games, 4 steps, 5 squared steps (each a u64). The host adds
     * the T partial totals, so that nothing but them crosses to the host.
     */
    SUMMARY("plateau_summary", List.of(KernelParam.STATE, KernelParam.BATCH, KernelParam.THREADS, KernelParam.SUMS));

    /** The totals each thread of {@link #SUMMARY} writes. */
    public static final int SUMMARY_TOTALS = 6;

    private final String entry;
    private final List<KernelParam> params;

    Kernel(String entry, List<KernelParam> params) {
        this.entry = entry;
        this.params = params;
    }

    /** The entry name, for {@code cuModuleGetFunction}. */
    public String entry() {
        return entry;
    }

    /** The parameters, in launch order. */
    public List<KernelParam> params() {
        return params;
    }
}
