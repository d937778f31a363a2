package dev.plateau.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The movement games' reference playouts (conformance/README.md, Movement games) replay exactly on
 * the library's games, on the scalar and the SIMD backend; a trace converted to Plateau's own cell
 * numbers replays through a site table that says so; and damaged files get positioned errors.
 */
class MoveTracesTest {
    static Stream<Arguments> gamesAndBackends() {
        List<Arguments> all = new ArrayList<>();
        for (MoveTraceGame g : MoveTraceGame.values()) {
            for (String backend : List.of("scalar", "simd")) {
                all.add(Arguments.of(g, backend));
            }
        }
        return all.stream();
    }

    static CompiledGame compile(MoveTraceGame g) throws IOException {
        return LibraryGames.compiled(g.gameStem(), g.bindings());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("gamesAndBackends")
    void everyPlayoutAgrees(MoveTraceGame g, String backend) throws IOException {
        List<MovePlayout> playouts = MoveTraces.read(RepoFiles.conformance(), g);
        assertEquals(100, playouts.size());
        MoveConformance.Result result;
        try (Simulator sim = Simulator.builder(compile(g)).backend(backend).batch(1).threads(1).build()) {
            result = MoveConformance.check(playouts, sim);
        }
        assertEquals(backend, result.backend());
        assertTrue(result.allAgree(), () -> result.counts() + "\n" + result.first().orElse(""));
        assertEquals("agree=100 disagree=0 playouts=100", result.counts());
    }

    @Test
    void aWrongMoveIsFoundWithItsStep() throws IOException {
        List<MovePlayout> playouts = MoveTraces.read(RepoFiles.conformance(), MoveTraceGame.BREAKTHROUGH);
        MovePlayout p = playouts.get(0);
        List<MovePlayout.Step> steps = new ArrayList<>(p.steps());
        MovePlayout.Step first = steps.get(0);
        // Claim the moved pawn vanished: the position after the move then differs.
        List<MovePlayout.Change> changes = new ArrayList<>(first.changes());
        changes.add(new MovePlayout.Change(first.to(), null));
        steps.set(0, new MovePlayout.Step(0, first.mover(), first.from(), first.to(), first.legal(), changes));
        MovePlayout broken = new MovePlayout(p.game(), p.file(), p.line(), p.seed(), p.init(), steps, p.winner(),
                p.finalBoard());
        try (Simulator sim = Simulator.builder(compile(MoveTraceGame.BREAKTHROUGH)).batch(1).threads(1).build()) {
            Optional<String> d = MoveReplayer.replay(broken, sim);
            assertTrue(d.isPresent() && d.get().contains("step 0: after") && d.get().contains("the position differs"),
                    d.toString());
        }
    }

    @Test
    void tracesInPlateauCellNumbersReplayThroughTheirSiteTable(@TempDir Path dir) throws IOException {
        // Breakthrough's table and first ten playouts, renumbered to Plateau cells, pieces named.
        Path conformance = RepoFiles.conformance();
        MoveTraces.Sites ludii = MoveTraces.readSites(conformance.resolve("breakthrough.board.json"));
        int n = ludii.codes();
        JsonObject table = new JsonObject();
        table.addProperty("game", "my_breakthrough");
        table.addProperty("mode", "move-v2");
        table.addProperty("codes", "plateau");
        JsonArray sites = new JsonArray();
        for (int c = 0; c < n; c++) {
            JsonObject site = new JsonObject();
            site.addProperty("code", c);
            sites.add(site);
        }
        table.add("sites", sites);
        table.add("components", JsonParser.parseString(
                "[{\"what\":1,\"owner\":1,\"piece\":\"pawn\"},{\"what\":2,\"owner\":2,\"piece\":\"pawn\"}]"));
        Files.writeString(dir.resolve("my_breakthrough.board.json"), table.toString());
        List<String> lines = new ArrayList<>();
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(
                new GZIPInputStream(Files.newInputStream(conformance.resolve("breakthrough.jsonl.gz"))), StandardCharsets.UTF_8))) {
            for (int i = 0; i < 10; i++) {
                JsonObject o = JsonParser.parseString(in.readLine()).getAsJsonObject();
                o.addProperty("game", "my_breakthrough");
                o.add("init", renumber(o.getAsJsonArray("init"), ludii));
                o.add("final", renumber(o.getAsJsonArray("final"), ludii));
                for (var e : o.getAsJsonArray("s")) {
                    JsonObject s = e.getAsJsonObject();
                    int f = ludii.cellOfCode()[s.get("f").getAsInt()];
                    int t = ludii.cellOfCode()[s.get("t").getAsInt()];
                    s.addProperty("f", f);
                    s.addProperty("t", t);
                    s.addProperty("m", f * n + t);
                    JsonArray legal = new JsonArray();
                    for (var l : s.getAsJsonArray("L")) {
                        int code = l.getAsInt();
                        legal.add(ludii.cellOfCode()[code / n] * n + ludii.cellOfCode()[code % n]);
                    }
                    s.add("L", legal);
                    for (var d : s.getAsJsonArray("d")) {
                        JsonArray pair = d.getAsJsonArray();
                        pair.set(0, new com.google.gson.JsonPrimitive(ludii.cellOfCode()[pair.get(0).getAsInt()]));
                    }
                }
                lines.add(o.toString());
            }
        }
        Path traces = dir.resolve("my_breakthrough.jsonl.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(traces))) {
            out.write(String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
        }
        List<MovePlayout> playouts = MoveTraces.read(traces, dir.resolve("my_breakthrough.board.json"), 100);
        assertEquals(10, playouts.size());
        try (Simulator sim = Simulator.builder(compile(MoveTraceGame.BREAKTHROUGH)).batch(1).threads(1).build()) {
            MoveConformance.Result result = MoveConformance.check(playouts, sim);
            assertTrue(result.allAgree(), () -> result.first().orElse(""));
        }
    }

