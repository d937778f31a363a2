package dev.plateau.sim;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.Rng;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.List;
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
 * #observations}). All of them give the same state, byte for byte, on every backend.
 *
 * <p>Shapes: actions are {@code int[B]}; a legal mask is {@code boolean[A]} (A = {@link
 * #actionCount()}: one action per cell, plus pass where the game has it); an observation is {@code
 * boolean[H · W · 2]}, element [r][c][ch] at {@code (r · W + c) · 2 + ch}, channel 0 the pieces of
 * the player to move. Reading one environment is a few memory reads; the column views ({@link
 * #players()}, {@link #terminations()}, …) copy nothing.
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
public final class Simulator implements AutoCloseable {
    /** The number of players, the range of every player argument. */
    private static final int PLAYERS = 2;

    private final CompiledGame game;
    private final Plan plan;
    private final Topology topology;
    private final StateLayout layout;
    private final Backend backend;
    private final Engine engine;
    private final int batch;
    private final IllegalActionPolicy policy;
    private final Arena arena;
    private final MemorySegment actionCodes;
    private final int[] actionWord;
    private final long[] actionMask;
    /** F, the number of state fields of one environment. */
    private final int fields;
    /** The fields of an environment after init (the same in every environment: init draws nothing). */
    private final long[] initialFields;
    private final boolean autoReset;
    /** How the last step ended each environment's game: {@link #NOT_ENDED}, {@link #ENDED_TERMINATED}, … */
    private final byte[] lastStepEnding;
    /** Set once by {@link #close()}; read by every call. */
    private boolean closed;
    /** Held by the thread inside a call that changes or frees the whole batch. */
    private final AtomicBoolean busy = new AtomicBoolean();

    /** Opens the engine and initialises it; if anything fails, releases what was acquired first. */
    private Simulator(Builder b) {
        this.game = b.game;
        this.plan = game.plan();
        this.topology = plan.topology();
        this.layout = plan.layout();
        this.backend = b.backend == null ? Backends.byName(b.backendName) : b.backend;
        this.batch = b.batch;
        this.policy = b.policy;
        this.autoReset = b.autoReset;
        this.fields = layout.fieldCount();
        this.lastStepEnding = new byte[batch];
        int moves = plan.actionCount() - (plan.hasPassAction() ? 1 : 0);
        this.actionWord = new int[moves];
        this.actionMask = new long[moves];
        for (int a = 0; a < moves; a++) {
            long code = plan.actionCode(a);
            actionWord[a] = layout.column(Kind.LEGAL, plan.actions().legalWord(code));
            actionMask[a] = 1L << (code & 63);
        }
        EngineOptions options = new EngineOptions(b.threads, b.stepLimit);
        this.initialFields = ScalarEngine.initialFields(plan, options);
        Arena ownArena = Arena.ofShared();
        Engine opened = null;
        try {
            opened = backend.open(plan, batch, options);
            this.actionCodes = ownArena.allocate((long) batch * Long.BYTES, 64);
            opened.init();
        } catch (RuntimeException | Error e) {
            // On the GPU an engine holds device memory and a context: nothing else would free them.
            try {
                release(opened, ownArena);
            } catch (RuntimeException | Error suppressed) {
                e.addSuppressed(suppressed);
            }
            throw e;
        }
        this.engine = opened;
        this.arena = ownArena;
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
            return new Simulator(this);
        }
    }

    // ------------------------------------------------------------------ guards

    /** Throws unless the simulator is open: one field read, cheap enough for every call. */
    private void ensureOpen() {
        if (closed) {
            throw closedException();
        }
    }

    private static IllegalStateException closedException() {
        return new IllegalStateException("simulator is closed");
    }

    /**
     * An index argument, checked: {@code index} itself if it is in [0, bound).
     *
     * @param name the argument's name, for the message
     * @throws IndexOutOfBoundsException e.g. "env 4096 out of range [0, 4096)"
     */
    private static int checkIndex(String name, int index, int bound) {
        if (index < 0 || index >= bound) {
            throw new IndexOutOfBoundsException(name + " " + index + " out of range [0, " + bound + ")");
        }
        return index;
    }

    /** An environment argument of an open simulator, checked. */
    private int env(int env) {
        ensureOpen();
        return checkIndex("env", env, batch);
    }

    private static int player(int player) {
        return checkIndex("player", player, PLAYERS);
    }

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
            Arrays.fill(lastStepEnding, NOT_ENDED);
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
                    if ((active == null || active[env]) && !finished(env) && !legal(env, actions[env])) {
                        throw new IllegalActionException(env, actions[env], legalList(env));
                    }
                }
            }
            stepChecked(actions, active);
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
     * Steps every environment in the engine, then writes back in one go the inactive ones (saved
     * before: environments are independent, so stepping them and undoing it is the same on every
     * backend as not stepping them) and, under auto-reset, the initial state of the games the step
     * ended.
     */
    private void stepChecked(int[] actions, boolean[] active) {
        if (wasRunning == null) {
            wasRunning = new boolean[batch];
        }
        int inactive = 0;
        for (int env = 0; env < batch; env++) {
            boolean on = active == null || active[env];
            inactive += on ? 0 : 1;
            wasRunning[env] = on && !finished(env);
            actionCodes.setAtIndex(ValueLayout.JAVA_LONG, env, plan.actionCode(on ? actions[env] : 0));
        }
        int[] inactiveEnvs = new int[inactive];
        long[] inactiveFields = new long[inactive * fields];
        for (int env = 0, k = 0; k < inactive; env++) {
            if (!active[env]) {
                readFields(engine.state(), env, inactiveFields, k * fields);
                inactiveEnvs[k++] = env;
            }
        }
        engine.step(actionCodes);
        int ended = 0;
        for (int env = 0; env < batch; env++) {
            byte ending = NOT_ENDED;
            if (wasRunning[env]) {
                ending = field(Kind.TERMINATED, 0, env) != 0 ? ENDED_TERMINATED
                        : field(Kind.TRUNCATED, 0, env) != 0 ? ENDED_TRUNCATED : NOT_ENDED;
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
                for (int p = 0; p < PLAYERS; p++) {
                    int reward = layout.column(Kind.REWARD, p);
                    values[k * fields + reward] = field(reward, env);
                }
                envs[k++] = env;
            }
        }
        engine.write(envs, values);
    }

    /** Per environment, whether it was active and running before the step being made (reused). */
    private boolean[] wasRunning;

    private static final byte NOT_ENDED = 0;
    private static final byte ENDED_TERMINATED = 1;
    private static final byte ENDED_TRUNCATED = 2;

    /**
     * Whether the last {@link #step} ended this environment's game by termination (it was running
     * before and terminated by the step). Under {@link Builder#autoReset} the environment has since
     * been reset, so this (with the rewards) is how the caller learns that the game ended. False
     * after any other call that changes the environment ({@link #init}, {@link #stepRandom}, {@link
     * #playouts}, {@link #reset}, {@link #restore}, {@link #copy} onto it).
     */
    public boolean lastStepTerminated(int env) {
        return lastStepEnding[env(env)] == ENDED_TERMINATED;
    }

    /**
     * Whether the last {@link #step} ended this environment's game by truncation (the step limit);
     * as {@link #lastStepTerminated}.
     */
    public boolean lastStepTruncated(int env) {
        return lastStepEnding[env(env)] == ENDED_TRUNCATED;
    }

    // ------------------------------------------------------------------ saving, copying, resetting

    /** Environment env's F words, from the batch's state, into {@code out} from index {@code at}. */
    private void readFields(MemorySegment state, int env, long[] out, int at) {
        for (int f = 0; f < fields; f++) {
            out[at + f] = state.get(ValueLayout.JAVA_LONG, StateLayout.offset(f, env, batch));
        }
    }

    /**
     * The whole state of one environment, as an immutable value: {@link #restore} puts it back, in
     * this simulator or any other of the same compiled game (on any backend), and stepping it then
     * gives exactly what stepping the original would have given.
     */
    public GameState save(int env) {
        env(env);
        long[] words = new long[fields];
        readFields(engine.state(), env, words, 0);
        return new GameState(game, words);
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
            engine.write(new int[] {env}, state.words());
            lastStepEnding[env] = NOT_ENDED;
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
                    lastStepEnding[env] = NOT_ENDED;
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
            int[] distinct = Arrays.stream(envs).distinct().toArray();
            long[] values = new long[distinct.length * fields];
            for (int k = 0; k < distinct.length; k++) {
                System.arraycopy(initialFields, 0, values, k * fields, fields);
                lastStepEnding[distinct[k]] = NOT_ENDED;
            }
            engine.write(distinct, values);
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
        if (finished(env)) {
            throw new IllegalStateException("environment " + env + " has finished: it has no move to make");
        }
        // The fused random step counts the legal placements in bit order, pass last; do the same.
        int words = plan.actions().legalWords();
        long[] legal = new long[words];
        int placements = 0;
        for (int w = 0; w < words; w++) {
            legal[w] = field(Kind.LEGAL, w, env);
            placements += Long.bitCount(legal[w]);
        }
        boolean passLegal = layout.has(Kind.LEGAL_PASS) && field(Kind.LEGAL_PASS, 0, env) != 0;
        int total = placements + (passLegal ? 1 : 0);
        if (total == 0) {
            throw new IllegalStateException("environment " + env + " is running but has no legal action");
        }
        long k = Rng.choose(Rng.draw(seed, env, (int) field(Kind.STEPS, 0, env)), total);
        if (k == placements) {
            return plan.actionOf(-1);
        }
        for (int w = 0; ; w++) {
            int here = Long.bitCount(legal[w]);
            if (k < here) {
                long word = legal[w];
                for (long skip = 0; skip < k; skip++) {
                    word &= word - 1;
                }
                return plan.actionOf(plan.actions().codeBase(w) + Long.numberOfTrailingZeros(word));
            }
            k -= here;
        }
    }

    /**
     * Up to {@code steps} uniformly random legal moves in every running environment (fused). Move t
     * of environment i depends only on the seed, i and the step count.
     */
    public void stepRandom(long seed, long steps) {
        enter();
        try {
            engine.randomSteps(seed, 0, steps);
            Arrays.fill(lastStepEnding, NOT_ENDED);
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
            Arrays.fill(lastStepEnding, NOT_ENDED);
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
            return summarize();
        } finally {
            exit();
        }
    }

    private PlayoutSummary summarize() {
        return engine.summary(layout);
    }

    // ------------------------------------------------------------------ reading one environment
    //
    // Each public reader checks its arguments once, then reads through the unchecked helpers below,
    // which the batch calls use too.

    private long field(int column, int env) {
        return engine.state().get(ValueLayout.JAVA_LONG, StateLayout.offset(column, env, batch));
    }

    private long field(Kind kind, int index, int env) {
        return field(layout.column(kind, index), env);
    }

    /** The player to move, 0 (P1) or 1 (P2); once the game is over, the player who made the last action. */
    public int currentPlayer(int env) {
        return (int) field(Kind.PLAYER, 0, env(env));
    }

    /**
     * The phase of the turn being played: an index into the game's phases ({@code
     * game().game().phases()}), 0 for the first. In a finished game, the phase where it stopped.
     */
    public int phase(int env) {
        return plan.positions().phase(position(env(env)));
    }

    /**
     * Which move of the current phase's mover order ({@code Phase.order()}) is to be made: an index
     * into that order. In a phase with the order (P1 P2 P2) it is 0 while P1 is to move, then 1 and
     * 2 for P2's first and second placement. In a finished game, where it stopped.
     */
    public int orderIndex(int env) {
        return plan.positions().entry(position(env(env)));
    }

    private int position(int env) {
        return (int) field(Kind.POSITION, 0, env);
    }

    /** Whether the game is over. */
    public boolean terminated(int env) {
        return field(Kind.TERMINATED, 0, env(env)) != 0;
    }

    /** Whether the step limit cut the game short. */
    public boolean truncated(int env) {
        return field(Kind.TRUNCATED, 0, env(env)) != 0;
    }

    private boolean finished(int env) {
        return field(Kind.TERMINATED, 0, env) != 0 || field(Kind.TRUNCATED, 0, env) != 0;
    }

    /** −1 (none yet, or a draw), 0 (P1) or 1 (P2). */
    public int winner(int env) {
        return (int) field(Kind.WINNER, 0, env(env));
    }

    /** Steps taken while the game was running. */
    public int stepCount(int env) {
        return (int) field(Kind.STEPS, 0, env(env));
    }

    /** The reward of a player (0 or 1) for the last step: +1, −1 or 0. */
    public float reward(int env, int player) {
        env(env);
        return field(Kind.REWARD, player(player), env);
    }

    /** Both rewards of the last step, shape [2], indexed by player. */
    public float[] rewards(int env) {
        env(env);
        return new float[] {field(Kind.REWARD, 0, env), field(Kind.REWARD, 1, env)};
    }

    /** A player's score (0 in games without scores). */
    public int score(int env, int player) {
        env(env);
        player(player);
        return layout.has(Kind.SCORE) ? (int) field(Kind.SCORE, player, env) : 0;
    }

    /** What a cell holds: 0 empty, 1 a piece of P1, 2 a piece of P2, 3 a neutral piece. */
    public int cell(int env, int cell) {
        return owner(env(env), checkIndex("cell", cell, topology.cellCount()));
    }

    /**
     * The type of the piece on a cell ({@code pawn}, {@code king}, … as the game declares them), or
     * {@code null} for an empty cell and in games without declared types.
     */
    public String piece(int env, int cell) {
        env(env);
        checkIndex("cell", cell, topology.cellCount());
        return pieceAt(env, cell, owner(env, cell));
    }

    /** The type of the piece of this owner (0 none, 1 P1, 2 P2, 3 neutral) on a checked cell. */
    private String pieceAt(int env, int cell, int owner) {
        if (owner == 0) {
            return null;
        }
        int bit = topology.bitOf(cell);
        long mask = 1L << (bit & 63);
        int stored = -1;
        for (int t = 0; t < plan.pieces().stored().size(); t++) {
            if ((field(Kind.BOARD_TYPE, t * topology.words() + (bit >>> 6), env) & mask) != 0) {
                stored = t;
            }
        }
        return plan.pieces().typeOf(owner - 1, stored);
    }

    private int owner(int env, int cell) {
        int bit = topology.bitOf(cell);
        long mask = 1L << (bit & 63);
        if ((field(Kind.BOARD_P1, bit >>> 6, env) & mask) != 0) {
            return 1;
        }
        if ((field(Kind.BOARD_P2, bit >>> 6, env) & mask) != 0) {
            return 2;
        }
        return layout.has(Kind.BOARD_NEUTRAL) && (field(Kind.BOARD_NEUTRAL, bit >>> 6, env) & mask) != 0 ? 3 : 0;
    }

    /** Whether an action is legal for the player to move (all are, once the game is over). */
    public boolean isLegal(int env, int action) {
        return legal(env(env), checkIndex("action", action, plan.actionCount()));
    }

    private boolean legal(int env, int action) {
        if (action == actionWord.length) {
            return field(Kind.LEGAL_PASS, 0, env) != 0;
        }
        return (field(actionWord[action], env) & actionMask[action]) != 0;
    }

    /** The legal action mask, shape [A]. */
    public boolean[] legalActionMask(int env) {
        env(env);
        boolean[] mask = new boolean[plan.actionCount()];
        for (int a = 0; a < mask.length; a++) {
            mask[a] = legal(env, a);
        }
        return mask;
    }

    /** The legal actions, in increasing order. */
    public List<Integer> legalActions(int env) {
        return legalList(env(env));
    }

    private List<Integer> legalList(int env) {
        List<Integer> legal = new ArrayList<>();
        for (int a = 0; a < plan.actionCount(); a++) {
            if (legal(env, a)) {
                legal.add(a);
            }
        }
        return legal;
    }

    /** The observation (docs/language.md, "Observation"), shape [H · W · 2]. */
    public boolean[] observation(int env) {
        env(env);
        int h = topology.gridHeight();
        int w = topology.gridWidth();
        boolean[] obs = new boolean[h * w * 2];
        int me = (int) field(Kind.PLAYER, 0, env) + 1;
        for (int c = 0; c < topology.cellCount(); c++) {
            int owner = owner(env, c);
            if (owner == 1 || owner == 2) { // neutral pieces are no player's
                int channel = owner == me ? 0 : 1;
                obs[(topology.row(c) * w + topology.col(c)) * 2 + channel] = true;
            }
        }
        return obs;
    }

    /**
     * The name of an action, as {@link CompiledGame#actionName}: a cell's name ({@code a1} the
     * top-left cell) or {@code pass}.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public String actionName(int action) {
        ensureOpen();
        return game.actionName(action);
    }

    /**
     * The action with a name, as {@link CompiledGame#actionOf}.
     *
     * @throws IllegalArgumentException naming the name and the board if no action has it
     */
    public int actionOf(String name) {
        ensureOpen();
        return game.actionOf(name);
    }

    /**
     * One environment as text, for people and logs: the board with {@code X} for P1's pieces,
     * {@code O} for P2's and {@code .} for empty cells, the column letters above and the row numbers
     * on the left as in the cells' names ({@link Topology#cellName(int)}), hex boards indented so
     * that neighbours line up, then a line saying who is to move ({@code X to move}) or how the game
     * ended ({@code X won}, {@code O won}, {@code draw}, {@code stopped at the step limit}). Lines
     * end with {@code \n}. For example Tic-Tac-Toe after X a1, O b2:
     * <pre>
     *   a b c
     * 1 X . .
     * 2 . O .
     * 3 . . .
     * X to move
     * </pre>
     */
    public String boardText(int env) {
        env(env);
        String status;
        if (field(Kind.TERMINATED, 0, env) != 0) {
            int winner = (int) field(Kind.WINNER, 0, env);
            status = winner < 0 ? "draw" : BoardText.mark(winner + 1) + " won";
        } else if (field(Kind.TRUNCATED, 0, env) != 0) {
            status = "stopped at the step limit";
        } else {
            status = BoardText.mark((int) field(Kind.PLAYER, 0, env) + 1) + " to move";
        }
        return BoardText.of(topology, cell -> {
            int owner = owner(env, cell);
            return owner == 0 ? BoardText.mark(0)
                    : BoardText.mark(owner, pieceAt(env, cell, owner), plan.pieces().typeOf(owner - 1, -1));
        }, status);
    }

    // ------------------------------------------------------------------ batch buffers

    /** ⌈A / 64⌉, the longs of one environment's row in {@link #legalMasks}. */
    public int legalMaskWords() {
        ensureOpen();
        return (plan.actionCount() + 63) >>> 6;
    }

    /**
     * The legal action masks of the whole batch, packed, into a caller's array: shape [B][⌈A/64⌉]
     * row-major, action a of environment i is bit {@code a % 64} of {@code out[i · ⌈A/64⌉ + a / 64]}
     * (bits past A are 0). As {@link #isLegal}: every action is legal in a finished game. Allocates
     * nothing.
     *
     * @throws IllegalArgumentException if {@code out.length} is not B · {@link #legalMaskWords()}
     */
    public void legalMasks(long[] out) {
        int words = legalMaskWords();
        if (out.length != batch * words) {
            throw new IllegalArgumentException("legal masks need B · ⌈A/64⌉ = " + batch + " · " + words + " = "
                    + batch * words + " longs, not " + out.length);
        }
        Arrays.fill(out, 0L);
        int actions = plan.actionCount();
        for (int env = 0; env < batch; env++) {
            int row = env * words;
            for (int a = 0; a < actions; a++) {
                if (legal(env, a)) {
                    out[row + (a >>> 6)] |= 1L << (a & 63);
                }
            }
        }
    }

    /** The number of piece-type planes: two per player-owned type, one per neutral type. */
    private int typePlaneCount() {
        int n = 0;
        for (var type : plan.pieces().types()) {
            n += type.owner() == dev.plateau.rules.PieceOwner.NEUTRAL ? 1 : 2;
        }
        return n;
    }

    /** The piece-type plane (counted from the first) of a type seen from side 0 mover, 1 opponent, 2 neutral. */
    private int typePlane(String type, int side) {
        int n = 0;
        for (var t : plan.pieces().types()) {
            if (t.name().equals(type)) {
                return n + (side == 1 ? 1 : 0);
            }
            n += t.owner() == dev.plateau.rules.PieceOwner.NEUTRAL ? 1 : 2;
        }
        throw new IllegalStateException("no piece type " + type);
    }

    /** The observation planes: the mover's pieces. */
    public static final int PLANE_MOVER = 0;
    /** The observation planes: the opponent's pieces. */
    public static final int PLANE_OPPONENT = 1;
    /** The observation planes: 1 everywhere when P2 is to move, else 0. */
    public static final int PLANE_PLAYER = 2;
    /** The observation planes: the {@link #orderIndex} everywhere (the placement within the turn). */
    public static final int PLANE_ORDER_INDEX = 3;
    /** The observation planes: the {@link #phase} everywhere. */
    public static final int PLANE_PHASE = 4;
    /** The observation planes, in games with scores: the mover's score everywhere. */
    public static final int PLANE_MOVER_SCORE = 5;
    /** The observation planes, in games with scores: the opponent's score everywhere. */
    public static final int PLANE_OPPONENT_SCORE = 6;

    /**
     * The shape of one environment's observation in {@link #observations}: {C, H, W}, with H × W the
     * board's grid ({@code Topology.gridHeight()}, {@code gridWidth()}) and C the number of {@link
     * #observationPlaneNames()}: 5, or 7 in games with scores, plus the planes of piece types, the
     * shot, repetitions and quiet moves in the games that have them.
     */
    public int[] observationShape() {
        ensureOpen();
        return new int[] {planes(), topology.gridHeight(), topology.gridWidth()};
    }

    private int planes() {
        return observationPlaneNames().size();
    }

    /** The planes that describe pieces, part, repetitions and quiet moves, after the first 5 or 7. */
    private List<String> extraPlanes() {
        List<String> names = new ArrayList<>();
        for (var type : plan.pieces().types()) {
            if (type.owner() == dev.plateau.rules.PieceOwner.NEUTRAL) {
                names.add(type.name());
            } else {
                names.add("mover " + type.name());
                names.add("opponent " + type.name());
            }
        }
        if (layout.has(Kind.PART)) {
            names.add("shot");
        }
        if (layout.has(Kind.HISTORY_COUNT)) {
            names.add("repetitions");
        }
        if (layout.has(Kind.QUIET)) {
            names.add("quiet_moves");
        }
        return names;
    }

    /**
     * The names of the observation planes, in order: {@code mover}, {@code opponent}, {@code player},
     * {@code order_index}, {@code phase}, then {@code mover_score} and {@code opponent_score} in games
     * with scores, then in games with declared piece types one plane per type and side ({@code mover
     * pawn}, {@code opponent pawn}; one plane such as {@code arrow} for a neutral type), then {@code
     * shot} (1 during the second part of a turn), {@code repetitions} (how often the present position
     * occurred before) and {@code quiet_moves} in the games that keep them.
     */
    public List<String> observationPlaneNames() {
        ensureOpen();
        List<String> names = new ArrayList<>(List.of("mover", "opponent", "player", "order_index", "phase"));
        if (layout.has(Kind.SCORE)) {
            names.addAll(List.of("mover_score", "opponent_score"));
        }
        names.addAll(extraPlanes());
        return names;
    }

    /** How often the present position occurred before it (the history's newest entry is it). */
    private int earlierOccurrences(int env) {
        int count = (int) field(Kind.HISTORY_COUNT, 0, env);
        int k = layout.positionWords();
        int same = 0;
        for (int e = 1; e < count; e++) {
            boolean equal = true;
            for (int w = 0; w < k && equal; w++) {
                equal = field(Kind.HISTORY, e * k + w, env) == field(Kind.HISTORY, w, env);
            }
            same += equal ? 1 : 0;
        }
        return same;
    }

    /**
     * The observations of the whole batch, into a caller's array, as PGX lays them out but planes
     * first: shape [B][C][H][W] row-major ({@link #observationShape()}), element [i][c][r][w] at
     * {@code ((i · C + c) · H + r) · W + w}. The planes, from the view of the player to move:
     * <ol start="0">
     *   <li>{@link #PLANE_MOVER}: 1 where the player to move has a piece;
     *   <li>{@link #PLANE_OPPONENT}: 1 where the opponent has one;
     *   <li>{@link #PLANE_PLAYER}: all 1 when P2 is to move, all 0 when P1 is;
     *   <li>{@link #PLANE_ORDER_INDEX}: all the {@link #orderIndex} (0 for a turn's first placement,
     *       1 for the second, …: what a multi-placement turn needs besides the board);
     *   <li>{@link #PLANE_PHASE}: all the {@link #phase} index;
     *   <li>{@link #PLANE_MOVER_SCORE}, {@link #PLANE_OPPONENT_SCORE}, only in games with scores: all
     *       the mover's, resp. the opponent's, score;
     *   <li>then, in games with declared piece types, per type in declaration order: 1 where the
     *       player to move has such a piece, 1 where the opponent has one (a neutral type: one plane,
     *       1 where such a piece is); then all the shot flag (1 during the second part of a turn), the
     *       number of earlier occurrences of the present position and the quiet-move count, in the
     *       games that keep them ({@link #observationPlaneNames()} names every plane).
     * </ol>
     * Neutral pieces are in neither {@link #PLANE_MOVER} nor {@link #PLANE_OPPONENT}.
     * Grid positions that are not cells of the board (the corners of a hexagonal board's grid) are 0
     * in the piece planes. In a finished game, "the player to move" is the one who moved last (as
     * {@link #currentPlayer}). Allocates nothing.
     *
     * @throws IllegalArgumentException if {@code out.length} is not B · C · H · W
     */
    public void observations(float[] out) {
        ensureOpen();
        int planes = planes();
        int area = topology.gridHeight() * topology.gridWidth();
        int perEnv = planes * area;
        if (out.length != batch * perEnv) {
            throw new IllegalArgumentException("observations need B · C · H · W = " + batch + " · " + planes + " · "
                    + topology.gridHeight() + " · " + topology.gridWidth() + " = " + batch * perEnv + " floats, not "
                    + out.length);
        }
        int w = topology.gridWidth();
        for (int env = 0; env < batch; env++) {
            int base = env * perEnv;
            Arrays.fill(out, base, base + 2 * area, 0f);
            int first = layout.has(Kind.SCORE) ? 7 : 5;
            Arrays.fill(out, base + first * area, base + planes * area, 0f);
            int mover = (int) field(Kind.PLAYER, 0, env);
            List<dev.plateau.rules.PieceType> types = plan.pieces().types();
            for (int c = 0; c < topology.cellCount(); c++) {
                int owner = owner(env, c);
                int at = topology.row(c) * w + topology.col(c);
                if (owner == 1 || owner == 2) {
                    int plane = owner == mover + 1 ? PLANE_MOVER : PLANE_OPPONENT;
                    out[base + plane * area + at] = 1f;
                }
                if (owner != 0 && !types.isEmpty()) {
                    out[base + (first + typePlane(pieceAt(env, c, owner), owner == 3 ? 2 : owner == mover + 1 ? 0 : 1)) * area + at] = 1f;
                }
            }
            int position = position(env);
            fillPlane(out, base + PLANE_PLAYER * area, area, mover);
            fillPlane(out, base + PLANE_ORDER_INDEX * area, area, plan.positions().entry(position));
            fillPlane(out, base + PLANE_PHASE * area, area, plan.positions().phase(position));
            if (layout.has(Kind.SCORE)) {
                fillPlane(out, base + PLANE_MOVER_SCORE * area, area, field(Kind.SCORE, mover, env));
                fillPlane(out, base + PLANE_OPPONENT_SCORE * area, area, field(Kind.SCORE, 1 - mover, env));
            }
            int next = first + typePlaneCount();
            if (layout.has(Kind.PART)) {
                fillPlane(out, base + next++ * area, area, field(Kind.PART, 0, env));
            }
            if (layout.has(Kind.HISTORY_COUNT)) {
                fillPlane(out, base + next++ * area, area, earlierOccurrences(env));
            }
            if (layout.has(Kind.QUIET)) {
                fillPlane(out, base + next * area, area, field(Kind.QUIET, 0, env));
            }
        }
    }

    private static void fillPlane(float[] out, int from, int area, float value) {
        Arrays.fill(out, from, from + area, value);
    }

    // ------------------------------------------------------------------ columns (views)

    /** A view of one column; its reads check the index and that the simulator is open. */
    private IntColumn view(Kind kind, int index) {
        ensureOpen();
        int column = layout.column(kind, index);
        return new IntColumn() {
            @Override
            public int size() {
                ensureOpen();
                return batch;
            }

            @Override
            public int get(int env) {
                return (int) field(column, env(env));
            }

            @Override
            public int[] toArray() {
                ensureOpen();
                int[] out = new int[batch];
                for (int env = 0; env < batch; env++) {
                    out[env] = (int) field(column, env);
                }
                return out;
            }
        };
    }

    /** The player to move in every environment, shape [B]. */
    public IntColumn players() {
        return view(Kind.PLAYER, 0);
    }

    /** 1 where the game is over, shape [B]. */
    public IntColumn terminations() {
        return view(Kind.TERMINATED, 0);
    }

    /** 1 where the step limit was reached, shape [B]. */
    public IntColumn truncations() {
        return view(Kind.TRUNCATED, 0);
    }

    /** The winner in every environment, shape [B]. */
    public IntColumn winners() {
        return view(Kind.WINNER, 0);
    }

    /** The step count in every environment, shape [B]. */
    public IntColumn stepCounts() {
        return view(Kind.STEPS, 0);
    }

    /** One player's rewards for the last step, shape [B]. */
    public IntColumn rewardsOf(int player) {
        ensureOpen();
        return view(Kind.REWARD, player(player));
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
