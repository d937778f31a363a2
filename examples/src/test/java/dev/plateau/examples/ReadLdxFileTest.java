package dev.plateau.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.GameException;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadLdxFileTest {
    @Test
    void readsConnectFour() throws Exception {
        CompiledGame game = ReadLdxFile.read(ReadLdxFile.CONNECT_FOUR);
        assertEquals("Connect Four", game.game().name());
        assertEquals(42, game.topology().cellCount());
        assertEquals(42, game.actionCount());
        try (Simulator sim = Simulator.builder(game).batch(500).build()) {
            assertEquals(7, sim.legalActions(0).size(), "one legal cell per column, on the bottom row");
            PlayoutSummary s = sim.playouts(5);
            assertEquals(500, s.p1Wins() + s.p2Wins() + s.draws());
            assertTrue(s.meanLength() >= 7 && s.meanLength() <= 42, "mean length " + s.meanLength());
        }
    }

    @Test
    void aMistakeIsReportedAtItsPlaceInTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("broken.ldx");
        Files.writeString(file, """
                (game "Broken" (players 2) (equipment (board (square 3)))
                  (rules (play (repeat (P1 P2) (place (destination empty))))
                         (end (if (line 3) (mover wins)))))
                """);
        GameException e = assertThrows(GameException.class, () -> ReadLdxFile.read(file));
        assertTrue(e.getMessage().startsWith(file + ":3:"), e.getMessage());
    }

    @Test
    void mainDescribesTheGame() throws Exception {
        String out = StandardOutput.of(() -> ReadLdxFile.main(new String[0]));
        assertTrue(out.startsWith("Connect Four (" + ReadLdxFile.CONNECT_FOUR + "): 42 cells, 42 actions, 7 legal at the start"),
                out);
        assertTrue(out.contains("1,000 random games: P1 won "), out);
    }
}
