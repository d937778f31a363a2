package dev.plateau.sim;

import dev.plateau.plan.Plan;

/**
 * A way to run plans: the scalar reference, the SIMD backend on the Vector API, the GPU. Backends
 * are services ({@code META-INF/services/dev.plateau.sim.Backend}); an implementation's class must
 * not touch hardware-bound classes until {@link #availability()} says it may, so that listing
 * backends never fails.
 */
public interface Backend {
    /** The short name used to choose the backend, e.g. "simd". */
    String name();

    /** A one-line description. */
    String description();

    /** Higher is preferred when choosing the best available backend; one of {@link BackendPriority}'s ranks. */
    int priority();

    /** Whether this backend can run here, and why not. Cheap, and never throws. */
    Availability availability();

    /**
     * Allocates an engine for a batch of environments of one plan.
     *
     * @throws BackendUnavailableException if the backend is not available here
     */
    Engine open(Plan plan, int batch, EngineOptions options);
}
