package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.plateau.analysis.Analysis;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.properties.SimulatorMatchesReferenceProperties.Scenario;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.simd.SimdBackend;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Invariant properties of the simulators, on random games ({@link
 * GameGenerators#simulationGames()}) and on the ten library games ({@code ../games/*.ldx}), with
 * both CPU backends:
 *
 * <ul>
 *   <li>a finished (terminated or truncated) environment stays as it is on further steps, except
 *       that its rewards become zero;
 *   <li>rewards are zero-sum at every step;
 *   <li>in the library games the legal mask never holds an occupied cell;
 *   <li>a playout's outcome does not depend on the batch it runs in: environment i plays the same
 *       game whatever the batch size (≥ i + 1), the thread count and the backend;
 *   <li>every state reached by random play is structurally valid ({@link SimulatorStates}).
 * </ul>
 */
class SimulatorInvariantProperties {
    /** The seed of every property here; {@code -DQT_SEED=n} runs them with another one. */
    static final long SEED = Long.getLong("QT_SEED", 20_250_302L);

    /** Runs every property with this many times its examples: {@code -DQT_SCALE=n} (default 1), for long soaks. */
    static int examples(int base) {
        return (int) Math.max(1, base * Long.getLong("QT_SCALE", 1));
    }

    /** The placement games: these invariants are those of placements (a legal cell is empty, …). */
    private static final List<Game> LIBRARY = LibraryGames.placementGames();

    @Test
    void theLibraryHasElevenPlacementGamesAndSevenMovementGames() {
        assertEquals(11, LIBRARY.size(), "placement games in ../games");
        assertEquals(18, LibraryGames.all().size(), "games in games/");
    }

    /** A random game (three times in four) or a library game, as a scenario with a batch of 1 … 4. */
    private static Gen<Scenario> mixedScenarios() {
        Gen<Scenario> random = SimulatorMatchesReferenceProperties.scenarios(4);
        return random.zip(integers().between(0, 3 * LIBRARY.size() + 2), (s, pick) -> pick < LIBRARY.size()
                ? new Scenario(LIBRARY.get(pick), s.seed(), s.stepLimit() == 0 ? 0 : 10 * s.stepLimit(), s.batch())
                : s);
    }

    private static String backendOf(Scenario s) {
        return (s.seed() & 4) == 0 ? "scalar" : "simd";
    }

    private static Simulator open(Scenario s, String backend, int threads) {
        CompiledGame compiled = CompiledGame.compile(Analysis.analyze(s.game()));
        return Simulator.builder(compiled).backend(backend).batch(s.batch()).threads(threads)
                .stepLimit(s.stepLimit()).build();
    }

    private static boolean finished(Simulator sim, int env) {
        return sim.terminated(env) || sim.truncated(env);
    }

    /** Mostly a random legal action, sometimes (1 in 40) any action; any action once finished. */
    private static int randomAction(SplittableRandom random, Simulator sim, int env) {
        if (finished(sim, env) || random.nextInt(40) == 0) {
            return random.nextInt(sim.actionCount());
        }
        List<Integer> legal = sim.legalActions(env);
        return legal.get(random.nextInt(legal.size()));
    }

    private static int[] randomActions(SplittableRandom random, Simulator sim) {
        int[] actions = new int[sim.batchSize()];
        for (int env = 0; env < actions.length; env++) {
            actions[env] = randomAction(random, sim, env);
        }
        return actions;
    }

    private static int stepBound(Game game) {
        return Math.min(2 * game.board().cellCount() + 8, 120);
    }

    // ------------------------------------------------------------------ finished environments

    @Test
    void finishedEnvironmentsOnlyZeroTheirRewards() {
        qt().withFixedSeed(SEED).withExamples(examples(400)).forAll(mixedScenarios()).checkAssert(s -> {
            SplittableRandom random = new SplittableRandom(s.seed());
            try (Simulator sim = open(s, backendOf(s), 1)) {
                StateLayout layout = sim.game().plan().layout();
                long[][] atEnd = new long[s.batch()][];
                List<List<Integer>> actions = new ArrayList<>();
                for (int env = 0; env < s.batch(); env++) {
                    actions.add(new ArrayList<>());
                }
                for (int t = 0; t < stepBound(s.game()) + 4; t++) {
                    for (int env = 0; env < s.batch(); env++) {
                        if (atEnd[env] == null && finished(sim, env)) {
                            atEnd[env] = SimulatorStates.fields(sim, env);
                        }
                    }
                    int[] a = randomActions(random, sim);
                    sim.step(a);
                    for (int env = 0; env < s.batch(); env++) {
                        actions.get(env).add(a[env]);
                        if (atEnd[env] == null) {
                            continue;
                        }
                        long[] now = SimulatorStates.fields(sim, env);
                        for (int f = 0; f < now.length; f++) {
                            var field = layout.fields().get(f);
                            long expected = field.kind() == Kind.REWARD ? 0 : atEnd[env][f];
                            if (now[f] != expected) {
                                throw new AssertionError(backendOf(s) + ": finished environment " + env + " changed "
                                        + field.name() + " from " + atEnd[env][f] + " to " + now[f] + " (expected "
                                        + expected + ") at step " + (t + 1) + "; actions " + actions.get(env)
                                        + "\n" + LdxWriter.write(s.game()));
                            }
                        }
                    }
                }
            }
        });
    }

    // ------------------------------------------------------------------ zero-sum rewards

    @Test
    void rewardsAreZeroSum() {
        qt().withFixedSeed(SEED + 1).withExamples(examples(400)).forAll(mixedScenarios()).checkAssert(s -> {
            SplittableRandom random = new SplittableRandom(s.seed());
            try (Simulator sim = open(s, backendOf(s), 1)) {
                for (int t = 0; t < stepBound(s.game()); t++) {
                    if (random.nextInt(3) == 0) {
                        sim.stepRandom(random.nextLong(), 1 + random.nextInt(3));
                    } else {
                        sim.step(randomActions(random, sim));
                    }
                    for (int env = 0; env < s.batch(); env++) {
                        float[] r = sim.rewards(env);
                        if (r[0] != -r[1] || Math.abs(r[0]) > 1 || r[0] != Math.rint(r[0])) {
                            throw new AssertionError(backendOf(s) + ": rewards " + Arrays.toString(r) + " in environment "
                                    + env + " after call " + (t + 1) + "\n" + LdxWriter.write(s.game()));
                        }
                    }
                }
            }
        });
    }

    // ------------------------------------------------------------------ library games: legal cells are empty

    @Test
    void libraryLegalMasksHoldOnlyEmptyCells() {
        qt().withFixedSeed(SEED + 2).withExamples(examples(60))
                .forAll(integers().between(0, LIBRARY.size() - 1), longs().all()).checkAssert((index, seed) -> {
                    Game game = LIBRARY.get(index);
                    SplittableRandom random = new SplittableRandom(seed);
                    Scenario s = new Scenario(game, seed, 0, 1 + random.nextInt(4));
                    try (Simulator sim = open(s, backendOf(s), 1)) {
                        for (int t = 0; t <= game.board().cellCount() + 4; t++) {
                            for (int e = 0; e < s.batch(); e++) {
                                int env = e;
                                if (sim.terminated(env)) {
                                    continue;
                                }
                                for (int a : sim.legalActions(env)) {
                                    assertTrue(a == game.board().cellCount() || sim.cell(env, a) == 0,
                                            () -> game.name() + " (" + backendOf(s) + "), environment " + env
                                                    + ": legal action " + a + " is an occupied cell");
                                }
                            }
                            if (random.nextInt(2) == 0) {
                                sim.stepRandom(random.nextLong(), 1 + random.nextInt(3));
                            } else {
                                int[] actions = new int[s.batch()];
                                for (int env = 0; env < actions.length; env++) {
                                    List<Integer> legal = sim.legalActions(env);
                                    actions[env] = legal.get(random.nextInt(legal.size()));
                                }
                                sim.step(actions);
                            }
                        }
                    }
                });
    }

    // ------------------------------------------------------------------ batch independence

    /**
     * Environment i's playout, as its whole final state, is the same for every batch size B ≥ i + 1,
     * with 1 or 2 threads, on the scalar and the SIMD backend (with its default chunks and with
     * chunks of 8 and 16 lanes, so that lanes take several environments in turn and threads share
     * chunks), and as playout number i of a batch that starts its numbering at i ({@code
     * playouts(seed, first)}).
     */
    @Test
    void playoutsDoNotDependOnTheBatch() {
        qt().withFixedSeed(SEED + 3).withExamples(examples(100))
                .forAll(mixedScenarios(), integers().between(0, 5), integers().between(0, 150))
                .checkAssert((s, i, extra) -> {
                    Game game = s.game();
                    // Random games may never end: cap them (the cap is a step limit like any other).
                    int limit = s.stepLimit() > 0 ? s.stepLimit()
                            : LIBRARY.contains(game) ? 0 : 4 * game.board().cellCount() + 20;
                    CompiledGame compiled = CompiledGame.compile(Analysis.analyze(game));
                    long seed = s.seed();
                    /** lanes: the SIMD chunk size, 0 for the backend's default. */
                    record Config(String backend, int batch, int threads, long first, int lanes) {}
                    List<Config> configs = List.of(
                            new Config("scalar", i + 1, 1, 0, 0),
                            new Config("scalar", i + 1 + extra % 7, 2, 0, 0),
                            new Config("simd", i + 1, 1, 0, 0),
                            new Config("simd", i + 1 + extra, 2, 0, 0),
                            new Config("simd", i + 1 + extra / 3, 2, 0, 8),
                            new Config("simd", i + 1 + extra, 1, 0, 16),
                            new Config("scalar", 1, 1, i, 0),
                            new Config("simd", 2, 2, i, 0));
                    long[] expected = null;
                    Config first = null;
                    for (Config c : configs) {
                        try (Simulator sim = Simulator.builder(compiled).backend(c.backend()).batch(c.batch())
                                .threads(c.threads()).stepLimit(limit).setting(SimdBackend.LANES, c.lanes()).build()) {
                            sim.playouts(seed, c.first());
                            int env = (int) (i - c.first());
                            SimulatorStates.assertValid(sim, env,
                                    () -> c + ", step limit " + limit + "\n" + LdxWriter.write(game));
                            long[] state = SimulatorStates.fields(sim, env);
                            if (expected == null) {
                                expected = state;
                                first = c;
                            } else if (!Arrays.equals(expected, state)) {
                                throw new AssertionError("playout " + i + " (seed " + seed + ", step limit " + limit
                                        + ") differs between " + first + " and " + c + ":\n  "
                                        + Arrays.toString(expected) + "\n  " + Arrays.toString(state) + "\nfields "
                                        + sim.game().plan().layout() + "\n" + LdxWriter.write(game));
                            }
                        }
                    }
                });
    }

    // ------------------------------------------------------------------ structural validity

    @Test
    void randomPlayReachesOnlyValidStates() {
        qt().withFixedSeed(SEED + 4).withExamples(examples(500)).forAll(mixedScenarios()).checkAssert(s -> {
            SplittableRandom random = new SplittableRandom(s.seed());
            String backend = backendOf(s);
            try (Simulator sim = open(s, backend, 1 + random.nextInt(2))) {
                List<String> calls = new ArrayList<>();
                checkAll(sim, s, calls, "init");
                for (int t = 0; t < stepBound(s.game()); t++) {
                    switch (random.nextInt(6)) {
                        case 0 -> {
                            long seed = random.nextLong();
                            int steps = 1 + random.nextInt(4);
                            sim.stepRandom(seed, steps);
                            calls.add("stepRandom(" + seed + ", " + steps + ")");
                        }
                        case 1 -> {
                            if (random.nextInt(8) == 0 && (s.stepLimit() > 0 || LIBRARY.contains(s.game()))) {
                                long seed = random.nextLong();
                                sim.playouts(seed);
                                calls.add("playouts(" + seed + ")");
                            } else {
                                sim.init();
                                calls.add("init()");
                            }
                        }
                        default -> {
                            int[] a = randomActions(random, sim);
                            sim.step(a);
                            calls.add("step" + Arrays.toString(a));
                        }
                    }
                    checkAll(sim, s, calls, calls.getLast());
                }
            }
        });
    }

    private static void checkAll(Simulator sim, Scenario s, List<String> calls, String when) {
        for (int env = 0; env < s.batch(); env++) {
            SimulatorStates.assertValid(sim, env, () -> "after " + when + " on " + sim.backend().name()
                    + ", step limit " + s.stepLimit() + "; calls " + calls + "\n" + LdxWriter.write(s.game()));
        }
    }
}
