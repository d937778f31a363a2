package dev.plateau.cuda.ptx.interp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * A loaded PTX module that runs on the CPU: parsed and decoded once ({@link #load}), then launched
 * like a GPU kernel over a grid of blocks of threads ({@link #launch}). It executes exactly the
 * subset the emitter produces and rejects everything else when loading, naming it. It is a test
 * instrument, so that the GPU code runs (and is compared with the CPU backends) where there is no
 * GPU.
 */
public final class PtxInterpreter {
    private final String target;
    private final Map<String, DecodedKernel> kernels;

    private PtxInterpreter(String target, Map<String, DecodedKernel> kernels) {
        this.target = target;
        this.kernels = kernels;
    }

    /**
     * Parses and decodes a module.
     *
     * @throws PtxSyntaxException if the text is not in the supported subset
     */
    public static PtxInterpreter load(String ptx) {
        ParsedModule module = PtxParser.parse(ptx);
        Map<String, DecodedKernel> kernels = new LinkedHashMap<>();
        for (ParsedModule.Entry e : module.entries()) {
            if (kernels.put(e.name(), Decoder.decode(e)) != null) {
                throw new PtxSyntaxException(e.line(), "entry `" + e.name() + "` defined twice");
            }
        }
        return new PtxInterpreter(module.target(), Collections.unmodifiableMap(kernels));
    }

    /** The module's {@code .target}. */
    public String target() {
        return target;
    }

    /** The entry names, in module order. */
    public Set<String> entries() {
        return kernels.keySet();
    }

    /** The number of instructions of an entry. */
    public int instructionCount(String entry) {
        return kernel(entry).size();
    }

    private DecodedKernel kernel(String entry) {
        DecodedKernel k = kernels.get(entry);
        if (k == null) {
            throw new IllegalArgumentException("the module has no entry `" + entry + "`; it has " + kernels.keySet());
        }
        return k;
    }

    /**
     * Runs an entry on a one-dimensional grid: {@code grid} blocks of {@code block} threads, thread
     * (ctaid.x, tid.x) for every ctaid.x below grid and tid.x below block. Blocks are shared out over
     * {@code workers} (null: run on the calling thread); threads never communicate, so the order does
     * not matter.
     *
     * @param params the parameter values in the entry's order; a {@code .u32} parameter uses the low
     *     32 bits
     * @param parallelism the number of workers to use (at most the executor's threads)
     * @throws PtxExecutionException if a thread fails (for example an access outside the memory)
     */
    public void launch(String entry, int grid, int block, long[] params, DeviceMemory memory, ExecutorService workers,
            int parallelism) {
        DecodedKernel k = kernel(entry);
        if (params.length != k.params().size()) {
            throw new IllegalArgumentException("entry `" + entry + "` takes " + k.params().size() + " parameters "
                    + k.params() + ", not " + params.length);
        }
        if (grid < 0 || block < 1) {
            throw new IllegalArgumentException("bad launch configuration: " + grid + " blocks of " + block + " threads");
        }
        long[] values = params.clone();
        int parts = workers == null ? 1 : Math.max(1, Math.min(parallelism, grid));
        if (parts == 1) {
            runBlocks(k, values, memory, grid, block, 0, 1);
            return;
        }
        List<Future<?>> futures = new ArrayList<>();
        for (int w = 0; w < parts; w++) {
            int first = w;
            futures.add(workers.submit(() -> runBlocks(k, values, memory, grid, block, first, parts)));
        }
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + entry, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Runs blocks first, first + step, … of the grid. */
    private static void runBlocks(DecodedKernel k, long[] params, DeviceMemory memory, int grid, int block, int first,
            int step) {
        Machine m = new Machine(k, params, memory);
        for (int ctaid = first; ctaid < grid; ctaid += step) {
            for (int tid = 0; tid < block; tid++) {
                m.run(ctaid, block, tid);
            }
        }
    }
}
