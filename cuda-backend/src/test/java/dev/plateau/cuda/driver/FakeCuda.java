package dev.plateau.cuda.driver;

import static org.junit.jupiter.api.Assumptions.abort;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.cuda.ptx.KernelParam;
import dev.plateau.cuda.ptx.interp.DeviceMemory;
import dev.plateau.cuda.ptx.interp.PtxInterpreter;
import dev.plateau.sim.BackendUnavailableException;
import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The fake CUDA driver of {@code src/test/c/fake_cuda.c}: compiled with gcc into
 * {@code target/fake-cuda/libcuda.so.1} once per JVM, loaded as this JVM's driver library through
 * {@link CudaLibrary} (the file that {@value #LIBRARY_PROPERTY} names, else that default path),
 * with its control functions bound here and its launch hook installed: every kernel launch runs
 * the launched kernel of the loaded PTX text with the project's {@link PtxInterpreter}, directly
 * on the fake's device memory (host memory, attached to the interpreter's {@link DeviceMemory}).
 * The compiler is {@code $CC}, else gcc; where it cannot be run, {@link #get()} aborts the calling
 * test with the reason (printed too).
 */
final class FakeCuda {
    /**
     * The test-only system property that names the fake's file (surefire's fake-driver execution
     * sets it); the tests that need this JVM's driver to be the fake give it to {@link CudaLibrary#use}.
     */
    static final String LIBRARY_PROPERTY = "plateau.test.cuda.library";

    /** Where the library is built unless {@value #LIBRARY_PROPERTY} says otherwise (relative to the module). */
    static final Path DEFAULT_LIBRARY = Path.of("target", "fake-cuda", "libcuda.so.1");
    static final Path SOURCE = Path.of("src", "test", "c", "fake_cuda.c");

    static final int CUDA_ERROR_INVALID_VALUE = 1;
    static final int CUDA_ERROR_OUT_OF_MEMORY = 2;
    static final int CUDA_ERROR_NO_DEVICE = 100;
    static final int CUDA_ERROR_INVALID_CONTEXT = 201;
    static final int CUDA_ERROR_INVALID_PTX = 218;
    static final int CUDA_ERROR_NOT_FOUND = 500;
    static final int CUDA_ERROR_LAUNCH_FAILED = 719;

    /** One launch as the fake saw it. */
    record Launch(String entry, String target, int grid, int block) {}

    private static FakeCuda instance;
    private static String unavailable;

    private final Path library;
    private final MethodHandle failCall;
    private final MethodHandle setDevice;
    private final MethodHandle reset;
    private final MethodHandle liveAllocations;
    private final MethodHandle liveModules;
    private final MethodHandle contextRefs;
    private final MethodHandle leakedAtRelease;
    private final MethodHandle callCount;
    private final MethodHandle allocationSize;
    private final Map<String, PtxInterpreter> modules = new HashMap<>();
    private final List<Launch> launches = new ArrayList<>();
    private volatile boolean failNextKernel;
    private volatile Throwable lastKernelFailure;

    private FakeCuda(Path library) throws ReflectiveOperationException {
        this.library = library;
        SymbolLookup lookup = SymbolLookup.loaderLookup();
        Linker linker = Linker.nativeLinker();
        var A = ValueLayout.ADDRESS;
        var I = ValueLayout.JAVA_INT;
        var J = ValueLayout.JAVA_LONG;
        failCall = linker.downcallHandle(lookup.findOrThrow("fake_cuda_fail_call"), FunctionDescriptor.ofVoid(A, I, I));
        setDevice = linker.downcallHandle(lookup.findOrThrow("fake_cuda_set_device"), FunctionDescriptor.ofVoid(A, I, I, I));
        reset = linker.downcallHandle(lookup.findOrThrow("fake_cuda_reset"), FunctionDescriptor.ofVoid());
        liveAllocations = linker.downcallHandle(lookup.findOrThrow("fake_cuda_live_allocations"), FunctionDescriptor.of(J));
        liveModules = linker.downcallHandle(lookup.findOrThrow("fake_cuda_live_modules"), FunctionDescriptor.of(J));
        contextRefs = linker.downcallHandle(lookup.findOrThrow("fake_cuda_context_refs"), FunctionDescriptor.of(I));
        leakedAtRelease = linker.downcallHandle(lookup.findOrThrow("fake_cuda_leaked_at_release"), FunctionDescriptor.of(J));
        callCount = linker.downcallHandle(lookup.findOrThrow("fake_cuda_call_count"), FunctionDescriptor.of(J, A));
        allocationSize = linker.downcallHandle(lookup.findOrThrow("fake_cuda_allocation_size"), FunctionDescriptor.of(J, J));
        MethodHandle onLaunch = MethodHandles.lookup().bind(this, "onLaunch", MethodType.methodType(int.class,
                MemorySegment.class, MemorySegment.class, int.class, int.class, int.class, int.class, int.class,
                int.class, MemorySegment.class));
        MemorySegment hook = linker.upcallStub(onLaunch, FunctionDescriptor.of(I, A, A, I, I, I, I, I, I, A),
                Arena.global());
        MethodHandle setHook = linker.downcallHandle(lookup.findOrThrow("fake_cuda_set_launch_hook"),
                FunctionDescriptor.ofVoid(A));
        try {
            setHook.invokeExact(hook);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** The fake driver, built and loaded on first use; aborts the test where gcc is missing. */
    static synchronized FakeCuda get() {
        if (instance == null && unavailable == null) {
            try {
                Path library = libraryPath();
                String failure = build(library);
                if (failure != null) {
                    unavailable = failure;
                } else {
                    CudaLibrary.use(library);
                    CudaLibrary.load();
                    instance = new FakeCuda(library);
                }
            } catch (BackendUnavailableException e) {
                unavailable = "this JVM already uses another driver library (" + e.getMessage() + ")";
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalStateException("the fake CUDA driver could not be set up", e);
            }
            if (unavailable != null) {
                System.out.println("skipping the fake-driver tests: " + unavailable);
            }
        }
        if (instance == null) {
            abort(unavailable);
        }
        return instance;
    }

    /**
     * Skips a test of the real driver in a JVM whose driver library is the fake: surefire's
     * fake-driver execution (which -Dtest=… can bring a real-driver test into), or one where a
     * fake-driver test ran first.
     */
    static void assumeRealDriverJvm() {
        assumeFalse(Boolean.getBoolean("plateau.test.fakeDriverJvm"), "a real-driver test, skipped in the fake-driver JVM");
        assumeFalse(CudaLibrary.loaded().filter(p -> p.equals(libraryPath())).isPresent(),
                "a real-driver test, skipped: this JVM's driver library is the fake one");
    }

    /** The file the fake is built into: {@value #LIBRARY_PROPERTY}, else {@link #DEFAULT_LIBRARY}. */
    static Path libraryPath() {
        String property = System.getProperty(LIBRARY_PROPERTY);
        return (property == null || property.isBlank() ? DEFAULT_LIBRARY : Path.of(property)).toAbsolutePath();
    }

    /** The C compiler: $CC, else gcc. */
    private static String compiler() {
        String cc = System.getenv("CC");
        return cc == null || cc.isBlank() ? "gcc" : cc.strip();
    }

    /** Compiles the fake; returns why it cannot be, or null. */
    private static String build(Path library) {
        try {
            Files.createDirectories(library.getParent());
            Path log = library.resolveSibling("gcc.log");
            Process gcc;
            try {
                gcc = new ProcessBuilder(compiler(), "-shared", "-fPIC", "-O1", "-Wall", "-Wextra", "-Werror",
                        "-Wl,-soname,libcuda.so.1", "-o", library.toString(), SOURCE.toAbsolutePath().toString())
                        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            } catch (IOException e) {
                return compiler() + " cannot be run (" + e.getMessage() + "), so the fake libcuda.so.1 cannot be built";
            }
            if (!gcc.waitFor(120, TimeUnit.SECONDS)) {
                gcc.destroyForcibly();
                return "gcc did not finish within 2 minutes";
            }
            if (gcc.exitValue() != 0) {
                throw new IllegalStateException("gcc failed to build the fake driver:\n" + Files.readString(log));
            }
            return null;
        } catch (IOException e) {
            throw new IllegalStateException("cannot build the fake driver into " + library, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A fresh probe of the fake driver (as the backend's, but not cached: the fake may have changed). */
    CudaProbe probe() {
        return CudaProbe.run(library.toString(), 0);
    }

    /** The fake's library file. */
    Path library() {
        return library;
    }

    /**
     * The launch hook, called by the fake's cuLaunchKernel on the launching thread: decodes the
     * packed parameters by the kernel's ABI, attaches the fake's buffers to an interpreter memory,
     * and runs the kernel. Returns a CUresult; never throws (an exception would crash the JVM).
     */
    private int onLaunch(MemorySegment entryName, MemorySegment ptxText, int gridX, int gridY, int gridZ, int blockX,
            int blockY, int blockZ, MemorySegment kernelParams) {
        try {
            String entry = entryName.reinterpret(Long.MAX_VALUE).getString(0);
            String ptx = ptxText.reinterpret(Long.MAX_VALUE).getString(0, StandardCharsets.US_ASCII);
            if (gridY != 1 || gridZ != 1 || blockY != 1 || blockZ != 1) {
                throw new IllegalStateException("a launch that is not one-dimensional: grid " + gridX + "×" + gridY
                        + "×" + gridZ + ", block " + blockX + "×" + blockY + "×" + blockZ);
            }
            Kernel kernel = kernel(entry);
            PtxInterpreter module;
            synchronized (modules) {
                module = modules.computeIfAbsent(ptx, PtxInterpreter::load);
                launches.add(new Launch(entry, module.target(), gridX, blockX));
            }
            if (failNextKernel) {
                failNextKernel = false;
                return CUDA_ERROR_LAUNCH_FAILED;
            }
            List<KernelParam> params = kernel.params();
            MemorySegment pointers = kernelParams.reinterpret(8L * params.size());
            long[] values = new long[params.size()];
            try (DeviceMemory memory = new DeviceMemory()) {
                for (int i = 0; i < params.size(); i++) {
                    KernelParam p = params.get(i);
                    MemorySegment arg = pointers.getAtIndex(ValueLayout.ADDRESS, i).reinterpret(p.bytes());
                    long value = p.bytes() == 4 ? Integer.toUnsignedLong(arg.get(ValueLayout.JAVA_INT, 0))
                            : arg.get(ValueLayout.JAVA_LONG, 0);
                    if (p == KernelParam.STATE || p == KernelParam.ACTIONS || p == KernelParam.SUMS) {
                        long size = (long) allocationSize.invokeExact(value);
                        if (size == 0) {
                            throw new IllegalStateException(p + " = 0x" + Long.toHexString(value)
                                    + " is not the start of a live device allocation");
                        }
                        value = memory.attach(MemorySegment.ofAddress(value).reinterpret(size));
                    }
                    values[i] = value;
                }
                module.launch(entry, gridX, blockX, values, memory, null, 1);
            }
            return 0;
        } catch (Throwable e) {
            lastKernelFailure = e;
            return CUDA_ERROR_LAUNCH_FAILED;
        }
    }

    private static Kernel kernel(String entry) {
        for (Kernel k : Kernel.values()) {
            if (k.entry().equals(entry)) {
                return k;
            }
        }
        throw new IllegalStateException("no kernel is called " + entry);
    }

    /** Makes the next kernel launched fail on the "device" (reported at the next synchronisation). */
    void failNextKernel() {
        failNextKernel = true;
    }

    /** What made the last failing kernel fail (null if none did). */
    Throwable lastKernelFailure() {
        return lastKernelFailure;
    }

    /** The launches so far, oldest first. */
    List<Launch> launches() {
        synchronized (modules) {
            return List.copyOf(launches);
        }
    }

    /** Forgets planned failures, the device settings, the leak count and the launches. */
    void reset() {
        call(() -> {
            reset.invokeExact();
        });
        synchronized (modules) {
            launches.clear();
        }
        failNextKernel = false;
        lastKernelFailure = null;
    }

    /** Makes the nth next call of an entry point (1: the next) return {@code result}. */
    void failCall(String entryPoint, int nth, int result) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment name = arena.allocateFrom(entryPoint);
            call(() -> {
                failCall.invokeExact(name, nth, result);
            });
        }
    }

    /** Makes the next call of an entry point return {@code result}. */
    void failNext(String entryPoint, int result) {
        failCall(entryPoint, 1, result);
    }

    /** Changes the fake device (count 0: none). */
    void setDevice(String name, int major, int minor, int count) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment n = arena.allocateFrom(name);
            call(() -> {
                setDevice.invokeExact(n, major, minor, count);
            });
        }
    }

    long liveAllocations() {
        return longCall(liveAllocations);
    }

    long liveModules() {
        return longCall(liveModules);
    }

    long leakedAtRelease() {
        return longCall(leakedAtRelease);
    }

    int contextRefs() {
        try {
            return (int) contextRefs.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /** How often an entry point has been called so far. */
    long calls(String entryPoint) {
        try (Arena arena = Arena.ofConfined()) {
            return (long) callCount.invokeExact(arena.allocateFrom(entryPoint));
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private static long longCall(MethodHandle h) {
        try {
            return (long) h.invokeExact();
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private interface NativeCall {
        void run() throws Throwable;
    }

    private static void call(NativeCall c) {
        try {
            c.run();
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }
}
