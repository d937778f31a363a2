package dev.plateau.cuda.driver;

import dev.plateau.cuda.driver.bindings.cuda_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * A retained primary context of a device ({@link CudaDevice#retainPrimaryContext()}), and what
 * lives in it: modules and device memory. Closing it closes what is still open in it, then
 * releases the context ({@code cuDevicePrimaryCtxRelease_v2}).
 *
 * <p>A context is current per thread: call {@link #makeCurrent()} on the thread that is about to
 * use it (cheap). One thread at a time may use a context's resources.
 */
public final class CudaContext implements AutoCloseable {
    private final CudaDevice device;
    private final MemorySegment handle;
    private final List<AutoCloseable> open = new ArrayList<>();
    private boolean closed;

    CudaContext(CudaDevice device, MemorySegment handle) {
        this.device = device;
        this.handle = handle;
    }

    /** The device. */
    public CudaDevice device() {
        return device;
    }

    /** Makes this context the calling thread's current one ({@code cuCtxSetCurrent}). */
    public void makeCurrent() {
        ensureOpen();
        Cuda.check(cuda_h.cuCtxSetCurrent(handle), "cuCtxSetCurrent");
    }

    /** Makes the context current even while {@link #close()} is closing its resources. */
    void makeCurrentForCleanup() {
        Cuda.check(cuda_h.cuCtxSetCurrent(handle), "cuCtxSetCurrent");
    }

    /** Waits until the device has finished all work of this context ({@code cuCtxSynchronize}). */
    public void synchronize() {
        makeCurrent();
        Cuda.check(cuda_h.cuCtxSynchronize(), "cuCtxSynchronize");
    }

    /**
     * Loads a module from PTX text ({@code cuModuleLoadDataEx}, the driver's JIT compiler).
     *
     * @throws CudaException if it does not load; the message ends with the JIT's error log
     */
    public CudaModule loadModule(String ptx) {
        makeCurrent();
        return remember(CudaModule.load(this, ptx));
    }

    /**
     * Allocates device memory ({@code cuMemAlloc_v2}); its content is undefined.
     *
     * @param bytes at least 1
     */
    public DeviceBuffer allocate(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("cannot allocate " + bytes + " bytes of device memory");
        }
        makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment pointer = arena.allocate(ValueLayout.JAVA_LONG);
            Cuda.check(cuda_h.cuMemAlloc_v2(pointer, bytes), "cuMemAlloc_v2",
                    () -> "(" + bytes + " bytes on " + device + ")");
            return remember(new DeviceBuffer(this, pointer.get(ValueLayout.JAVA_LONG, 0), bytes));
        }
    }

    private synchronized <T extends AutoCloseable> T remember(T resource) {
        open.add(resource);
        return resource;
    }

    /** Called by a resource of this context when it has been closed. */
    synchronized void forget(AutoCloseable resource) {
        open.remove(resource);
    }

    /**
     * Frees a module or buffer of this context that has just marked itself closed: forgets it, makes
     * the context current (even while {@link #close()} runs) and calls the driver's {@code release}.
     * Both steps run even if the first fails; the first failure is thrown.
     *
     * @param resource the module or buffer
     * @param release the driver call that frees it, returning its CUresult
     * @param call the driver function's name, for the error
     */
    void release(AutoCloseable resource, IntSupplier release, String call) {
        forget(resource);
        RuntimeException failure = null;
        try {
            makeCurrentForCleanup();
        } catch (RuntimeException e) {
            failure = e;
        }
        try {
            Cuda.check(release.getAsInt(), call);
        } catch (RuntimeException e) {
            failure = chain(failure, e);
        }
        if (failure != null) {
            throw failure;
        }
    }

    private synchronized void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the CUDA context of " + device + " has been closed");
        }
    }

    /**
     * Closes the modules and buffers still open in this context, then releases the context. Every
     * step runs even if an earlier one fails; the first failure is thrown at the end. Closing twice
     * does nothing.
     */
    @Override
    public void close() {
        List<AutoCloseable> resources;
        synchronized (this) {
            if (closed) {
                return;
            }
            resources = new ArrayList<>(open);
        }
        RuntimeException failure = null;
        for (int i = resources.size() - 1; i >= 0; i--) {
            try {
                resources.get(i).close();
            } catch (Exception e) {
                failure = chain(failure, e);
            }
        }
        synchronized (this) {
            closed = true;
            open.clear();
        }
        try {
            Cuda.check(cuda_h.cuDevicePrimaryCtxRelease_v2(device.handle()), "cuDevicePrimaryCtxRelease_v2");
        } catch (RuntimeException e) {
            failure = chain(failure, e);
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** The first failure, with later ones suppressed in it. */
    static RuntimeException chain(RuntimeException first, Exception next) {
        RuntimeException n = next instanceof RuntimeException r ? r : new IllegalStateException(next);
        if (first == null) {
            return n;
        }
        first.addSuppressed(n);
        return first;
    }
}
