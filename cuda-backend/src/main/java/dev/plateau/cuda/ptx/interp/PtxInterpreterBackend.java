package dev.plateau.cuda.ptx.interp;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;

/**
 * The backend "ptx-interpreter": the GPU kernels of a plan (the PTX that the cuda backend loads),
 * run by the {@link PtxInterpreter} on the CPU. Always available; meant for tests, so that CI runs
 * the GPU code without a GPU. Being far slower than the scalar reference, it ranks last
 * ({@link BackendPriority#TEST_VEHICLE}): "best" never chooses it; ask for it by name.
 */
public final class PtxInterpreterBackend implements Backend {
    /** The name, "ptx-interpreter". */
    public static final String NAME = "ptx-interpreter";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the GPU kernels (PTX) interpreted on the CPU, one environment per simulated thread (for tests)";
    }

    @Override
    public int priority() {
        return BackendPriority.TEST_VEHICLE;
    }

    @Override
    public Availability availability() {
        return Availability.yes("always available (pure Java)");
    }

    @Override
    public Engine open(Plan plan, int batch, EngineOptions options) {
        return new PtxInterpreterEngine(plan, batch, options);
    }
}
