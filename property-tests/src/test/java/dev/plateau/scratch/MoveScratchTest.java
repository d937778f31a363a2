package dev.plateau.scratch;

import dev.plateau.conformance.MovePlayout;
import dev.plateau.conformance.MoveReplayer;
import dev.plateau.conformance.MoveTraceGame;
import dev.plateau.conformance.MoveTraces;
import dev.plateau.plan.MovementGames;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MoveScratchTest {
    @Test
    void replay() {
        for (MoveTraceGame g : MoveTraceGame.values()) {
            CompiledGame game = CompiledGame.compile(switch (g) { case BREAKTHROUGH -> MovementGames.breakthrough(8); case AMAZONS -> MovementGames.amazons(); case TABLUT_LINNAEUS -> MovementGames.tablutLinnaeus(); });
            List<MovePlayout> ps = MoveTraces.read(Path.of("../conformance"), g);
            int ok = 0;
            String first = null;
            try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build()) {
                for (MovePlayout p : ps) {
                    Optional<String> d = MoveReplayer.replay(p, sim);
                    if (d.isEmpty()) ok++; else if (first == null) first = d.get();
                }
            }
            System.out.println(g + ": " + ok + "/" + ps.size() + (first == null ? "" : "\n" + first));
        }
    }
}
