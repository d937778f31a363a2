package dev.plateau.cli;

import static dev.plateau.cli.ConformCommandTest.assertNoStackTrace;
import static dev.plateau.cli.ConformCommandTest.game;
import static dev.plateau.cli.ConformCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.plateau.cli.ConformCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * A game too large to compile is refused by every command that reads it, at a position in its
     * file, so that the message starts with the file's name (the analysis refuses this one; what it
     * lets through, the lowering places at the game: {@code CompilationBoundsTest}).
     */
    @Test
    void aGameTooLargeToCompileIsRefusedWithItsFileName() throws IOException {
        Path heavy = dir.resolve("heavy.ldx");
        Files.writeString(heavy, "(game \"Heavy\" (players 2) (equipment (board (rectangle 1 1024)))\n"
                + " (rules (play (repeat (P1 P2) (place (destination empty)"
                + " (effects" + " (flip (custodial any))".repeat(8) + "))))\n"
                + " (end (if (full_board) (draw)))))\n");
        for (String command : List.of("check", "run", "ptx")) {
            Run r = run(command, heavy.toString());
            assertEquals(1, r.code(), command + ": " + r.err());
            assertTrue(r.err().startsWith(heavy + ":2:"), command + ": " + r.err());
            assertTrue(r.err().contains("the game is too large to compile"), command + ": " + r.err());
            assertNoStackTrace(r);
        }
    }

    @Test
    void checkWarnsWhenEveryRandomPlayoutEndsOnTheFirstMove() throws IOException {
        Path once = dir.resolve("once.ldx");
        Files.writeString(once, "(game \"Once\" (players 2) (equipment (board (square 3)))\n"
                + " (rules (play (repeat (P1 P2) (place (destination empty))))\n"
                + " (end (if (exists (occupied mover)) (mover win)))))\n");
        Run r = run("check", once.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("once.ldx: warning: every one of 20 random playouts ended on the first move,"
                + " before P2 could move"), r.err());

        Run ok = run("check", game("tic_tac_toe"), game("amazons"));
        assertEquals(0, ok.code(), ok.err());
        assertFalse(ok.err().contains("random playouts"), ok.err());
    }

    @Test
    void checkReportsMissingFilesPlainly() {
        Run r = run("check", dir.resolve("nope.ldx").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("nope.ldx: no such file"), r.err());
        assertNoStackTrace(r);
    }

    /** Every error of every file, in the order of the files; warnings are positioned and do not fail. */
    @Test
    void checkReportsEveryErrorOfEveryFileAndWarnings() throws IOException {
        Path twoErrors = dir.resolve("two.ldx");
        Files.writeString(twoErrors, "(game \"X\" (players 2) (equipment (board (hexagon 5)))\n"
                + " (rules (play (repeat (P1 P2) (place (destination (and (edge left) (adjacent empty direction:up))))))\n"
                + " (end (if (line 3) (mover win)))))\n");
        Path syntax = dir.resolve("syntax.ldx");
        Files.writeString(syntax, "(game \"Y\" (players 2) (equipment (board (square 3)))\n (rules (play (repeat (P1 P2)\n");
        Path warned = dir.resolve("warned.ldx");
        Files.writeString(warned, "(game \"W\" (players 2) (equipment (board (square 4)))\n"
                + " (rules (start (place P1 (0 5)) (place P2 (5)))\n"
                + "        (play (repeat (P1 P2) (place (destination empty))))\n"
                + "        (end (if (line 9) (mover win)) (if (full_board) (draw)))))\n");
        Run r = run("check", twoErrors.toString(), syntax.toString(), warned.toString(), dir.resolve("nope.ldx").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("two.ldx:2:56: `(edge left)`"), r.err());
        assertTrue(r.err().contains("two.ldx:2:68: `(adjacent … direction:up)`"), r.err());
        assertTrue(r.err().contains("syntax.ldx:"), r.err());
        assertTrue(r.err().contains("warned.ldx:2:33: warning: `(place P2 (5))`: cell 5 is also a start cell of P1"),
                r.err());
        assertTrue(r.err().contains("warned.ldx:4:18: warning: `(line 9 orientation:any)` can never match"), r.err());
        assertTrue(r.err().contains("nope.ldx: no such file"), r.err());
        assertTrue(r.err().indexOf("two.ldx") < r.err().indexOf("syntax.ldx")
                && r.err().indexOf("syntax.ldx") < r.err().indexOf("warned.ldx")
                && r.err().indexOf("warned.ldx") < r.err().indexOf("nope.ldx"), r.err());
        assertTrue(r.out().contains("warned.ldx: valid — \"W\""), r.out());
        assertTrue(r.out().contains("1 of 4 games valid"), r.out());
        assertNoStackTrace(r);

        Run alone = run("check", warned.toString());
        assertEquals(0, alone.code(), alone.err());
        assertEquals(2, alone.err().lines().filter(l -> l.contains(": warning: ")).count(), alone.err());
    }

    /** The outcome lines depend on the game, seed and playout count only. */
    @Test
    void runOutcomeIsTheSameOnEveryBackendAndBatch() {
        Run simd = run("run", game("connect_four"), "--playouts", "300", "--seed", "5", "--backend", "simd", "--batch", "64",
                "--format", "kv");
        Run scalar = run("run", game("connect_four"), "--playouts", "300", "--seed", "5", "--backend", "scalar", "--batch", "7",
                "--format", "kv");
        Run ptx = run("run", game("connect_four"), "--playouts", "300", "--seed", "5", "--backend", "ptx-interpreter",
                "--batch", "300", "--threads", "1", "--format", "kv");
        assertEquals(0, simd.code(), simd.err());
        List<String> expected = simd.out().lines().toList();
        assertEquals(2, expected.size(), simd.out());
        assertTrue(expected.get(0).matches("p1_wins=0\\.\\d{6} p2_wins=0\\.\\d{6} draws=0\\.\\d{6} mean_length=\\d+\\.\\d{6}"),
                expected.get(0));
        assertEquals("playouts=300 truncated=0 seed=5", expected.get(1));
        assertEquals(expected, scalar.out().lines().toList());
        assertEquals(expected, ptx.out().lines().toList());
    }

    /** By default run prints the summary for people only; json has it all, and the same outcome as kv. */
    @Test
    void runPrintsTheSummaryForPeopleByDefaultAndJsonOnRequest() {
        String[] common = {"run", game("tic_tac_toe"), "--playouts", "200", "--seed", "3", "--backend", "scalar",
            "--batch", "50", "--threads", "1"};
        Run text = run(common);
        assertEquals(0, text.code(), text.err());
        List<String> lines = text.out().lines().toList();
        assertEquals("Tic-Tac-Toe: 200 uniformly random playouts on the scalar backend (batch 50, seed 3)", lines.get(0));
        assertTrue(lines.get(1).matches("  P1 won \\d+\\.\\d\\d %, P2 won \\d+\\.\\d\\d %, drawn \\d+\\.\\d\\d %"), lines.get(1));
        assertEquals(4, lines.size(), text.out());
        assertFalse(text.out().contains("="), text.out());

        Run kv = run(concat(common, "--format", "kv"));
        Map<String, String> values = new HashMap<>();
        for (String pair : kv.out().split("\\s+")) {
            values.put(pair.substring(0, pair.indexOf('=')), pair.substring(pair.indexOf('=') + 1));
        }
        Run json = run(concat(common, "--format", "json"));
        assertEquals(0, json.code(), json.err());
        assertEquals(1, json.out().lines().count(), json.out());
        JsonObject o = JsonParser.parseString(json.out()).getAsJsonObject();
        assertEquals("Tic-Tac-Toe", o.get("game").getAsString());
        assertEquals("scalar", o.get("backend").getAsString());
        assertEquals(50, o.get("batch").getAsInt());
        assertEquals(3, o.get("seed").getAsLong());
        assertEquals(200, o.get("playouts").getAsLong());
        for (String key : List.of("p1_wins", "p2_wins", "draws", "mean_length")) {
            assertEquals(Double.parseDouble(values.get(key)), o.get(key).getAsDouble(), 5e-7, key);
        }
        assertEquals(1.0, o.get("p1_wins").getAsDouble() + o.get("p2_wins").getAsDouble() + o.get("draws").getAsDouble(),
                1e-12);
        assertEquals(o.get("mean_length").getAsDouble() * 200, o.get("moves").getAsDouble(), 1e-9);
        assertTrue(o.get("moves_per_second").getAsDouble() > 0, json.out());

        Run bad = run(concat(common, "--format", "xml"));
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("text, kv, json"), bad.err());
    }

    @Test
    void runJsonKeepsTheGameNameExactButTerminalSafe() {
        String json = RunReport.terminalSafe("{\"game\":\"a\u009b2J\u202eb\u007f\"}");
        assertEquals("{\"game\":\"a\\u009b2J\\u202eb\\u007f\"}", json);
        assertEquals("a\u009b2J\u202eb\u007f", JsonParser.parseString(json).getAsJsonObject().get("game").getAsString());
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
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
    void perftCountsEachDepthAndDividesTheLast() {
        Run r = run("perft", game("tic_tac_toe"), "3", "--divide", "--backend", "scalar", "--batch", "16");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("perft of Tic-Tac-Toe on scalar, counting turns"), r.out());
        assertTrue(r.out().matches("(?s).*\\n +1 +9 .*\\n +2 +72 .*\\n +3 +504 .*"), r.out());
        // Each of the nine first placements leaves 8 · 7 = 56 games at depth 3.
        assertEquals(9, r.out().lines().filter(l -> l.matches("\\S+: 56")).count(), r.out());
        assertTrue(r.out().contains("9 moves, 504 leaves"), r.out());
    }

    @Test
    void perftRefusesADepthOutOfRangeBeforeWork() {
        for (String depth : List.of("0", "31")) {
            Run r = run("perft", game("tic_tac_toe"), depth);
            assertEquals(1, r.code());
            assertTrue(r.err().contains("DEPTH must be in 1 … 30, not " + depth), r.err());
            assertNoStackTrace(r);
        }
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
    void benchCeilingPrintsTheMachineAndEachGamesCost() {
        Run r = run("bench", game("tic_tac_toe"), game("connect_four"), "--batch", "16", "--seconds", "0.05", "--warmup",
                "0", "--backend", "simd", "--threads", "1", "--ceiling");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("vector width"), r.out());
        assertTrue(r.out().contains("L1 load, store"), r.out());
        List<String> rows = r.out().lines().filter(l -> l.startsWith("Tic-Tac-Toe") || l.startsWith("Connect Four"))
                .filter(l -> l.contains("%")).toList();
        assertEquals(2, rows.size(), r.out());
    }

    @Test
    void benchAgentMeasuresSimulationsPerSecond() throws IOException {
        Path csv = dir.resolve("search.csv");
        Path svg = dir.resolve("search.svg");
        Run r = run("bench", game("tic_tac_toe"), "--agent", "uct:sims=8", "--batch", "1,4", "--seconds", "0.05",
                "--warmup", "0.01", "--backend", "scalar", "--threads", "1", "--csv", csv.toString(),
                "--plot", svg.toString());
        assertEquals(0, r.code(), r.err());
        List<String> rows = r.out().lines().filter(l -> l.startsWith("Tic-Tac-Toe")).toList();
        assertEquals(2, rows.size(), r.out());
        assertTrue(r.out().lines().findFirst().orElseThrow().contains("simulations/s"), r.out());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("game,backend,batch,threads,agent,simulations_per_second,moves_per_second", lines.get(0));
        assertEquals(3, lines.size());
        for (int i = 1; i < 3; i++) {
            String[] cells = lines.get(i).split(",");
            assertEquals("\"uct:sims=8\"", cells[4], lines.get(i));
            double sims = Double.parseDouble(cells[5]);
            double moves = Double.parseDouble(cells[6]);
            assertTrue(moves > 0, lines.get(i));
            // Eight simulations per move chosen, up to the rounding of the CSV.
            assertEquals(8 * moves, sims, 0.5 + 1e-6 * sims, lines.get(i));
        }
        assertTrue(lines.get(2).startsWith("\"Tic-Tac-Toe\",scalar,4,1,"), lines.get(2));
        assertTrue(Files.size(svg) > 1000);
    }

    @Test
    void benchTakesTheEngineSettings() {
        Run r = run("bench", game("tic_tac_toe"), "--batch", "16", "--seconds", "0.05", "--warmup", "0",
                "--backend", "simd", "--threads", "1", "--simd-lanes", "8", "--simd-blocks", "Never",
                "--cuda-device", "0", "--cuda-block", "128");
        assertEquals(0, r.code(), r.err());
        for (String[] wrong : List.of(new String[] {"--simd-lanes", "-1",
                        "--simd-lanes: the engine setting simd.lanes must be a whole number from 0 to 65536, not -1"},
                new String[] {"--simd-blocks", "sometimes", "--simd-blocks must be auto, always or never, not 'sometimes'"},
                new String[] {"--cuda-block", "2048",
                        "--cuda-block: the engine setting cuda.block must be a whole number from 1 to 1024, not 2048"})) {
            Run bad = run("bench", game("tic_tac_toe"), "--seconds", "0.05", wrong[0], wrong[1]);
            assertEquals(1, bad.code(), wrong[0]);
            assertTrue(bad.err().contains(wrong[2]), bad.err());
            assertNoStackTrace(bad);
        }
    }

    @Test
    void benchRejectsAgentsWithoutAFixedSearch() {
        for (String agent : List.of("uct:sims=x", "minimax", "random", "uct:ms=10")) {
            Run r = run("bench", game("tic_tac_toe"), "--agent", agent, "--seconds", "0.05");
            assertEquals(1, r.code(), agent);
            assertTrue(r.err().contains("--agent"), r.err());
            assertNoStackTrace(r);
        }
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
    void arenaPlaysARoundRobinAndWritesBothCsvFiles() throws IOException {
        Path results = dir.resolve("results.csv");
        Path ratings = dir.resolve("ratings.csv");
        String[] args = {"arena", game("tic_tac_toe"), "--agent", "greedy", "--agent", "random", "--agent",
            "uct:sims=20,rollouts=2", "--games", "6", "--seed", "3", "--threads", "2", "--backend", "scalar",
            "--csv", results.toString(), "--ratings", ratings.toString(), "--anchor", "random"};
        Run r = run(args);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Elo (random = 0), 95 % intervals:"), r.out());
        List<String> rows = Files.readAllLines(results);
        assertEquals("agent,opponent,seat,games,wins,draws,losses", rows.getFirst());
        assertEquals(13, rows.size(), "three pairs, two seats, both sides");
        assertTrue(rows.get(1).matches("greedy,random,P1,6,\\d+,\\d+,\\d+"), rows.get(1));
        List<String> elo = Files.readAllLines(ratings);
        assertEquals("agent,elo,elo_low,elo_high,games", elo.getFirst());
        assertEquals(4, elo.size());
        assertTrue(elo.contains("random,0.0,0.0,0.0,24"), elo.toString());
        String first = Files.readString(results);
        assertEquals(0, run(args).code());
        assertEquals(first, Files.readString(results), "the same seed gives the same tournament");

        Run bad = run("arena", game("tic_tac_toe"), "--agent", "minimax", "--agent", "random");
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("unknown agent minimax"), bad.err());
        assertNoStackTrace(bad);
        Run one = run("arena", game("tic_tac_toe"), "--agent", "random");
        assertEquals(1, one.code());
        assertTrue(one.err().contains("at least two agents"), one.err());
    }

    @Test
    void helpExplainsEveryCommand() {
        Run r = run("--help");
        assertEquals(0, r.code());
        for (String command : List.of("check", "run", "perft", "bench", "backends", "conform", "arena", "evaluate", "train", "serve", "ptx")) {
            assertTrue(r.out().contains(command), command);
            Run help = run(command, "--help");
            assertEquals(0, help.code(), command);
            assertTrue(help.out().startsWith("Usage: plateau " + command), help.out());
        }
    }
}