    private static JsonArray renumber(JsonArray board, MoveTraces.Sites ludii) {
        JsonArray out = new JsonArray();
        com.google.gson.JsonElement[] cells = new com.google.gson.JsonElement[board.size()];
        for (int code = 0; code < board.size(); code++) {
            cells[ludii.cellOfCode()[code]] = board.get(code);
        }
        for (var e : cells) {
            out.add(e);
        }
        return out;
    }

    @Test
    void aComponentWithoutAPieceIsAPositionedError(@TempDir Path dir) throws IOException {
        Path table = dir.resolve("x.board.json");
        Files.writeString(table, "{\"game\":\"x\",\"mode\":\"move-v2\",\"codes\":\"plateau\",\"sites\":[{\"code\":0}],"
                + "\"components\":[{\"what\":1,\"owner\":1,\"name\":\"Blob1\"}]}");
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> MoveTraces.readSites(table));
        assertEquals(table + ": `components[0].piece` is missing: name the Plateau piece type of component 1 (\"Blob1\")",
                e.getMessage());
    }

    @Test
    void aMoveOutsideTheLegalSetIsAnError(@TempDir Path dir) throws IOException {
        Path table = dir.resolve("x.board.json");
        Files.writeString(table, "{\"game\":\"x\",\"mode\":\"move-v2\",\"codes\":\"plateau\",\"sites\":[{\"code\":0},"
                + "{\"code\":1}],\"components\":[{\"what\":1,\"owner\":1,\"piece\":\"pawn\"}]}");
        Path traces = dir.resolve("x.jsonl");
        Files.writeString(traces, "{\"game\":\"x\",\"seed\":3,\"init\":[1,0],\"final\":[0,1],\"n\":1,\"w\":1,"
                + "\"s\":[{\"p\":1,\"m\":1,\"f\":0,\"t\":1,\"L\":[2],\"d\":[[0,0],[1,1]]}]}\n");
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> MoveTraces.read(traces, table, 10));
        assertEquals(traces + ":1: `s[0].m` is not among the legal moves `L`", e.getMessage());
    }
}
