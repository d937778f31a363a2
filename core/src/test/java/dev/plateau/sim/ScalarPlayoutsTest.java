package dev.plateau.sim;

import dev.plateau.analysis.LibraryGames;
import org.junit.jupiter.api.Test;

class SmokeTest {
    @Test
    void playouts() {
        for (var e : LibraryGames.all().entrySet()) {
            long t0 = System.nanoTime();
            CompiledGame g = CompiledGame.compile(e.getValue().get());
            long t1 = System.nanoTime();
            try (Simulator sim = Simulator.builder(g).backend("scalar").batch(200).build()) {
                PlayoutSummary s = sim.playouts(1);
                long t2 = System.nanoTime();
                System.out.printf("%-16s init=%d step=%d playout=%d ops  compile %.0f ms, play %.0f ms  mean=%.2f p1=%d p2=%d d=%d t=%d%n",
                        e.getKey(), g.plan().init().size(), g.plan().step().size(), g.plan().playoutStep().size(),
                        (t1 - t0) / 1e6, (t2 - t1) / 1e6, s.meanLength(), s.p1Wins(), s.p2Wins(), s.draws(), s.truncated());
            }
        }
    }
}
