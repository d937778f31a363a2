package dev.plateau.simd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.sim.GameState;
import dev.plateau.sim.Perft;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import org.junit.jupiter.api.Test;

/**
 * Nine Men's Morris's move tree to the first mills (docs/language.md, Counting the move tree), on this
 * backend, which counts its five million leaves in seconds, against a count made by hand.
 */
class MorrisPerftTest {
    @Test
    void aMillAndEachOfItsRemovalsCountAsTurns() {
        // Plies 1-5 place on any empty point: 24·23·22·21·20 sequences. In 16 lines × 3! orders × 21·20
        // placements of P2 between them, P1's third man closes a mill at ply 5, and such a turn ends in
        // one of P2's two men removed: one leaf more each.
        long placements = 24L * 23 * 22 * 21 * 20;
        long mills = 16L * 6 * 21 * 20;
        try (Simulator sim = Simulator.builder(LibraryGames.compiled("nine_mens_morris")).backend("simd").batch(4096)
                .threads(1).build()) {
            Perft perft = new Perft(sim, Perft.Unit.TURNS);
            GameState start = perft.start();
            assertEquals(placements + mills, perft.count(start, 5));
        }
    }
}
