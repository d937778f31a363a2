package dev.plateau.cli;

import static dev.plateau.cli.ConformCommandTest.assertNoStackTrace;
import static dev.plateau.cli.ConformCommandTest.game;
import static dev.plateau.cli.ConformCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cli.ConformCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands other than conform and serve, end to end through {@link Main#execute}. */
class CommandsTest {
    @TempDir
    Path dir;

    @Test
    void checkSummarisesValidGamesAndPositionsErrors() throws IOException {
        Run ok = run("check", game("reversi"));
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().contains("valid — \"Reversi\""), ok.out());
        assertTrue(ok.out().contains("65 actions (incl. pass)"), ok.out());
        assertTrue(ok.out().contains("(force_pass)"), ok.out());

        Path bad = dir.resolve("bad.ldx");
        Files.writeString(bad, "(game \"X\" (players 2) (equipment (board (hexagon 5)))\n"
                + " (rules (play (repeat (P1 P2) (place (destination (adjacent empty direction:up)))))\n"
                + " (end (if (line 3) (mover win)))))\n");
        Run r = run("check", bad.toString(), game("hex"));
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bad.ldx:2:51: `(adjacent … direction:up)`: hexagon boards have no `up` direction"),
                r.err());
        assertTrue(r.out().contains("1 of 2 games valid"), r.out());
        assertNoStackTrace(r);
    }

    @Test
    void checkReportsMissingFilesPlainly() {
        Run r = run("check", dir.resolve("nope.ldx").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("nope.ldx: no such file"), r.err());
        assertNoStackTrace(r);
    }

    /** The outcome lines depend on the game, seed and playout count only. */
    @Test
    void runOutcomeIsTheSameOnEveryBackendAndBatch() {
        Run simd = run("run", game("connect_four"), "--playouts", "300", "--seed", "5", "--backend", "simd", "--batch", "64");
        Run scalar = run("run", game("connect_four"), "--playouts", "300", "--seed", "5", "--backend", "scalar", "--batch", "7");
        Run ptx = run("run", game("connect_four"), "--playouts", "300", "--seed", "5", "--backend", "ptx-interpreter",
                "--batch", "300", "--threads", "1");
        assertEquals(0, simd.code(), simd.err());
        List<String> expected = simd.out().lines().limit(2).toList();
        assertTrue(expected.get(0).matches("p1_wins=0\\.\\d{6} p2_wins=0\\.\\d{6} draws=0\\.\\d{6} mean_length=\\d+\\.\\d{6}"),
                expected.get(0));
        assertEquals("playouts=300 truncated=0 seed=5", expected.get(1));
        assertEquals(expected, scalar.out().lines().limit(2).toList());
        assertEquals(expected, ptx.out().lines().limit(2).toList());
    }

    @Test
    void runRejectsBadOptionsWithAMessage() {
        Run r = run("run", game("hex"), "--playouts", "0");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("--playouts must be at least 1"), r.err());
        Run b = run("run", game("hex"), "--backend", "abacus");
        assertEquals(1, b.code());
        assertTrue(b.err().contains("no backend is called `abacus`"), b.err());
        assertNoStackTrace(b);
    }

    @Test
    void benchWritesTheTableCsvAndPlot() throws IOException {
        Path csv = dir.resolve("bench.csv");
        Path png = dir.resolve("bench.png");
        Run r = run("bench", game("tic_tac_toe"), "--batch", "1,16", "--seconds", "0.05", "--warmup", "0",
                "--backend", "scalar", "--threads", "1", "--csv", csv.toString(), "--plot", png.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("game,backend,batch,threads,moves_per_second,playouts_per_second", lines.get(0));
        assertEquals(3, lines.size());
        assertTrue(lines.get(1).startsWith("\"Tic-Tac-Toe\",scalar,1,1,"), lines.get(1));
        assertTrue(Files.size(png) > 1000);
        Run bad = run("bench", game("tic_tac_toe"), "--plot", dir.resolve("x.jpg").toString());
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("must end in .png or .svg"), bad.err());
    }

    @Test
    void backendsExplainsWhatIsMissing() {
        Run r = run("backends");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("simd"), r.out());
        assertTrue(r.out().contains("scalar"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("cuda ")), r.out());
        assertTrue(r.out().contains("best available: "), r.out());
        // Best first: the chosen backend is the first one listed as available, and the PTX
        // interpreter, a test vehicle slower than scalar, is listed last.
        List<String[]> rows = r.out().lines().takeWhile(l -> !l.startsWith("best available"))
                .filter(l -> !l.startsWith(" ")).map(l -> l.split(" +", 3)).toList();
        String firstAvailable = rows.stream().filter(cols -> cols[1].equals("available")).findFirst().orElseThrow()[0];
        assertTrue(r.out().contains("best available: " + firstAvailable + "\n"), r.out());
        assertEquals("ptx-interpreter", rows.getLast()[0], r.out());
    }

    @Test
    void ptxPrintsOneKernelAsAModule() {
        Run r = run("ptx", game("tic_tac_toe"), "--kernel", "init");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(".version 8.0\n.target sm_80\n"), r.out());
        assertTrue(r.out().contains(".entry plateau_init("));
        assertFalse(r.out().contains("plateau_step"));
        Run all = run("ptx", game("tic_tac_toe"), "--target", "sm_90");
        assertTrue(all.out().contains(".target sm_90"));
        assertTrue(all.out().contains(".entry plateau_playout("));
        Run bad = run("ptx", game("tic_tac_toe"), "--target", "sm_70");
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("--target must be sm_80 or sm_90"), bad.err());
    }

    @Test
    void helpExplainsEveryCommand() {
        Run r = run("--help");
        assertEquals(0, r.code());
        for (String command : List.of("check", "run", "bench", "backends", "conform", "serve", "ptx")) {
            assertTrue(r.out().contains(command), command);
            Run help = run(command, "--help");
            assertEquals(0, help.code(), command);
            assertTrue(help.out().startsWith("Usage: plateau " + command), help.out());
        }
    }
}
