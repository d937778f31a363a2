package dev.plateau.sim;

import java.lang.foreign.MemorySegment;

/**
 * An engine that forwards every call to another, for tests that change one behaviour of a real
 * engine (a sabotaged random move, a hook before a step) and keep the rest.
 */
public class ForwardingEngine implements Engine {
    /** The engine calls go to. */
    protected final Engine delegate;

    /** Forwards to {@code delegate}. */
    public ForwardingEngine(Engine delegate) {
        this.delegate = delegate;
    }

    @Override
    public int batch() {
        return delegate.batch();
    }

    @Override
    public void init() {
        delegate.init();
    }

    @Override
    public void step(MemorySegment actionCodes) {
        delegate.step(actionCodes);
    }

    @Override
    public void randomSteps(long seed, long firstEnv, long steps) {
        delegate.randomSteps(seed, firstEnv, steps);
    }

    @Override
    public void playToEnd(long seed, long firstEnv) {
        delegate.playToEnd(seed, firstEnv);
    }

    @Override
    public void copy(int src, int[] dst) {
        delegate.copy(src, dst);
    }

    @Override
    public void write(int[] envs, long[] values) {
        delegate.write(envs, values);
    }

    @Override
    public MemorySegment state() {
        return delegate.state();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public BitExpander bitExpander() {
        return delegate.bitExpander();
    }
}
