package dev.plateau.cuda.driver;

import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import java.util.function.Supplier;

/**
 * The backend "cuda": the plan's PTX kernels on an NVIDIA GPU through the CUDA driver, one
 * environment per thread, the state kept in device memory. It ranks above every other backend
 * ({@link BackendPriority#GPU}), so "best" chooses it where a usable GPU is present.
 *
 * <p>Nothing hardware-bound happens until {@link #availability()} or {@link #open} is called:
 * the first call loads the driver library ({@value CudaLibrary#PROPERTY}, else
 * {@value CudaLibrary#SONAME}), initialises it and picks the device
 * ({@code plateau.cuda.device}, default 0), once per JVM. Launches use blocks of
 * {@code plateau.cuda.block} threads (default {@value #DEFAULT_BLOCK}, at most the kernels' limit).
 */
public final class CudaBackend implements Backend {
    /** The name, "cuda". */
    public static final String NAME = "cuda";

    /** The system property that sets the threads per block of every launch. */
    public static final String BLOCK_PROPERTY = "plateau.cuda.block";

    /** Threads per block unless {@value #BLOCK_PROPERTY} says otherwise. */
    public static final int DEFAULT_BLOCK = 256;

    private final Supplier<CudaProbe> probe;
    private final Integer block;

    /** The backend on this JVM's driver and device (the service that {@code ServiceLoader} finds). */
    public CudaBackend() {
        this(CudaProbe::system, null);
    }

    /**
     * A backend on a given probe, for tests.
     *
     * @param block threads per block, or null for {@value #BLOCK_PROPERTY}
     */
    CudaBackend(Supplier<CudaProbe> probe, Integer block) {
        this.probe = probe;
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
            return probe.get().availability();
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
        CudaProbe p = probe.get();
        if (!p.availability().available()) {
            throw new BackendUnavailableException("backend `" + NAME + "` is not available here: "
                    + p.availability().detail());
        }
        return new CudaEngine(p.device(), plan, batch, options, block == null ? blockFromProperty() : block);
    }

    private static int blockFromProperty() {
        String text = System.getProperty(BLOCK_PROPERTY);
        if (text == null || text.isBlank()) {
            return DEFAULT_BLOCK;
        }
        try {
            int value = Integer.parseInt(text.strip());
            if (value >= 1 && value <= 1024) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(BLOCK_PROPERTY + "=" + text + ": threads per block must be 1 … 1024");
    }
}
