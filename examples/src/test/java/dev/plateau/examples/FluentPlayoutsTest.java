package dev.plateau.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.examples.FluentPlayouts.Report;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import org.junit.jupiter.api.Test;

class FluentPlayoutsTest {
    private static final CompiledGame GAME = CompiledGame.compile(FluentPlayouts.fourInARow());

    @Test
    void everyPlayoutEndsInAWinOrADrawWithinTheBoardsSize() {
        PlayoutSummary s = FluentPlayouts.playouts(GAME, 5_000, 4096, 3).summary();
        assertEquals(5_000, s.playouts());
        assertEquals(0, s.truncated(), "a game on 49 cells ends by its 49th move");
        assertEquals(5_000, s.p1Wins() + s.p2Wins() + s.draws());
        // P1's fourth stone comes at move 7 at the earliest; the board is full after 49.
        assertTrue(s.meanLength() >= 7 && s.meanLength() <= 49, "mean length " + s.meanLength());
        assertTrue(s.p1Wins() > 0 && s.p2Wins() > 0, s.toString());
    }

    @Test
    void theBatchSizeDoesNotChangeTheGames() {
        assertEquals(FluentPlayouts.playouts(GAME, 5_000, 5_000, 3).summary(),
                FluentPlayouts.playouts(GAME, 5_000, 4096, 3).summary());
    }

    @Test
    void theBuildRunsTheJvmWithTheVectorApiSoTheSimdBackendPlays() {
        assertTrue(ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(),
                "the tests' JVM lacks --add-modules jdk.incubator.vector (surefire's argLine)");
        boolean simdRuns = Backends.all().stream()
                .anyMatch(i -> i.name().equals("simd") && i.availability().available());
        assumeTrue(simdRuns, "the Vector API does not start on this machine");
        assertEquals("simd", FluentPlayouts.playouts(GAME, 100, 100, 3).backend());
    }

    @Test
    void mainPrintsTheSummary() throws Exception {
        String out = StandardOutput.of(() -> FluentPlayouts.main(new String[] {"1000"}));
        assertTrue(out.startsWith("Four in a Row: 1,000 random playouts on the "), out);
        assertTrue(out.contains("moves per game on average"), out);
    }
}
