package dev.plateau.cuda.driver;

import dev.plateau.cuda.driver.bindings.cuda_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;

/**
 * A module loaded from PTX text into a {@link CudaContext} ({@code cuModuleLoadDataEx}), unloaded
 * by {@link #close()} ({@code cuModuleUnload}).
 */
public final class CudaModule implements AutoCloseable {
    /** Bytes of each JIT log buffer (the info log and the error log). */
    static final int LOG_BYTES = 1 << 16;

    private final CudaContext context;
    private final MemorySegment handle;
    private final String infoLog;
    private boolean closed;

    private CudaModule(CudaContext context, MemorySegment handle, String infoLog) {
        this.context = context;
        this.handle = handle;
        this.infoLog = infoLog;
    }

    /** Loads PTX with the JIT's info and error logs captured; the context is current. */
    static CudaModule load(CudaContext context, String ptx) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment image = arena.allocateFrom(ptx, StandardCharsets.US_ASCII);
            // One byte more than the driver is told, so that a full log still ends with a NUL.
            MemorySegment info = arena.allocate(LOG_BYTES + 1);
            MemorySegment errors = arena.allocate(LOG_BYTES + 1);
            int[] keys = {
                cuda_h.CU_JIT_INFO_LOG_BUFFER(), cuda_h.CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES(),
                cuda_h.CU_JIT_ERROR_LOG_BUFFER(), cuda_h.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES(),
                cuda_h.CU_JIT_LOG_VERBOSE(),
            };
            MemorySegment[] values = {
                info, MemorySegment.ofAddress(LOG_BYTES), errors, MemorySegment.ofAddress(LOG_BYTES),
                MemorySegment.ofAddress(1),
            };
            MemorySegment options = arena.allocateFrom(ValueLayout.JAVA_INT, keys);
            MemorySegment optionValues = arena.allocate(ValueLayout.ADDRESS, values.length);
            for (int i = 0; i < values.length; i++) {
                optionValues.setAtIndex(ValueLayout.ADDRESS, i, values[i]);
            }
            MemorySegment module = arena.allocate(ValueLayout.ADDRESS);
            int result = cuda_h.cuModuleLoadDataEx(module, image, keys.length, options, optionValues);
            Cuda.check(result, "cuModuleLoadDataEx", () -> jitLogs(errors.getString(0), info.getString(0)));
            return new CudaModule(context, module.get(ValueLayout.ADDRESS, 0), info.getString(0).strip());
        }
    }

    private static String jitLogs(String errors, String info) {
        StringBuilder s = new StringBuilder();
        s.append("JIT error log:\n").append(errors.isBlank() ? "(empty)" : errors.strip());
        if (!info.isBlank()) {
            s.append("\nJIT info log:\n").append(info.strip());
        }
        return s.toString();
    }

    /** The JIT's info log of the load (with register and memory use per kernel); may be empty. */
    public String infoLog() {
        return infoLog;
    }

    /**
     * A kernel of the module ({@code cuModuleGetFunction}).
     *
     * @throws CudaException if the module has no entry of this name (CUDA_ERROR_NOT_FOUND)
     */
    public CudaFunction function(String entry) {
        ensureOpen();
        context.makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment function = arena.allocate(ValueLayout.ADDRESS);
            Cuda.check(cuda_h.cuModuleGetFunction(function, handle, arena.allocateFrom(entry)), "cuModuleGetFunction",
                    () -> "(entry `" + entry + "`)");
            return new CudaFunction(this, entry, function.get(ValueLayout.ADDRESS, 0));
        }
    }

    CudaContext context() {
        return context;
    }

    synchronized void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the CUDA module has been unloaded");
        }
    }

    /** Unloads the module; closing twice does nothing. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        context.release(this, () -> cuda_h.cuModuleUnload(handle), "cuModuleUnload");
    }
}
