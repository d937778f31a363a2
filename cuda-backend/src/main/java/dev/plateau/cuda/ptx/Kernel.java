package dev.plateau.cuda.ptx;

import java.util.List;

/**
 * The kernels of a game's module, with their entry names and parameters (the kernel ABI; see the
 * module README). Every kernel runs one thread per environment, env = ctaid.x · ntid.x + tid.x;
 * threads with env ≥ B return at once, so any block size works.
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
            KernelParam.FIRST_ENV, KernelParam.STEP_LIMIT, KernelParam.MAX_STEPS));

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
