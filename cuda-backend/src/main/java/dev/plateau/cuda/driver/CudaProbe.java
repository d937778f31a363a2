package dev.plateau.cuda.driver;

import dev.plateau.sim.Availability;
import dev.plateau.sim.BackendUnavailableException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether the cuda backend can run here, and on which device: the driver library loads, cuInit
 * succeeds, the driver is new enough, the chosen device exists and has compute capability ≥ 8.0.
 * Running the probe never throws; a failure is an unavailable result with a one-line reason.
 *
 * @param availability the answer for {@code plateau backends}
 * @param device the device to run on, or null when unavailable
 */
record CudaProbe(Availability availability, CudaDevice device) {
    /** The oldest driver that runs PTX ISA 8.0: CUDA 12.0. */
    static final int MIN_DRIVER_VERSION = 12000;

    /** The probes of this JVM, by device ordinal: each runs once, with the library of {@link CudaLibrary#use}. */
    private static final Map<Integer, CudaProbe> OF_THIS_JVM = new ConcurrentHashMap<>();

    /** The probe of device {@code ordinal} on this JVM's driver library, run when first asked for. */
    static CudaProbe system(int ordinal) {
        return OF_THIS_JVM.computeIfAbsent(ordinal, o -> run(null, o));
    }

    /**
     * Runs the probe.
     *
     * @param library the driver library's file, or null for the one {@link CudaLibrary#load()} chooses
     * @param deviceOrdinal the device's ordinal ({@link CudaBackend#DEVICE})
     */
    static CudaProbe run(String library, int deviceOrdinal) {
        try {
            if (library == null) {
                CudaLibrary.load();
            } else {
                CudaLibrary.load(library);
            }
            int version = Cuda.initialize();
            String driver = "driver for CUDA " + Cuda.versionText(version);
            if (version < MIN_DRIVER_VERSION) {
                return no("the NVIDIA " + driver + " is too old: Plateau's PTX (ISA 8.0) needs one for CUDA "
                        + Cuda.versionText(MIN_DRIVER_VERSION) + " or newer");
            }
            int count = Cuda.deviceCount();
            if (count == 0) {
                return no("no CUDA device found (" + driver + ")");
            }
            int ordinal = ordinal(deviceOrdinal, count);
            CudaDevice device = Cuda.device(ordinal);
            if (!device.supported()) {
                return no(device.unsupportedReason());
            }
            return new CudaProbe(Availability.yes(device + ", " + driver + ", PTX for " + device.ptxTarget().arch()),
                    device);
        } catch (BackendUnavailableException | CudaException e) {
            return no(e.getMessage().lines().findFirst().orElse(""));
        } catch (RuntimeException | LinkageError e) {
            return no("the CUDA driver could not be used: " + e);
        }
    }

    private static int ordinal(int ordinal, int count) {
        if (ordinal >= count) {
            throw new BackendUnavailableException(CudaBackend.DEVICE.name() + "=" + ordinal
                    + ", but the CUDA devices are 0 … " + (count - 1));
        }
        return ordinal;
    }

    private static CudaProbe no(String reason) {
        return new CudaProbe(Availability.no(reason), null);
    }
}
