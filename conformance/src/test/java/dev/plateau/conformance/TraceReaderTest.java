package dev.plateau.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trace format: reading, mapping (conformance/README.md, Coordinates and Players) and the
 * positioned errors.
 */
class TraceReaderTest {
    /** Seed 1 of the Tic-Tac-Toe traces: P1 wins with Ludii's top row (codes 6, 7, 8). */
    static final String TTT = "{\"game\":\"tic_tac_toe\",\"seed\":1,\"init\":\"000000000\",\"s\":["
            + "{\"p\":1,\"m\":6,\"L\":\"1ff\"},{\"p\":2,\"m\":0,\"L\":\"1bf\"},{\"p\":1,\"m\":2,\"L\":\"1be\"},"
            + "{\"p\":2,\"m\":5,\"L\":\"1ba\"},{\"p\":1,\"m\":8,\"L\":\"19a\"},{\"p\":2,\"m\":1,\"L\":\"9a\"},"
            + "{\"p\":1,\"m\":7,\"L\":\"98\"}],\"n\":7,\"np\":0,\"w\":1,\"end\":\"NaturalEnd\",\"rank\":[1.0,2.0],"
            + "\"final\":\"221002111\"}";

    @TempDir
    Path dir;

    Path gz(String name, String... lines) throws IOException {
        Path f = dir.resolve(name);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(f))) {
            out.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return f;
    }

    Path tttSites() throws IOException {
        Path f = dir.resolve("tic_tac_toe.board.json");
        if (!Files.exists(f)) {
            Files.copy(RepoFiles.conformance().resolve("tic_tac_toe.board.json"), f);
        }
        return f;
    }

    static BitSet bits(int... xs) {
        BitSet b = new BitSet();
        for (int x : xs) {
            b.set(x);
        }
        return b;
    }

    TraceFormatException error(Runnable r) {
        return assertThrows(TraceFormatException.class, r::run);
    }

    // ------------------------------------------------------------------------------ reading

    @Test
    void legalMasksAreHexadecimalBitMasksOverCodes() throws IOException {
        RawPlayout p = TraceReader.readPlayouts(gz("t.jsonl.gz", TTT)).get(0);
        assertEquals(bits(0, 1, 2, 3, 4, 5, 6, 7, 8), p.steps().get(0).legalCodes()); // 0x1ff
        assertEquals(bits(0, 1, 2, 3, 4, 5, 7, 8), p.steps().get(1).legalCodes()); // 0x1bf
        assertEquals(bits(3, 4, 7), p.steps().get(6).legalCodes()); // 0x98
        assertEquals(7, p.n());
        assertEquals(1, p.winner());
        assertNull(p.scores());
        assertEquals(1, p.line());
    }

    @Test
    void moveV2PlacementsReadAsPlacementSteps() throws IOException {
        // 2 × 2 board (N = 4): a placement on code c is c·4 + c; -1 is a pass.
        String line = "{\"game\":\"g\",\"seed\":3,\"init\":[0,0,0,0],\"s\":["
                + "{\"p\":1,\"m\":5,\"f\":1,\"t\":1,\"L\":[0,5,10,15],\"d\":[[1,1]]},"
                + "{\"p\":2,\"m\":-1,\"L\":[-1]},"
                + "{\"p\":1,\"m\":15,\"f\":3,\"t\":3,\"L\":[0,15],\"d\":[[3,1],[0,1,2]]}],"
                + "\"n\":3,\"np\":1,\"w\":1,\"final\":[2,1,0,[1,1]]}";
        RawPlayout p = TraceReader.readPlayouts(gz("v2.jsonl.gz", line)).get(0);
        assertEquals(List.of(1, -1, 3), p.steps().stream().map(RawStep::move).toList());
        assertEquals(bits(0, 1, 2, 3), p.steps().get(0).legalCodes());
        assertEquals(bits(), p.steps().get(1).legalCodes());
        assertTrue(p.steps().get(1).passLegal());
        assertFalse(p.steps().get(0).passLegal());
        assertEquals(List.of(), p.steps().get(0).changes(), "the placed cell is not another change");
        assertArrayEquals(new int[] {0, 2}, p.steps().get(2).changes().get(0));
        assertEquals("0000", p.init());
        assertEquals("2101", p.finalBoard());
        Path notPlacement = gz("m.jsonl.gz", line.replace("[0,15]", "[0,14]"));
        TraceFormatException e = error(() -> TraceReader.readPlayouts(notPlacement));
        assertTrue(e.getMessage().contains("`s[2].L[1]` is not a placement"), e.getMessage());
    }

    @Test
    void plainJsonLinesAndBlankLinesAreAccepted() throws IOException {
        Path f = dir.resolve("t.jsonl");
        Files.writeString(f, "\n" + TTT + "\n\n" + TTT.replace("\"seed\":1", "\"seed\":2") + "\n");
        List<RawPlayout> ps = TraceReader.readPlayouts(f);
        assertEquals(2, ps.size());
        assertEquals(2, ps.get(0).line());
        assertEquals(4, ps.get(1).line());
        assertEquals(2, ps.get(1).seed());
    }

    @Test
    void aLimitStopsReadingBeforeALaterBadLine() throws IOException {
        Path f = gz("t.jsonl.gz", TTT, "{broken");
        assertEquals(1, TraceReader.readPlayouts(f, 1).size());
        assertTrue(error(() -> TraceReader.readPlayouts(f)).getMessage().startsWith(f + ":2: not valid JSON"));
    }

    @Test
    void badJsonIsPositionedByFileAndLine() throws IOException {
        Path f = gz("t.jsonl.gz", TTT, TTT, TTT.replace("\"n\":7", "\"n\"::7"));
        TraceFormatException e = error(() -> TraceReader.readPlayouts(f));
        assertEquals(3, e.line());
        assertTrue(e.getMessage().startsWith(f + ":3: not valid JSON: "), e.getMessage());
        assertFalse(e.getMessage().contains("line 1 column"), e.getMessage());
        assertFalse(e.getMessage().contains("http"), e.getMessage());
    }

    @Test
    void jsonIsReadStrictly() throws IOException {
        for (String bad : List.of(TTT.replace("\"seed\"", "seed"), TTT.replace("\"tic_tac_toe\"", "'tic_tac_toe'"),
                TTT + " {}", "[1, 2]", "{\"game\": NaN}")) {
            Path f = gz("t.jsonl.gz", bad);
            TraceFormatException e = error(() -> TraceReader.readPlayouts(f));
            assertEquals(1, e.line(), bad);
        }
    }

    @Test
    void missingAndMistypedFieldsAreNamed() throws IOException {
        Path b = gzq("b.jsonl.gz", TTT.replace("\"n\":7,", ""));
        assertEquals(b + ":1: `n` is missing", error(() -> TraceReader.readPlayouts(b)).getMessage());
        assertTrue(error(() -> TraceReader.readPlayouts(gzq("c.jsonl.gz", TTT.replace("\"n\":7", "\"n\":\"7\""))))
                .getMessage().endsWith(":1: `n` is not a number"));
        assertTrue(error(() -> TraceReader.readPlayouts(gzq("d.jsonl.gz", TTT.replace("\"n\":7", "\"n\":7.5"))))
                .getMessage().endsWith(":1: `n` is not a whole number: 7.5"));
        assertTrue(error(() -> TraceReader.readPlayouts(gzq("e.jsonl.gz", TTT.replace("\"L\":\"98\"", "\"L\":\"9g\""))))
                .getMessage().endsWith(":1: `s[6].L` is not a hexadecimal bit mask: \"9g\""));
    }

    private Path gzq(String name, String line) {
        try {
            return gz(name, line);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void damagedFilesAreReportedWithoutStackTraces() throws IOException {
        Path missing = dir.resolve("missing.jsonl.gz");
        assertEquals(missing + ": no such file", error(() -> TraceReader.readPlayouts(missing)).getMessage());

        Path notGzip = dir.resolve("plain.jsonl.gz");
        Files.writeString(notGzip, TTT);
        assertTrue(error(() -> TraceReader.readPlayouts(notGzip)).getMessage().contains("not gzip-compressed"));

        Path whole = gz("whole.jsonl.gz", TTT, TTT, TTT, TTT, TTT, TTT, TTT, TTT);
        byte[] bytes = Files.readAllBytes(whole);
        Path truncated = dir.resolve("truncated.jsonl.gz");
        Files.write(truncated, Arrays.copyOf(bytes, bytes.length - 12));
        assertTrue(error(() -> TraceReader.readPlayouts(truncated)).getMessage().contains("ends early"));

        Path notUtf8 = dir.resolve("latin1.jsonl");
        Files.write(notUtf8, new byte[] {'{', '"', (byte) 0xe9, '"', ':', '1', '}', '\n'});
        assertEquals(notUtf8 + ":1: not UTF-8 text", error(() -> TraceReader.readPlayouts(notUtf8)).getMessage());

        assertTrue(error(() -> TraceReader.readPlayouts(dir)).getMessage().endsWith(": is a directory, not a file"));
    }

    // ------------------------------------------------------------------------------ site tables

    @Test
    void siteTablesAreReadAndChecked() throws IOException {
        SiteTable t = TraceReader.readSites(tttSites());
        assertEquals("tic_tac_toe", t.game());
        assertEquals(9, t.codes());
        assertEquals(6, t.cell(0)); // A1, bottom left → Plateau's bottom-left cell 6
        assertEquals(0, t.code(6));
        assertEquals("A1", t.label(0));
        assertEquals("cell 6 (Ludii code 0, A1)", t.describeCell(6));

        Path dup = dir.resolve("dup.board.json");
        Files.writeString(dup, Files.readString(tttSites()).replace("\"ludax_index\": 7", "\"ludax_index\": 6"));
        assertTrue(error(() -> TraceReader.readSites(dup)).getMessage().contains("ludax_index 6 is also the cell of code"));

        Path broken = dir.resolve("broken.board.json");
        Files.writeString(broken, "{\"game\": \"x\", \"sites\": [");
        assertTrue(error(() -> TraceReader.readSites(broken)).getMessage().startsWith(broken + ": not valid JSON"));
    }

    // ------------------------------------------------------------------------------ mapping

    @Test
    void ticTacToeMapsCodesToCellsCountedFromTheTop() throws IOException {
        RawPlayout raw = TraceReader.readPlayouts(gz("t.jsonl.gz", TTT)).get(0);
        Playout p = Playout.map(TraceGame.TIC_TAC_TOE, raw, TraceReader.readSites(tttSites()));
        assertEquals(0, p.steps().get(0).cell()); // code 6 = A3, the top-left cell
        assertEquals(0, p.steps().get(0).mover());
        assertEquals(6, p.steps().get(1).cell()); // code 0 = A1
        assertEquals(1, p.steps().get(1).mover());
        assertEquals(0, p.winner());
        // final "221002111" by code: codes 6 7 8 (the top row) are 1 1 1
        assertArrayEquals(new int[] {1, 1, 1, 0, 0, 2, 2, 2, 1}, p.finalBoard());
        assertEquals(7, p.expectedStepCount());
    }

    @Test
    void reversiSwapsThePlayers() {
        Playout p = TraceSet.read(RepoFiles.conformance(), TraceGame.REVERSI).playouts().get(0);
        int[] start = new int[64];
        start[27] = 1;
        start[36] = 1;
        start[28] = 2;
        start[35] = 2;
        assertArrayEquals(start, p.initBoard()); // games/reversi.ldx starts P1 on 27 and 36, P2 on 28 and 35
        assertEquals(1, p.steps().get(0).mover()); // Ludii's first mover (black) is Plateau's P2
        assertEquals(p.steps().size(), p.expectedStepCount()); // passes are actions
        assertEquals(64, p.cells());
        int p1 = 0;
        int p2 = 0;
        for (int v : p.finalBoard()) {
            p1 += v == 1 ? 1 : 0;
            p2 += v == 2 ? 1 : 0;
        }
        assertArrayEquals(new int[] {p1, p2}, p.scores()); // Reversi's scores are the disc counts
    }

    /**
     * The {@code move-v2} Reversi traces at other sizes: Ludii's first player, who starts on C3 and
     * D4 of 6 × 6 (the lower-left/upper-right diagonal of the centre) and moves first, is Plateau's
     * P2, as on 8 × 8; cells follow the square map (conformance/README.md, Coordinates and Players).
     */
    @Test
    void reversiAtOtherSizesSwapsThePlayersAndMapsRowsFromTheTop() {
        Playout p = TraceSet.read(RepoFiles.conformance(), TraceGame.REVERSI_6X6).playouts().get(0);
        assertEquals(36, p.cells());
        int[] start = new int[36];
        int c3 = (5 - 2) * 6 + 2; // Ludii row 2, column C = 2, counted from the bottom
        int d4 = (5 - 3) * 6 + 3;
        int d3 = (5 - 2) * 6 + 3;
        int c4 = (5 - 3) * 6 + 2;
        start[c3] = 2;
        start[d4] = 2;
        start[d3] = 1;
        start[c4] = 1;
        assertArrayEquals(start, p.initBoard());
        assertEquals(1, p.steps().get(0).mover());
        assertEquals(p.steps().size(), p.expectedStepCount()); // passes are actions
        assertTrue(TraceGame.REVERSI_10X10.swapsPlayers() && TraceGame.REVERSI_10X10.passIsAction());
        assertEquals("reversi", TraceGame.REVERSI_10X10.gameStem());
        assertEquals(Map.of("size", 10), TraceGame.REVERSI_10X10.bindings());
        assertEquals(90, TraceGame.REVERSI_10X10.cellOf(0, 0, 100)); // A1, bottom-left
        assertEquals(9, TraceGame.REVERSI_10X10.cellOf(9, 9, 100)); // J10, top-right
        assertThrows(IllegalArgumentException.class, () -> TraceGame.REVERSI_6X6.cellOf(6, 0, 36));
        assertThrows(IllegalArgumentException.class, () -> TraceGame.REVERSI.cellOf(0, 0, 64));
    }

    @Test
    void inconsistentPlayoutsArePositioned() throws IOException {
        SiteTable sites = TraceReader.readSites(tttSites());
        String[][] cases = {
            {TTT.replace("{\"p\":1,\"m\":7,\"L\":\"98\"}", "{\"p\":1,\"m\":6,\"L\":\"98\"}"),
                "step 6: the move 6 is not among the legal codes `L`"},
            {TTT.replace("\"L\":\"98\"", "\"L\":\"298\""), "step 6: `L` marks code 9 legal, but the board has codes 0 … 8"},
            {TTT.replace("\"p\":2,\"m\":0", "\"p\":3,\"m\":0"), "step 1: the mover `p` is 3, not 1 or 2"},
            {TTT.replace("\"init\":\"000000000\"", "\"init\":\"00000000\""),
                "`init` has 8 characters, but the board has 9 codes"},
            {TTT.replace("\"n\":7", "\"n\":8"), "`n` is 8 but `s` has 7 steps"},
            {TTT.replace("\"final\":\"221002111\"", "\"final\":\"22100211x\""), "`final` has 'x' at code 8, not 0, 1 or 2"},
        };
        for (String[] c : cases) {
            RawPlayout raw = TraceReader.readPlayouts(gz("t.jsonl.gz", TTT, c[0])).get(1);
            TraceFormatException e = error(() -> Playout.map(TraceGame.TIC_TAC_TOE, raw, sites));
            assertEquals(dir.resolve("t.jsonl.gz") + ":2: " + c[1], e.getMessage());
        }
    }

    @Test
    void aTraceOfAnotherGameIsRejected() throws IOException {
        Path traces = gz("t.jsonl.gz", TTT.replace("tic_tac_toe", "hex"));
        Path sites = tttSites();
        TraceFormatException e = error(() -> TraceSet.read(traces, sites, 10));
        assertEquals(traces + ":1: a playout of \"hex\", but the site table " + dir.resolve("tic_tac_toe.board.json")
                + " is of \"tic_tac_toe\"", e.getMessage());
    }

    @Test
    void anEmptyTraceFileIsRejected() throws IOException {
        Path traces = gz("t.jsonl.gz", "");
        Path sites = tttSites();
        assertEquals(traces + ": has no playouts", error(() -> TraceSet.read(traces, sites, 10)).getMessage());
    }

    @Test
    void theSiteTableIsFoundNextToTheTraces() {
        assertEquals(Path.of("x", "hex.board.json"), TraceSet.siteTableNextTo(Path.of("x", "hex.jsonl.gz")));
        assertEquals(Path.of("hex.board.json"), TraceSet.siteTableNextTo(Path.of("hex.jsonl")));
    }
}
