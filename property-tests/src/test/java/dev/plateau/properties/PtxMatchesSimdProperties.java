package dev.plateau.properties;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.plateau.cuda.ptx.interp.PtxInterpreterBackend;
import dev.plateau.fluent.LibraryGames;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.RawStates;
import dev.plateau.sim.Simulator;
import dev.plateau.simd.SimdBackend;
import dev.plateau.text.LdxWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Differential properties between the two executors of the same plan: the SIMD backend (Vector API)
 * and the GPU kernels run by the PTX interpreter give byte-identical raw states, for every library
 * game and for random games, over random seeds, batch sizes (1 … 40), random step counts, explicit
 * actions (some illegal) and full playouts.
 *
 * <p>A failure names the game, the seed, the batch and the first step at which the states differ
 * (found by replaying the fused steps one at a time), and the first differing field and
 * environment: enough to reproduce it with two {@link Simulator}s. Example counts are small: the
 * interpreter is a test instrument, and every example runs whole games.
 */
class PtxMatchesSimdProperties {
    /** The seed of every property here; {@code -DQT_SEED=n} runs them with another one. */
    static final long SEED = Long.getLong("QT_SEED", 20_251_122L);

    private static final Map<String, Supplier<Game>> LIBRARY = new LinkedHashMap<>();

    static {
        LIBRARY.put("Tic-Tac-Toe", LibraryGames::ticTacToe);
        LIBRARY.put("Connect Four", LibraryGames::connectFour);
        LIBRARY.put("Hex", LibraryGames::hex);
        LIBRARY.put("Reversi", LibraryGames::reversi);
        LIBRARY.put("Gomoku", LibraryGames::gomoku);
        LIBRARY.put("Pente", LibraryGames::pente);
        LIBRARY.put("Yavalath", LibraryGames::yavalath);
        LIBRARY.put("Yavalax", LibraryGames::yavalax);
        LIBRARY.put("Connect6", LibraryGames::connect6);
        LIBRARY.put("Complexity Demo", LibraryGames::complexityDemo);
    }

    private static final Map<String, CompiledGame> COMPILED = new ConcurrentHashMap<>();

    private static CompiledGame compiled(String name) {
        return COMPILED.computeIfAbsent(name, n -> CompiledGame.compile(LIBRARY.get(n).get()));
    }

    @TestFactory
    Stream<DynamicTest> randomStepsAndActions() {
        return LIBRARY.keySet().stream().map(name -> DynamicTest.dynamicTest(name, () ->
                qt().withFixedSeed(SEED).withExamples(4)
                        .forAll(longs().all(), integers().between(1, 40), integers().between(0, 40))
                        .checkAssert((seed, batch, steps) -> checkSteps(compiled(name), name, seed, batch, steps))));
    }

    @TestFactory
    Stream<DynamicTest> fullPlayouts() {
        return LIBRARY.keySet().stream().map(name -> DynamicTest.dynamicTest(name, () ->
                qt().withFixedSeed(SEED).withExamples(3)
                        .forAll(longs().all(), integers().between(1, 40), longs().between(0, 1L << 40),
                                integers().between(0, 60))
                        .checkAssert((seed, batch, first, limit) ->
                                checkPlayouts(compiled(name), name, seed, batch, first, limit < 40 ? 0 : limit - 39))));
    }

    /**
     * Random games (which need not end: their playouts get a step limit of 1 … 120, else they would
     * run to the million-step cap).
     */
    @Test
    void randomGames() {
        qt().withFixedSeed(SEED).withExamples(20)
                .forAll(GameGenerators.simulationGames(), longs().all(), integers().between(1, 40), integers().between(0, 30))
                .checkAssert((game, seed, batch, steps) -> {
                    CompiledGame compiled = CompiledGame.compile(game);
                    String name = "the random game\n" + LdxWriter.write(game);
                    checkSteps(compiled, name, seed, batch, steps);
                    checkPlayouts(compiled, name, seed, batch, seed >>> 20, 1 + (int) Long.remainderUnsigned(seed, 120));
                });
    }

