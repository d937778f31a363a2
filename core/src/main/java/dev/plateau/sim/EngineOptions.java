package dev.plateau.sim;

import java.util.HashMap;
import java.util.Map;

/**
 * How an engine runs: what every backend reads, and the settings of particular backends.
 *
 * @param threads worker threads for backends that use them (≥ 1)
 * @param stepLimit the step limit (docs/language.md, "Finished games and truncation"), or 0 for none
 * @param settings backend settings by {@link EngineSetting} (each value checked); a backend reads
 *     its own with {@link #get} and ignores the others'
 */
public record EngineOptions(int threads, long stepLimit, Map<EngineSetting<?>, Object> settings) {
    public EngineOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (stepLimit < 0) {
            throw new IllegalArgumentException("the step limit cannot be negative: " + stepLimit);
        }
        settings.forEach(EngineOptions::check);
        settings = Map.copyOf(settings);
    }

    /** Options with no backend setting: every backend runs with its defaults. */
    public EngineOptions(int threads, long stepLimit) {
        this(threads, stepLimit, Map.of());
    }

    @SuppressWarnings("unchecked")
    private static <T> void check(EngineSetting<T> setting, Object value) {
        setting.check((T) value);
    }

    /** These options with {@code setting} set to {@code value}. */
    public <T> EngineOptions with(EngineSetting<T> setting, T value) {
        Map<EngineSetting<?>, Object> more = new HashMap<>(settings);
        more.put(setting, setting.check(value));
        return new EngineOptions(threads, stepLimit, more);
    }

    /** The value of {@code setting}: the one set, else its default. */
    public <T> T get(EngineSetting<T> setting) {
        @SuppressWarnings("unchecked")
        T value = (T) settings.get(setting);
        return value != null ? value : setting.defaultValue();
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
