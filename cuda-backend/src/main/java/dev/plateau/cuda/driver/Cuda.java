package dev.plateau.cuda.driver;

import dev.plateau.cuda.driver.bindings.cuda_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.function.Supplier;

/**
 * The driver as a whole: initialisation, the driver's version, device discovery, and the one
 * {@link #check} that turns a {@code CUresult} into a {@link CudaException}. Every call needs the
 * library loaded first ({@link CudaLibrary#load()}). Temporaries live in confined arenas.
 */
public final class Cuda {
    private Cuda() {}

    /**
     * Initialises the driver ({@code cuInit(0)}; repeated calls are harmless), first loading the
     * driver library with {@link CudaLibrary#load()} if none is loaded yet.
     *
     * @return the CUDA version that the driver supports, e.g. 13000 for 13.0
     * @throws dev.plateau.sim.BackendUnavailableException if there is no usable driver library
     * @throws CudaException if {@code cuInit} fails (for example CUDA_ERROR_NO_DEVICE)
     */
    public static int initialize() {
        if (CudaLibrary.loaded().isEmpty()) {
            CudaLibrary.load();
        }
        check(cuda_h.cuInit(0), "cuInit");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment version = arena.allocate(ValueLayout.JAVA_INT);
            check(cuda_h.cuDriverGetVersion(version), "cuDriverGetVersion");
            return version.get(ValueLayout.JAVA_INT, 0);
        }
    }

    /** A CUDA version number (1000 · major + 10 · minor) as text: 13000 is "13.0". */
    public static String versionText(int version) {
        return version / 1000 + "." + version % 1000 / 10;
    }

    /** The number of CUDA devices ({@link #initialize()} first). */
    public static int deviceCount() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(ValueLayout.JAVA_INT);
            check(cuda_h.cuDeviceGetCount(count), "cuDeviceGetCount");
            return count.get(ValueLayout.JAVA_INT, 0);
        }
    }

    /** A device's name, compute capability and memory ({@link #initialize()} first). */
    public static CudaDevice device(int ordinal) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment handle = arena.allocate(ValueLayout.JAVA_INT);
            check(cuda_h.cuDeviceGet(handle, ordinal), "cuDeviceGet");
            int device = handle.get(ValueLayout.JAVA_INT, 0);
            MemorySegment name = arena.allocate(256);
            check(cuda_h.cuDeviceGetName(name, (int) name.byteSize(), device), "cuDeviceGetName");
            MemorySegment value = arena.allocate(ValueLayout.JAVA_INT);
            check(cuda_h.cuDeviceGetAttribute(value, cuda_h.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR(), device),
                    "cuDeviceGetAttribute");
            int major = value.get(ValueLayout.JAVA_INT, 0);
            check(cuda_h.cuDeviceGetAttribute(value, cuda_h.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR(), device),
                    "cuDeviceGetAttribute");
            int minor = value.get(ValueLayout.JAVA_INT, 0);
            MemorySegment bytes = arena.allocate(ValueLayout.JAVA_LONG);
            check(cuda_h.cuDeviceTotalMem_v2(bytes, device), "cuDeviceTotalMem_v2");
            return new CudaDevice(ordinal, device, name.getString(0).strip(), major, minor,
                    bytes.get(ValueLayout.JAVA_LONG, 0));
        }
    }

    /**
     * Throws if a driver call failed.
     *
     * @param result the call's {@code CUresult}
     * @param call the entry point's name, as the library exports it
     * @throws CudaException naming the call, the error's name and the driver's text
     */
    public static void check(int result, String call) {
        if (result != 0) {
            throw error(result, call, null);
        }
    }

    /** Like {@link #check(int, String)}, with more lines for the message (computed only on failure). */
    static void check(int result, String call, Supplier<String> details) {
        if (result != 0) {
            throw error(result, call, details.get());
        }
    }

    private static CudaException error(int result, String call, String details) {
        return new CudaException(call, result, errorName(result), errorString(result), details);
    }

    /** {@code cuGetErrorName}, or "CUresult N" for a code the driver does not know. */
    static String errorName(int result) {
        String name = describe(result, true);
        return name == null ? "CUresult " + result : name;
    }

    /** {@code cuGetErrorString}, or "unknown error" for a code the driver does not know. */
    static String errorString(int result) {
        String text = describe(result, false);
        return text == null ? "unknown error" : text;
    }

    private static String describe(int result, boolean name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment text = arena.allocate(ValueLayout.ADDRESS);
            int r = name ? cuda_h.cuGetErrorName(result, text) : cuda_h.cuGetErrorString(result, text);
            MemorySegment s = text.get(cuda_h.C_POINTER, 0);
            return r != 0 || s.equals(MemorySegment.NULL) ? null : s.getString(0);
        }
    }
}
