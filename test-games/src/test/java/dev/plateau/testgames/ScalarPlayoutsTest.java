package dev.plateau.testgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every library game plays to its end on the scalar reference backend, and the batch's summary
 * agrees with the environments it summarises: each playout ends (none truncated), its winner is
 * counted once, and the step total is the sum of the environments' step counts.
 */
class ScalarPlayoutsTest {
    private static final int BATCH = 200;

    static Stream<String> libraryGames() {
        return LibraryGames.stems().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("libraryGames")
    void everyPlayoutEndsAndIsCountedOnce(String name) {
        try (Simulator sim = Simulator.builder(LibraryGames.compiled(name)).backend("scalar").batch(BATCH).build()) {
            PlayoutSummary s = sim.playouts(1);
            assertEquals(BATCH, s.playouts());
            assertEquals(0, s.truncated(), name);
            long[] wins = new long[2];
            long draws = 0;
            long steps = 0;
            for (int env = 0; env < BATCH; env++) {
                assertTrue(sim.terminated(env), name + ": environment " + env + " is still running");
                assertFalse(sim.truncated(env));
                assertTrue(sim.stepCount(env) >= 1, name + ": environment " + env + " ended before a move");
                int winner = sim.winner(env);
                assertTrue(winner >= -1 && winner <= 1, name + ": winner " + winner);
                if (winner < 0) {
                    draws++;
                } else {
                    wins[winner]++;
                }
                steps += sim.stepCount(env);
            }
            assertEquals(wins[0], s.p1Wins(), name);
            assertEquals(wins[1], s.p2Wins(), name);
            assertEquals(draws, s.draws(), name);
            assertEquals(steps, s.totalSteps(), name);
        }
    }
}
