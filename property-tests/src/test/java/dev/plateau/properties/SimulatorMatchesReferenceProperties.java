package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.plan.Lowering;
import dev.plateau.plan.Rng;
import dev.plateau.properties.reference.RefState;
import dev.plateau.properties.reference.ReferenceEngine;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.simd.SimdBackend;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Differential properties: the compiled simulators agree with the {@link ReferenceEngine} (a
 * literal interpreter of docs/language.md, written independently of the compiler) on random games
 * from {@link GameGenerators#simulationGames()} and on the ten library games: the scalar backend
 * with cellwise result constraints (the default lowering) and with literal trial placement, and the
 * SIMD backend on batches of 1 to 8 and of 70 environments.
 *
 * <p>Each example is a {@link Scenario}: a game, a seed for the actions, an optional step limit
 * and a batch size. Every environment of the batch plays its own random action sequence (mostly
 * uniformly random legal actions, sometimes an illegal one, and a few steps after the game is over)
 * on the simulator and on the reference engine; after {@code init} and after every step, every
 * output of the two is compared ({@link ReferenceComparison}), and the simulator's state must be
 * structurally valid ({@link SimulatorStates}). Fused random moves ({@code stepRandom}, {@code
 * playouts}) are replayed on the reference engine with the plan's documented random choice ({@link
 * Rng}: the k-th legal action in bit order, pass last).
 *
 * <p>A failure names the game as {@code .ldx} text, the simulator's options, the environment, its
 * actions up to the failing step, the differences and both states. QuickTheories shrinks the
 * scenario first, so the game printed is a small one.
 */
class SimulatorMatchesReferenceProperties {
    /** The seed of every property here; {@code -DQT_SEED=n} runs them with another one. */
    static final long SEED = Long.getLong("QT_SEED", 20_250_301L);

    /** Runs every property with this many times its examples: {@code -DQT_SCALE=n} (default 1), for long soaks. */
    static int examples(int base) {
        return (int) Math.max(1, base * Long.getLong("QT_SCALE", 1));
    }

    /** One example: a game, the seed of its actions, a step limit (0 for none) and a batch size. */
    record Scenario(Game game, long seed, int stepLimit, int batch) {
        @Override
        public String toString() {
            return "Scenario[seed=" + seed + ", stepLimit=" + stepLimit + ", batch=" + batch + "]\n"
                    + LdxWriter.write(game);
        }
    }

    /** Scenarios with a batch of 1 … maxBatch environments; a step limit in about a quarter of them. */
    static Gen<Scenario> scenarios(int maxBatch) {
        return GameGenerators.simulationGames().zip(longs().all(), integers().between(0, 31),
                integers().between(1, maxBatch),
                (game, seed, limit, batch) -> new Scenario(game, seed, limit < 24 ? 0 : limit - 23, batch));
    }

    @Test
    void scalarMatchesReference() {
        qt().withFixedSeed(SEED).withExamples(examples(1200)).forAll(scenarios(2))
                .checkAssert(s -> playAndCompare(s, "scalar", Lowering.Options.defaults(), 1));
    }

    @Test
    void scalarWithLiteralTrialsMatchesReference() {
        qt().withFixedSeed(SEED + 1).withExamples(examples(600)).forAll(scenarios(2))
                .checkAssert(s -> playAndCompare(s, "scalar", Lowering.Options.literalTrials(), 1));
    }

    /**
     * Batches of 1 to 8 environments (one or two vectors) and, in one example out of nine, of 70
     * in chunks of 16 lanes (so that two threads share five chunks).
     */
    @Test
    void simdMatchesReference() {
        qt().withFixedSeed(SEED + 2).withExamples(examples(400))
                .forAll(scenarios(9).map(s -> s.batch() < 9 ? s : new Scenario(s.game(), s.seed(), s.stepLimit(), 70)))
                .checkAssert(s -> {
                    if (s.batch() == 70) {
                        playAndCompare(s, "simd", Lowering.Options.defaults(), 2, 16);
                    } else {
                        playAndCompare(s, "simd", Lowering.Options.defaults(), 1 + (int) (s.seed() & 1));
                    }
                });
    }

    /** Fused random moves on both backends; on the SIMD backend sometimes in chunks of one vector. */
    @Test
    void randomMovesMatchReference() {
        qt().withFixedSeed(SEED + 3).withExamples(examples(600)).forAll(scenarios(5)).checkAssert(s -> {
            if ((s.seed() & 2) == 0) {
                randomMovesAndCompare(s, "scalar");
            } else if ((s.seed() & 8) == 0) {
                randomMovesAndCompare(s, "simd");
            } else {
                randomMovesAndCompare(s, "simd", 1); // the engine rounds up to a vector
            }
        });
    }

