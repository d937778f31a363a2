package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.Plan;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.EngineOptions;
import dev.plateau.testgames.LibraryGames;
import org.junit.jupiter.api.Test;

/**
 * The simd engine starts no more worker threads than its batch can use, and its workers, each
 * starting, playing and tallying its own range, give the reference's playouts.
 */
class SimdThreadsTest {
    private static final Plan PLAN = LibraryGames.compiled("tic_tac_toe").plan();

    @Test
    void aBatchOfOneRunsOnTheCallersThread() {
        SimdEngine engine = new SimdEngine(PLAN, 1, new EngineOptions(64, 0));
        try {
            assertEquals(1, engine.threads());
            assertFalse(engine.pooled(), "no pool for one worker");
        } finally {
            engine.close();
        }
    }

    @Test
    void aBigBatchTakesTheThreadsRequested() {
        SimdEngine two = new SimdEngine(PLAN, 100_000, new EngineOptions(2, 0));
        try {
            assertEquals(2, two.threads(), "as requested, where the batch has the chunks");
            assertTrue(two.pooled());
        } finally {
            two.close();
        }
    }

    @Test
    void twoWorkersGiveTheReferencePlayouts() {
        SimdEngine two = new SimdEngine(PLAN, 3_000, new EngineOptions(2, 0));
        try {
            assertEquals(2, two.threads(), "the batch has chunks for both workers");
        } finally {
            two.close();
        }
        for (var game : java.util.List.of(LibraryGames.game("tic_tac_toe"), LibraryGames.game("hex"))) {
            BackendDifferential.check(BackendDifferential.Subject.of(game), new SimdBackend(),
                    java.util.List.of(BackendDifferential.Shape.playoutsOnly(3_000, 2)));
        }
    }
}
