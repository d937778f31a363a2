package dev.plateau.sim;

import dev.plateau.plan.Plan;
import dev.plateau.plan.Program;
import dev.plateau.plan.ProgramInterpreter;
import dev.plateau.plan.StateLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** The engine of the {@link ScalarBackend}. */
final class ScalarEngine implements Engine {
    private final Plan plan;
    private final int batch;
    private final EngineOptions options;
    private final Arena arena = Arena.ofShared();
    private final MemorySegment state;
    private final int fields;
    private final long[] registers;
    private boolean closed;

    ScalarEngine(Plan plan, int batch, EngineOptions options) {
        this.plan = plan;
        this.batch = batch;
        this.options = options;
        this.fields = plan.layout().fieldCount();
        this.state = arena.allocate(plan.layout().byteSize(batch), 64);
        int size = Math.max(plan.init().registerCount(),
                Math.max(plan.step().registerCount(), plan.playoutStep().registerCount()));
        this.registers = new long[size];
    }

    /**
     * The fields of one environment after the init program, computed here on the host: init draws no
     * random number and reads no environment index, so every environment of every backend starts so.
     */
    static long[] initialFields(Plan plan, EngineOptions options) {
        ScalarEngine engine = new ScalarEngine(plan, 1, options);
        try {
            engine.init();
            long[] fields = new long[engine.fields];
            engine.load(0);
            System.arraycopy(engine.registers, 0, fields, 0, fields.length);
            return fields;
        } finally {
            engine.close();
        }
    }

    @Override
    public int batch() {
        return batch;
    }

    @Override
    public void init() {
        for (int env = 0; env < batch; env++) {
            run(plan.init(), env, 0, 0, options.stepLimitInput());
        }
    }

    @Override
    public void step(MemorySegment actionCodes) {
        for (int env = 0; env < batch; env++) {
            long code = actionCodes.getAtIndex(ValueLayout.JAVA_LONG, env);
            run(plan.step(), env, code, 0, options.stepLimitInput());
        }
    }

    @Override
    public void randomSteps(long seed, long firstEnv, long steps) {
        for (int env = 0; env < batch; env++) {
            load(env);
            for (long s = 0; s < steps && running(); s++) {
                execute(plan.playoutStep(), firstEnv + env, 0, seed, options.playoutLimitInput());
            }
            store(env);
        }
    }

    @Override
    public void playToEnd(long seed, long firstEnv) {
        for (int env = 0; env < batch; env++) {
            load(env);
            while (running()) {
                execute(plan.playoutStep(), firstEnv + env, 0, seed, options.playoutLimitInput());
            }
            store(env);
        }
    }

    private boolean running() {
        int terminated = plan.layout().column(StateLayout.Kind.TERMINATED, 0);
        int truncated = plan.layout().column(StateLayout.Kind.TRUNCATED, 0);
        return registers[terminated] == 0 && registers[truncated] == 0;
    }

    private void run(Program program, int env, long action, long seed, long limit) {
        load(env);
        execute(program, env, action, seed, limit);
        store(env);
    }

    private void execute(Program program, long env, long action, long seed, long limit) {
        registers[plan.inputRegister(Plan.Input.ACTION)] = action;
        registers[plan.inputRegister(Plan.Input.ENV_INDEX)] = env;
        registers[plan.inputRegister(Plan.Input.SEED)] = seed;
        registers[plan.inputRegister(Plan.Input.STEP_LIMIT)] = limit;
        ProgramInterpreter.run(program, registers);
    }

    private void load(int env) {
        for (int f = 0; f < fields; f++) {
            registers[f] = state.get(ValueLayout.JAVA_LONG, StateLayout.offset(f, env, batch));
        }
    }

    private void store(int env) {
        for (int f = 0; f < fields; f++) {
            state.set(ValueLayout.JAVA_LONG, StateLayout.offset(f, env, batch), registers[f]);
        }
    }

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
        // A shared arena throws when closed twice; an engine's close must not.
        if (!closed) {
            closed = true;
            arena.close();
        }
    }
}
