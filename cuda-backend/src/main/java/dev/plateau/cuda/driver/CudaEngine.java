package dev.plateau.cuda.driver;

import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.cuda.ptx.KernelArgs;
import dev.plateau.cuda.ptx.KernelParam;
import dev.plateau.cuda.ptx.PtxModules;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.PlayoutSummary;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

/**
 * The engine of the {@link CudaBackend}: the batch's state lives in device memory; every engine
 * call is one kernel launch of the plan's module (PTX for the device's target), and the state is
 * copied back to the host only when {@link #state()} is read after a launch; {@link #summary} tallies
 * on the device.
 */
final class CudaEngine implements Engine {
    private final int batch;
    private final int fields;
    private final EngineOptions options;
    private final CudaContext context;
    private final Map<Kernel, CudaFunction> kernels = new EnumMap<>(Kernel.class);
    private final Map<Kernel, int[]> paramSizes = new EnumMap<>(Kernel.class);
    private Arena host;
    private DeviceBuffer state;
    private DeviceBuffer actions;
    /** The summary's partial totals: {@link Kernel#SUMMARY_TOTALS} per summary thread. */
    private DeviceBuffer sums;
    private MemorySegment hostSums;
    /** The summary's threads, its parameter T. */
    private int summaryThreads;
    private MemorySegment hostState;
    private MemorySegment hostStateView;
    private MemorySegment hostActions;
    private int block;
    private int grid;
    /** Whether a launch has changed the device's state since it was last copied to the host. */
    private boolean hostStale;
    private boolean closed;

