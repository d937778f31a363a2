package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.StateLayout;
import dev.plateau.testgames.LibraryGames;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The comparison of raw states that the differential tests between backends share. */
class RawStatesTest {
    private static Simulator open(CompiledGame game, int batch) {
        return Simulator.builder(game).backend("scalar").batch(batch).build();
    }

    @Test
    void namesTheFirstDifferingFieldAndEnvironment() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("tic_tac_toe"));
        try (Simulator a = open(game, 3); Simulator b = open(game, 3)) {
            assertNull(RawStates.firstDifference(a, b));
            assertTrue(RawStates.same(a, b));
            RawStates.assertSameState(a, b, "init");
            a.step(new int[] {0, 1, 2});
            b.step(new int[] {0, 4, 2});
            RawStates.Difference d = RawStates.firstDifference(a, b);
            assertNotNull(d);
            assertEquals(1, d.env());
            assertNotEquals(d.expected(), d.actual());
            int column = game.plan().layout().column(d.field());
            assertTrue(column >= 0, d.field());
            long offset = StateLayout.offset(column, 1, 3);
            assertEquals(a.rawState().get(ValueLayout.JAVA_LONG, offset), d.expected());
            assertEquals(b.rawState().get(ValueLayout.JAVA_LONG, offset), d.actual());
            assertFalse(RawStates.same(a, b));
            AssertionFailedError e = assertThrows(AssertionFailedError.class,
                    () -> RawStates.assertSameState(a, b, "one step"));
            assertTrue(e.getMessage().startsWith("Tic-Tac-Toe batch 3, one step: field " + d.field()
                    + " of environment 1 (scalar vs scalar)"), e.getMessage());
        }
    }

    @Test
    void refusesStatesOfAnotherSize() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("tic_tac_toe"));
        try (Simulator a = open(game, 2); Simulator b = open(game, 3)) {
            assertThrows(IllegalArgumentException.class, () -> RawStates.firstDifference(a, b));
        }
    }
}
