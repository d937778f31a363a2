package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.analysis.Analysis;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Game;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Engine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.ValueLayout;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The structural check of {@link SimulatorStates} accepts the states of real games and rejects
 * each kind of corruption: a scalar engine whose state the test overwrites field by field.
 */
class SimulatorStatesTest {
    /** The scalar backend, remembering its last engine so that a test can overwrite the state. */
    private static final class TamperingBackend implements Backend {
        Engine engine;

        @Override
        public String name() {
            return "tampering";
        }

        @Override
        public String description() {
            return "the scalar backend with a writable state, for tests";
        }

        @Override
        public int priority() {
            return -1;
        }

        @Override
        public Availability availability() {
            return Availability.yes("test");
        }

        @Override
        public Engine open(Plan plan, int batch, EngineOptions options) {
            engine = new ScalarBackend().open(plan, batch, options);
            return engine;
        }

        void set(StateLayout layout, Kind kind, int index, int env, int batch, long value) {
            engine.state().set(ValueLayout.JAVA_LONG, StateLayout.offset(layout.column(kind, index), env, batch), value);
        }
    }

    private static Game library(String name) {
        return LibraryGames.all().values().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
    }

    /** Reversi after two moves (P2 then P1): it stores pass flags, previous moves and scores. */
    private static Simulator reversi(TamperingBackend backend) {
        CompiledGame compiled = CompiledGame.compile(Analysis.analyze(library("Reversi")));
        Simulator sim = Simulator.builder(compiled).backend(backend).batch(2).build();
        sim.step(19, 19);
        sim.step(18, 18);
        return sim;
    }

    @Test
    void realStatesAreValid() {
        TamperingBackend backend = new TamperingBackend();
        try (Simulator sim = reversi(backend)) {
            for (int env = 0; env < 2; env++) {
                assertEquals(List.of(), SimulatorStates.violations(sim, env));
            }
            sim.step(0, 64); // env 0: an illegal cell; env 1: an illegal pass
            for (int env = 0; env < 2; env++) {
                assertTrue(sim.terminated(env));
                assertEquals(List.of(), SimulatorStates.violations(sim, env));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"overlap", "flag", "player", "position", "reward",
            "zeroSum", "winner", "winnerRunning", "prev", "passedWithPrev", "steps", "score", "notAllLegal",
            "noLegal", "passWithPlacement", "bothEnds"})
    void everyKindOfCorruptionIsReported(String corruption) {
        TamperingBackend backend = new TamperingBackend();
        try (Simulator sim = reversi(backend)) {
            StateLayout layout = sim.game().plan().layout();
            int env = 1;
            long p1 = SimulatorStates.field(sim, Kind.BOARD_P1, 0, env);
            switch (corruption) {
                case "overlap" -> backend.set(layout, Kind.BOARD_P2, 0, env, 2, p1);
                case "flag" -> backend.set(layout, Kind.TRUNCATED, 0, env, 2, 2);
                case "player" -> backend.set(layout, Kind.PLAYER, 0, env, 2, 1 - sim.currentPlayer(env));
                case "position" -> backend.set(layout, Kind.POSITION, 0, env, 2, 7);
                case "reward" -> {
                    backend.set(layout, Kind.REWARD, 0, env, 2, 2);
                    backend.set(layout, Kind.REWARD, 1, env, 2, -2);
                }
                case "zeroSum" -> backend.set(layout, Kind.REWARD, 0, env, 2, 1);
                case "winner" -> backend.set(layout, Kind.WINNER, 0, env, 2, 2);
                case "winnerRunning" -> backend.set(layout, Kind.WINNER, 0, env, 2, 0);
                case "prev" -> backend.set(layout, Kind.PREV, 0, env, 2, 64);
                case "passedWithPrev" -> backend.set(layout, Kind.PASSED, 0, env, 2, 1);
                case "steps" -> backend.set(layout, Kind.STEPS, 0, env, 2, -1);
                case "score" -> backend.set(layout, Kind.SCORE, 1, env, 2, 1L << 40);
                case "notAllLegal" -> backend.set(layout, Kind.TERMINATED, 0, env, 2, 1);
                case "noLegal" -> backend.set(layout, Kind.LEGAL, 0, env, 2, 0);
                case "passWithPlacement" -> backend.set(layout, Kind.LEGAL_PASS, 0, env, 2, 1);
                case "bothEnds" -> {
                    backend.set(layout, Kind.TERMINATED, 0, env, 2, 1);
                    backend.set(layout, Kind.TRUNCATED, 0, env, 2, 1);
                }
                default -> throw new IllegalArgumentException(corruption);
            }
            List<String> violations = SimulatorStates.violations(sim, env);
            assertTrue(!violations.isEmpty(), corruption + " is not reported");
            assertEquals(List.of(), SimulatorStates.violations(sim, 0), "the other environment is untouched");
            assertThrows(AssertionError.class, () -> SimulatorStates.assertValid(sim, env, () -> corruption));
        }
    }

    /** On the hexagon the bit layout has padding bits; a piece or a legal bit there is reported. */
    @Test
    void paddingBitsAreReported() {
        TamperingBackend backend = new TamperingBackend();
        CompiledGame compiled = CompiledGame.compile(Analysis.analyze(library("Yavalath")));
        try (Simulator sim = Simulator.builder(compiled).backend(backend).batch(1).build()) {
            assertEquals(List.of(), SimulatorStates.violations(sim, 0));
            var topology = compiled.topology();
            int padding = -1;
            for (int bit = 0; bit < topology.bitCount() && padding < 0; bit++) {
                padding = topology.cellOfBit(bit) < 0 ? bit : -1;
            }
            assertTrue(padding >= 0, "Yavalath's hexagon has padding bits");
            StateLayout layout = compiled.plan().layout();
            for (Kind kind : List.of(Kind.BOARD_P2, Kind.LEGAL)) {
                long word = SimulatorStates.field(sim, kind, padding >>> 6, 0);
                backend.set(layout, kind, padding >>> 6, 0, 1, word | 1L << (padding & 63));
                assertTrue(SimulatorStates.violations(sim, 0).stream().anyMatch(v -> v.contains("non-cell")),
                        () -> kind + ": " + SimulatorStates.violations(sim, 0));
                backend.set(layout, kind, padding >>> 6, 0, 1, word);
            }
            assertEquals(List.of(), SimulatorStates.violations(sim, 0));
        }
    }
}
