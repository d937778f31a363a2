package dev.plateau.simd;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import java.util.function.UnaryOperator;

/**
 * The simd backend, each engine opened with the options it is given changed by {@code settings};
 * it keeps the last engine opened, so that a test can see what reached it.
 */
final class SimdWithSettings implements Backend {
    private final SimdBackend simd = new SimdBackend();
    private final UnaryOperator<EngineOptions> settings;
    private SimdEngine opened;

    SimdWithSettings(UnaryOperator<EngineOptions> settings) {
        this.settings = settings;
    }

    /** The last engine opened, or null. */
    SimdEngine opened() {
        return opened;
    }

    @Override public String name() { return simd.name(); }
    @Override public String description() { return simd.description(); }
    @Override public int priority() { return simd.priority(); }
    @Override public Availability availability() { return simd.availability(); }

    @Override
    public Engine open(Plan plan, int batch, EngineOptions options) {
        opened = (SimdEngine) simd.open(plan, batch, settings.apply(options));
        return opened;
    }
}
