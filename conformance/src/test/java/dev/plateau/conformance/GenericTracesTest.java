package dev.plateau.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generic format (conformance/README.md, Traces from any engine): traces in Plateau's own cell
 * numbers, of a placement game or a movement game, replay through the one replayer, and a trace that
 * does not fit is reported as one {@link Disagreement} or a clear error.
 */
class GenericTracesTest {
    @TempDir
    Path dir;

    /** A move-v2 site table over Plateau's 9 cells, whose two components name no piece type. */
    static final String TTT_TABLE = "{\"game\":\"ttt_by_hand\",\"mode\":\"move-v2\",\"codes\":\"plateau\",\"sites\":["
            + "{\"code\":0},{\"code\":1},{\"code\":2},{\"code\":3},{\"code\":4},{\"code\":5},{\"code\":6},{\"code\":7},"
            + "{\"code\":8}],\"components\":[{\"what\":1,\"owner\":1},{\"what\":2,\"owner\":2}]}";

    /**
     * Two Tic-Tac-Toe games written by hand from the rules (games/tic_tac_toe.ldx: three in a row
     * wins, a full board draws; cells 0 1 2 / 3 4 5 / 6 7 8 from the top). A placement on cell c is
     * the move c·9 + c; the legal moves are the empty cells. Seed 1: P1 takes 0, 1 and 2 (P2 3 and
     * 4) and wins with the top row. Seed 2: 4 0 2 6 3 5 1 7 8, each move blocking the other's
     * threat, fills the board without a line: a draw.
     */
    static final String TTT_WIN = "{\"game\":\"ttt_by_hand\",\"seed\":1,\"init\":[0,0,0,0,0,0,0,0,0],\"s\":["
            + "{\"p\":1,\"m\":0,\"L\":[0,10,20,30,40,50,60,70,80],\"d\":[[0,1]]},"
            + "{\"p\":2,\"m\":30,\"L\":[10,20,30,40,50,60,70,80],\"d\":[[3,2]]},"
            + "{\"p\":1,\"m\":10,\"L\":[10,20,40,50,60,70,80],\"d\":[[1,1]]},"
            + "{\"p\":2,\"m\":40,\"L\":[20,40,50,60,70,80],\"d\":[[4,2]]},"
            + "{\"p\":1,\"m\":20,\"L\":[20,50,60,70,80],\"d\":[[2,1]]}],"
            + "\"n\":5,\"np\":0,\"w\":1,\"final\":[1,1,1,2,2,0,0,0,0]}";

    static final String TTT_DRAW = "{\"game\":\"ttt_by_hand\",\"seed\":2,\"init\":[0,0,0,0,0,0,0,0,0],\"s\":["
            + "{\"p\":1,\"m\":40,\"L\":[0,10,20,30,40,50,60,70,80],\"d\":[[4,1]]},"
            + "{\"p\":2,\"m\":0,\"L\":[0,10,20,30,50,60,70,80],\"d\":[[0,2]]},"
            + "{\"p\":1,\"m\":20,\"L\":[10,20,30,50,60,70,80],\"d\":[[2,1]]},"
            + "{\"p\":2,\"m\":60,\"L\":[10,30,50,60,70,80],\"d\":[[6,2]]},"
            + "{\"p\":1,\"m\":30,\"L\":[10,30,50,70,80],\"d\":[[3,1]]},"
            + "{\"p\":2,\"m\":50,\"L\":[10,50,70,80],\"d\":[[5,2]]},"
            + "{\"p\":1,\"m\":10,\"L\":[10,70,80],\"d\":[[1,1]]},"
            + "{\"p\":2,\"m\":70,\"L\":[70,80],\"d\":[[7,2]]},"
            + "{\"p\":1,\"m\":80,\"L\":[80],\"d\":[[8,1]]}],"
            + "\"n\":9,\"np\":0,\"w\":0,\"final\":[2,1,1,1,1,2,2,2,1]}";

    static CompiledGame library(String stem) throws IOException {
        return CompiledGame.compile(LdxReader.analyze(RepoFiles.games().resolve(stem + ".ldx"), Map.of()));
    }

    static Conformance.Result check(TraceSet set, String stem) throws IOException {
        try (Simulator sim = Simulator.builder(library(stem)).batch(1).threads(1).build()) {
            return Conformance.check(set, sim);
        }
    }

