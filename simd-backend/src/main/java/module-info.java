/**
 * The Vector API backend, found through {@link java.util.ServiceLoader} as {@code simd}. Its package
 * is exported for the command line's cost report ({@code StepCost}, {@code MachineLimits}): a
 * backend's internals, unstable.
 */
module dev.plateau.simd {
    requires dev.plateau.core;
    requires jdk.incubator.vector;

    exports dev.plateau.simd;

    provides dev.plateau.sim.Backend with dev.plateau.simd.SimdBackend;
}
