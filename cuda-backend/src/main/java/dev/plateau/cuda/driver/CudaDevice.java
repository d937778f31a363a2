package dev.plateau.cuda.driver;

import dev.plateau.cuda.driver.bindings.cuda_h;
import dev.plateau.cuda.ptx.PtxTarget;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Locale;

/**
 * A CUDA device, as {@link Cuda#device(int)} found it.
 *
 * @param ordinal its number among the devices, 0 … {@link Cuda#deviceCount()} − 1
 * @param handle the driver's {@code CUdevice}
 * @param name e.g. "NVIDIA H100 80GB HBM3"
 * @param major the compute capability's major version (9 for Hopper)
 * @param minor the compute capability's minor version
 * @param totalMemory the device memory, in bytes
 */
public record CudaDevice(int ordinal, int handle, String name, int major, int minor, long totalMemory) {
    /** The oldest compute capability that Plateau's kernels (PTX ISA 8.0, sm_80) run on: 8.0. */
    public static final int MIN_MAJOR = 8;

    /** Whether Plateau's kernels run on this device (compute capability ≥ 8.0). */
    public boolean supported() {
        return major >= MIN_MAJOR;
    }

    /**
     * The PTX target for this device: {@code sm_90} from compute capability 9.0 on, {@code sm_80}
     * for 8.x.
     *
     * @throws IllegalStateException if the device is older than 8.0
     */
    public PtxTarget ptxTarget() {
        if (!supported()) {
            throw new IllegalStateException(unsupportedReason());
        }
        return major >= 9 ? PtxTarget.SM_90 : PtxTarget.SM_80;
    }

    /** Why the device cannot run Plateau's kernels (for a device that is not {@link #supported()}). */
    public String unsupportedReason() {
        return "CUDA device " + ordinal + " (" + name + ") has compute capability " + major + "." + minor
                + "; Plateau's kernels need " + MIN_MAJOR + ".0 or newer";
    }

    /**
     * Retains the device's primary context ({@code cuDevicePrimaryCtxRetain}); closing the result
     * releases it.
     */
    public CudaContext retainPrimaryContext() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment context = arena.allocate(ValueLayout.ADDRESS);
            Cuda.check(cuda_h.cuDevicePrimaryCtxRetain(context, handle), "cuDevicePrimaryCtxRetain");
            return new CudaContext(this, context.get(ValueLayout.ADDRESS, 0));
        }
    }

    /** One line: number, name, compute capability, memory. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "device %d: %s, compute capability %d.%d, %.1f GiB", ordinal, name, major,
                minor, totalMemory / (double) (1L << 30));
    }
}
