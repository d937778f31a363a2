package dev.plateau.cuda.driver;

import dev.plateau.sim.Availability;
import dev.plateau.sim.BackendUnavailableException;

/**
 * Whether the cuda backend can run here, and on which device: the driver library loads, cuInit
 * succeeds, the driver is new enough, the chosen device exists and has compute capability ≥ 8.0.
 * Running the probe never throws; a failure is an unavailable result with a one-line reason.
 *
 * @param availability the answer for {@code plateau backends}
 * @param device the device to run on, or null when unavailable
 */
record CudaProbe(Availability availability, CudaDevice device) {
    /** The system property that chooses the device by ordinal (default 0). */
    static final String DEVICE_PROPERTY = "plateau.cuda.device";

    /** The oldest driver that runs PTX ISA 8.0: CUDA 12.0. */
    static final int MIN_DRIVER_VERSION = 12000;

    /** The probe of this JVM, run once: the library of {@link CudaLibrary#PROPERTY}, the device of {@link #DEVICE_PROPERTY}. */
    static CudaProbe system() {
        return OfThisJvm.RESULT;
    }

    /** Holder: the probe runs when {@link #system()} is first called, not when this class loads. */
    private static final class OfThisJvm {
        static final CudaProbe RESULT = run(System.getProperty(CudaLibrary.PROPERTY),
                System.getProperty(DEVICE_PROPERTY));
    }

    /**
     * Runs the probe.
     *
     * @param library the driver library's file, or null for {@value CudaLibrary#SONAME}
     * @param deviceOrdinal the device's ordinal as text, or null for 0
     */
    static CudaProbe run(String library, String deviceOrdinal) {
        try {
            CudaLibrary.load(library);
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

    private static int ordinal(String text, int count) {
        int ordinal;
        try {
            ordinal = text == null || text.isBlank() ? 0 : Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new BackendUnavailableException(DEVICE_PROPERTY + "=" + text + " is not a device number");
        }
        if (ordinal < 0 || ordinal >= count) {
            throw new BackendUnavailableException(DEVICE_PROPERTY + "=" + text + ", but the CUDA devices are 0 … "
                    + (count - 1));
        }
        return ordinal;
    }

    private static CudaProbe no(String reason) {
        return new CudaProbe(Availability.no(reason), null);
    }
}
