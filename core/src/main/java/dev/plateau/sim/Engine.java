package dev.plateau.sim;

import dev.plateau.plan.StateLayout;
import java.lang.foreign.MemorySegment;

/**
 * One plan on one backend for a batch of B environments: the state of the batch (laid out as the
 * plan's {@link dev.plateau.plan.StateLayout}) and the programs that change it. Engines trust their
 * inputs and callers (indices in range, one thread at a time, no call after close); {@link
 * Simulator} validates them.
 */
public interface Engine extends AutoCloseable {
    /** B. */
    int batch();

    /** Runs the init program in every environment (ENV_INDEX i, SEED 0). */
    void init();

    /**
     * Runs the step program with one action code per environment (ENV_INDEX i, SEED 0).
     *
     * @param actionCodes B longs, environment i's at index i
     */
    void step(MemorySegment actionCodes);

    /**
     * Runs the playout-step program up to {@code steps} times in every environment (environments
     * stop changing once finished): {@code steps} random moves, fused, with {@link
     * EngineOptions#playoutLimitInput()} as the step limit. Environment i draws its random numbers as
     * environment {@code firstEnv + i} (the ENV_INDEX input), so that a long run of batches can give
     * every playout its own index.
     */
    void randomSteps(long seed, long firstEnv, long steps);

    /**
     * Runs the playout-step program until every environment has finished: fused random playouts.
     * Random moves run with {@link EngineOptions#playoutLimitInput()} as the step limit, so they end.
     * Environment i draws as environment {@code firstEnv + i}.
     */
    void playToEnd(long seed, long firstEnv);

    /**
     * Copies every field of environment {@code src} onto each environment of {@code dst}, inside
     * the backend's memory (on a GPU, device to device). A destination equal to {@code src}, or
     * named twice, is harmless.
     */
    void copy(int src, int[] dst);

    /**
     * Writes whole environments from the host: environment {@code envs[k]} gets field f from
     * {@code values[k · F + f]} (F = the layout's field count). Indices are distinct.
     */
    void write(int[] envs, long[] values);

    /** The state of the batch, readable on the host (a backend with device memory copies it first). */
    MemorySegment state();

    /**
     * The outcomes of the batch as it stands ({@link PlayoutSummary#tally}). The default tallies
     * {@link #state()}; a backend with device memory tallies where the state is, so that a summary
     * does not bring the whole state to the host.
     *
     * @param layout the layout of the plan this engine runs
     */
    default PlayoutSummary summary(StateLayout layout) {
        return PlayoutSummary.tally(state(), layout, batch());
    }

    /**
     * Fused random playouts from the start: {@link #init()}, {@link #playToEnd}, then {@link
     * #summary}, which is what it does by default. A backend may do all three in one pass over its
     * workers (the SIMD backend: one hand-over to its threads instead of three, which for short
     * games is a tenth of a batch's time on two threads).
     *
     * @param layout the layout of the plan this engine runs
     */
    default PlayoutSummary playouts(long seed, long firstEnv, StateLayout layout) {
        init();
        playToEnd(seed, firstEnv);
        return summary(layout);
    }

    /**
     * Whether the engine is still compiling faster code for what it has run (the SIMD backend's
     * compiled blocks); a benchmark waits for it to finish. Engines that compile nothing of the sort
     * return {@code false}.
     */
    default boolean compiling() {
        return false;
    }

    /**
     * Frees the engine's memory (and its threads, device memory, context). Closing again does
     * nothing; no other method may be called after the first close ({@link Simulator} enforces
     * that for its users).
     */
    @Override
    void close();

    /**
     * How the host writes this engine's observation planes from bits into floats ({@link
     * BitExpander}). The default is {@link BitExpander#SCALAR}; a backend with vectors offers a
     * faster one that writes the same floats.
     */
    default BitExpander bitExpander() {
        return BitExpander.SCALAR;
    }
}
