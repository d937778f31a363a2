package dev.plateau.simd;

import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.sim.BitExpander;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.PlayoutSummary;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;

/**
 * The engine of the {@link SimdBackend}: the batch's state in one {@code long[]} on the Java heap
 * (copied to and from the workers' rows with {@code System.arraycopy}; {@link #state()} wraps it in a
 * heap {@link MemorySegment}), and one {@link RowMachine} per worker thread. Each worker takes a
 * contiguous range of environments and runs it chunk by chunk (a chunk is one row length of
 * environments). Fused playouts keep every lane busy: a lane whose game ends writes it back and takes
 * the next environment of its range.
 */
final class SimdEngine implements Engine {
    private final Plan plan;
    private final int batch;
    private final EngineOptions options;
    /** The state, column after column: field f of environment i at {@code f * batch + i}. */
    private final long[] columns;
    private final MemorySegment state;
    private final int fields;
    private final int lanes;
    private final RowProgram init;
    private final RowProgram step;
    private final RowProgram playoutStep;
    private final RowMachine[] machines;
    private final ExecutorService workers;
    private final int terminatedColumn;
    private final int truncatedColumn;
    private final int terminatedRow;
    private final int truncatedRow;
    /** The row of the environment-index input, which every lane that takes a new environment sets. */
    private final int envIndexRow;

    SimdEngine(Plan plan, int batch, EngineOptions options) {
        this(plan, batch, options, options.get(SimdBackend.BLOCKS));
    }

