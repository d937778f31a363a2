package dev.plateau.scratch;

import dev.plateau.plan.MovementGames;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import org.junit.jupiter.api.Test;

class MoveSpeedScratchTest {
    @Test
    void speed() {
        for (var g : java.util.List.of(MovementGames.breakthrough(8), MovementGames.amazons(), MovementGames.tablutLinnaeus(), MovementGames.tablut())) {
            CompiledGame game = CompiledGame.compile(g);
            try (Simulator sim = Simulator.builder(game).backend("simd").batch(4096).threads(1).build()) {
                sim.playouts(1, 0);
                long t0 = System.nanoTime();
                PlayoutSummary s = PlayoutSummary.empty();
                for (int i = 0; i < 3; i++) s = s.plus(sim.playouts(2 + i, 0));
                double sec = (System.nanoTime() - t0) / 1e9;
                System.out.printf("%s: %.2f M moves/s, mean length %.2f, fields %d, playout ops %d%n", g.name(),
                        s.playouts() * s.meanLength() / sec / 1e6, s.meanLength(), game.plan().layout().fieldCount(), game.plan().playoutStep().size());
            }
        }
    }
}
