package dev.plateau.cuda.driver;

import dev.plateau.cuda.driver.bindings.cuda_h;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** A kernel of a {@link CudaModule}, valid while the module is loaded. */
public final class CudaFunction {
    private final CudaModule module;
    private final String entry;
    private final MemorySegment handle;

    CudaFunction(CudaModule module, String entry, MemorySegment handle) {
        this.module = module;
        this.entry = entry;
        this.handle = handle;
    }

    /** The entry name. */
    public String entry() {
        return entry;
    }

    /** The most threads per block that this kernel can be launched with ({@code cuFuncGetAttribute}). */
    public int maxThreadsPerBlock() {
        module.ensureOpen();
        module.context().makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(ValueLayout.JAVA_INT);
            Cuda.check(cuda_h.cuFuncGetAttribute(value, cuda_h.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK(), handle),
                    "cuFuncGetAttribute");
            return value.get(ValueLayout.JAVA_INT, 0);
        }
    }

    /**
     * Launches the kernel on a one-dimensional grid on the default stream ({@code cuLaunchKernel});
     * the launch is asynchronous: errors of the kernel itself show at the next synchronisation.
     *
     * @param grid blocks, at least 1
     * @param block threads per block, at least 1
     * @param sizes the byte size of each parameter, in the kernel's order: 4 or 8
     * @param values each parameter's value; a 4-byte parameter takes the low 32 bits
     */
    public void launch(int grid, int block, int[] sizes, long[] values) {
        if (grid < 1 || block < 1) {
            throw new IllegalArgumentException("bad launch configuration: " + grid + " blocks of " + block + " threads");
        }
        if (sizes.length != values.length) {
            throw new IllegalArgumentException(sizes.length + " parameter sizes but " + values.length + " values");
        }
        module.ensureOpen();
        module.context().makeCurrent();
        try (Arena arena = Arena.ofConfined()) {
            // kernelParams: an array of pointers, each to one parameter's value.
            MemorySegment storage = arena.allocate(8L * Math.max(1, values.length), 8);
            MemorySegment pointers = arena.allocate(ValueLayout.ADDRESS, Math.max(1, values.length));
            for (int i = 0; i < values.length; i++) {
                MemorySegment slot = storage.asSlice(8L * i, 8);
                switch (sizes[i]) {
                    case 4 -> slot.set(ValueLayout.JAVA_INT, 0, (int) values[i]);
                    case 8 -> slot.set(ValueLayout.JAVA_LONG, 0, values[i]);
                    default -> throw new IllegalArgumentException("parameter " + i + " has " + sizes[i]
                            + " bytes; only 4 and 8 are supported");
                }
                pointers.setAtIndex(ValueLayout.ADDRESS, i, slot);
            }
            Cuda.check(cuda_h.cuLaunchKernel(handle, grid, 1, 1, block, 1, 1, 0, MemorySegment.NULL, pointers,
                    MemorySegment.NULL), "cuLaunchKernel", () -> "(" + entry + ", " + grid + " blocks of " + block
                    + " threads)");
        }
    }
}
