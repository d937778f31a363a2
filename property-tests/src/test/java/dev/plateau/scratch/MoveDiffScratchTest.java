package dev.plateau.scratch;

import dev.plateau.plan.MovementGames;
import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import org.junit.jupiter.api.Test;

class MoveDiffScratchTest {
    @Test
    void differential() {
        for (var g : java.util.List.of(MovementGames.breakthrough(8), MovementGames.breakthrough(5), MovementGames.amazons())) {
            for (BackendDifferential.Subject s : BackendDifferential.lowerings(g)) {
                for (Backend b : BackendDifferential.candidates()) {
                    long t0 = System.nanoTime();
                    BackendDifferential.check(s, b, BackendDifferential.Shape.standard());
                    System.out.println(g.name() + " " + s.name() + " on " + b.name() + " ok " + (System.nanoTime() - t0) / 1_000_000 + " ms");
                }
            }
        }
    }
}
