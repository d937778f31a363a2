package dev.plateau.cuda.driver;

import dev.plateau.sim.BackendUnavailableException;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the CUDA driver library and loads it, once per JVM, before any binding is used.
 *
 * <p>The bindings ({@code dev.plateau.cuda.driver.bindings}) were generated without a library
 * name: they look symbols up in the libraries that this class loader has loaded. This class
 * chooses the file: the one given to {@link #use} if any (the tests give a fake driver), else
 * {@value #SONAME} as the dynamic linker finds it ({@code LD_LIBRARY_PATH}, the {@code ld.so}
 * cache, the system directories), and loads it with {@link System#load}.
 */
public final class CudaLibrary {
    /** The name under which NVIDIA's driver installs the library. */
    public static final String SONAME = "libcuda.so.1";

    /** Every entry point that the runtime calls, by the names the library exports. */
    static final List<String> ENTRY_POINTS = List.of(
            "cuGetErrorName", "cuGetErrorString", "cuInit", "cuDriverGetVersion",
            "cuDeviceGetCount", "cuDeviceGet", "cuDeviceGetName", "cuDeviceGetAttribute", "cuDeviceTotalMem_v2",
            "cuDevicePrimaryCtxRetain", "cuDevicePrimaryCtxRelease_v2", "cuCtxSetCurrent", "cuCtxSynchronize",
            "cuModuleLoadDataEx", "cuModuleUnload", "cuModuleGetFunction", "cuFuncGetAttribute",
            "cuMemAlloc_v2", "cuMemFree_v2", "cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2", "cuMemcpyDtoD_v2",
            "cuLaunchKernel");

    private static Path loaded;
    /** The file given to {@link #use}, or null for {@value #SONAME}. */
    private static Path chosen;

    private CudaLibrary() {}

    /**
     * Makes the cuda backend load the driver library from {@code file} rather than {@value #SONAME}
     * through the system's search. This is a setting of the JVM, not of one simulator (an {@code
     * EngineSetting}): the bindings find their symbols among the libraries the class loader has
     * loaded, so a JVM loads one driver library, once, and the backend's availability is probed with
     * it once for {@code Backends.available()}. Call it before the backend is first used.
     *
     * @param file the library's file, or null for {@value #SONAME}
     * @throws IllegalStateException if another library is already loaded
     */
    public static synchronized void use(Path file) {
        Path path = file == null ? null : file.toAbsolutePath().normalize();
        if (loaded != null && path != null && !loaded.equals(path)) {
            throw new IllegalStateException("the CUDA driver library is already loaded from " + loaded
                    + "; this JVM cannot also load " + path);
        }
        chosen = path;
    }

    /**
     * Loads the driver library chosen by {@link #use} (see the class comment); later calls return the
     * same file.
     *
     * @return the file loaded
     * @throws BackendUnavailableException with a one-line reason if there is none, or it is not a
     *     usable CUDA driver
     */
    public static Path load() {
        Path file;
        synchronized (CudaLibrary.class) {
            file = chosen;
        }
        return load(file == null ? null : file.toString());
    }

    /**
     * Loads the driver library from a file, or by {@value #SONAME} when {@code file} is null or
     * blank. One JVM uses one driver library: asking for another file once one is loaded fails.
     *
     * @throws BackendUnavailableException with a one-line reason
     */
    static synchronized Path load(String file) {
        Path path = file == null || file.isBlank() ? locate(SONAME) : explicit(file);
        if (loaded != null) {
            if (!loaded.equals(path)) {
                throw new BackendUnavailableException("the CUDA driver library is already loaded from " + loaded
                        + "; this JVM cannot also load " + path);
            }
            return loaded;
        }
        checkEntryPoints(path);
        try {
            System.load(path.toString());
        } catch (UnsatisfiedLinkError e) {
            throw new BackendUnavailableException(path + " cannot be loaded: " + e.getMessage());
        }
        loaded = path;
        return path;
    }

    /** The library loaded so far, if any. */
    static synchronized Optional<Path> loaded() {
        return Optional.ofNullable(loaded);
    }

    /** The file of a library name as the dynamic linker resolves it (dlopen, then dladdr). */
    static Path locate(String soname) {
        try (Arena arena = Arena.ofConfined()) {
            SymbolLookup library;
            try {
                library = SymbolLookup.libraryLookup(soname, arena);
            } catch (IllegalArgumentException e) {
                throw new BackendUnavailableException(soname + " not found (no NVIDIA driver installed)");
            }
            MemorySegment cuInit = library.find("cuInit").orElseThrow(() -> new BackendUnavailableException(
                    soname + " has no cuInit: it is not an NVIDIA driver library"));
            return fileOf(cuInit).orElseThrow(() -> new BackendUnavailableException(
                    soname + " was found, but its file could not be determined (dladdr failed)"));
        }
    }

    private static Path explicit(String file) {
        Path path = Path.of(file).toAbsolutePath().normalize();
        if (!Files.isRegularFile(path)) {
            throw new BackendUnavailableException("no CUDA driver library at " + file);
        }
        return path;
    }

    /** Checks that the library opens and exports every entry point, before it is loaded for good. */
    private static void checkEntryPoints(Path path) {
        try (Arena arena = Arena.ofConfined()) {
            SymbolLookup library;
            try {
                library = SymbolLookup.libraryLookup(path, arena);
            } catch (IllegalArgumentException e) {
                throw new BackendUnavailableException(path + " cannot be loaded: " + e.getMessage());
            }
            List<String> missing = new ArrayList<>();
            for (String name : ENTRY_POINTS) {
                if (library.find(name).isEmpty()) {
                    missing.add(name);
                }
            }
            if (!missing.isEmpty()) {
                throw new BackendUnavailableException(path + " lacks " + String.join(", ", missing)
                        + " (an NVIDIA driver for CUDA 12.0 or newer is needed)");
            }
        }
    }

    /** The file that holds a symbol: {@code dladdr}'s {@code dli_fname}, else the mapping in /proc/self/maps. */
    private static Optional<Path> fileOf(MemorySegment symbol) {
        Linker linker = Linker.nativeLinker();
        Optional<MemorySegment> dladdr = linker.defaultLookup().find("dladdr");
        if (dladdr.isPresent()) {
            // Dl_info: dli_fname, dli_fbase, dli_sname, dli_saddr
            MemoryLayout info = MemoryLayout.structLayout(ValueLayout.ADDRESS, ValueLayout.ADDRESS,
                    ValueLayout.ADDRESS, ValueLayout.ADDRESS);
            MethodHandle call = linker.downcallHandle(dladdr.get(),
                    FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment out = arena.allocate(info);
                int found = (int) call.invokeExact(symbol, out);
                MemorySegment name = out.get(ValueLayout.ADDRESS, 0);
                if (found != 0 && !name.equals(MemorySegment.NULL)) {
                    return Optional.of(Path.of(name.reinterpret(Long.MAX_VALUE).getString(0)).toAbsolutePath());
                }
            } catch (Throwable e) {
                // fall through to /proc/self/maps
            }
        }
        return mappedFile(symbol.address());
    }

    private static Optional<Path> mappedFile(long address) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
                String[] parts = line.trim().split("\\s+", 6);
                if (parts.length == 6 && parts[5].startsWith("/")) {
                    String[] range = parts[0].split("-");
                    long from = Long.parseUnsignedLong(range[0], 16);
                    long to = Long.parseUnsignedLong(range[1], 16);
                    if (Long.compareUnsigned(address, from) >= 0 && Long.compareUnsigned(address, to) < 0) {
                        return Optional.of(Path.of(parts[5]));
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc: not Linux, or not readable
        }
        return Optional.empty();
    }
}
