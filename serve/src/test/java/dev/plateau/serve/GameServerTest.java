package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Agent;
import dev.plateau.sim.Simulator;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's JSON API over HTTP: games, play, undo, agents, editing, and every kind of bad request. */
class GameServerTest {
    @TempDir
    Path dir;

    private GameServer server;
    /** The players the `small` opponent has made. */
    private final AtomicInteger made = new AtomicInteger();
    private final HttpClient http = HttpClient.newHttpClient();

    /** Answers of the API: the status and the parsed JSON body. */
    private record Reply(int status, Map<String, Object> body, HttpResponse<String> raw) {
        String error() {
            return (String) body.get("error");
        }
    }

    @BeforeEach
    void start() throws IOException {
        for (String game : List.of("tic_tac_toe", "reversi", "hex")) {
            Files.copy(TestGames.dir().resolve(game + ".ldx"), dir.resolve(game + ".ldx"));
        }
        Files.writeString(dir.resolve("pass.ldx"), TestGames.PASS_GAME);
        Files.writeString(dir.resolve("broken.ldx"), "(game \"Broken\" (players 2)\n  (equipment (board (square 0))))\n");
        Files.writeString(dir.resolve("notes.txt"), "not a game");
        AgentRegistry agents = AgentRegistry.standard().register(new AgentRegistry.Entry("crash", "Crashing player",
                (game, backend) -> player(sim -> {
                    throw new IllegalStateException("this agent always fails");
                }))).register(new AgentRegistry.Entry("corner", "Corner player", (game, backend) -> player(sim -> 0)))
                .register(new AgentRegistry.Entry("elsewhere", "A network of another game", (game, backend) -> {
                    throw new IllegalArgumentException("the ResNet was made for a 6 × 7 grid");
                }))
                .register(new AgentRegistry.Entry("small", "A player of 3 × 3 boards", (game, backend) -> {
                    made.incrementAndGet();
                    return new dev.plateau.agents.RandomAgent();
                }, null, game -> game.topology().cellCount() == 9 ? Optional.empty()
                        : Optional.of("made for 9 cells, not " + game.topology().cellCount())));
        server = GameServer.start(new GameServer.Config("127.0.0.1", 0, dir, 1000, true, agents, 3,
                Duration.ofHours(1)));
    }

