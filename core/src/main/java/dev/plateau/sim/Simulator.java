package dev.plateau.sim;

import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One compiled game on one backend for a batch of B independent environments, with the
 * conventions of PGX and Ludax (docs/language.md, "The simulator's view"): {@link #init()}, {@link #step(int...)}, and per
 * environment the player to move, the legal action mask, rewards, termination, truncation, the
 * winner, the step count and the observation. Random playouts run fused inside the backend
 * ({@link #playouts(long)}, {@link #stepRandom(long, long)}).
 *
 * <p>For agents that control the batch (docs/language.md, "Controlling the batch"): {@link
 * #save}/{@link #restore} one environment as a {@link GameState}, {@link #copy} environments onto
 * others inside the backend, {@link #step(int[], boolean[]) step a subset}, {@link #reset} chosen
 * environments, reset finished games after each step ({@link Builder#autoReset}), and read the legal
 * masks and observations of the whole batch into the caller's arrays ({@link #legalMasks}, {@link
 * #observations}, or packed as bits, {@link #observationsPacked}). All of them give the same state, byte for byte, on every backend.
 *
 * <p>Shapes: actions are {@code int[B]}, numbered by the game's {@link ActionCodec}; a legal mask
 * is {@code boolean[A]} (A = {@link #actionCount()}); an observation is {@code float[C · H · W]},
 * planes first, as the game's {@link ObservationLayout} says. Reading one environment is a few
 * memory reads; the column views ({@link #players()}, {@link #terminations()}, …) copy nothing.
 *
 * <p>The simulator is the public face of a few package-private rooms: {@code Stepper} (stepping,
 * resets and restores), {@code StateReader} (one environment's fields), {@code LegalActions},
 * {@code ObservationWriter} and {@code ColumnViews}; its reading calls are declared in {@code
 * SimulatorReads}. It checks every argument and holds the guards, and the rooms do the work.
 *
 * <p>Strict: every index argument (an environment, a player, a cell, an action) is checked, and one
 * out of range throws {@link IndexOutOfBoundsException} naming the argument, the index and its
 * range, e.g. "env 4096 out of range [0, 4096)". {@link #close()} may be called any number of
 * times; every other call on a closed simulator, and on a column view of it, throws {@link
 * IllegalStateException}, on every backend.
 *
 * <p>Not thread-safe: one thread at a time may call a simulator; handing it to another thread
 * needs the usual happens-before (e.g. a queue or a future). Backends may run their own worker
 * threads inside a call. Calls that change or free the batch ({@link #init()}, {@link #step},
 * {@link #stepRandom}, {@link #playouts}, {@link #summary()}, {@link #restore}, {@link #copy},
 * {@link #reset}, {@link #close()}) detect a second thread entering while one is inside and throw
 * {@link ConcurrentModificationException} rather than corrupt the state or free memory in use. Reads of one environment are not
 * guarded: a guard would cost more than the read itself, and a racing read only sees a torn
 * state, never freed memory.
 */
public final class Simulator extends SimulatorReads implements AutoCloseable {
    /** The observation planes: the mover's pieces ({@link ObservationLayout#MOVER}). */
    public static final int PLANE_MOVER = ObservationLayout.MOVER;
    /** The observation planes: the opponent's pieces ({@link ObservationLayout#OPPONENT}). */
    public static final int PLANE_OPPONENT = ObservationLayout.OPPONENT;
    /** The observation planes: 1 everywhere when P2 is to move, else 0 ({@link ObservationLayout#PLAYER}). */
    public static final int PLANE_PLAYER = ObservationLayout.PLAYER;
    /** The observation planes: the {@link #orderIndex} everywhere ({@link ObservationLayout#ORDER_INDEX}). */
    public static final int PLANE_ORDER_INDEX = ObservationLayout.ORDER_INDEX;
    /** The observation planes: the {@link #phase} everywhere ({@link ObservationLayout#PHASE}). */
    public static final int PLANE_PHASE = ObservationLayout.PHASE;
    /** The observation planes, in games with scores: the mover's score everywhere. */
    public static final int PLANE_MOVER_SCORE = ObservationLayout.MOVER_SCORE;
    /** The observation planes, in games with scores: the opponent's score everywhere. */
    public static final int PLANE_OPPONENT_SCORE = ObservationLayout.OPPONENT_SCORE;

    private final Backend backend;
    private final IllegalActionPolicy policy;
    private final Arena arena;
    private final Stepper stepper;
    /** Held by the thread inside a call that changes or frees the whole batch. */
    private final AtomicBoolean busy = new AtomicBoolean();

    /** What opening a simulator acquires, before it is built around it. */
    private record Opened(Backend backend, Engine engine, Arena arena, MemorySegment actionCodes, long[] initialFields) {}

    /** Opens the engine and initialises it; if anything fails, releases what was acquired first. */
    private static Opened open(Builder b) {
        Plan plan = b.game.plan();
        Backend backend = b.backend == null ? Backends.byName(b.backendName) : b.backend;
        EngineOptions options = new EngineOptions(b.threads, b.stepLimit, b.settings);
        long[] initialFields = ScalarEngine.initialFields(plan, options);
        Arena arena = Arena.ofShared();
        Engine opened = null;
        try {
            opened = backend.open(plan, b.batch, options);
            MemorySegment actionCodes = arena.allocate((long) b.batch * Long.BYTES, 64);
            opened.init();
            return new Opened(backend, opened, arena, actionCodes, initialFields);
        } catch (RuntimeException | Error e) {
            // On the GPU an engine holds device memory and a context: nothing else would free them.
            try {
                release(opened, arena);
            } catch (RuntimeException | Error suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
    }

    private Simulator(Builder b, Opened opened) {
        super(b.game, opened.engine(), b.batch);
        this.backend = opened.backend();
        this.policy = b.policy;
        this.arena = opened.arena();
        this.stepper = new Stepper(engine, reader, plan, opened.initialFields(), b.autoReset, opened.actionCodes());
    }

    /** Closes the engine (if there is one), then the arena, even if closing the engine fails. */
    private static void release(Engine engine, Arena arena) {
        try {
            if (engine != null) {
                engine.close();
            }
        } finally {
            arena.close();
        }
    }

    /** A builder for a simulator of this game. */
    public static Builder builder(CompiledGame game) {
        return new Builder(game);
    }

    /** Options of a simulator, with sensible defaults. */
    public static final class Builder {
        private final CompiledGame game;
        private int batch = 1;
        private String backendName = Backends.BEST;
        private Backend backend;
        private int threads = Runtime.getRuntime().availableProcessors();
        private long stepLimit;
        private IllegalActionPolicy policy = IllegalActionPolicy.PENALTY;
        private boolean autoReset;
        private final Map<EngineSetting<?>, Object> settings = new HashMap<>();

        private Builder(CompiledGame game) {
            this.game = game;
        }

        /** B, the number of environments (default 1). */
        public Builder batch(int environments) {
            if (environments < 1) {
                throw new IllegalArgumentException("the batch needs at least one environment, not " + environments);
            }
            this.batch = environments;
            return this;
        }

        /** The backend by name ("scalar", "simd", "cuda", … or "best", the default). */
        public Builder backend(String name) {
            this.backendName = name;
            this.backend = null;
            return this;
        }

        /** A backend instance. */
        public Builder backend(Backend b) {
            this.backend = b;
            return this;
        }

        /**
         * The most worker threads for backends that use them (default: all processors). A backend
         * starts no more than the batch can keep busy: a batch of one runs on the caller's thread.
         */
        public Builder threads(int count) {
            if (count < 1) {
                throw new IllegalArgumentException("threads must be at least 1, not " + count);
            }
            this.threads = count;
            return this;
        }

        /** The step limit after which a running game is truncated (docs/language.md, "Finished games and truncation"); 0 for none (default). */
        public Builder stepLimit(long limit) {
            if (limit < 0) {
                throw new IllegalArgumentException("the step limit cannot be negative: " + limit);
            }
            this.stepLimit = limit;
            return this;
        }

        /**
         * A setting of the backend's engine, such as {@code SimdBackend.LANES} (default: the
         * setting's own); the backend's class documents its settings, and other backends ignore it.
         *
         * @throws IllegalArgumentException naming the setting and its allowed values if {@code value} is not one
         */
        public <T> Builder setting(EngineSetting<T> setting, T value) {
            settings.put(setting, setting.check(value));
            return this;
        }

        /** What to do with illegal actions (default {@link IllegalActionPolicy#PENALTY}). */
        public Builder illegalActions(IllegalActionPolicy p) {
            this.policy = p;
            return this;
        }

        /**
         * Whether {@link Simulator#step} resets the environments whose game it ends (default false),
         * as vectorised RL environments do. After such a step, an environment that the step
         * terminated or truncated is in the initial state (player to move, legal actions,
         * observation, step count 0, not terminated, winner −1: a new game), except that its
         * rewards are still the terminal step's ({@link Simulator#reward}, {@link
         * Simulator#rewardsOf}); {@link Simulator#lastStepTerminated} and {@link
         * Simulator#lastStepTruncated} say which games the step ended and how. The winner of the
         * ended game is not kept: read it from the rewards (+1 for the winner). Only {@code step}
         * resets: fused random steps and playouts leave finished games as they are.
         */
        public Builder autoReset(boolean enabled) {
            this.autoReset = enabled;
            return this;
        }

        /**
         * Opens the simulator and initialises every environment.
         *
         * @throws BackendUnavailableException if the chosen backend cannot run here
         */
        public Simulator build() {
            return new Simulator(this, open(this));
        }
    }

    // ------------------------------------------------------------------ guards

    /**
     * Enters a call that changes or frees the whole batch; {@link #exit()} in a {@code finally}
     * ends it. Checks for a closed simulator inside the guard, so that a close by another thread
     * cannot slip in between the check and the call.
     */
    private void enter() {
        if (!busy.compareAndSet(false, true)) {
            throw new ConcurrentModificationException(
                    "another thread is inside a call on this simulator: one thread at a time may use it");
        }
        if (closed) {
            exit();
            throw closedException();
        }
    }

    private void exit() {
        busy.set(false);
    }

    // ------------------------------------------------------------------ changing the state

    /** Puts every environment in the initial state (docs/language.md, "Game state"). */
    public void init() {
        enter();
        try {
            engine.init();
            stepper.forgetEndings();
        } finally {
            exit();
        }
    }

    /**
     * Applies one action per environment (docs/language.md, "The order of a step").
     *
     * @param actions shape [B], each in 0 … A−1, also for finished environments
     * @throws IllegalArgumentException if the length is not B or an action is out of range; then no
     *     environment changes
     * @throws IllegalActionException under the strict policy if a running environment receives an
     *     illegal action; then no environment changes
     * @see Builder#autoReset
     */
    public void step(int... actions) {
        step(actions, null);
    }

    /**
     * Applies one action to each active environment; the others are untouched (their state, step
     * count and rewards stay as they are, and their actions are ignored: they may be anything).
     * Otherwise as {@link #step(int...)}, auto-reset included.
     *
     * @param actions shape [B]; the actions of active environments each in 0 … A−1
     * @param active shape [B], true where the environment steps; null steps every environment
     * @throws IllegalArgumentException if a length is not B or an active environment's action is out
     *     of range; then no environment changes
     * @throws IllegalActionException under the strict policy if a running active environment
     *     receives an illegal action; then no environment changes
     */
    public void step(int[] actions, boolean[] active) {
        enter();
        try {
            checkLength("action", actions.length);
            if (active != null) {
                checkLength("active flag", active.length);
            }
            int a = plan.actionCount();
            for (int env = 0; env < batch; env++) {
                if ((active == null || active[env]) && (actions[env] < 0 || actions[env] >= a)) {
                    throw new IllegalArgumentException("environment " + env + ": action " + actions[env]
                            + " is outside the action space 0 … " + (a - 1));
                }
            }
            if (policy == IllegalActionPolicy.STRICT) {
                for (int env = 0; env < batch; env++) {
                    if ((active == null || active[env]) && !reader.finished(env) && !legal.legal(env, actions[env])) {
                        throw new IllegalActionException(env, actions[env], legal.list(env));
                    }
                }
            }
            stepper.step(actions, active);
        } finally {
            exit();
        }
    }

    private void checkLength(String what, int length) {
        if (length != batch) {
            throw new IllegalArgumentException("step needs one " + what + " per environment: " + batch
                    + ", not " + length);
        }
    }

    /**
     * Whether the last {@link #step} ended this environment's game by termination (it was running
     * before and terminated by the step). Under {@link Builder#autoReset} the environment has since
     * been reset, so this (with the rewards) is how the caller learns that the game ended. False
     * after any other call that changes the environment ({@link #init}, {@link #stepRandom}, {@link
     * #playouts}, {@link #reset}, {@link #restore}, {@link #copy} onto it).
     */
    public boolean lastStepTerminated(int env) {
        return stepper.lastStepTerminated(env(env));
    }

    /**
     * Whether the last {@link #step} ended this environment's game by truncation (the step limit);
     * as {@link #lastStepTerminated}.
     */
    public boolean lastStepTruncated(int env) {
        return stepper.lastStepTruncated(env(env));
    }

    // ------------------------------------------------------------------ saving, copying, resetting

    /**
     * The whole state of one environment, as an immutable value: {@link #restore} puts it back, in
     * this simulator or any other of the same compiled game (on any backend), and stepping it then
     * gives exactly what stepping the original would have given.
     */
    public GameState save(int env) {
        return new GameState(game, stepper.save(env(env)));
    }

    /**
     * Writes a saved state into one environment (all of its fields: board, player, step count,
     * rewards, termination).
     *
     * @throws IllegalArgumentException if the state was saved from a simulator of another compiled
     *     game (compiling the same game twice gives two games)
     */
    public void restore(int env, GameState state) {
        enter();
        try {
            checkIndex("env", env, batch);
            if (state.game() != game) {
                throw new IllegalArgumentException("the state was saved from " + state.game() + ", not from this "
                        + "simulator's " + game + ": a state can only be restored into a simulator of its own "
                        + "compiled game");
            }
            stepper.restore(env, state.words());
        } finally {
            exit();
        }
    }

    /**
     * Copies environment {@code src}'s whole state onto each of {@code dst}, inside the backend (on
     * a GPU, device to device): no state passes through Java objects. Naming {@code src} among the
     * destinations, or a destination twice, is harmless.
     */
    public void copy(int src, int... dst) {
        enter();
        try {
            checkIndex("src", src, batch);
            for (int env : dst) {
                checkIndex("dst", env, batch);
            }
            engine.copy(src, dst.clone());
            for (int env : dst) {
                if (env != src) {
                    stepper.forgetEnding(env);
                }
            }
        } finally {
            exit();
        }
    }

    /**
     * Puts the chosen environments back in the initial state (the state {@link #init()} gives, the
     * same in every environment); the others are untouched. Naming an environment twice is harmless.
     */
    public void reset(int... envs) {
        enter();
        try {
            for (int env : envs) {
                checkIndex("env", env, batch);
            }
            stepper.reset(Arrays.stream(envs).distinct().toArray());
        } finally {
            exit();
        }
    }

    /** One uniformly random legal move in every running environment, with this seed (fused). */
    public void stepRandom(long seed) {
        stepRandom(seed, 1);
    }

    /**
     * The uniformly random legal action that {@link #stepRandom(long)} with this seed would play in
     * a running environment now, chosen host-side so that the caller knows it: stepping it gives
     * that environment the same state as {@code stepRandom(seed)} (short of the {@link
     * EngineOptions#PLAYOUT_STEP_CAP} at which a random move without a step limit truncates), on
     * every backend. An agent that plays at random thus steps {@code randomAction(env, seed)} and
     * knows the move it made.
     *
     * <p>The choice depends only on the seed, the environment's index and its step count: like
     * {@code stepRandom}, the same seed gives a different draw at every step. It reads the legal
     * actions and the step count and changes nothing.
     *
     * @throws IllegalStateException if the environment's game is over
     */
    public int randomAction(int env, long seed) {
        env(env);
        if (reader.finished(env)) {
            throw new IllegalStateException("environment " + env + " has finished: it has no move to make");
        }
        return legal.random(env, seed);
    }

    /**
     * Up to {@code steps} uniformly random legal moves in every running environment (fused). Move t
     * of environment i depends only on the seed, i and the step count.
     */
    public void stepRandom(long seed, long steps) {
        enter();
        try {
            engine.randomSteps(seed, 0, steps);
            stepper.forgetEndings();
        } finally {
            exit();
        }
    }

    /**
     * Plays every environment from the initial state to the end with uniformly random legal moves,
     * fused in the backend, and summarises the outcomes. Environment i's playout depends only on the
     * seed and i. Without a step limit, playouts stop at {@link EngineOptions#PLAYOUT_STEP_CAP} steps.
     */
    public PlayoutSummary playouts(long seed) {
        return playouts(seed, 0);
    }

    /**
     * Like {@link #playouts(long)}, but environment i plays as playout number {@code first + i}: its
     * moves depend only on the seed and that number. Running playouts 0 … N−1 in batches of any size
     * thus gives the same games.
     */
    public PlayoutSummary playouts(long seed, long first) {
        enter();
        try {
            PlayoutSummary summary = engine.playouts(seed, first, layout);
            stepper.forgetEndings();
            return summary;
        } finally {
            exit();
        }
    }

    /**
     * Whether the backend is still compiling faster code for what this simulator has run, in the
     * background: the CPU backend starts compiling a program's straight-line runs when the program
     * still runs a second after its first run, and uses each as it is ready, which for the largest
     * games takes tens of seconds. A measurement of steady speed waits until this is {@code false}.
     */
    public boolean compiling() {
        enter();
        try {
            return engine.compiling();
        } finally {
            exit();
        }
    }

    /** The outcomes of the batch as it stands. */
    public PlayoutSummary summary() {
        enter();
        try {
            return engine.summary(layout);
        } finally {
            exit();
        }
    }

    // ------------------------------------------------------------------ about the simulator

    /** The compiled game. */
    public CompiledGame game() {
        ensureOpen();
        return game;
    }

    /** The backend running this simulator. */
    public Backend backend() {
        ensureOpen();
        return backend;
    }

    /** B. */
    public int batchSize() {
        ensureOpen();
        return batch;
    }

    /** A, the size of the action space. */
    public int actionCount() {
        ensureOpen();
        return plan.actionCount();
    }

    /**
     * The raw state of the batch in the plan's {@link StateLayout} (a read-only view; for tests that
     * compare backends byte for byte, and for advanced users). The view is the backend's memory:
     * read it only while the simulator is open (after {@link #close()}, what it shows depends on
     * the backend, and most throw {@link IllegalStateException}).
     */
    public MemorySegment rawState() {
        ensureOpen();
        return engine.state().asReadOnly();
    }

    /**
     * Frees the engine (on the GPU: device memory and the context) and the simulator's own memory.
     * Closing again does nothing; any other call on a closed simulator throws {@link
     * IllegalStateException}.
     *
     * @throws ConcurrentModificationException if another thread is inside a call that changes the
     *     batch; the simulator then stays open
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (!busy.compareAndSet(false, true)) {
            throw new ConcurrentModificationException(
                    "another thread is inside a call on this simulator: close it when that call has returned");
        }
        try {
            if (!closed) {
                closed = true;
                release(engine, arena);
            }
        } finally {
            exit();
        }
    }
}
