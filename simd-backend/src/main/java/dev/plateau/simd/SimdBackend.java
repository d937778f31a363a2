package dev.plateau.simd;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.EngineSetting;

/**
 * The Vector API backend ("simd"). This class never touches {@code jdk.incubator.vector} itself: it
 * first checks that the module is in the boot layer, and only then loads the classes that use it.
 *
 * <p>Its engines read two {@link EngineSetting}s from their {@link EngineOptions} ({@code
 * Simulator.Builder.setting}): {@link #LANES} and {@link #BLOCKS}. The vector width is one per JVM
 * ({@link #forceVectorBits}).
 */
public final class SimdBackend implements Backend {
    /** The name, "simd". */
    public static final String NAME = "simd";

    /**
     * The environments of one chunk, the rows' length: rounded up to a multiple of the vector length,
     * and no more than the batch needs. 0, the default, lets the engine choose (256 lanes and a
     * vector, fewer where a game's rows would not fit in the L2 cache; docs/performance.md).
     */
    public static final EngineSetting<Integer> LANES = EngineSetting.ofInt("simd.lanes", 0, 0, SimdEngine.MAX_LANES);

    /** When programs run compiled blocks (default {@link BlockMode#AUTO}). */
    public static final EngineSetting<BlockMode> BLOCKS = EngineSetting.ofEnum("simd.blocks", BlockMode.class,
            BlockMode.AUTO);

    /**
     * Forces the vector width of every simd engine in this JVM to {@code bits} (64, 128, 256 or
     * 512) instead of the platform's preferred one, so that a wide machine can run what a narrower
     * one would. Unlike the {@link EngineSetting}s this is per JVM, not per simulator: the kernels
     * take the width as a constant when their class loads, which is what lets the JIT compile them
     * to vector instructions; so call it before the first simd engine opens.
     *
     * @throws IllegalArgumentException if {@code bits} is not one of the widths above
     * @throws IllegalStateException if the engines already run at another width
     */
    public static void forceVectorBits(int bits) {
        VectorShape.force(bits);
    }

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
