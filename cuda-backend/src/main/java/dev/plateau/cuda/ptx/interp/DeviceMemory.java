package dev.plateau.cuda.ptx.interp;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;

/**
 * The interpreter's global memory: allocations in host memory, each at a made-up device address, so
 * that kernels see pointers as they would on a GPU and every access is bounds- and
 * alignment-checked. Thread-safe for accesses to distinct words (as a GPU's is).
 */
public final class DeviceMemory implements AutoCloseable {
    /** Allocations start at this address and are this far apart, so that a stray pointer hits no allocation. */
    private static final long BASE = 0x10_0000_0000L;
    private static final long SPACING = 0x1_0000_0000L;

    private record Allocation(long address, MemorySegment segment) {}

    private final Arena arena = Arena.ofShared();
    private final List<Allocation> allocations = new ArrayList<>();

    /**
     * Allocates zeroed memory, aligned to 64 bytes.
     *
     * @return the device address
     */
    public synchronized long allocate(long bytes) {
        if (bytes < 0 || bytes > SPACING / 2) {
            throw new IllegalArgumentException("cannot allocate " + bytes + " bytes");
        }
        long address = BASE + allocations.size() * SPACING;
        allocations.add(new Allocation(address, arena.allocate(Math.max(bytes, 1), 64).asSlice(0, bytes)));
        return address;
    }

    /**
     * Makes memory that another allocator owns an allocation at a made-up device address, without
     * copying it and without taking it over: kernels then read and write that memory itself. The
     * segment must stay alive while it is attached, and be 8-byte aligned. The tests of the cuda
     * backend run kernels this way over the device memory of a fake CUDA driver.
     *
     * @return the device address that kernels use for the segment's first byte
     */
    public synchronized long attach(MemorySegment segment) {
        if (segment.byteSize() > SPACING / 2) {
            throw new IllegalArgumentException("cannot attach " + segment.byteSize() + " bytes");
        }
        if (segment.isNative() && (segment.address() & 7) != 0) {
            throw new IllegalArgumentException("cannot attach memory at 0x" + Long.toHexString(segment.address())
                    + ": not 8-byte aligned");
        }
        long address = BASE + allocations.size() * SPACING;
        allocations.add(new Allocation(address, segment));
        return address;
    }

    /** The host view of the allocation at a device address (as returned by {@link #allocate}). */
    public synchronized MemorySegment segment(long address) {
        for (Allocation a : allocations) {
            if (a.address() == address) {
                return a.segment();
            }
        }
        throw new IllegalArgumentException("no allocation at 0x" + Long.toHexString(address));
    }

    /** The 64-bit word at a device address. */
    long load(long address) {
        Allocation a = find(address);
        return a.segment().get(ValueLayout.JAVA_LONG, address - a.address());
    }

    /** Writes the 64-bit word at a device address. */
    void store(long address, long value) {
        Allocation a = find(address);
        a.segment().set(ValueLayout.JAVA_LONG, address - a.address(), value);
    }

    private Allocation find(long address) {
        // Allocations are only added before launches; reading the list while a launch runs is safe.
        long index = (address - BASE) / SPACING;
        if (address >= BASE && index < allocations.size()) {
            Allocation a = allocations.get((int) index);
            long offset = address - a.address();
            if (offset + Long.BYTES <= a.segment().byteSize()) {
                if ((address & 7) != 0) {
                    throw new PtxExecutionException("misaligned 8-byte access at 0x" + Long.toHexString(address));
                }
                return a;
            }
        }
        throw new PtxExecutionException("8-byte access at 0x" + Long.toHexString(address) + " is outside every allocation");
    }

    @Override
    public void close() {
        arena.close();
    }
}