    /**
     * The ten library games ({@code ../games/*.ldx}) with random action sequences: scalar and SIMD,
     * cellwise and literal result constraints, batches of 1 and 3, sometimes a step limit.
     */
    @Test
    void libraryGamesMatchReference() {
        List<Game> library = LibraryGames.placementGames(); // the reference engine plays placements
        qt().withFixedSeed(SEED + 4).withExamples(examples(40))
                .forAll(integers().between(0, library.size() - 1), longs().all(), integers().between(0, 7))
                .checkAssert((index, seed, variant) -> {
                    Scenario s = new Scenario(library.get(index), seed, variant == 7 ? 5 + (int) (seed & 31) : 0,
                            variant < 4 ? 1 : 3);
                    playAndCompare(s, variant % 2 == 0 ? "scalar" : "simd",
                            variant == 2 ? Lowering.Options.literalTrials() : Lowering.Options.defaults(), 1 + variant / 6);
                });
    }

    /** The {@code .ldx} text that a failure prints reads back as the same game. */
    @Test
    void reproductionsReadBack() {
        qt().withFixedSeed(SEED + 5).withExamples(examples(300)).forAll(GameGenerators.simulationGames())
                .checkAssert(game -> assertEquals(game, LdxReader.read("repro.ldx", LdxWriter.write(game)).game(),
                        LdxWriter.write(game)));
    }

    // ------------------------------------------------------------------ step by step

    /** A game that has not ended by then is cut off: a generous bound on the steps of a game. */
    private static int stepBound(ReferenceEngine ref) {
        return Math.min(2 * ref.cellCount() + 8, 120);
    }

    /**
     * Plays every environment of the scenario with its own random actions on the simulator and the
     * reference engine, comparing after init and after every step.
     */
    static void playAndCompare(Scenario sc, String backend, Lowering.Options options, int threads) {
        playAndCompare(sc, backend, options, threads, 0);
    }

    /** As above, the SIMD backend's rows {@code simdLanes} long ({@link SimdBackend#LANES}; 0: its default). */
    static void playAndCompare(Scenario sc, String backend, Lowering.Options options, int threads, int simdLanes) {
        AnalyzedGame analyzed = Analysis.analyze(sc.game());
        CompiledGame compiled = CompiledGame.compile(analyzed, options);
        ReferenceEngine ref = new ReferenceEngine(sc.game(), sc.stepLimit());
        int batch = sc.batch();
        Run run = new Run(sc, backend, options, threads);
        try (Simulator sim = Simulator.builder(compiled).backend(backend).batch(batch).threads(threads)
                .stepLimit(sc.stepLimit()).setting(SimdBackend.LANES, simdLanes).build()) {
            RefState[] states = new RefState[batch];
            SplittableRandom[] random = new SplittableRandom[batch];
            int[] extraSteps = new int[batch];
            for (int env = 0; env < batch; env++) {
                states[env] = ref.init();
                random[env] = new SplittableRandom(sc.seed() + 0x9E3779B97F4A7C15L * env);
                extraSteps[env] = 1 + random[env].nextInt(3);
                run.check(sim, env, ref, states[env], "init");
            }
            int bound = stepBound(ref);
            for (int t = 0; t < bound; t++) {
                boolean more = false;
                for (int env = 0; env < batch; env++) {
                    more |= !finished(states[env]) || extraSteps[env] > 0;
                }
                if (!more) {
                    break;
                }
                int[] actions = new int[batch];
                for (int env = 0; env < batch; env++) {
                    if (finished(states[env])) {
                        extraSteps[env]--;
                    }
                    actions[env] = chooseAction(random[env], states[env]);
                }
                sim.step(actions);
                for (int env = 0; env < batch; env++) {
                    run.actions.get(env).add(actions[env]);
                    states[env] = ref.step(states[env], actions[env]);
                    run.check(sim, env, ref, states[env], "step " + (t + 1) + " (action " + actions[env] + ")");
                }
            }
        }
    }

    private static boolean finished(RefState s) {
        return s.terminated() || s.truncated();
    }

    /**
     * Mostly a uniformly random legal action; in about one step in 30 an illegal one (if there is
     * one); any action once the game is over.
     */
    private static int chooseAction(SplittableRandom random, RefState s) {
        int actions = s.legal().length;
        if (finished(s)) {
            return random.nextInt(actions);
        }
        List<Integer> legal = new ArrayList<>(s.legalActions());
        if (random.nextInt(30) == 0 && legal.size() < actions) {
            List<Integer> illegal = new ArrayList<>();
            for (int a = 0; a < actions; a++) {
                if (!s.isLegal(a)) {
                    illegal.add(a);
                }
            }
            return illegal.get(random.nextInt(illegal.size()));
        }
        return legal.get(random.nextInt(legal.size()));
    }

    // ------------------------------------------------------------------ fused random moves

    /**
     * Runs fused random moves ({@code stepRandom} in chunks of 1 to 4 moves, then {@code playouts})
     * and replays each environment's moves on the reference engine with the plan's random choice.
     */
    static void randomMovesAndCompare(Scenario sc, String backend) {
        randomMovesAndCompare(sc, backend, 0);
    }

