package dev.plateau.simd;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;

/**
 * The Vector API backend ("simd"). This class never touches {@code jdk.incubator.vector} itself: it
 * first checks that the module is in the boot layer, and only then loads the classes that use it.
 */
public final class SimdBackend implements Backend {
    /** The name, "simd". */
    public static final String NAME = "simd";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "CPU, JDK Vector API: one environment per SIMD lane, batches split across threads";
    }

    @Override
    public int priority() {
        return BackendPriority.VECTOR_CPU;
    }

    @Override
    public Availability availability() {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return Availability.misconfigured("the Vector API module is not enabled: start the JVM with "
                    + "--add-modules jdk.incubator.vector");
        }
        try {
            // The backend's own settings, checked before any engine is built.
            RowBlocks.Mode.fromProperty();
            SimdEngine.requestedLanes();
        } catch (IllegalArgumentException e) {
            return Availability.misconfigured(e.getMessage());
        }
        try {
            return Availability.yes(VectorShape.describe());
        } catch (RuntimeException | LinkageError e) {
            return Availability.misconfigured("the Vector API failed to start: " + e);
        }
    }

    @Override
    public Engine open(Plan plan, int batch, EngineOptions options) {
        Availability a = availability();
        if (!a.available()) {
            throw new BackendUnavailableException("the simd backend is not available: " + a.detail());
        }
        return new SimdEngine(plan, batch, options);
    }
}