    /** Fused random steps, explicit actions (one in eight arbitrary, so often illegal), more random steps. */
    private static void checkSteps(CompiledGame game, String name, long seed, int batch, int steps) {
        try (Simulator simd = open(game, new SimdBackend(), batch, 0);
                Simulator ptx = open(game, new PtxInterpreterBackend(), batch, 0)) {
            String repro = name + ", seed " + seed + ", batch " + batch;
            compare(simd, ptx, repro + ": after init");
            simd.stepRandom(seed, steps);
            ptx.stepRandom(seed, steps);
            if (!RawStates.same(simd, ptx)) {
                int first = firstDifferingStep(game, batch, seed, steps);
                compare(simd, ptx, repro + ": init, then stepRandom(seed, " + steps + "); the states first differ after "
                        + "random step " + first + " (stepRandom(seed, 1) " + first + " times)");
            }
            SplittableRandom random = new SplittableRandom(seed);
            for (int s = 0; s < 3; s++) {
                int[] actions = new int[batch];
                for (int i = 0; i < batch; i++) {
                    List<Integer> legal = simd.legalActions(i);
                    actions[i] = legal.isEmpty() || random.nextInt(8) == 0 ? random.nextInt(game.actionCount())
                            : legal.get(random.nextInt(legal.size()));
                }
                simd.step(actions);
                ptx.step(actions);
                compare(simd, ptx, repro + ": after stepRandom(seed, " + steps + ") and explicit step " + s + " "
                        + java.util.Arrays.toString(actions));
            }
            simd.stepRandom(~seed, steps);
            ptx.stepRandom(~seed, steps);
            compare(simd, ptx, repro + ": after stepRandom(seed, " + steps + "), 3 explicit steps, stepRandom(~seed, "
                    + steps + ")");
        }
    }

    private static void checkPlayouts(CompiledGame game, String name, long seed, int batch, long first, int stepLimit) {
        try (Simulator simd = open(game, new SimdBackend(), batch, stepLimit);
                Simulator ptx = open(game, new PtxInterpreterBackend(), batch, stepLimit)) {
            simd.playouts(seed, first);
            ptx.playouts(seed, first);
            compare(simd, ptx, name + ", seed " + seed + ", batch " + batch + ", step limit " + stepLimit
                    + ": after playouts(seed, " + first + ")");
            for (int env = 0; env < batch; env++) {
                if (!ptx.terminated(env) && !ptx.truncated(env)) {
                    throw new AssertionError(name + ", seed " + seed + ", batch " + batch + ": environment " + env
                            + " is still running after playouts(seed, " + first + ")");
                }
            }
        }
    }

    /** The first of {@code steps} single random steps after which the two backends' states differ (−1 if none). */
    private static int firstDifferingStep(CompiledGame game, int batch, long seed, int steps) {
        try (Simulator simd = open(game, new SimdBackend(), batch, 0);
                Simulator ptx = open(game, new PtxInterpreterBackend(), batch, 0)) {
            for (int t = 1; t <= steps; t++) {
                Consumer<Simulator> one = sim -> sim.stepRandom(seed, 1);
                one.accept(simd);
                one.accept(ptx);
                if (!RawStates.same(simd, ptx)) {
                    return t;
                }
            }
            return -1;
        }
    }

    private static Simulator open(CompiledGame game, dev.plateau.sim.Backend backend, int batch, long stepLimit) {
        return Simulator.builder(game).backend(backend).batch(batch).threads(1).stepLimit(stepLimit).build();
    }

    private static void compare(Simulator simd, Simulator ptx, String when) {
        RawStates.Difference d = RawStates.firstDifference(simd, ptx);
        if (d != null) {
            throw new AssertionError(when + ": field " + d.field() + " of environment " + d.env() + " is "
                    + d.expected() + " on simd but " + d.actual() + " in the interpreted PTX");
        }
    }
}
