package dev.plateau.sim;

import dev.plateau.plan.Plan;

/**
 * The reference backend: the {@link dev.plateau.plan.ProgramInterpreter} run on one environment
 * after the other, in plain Java. Slow, always available, and the oracle for the others.
 */
public final class ScalarBackend implements Backend {
    /** The name, "scalar". */
    public static final String NAME = "scalar";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "reference interpreter of the plan, one environment at a time (pure Java)";
    }

    @Override
    public int priority() {
        return BackendPriority.REFERENCE;
    }

    @Override
    public Availability availability() {
        return Availability.yes("always available");
    }

    @Override
    public Engine open(Plan plan, int batch, EngineOptions options) {
        return new ScalarEngine(plan, batch, options);
    }
}