    /** As above, the SIMD backend's rows {@code simdLanes} long ({@link SimdBackend#LANES}; 0: its default). */
    static void randomMovesAndCompare(Scenario sc, String backend, int simdLanes) {
        CompiledGame compiled = CompiledGame.compile(Analysis.analyze(sc.game()));
        ReferenceEngine ref = new ReferenceEngine(sc.game(), sc.stepLimit());
        int batch = sc.batch();
        Run run = new Run(sc, backend, Lowering.Options.defaults(), 1);
        SplittableRandom random = new SplittableRandom(sc.seed());
        try (Simulator sim = Simulator.builder(compiled).backend(backend).batch(batch).threads(1)
                .stepLimit(sc.stepLimit()).setting(SimdBackend.LANES, simdLanes).build()) {
            RefState[] states = new RefState[batch];
            for (int env = 0; env < batch; env++) {
                states[env] = ref.init();
                run.check(sim, env, ref, states[env], "init");
            }
            int bound = stepBound(ref);
            for (int done = 0; done < bound; ) {
                int steps = 1 + random.nextInt(4);
                long seed = random.nextLong();
                sim.stepRandom(seed, steps);
                done += steps;
                boolean more = false;
                for (int env = 0; env < batch; env++) {
                    for (int i = 0; i < steps && !finished(states[env]); i++) {
                        int a = randomChoice(compiled, states[env], seed, env);
                        run.actions.get(env).add(a);
                        states[env] = ref.step(states[env], a);
                    }
                    run.check(sim, env, ref, states[env], "stepRandom(" + seed + ", " + steps + ")");
                    more |= !finished(states[env]);
                }
                if (!more) {
                    break;
                }
            }
            // Whole playouts, where the reference shows that every environment's game ends in time.
            long seed = random.nextLong();
            List<RefState> ends = new ArrayList<>();
            for (int env = 0; env < batch; env++) {
                RefState s = ref.init();
                for (int t = 0; t < 4 * bound && !finished(s); t++) {
                    s = ref.step(s, randomChoice(compiled, s, seed, env));
                }
                if (!finished(s)) {
                    return;
                }
                ends.add(s);
            }
            sim.playouts(seed);
            for (int env = 0; env < batch; env++) {
                run.actions.get(env).clear();
                run.check(sim, env, ref, ends.get(env), "playouts(" + seed + ") (actions not listed)");
            }
        }
    }

    /**
     * The action that a fused random move takes in a running state (the plan's documented choice):
     * draw {@code Rng.draw(seed, env, stepCount)} chooses index k among the legal actions, the
     * placements ordered by bit, pass last.
     */
    static int randomChoice(CompiledGame compiled, RefState s, long seed, int env) {
        var topology = compiled.plan().topology();
        List<Integer> legal = new ArrayList<>(s.legalActions());
        legal.sort(Comparator.comparingInt(a -> a == topology.cellCount() ? Integer.MAX_VALUE : topology.bitOf(a)));
        long k = Rng.choose(Rng.draw(seed, env, s.stepCount()), legal.size());
        return legal.get((int) k);
    }

    // ------------------------------------------------------------------ reporting

    /** What a failure report needs: the scenario, the simulator's options and the actions so far. */
    static final class Run {
        final Scenario scenario;
        final String backend;
        final Lowering.Options options;
        final int threads;
        final List<List<Integer>> actions = new ArrayList<>();

        Run(Scenario scenario, String backend, Lowering.Options options, int threads) {
            this.scenario = scenario;
            this.backend = backend;
            this.options = options;
            this.threads = threads;
            for (int env = 0; env < scenario.batch(); env++) {
                actions.add(new ArrayList<>());
            }
        }

        void check(Simulator sim, int env, ReferenceEngine ref, RefState s, String when) {
            List<String> diff = ReferenceComparison.differences(sim, env, ref, s);
            List<String> invalid = SimulatorStates.violations(sim, env);
            if (diff.isEmpty() && invalid.isEmpty()) {
                return;
            }
            StringBuilder m = new StringBuilder();
            m.append("The ").append(backend).append(" simulator (").append(options.trials())
                    .append(" result constraints, batch ").append(scenario.batch()).append(", ").append(threads)
                    .append(" thread(s), step limit ")
                    .append(scenario.stepLimit() == 0 ? "none" : scenario.stepLimit()).append(") ")
                    .append(diff.isEmpty() ? "agrees with the reference engine but its state is invalid"
                            : "differs from the reference engine")
                    .append("\nin environment ").append(env).append(" after ").append(when).append(":\n");
            for (String d : diff) {
                m.append("  ").append(d).append('\n');
            }
            for (String v : invalid) {
                m.append("  invalid state: ").append(v).append('\n');
            }
            m.append("actions of environment ").append(env).append(": ").append(actions.get(env)).append('\n');
            m.append("reference: ").append(s).append('\n');
            m.append("simulator: ").append(SimulatorStates.describe(sim, env)).append('\n');
            m.append("game:\n").append(LdxWriter.write(scenario.game()));
            throw new AssertionError(m.toString());
        }
    }
}
