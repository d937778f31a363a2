package dev.plateau.cuda.ptx.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendPriority;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import org.junit.jupiter.api.Test;

/** The backend is found by name through the ServiceLoader, ranks last (below scalar), and plays games. */
class PtxInterpreterBackendTest {
    @Test
    void isAServiceNamedPtxInterpreter() {
        Backend b = Backends.byName(PtxInterpreterBackend.NAME);
        assertEquals(PtxInterpreterBackend.class, b.getClass());
        assertTrue(b.availability().available());
        assertEquals(BackendPriority.TEST_VEHICLE, b.priority());
        Backends.all().stream().filter(i -> i.name().equals("simd"))
                .forEach(simd -> assertTrue(simd.backend().priority() > b.priority()));
        // Slower than the scalar reference: listed last, and never the best even though always available.
        assertTrue(new ScalarBackend().priority() > b.priority());
        assertEquals(PtxInterpreterBackend.NAME, Backends.all().getLast().name());
        assertNotEquals(PtxInterpreterBackend.NAME, Backends.best().name());
    }

    @Test
    void playsTicTacToeToTheEnd() {
        CompiledGame game = LibraryGames.compiled("tic_tac_toe");
        try (Simulator sim = Simulator.builder(game).backend(PtxInterpreterBackend.NAME).batch(100).threads(2).build()) {
            PlayoutSummary s = sim.playouts(1);
            assertEquals(100, s.p1Wins() + s.p2Wins() + s.draws());
            for (int env = 0; env < 100; env++) {
                assertTrue(sim.terminated(env));
                assertTrue(sim.stepCount(env) >= 5 && sim.stepCount(env) <= 9);
            }
        }
    }
}
