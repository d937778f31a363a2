package dev.plateau.sim;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.plan.Lowering;
import dev.plateau.plan.Plan;
import dev.plateau.rules.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The differential scenario between backends, PGX-style: the same calls on a reference backend
 * (the scalar one, the executable definition) and on another backend, with their raw states
 * compared byte for byte ({@link RawStates}) after every call, and the calls' outcomes (playout
 * summaries, rejected steps) compared too.
 *
 * <p>The scenario, for one game and one {@link Shape}: init; rounds of fused random steps ({@code
 * stepRandom}, sometimes 0 steps) and of explicit steps whose actions are mostly legal and
 * sometimes arbitrary (so often illegal: under {@link IllegalActionPolicy#PENALTY} the offender
 * loses, under {@link IllegalActionPolicy#STRICT} the step is rejected on both sides, then made
 * again with legal actions); fused playouts numbered from 0; then as many rounds of the calls an
 * agent makes to control the batch (after resetting every environment): steps of a random subset
 * of environments, copies of one environment onto others, saves restored into another environment,
 * resets of some environments, full steps and random steps, with the packed legal masks and the
 * observations compared now and then; and last, fused playouts numbered from 2⁴⁰, after which every
 * environment must have finished. Some shapes run with {@link Simulator.Builder#autoReset}.
 *
 * <p>A failure names the game, both backends, the shape (batch, step limit, threads, policy,
 * seed), the call after which the states differ (for a fused {@code stepRandom(seed, n)}, also the
 * first of its n steps after which they differ, found by replaying), the first differing field and
 * environment, and every call made so far: enough to reproduce it with two {@link Simulator}s.
 *
 * <p>Everything that can be compared joins by existing: {@link #candidates()} are the backends of
 * the class path ({@link Backends#all()}) that can run here, and {@link #lowerings(Game)} are the
 * lowerings of a game that give different programs.
 */
public final class BackendDifferential {
    /** The rounds (of random or explicit steps) of the standard shapes. */
    public static final int ROUNDS = 24;

    private BackendDifferential() {}

    /** The backend the others are compared with: the scalar one. */
    public static Backend reference() {
        return new ScalarBackend();
    }

    /** Every backend on the class path that can run here, best first, except the {@link #reference()}. */
    public static List<Backend> candidates() {
        String reference = reference().name();
        return Backends.all().stream().filter(i -> i.availability().available()).map(Backends.Info::backend)
                .filter(b -> !b.name().equals(reference)).toList();
    }

    /**
     * A compiled game under the name the failures give it.
     *
     * @param name the game's name, with the lowering where it is not the default
     * @param game the compiled game
     */
    public record Subject(String name, CompiledGame game) {
        /** The game compiled with the default lowering, under its own name. */
        public static Subject of(Game game) {
            return new Subject(game.name(), CompiledGame.compile(game));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * The lowerings of a game worth comparing: the default one, and literal trial placement for
     * result constraints where that gives other programs (it does for games with result
     * constraints that the default evaluates cellwise).
     */
    public static List<Subject> lowerings(Game game) {
        AnalyzedGame analyzed = Analysis.analyze(game);
        CompiledGame defaults = CompiledGame.compile(analyzed, Lowering.Options.defaults());
        CompiledGame literal = CompiledGame.compile(analyzed, Lowering.Options.literalTrials());
        List<Subject> result = new ArrayList<>(List.of(new Subject(game.name(), defaults)));
        if (!samePrograms(defaults.plan(), literal.plan())) {
            result.add(new Subject(game.name() + " (literal trials)", literal));
        }
        return result;
    }

    private static boolean samePrograms(Plan a, Plan b) {
        return a.init().equals(b.init()) && a.step().equals(b.step()) && a.playoutStep().equals(b.playoutStep());
    }

    /**
     * The sizes and options of one run of the scenario.
     *
     * @param batch the number of environments
     * @param stepLimit the step limit (0 for none)
     * @param threads the worker threads of both simulators
     * @param rounds rounds of random or explicit steps before the playouts; 0 for only the playouts
     *     numbered from 2⁴⁰ (one fused call: for big batches)
     * @param policy what the simulators do with illegal actions
     * @param seed the seed of the random steps, of the actions chosen and of the playouts
     * @param autoReset whether the simulators reset the games that a step ends
     */
    public record Shape(int batch, long stepLimit, int threads, int rounds, IllegalActionPolicy policy, long seed,
            boolean autoReset) {
        /** A shape without auto-reset. */
        public Shape(int batch, long stepLimit, int threads, int rounds, IllegalActionPolicy policy, long seed) {
            this(batch, stepLimit, threads, rounds, policy, seed, false);
        }

        /**
         * The shapes every backend runs: a batch of 1, batches that leave partial vector rows, chunks
         * and GPU blocks (13, 45) on two threads, and one with a step limit (9, limit 7) so that
         * steps and playouts truncate; every illegal-action policy in turn; auto-reset in every
         * other shape (the batch of 13, and the one with a step limit, where games end by truncation).
         */
        public static List<Shape> standard() {
            long[][] sizes = {{1, 0}, {13, 0}, {45, 0}, {9, 7}};
            IllegalActionPolicy[] policies = IllegalActionPolicy.values();
            List<Shape> shapes = new ArrayList<>();
            for (int i = 0; i < sizes.length; i++) {
                int batch = (int) sizes[i][0];
                shapes.add(new Shape(batch, sizes[i][1], batch > 10 ? 2 : 1, ROUNDS, policies[i % policies.length],
                        batch * 31L + sizes[i][1], i % 2 == 1));
            }
            return List.copyOf(shapes);
        }

        /** Only the playouts (numbered from 2⁴⁰), for a big batch, with no step limit and one policy. */
        public static Shape playoutsOnly(int batch, int threads) {
            return new Shape(batch, 0, threads, 0, IllegalActionPolicy.PENALTY, 11);
        }

        @Override
        public String toString() {
            return "batch " + batch + ", step limit " + (stepLimit == 0 ? "none" : stepLimit) + ", " + threads
                    + (threads == 1 ? " thread" : " threads") + ", illegal actions " + policy + ", seed " + seed
                    + (autoReset ? ", auto-reset" : "");
        }
    }

    /** Runs the scenario of every shape against the {@link #reference()}. */
    public static void check(Subject subject, Backend candidate, List<Shape> shapes) {
        for (Shape shape : shapes) {
            check(subject, reference(), candidate, shape);
        }
    }

    /**
     * Runs the scenario of one shape on both backends.
     *
     * @throws AssertionError at the first call after which the states or the outcomes differ
     * @throws IllegalArgumentException if both are the same backend (by name): such a comparison
     *     could not fail, and would pass where the backend meant to be compared cannot run
     */
    public static void check(Subject subject, Backend reference, Backend candidate, Shape shape) {
        if (reference.name().equals(candidate.name())) {
            throw new IllegalArgumentException("the " + candidate.name() + " backend compared with itself checks nothing");
        }
        new Run(subject, reference, candidate, shape).run();
    }

    /** One call of the scenario, made on both simulators; its outcome is compared too. */
    private sealed interface Call {
        /** Makes the call; returns what must be the same on both sides (null if nothing). */
        Object on(Simulator sim);
    }

    private record RandomSteps(long seed, long steps) implements Call {
        @Override
        public Object on(Simulator sim) {
            sim.stepRandom(seed, steps);
            return null;
        }

        @Override
        public String toString() {
            return "stepRandom(" + seed + ", " + steps + ")";
        }
    }

    private record Step(int[] actions) implements Call {
        @Override
        public Object on(Simulator sim) {
            try {
                sim.step(actions);
                return "accepted";
            } catch (IllegalActionException e) {
                return "rejected (environment " + e.environment() + ", action " + e.action() + ")";
            }
        }

        @Override
        public String toString() {
            return "step(" + Arrays.toString(actions) + ")";
        }
    }

    private record MaskedStep(int[] actions, boolean[] active) implements Call {
        @Override
        public Object on(Simulator sim) {
            try {
                sim.step(actions, active);
                return "accepted";
            } catch (IllegalActionException e) {
                return "rejected (environment " + e.environment() + ", action " + e.action() + ")";
            }
        }

        @Override
        public String toString() {
            return "step(" + Arrays.toString(actions) + ", " + Arrays.toString(active) + ")";
        }
    }

    private record Copy(int src, int[] dst) implements Call {
        @Override
        public Object on(Simulator sim) {
            sim.copy(src, dst);
            return null;
        }

        @Override
        public String toString() {
            return "copy(" + src + ", " + Arrays.toString(dst).replaceAll("[\\[\\]]", "") + ")";
        }
    }

    /** Saves one environment and restores it into another; the outcome is the saved words. */
    private record SaveRestore(int from, int to) implements Call {
        @Override
        public Object on(Simulator sim) {
            GameState saved = sim.save(from);
            sim.restore(to, saved);
            return Arrays.toString(saved.toArray());
        }

        @Override
        public String toString() {
            return "restore(" + to + ", save(" + from + "))";
        }
    }

    private record Reset(int[] envs) implements Call {
        @Override
        public Object on(Simulator sim) {
            sim.reset(envs);
            return null;
        }

        @Override
        public String toString() {
            return "reset(" + Arrays.toString(envs).replaceAll("[\\[\\]]", "") + ")";
        }
    }

    /** Reads the batch buffers; the outcome is the packed legal masks and the observations, as floats and packed. */
    private record Buffers() implements Call {
        @Override
        public Object on(Simulator sim) {
            long[] masks = new long[sim.batchSize() * sim.legalMaskWords()];
            sim.legalMasks(masks);
            int[] shape = sim.observationShape();
            float[] observations = new float[sim.batchSize() * shape[0] * shape[1] * shape[2]];
            sim.observations(observations);
            long[] packed = new long[sim.batchSize() * sim.game().observationLayout().packedSize()];
            sim.observationsPacked(packed);
            return List.of(Arrays.toString(masks), Arrays.toString(observations), Arrays.toString(packed));
        }

        @Override
        public String toString() {
            return "legalMasks, observations and observationsPacked";
        }
    }

    private record Playouts(long seed, long first) implements Call {
        @Override
        public Object on(Simulator sim) {
            return sim.playouts(seed, first);
        }

        @Override
        public String toString() {
            return "playouts(" + seed + ", " + first + ")";
        }
    }

    /** One run of the scenario: the calls made so far, for the failure message and for replaying. */
    private static final class Run {
        private final Subject subject;
        private final Backend reference;
        private final Backend candidate;
        private final Shape shape;
        private final List<Call> calls = new ArrayList<>();

        Run(Subject subject, Backend reference, Backend candidate, Shape shape) {
            this.subject = subject;
            this.reference = reference;
            this.candidate = candidate;
            this.shape = shape;
        }

        private Simulator open(Backend backend) {
            return Simulator.builder(subject.game()).backend(backend).batch(shape.batch()).threads(shape.threads())
                    .stepLimit(shape.stepLimit()).illegalActions(shape.policy()).autoReset(shape.autoReset()).build();
        }

        void run() {
            try (Simulator ref = open(reference); Simulator other = open(candidate)) {
                compare(ref, other, "init");
                SplittableRandom random = new SplittableRandom(shape.seed());
                for (int round = 0; round < shape.rounds(); round++) {
                    if (round % 3 == 2) {
                        int[] actions = actions(ref, random, 8);
                        if (call(ref, other, new Step(actions)).startsWith("rejected")) {
                            // Strict: nothing changed; the same step with legal actions must pass on both.
                            call(ref, other, new Step(legalised(ref, actions, random)));
                        }
                    } else {
                        call(ref, other, new RandomSteps(shape.seed() + round, round % 5));
                    }
                }
                if (shape.rounds() > 0) {
                    call(ref, other, new Playouts(shape.seed(), 0));
                    agentRounds(ref, other, random);
                }
                call(ref, other, new Playouts(~shape.seed(), 1L << 40));
                for (int env = 0; env < shape.batch(); env++) {
                    if (!ref.terminated(env) && !ref.truncated(env)) {
                        throw new AssertionError(context() + ": environment " + env
                                + " is still running after the playouts; the calls: " + callList());
                    }
                }
            }
        }

        /** The rounds of batch control, from a batch where every game has finished (after the playouts). */
        private void agentRounds(Simulator ref, Simulator other, SplittableRandom random) {
            int batch = shape.batch();
            call(ref, other, new Reset(java.util.stream.IntStream.range(0, batch).toArray()));
            for (int round = 0; round < shape.rounds(); round++) {
                switch (round % 6) {
                    case 0 -> call(ref, other, new RandomSteps(shape.seed() + 100 + round, round % 4));
                    case 1 -> {
                        int[] actions = actions(ref, random, 8);
                        boolean[] active = new boolean[batch];
                        for (int env = 0; env < batch; env++) {
                            active[env] = random.nextBoolean();
                        }
                        if (call(ref, other, new MaskedStep(actions, active)).startsWith("rejected")) {
                            call(ref, other, new MaskedStep(legalised(ref, actions, random), active));
                        }
                    }
                    case 2 -> call(ref, other, new Copy(random.nextInt(batch), someEnvironments(random)));
                    case 3 -> {
                        int[] actions = actions(ref, random, 8);
                        if (call(ref, other, new Step(actions)).startsWith("rejected")) {
                            call(ref, other, new Step(legalised(ref, actions, random)));
                        }
                    }
                    case 4 -> call(ref, other, new SaveRestore(random.nextInt(batch), random.nextInt(batch)));
                    default -> {
                        call(ref, other, new Reset(someEnvironments(random)));
                        call(ref, other, new Buffers());
                    }
                }
            }
            call(ref, other, new Buffers());
        }

        /** One to three environment indices, perhaps repeated. */
        private int[] someEnvironments(SplittableRandom random) {
            int[] envs = new int[1 + random.nextInt(3)];
            for (int k = 0; k < envs.length; k++) {
                envs[k] = random.nextInt(shape.batch());
            }
            return envs;
        }

        /** One action per environment: a legal one, or one in {@code oneIn} times (or where none is legal) any. */
        private static int[] actions(Simulator sim, SplittableRandom random, int oneIn) {
            int[] actions = new int[sim.batchSize()];
            for (int env = 0; env < actions.length; env++) {
                List<Integer> legal = sim.legalActions(env);
                actions[env] = legal.isEmpty() || random.nextInt(oneIn) == 0 ? random.nextInt(sim.actionCount())
                        : legal.get(random.nextInt(legal.size()));
            }
            return actions;
        }

        /** The actions with each illegal one of a running environment replaced by a legal one. */
        private static int[] legalised(Simulator sim, int[] actions, SplittableRandom random) {
            int[] result = actions.clone();
            for (int env = 0; env < result.length; env++) {
                List<Integer> legal = sim.legalActions(env);
                boolean running = !sim.terminated(env) && !sim.truncated(env);
                if (running && !legal.isEmpty() && !legal.contains(result[env])) {
                    result[env] = legal.get(random.nextInt(legal.size()));
                }
            }
            return result;
        }

        /** Makes the call on both, compares outcomes and states; returns the outcome. */
        private String call(Simulator ref, Simulator other, Call call) {
            calls.add(call);
            Object expected = call.on(ref);
            Object actual = call.on(other);
            String when = "after call " + calls.size() + ", " + call;
            if (!Objects.equals(expected, actual)) {
                throw new AssertionError(context() + ", " + when + ": the outcomes differ: " + expected + " on "
                        + reference.name() + " but " + actual + " on " + candidate.name() + "; the calls: " + callList());
            }
            if (call instanceof RandomSteps r && r.steps() > 1 && !RawStates.same(ref, other)) {
                when += " (the states first differ after its step " + firstDifferingStep(r) + ")";
            }
            compare(ref, other, when);
            return Objects.toString(expected);
        }

        private void compare(Simulator ref, Simulator other, String when) {
            RawStates.Difference d = RawStates.firstDifference(ref, other);
            if (d != null) {
                throw new AssertionError(context() + ", " + when + ": field " + d.field() + " of environment "
                        + d.env() + " is " + d.expected() + " on " + reference.name() + " but " + d.actual() + " on "
                        + candidate.name() + "; the calls: " + callList());
            }
        }

        /**
         * Replays the calls before the last on fresh simulators, then its random steps one at a time
         * (step t of a fused run depends only on the seed, the environment and its step count):
         * the first after which the states differ, or "none of them singly" where one step at a time
         * does not reproduce the difference.
         */
        private String firstDifferingStep(RandomSteps fused) {
            try (Simulator ref = open(reference); Simulator other = open(candidate)) {
                for (Call c : calls.subList(0, calls.size() - 1)) {
                    c.on(ref);
                    c.on(other);
                }
                for (int t = 1; t <= fused.steps(); t++) {
                    ref.stepRandom(fused.seed(), 1);
                    other.stepRandom(fused.seed(), 1);
                    if (!RawStates.same(ref, other)) {
                        return t + " of " + fused.steps();
                    }
                }
                return "(none of them singly)";
            }
        }

        private String context() {
            return subject.name() + " on " + candidate.name() + " differs from " + reference.name() + " (" + shape + ")";
        }

        private String callList() {
            return Stream.concat(Stream.of("init"), calls.stream().map(Call::toString)).collect(Collectors.joining("; "));
        }
    }
}