    /**
     * Opens an engine: retains the device's primary context, loads the plan's module, allocates
     * the state (zeroed, as the other backends' is) and the action codes. On failure, what was
     * acquired is released before the exception propagates.
     *
     * @param blockLimit the most threads per block (the kernels' own limit also applies)
     */
    CudaEngine(CudaDevice device, Plan plan, int batch, EngineOptions options, int blockLimit) {
        this.batch = batch;
        this.fields = plan.layout().fieldCount();
        this.options = options;
        this.context = device.retainPrimaryContext();
        try {
            CudaModule module = context.loadModule(PtxModules.forDevice(plan, device.ptxTarget()).text());
            int threads = blockLimit;
            for (Kernel k : Kernel.values()) {
                CudaFunction f = module.function(k.entry());
                kernels.put(k, f);
                paramSizes.put(k, k.params().stream().mapToInt(KernelParam::bytes).toArray());
                threads = Math.min(threads, f.maxThreadsPerBlock());
            }
            this.block = Math.max(1, threads);
            this.grid = (int) ((batch + (long) block - 1) / block);
            long stateBytes = plan.layout().byteSize(batch);
            this.host = Arena.ofShared();
            this.state = context.allocate(stateBytes);
            this.actions = context.allocate((long) batch * Long.BYTES);
            this.hostState = host.allocate(stateBytes, 64);
            this.hostStateView = hostState.asReadOnly();
            this.hostActions = host.allocate((long) batch * Long.BYTES, 64);
            this.summaryThreads = summaryThreads(batch, block);
            long sumBytes = (long) Kernel.SUMMARY_TOTALS * summaryThreads * Long.BYTES;
            this.sums = context.allocate(sumBytes);
            this.hostSums = host.allocate(sumBytes, 64);
            state.copyFromHost(hostState);
        } catch (RuntimeException | Error e) {
            try {
                close();
            } catch (RuntimeException suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    /**
     * The most blocks of a summary: enough threads to keep the memory busy (each reads its share of
     * the four columns, coalesced with its neighbours), few enough that their partial totals (48
     * bytes a thread) copy back and add up in well under a millisecond.
     */
    static final int SUMMARY_BLOCKS = 128;

    /**
     * The environments each summary thread tallies, at least: a thread that tallied one would send
     * back 48 bytes of totals for 32 bytes read, and the host would add them all up, which made a
     * batch of 2¹⁶ cost as much as one of 2²⁰ (docs/performance.md, "On a GPU").
     */
    static final int SUMMARY_ENVIRONMENTS_PER_THREAD = 64;

    /** The summary's threads for a batch: one per {@link #SUMMARY_ENVIRONMENTS_PER_THREAD}, at most {@link #SUMMARY_BLOCKS} blocks' worth. */
    static int summaryThreads(int batch, int block) {
        long wanted = Math.max(1, ((long) batch + SUMMARY_ENVIRONMENTS_PER_THREAD - 1) / SUMMARY_ENVIRONMENTS_PER_THREAD);
        return (int) Math.min(wanted, (long) SUMMARY_BLOCKS * block);
    }

    /** Threads per block of every launch. */
    int block() {
        return block;
    }

    /** Blocks per launch: ⌈B / block⌉. */
    int grid() {
        return grid;
    }

    @Override
    public int batch() {
        return batch;
    }

    @Override
    public void init() {
        ensureOpen();
        launch(Kernel.INIT, new KernelArgs(state.address(), batch, 0, 0, 0, options.stepLimitInput(), 0));
    }

    @Override
    public void step(MemorySegment actionCodes) {
        ensureOpen();
        long bytes = (long) batch * Long.BYTES;
        MemorySegment source = actionCodes.asSlice(0, bytes);
        if (!source.isNative()) {
            MemorySegment.copy(source, 0, hostActions, 0, bytes);
            source = hostActions;
        }
        actions.copyFromHost(source);
        launch(Kernel.STEP, new KernelArgs(state.address(), batch, actions.address(), 0, 0,
                options.stepLimitInput(), 0));
    }

    @Override
    public void randomSteps(long seed, long firstEnv, long steps) {
        ensureOpen();
        // The reference runs no step for a count ≤ 0; the kernel compares unsigned, so do not launch.
        if (steps > 0) {
            launch(Kernel.PLAYOUT, new KernelArgs(state.address(), batch, 0, seed, firstEnv,
                    options.playoutLimitInput(), steps));
        }
    }

    @Override
    public void playToEnd(long seed, long firstEnv) {
        ensureOpen();
        launch(Kernel.PLAYOUT, new KernelArgs(state.address(), batch, 0, seed, firstEnv,
                options.playoutLimitInput(), -1));
    }

    /**
     * Device-to-device copies, column by column, so that the state stays on the device (copies run
     * in order after the launches before them). The destinations are taken as runs of consecutive
     * environments: a run of n gets one copy of the source's word, then doubles what it has copied
     * (⌈log₂ n⌉ copies more), so that copying one environment onto the whole batch takes about F ·
     * log₂ B driver calls, not F · B.
     */
    @Override
    public void copy(int src, int[] dst) {
        ensureOpen();
        int[] targets = Arrays.stream(dst).filter(env -> env != src).sorted().distinct().toArray();
        for (int f = 0; f < fields; f++) {
            long from = StateLayout.offset(f, src, batch);
            for (int start = 0; start < targets.length; ) {
                int end = start + 1;
                while (end < targets.length && targets[end] == targets[end - 1] + 1) {
                    end++;
                }
                long first = StateLayout.offset(f, targets[start], batch);
                state.copyWithin(from, first, Long.BYTES);
                for (long done = 1, run = end - start; done < run; done *= 2) {
                    long more = Math.min(done, run - done);
                    state.copyWithin(first, first + done * Long.BYTES, more * Long.BYTES);
                }
                start = end;
            }
        }
        hostStale = true;
    }

    /**
     * Patches the host copy of the state (brought up to date first) and copies it back whole: one
     * copy each way, however many environments are written.
     */
    @Override
    public void write(int[] envs, long[] values) {
        state();
        for (int k = 0; k < envs.length; k++) {
            for (int f = 0; f < fields; f++) {
                hostState.set(ValueLayout.JAVA_LONG, StateLayout.offset(f, envs[k], batch), values[k * fields + f]);
            }
        }
        state.copyFromHost(hostState);
    }

    private void launch(Kernel kernel, KernelArgs args) {
        kernels.get(kernel).launch(grid, block, paramSizes.get(kernel), args.forKernel(kernel));
        hostStale = true;
    }

    /**
     * The state on the host, read-only: after a launch, waits for the device and copies the state
     * back first; otherwise the copy made last time.
     */
    @Override
    public MemorySegment state() {
        ensureOpen();
        if (hostStale) {
            context.synchronize();
            state.copyToHost(hostState);
            hostStale = false;
        }
        return hostStateView;
    }

    /**
     * Tallies on the device when the host copy is out of date ({@link Kernel#SUMMARY}): only the
     * partial totals cross to the host, not the state (whose copy took most of a short game's
     * playout time on an H200). With an up-to-date host copy, tallies that.
     */
    @Override
    public PlayoutSummary summary(StateLayout layout) {
        ensureOpen();
        if (!hostStale) {
            return PlayoutSummary.tally(hostStateView, layout, batch);
        }
        int threads = summaryThreads;
        kernels.get(Kernel.SUMMARY).launch((threads + block - 1) / block, block, paramSizes.get(Kernel.SUMMARY),
                KernelArgs.summary(state.address(), batch, threads, sums.address()).forKernel(Kernel.SUMMARY));
        context.synchronize();
        sums.copyToHost(hostSums);
        long[] totals = new long[Kernel.SUMMARY_TOTALS];
        for (int k = 0; k < totals.length; k++) {
            long at = (long) k * threads * Long.BYTES;
            for (int t = 0; t < threads; t++) {
                totals[k] += hostSums.get(ValueLayout.JAVA_LONG, at + (long) t * Long.BYTES);
            }
        }
        return new PlayoutSummary(batch, totals[0], totals[1], totals[2], totals[3], totals[4], totals[5]);
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("the cuda engine has been closed");
        }
    }

    /** Frees the device memory and the module, releases the context, frees the host copies. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            context.close();
        } finally {
            if (host != null) {
                host.close();
            }
        }
    }
}