    /** Writes {@code <name>.board.json} and {@code <name>.jsonl} and reads them as a set. */
    TraceSet set(String name, String table, String... lines) throws IOException {
        Files.writeString(dir.resolve(name + ".board.json"), table);
        Path traces = dir.resolve(name + ".jsonl");
        Files.writeString(traces, String.join("\n", lines) + "\n");
        return TraceSet.read(traces, 100);
    }

    @Test
    void aPlacementGameReplaysFromAMoveTableInPlateauCells() throws IOException {
        TraceSet set = set("ttt_by_hand", TTT_TABLE, TTT_WIN, TTT_DRAW);
        Playout win = set.playouts().get(0);
        assertEquals(Piece.implicit(1), win.finalPosition()[0], "a component without `piece` is the implicit type");
        assertEquals(Move.put(3), win.steps().get(1).move());
        Conformance.Result result = check(set, "tic_tac_toe");
        assertTrue(result.allAgree(), () -> result.first().map(d -> d.report(null)).orElse(""));
        assertEquals("agree=2 disagree=0 playouts=2", result.counts());
    }

    @Test
    void aComponentMayNameTheImplicitType() throws IOException {
        String named = TTT_TABLE.replace("\"owner\":1}", "\"owner\":1,\"piece\":\"piece\"}")
                .replace("\"owner\":2}", "\"owner\":2,\"piece\":\"piece\"}");
        assertTrue(named.contains("\"piece\":\"piece\""));
        assertTrue(check(set("ttt_by_hand", named, TTT_WIN), "tic_tac_toe").allAgree());
    }

    @Test
    void aWrongLegalSetIsReportedWithItsStepAndTheMovesThatDiffer() throws IOException {
        // Step 3 (P2) leaves out cell 8, which is empty and so legal.
        String wrong = TTT_WIN.replace("\"L\":[20,40,50,60,70,80]", "\"L\":[20,40,50,60,70]");
        Disagreement d = check(set("ttt_by_hand", TTT_TABLE, wrong), "tic_tac_toe").first().orElseThrow();
        assertEquals(3, d.step());
        assertEquals("legal moves", d.check());
        assertEquals("5 moves", d.expected());
        assertEquals("6 moves", d.actual());
        String report = d.report(library("tic_tac_toe").topology());
        assertTrue(report.contains("where   step 3 of 5, before the move"), report);
        assertTrue(report.contains("only expected: none"), report);
        assertTrue(report.contains("only actual:   cell 8"), report);
    }

    @Test
    void aWrongWinnerIsReportedAtTheEnd() throws IOException {
        Disagreement d = check(set("ttt_by_hand", TTT_TABLE, TTT_WIN.replace("\"w\":1", "\"w\":2")), "tic_tac_toe")
                .first().orElseThrow();
        assertEquals(5, d.step());
        assertEquals("winner", d.check());
        assertEquals("P2", d.expected());
        assertEquals("P1", d.actual());
        assertTrue(d.summary().endsWith("the end (after all 5 steps): winner: expected P2, actual P1"), d.summary());
    }

    @Test
    void aWrongPieceOfAMovementGameIsReportedAfterTheMove() throws IOException {
        // Breakthrough's first playout, in which the first step's pawn is claimed to vanish.
        TraceSet set = TraceSet.read(RepoFiles.conformance().resolve("breakthrough.jsonl.gz"), 1);
        Playout p = set.playouts().get(0);
        List<Playout.Step> steps = new ArrayList<>(p.steps());
        Playout.Step first = steps.get(0);
        List<Playout.Change> changes = new ArrayList<>(first.changes());
        changes.add(new Playout.Change(first.move().to(), null));
        steps.set(0, new Playout.Step(0, first.mover(), first.move(), first.legal(), changes));
        Playout broken = new Playout(p.game(), p.sites(), p.file(), p.line(), p.seed(), p.init(), steps, p.winner(),
                p.finalPosition(), p.scores());
        try (Simulator sim = Simulator.builder(library("breakthrough")).batch(1).threads(1).build()) {
            SimulatorEnvironment env = new SimulatorEnvironment(sim);
            env.reset();
            Disagreement d = Replayer.replay(broken, env).orElseThrow();
            assertEquals(0, d.step());
            assertTrue(d.afterMove());
            assertEquals("position after the move", d.check());
            String report = d.report(sim.game().topology());
            assertTrue(report.contains("expected empty, actual P1 pawn"), report);
        }
    }

