package dev.plateau.cuda.ptx.interp;

import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.cuda.ptx.KernelArgs;
import dev.plateau.cuda.ptx.PtxModules;
import dev.plateau.cuda.ptx.PtxTarget;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import java.lang.foreign.MemorySegment;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The engine of the {@link PtxInterpreterBackend}: the state and the action codes in {@link
 * DeviceMemory}, and every engine call one launch of a kernel of the plan's {@code sm_80} module,
 * with {@link #BLOCK} threads per block, as the GPU backend launches them.
 */
final class PtxInterpreterEngine implements Engine {
    /** Threads per block: one warp, so that even small test batches span several blocks and a partial one. */
    static final int BLOCK = 32;

    /** Decoded modules per plan (plans compare by identity); decoding a big module takes a moment. */
    private static final Map<Plan, PtxInterpreter> MODULES = new WeakHashMap<>();

    private final int batch;
    private final int fields;
    private final EngineOptions options;
    private final PtxInterpreter module;
    private final DeviceMemory memory = new DeviceMemory();
    private final long stateAddress;
    private final long actionsAddress;
    private final MemorySegment state;
    private final MemorySegment actions;
    private final int grid;
    private final int parallelism;
    private final ExecutorService workers;
    private boolean closed;

    PtxInterpreterEngine(Plan plan, int batch, EngineOptions options) {
        this.batch = batch;
        this.fields = plan.layout().fieldCount();
        this.options = options;
        this.module = module(plan);
        this.stateAddress = memory.allocate(plan.layout().byteSize(batch));
        this.actionsAddress = memory.allocate((long) batch * Long.BYTES);
        this.state = memory.segment(stateAddress);
        this.actions = memory.segment(actionsAddress);
        this.grid = (batch + BLOCK - 1) / BLOCK;
        this.parallelism = Math.max(1, Math.min(options.threads(), grid));
        this.workers = parallelism > 1 ? Executors.newFixedThreadPool(parallelism, r -> {
            Thread t = new Thread(r, "plateau-ptx-interpreter");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /** The decoded sm_80 module of a plan, decoded once per plan. */
    static PtxInterpreter module(Plan plan) {
        synchronized (MODULES) {
            return MODULES.computeIfAbsent(plan, p -> PtxInterpreter.load(PtxModules.of(p, PtxTarget.SM_80).text()));
        }
    }

    @Override
    public int batch() {
        return batch;
    }

    @Override
    public void init() {
        launch(Kernel.INIT, new KernelArgs(stateAddress, batch, 0, 0, 0, options.stepLimitInput(), 0));
    }

    @Override
    public void step(MemorySegment actionCodes) {
        MemorySegment.copy(actionCodes, 0, actions, 0, (long) batch * Long.BYTES);
        launch(Kernel.STEP, new KernelArgs(stateAddress, batch, actionsAddress, 0, 0, options.stepLimitInput(), 0));
    }

    @Override
    public void randomSteps(long seed, long firstEnv, long steps) {
        // The reference runs no step for a count ≤ 0; the kernel compares unsigned, so do not launch.
        if (steps > 0) {
            launch(Kernel.PLAYOUT, new KernelArgs(stateAddress, batch, 0, seed, firstEnv, options.playoutLimitInput(), steps));
        }
    }

    @Override
    public void playToEnd(long seed, long firstEnv) {
        launch(Kernel.PLAYOUT, new KernelArgs(stateAddress, batch, 0, seed, firstEnv, options.playoutLimitInput(), -1));
    }

    private void launch(Kernel kernel, KernelArgs args) {
        module.launch(kernel.entry(), grid, BLOCK, args.forKernel(kernel), memory, workers, parallelism);
    }

    /** Column copies in the interpreter's memory, as the GPU backend copies device to device. */
    @Override
    public void copy(int src, int[] dst) {
        StateLayout.copyEnvironment(state, fields, batch, src, dst);
    }

    @Override
    public void write(int[] envs, long[] values) {
        StateLayout.writeEnvironments(state, fields, batch, envs, values);
    }

    @Override
    public MemorySegment state() {
        return state;
    }

    @Override
    public void close() {
        // The memory's arena throws when closed twice; an engine's close must not.
        if (closed) {
            return;
        }
        closed = true;
        if (workers != null) {
            workers.shutdownNow();
        }
        memory.close();
    }
}
