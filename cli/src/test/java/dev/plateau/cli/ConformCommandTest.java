package dev.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.conformance.RepoFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plateau conform} end to end, through {@link Main#execute}. */
class ConformCommandTest {
    record Run(int code, String out, String err) {
        String firstLine() {
            return out.lines().findFirst().orElse("");
        }
    }

    @TempDir
    Path dir;

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    static String game(String stem) {
        return RepoFiles.games().resolve(stem + ".ldx").toString();
    }

    static String traces(String stem) {
        return RepoFiles.conformance().resolve(stem + ".jsonl.gz").toString();
    }

    static String sites(String stem) {
        return RepoFiles.conformance().resolve(stem + ".board.json").toString();
    }

    static void assertNoStackTrace(Run r) {
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    }

    @Test
    void aConformingGameAgreesEverywhere() {
        Run r = run("conform", game("tic_tac_toe"), traces("tic_tac_toe"));
        assertEquals(0, r.code(), r.err());
        assertEquals("agree=100 disagree=0 playouts=100", r.firstLine());
        assertTrue(r.out().contains("backend scalar"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void movementTracesReplayWithTheirPiecesAndMoves() {
        for (String g : new String[] {"breakthrough", "amazons", "tablut_linnaeus"}) {
            Run r = run("conform", game(g), traces(g), "--limit", "20");
            assertEquals(0, r.code(), r.err() + r.out());
            assertEquals("agree=20 disagree=0 playouts=20", r.firstLine());
        }
    }

    @Test
    void aMovementGameWithOtherRulesDisagreesAndSaysWhere() {
        // The study's Tablut against Ludii's playouts: the throne and the king's capture differ.
        Run r = run("conform", game("tablut"), traces("tablut_linnaeus"), "--limit", "5");
        assertEquals(Main.USER_ERROR, r.code());
        assertTrue(r.firstLine().startsWith("agree="), r.out());
        assertTrue(r.out().contains("first disagreement"), r.out());
        // The report keeps its lines: step 0's legal moves differ (Ludii's attackers may enter the corners).
        assertTrue(r.out().lines().anyMatch(l -> l.equals("  where   step 0 of 416, before the move")), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  what    legal moves: expected 80 moves, actual 72")),
                r.out());
        assertNoStackTrace(r);
    }

    @Test
    void piecesOfTypesTheGameDoesNotHaveAreRejected() {
        // Breakthrough's pawns on Reversi's 8 × 8 board, a game without declared piece types.
        Run r = run("conform", game("reversi"), traces("breakthrough"));
        assertEquals(1, r.code());
        assertEquals(game("reversi") + ": component 1 of breakthrough is a piece of the type `pawn`, but the game"
                + " declares no piece types: leave out \"piece\"" + System.lineSeparator(), r.err());
    }

    @Test
    void backendAndLimitAreHonoured() {
        Run r = run("conform", game("yavalath"), traces("yavalath"), "--backend", "simd", "--limit", "10");
        assertEquals(0, r.code(), r.err());
        assertEquals("agree=10 disagree=0 playouts=10", r.firstLine());
        assertTrue(r.out().contains("backend simd"), r.out());
    }

    @Test
    void gomokuWithOverlinesDisagreesWithLudii() throws IOException {
        Path wrong = dir.resolve("gomoku_overlines.ldx");
        String text = Files.readString(Path.of(game("gomoku")));
        assertTrue(text.contains(" exact:true"));
        Files.writeString(wrong, text.replace(" exact:true", ""));
        Run r = run("conform", wrong.toString(), traces("gomoku"));
        assertEquals(1, r.code(), r.err());
        assertTrue(r.firstLine().matches("agree=\\d+ disagree=[1-9]\\d* playouts=100"), r.firstLine());
        // Seed 4 is the first playout with an overline: Plateau's game ends at it, Ludii's goes on.
        String report = r.out();
        assertTrue(report.contains("first disagreement"), report);
        assertTrue(report.contains("gomoku seed 4 (gomoku.jsonl.gz line 5)"), report);
        assertTrue(report.contains("where   step 134 of 162, before the move"), report);
        assertTrue(report.contains("what    running: expected running, actual terminated, winner P2"), report);
        assertTrue(report.contains("mover   P1"), report);
        assertTrue(report.contains("move    cell 26 (Ludii code 206, L14)"), report);
        assertTrue(report.contains("expected                              actual"), report);
        assertTrue(report.contains("  0  X X . . . O . O . . X X O X .      0  X X . . . O . O . . X X O X ."), report);
        assertTrue(report.contains("winner  actual P2"), report);
        assertNoStackTrace(r);
    }

    @Test
    void aCorruptTraceLineIsPositioned() throws IOException {
        Path traces = dir.resolve("tic_tac_toe.jsonl.gz");
        String lines;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(Path.of(traces("tic_tac_toe"))))) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String[] split = lines.split("\n", -1);
        split[2] = split[2].substring(0, split[2].length() / 2); // line 3 cut in half
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(traces))) {
            out.write(String.join("\n", split).getBytes(StandardCharsets.UTF_8));
        }
        Files.copy(Path.of(sites("tic_tac_toe")), dir.resolve("tic_tac_toe.board.json"));
        Run r = run("conform", game("tic_tac_toe"), traces.toString());
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith(traces + ":3: not valid JSON: "), r.err());
        assertNoStackTrace(r);
    }

    @Test
    void aMissingTraceFileIsNamed() {
        Path missing = dir.resolve("hex.jsonl.gz");
        Run r = run("conform", game("hex"), missing.toString());
        assertEquals(1, r.code());
        assertEquals(missing + ": no such file" + System.lineSeparator(), r.err());
    }

    @Test
    void aMissingSiteTableSaysWhereItWasLookedFor() throws IOException {
        Path traces = dir.resolve("hex.jsonl.gz");
        Files.copy(Path.of(traces("hex")), traces);
        Run r = run("conform", game("hex"), traces.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith(dir.resolve("hex.board.json") + ": no such file (the site table is looked for"),
                r.err());
    }

    @Test
    void aTraceOfAnotherGameThanTheSiteTableIsRejected() {
        Run r = run("conform", game("tic_tac_toe"), traces("hex"), "--board", sites("tic_tac_toe"));
        assertEquals(1, r.code());
        assertEquals(traces("hex") + ":1: a playout of \"hex\", but the site table " + sites("tic_tac_toe")
                + " is of \"tic_tac_toe\"" + System.lineSeparator(), r.err());
    }

    @Test
    void aSiteTableOfAnotherSizeThanTheGameIsRejected() {
        Run r = run("conform", game("tic_tac_toe"), traces("hex"));
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith(sites("hex") + ": the site table of hex has 121 sites, but "), r.err());
        assertTrue(r.err().contains("has 9 cells"), r.err());
        // A set whose mapping file binds parameters: the error names them, and with them it replays.
        Run hex7 = run("conform", game("hex"), traces("hex_7x7"));
        assertEquals(1, hex7.code());
        assertTrue(hex7.err().contains("has 121 cells; the set's mapping file plays it with --set size=7"), hex7.err());
        Run ok = run("conform", game("hex"), traces("hex_7x7"), "--set", "size=7", "--limit", "10");
        assertEquals(0, ok.code(), ok.err());
        assertEquals("agree=10 disagree=0 playouts=10", ok.firstLine());
    }

    @Test
    void badOptionsAreUserErrors() {
        assertEquals(1, run("conform", game("hex"), traces("hex"), "--limit", "0").code());
        Run r = run("conform", game("hex"), traces("hex"), "--backend", "no-such-backend");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("no-such-backend"), r.err());
        assertNoStackTrace(r);
    }

    @Test
    void helpPointsToTheFormat() {
        Run r = run("conform", "--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("conformance/README.md"), r.out());
        assertTrue(r.out().contains("agree=A disagree=D playouts=N"), r.out());
        assertTrue(r.out().lines().allMatch(l -> l.length() <= 80), r.out());
    }
}
