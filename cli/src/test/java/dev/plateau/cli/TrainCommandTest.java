package dev.plateau.cli;

import static dev.plateau.cli.ConformCommandTest.assertNoStackTrace;
import static dev.plateau.cli.ConformCommandTest.game;
import static dev.plateau.cli.ConformCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cli.ConformCommandTest.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainCommandTest {
    @TempDir
    Path dir;

    @Test
    void trainWritesARunThatResumesAndWhoseNetworkPlaysInTheArena() throws Exception {
        String runDir = dir.resolve("ttt").toString();
        Run first = run("train", game("tic_tac_toe"), "--run", runDir, "--iterations", "1", "--games", "8", "--sims", "4",
                "--blocks", "1", "--channels", "4", "--train-steps", "2", "--batch-size", "8", "--eval-every", "1",
                "--eval-games", "1", "--uct-sims", "4");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("iteration 1/1: 8 games"), first.out());
        assertTrue(first.out().contains("evaluation after iteration 1"), first.out());
        assertTrue(Files.exists(Path.of(runDir, "checkpoints", "iteration-0001.net")));

        Run again = run("train", game("tic_tac_toe"), "--run", runDir, "--iterations", "2");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().contains("resuming"), again.err());
        assertTrue(again.out().contains("iteration 2/2"), again.out());
        assertTrue(!again.out().contains("iteration 1/2"), again.out());

        Run conflicting = run("train", game("tic_tac_toe"), "--run", runDir, "--sims", "64");
        assertEquals(1, conflicting.code());
        assertTrue(conflicting.err().contains("--sims cannot be given"), conflicting.err());
        assertNoStackTrace(conflicting);

        Run arena = run("arena", game("tic_tac_toe"), "--agent", "net:run=" + runDir + ",sims=0", "--agent", "random",
                "--games", "2");
        assertEquals(0, arena.code(), arena.err());
        assertTrue(arena.out().contains("net:run="), arena.out());
    }

    @Test
    void badSettingsAreRefusedBeforeAnyWork() {
        Run model = run("train", game("tic_tac_toe"), "--run", dir.resolve("a").toString(), "--model", "transformer");
        assertEquals(1, model.code());
        assertTrue(model.err().contains("unknown model \"transformer\""), model.err());
        Run games = run("train", game("tic_tac_toe"), "--run", dir.resolve("b").toString(), "--games", "0");
        assertTrue(games.err().contains("--games must be in [1, 65536]"), games.err());
        Run sizes = run("train", game("connect_four"), "--run", dir.resolve("c").toString(), "--sizes", "5,6");
        assertTrue(sizes.err().contains("needs --model gin"), sizes.err());
        Run gin = run("train", game("breakthrough"), "--run", dir.resolve("d").toString(), "--model", "gin");
        assertEquals(1, gin.code());
        assertTrue(gin.err().contains("use the resnet model"), gin.err());
        for (Run r : new Run[] {model, games, sizes, gin}) {
            assertNoStackTrace(r);
        }
        assertTrue(!Files.exists(dir.resolve("a")) && !Files.exists(dir.resolve("b")));
    }
}
