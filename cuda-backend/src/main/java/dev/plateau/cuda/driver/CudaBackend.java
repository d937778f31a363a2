package dev.plateau.cuda.driver;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.EngineSetting;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The backend "cuda": the plan's PTX kernels on an NVIDIA GPU through the CUDA driver, one
 * environment per thread, the state kept in device memory. It ranks above every other backend
 * ({@link BackendPriority#GPU}), so "best" chooses it where a usable GPU is present.
 *
 * <p>Nothing hardware-bound happens until {@link #availability()} or {@link #open} is called:
 * the first call loads the driver library (the file given to {@link CudaLibrary#use}, else
 * {@value CudaLibrary#SONAME}) and initialises it, once per JVM, and each device is probed once.
 * An engine runs on the device of the setting {@link #DEVICE} (default 0; {@link #availability()}
 * reports that one) with blocks of {@link #BLOCK} threads (default {@value #DEFAULT_BLOCK}, at most
 * the kernels' limit): {@link dev.plateau.sim.EngineSetting}s of the simulator's {@link EngineOptions}.
 */
public final class CudaBackend implements Backend {
    /** The name, "cuda". */
    public static final String NAME = "cuda";

    /** Threads per block unless {@link #BLOCK} says otherwise. */
    public static final int DEFAULT_BLOCK = 256;

    /** The threads per block of every launch, 1 to 1024 (default {@value #DEFAULT_BLOCK}). */
    public static final EngineSetting<Integer> BLOCK = EngineSetting.ofInt("cuda.block", DEFAULT_BLOCK, 1, 1024);

    /**
     * The device an engine runs on, by the driver's ordinal (default 0). A device that is not there
     * makes {@link #open} fail with the devices that are.
     */
    public static final EngineSetting<Integer> DEVICE = EngineSetting.ofInt("cuda.device", 0, 0, 1023);

    private final IntFunction<CudaProbe> probes;
    private final Integer block;

    /** The backend on this JVM's driver (the service that {@code ServiceLoader} finds). */
    public CudaBackend() {
        this(CudaProbe::system, null);
    }

    /**
     * A backend on a given probe, whatever the device, for tests.
     *
     * @param block threads per block, or null for the options' {@link #BLOCK}
     */
    CudaBackend(Supplier<CudaProbe> probe, Integer block) {
        this(device -> probe.get(), block);
    }

    /**
     * A backend on given probes, by device ordinal, for tests.
     *
     * @param block threads per block, or null for the options' {@link #BLOCK}
     */
    CudaBackend(IntFunction<CudaProbe> probes, Integer block) {
        this.probes = probes;
        this.block = block;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the GPU: PTX kernels through the CUDA driver (FFM), one environment per thread, state on the device";
    }

    @Override
    public int priority() {
        return BackendPriority.GPU;
    }

    @Override
    public Availability availability() {
        try {
            return probes.apply(DEVICE.defaultValue()).availability();
        } catch (RuntimeException | LinkageError e) {
            return Availability.no("the CUDA driver could not be used: " + e);
        }
    }

    /**
     * Opens an engine on the device.
     *
     * @throws BackendUnavailableException if the backend cannot run here (with the reason)
     * @throws CudaException if a driver call fails (out of device memory, say)
     */
    @Override
    public Engine open(Plan plan, int batch, EngineOptions options) {
        CudaProbe p = probes.apply(options.get(DEVICE));
        if (!p.availability().available()) {
            throw new BackendUnavailableException("backend `" + NAME + "` is not available here: "
                    + p.availability().detail());
        }
        return new CudaEngine(p.device(), plan, batch, options, block == null ? options.get(BLOCK) : block);
    }
}
