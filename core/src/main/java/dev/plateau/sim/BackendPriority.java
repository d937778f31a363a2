package dev.plateau.sim;

/**
 * The priorities of the kinds of backend ({@link Backend#priority()}), in one place so that their
 * order can be read at a glance: {@link Backends#best()} chooses the available backend ranked
 * highest. The order is by speed, except that a test vehicle ranks below the scalar reference
 * whatever its speed: it exists to run another backend's code where that backend cannot run, and
 * is chosen only by name.
 */
public final class BackendPriority {
    private BackendPriority() {}

    /** A GPU backend: fastest where a usable device is present. */
    public static final int GPU = 30;

    /** A SIMD backend on the CPU. */
    public static final int VECTOR_CPU = 20;

    /** The scalar reference: slow, always available, the fallback. */
    public static final int REFERENCE = 10;

    /** A test vehicle, such as an interpreter of another backend's kernels: never chosen as "best". */
    public static final int TEST_VEHICLE = 0;
}
