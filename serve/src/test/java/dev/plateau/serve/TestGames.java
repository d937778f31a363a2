package dev.plateau.serve;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's games folder, found from the module's working directory; also used by the HTTP fuzzer's tests (fuzz). */
public final class TestGames {
    private TestGames() {}

    /** The folder holding the library games (tic_tac_toe.ldx, hex.ldx, …). */
    public static Path dir() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path games = p.resolve("games");
            if (Files.isRegularFile(games.resolve("tic_tac_toe.ldx"))) {
                return games;
            }
        }
        throw new IllegalStateException("no games folder above " + here);
    }

    /** A game whose players must pass once the top row is full; two passes end it in a draw. */
    public static final String PASS_GAME = """
            ; Two cells to fill, then both players must pass.
            (game "Pass test" (players 2) (equipment (board (square 2)))
              (rules (play (repeat (P1 P2) (place (destination (and empty (edge top)))) (force_pass)))
                     (end (if (passed both) (draw)))))
            """;
}