    /** A player that moves in a session's one environment as {@code move} says. */
    private static Agent player(ToIntFunction<Simulator> move) {
        return new Agent() {
            @Override
            public String name() {
                return "test";
            }

            @Override
            public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
                out[0] = move.applyAsInt(games);
            }
        };
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private Reply send(String method, String path, String body, String contentType) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve(path));
        if (contentType != null) {
            b.header("Content-Type", contentType);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> res = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        Map<String, Object> parsed = Map.of();
        if (res.headers().firstValue("Content-Type").orElse("").startsWith("application/json")) {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = (Map<String, Object>) Json.read(res.body());
            parsed = m;
        }
        return new Reply(res.statusCode(), parsed, res);
    }

    private Reply get(String path) throws Exception {
        return send("GET", path, null, null);
    }

    private Reply post(String path, Object body) throws Exception {
        return send("POST", path, Json.GSON.toJson(body), "application/json");
    }

    private Map<String, Object> newGame(Map<String, Object> body) throws Exception {
        Reply r = post("/api/new", body);
        assertEquals(200, r.status(), r.raw().body());
        return r.body();
    }

    private static long num(Object o) {
        return ((Number) o).longValue();
    }

    /** The actions of a state's move list, as the page's older history showed them: a cell number or "pass". */
    private static List<String> history(Map<String, Object> state) {
        return ((List<?>) state.get("moves")).stream()
                .map(m -> (Map<?, ?>) m)
                .map(m -> Boolean.TRUE.equals(m.get("pass")) ? "pass" : String.valueOf(num(m.get("action"))))
                .toList();
    }

    @Test
    void listsTheGamesWithTheirErrors() throws Exception {
        Reply r = get("/api/games");
        assertEquals(200, r.status());
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> games = (List<Map<String, Object>>) r.body().get("games");
        assertEquals(List.of("broken", "hex", "pass", "reversi", "tic_tac_toe"), games.stream().map(g -> g.get("id")).toList());
        Map<String, Object> broken = games.getFirst();
        assertEquals(false, broken.get("valid"));
        @SuppressWarnings("unchecked")
        Map<String, Object> d = ((List<Map<String, Object>>) broken.get("diagnostics")).getFirst();
        assertEquals(2L, d.get("line"));
        assertTrue(num(d.get("column")) > 1);
        Map<String, Object> hex = games.get(1);
        assertEquals("Hex", hex.get("name"));
        assertEquals("hex_rectangle 11 × 11", hex.get("board"));
        assertTrue(r.body().get("opponents").toString().contains("random"));
    }

    @Test
    void offersTheGreedyUctAndGumbelOpponents() throws Exception {
        List<?> ids = ((List<?>) get("/api/games").body().get("opponents")).stream()
                .map(o -> ((Map<?, ?>) o).get("id")).toList();
        assertEquals(List.of("human", "random", "greedy", "uct-200", "uct-1000", "uct-5000", "gumbel-32",
                "gumbel-128", "crash", "corner", "elsewhere", "small"), ids);
    }

    /** The rows, columns and diagonals of a 3 × 3 board (the same set whether cells count by rows or columns). */
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8},
        {2, 4, 6}};

    /** The empty cells that would complete a line of {@code owner} (1 or 2) in a Tic-Tac-Toe state. */
    private static List<Integer> winningCells(Map<String, Object> s, int owner) {
        List<?> cells = (List<?>) s.get("cells");
        List<Integer> wins = new java.util.ArrayList<>();
        for (int[] line : LINES) {
            int mine = 0;
            int empty = -1;
            for (int c : line) {
                long v = num(cells.get(c));
                if (v == owner) {
                    mine++;
                } else if (v == 0) {
                    empty = c;
                }
            }
            if (mine == 2 && empty >= 0 && !wins.contains(empty)) {
                wins.add(empty);
            }
        }
        return wins;
    }

    /**
     * Plays Tic-Tac-Toe as P1 against an agent, never blocking the agent's lines nor completing the
     * person's own, and checks that the agent wins at once whenever it can; returns how often it could.
     */
    private int agentTakesItsWins(String opponent, long seed) throws Exception {
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe", "opponent", opponent, "seat", 0, "seed", seed));
        String session = (String) s.get("session");
        int chances = 0;
        while (!Boolean.TRUE.equals(s.get("over"))) {
            List<Integer> agentWins = winningCells(s, 2);
            List<Integer> mine = winningCells(s, 1);
            long action = ((List<?>) s.get("legal")).stream().map(GameServerTest::num).map(Long::intValue)
                    .filter(c -> !agentWins.contains(c) && !mine.contains(c)).findFirst()
                    .orElse(((Number) ((List<?>) s.get("legal")).getFirst()).intValue());
            s = post("/api/move", Map.of("session", session, "action", action)).body();
            if (!agentWins.isEmpty() && !agentWins.contains((int) action)) {
                chances++;
                Map<?, ?> reply = (Map<?, ?>) s.get("lastMove");
                assertEquals(true, reply.get("byAgent"));
                assertTrue(agentWins.contains((int) num(reply.get("action"))),
                        opponent + " played " + reply.get("action") + " instead of a win at " + agentWins);
                assertEquals(1L, s.get("winner"));
            }
        }
        return chances;
    }

    @Test
    void greedyAndUctTakeAnImmediateWin() throws Exception {
        for (String opponent : List.of("greedy", "uct-200")) {
            int chances = 0;
            for (long seed = 1; seed <= 4; seed++) {
                chances += agentTakesItsWins(opponent, seed);
            }
            assertTrue(chances > 0, opponent + " never had an immediate win to take");
        }
    }

    /**
     * Gumbel search may prefer a slower win to an immediate one (its choice is noisy among moves of
     * equal value), so it is tested where the immediate win is the only move that does not let the
     * opponent win or block: X on 0 and 1, O on 3 and 4, X to move wins with 2 (O wins with 5 otherwise).
     */
    @Test
    void gumbelTakesAnImmediateWin() throws Exception {
        dev.plateau.sim.CompiledGame game = dev.plateau.sim.CompiledGame.compile(
                dev.plateau.text.LdxReader.analyze(TestGames.dir().resolve("tic_tac_toe.ldx")));
        for (String id : List.of("gumbel-32", "gumbel-128")) {
            for (long seed = 0; seed < 4; seed++) {
                try (dev.plateau.sim.Simulator sim = dev.plateau.sim.Simulator.builder(game).backend("scalar")
                        .threads(1).build()) {
                    for (int cell : new int[] {0, 3, 1, 4}) {
                        sim.step(cell);
                    }
                    try (Opponent agent = new Opponent(AgentRegistry.standard().find(id).orElseThrow().factory())) {
                        assertEquals(2, agent.chooseAction(sim, seed), id + " with seed " + seed);
                    }
                }
            }
        }
    }

    @Test
    void theUctOpponentShowsItsThinking() throws Exception {
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe", "opponent", "uct-200", "seat", 0, "seed", 3));
        assertNull(s.get("thinking"), "no search before the agent's first move");
        String session = (String) s.get("session");
        s = post("/api/move", Map.of("session", session, "action", 4)).body();
        Map<?, ?> thinking = (Map<?, ?>) s.get("thinking");
        assertEquals(200L, thinking.get("simulations"));
        Map<?, ?> budget = (Map<?, ?>) thinking.get("budget");
        assertEquals(200L, budget.get("simulations"), "the search's budget, which the page shows beside what it ran");
        assertEquals(ServeLimits.defaults().requestBudget().toMillis() / 3, num(budget.get("timeLimitMs")));
        List<Long> visits = ((List<?>) thinking.get("visits")).stream().map(GameServerTest::num).toList();
        List<?> values = (List<?>) thinking.get("values");
        assertEquals(9, visits.size(), "one entry per action");
        assertEquals(200L, visits.stream().mapToLong(Long::longValue).sum(), "the visits sum to the simulations");
        assertEquals(0L, visits.get(4), "the person's cell is no move");
        assertNull(values.get(4));
        Map<?, ?> reply = (Map<?, ?>) s.get("lastMove");
        assertEquals(reply.get("action"), thinking.get("action"), "the statistics are those of the agent's move");
        assertEquals(1L, thinking.get("move"));
        assertEquals(1L, thinking.get("player"));
        long chosen = visits.get((int) num(reply.get("action")));
        assertTrue(visits.stream().allMatch(v -> v <= chosen), "the agent plays its most visited move: " + visits);
        for (int a = 0; a < 9; a++) {
            if (visits.get(a) > 0) {
                double v = ((Number) values.get(a)).doubleValue();
                assertTrue(v >= -1 && v <= 1, "a mean reward lies in [-1, 1]: " + v);
            }
        }
        assertEquals(thinking, get("/api/state?session=" + session).body().get("thinking"));
        s = post("/api/undo", Map.of("session", session)).body();
        assertNull(s.get("thinking"), "taking back the agent's move drops its statistics");
    }

    @Test
    void theGumbelOpponentShowsItsThinking() throws Exception {
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe", "opponent", "gumbel-32", "seat", 0, "seed", 3));
        s = post("/api/move", Map.of("session", (String) s.get("session"), "action", 4)).body();
        Map<?, ?> thinking = (Map<?, ?>) s.get("thinking");
        assertEquals(32L, thinking.get("simulations"));
        List<Long> visits = ((List<?>) thinking.get("visits")).stream().map(GameServerTest::num).toList();
        assertEquals(32L, visits.stream().mapToLong(Long::longValue).sum(), "the visits sum to the simulations");
        assertEquals(0L, visits.get(4), "the person's cell is no move");
        assertNull(((List<?>) thinking.get("values")).get(4));
        long chosen = visits.get((int) num(((Map<?, ?>) s.get("lastMove")).get("action")));
        assertTrue(visits.stream().allMatch(v -> v <= chosen), "the agent plays a most visited move: " + visits);
    }

    @Test
    void servesThePages() throws Exception {
        Reply index = get("/");
        assertEquals(200, index.status());
        assertTrue(index.raw().headers().firstValue("Content-Type").orElseThrow().startsWith("text/html"));
        assertEquals(200, get("/play?game=hex").status());
        assertEquals(200, get("/static/game.js").status());
        assertEquals(200, get("/static/style.css").status());
        for (String bad : List.of("/nothing.html", "/static/../../pom.xml", "/static/%2e%2e/x.js", "/web/game.js",
                "/static/GAME.JS")) {
            Reply r = get(bad);
            assertEquals(404, r.status(), bad);
            assertTrue(r.error().startsWith("no page"), bad);
        }
    }

    @Test
    void playsUndoesAndRefusesIllegalMoves() throws Exception {
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe"));
        String session = (String) s.get("session");
        assertEquals(9, ((List<?>) s.get("legal")).size());
        assertEquals(0L, s.get("toMove"));
        s = post("/api/move", Map.of("session", session, "action", 4)).body();
        assertEquals(1L, s.get("step"));
        assertEquals(4L, ((Map<?, ?>) s.get("lastMove")).get("action"));

        Reply occupied = post("/api/move", Map.of("session", session, "action", 4));
        assertEquals(409, occupied.status());
        assertEquals("Cell 4 is occupied; P2 cannot play there.", occupied.error());
        Reply state = get("/api/state?session=" + session);
        assertEquals(1L, state.body().get("step"));
        assertEquals(false, state.body().get("over"), "an illegal click never loses the game");

        for (int cell : new int[] {0, 3, 1, 8, 2}) {
            s = post("/api/move", Map.of("session", session, "action", cell)).body();
        }
        assertEquals(true, s.get("over"));
        assertEquals("P2 wins.", s.get("result"));
        assertEquals(1L, s.get("winner"));
        assertEquals(List.of(), s.get("legal"));
        Reply after = post("/api/move", Map.of("session", session, "action", 7));
        assertEquals(409, after.status());
        assertTrue(after.error().startsWith("The game is over"));

        s = post("/api/undo", Map.of("session", session)).body();
        assertEquals(false, s.get("over"));
        assertEquals(5L, s.get("step"));
        assertEquals(List.of("4", "0", "3", "1", "8"), history(s));
        for (int i = 0; i < 5; i++) {
            s = post("/api/undo", Map.of("session", session)).body();
        }
        assertEquals(0L, s.get("step"));
        assertEquals(409, post("/api/undo", Map.of("session", session)).status());
    }

    /** A person's placement as the move list shows it: no cell it starts from, the cell it fills. */
    private static Map<String, Object> placement(long player, long cell, String name) {
        Map<String, Object> m = new java.util.HashMap<>(Map.of("player", player, "action", cell, "pass", false,
                "name", name, "byAgent", false, "part", "place", "kind", "place", "to", cell));
        m.put("from", null);
        return m;
    }

    @Test
    void listsTheMovesByCellNameAndGoesBackToAnyOfThem() throws Exception {
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe"));
        String session = (String) s.get("session");
        assertEquals(List.of("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"),
                ((Map<?, ?>) s.get("game")).get("cellNames"));
        for (int cell : new int[] {4, 0, 8}) {
            s = post("/api/move", Map.of("session", session, "action", cell)).body();
        }
        List<?> moves = (List<?>) s.get("moves");
        assertEquals(placement(0, 4, "b2"), moves.get(0));
        assertEquals(placement(1, 0, "a1"), moves.get(1));
        assertEquals(moves.getLast(), s.get("lastMove"));

        s = post("/api/goto", Map.of("session", session, "moves", 1)).body();
        assertEquals(List.of("4"), history(s));
        assertEquals(1L, s.get("step"));
        assertEquals(1L, s.get("toMove"));
        assertEquals(List.of(0L, 0L, 0L, 0L, 1L, 0L, 0L, 0L, 0L), s.get("cells"));
        s = post("/api/goto", Map.of("session", session, "moves", 0)).body();
        assertEquals(List.of(), history(s));
        assertNull(s.get("lastMove"));
        assertEquals(false, s.get("canUndo"));
        for (long bad : new long[] {1, -1}) {
            Reply r = post("/api/goto", Map.of("session", session, "moves", bad));
            assertEquals(400, r.status(), "going forward or before the start is refused");
            assertTrue(r.error().contains("`moves` must be 0 … 0"), r.error());
        }
        assertEquals(400, post("/api/goto", Map.of("session", session)).status());

        // A pass is listed as "pass".
        Map<String, Object> p = newGame(Map.of("game", "pass"));
        for (int action : new int[] {0, 1, 4}) {
            p = post("/api/move", Map.of("session", p.get("session"), "action", action)).body();
        }
        assertEquals("pass", ((Map<?, ?>) p.get("lastMove")).get("name"));
    }

    @Test
    void goingBackAgainstAnAgentLetsItAnswerAgain() throws Exception {
        // Tic-Tac-Toe against the random player, the person as P1: after going back to the person's
        // first move, the agent answers with the same move as before (its choice depends on the seed).
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe", "opponent", "random", "seat", 0, "seed", 7));
        String session = (String) s.get("session");
        s = post("/api/move", Map.of("session", session, "action", 4)).body();
        long second = num(((List<?>) s.get("legal")).getFirst());
        s = post("/api/move", Map.of("session", session, "action", second)).body();
        List<String> played = history(s);
        assertEquals(4, played.size());
        s = post("/api/goto", Map.of("session", session, "moves", 1)).body();
        assertEquals(played.subList(0, 2), history(s));
        assertEquals(true, ((Map<?, ?>) s.get("lastMove")).get("byAgent"));
        assertEquals(0L, s.get("toMove"));
    }

    @Test
    void namesTheEdgesEachPlayerMustJoin() throws Exception {
        Map<?, ?> hex = (Map<?, ?>) newGame(Map.of("game", "hex")).get("game");
        assertEquals(List.of(Map.of("player", 0L, "edges", List.of("top", "bottom")),
                Map.of("player", 1L, "edges", List.of("left", "right"))), hex.get("goals"));
        List<?> names = (List<?>) hex.get("cellNames");
        assertEquals(List.of("a1", "k1", "a11", "k11"), List.of(names.get(0), names.get(10), names.get(110),
                names.get(120)));
        assertEquals(List.of(), ((Map<?, ?>) newGame(Map.of("game", "tic_tac_toe")).get("game")).get("goals"));
    }

    @Test
    void passesOnlyWhenPassingIsLegal() throws Exception {
        Map<String, Object> s = newGame(Map.of("game", "pass"));
        String session = (String) s.get("session");
        assertEquals(4L, ((Map<?, ?>) s.get("game")).get("passAction"));
        assertEquals(false, s.get("passLegal"));
        Reply early = post("/api/move", Map.of("session", session, "action", 4));
        assertEquals(409, early.status());
        assertTrue(early.error().startsWith("Passing is not allowed now"), early.error());
        post("/api/move", Map.of("session", session, "action", 0));
        s = post("/api/move", Map.of("session", session, "action", 1)).body();
        assertEquals(true, s.get("passLegal"));
        assertEquals(List.of(), s.get("legal"));
        s = post("/api/move", Map.of("session", session, "action", 4)).body();
        assertEquals(true, ((Map<?, ?>) s.get("lastMove")).get("pass"));
        s = post("/api/move", Map.of("session", session, "action", 4)).body();
        assertEquals("Draw.", s.get("result"));
    }

    @Test
    void theRandomPlayerAnswersAndUndoReplaysIt() throws Exception {
        // Reversi: P2 moves first, so the random player (P2) opens before the person (P1).
        Map<String, Object> s = newGame(Map.of("game", "reversi", "opponent", "random", "seat", 0, "seed", 99));
        String session = (String) s.get("session");
        assertEquals(1L, s.get("step"));
        assertEquals(0L, s.get("toMove"));
        assertEquals(true, ((Map<?, ?>) s.get("lastMove")).get("byAgent"));
        assertTrue(s.get("scores") instanceof List<?>);
        List<?> opening = (List<?>) history(s);
        long first = num(((List<?>) s.get("legal")).getFirst());
        s = post("/api/move", Map.of("session", session, "action", first)).body();
        assertEquals(3L, s.get("step"));
        Object cellsAfter = s.get("cells");
        s = post("/api/undo", Map.of("session", session)).body();
        assertEquals(opening, history(s));
        s = post("/api/move", Map.of("session", session, "action", first)).body();
        assertEquals(cellsAfter, s.get("cells"), "the same seed gives the same answer");

        // The same seed gives the same opening in a new session.
        Map<String, Object> again = newGame(Map.of("game", "reversi", "opponent", "random", "seat", 0, "seed", 99));
        assertEquals(opening, history(again));

        // Restart as P2 against the random player in Tic-Tac-Toe: it moves first.
        Map<String, Object> t = newGame(Map.of("game", "tic_tac_toe"));
        t = post("/api/restart", Map.of("session", t.get("session"), "opponent", "random", "seat", 1, "seed", 5)).body();
        assertEquals(1L, t.get("step"));
        assertEquals(1L, t.get("humanSeat"));
        assertEquals(1L, t.get("toMove"));
    }

    @Test
    void editedRulesReportErrorsWithLineAndColumn() throws Exception {
        String text = Files.readString(dir.resolve("tic_tac_toe.ldx"));
        Reply bad = post("/api/new", Map.of("game", "tic_tac_toe", "source", text.replace("(line 3)", "(line three)")));
        assertEquals(422, bad.status());
        assertTrue(bad.error().startsWith("the game is invalid: tic_tac_toe.ldx:"), bad.error());
        @SuppressWarnings("unchecked")
        Map<String, Object> d = ((List<Map<String, Object>>) bad.body().get("diagnostics")).getFirst();
        assertEquals(4L, d.get("line"));
        assertTrue(num(d.get("column")) > 1);

        Reply invalidFile = post("/api/new", Map.of("game", "broken"));
        assertEquals(422, invalidFile.status());
        assertTrue(invalidFile.body().containsKey("text"));

        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe", "source", text.replace("(square 3)", "(square 4)")));
        assertEquals(16L, ((Map<?, ?>) s.get("game")).get("cells"));
        assertEquals(true, ((Map<?, ?>) s.get("game")).get("edited"));
        assertEquals(text, Files.readString(dir.resolve("tic_tac_toe.ldx")), "reloading never writes the file");
    }

    @Test
    void savesOnlyValidTextsInsideTheFolder() throws Exception {
        String text = Files.readString(dir.resolve("tic_tac_toe.ldx"));
        String edited = text.replace("(square 3)", "(square 4)");
        Reply saved = post("/api/save", Map.of("game", "tic_tac_toe", "text", edited));
        assertEquals(200, saved.status(), saved.raw().body());
        assertEquals(edited, Files.readString(dir.resolve("tic_tac_toe.ldx")));
        Reply invalid = post("/api/save", Map.of("game", "tic_tac_toe", "text", "(game"));
        assertEquals(422, invalid.status());
        assertEquals(edited, Files.readString(dir.resolve("tic_tac_toe.ldx")));
        for (String id : List.of("../tic_tac_toe", "/etc/passwd", "new_game", "notes", "..")) {
            assertEquals(404, post("/api/save", Map.of("game", id, "text", text)).status(), id);
        }
        assertFalse(Files.exists(dir.resolve("new_game.ldx")));
    }

    @Test
    void refusesBadRequestsWithA4xxAnswer() throws Exception {
        String session = (String) newGame(Map.of("game", "tic_tac_toe")).get("session");
        record Case(String method, String path, String body, String type, int status, String error) {}
        List<Case> cases = List.of(
                new Case("POST", "/api/new", "{\"game\":\"chess\"}", "application/json", 404, "no game `chess`"),
                new Case("POST", "/api/new", "{\"game\":\"../hex\"}", "application/json", 404, "no game"),
                new Case("POST", "/api/new", "{\"game\":\"notes\"}", "application/json", 404, "no game"),
                new Case("POST", "/api/new", "{\"game\":", "application/json", 400, "malformed JSON"),
                new Case("POST", "/api/new", "[1]", "application/json", 400, "must be a JSON object"),
                new Case("POST", "/api/new", "{}", "application/json", 400, "needs a `game`"),
                new Case("POST", "/api/new", "{\"game\":\"hex\",\"opponent\":\"alphazero\"}", "application/json", 400,
                        "unknown opponent"),
                new Case("POST", "/api/new", "{\"game\":\"hex\",\"seat\":2}", "application/json", 400, "`seat`"),
                new Case("POST", "/api/new", "{\"game\":\"hex\"}", "text/plain", 415, "must be JSON"),
                new Case("POST", "/api/move", "{\"session\":\"" + session + "\",\"action\":9}", "application/json", 400,
                        "outside the action space"),
                new Case("POST", "/api/move", "{\"session\":\"" + session + "\",\"action\":-1}", "application/json", 400,
                        "outside the action space"),
                new Case("POST", "/api/move", "{\"session\":\"" + session + "\",\"action\":\"4\"}", "application/json",
                        400, "must be a whole number"),
                new Case("POST", "/api/move", "{\"session\":\"" + session + "\",\"action\":4.5}", "application/json",
                        400, "must be a whole number"),
                new Case("POST", "/api/move", "{\"session\":\"nope\",\"action\":4}", "application/json", 404,
                        "unknown session"),
                new Case("GET", "/api/state?session=nope", null, null, 404, "unknown session"),
                new Case("GET", "/api/state", null, null, 400, "query parameter `session`"),
                new Case("GET", "/api/move", null, null, 405, "GET is not allowed"),
                new Case("POST", "/api/games", "{}", "application/json", 405, "POST is not allowed"),
                new Case("DELETE", "/", null, null, 405, "DELETE is not allowed"),
                new Case("GET", "/api/nothing", null, null, 404, "no API"),
                new Case("POST", "/api/new", "{\"game\":\"hex\",\"pad\":\"" + "x".repeat(GameServer.MAX_BODY) + "\"}",
                        "application/json", 413, "larger than"));
        for (Case c : cases) {
            Reply r = send(c.method(), c.path(), c.body(), c.type());
            assertEquals(c.status(), r.status(), c + " → " + r.raw().body());
            assertTrue(r.error() != null && r.error().contains(c.error()), c + " → " + r.error());
        }
        assertEquals("POST", send("GET", "/api/move", null, null).raw().headers().firstValue("Allow").orElseThrow());
        assertEquals("HTTP/1.1 400 Bad Request", rawStatus("/api/source?game=%zz", "127.0.0.1"));
        // The game is unharmed.
        assertEquals(0L, get("/api/state?session=" + session).body().get("step"));
    }

    @Test
    void refusesOtherSitesAndHostNames() throws Exception {
        HttpRequest cross = HttpRequest.newBuilder(server.uri().resolve("/api/new"))
                .header("Content-Type", "application/json")
                .header("Origin", "http://evil.example")
                .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"hex\"}"))
                .build();
        HttpResponse<String> r = http.send(cross, HttpResponse.BodyHandlers.ofString());
        assertEquals(403, r.statusCode());
        assertEquals("HTTP/1.1 403 Forbidden", rawStatus("/api/games", "evil.example:80"));
        assertEquals("HTTP/1.1 200 OK", rawStatus("/api/games", "localhost:" + server.port()));
    }

    /** Sends a GET with a request line and Host header that HttpClient would not send; returns the status line. */
    private String rawStatus(String target, String host) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + target + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
        }
    }

    @Test
    void survivesAnInternalErrorWithA500() throws Exception {
        Reply r = post("/api/new", Map.of("game", "hex", "opponent", "crash", "seat", 1));
        assertEquals(500, r.status());
        assertTrue(r.error().startsWith("internal server error (IllegalStateException)"), r.error());
        assertEquals(200, get("/api/games").status(), "the server goes on");
    }

    @Test
    void anOpponentThatCannotPlayTheGameIsAConflictWithItsReason() throws Exception {
        // Refused when the game is chosen, whoever moves first, not after the person's first move.
        for (int seat : new int[] {0, 1}) {
            Reply r = post("/api/new", Map.of("game", "hex", "opponent", "elsewhere", "seat", seat));
            assertEquals(409, r.status(), "seat " + seat);
            assertTrue(r.error().contains("this opponent cannot play Hex: the ResNet was made for a 6 × 7 grid"),
                    r.error());
        }
    }

    /** The opponents in a list of the API, id to the reason it cannot play the game (null if it can). */
    private static Map<Object, Object> opponents(Object list) {
        Map<Object, Object> out = new java.util.LinkedHashMap<>();
        for (Object o : (List<?>) list) {
            out.put(((Map<?, ?>) o).get("id"), ((Map<?, ?>) o).get("reason"));
        }
        return out;
    }

    @Test
    void listsForEachGameTheOpponentsThatCanPlayIt() throws Exception {
        Map<String, Object> index = get("/api/games").body();
        Map<Object, Map<?, ?>> games = new java.util.HashMap<>();
        for (Object g : (List<?>) index.get("games")) {
            games.put(((Map<?, ?>) g).get("id"), (Map<?, ?>) g);
        }
        Map<Object, Object> hex = opponents(games.get("hex").get("opponents"));
        assertEquals("made for 9 cells, not 121", hex.get("small"));
        assertTrue(hex.containsKey("random") && hex.get("random") == null, hex.toString());
        assertEquals(12, hex.size(), "every opponent is listed, those that cannot play with their reason");
        Map<Object, Object> ticTacToe = opponents(games.get("tic_tac_toe").get("opponents"));
        assertTrue(ticTacToe.containsKey("small"), ticTacToe.toString());
        assertTrue(ticTacToe.values().stream().allMatch(java.util.Objects::isNull), ticTacToe.toString());
        assertFalse(games.get("broken").containsKey("opponents"), "an invalid game has no opponents");
        assertTrue(opponents(index.get("opponents")).values().stream().allMatch(java.util.Objects::isNull));
    }

    @Test
    void refusesAnOpponentThatCannotPlayTheGameWithoutMakingIt() throws Exception {
        Reply refused = post("/api/new", Map.of("game", "hex", "opponent", "small", "seat", 0));
        assertEquals(409, refused.status());
        assertEquals("this opponent cannot play Hex: made for 9 cells, not 121", refused.error());
        assertEquals(0, made.get(), "the cheap check refuses it before the player is made");

        // A session of Hex keeps its opponent when asked to switch to one that cannot play it.
        Map<String, Object> s = newGame(Map.of("game", "hex", "opponent", "random", "seat", 0));
        assertEquals("made for 9 cells, not 121", opponents(s.get("opponents")).get("small"));
        Reply restart = post("/api/restart", Map.of("session", s.get("session"), "opponent", "small", "seat", 0));
        assertEquals(409, restart.status());
        assertEquals("random", get("/api/state?session=" + s.get("session")).body().get("opponent"));

        // Edited rules are judged as they are: Tic-Tac-Toe on a 4 × 4 board is not for this opponent.
        String text = Files.readString(dir.resolve("tic_tac_toe.ldx"));
        Map<String, Object> edited = newGame(Map.of("game", "tic_tac_toe", "source", text.replace("(square 3)",
                "(square 4)")));
        assertEquals("made for 9 cells, not 16", opponents(edited.get("opponents")).get("small"));

        Map<String, Object> plays = newGame(Map.of("game", "tic_tac_toe", "opponent", "small", "seat", 1));
        assertEquals("small", plays.get("opponent"));
        assertTrue(opponents(plays.get("opponents")).containsKey("small"));
        assertNull(opponents(plays.get("opponents")).get("small"));
        assertEquals(1, made.get());
        assertEquals(1, history(plays).size(), "the opponent, seated first, has moved");
    }

    @Test
    void neverStepsAnIllegalAgentMove() throws Exception {
        // The corner player always chooses cell 0: illegal once the person has taken it.
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe", "opponent", "corner", "seat", 0));
        String session = (String) s.get("session");
        Reply r = post("/api/move", Map.of("session", session, "action", 0));
        assertEquals(500, r.status());
        assertTrue(r.error().startsWith("internal server error (IllegalStateException)"), r.error());
        s = get("/api/state?session=" + session).body();
        assertEquals(1L, s.get("step"), "the person's move stands, the agent's is not stepped");
        assertEquals(1L, s.get("toMove"));
        assertEquals(List.of("0"), history(s));
    }

    @Test
    void truncatesAtTheStepLimit() throws Exception {
        // Idle expiry is SessionStoreTest's, on a clock of its own.
        server.close();
        server = GameServer.start(new GameServer.Config("127.0.0.1", 0, dir, 3, true, AgentRegistry.standard(), 10,
                Duration.ofHours(1)));
        Map<String, Object> s = newGame(Map.of("game", "tic_tac_toe"));
        String session = (String) s.get("session");
        for (int cell : new int[] {0, 1, 2}) {
            s = post("/api/move", Map.of("session", session, "action", cell)).body();
        }
        assertEquals(true, s.get("truncated"));
        assertEquals(false, s.get("terminated"));
        assertEquals("Truncated: the step limit of 3 steps was reached.", s.get("result"));
    }

    @Test
    void keepsAtMostTheCapOfSessions() throws Exception {
        String first = (String) newGame(Map.of("game", "hex")).get("session");
        for (int i = 0; i < 3; i++) {
            newGame(Map.of("game", "hex"));
        }
        Reply r = get("/api/state?session=" + first);
        assertEquals(404, r.status());
        assertNull(r.body().get("session"));
    }
}
