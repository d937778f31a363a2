package dev.plateau.cuda.driver;

import dev.plateau.cuda.driver.bindings.cuda_h;
import java.lang.foreign.MemorySegment;

/**
 * Device memory of a {@link CudaContext} ({@code cuMemAlloc_v2}), freed by {@link #close()}
 * ({@code cuMemFree_v2}). Copies are synchronous: they wait for the work launched before them.
 */
public final class DeviceBuffer implements AutoCloseable {
    private final CudaContext context;
    private final long address;
    private final long byteSize;
    private boolean closed;

    DeviceBuffer(CudaContext context, long address, long byteSize) {
        this.context = context;
        this.address = address;
        this.byteSize = byteSize;
    }

    /** The device address ({@code CUdeviceptr}), for kernel parameters. */
    public long address() {
        ensureOpen();
        return address;
    }

    /** The size in bytes. */
    public long byteSize() {
        return byteSize;
    }

    /**
     * Copies host memory to the start of this buffer ({@code cuMemcpyHtoD_v2}).
     *
     * @param source native memory, at most {@link #byteSize()} bytes; all of it is copied
     */
    public void copyFromHost(MemorySegment source) {
        checkHost(source);
        context.makeCurrent();
        Cuda.check(cuda_h.cuMemcpyHtoD_v2(address, source, source.byteSize()), "cuMemcpyHtoD_v2");
    }

    /**
     * Copies the start of this buffer to host memory ({@code cuMemcpyDtoH_v2}).
     *
     * @param target native memory, at most {@link #byteSize()} bytes; all of it is filled
     */
    public void copyToHost(MemorySegment target) {
        checkHost(target);
        context.makeCurrent();
        Cuda.check(cuda_h.cuMemcpyDtoH_v2(target, address, target.byteSize()), "cuMemcpyDtoH_v2");
    }

    /**
     * Copies bytes within this buffer, on the device ({@code cuMemcpyDtoD_v2}).
     *
     * @param from the source's offset in bytes
     * @param to the target's offset in bytes
     * @param bytes how many; both ranges lie inside the buffer
     */
    public void copyWithin(long from, long to, long bytes) {
        ensureOpen();
        if (from < 0 || to < 0 || bytes < 0 || from + bytes > byteSize || to + bytes > byteSize) {
            throw new IllegalArgumentException("cannot copy " + bytes + " bytes from " + from + " to " + to
                    + " in a device buffer of " + byteSize);
        }
        context.makeCurrent();
        Cuda.check(cuda_h.cuMemcpyDtoD_v2(address + to, address + from, bytes), "cuMemcpyDtoD_v2");
    }

    private void checkHost(MemorySegment host) {
        ensureOpen();
        if (!host.isNative()) {
            throw new IllegalArgumentException("the driver copies only native (off-heap) memory");
        }
        if (host.byteSize() > byteSize) {
            throw new IllegalArgumentException("cannot copy " + host.byteSize() + " bytes: the device buffer has "
                    + byteSize);
        }
    }

    private synchronized void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the device buffer has been freed");
        }
    }

    /** Frees the memory; closing twice does nothing. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        context.release(this, () -> cuda_h.cuMemFree_v2(address), "cuMemFree_v2");
    }
}
