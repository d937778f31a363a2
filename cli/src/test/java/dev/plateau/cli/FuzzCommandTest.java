package dev.plateau.cli;

import static dev.plateau.cli.ConformCommandTest.assertNoStackTrace;
import static dev.plateau.cli.ConformCommandTest.game;
import static dev.plateau.cli.ConformCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cli.ConformCommandTest.Run;
import dev.plateau.conformance.RepoFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plateau fuzz} end to end through {@link Main#execute}. */
class FuzzCommandTest {
    @TempDir
    Path dir;

    @Test
    void aShortRunPrintsItsSummaryAndExitsWithZero() {
        Path out = dir.resolve("findings");
        Run r = run("fuzz", "--inputs", "60", "--seed", "9", "--threads", "1", "--games", RepoFiles.games().toString(),
                "--out", out.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().matches("(?s)fuzz \\(seed 9, simd vs scalar\\): 60 inputs in \\d+\\.\\d s \\([\\d,]+ inputs/s\\): "
                + "\\d+ valid games, \\d+ refused, 0 findings; slowest input [\\d,]+ ms \\(#\\d+\\)\\R"), r.out());
        assertFalse(Files.exists(out), "no finding, no folder");
    }

    @Test
    void theHttpTargetFuzzesAServerOnACopyOfTheGames() throws IOException {
        Path games = Files.createDirectory(dir.resolve("games"));
        Files.copy(RepoFiles.games().resolve("tic_tac_toe.ldx"), games.resolve("tic_tac_toe.ldx"));
        String before = Files.readString(games.resolve("tic_tac_toe.ldx"));
        Run r = run("fuzz", "--target", "http", "--inputs", "150", "--seed", "3", "--games", games.toString(),
                "--out", dir.resolve("findings").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().matches("(?s)fuzz http \\(seed 3\\): 150 requests in .*, 0 findings\\R"), r.out());
        assertEquals(before, Files.readString(games.resolve("tic_tac_toe.ldx")));
        try (var left = Files.list(games)) {
            assertEquals(1, left.count(), "the server worked on a copy");
        }
    }

    @Test
    void replayReportsWhatHappensToEachFile() throws IOException {
        Path broken = dir.resolve("broken.ldx");
        Files.writeString(broken, "(game \"X\" (players 2)");
        Run r = run("fuzz", "--replay", game("hex"), broken.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("hex.ldx: accepted"), r.out());
        assertTrue(r.out().contains("broken.ldx: refused with positioned errors"), r.out());
    }

    @Test
    void badOptionsAndAMissingGamesFolderAreUserErrors() {
        Run budget = run("fuzz", "--time-budget-ms", "0");
        assertEquals(Main.USER_ERROR, budget.code());
        assertTrue(budget.err().contains("--time-budget-ms must be at least 1"), budget.err());
        Run games = run("fuzz", "--games", dir.resolve("nope").toString());
        assertEquals(Main.USER_ERROR, games.code());
        assertTrue(games.err().contains("nope: no such folder"), games.err());
        assertNoStackTrace(games);
    }
}