    @Test
    void theComponentsMustNameTheGamesPieceTypes() throws IOException {
        // Tic-Tac-Toe whose pieces are declared, as the type `stone`.
        Path ldx = dir.resolve("stones.ldx");
        Files.writeString(ldx, Files.readString(RepoFiles.games().resolve("tic_tac_toe.ldx"))
                .replace("(board (square 3))", "(board (square 3)) (pieces (stone each))"));
        CompiledGame stones = CompiledGame.compile(LdxReader.analyze(ldx, Map.of()));
        assertEquals(1, stones.game().pieces().size());
        TraceSet implicit = set("ttt_by_hand", TTT_TABLE, TTT_WIN);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Conformance.checkFits(implicit, stones));
        assertEquals("component 1 of ttt_by_hand is a piece of the implicit type `piece` (no \"piece\" given), but the"
                + " game declares stone: name one of them as the component's \"piece\" in the site table or the"
                + " mapping file (conformance/README.md)", e.getMessage());
        TraceSet named = set("ttt_by_hand", TTT_TABLE.replace("}]}", ",\"piece\":\"stone\"}]}")
                .replace("\"owner\":1}", "\"owner\":1,\"piece\":\"stone\"}"), TTT_WIN, TTT_DRAW);
        try (Simulator sim = Simulator.builder(stones).batch(1).threads(1).build()) {
            assertEquals("agree=2 disagree=0 playouts=2", Conformance.check(named, sim).counts());
        }
        e = assertThrows(IllegalArgumentException.class, () -> Conformance.checkFits(named, library("tic_tac_toe")));
        assertEquals("component 1 of ttt_by_hand is a piece of the type `stone`, but the game declares no piece types:"
                + " leave out \"piece\"", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Conformance.checkFits(named, library("breakthrough")));
        assertEquals("the site table " + dir.resolve("ttt_by_hand.board.json") + " of ttt_by_hand has 9 sites, but the"
                + " game has 64 cells", e.getMessage());
    }

    @Test
    void movementTracesInPlateauCellNumbersReplayThroughTheirSiteTable() throws IOException {
        // Breakthrough's table and first ten playouts, renumbered to Plateau cells, pieces named in the table.
        Path conformance = RepoFiles.conformance();
        SiteTable ludii = TraceReader.readSites(conformance.resolve("breakthrough.board.json"));
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
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(conformance.resolve("breakthrough.jsonl.gz"))), StandardCharsets.UTF_8))) {
            for (int i = 0; i < 10; i++) {
                JsonObject o = JsonParser.parseString(in.readLine()).getAsJsonObject();
                o.addProperty("game", "my_breakthrough");
                o.add("init", renumber(o.getAsJsonArray("init"), ludii));
                o.add("final", renumber(o.getAsJsonArray("final"), ludii));
                for (JsonElement e : o.getAsJsonArray("s")) {
                    JsonObject s = e.getAsJsonObject();
                    int m = s.get("m").getAsInt();
                    s.addProperty("m", ludii.cell(m / n) * n + ludii.cell(m % n));
                    JsonArray legal = new JsonArray();
                    for (JsonElement l : s.getAsJsonArray("L")) {
                        int code = l.getAsInt();
                        legal.add(ludii.cell(code / n) * n + ludii.cell(code % n));
                    }
                    s.add("L", legal);
                    for (JsonElement d : s.getAsJsonArray("d")) {
                        JsonArray pair = d.getAsJsonArray();
                        pair.set(0, new JsonPrimitive(ludii.cell(pair.get(0).getAsInt())));
                    }
                }
                lines.add(o.toString());
            }
        }
        TraceSet set = set("my_breakthrough", table.toString(), lines.toArray(String[]::new));
        assertEquals(10, set.playouts().size());
        Conformance.Result result = check(set, "breakthrough");
        assertTrue(result.allAgree(), () -> result.first().map(Disagreement::summary).orElse(""));
    }

    private static JsonArray renumber(JsonArray board, SiteTable ludii) {
        JsonElement[] cells = new JsonElement[board.size()];
        for (int code = 0; code < board.size(); code++) {
            cells[ludii.cell(code)] = board.get(code);
        }
        JsonArray out = new JsonArray();
        for (JsonElement e : cells) {
            out.add(e);
        }
        return out;
    }
}
