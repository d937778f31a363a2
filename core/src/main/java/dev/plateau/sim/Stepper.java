package dev.plateau.sim;

import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;

/**
 * {@link Simulator}'s room for stepping and writing whole environments: a checked step of a subset
 * with auto-reset, resets, restores, and how the last step ended each game. Trusts its arguments
 * (the simulator checks them and holds its guard around every call).
 */
final class Stepper {
    private static final byte NOT_ENDED = 0;
    private static final byte ENDED_TERMINATED = 1;
    private static final byte ENDED_TRUNCATED = 2;

    private final Engine engine;
    private final StateReader reader;
    private final Plan plan;
    private final StateLayout layout;
    private final int batch;
    /** F, the number of state fields of one environment. */
    private final int fields;
    /** The fields of an environment after init (the same in every environment: init draws nothing). */
    private final long[] initialFields;
    private final boolean autoReset;
    /** The action code of each environment for the engine's step (reused). */
    private final MemorySegment actionCodes;
    /** How the last step ended each environment's game: {@link #NOT_ENDED}, {@link #ENDED_TERMINATED}, … */
    private final byte[] lastStepEnding;
    /** Per environment, whether it was active and running before the step being made (reused). */
    private final boolean[] wasRunning;

    Stepper(Engine engine, StateReader reader, Plan plan, long[] initialFields, boolean autoReset,
            MemorySegment actionCodes) {
        this.engine = engine;
        this.reader = reader;
        this.plan = plan;
        this.layout = plan.layout();
        this.batch = engine.batch();
        this.fields = layout.fieldCount();
        this.initialFields = initialFields;
        this.autoReset = autoReset;
        this.actionCodes = actionCodes;
        this.lastStepEnding = new byte[batch];
        this.wasRunning = new boolean[batch];
    }

    /**
     * Steps every environment in the engine, then writes back in one go the inactive ones (saved
     * before: environments are independent, so stepping them and undoing it is the same on every
     * backend as not stepping them) and, under auto-reset, the initial state of the games the step
     * ended.
     */
    void step(int[] actions, boolean[] active) {
        int inactive = 0;
        for (int env = 0; env < batch; env++) {
            boolean on = active == null || active[env];
            inactive += on ? 0 : 1;
            wasRunning[env] = on && !reader.finished(env);
            actionCodes.setAtIndex(ValueLayout.JAVA_LONG, env, plan.actionCode(on ? actions[env] : 0));
        }
        int[] inactiveEnvs = new int[inactive];
        long[] inactiveFields = new long[inactive * fields];
        for (int env = 0, k = 0; k < inactive; env++) {
            if (!active[env]) {
                reader.readFields(engine.state(), env, inactiveFields, k * fields);
                inactiveEnvs[k++] = env;
            }
        }
        engine.step(actionCodes);
        int ended = 0;
        for (int env = 0; env < batch; env++) {
            byte ending = NOT_ENDED;
            if (wasRunning[env]) {
                ending = reader.field(Kind.TERMINATED, 0, env) != 0 ? ENDED_TERMINATED
                        : reader.field(Kind.TRUNCATED, 0, env) != 0 ? ENDED_TRUNCATED : NOT_ENDED;
            }
            lastStepEnding[env] = ending;
            ended += ending == NOT_ENDED ? 0 : 1;
        }
        int resets = autoReset ? ended : 0;
        if (inactive + resets == 0) {
            return;
        }
        int[] envs = Arrays.copyOf(inactiveEnvs, inactive + resets);
        long[] values = Arrays.copyOf(inactiveFields, (inactive + resets) * fields);
        for (int env = 0, k = inactive; k < envs.length; env++) {
            if (lastStepEnding[env] != NOT_ENDED) {
                System.arraycopy(initialFields, 0, values, k * fields, fields);
                for (int p = 0; p < Simulator.PLAYERS; p++) {
                    int reward = layout.column(Kind.REWARD, p);
                    values[k * fields + reward] = reader.field(reward, env);
                }
                envs[k++] = env;
            }
        }
        engine.write(envs, values);
    }

    /** Puts distinct environments back in the initial state. */
    void reset(int[] distinct) {
        long[] values = new long[distinct.length * fields];
        for (int k = 0; k < distinct.length; k++) {
            System.arraycopy(initialFields, 0, values, k * fields, fields);
            lastStepEnding[distinct[k]] = NOT_ENDED;
        }
        engine.write(distinct, values);
    }

    /** The whole state of one environment, F words. */
    long[] save(int env) {
        long[] words = new long[fields];
        reader.readFields(engine.state(), env, words, 0);
        return words;
    }

    /** Writes F words into one environment. */
    void restore(int env, long[] words) {
        engine.write(new int[] {env}, words);
        lastStepEnding[env] = NOT_ENDED;
    }

    /** Forgets how the last step ended every game (after a call that changes the whole batch). */
    void forgetEndings() {
        Arrays.fill(lastStepEnding, NOT_ENDED);
    }

    /** Forgets how the last step ended one environment's game (after a call that overwrote it). */
    void forgetEnding(int env) {
        lastStepEnding[env] = NOT_ENDED;
    }

    boolean lastStepTerminated(int env) {
        return lastStepEnding[env] == ENDED_TERMINATED;
    }

    boolean lastStepTruncated(int env) {
        return lastStepEnding[env] == ENDED_TRUNCATED;
    }
}