    /** An engine whose programs run compiled blocks as {@code blocks} says (see {@link RowBlocks}). */
    SimdEngine(Plan plan, int batch, EngineOptions options, BlockMode blocks) {
        this.plan = plan;
        this.batch = batch;
        this.options = options;
        this.fields = plan.layout().fieldCount();
        long words = (long) fields * batch;
        if (words > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a batch of " + batch + " environments of this game needs " + words
                    + " words of state, more than one simd engine holds (" + (Integer.MAX_VALUE - 8) + ")");
        }
        this.columns = new long[(int) words];
        this.state = MemorySegment.ofArray(columns);
        int requested = options.get(SimdBackend.LANES);
        int rowLanes = chunkLanes(RowMachine.vectorLength(), batch, requested);
        if (requested == 0) {
            // The rows a program needs do not depend on their length: count them without compiling
            // blocks, so that blocks are compiled once, for the rows' fitted length.
            int needed = compiled(plan, rowLanes, BlockMode.NEVER).stream().mapToInt(RowProgram::slots).max()
                    .orElseThrow();
            rowLanes = fittedLanes(RowMachine.vectorLength(), rowLanes, needed);
        }
        this.lanes = rowLanes;
        List<RowProgram> programs = compiled(plan, lanes, blocks);
        this.init = programs.get(0);
        this.step = programs.get(1);
        this.playoutStep = programs.get(2);
        int slots = programs.stream().mapToInt(RowProgram::slots).max().orElseThrow();
        int chunks = (batch + lanes - 1) / lanes;
        int threads = Math.max(1, Math.min(options.threads(), chunks));
        this.machines = new RowMachine[threads];
        for (int t = 0; t < threads; t++) {
            machines[t] = new RowMachine(slots, lanes);
            machines[t].loadConstants(init);
        }
        this.workers = threads > 1 ? Executors.newFixedThreadPool(threads - 1, r -> {
            Thread th = new Thread(r, "plateau-simd");
            th.setDaemon(true);
            return th;
        }) : null;
        this.terminatedColumn = plan.layout().column(StateLayout.Kind.TERMINATED, 0);
        this.truncatedColumn = plan.layout().column(StateLayout.Kind.TRUNCATED, 0);
        this.terminatedRow = terminatedColumn * lanes;
        this.truncatedRow = truncatedColumn * lanes;
        this.envIndexRow = plan.inputRegister(Plan.Input.ENV_INDEX) * lanes;
    }

    /**
     * The programs of a plan for rows of {@code lanes}, compiled once per plan, row length and block
     * mode, so that the engines of one plan share their compiled blocks and the blocks' warm-up (a
     * benchmark opens an engine per batch size; a program's state is only its blocks' warm-up).
     */
    /**
     * The plan's programs for rows of {@code lanes}, cached per plan; those with blocks are made from
     * those without ({@code RowBlocks.compile} rewrites a compiled program), so that counting a
     * program's rows first costs no second compilation.
     */
    private static List<RowProgram> compiled(Plan plan, int lanes, BlockMode blocks) {
        synchronized (COMPILED) {
            java.util.Map<List<Integer>, List<RowProgram>> byShape = COMPILED.computeIfAbsent(plan,
                    p -> new java.util.HashMap<>());
            List<Integer> key = List.of(lanes, blocks.ordinal());
            List<RowProgram> programs = byShape.get(key);
            if (programs == null) {
                programs = blocks == BlockMode.NEVER
                        ? RowProgram.compileAll(List.of(plan.init(), plan.step(), plan.playoutStep()),
                                plan.presetRegisters(), lanes, blocks)
                        : compiled(plan, lanes, BlockMode.NEVER).stream()
                                .map(p -> RowBlocks.compile(p, lanes, plan.presetRegisters(), blocks)).toList();
                byShape.put(key, programs);
            }
            return programs;
        }
    }

    private static final java.util.Map<Plan, java.util.Map<List<Integer>, List<RowProgram>>> COMPILED =
            new java.util.WeakHashMap<>();

    /** The most lanes {@link SimdBackend#LANES} may ask for. */
    static final int MAX_LANES = 1 << 16;

    /** The row length for {@code forced} lanes ({@link SimdBackend#LANES}, 0: chosen here). */
    private static int chunkLanes(int vector, int batch, int forced) {
        // 256 lanes and one vector more: rows 2 KiB apart would alias in the L1 cache (loads and stores
        // whose addresses agree modulo 4 KiB), which stalls a block that streams many rows at once.
        int wanted = forced != 0 ? forced : 256 + vector;
        int lanes = Math.max(vector, (wanted + vector - 1) / vector * vector);
        // Small batches need no more lanes than they have environments.
        int needed = (batch + vector - 1) / vector * vector;
        return Math.min(lanes, needed);
    }

    /** A machine's rows should fit in this much of the L2 cache, which other data shares. */
    private static final long ROWS_BUDGET = MachineLimits.cacheBytes(2, 512 * 1024) * 3 / 4;

    /**
     * Fewer lanes than {@code lanes} where a machine's {@code slots} rows of that length would not fit
     * in {@link #ROWS_BUDGET}: the largest of 256, 128 and 64 lanes (and one vector more, see {@link
     * #chunkLanes}) whose rows fit, or 64 and a vector. Games with many rows (Amazons, the Tablut
     * games) then stream their rows from L2 rather than L3 (docs/performance.md, "Legal masks, copies and
     * rows").
     */
    static int fittedLanes(int vector, int lanes, int slots) {
        for (int wanted = 256; wanted >= 64; wanted /= 2) {
            int candidate = wanted + vector;
            if (candidate <= lanes && (wanted == 64 || (long) slots * candidate * Long.BYTES <= ROWS_BUDGET)) {
                return candidate;
            }
        }
        return lanes;
    }

    /**
     * The worker threads: the requested number, but no more than the batch has chunks, so that a
     * small batch (a batch of one) runs on the caller's thread and starts no pool.
     */
    int threads() {
        return machines.length;
    }

    /** The environments of one chunk, the row length. */
    int lanes() {
        return lanes;
    }

    /** The step program, for tests of how its blocks run. */
    RowProgram stepProgram() {
        return step;
    }

    /** The rows of one worker's machine (the largest program's slots). */
    int slots() {
        return machines[0].rows.length / lanes;
    }

    /** Counts what the workers' machines execute from now on ({@code null}: stop counting). */
    void profile(RowProfile p) {
        for (RowMachine m : machines) {
            m.profile = p;
        }
    }

    /** Whether a pool of worker threads was started (only for more than one worker). */
    boolean pooled() {
        return workers != null;
    }

    @Override
    public int batch() {
        return batch;
    }

    /** Runs {@code work} on every worker, worker t taking its share of environments. */
    private void parallel(IntConsumer work) {
        if (workers == null) {
            work.accept(0);
            return;
        }
        // The caller takes worker 0's share itself rather than waiting idle for the pool, and waits
        // for the others even if its share fails, so that no worker outlives the call.
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 1; t < machines.length; t++) {
            int worker = t;
            futures.add(workers.submit(() -> work.accept(worker)));
        }
        RuntimeException failure = null;
        try {
            work.accept(0);
        } catch (RuntimeException e) {
            failure = e;
        }
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running the batch", e);
        } catch (ExecutionException e) {
            if (failure == null) {
                failure = e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** The first environment of worker t's range (ranges are whole chunks, as even as possible). */
    private int rangeStart(int worker) {
        int chunks = (batch + lanes - 1) / lanes;
        long chunk = (long) chunks * worker / machines.length;
        return (int) Math.min(batch, chunk * lanes);
    }

    private interface ChunkWork {
        void run(RowMachine m, int base, int count);
    }

    private void chunks(ChunkWork work) {
        parallel(worker -> chunksOf(worker, work));
    }

    /** Runs {@code work} on each chunk of worker t's range, on that worker's machine. */
    private void chunksOf(int worker, ChunkWork work) {
        RowMachine m = machines[worker];
        int end = rangeStart(worker + 1);
        for (int base = rangeStart(worker); base < end; base += lanes) {
            work.run(m, base, Math.min(lanes, end - base));
        }
    }

    @Override
    public boolean compiling() {
        return init.warmingUp() || step.warmingUp() || playoutStep.warmingUp();
    }

    @Override
    public void init() {
        chunks(this::initChunk);
    }

    private void initChunk(RowMachine m, int base, int count) {
        setInputs(m, base, count, 0, options.stepLimitInput());
        m.run(init);
        store(m, base, count);
    }

    @Override
    public void step(MemorySegment actionCodes) {
        int actionRow = plan.inputRegister(Plan.Input.ACTION) * lanes;
        chunks((m, base, count) -> {
            load(m, base, count);
            setInputs(m, base, count, 0, options.stepLimitInput());
            MemorySegment.copy(actionCodes, ValueLayout.JAVA_LONG, (long) base * Long.BYTES, m.rows, actionRow, count);
            fillTail(m, actionRow, count);
            m.run(step);
            store(m, base, count);
        });
    }

    @Override
    public void randomSteps(long seed, long firstEnv, long steps) {
        if (steps <= 0) {
            return;
        }
        parallel(worker -> playRange(machines[worker], rangeStart(worker), rangeStart(worker + 1), seed, firstEnv, steps));
    }

    @Override
    public void playToEnd(long seed, long firstEnv) {
        parallel(worker -> playRange(machines[worker], rangeStart(worker), rangeStart(worker + 1), seed, firstEnv,
                Long.MAX_VALUE));
    }

    /**
     * Random moves for environments [from, to), at most {@code budget} each: every lane plays one
     * environment after another, taking the next as soon as its game ends or its budget is spent, so
     * lanes stay busy whatever the games' lengths. The playout step is only meaningful on running
     * environments; a lane's result is kept only while its environment was running.
     */
    private void playRange(RowMachine m, int from, int to, long seed, long firstEnv, long budget) {
        if (from >= to) {
            return;
        }
        int[] envOfLane = new int[lanes];
        long[] movesOfLane = new long[lanes];
        int next = from;
        setInputs(m, 0, 0, seed, options.playoutLimitInput());
        int active = 0;
        for (int lane = 0; lane < lanes; lane++) {
            envOfLane[lane] = -1;
            while (envOfLane[lane] < 0 && next < to) {
                int env = next++;
                if (!finishedInState(env)) {
                    envOfLane[lane] = env;
                    loadLane(m, lane, env, firstEnv);
                    active++;
                }
            }
        }
        for (int lane = 0; lane < lanes; lane++) {
            if (envOfLane[lane] < 0) {
                idleLane(m, lane, envOfLane);
            }
        }
        int[] cursor = {next};
        boolean budgeted = budget != Long.MAX_VALUE;
        int v = RowMachine.vectorLength();
        while (active > 0) {
            m.run(playoutStep);
            if (budgeted) {
                for (int lane = 0; lane < lanes; lane++) {
                    int env = envOfLane[lane];
                    if (env < 0) {
                        continue;
                    }
                    movesOfLane[lane]++;
                    if (finished(m, lane) || movesOfLane[lane] >= budget) {
                        movesOfLane[lane] = 0;
                        active -= refill(m, lane, env, envOfLane, cursor, to, firstEnv);
                    }
                }
            } else {
                // Without a budget only the games that ended matter: one vector test per V lanes
                // finds them, and they are refilled in lane order, as above.
                for (int base = 0; base < lanes; base += v) {
                    long ended = m.nonZeroLanes(terminatedRow + base, truncatedRow + base);
                    while (ended != 0) {
                        int lane = base + Long.numberOfTrailingZeros(ended);
                        ended &= ended - 1;
                        int env = envOfLane[lane];
                        if (env >= 0) {
                            active -= refill(m, lane, env, envOfLane, cursor, to, firstEnv);
                        }
                    }
                }
            }
        }
    }

    /**
     * Stores the finished environment of a lane and loads the next unfinished one of the range into
     * it; returns 1 if none was left (the lane goes idle), else 0.
     */
    private int refill(RowMachine m, int lane, int env, int[] envOfLane, int[] cursor, int to, long firstEnv) {
        storeLane(m, lane, env);
        envOfLane[lane] = -1;
        while (envOfLane[lane] < 0 && cursor[0] < to) {
            int candidate = cursor[0]++;
            if (!finishedInState(candidate)) {
                envOfLane[lane] = candidate;
                loadLane(m, lane, candidate, firstEnv);
            }
        }
        return envOfLane[lane] < 0 ? 1 : 0;
    }

    /** Whether environment env of the batch's state is already over. */
    private boolean finishedInState(int env) {
        return columns[terminatedColumn * batch + env] != 0 || columns[truncatedColumn * batch + env] != 0;
    }

    private boolean finished(RowMachine m, int lane) {
        return m.rows[terminatedRow + lane] != 0 || m.rows[truncatedRow + lane] != 0;
    }

    /** Loads the state of environments [base, base+count) into the state rows; the tail copies the last. */
    private void load(RowMachine m, int base, int count) {
        for (int f = 0; f < fields; f++) {
            int row = f * lanes;
            System.arraycopy(columns, f * batch + base, m.rows, row, count);
            fillTail(m, row, count);
        }
    }

    private void fillTail(RowMachine m, int row, int count) {
        if (count < lanes) {
            java.util.Arrays.fill(m.rows, row + count, row + lanes, m.rows[row + count - 1]);
        }
    }

    private void store(RowMachine m, int base, int count) {
        for (int f = 0; f < fields; f++) {
            System.arraycopy(m.rows, f * lanes, columns, f * batch + base, count);
        }
    }

    private void setInputs(RowMachine m, long base, int count, long seed, long limit) {
        int envRow = plan.inputRegister(Plan.Input.ENV_INDEX) * lanes;
        for (int lane = 0; lane < lanes; lane++) {
            m.rows[envRow + lane] = base + Math.min(lane, Math.max(0, count - 1));
        }
        int seedRow = plan.inputRegister(Plan.Input.SEED) * lanes;
        java.util.Arrays.fill(m.rows, seedRow, seedRow + lanes, seed);
        int limitRow = plan.inputRegister(Plan.Input.STEP_LIMIT) * lanes;
        java.util.Arrays.fill(m.rows, limitRow, limitRow + lanes, limit);
    }

    private void loadLane(RowMachine m, int lane, int env, long firstEnv) {
        long[] rows = m.rows;
        for (int f = 0; f < fields; f++) {
            rows[f * lanes + lane] = columns[f * batch + env];
        }
        rows[envIndexRow + lane] = firstEnv + env;
    }

    private void storeLane(RowMachine m, int lane, int env) {
        long[] rows = m.rows;
        for (int f = 0; f < fields; f++) {
            columns[f * batch + env] = rows[f * lanes + lane];
        }
    }

    /**
     * A lane with nothing to do plays along on a copy of a busy lane's position (so that loops and
     * blocks see realistic values); its results are never stored.
     */
    private void idleLane(RowMachine m, int lane, int[] envOfLane) {
        int source = 0;
        while (source < lanes && envOfLane[source] < 0) {
            source++;
        }
        if (source == lanes) {
            return;
        }
        for (int f = 0; f < fields; f++) {
            m.rows[f * lanes + lane] = m.rows[f * lanes + source];
        }
    }

    @Override
    public void copy(int src, int[] dst) {
        for (int f = 0; f < fields; f++) {
            long value = columns[f * batch + src];
            for (int env : dst) {
                columns[f * batch + env] = value;
            }
        }
    }

    @Override
    public void write(int[] envs, long[] values) {
        for (int k = 0; k < envs.length; k++) {
            for (int f = 0; f < fields; f++) {
                columns[f * batch + envs[k]] = values[k * fields + f];
            }
        }
    }

    @Override
    public MemorySegment state() {
        return state;
    }

    /** Each worker tallies its own range of environments. */
    @Override
    public PlayoutSummary summary(StateLayout layout) {
        PlayoutSummary[] parts = new PlayoutSummary[machines.length];
        parallel(worker -> parts[worker] = tally(worker, layout));
        return sum(parts);
    }

    /** Each worker starts, plays and tallies its own range, in one hand-over to the workers. */
    @Override
    public PlayoutSummary playouts(long seed, long firstEnv, StateLayout layout) {
        PlayoutSummary[] parts = new PlayoutSummary[machines.length];
        parallel(worker -> {
            chunksOf(worker, this::initChunk);
            playRange(machines[worker], rangeStart(worker), rangeStart(worker + 1), seed, firstEnv, Long.MAX_VALUE);
            parts[worker] = tally(worker, layout);
        });
        return sum(parts);
    }

    private PlayoutSummary tally(int worker, StateLayout layout) {
        return PlayoutSummary.tally(state, layout, batch, rangeStart(worker), rangeStart(worker + 1));
    }

    private static PlayoutSummary sum(PlayoutSummary[] parts) {
        PlayoutSummary total = PlayoutSummary.empty();
        for (PlayoutSummary part : parts) {
            total = total.plus(part);
        }
        return total;
    }

    @Override
    public void close() {
        // Idempotent as it is: shutting a pool down again does nothing; the state is on the heap.
        if (workers != null) {
            workers.shutdownNow();
        }
    }

    @Override
    public BitExpander bitExpander() {
        return VectorBitExpander.INSTANCE;
    }
}
