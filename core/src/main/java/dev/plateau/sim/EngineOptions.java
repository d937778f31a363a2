package dev.plateau.sim;

/**
 * How an engine runs.
 *
 * @param threads worker threads for backends that use them (≥ 1)
 * @param stepLimit the step limit (docs/language.md, "Finished games and truncation"), or 0 for none
 */
public record EngineOptions(int threads, long stepLimit) {
    public EngineOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (stepLimit < 0) {
            throw new IllegalArgumentException("the step limit cannot be negative: " + stepLimit);
        }
    }

    /**
     * Random playouts without a step limit stop here: a generated game may never end, and a playout
     * must. Environments that reach it are truncated.
     */
    public static final long PLAYOUT_STEP_CAP = 1_000_000;

    /** The value of the STEP_LIMIT input for init and step: the limit, or {@code Long.MAX_VALUE}. */
    public long stepLimitInput() {
        return stepLimit == 0 ? Long.MAX_VALUE : stepLimit;
    }

    /** The value of the STEP_LIMIT input for random moves: the limit, or {@link #PLAYOUT_STEP_CAP}. */
    public long playoutLimitInput() {
        return stepLimit == 0 ? PLAYOUT_STEP_CAP : stepLimit;
    }
}
