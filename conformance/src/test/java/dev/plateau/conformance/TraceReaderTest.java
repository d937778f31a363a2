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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
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

    TraceFormatException error(Runnable r) {
        return assertThrows(TraceFormatException.class, r::run);
    }

    /** Reads a Tic-Tac-Toe trace file with the repository's site table. */
    List<Playout> read(Path traces) {
        return read(traces, Integer.MAX_VALUE);
    }

    List<Playout> read(Path traces, int limit) {
        try {
            return TraceReader.readSet(traces, tttSites(), null, limit).playouts();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    static Set<Move> puts(int... cells) {
        Set<Move> moves = new TreeSet<>();
        for (int c : cells) {
            moves.add(Move.put(c));
        }
        return moves;
    }

    // ------------------------------------------------------------------------------ reading

    @Test
    void legalMasksAreHexadecimalBitMasksOverCodes() throws IOException {
        Playout p = read(gz("t.jsonl.gz", TTT)).get(0);
        // Codes count rows from the bottom, cells from the top: code c is cell (2 − c / 3) · 3 + c % 3.
        assertEquals(puts(0, 1, 2, 3, 4, 5, 6, 7, 8), p.steps().get(0).legal()); // 0x1ff
        assertEquals(puts(1, 2, 3, 4, 5, 6, 7, 8), p.steps().get(1).legal()); // 0x1bf: not code 6, cell 0
        assertEquals(puts(1, 3, 4), p.steps().get(6).legal()); // 0x98: codes 3, 4, 7
        assertEquals(7, p.steps().size());
        assertEquals(0, p.winner());
        assertNull(p.scores());
        assertEquals(1, p.line());
    }

    @Test
    void moveV2PlacementsAndPassesAreMoves() throws IOException {
        // 2 × 2 board (N = 4) in Plateau cells: a placement on cell c is c·4 + c; -1 is a pass.
        Files.writeString(dir.resolve("g.board.json"), "{\"game\":\"g\",\"mode\":\"move-v2\",\"codes\":\"plateau\","
                + "\"sites\":[{\"code\":0},{\"code\":1},{\"code\":2},{\"code\":3}],\"cell_fields\":[\"what\",\"state\"],"
                + "\"components\":[{\"what\":1,\"owner\":1},{\"what\":2,\"owner\":2},{\"what\":3,\"owner\":0}]}");
        Files.writeString(dir.resolve("g.plateau.json"), "{\"components\":[{\"what\":3,\"owner\":\"state\"}]}");
        String line = "{\"game\":\"g\",\"seed\":3,\"init\":[0,0,0,0],\"s\":["
                + "{\"p\":1,\"m\":5,\"L\":[0,5,10,15],\"d\":[[1,1]]},"
                + "{\"p\":2,\"m\":-1,\"L\":[-1]},"
                + "{\"p\":1,\"m\":14,\"L\":[0,14],\"d\":[[3,1],[0,3,2]]}],"
                + "\"n\":3,\"np\":1,\"w\":1,\"final\":[[3,2],1,0,[1,0]]}";
        Path traces = dir.resolve("g.jsonl");
        Files.writeString(traces, line);
        Playout p = TraceSet.read(traces, 10).playouts().get(0);
        assertEquals(List.of(Move.put(1), Move.PASS, new Move(3, 2)), p.steps().stream().map(Playout.Step::move).toList());
        assertEquals(puts(0, 1, 2, 3), p.steps().get(0).legal());
        assertEquals(Set.of(Move.PASS), p.steps().get(1).legal());
        assertEquals(List.of(new Playout.Change(1, Piece.implicit(1))), p.steps().get(0).changes());
        // Component 3 keeps its owner in its state: here P2.
        assertEquals(new Playout.Change(0, Piece.implicit(2)), p.steps().get(2).changes().get(1));
        assertArrayEquals(new Piece[4], p.init());
        assertArrayEquals(new Piece[] {Piece.implicit(2), Piece.implicit(1), null, Piece.implicit(1)}, p.finalPosition());
        Files.writeString(traces, line.replace("[0,14]", "[0,15]"));
        assertEquals(traces + ":1: `s[2].m` is not among the legal moves `L`", error(() -> TraceSet.read(traces, 10))
                .getMessage());
        Files.writeString(traces, line.replace("[0,14]", "[0,14,16]"));
        assertEquals(traces + ":1: `s[2].L[2]` is 16, not a move code 0 … 15 or -1 (a promotion's choice, k > 0, cannot"
                + " be replayed)", error(() -> TraceSet.read(traces, 10)).getMessage());
        Files.writeString(traces, line.replace("[[3,2],1", "[[3,0],1"));
        assertEquals(traces + ":1: `final[0]` is component 3 with the state 0, which should be its owner 1 or 2",
                error(() -> TraceSet.read(traces, 10)).getMessage());
        Files.writeString(traces, line.replace("[[3,2],1", "[4,1"));
        assertEquals(traces + ":1: `final[0]` is component 4, which the site table does not list",
                error(() -> TraceSet.read(traces, 10)).getMessage());
    }

    @Test
    void plainJsonLinesAndBlankLinesAreAccepted() throws IOException {
        Path f = dir.resolve("t.jsonl");
        Files.writeString(f, "\n" + TTT + "\n\n" + TTT.replace("\"seed\":1", "\"seed\":2") + "\n");
        List<Playout> ps = read(f);
        assertEquals(2, ps.size());
        assertEquals(2, ps.get(0).line());
        assertEquals(4, ps.get(1).line());
        assertEquals(2, ps.get(1).seed());
    }

    @Test
    void aLimitStopsReadingBeforeALaterBadLine() throws IOException {
        Path f = gz("t.jsonl.gz", TTT, "{broken");
        assertEquals(1, read(f, 1).size());
        assertTrue(error(() -> read(f)).getMessage().startsWith(f + ":2: not valid JSON"));
    }

    @Test
    void badJsonIsPositionedByFileAndLine() throws IOException {
        Path f = gz("t.jsonl.gz", TTT, TTT, TTT.replace("\"n\":7", "\"n\"::7"));
        TraceFormatException e = error(() -> read(f));
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
            TraceFormatException e = error(() -> read(f));
            assertEquals(1, e.line(), bad);
        }
    }

    @Test
    void missingAndMistypedFieldsAreNamed() throws IOException {
        Path b = gzq("b.jsonl.gz", TTT.replace("\"n\":7,", ""));
        assertEquals(b + ":1: `n` is missing", error(() -> read(b)).getMessage());
        assertTrue(error(() -> read(gzq("c.jsonl.gz", TTT.replace("\"n\":7", "\"n\":\"7\""))))
                .getMessage().endsWith(":1: `n` is not a number"));
        assertTrue(error(() -> read(gzq("d.jsonl.gz", TTT.replace("\"n\":7", "\"n\":7.5"))))
                .getMessage().endsWith(":1: `n` is not a whole number: 7.5"));
        assertTrue(error(() -> read(gzq("e.jsonl.gz", TTT.replace("\"L\":\"98\"", "\"L\":\"9g\""))))
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
        assertEquals(missing + ": no such file", error(() -> read(missing)).getMessage());

        Path notGzip = dir.resolve("plain.jsonl.gz");
        Files.writeString(notGzip, TTT);
        assertTrue(error(() -> read(notGzip)).getMessage().contains("not gzip-compressed"));

        Path whole = gz("whole.jsonl.gz", TTT, TTT, TTT, TTT, TTT, TTT, TTT, TTT);
        byte[] bytes = Files.readAllBytes(whole);
        Path truncated = dir.resolve("truncated.jsonl.gz");
        Files.write(truncated, Arrays.copyOf(bytes, bytes.length - 12));
        assertTrue(error(() -> read(truncated)).getMessage().contains("ends early"));

        Path notUtf8 = dir.resolve("latin1.jsonl");
        Files.write(notUtf8, new byte[] {'{', '"', (byte) 0xe9, '"', ':', '1', '}', '\n'});
        assertEquals(notUtf8 + ":1: not UTF-8 text", error(() -> read(notUtf8)).getMessage());

        assertTrue(error(() -> read(dir)).getMessage().endsWith(": is a directory, not a file"));
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
        assertTrue(error(() -> TraceReader.readSites(dup)).getMessage().contains(": the cell 6 is also the cell of code"));

        Path broken = dir.resolve("broken.board.json");
        Files.writeString(broken, "{\"game\": \"x\", \"sites\": [");
        assertTrue(error(() -> TraceReader.readSites(broken)).getMessage().startsWith(broken + ": not valid JSON"));
    }

    @Test
    void theMappingFileGivesCellsAndItsGameMustBeTheTables() throws IOException {
        Path table = dir.resolve("hex_7x7.board.json");
        Files.copy(RepoFiles.conformance().resolve("hex_7x7.board.json"), table);
        Path traces = dir.resolve("hex_7x7.jsonl.gz");
        Files.copy(RepoFiles.conformance().resolve("hex_7x7.jsonl.gz"), traces);
        // Without the mapping file the 7 × 7 sites are read as a square board, rows from the top.
        assertEquals(6 * 7, TraceSet.read(traces, 1).sites().cell(0));
        Path mapping = dir.resolve("hex_7x7.plateau.json");
        Files.copy(RepoFiles.conformance().resolve("hex_7x7.plateau.json"), mapping);
        TraceSet set = TraceSet.read(traces, 1);
        assertEquals(6, set.sites().cell(0)); // A1: Ludii row 0, column 0 is Plateau row 0, column 6
        assertEquals(Map.of("size", 7), set.mapping().parameters());
        assertEquals(Optional.of("hex"), set.mapping().libraryGame());
        Files.writeString(mapping, Files.readString(mapping).replace("[6, 5, 13,", "[6, 6, 13,"));
        assertEquals(table + ": " + mapping + ": `cells[1]` 6 is also the cell of code 0",
                error(() -> TraceSet.read(traces, 1)).getMessage());
        Files.writeString(mapping, "{\"game\": \"hex_9x9\"}");
        assertEquals(mapping + ": is the mapping of \"hex_9x9\", but the site table " + table + " is of \"hex_7x7\"",
                error(() -> TraceSet.read(traces, 1)).getMessage());
    }

    @Test
    void ticTacToeMapsCodesToCellsCountedFromTheTop() throws IOException {
        Playout p = read(gz("t.jsonl.gz", TTT)).get(0);
        assertEquals(Move.put(0), p.steps().get(0).move()); // code 6 = A3, the top-left cell
        assertEquals(0, p.steps().get(0).mover());
        assertEquals(Move.put(6), p.steps().get(1).move()); // code 0 = A1
        assertEquals(1, p.steps().get(1).mover());
        assertEquals(0, p.winner());
        // final "221002111" by code: codes 6 7 8 (the top row) are 1 1 1
        Piece x = Piece.implicit(1);
        Piece o = Piece.implicit(2);
        assertArrayEquals(new Piece[] {x, x, x, null, null, o, o, o, x}, p.finalPosition());
        // The placement format's `d` lists the other cells; the placed one is a change too.
        assertEquals(List.of(new Playout.Change(0, x)), p.steps().get(0).changes());
    }

    @Test
    void reversiSwapsThePlayers() {
        TraceSet set = TraceSet.read(RepoFiles.conformance(), "reversi");
        assertTrue(set.mapping().swapPlayers());
        Playout p = set.playouts().get(0);
        Piece[] start = new Piece[64];
        start[27] = Piece.implicit(1);
        start[36] = Piece.implicit(1);
        start[28] = Piece.implicit(2);
        start[35] = Piece.implicit(2);
        assertArrayEquals(start, p.init()); // games/reversi.ldx starts P1 on 27 and 36, P2 on 28 and 35
        assertEquals(1, p.steps().get(0).mover()); // Ludii's first mover (black) is Plateau's P2
        assertEquals(64, p.cells());
        int p1 = 0;
        int p2 = 0;
        for (Piece v : p.finalPosition()) {
            p1 += v != null && v.owner() == 1 ? 1 : 0;
            p2 += v != null && v.owner() == 2 ? 1 : 0;
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
        Playout p = TraceSet.read(RepoFiles.conformance(), "reversi_6x6").playouts().get(0);
        assertEquals(36, p.cells());
        Piece[] start = new Piece[36];
        int c3 = (5 - 2) * 6 + 2; // Ludii row 2, column C = 2, counted from the bottom
        int d4 = (5 - 3) * 6 + 3;
        int d3 = (5 - 2) * 6 + 3;
        int c4 = (5 - 3) * 6 + 2;
        start[c3] = Piece.implicit(2);
        start[d4] = Piece.implicit(2);
        start[d3] = Piece.implicit(1);
        start[c4] = Piece.implicit(1);
        assertArrayEquals(start, p.init());
        assertEquals(1, p.steps().get(0).mover());
        SiteTable ten = TraceReader.readSites(RepoFiles.conformance().resolve("reversi_10x10.board.json"));
        assertEquals(90, ten.cell(0)); // A1, bottom-left
        assertEquals(9, ten.cell(99)); // J10, top-right
    }

    @Test
    void inconsistentPlayoutsArePositioned() throws IOException {
        String[][] cases = {
            {TTT.replace("{\"p\":1,\"m\":7,\"L\":\"98\"}", "{\"p\":1,\"m\":6,\"L\":\"98\"}"),
                "`s[6].m` is not among the legal moves `L`"},
            {TTT.replace("{\"p\":1,\"m\":7,\"L\":\"98\"}", "{\"p\":1,\"m\":-1,\"L\":\"98\"}"),
                "`s[6].m` is a pass, but the legal moves `L` hold no pass (`P`)"},
            {TTT.replace("\"L\":\"98\"", "\"L\":\"298\""), "`s[6].L` marks code 9 legal, but the board has codes 0 … 8"},
            {TTT.replace("\"p\":2,\"m\":0", "\"p\":3,\"m\":0"), "`s[1].p` is 3, not 1 or 2"},
            {TTT.replace("\"init\":\"000000000\"", "\"init\":\"00000000\""),
                "`init` has 8 characters, but the board has 9 codes"},
            {TTT.replace("\"n\":7", "\"n\":8"), "`n` is 8 but `s` has 7 steps"},
            {TTT.replace("\"final\":\"221002111\"", "\"final\":\"22100211x\""), "`final` has 'x' at code 8, not 0, 1 or 2"},
        };
        for (String[] c : cases) {
            Path traces = gz("t.jsonl.gz", TTT, c[0]);
            TraceFormatException e = error(() -> read(traces));
            assertEquals(dir.resolve("t.jsonl.gz") + ":2: " + c[1], e.getMessage());
        }
    }

    @Test
    void aTraceOfAnotherGameIsRejected() throws IOException {
        Path traces = gz("t.jsonl.gz", TTT.replace("tic_tac_toe", "hex"));
        Path sites = tttSites();
        TraceFormatException e = error(() -> TraceReader.readSet(traces, sites, null, 10));
        assertEquals(traces + ":1: a playout of \"hex\", but the site table " + dir.resolve("tic_tac_toe.board.json")
                + " is of \"tic_tac_toe\"", e.getMessage());
    }

    @Test
    void anEmptyTraceFileIsRejected() throws IOException {
        Path traces = gz("t.jsonl.gz", "");
        Path sites = tttSites();
        assertEquals(traces + ": has no playouts", error(() -> TraceReader.readSet(traces, sites, null, 10)).getMessage());
    }

    @Test
    void theSiteTableIsFoundNextToTheTraces() {
        assertEquals(Path.of("x", "hex.board.json"), TraceSet.siteTableNextTo(Path.of("x", "hex.jsonl.gz")));
        assertEquals(Path.of("hex.board.json"), TraceSet.siteTableNextTo(Path.of("hex.jsonl")));
    }
}
