package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The state JSON of games whose pieces move (docs/language.md, "Pieces and moves"): owners and
 * piece types per cell, the part of the turn, the legal actions with their cells, the history with
 * its cells, the marked squares and the pieces' looks, and the agents playing these games. Expected
 * values come from the rules and the language reference, never from the server.
 */
class MovementGameJsonTest {
    private static final long STEP_LIMIT = 1000;

    /** A session of a library game, or of a text, with a person against a person. */
    private static Session session(String id) throws IOException {
        return session(id, Files.readString(TestGames.dir().resolve(id + ".ldx")));
    }

    private static Session session(String id, String text) {
        GameLibrary.Loaded loaded = GameLibrary.compile(id, id + ".ldx", text);
        assertTrue(loaded.valid(), () -> loaded.error().getMessage());
        Session s = new Session("test", loaded, false, STEP_LIMIT);
        s.restart(null, 0, 1);
        return s;
    }

    /** The state as the page receives it: written and read back as JSON (numbers are longs). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> state(Session s) {
        return (Map<String, Object>) Json.read(Json.GSON.toJson(s.toJson()));
    }

    private static long num(Object o) {
        return ((Number) o).longValue();
    }

    private static List<Long> longs(Object list) {
        return ((List<?>) list).stream().map(MovementGameJsonTest::num).toList();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> legalMoves(Map<String, Object> s) {
        return (List<Map<String, Object>>) s.get("legalMoves");
    }

    /** The legal moves as "from>to" strings. */
    private static Set<String> pairs(Map<String, Object> s) {
        Set<String> out = new HashSet<>();
        for (Map<String, Object> m : legalMoves(s)) {
            out.add(m.get("from") + ">" + m.get("to"));
        }
        return out;
    }

    /** The action of a legal move from one cell to another. */
    private static long action(Map<String, Object> s, int from, int to) {
        return legalMoves(s).stream().filter(m -> num(m.get("from")) == from && num(m.get("to")) == to)
                .mapToLong(m -> num(m.get("action"))).findFirst()
                .orElseThrow(() -> new AssertionError("no legal move " + from + " → " + to + " in " + pairs(s)));
    }

    @Test
    void breakthroughListsEveryPawnMoveWithItsCells() throws Exception {
        try (Session session = session("breakthrough")) {
            Map<String, Object> s = state(session);
            Map<?, ?> game = (Map<?, ?>) s.get("game");
            assertEquals(true, game.get("moves"));
            assertEquals(List.of(), game.get("marked"), "Breakthrough's rules name no centre or corner");
            assertEquals(List.of(Map.of("name", "pawn", "owner", "each", "shape", "disc",
                    "letters", java.util.Arrays.asList(null, null))), game.get("pieceTypes"));
            assertEquals("move", s.get("part"));
            assertNull(s.get("shotPiece"));
            // The start (docs/language.md, Breakthrough): P2's pawns on rows 1 and 2, P1's on rows 7 and 8.
            List<Long> cells = longs(s.get("cells"));
            List<?> pieces = (List<?>) s.get("pieces");
            for (int c = 0; c < 64; c++) {
                long owner = c < 16 ? 2 : c >= 48 ? 1 : 0;
                assertEquals(owner, cells.get(c), "cell " + c);
                assertEquals(owner == 0 ? null : "pawn", pieces.get(c), "cell " + c);
            }
            // P1's pawns of row 7 step up, up-left or up-right onto the empty row 6; row 8 is blocked.
            Set<String> expected = new HashSet<>();
            for (int col = 0; col < 8; col++) {
                int from = 6 * 8 + col;
                for (int dc = -1; dc <= 1; dc++) {
                    if (col + dc >= 0 && col + dc < 8) {
                        expected.add(from + ">" + (5 * 8 + col + dc));
                    }
                }
            }
            assertEquals(expected, pairs(s));
            assertEquals(legalMoves(s).stream().map(m -> m.get("action")).toList(), s.get("legal"),
                    "`legal` lists the same actions");
            // docs/language.md: P1's opening move b7/forward_left is action 1 · 64 + 49 = 113, to a6.
            assertEquals(113, action(s, 49, 40));

            session.play(113);
            s = state(session);
            Map<?, ?> last = (Map<?, ?>) s.get("lastMove");
            assertEquals(Map.of("player", 0L, "action", 113L, "pass", false, "name", "b7/forward_left",
                    "byAgent", false, "part", "move", "kind", "move", "from", 49L, "to", 40L), last);
            assertEquals(0L, longs(s.get("cells")).get(49));
            assertEquals(1L, longs(s.get("cells")).get(40));
            // P2 now: its row-2 pawns step down (forward for P2).
            assertEquals(1L, s.get("toMove"));
            assertTrue(pairs(s).contains("8>16") && pairs(s).contains("9>16") && pairs(s).contains("15>23"), pairs(s).toString());
            assertTrue(pairs(s).stream().allMatch(p -> Long.parseLong(p.split(">")[0]) / 8 == 1), "only row 2 moves");
        }
    }

    @Test
    void aMoveThatIsNotLegalIsRefusedByName() throws Exception {
        try (Session session = session("breakthrough")) {
            // b8 (cell 57) is blocked by b7: plane 0, forward, from 57 is action 57.
            ApiException e = assertThrows(ApiException.class, () -> session.play(57));
            assertEquals(409, e.status());
            assertEquals("b8/forward is not a legal move for P1 here.", e.getMessage());
            assertEquals(0L, state(session).get("step"));
        }
    }

    /** The cells a queen on {@code from} reaches over empty cells of a 10 × 10 board. */
    private static Set<Long> queenReach(List<Long> cells, int from) {
        Set<Long> out = new HashSet<>();
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (dr == 0 && dc == 0) {
                    continue;
                }
                int r = from / 10 + dr;
                int c = from % 10 + dc;
                while (r >= 0 && r < 10 && c >= 0 && c < 10 && cells.get(r * 10 + c) == 0) {
                    out.add((long) (r * 10 + c));
                    r += dr;
                    c += dc;
                }
            }
        }
        return out;
    }

    @Test
    void anAmazonsTurnIsAMoveThenAShotFromWhereTheQueenLanded() throws Exception {
        try (Session session = session("amazons")) {
            Map<String, Object> s = state(session);
            Map<?, ?> game = (Map<?, ?>) s.get("game");
            assertEquals(List.of(Map.of("name", "queen", "owner", "each", "shape", "disc",
                            "letters", java.util.Arrays.asList(null, null)),
                    Map.of("name", "arrow", "owner", "neutral", "shape", "block",
                            "letters", java.util.Arrays.asList(null, null))), game.get("pieceTypes"));
            assertEquals("move", s.get("part"));
            // Every queen move of P1 (queens on 60, 93, 96, 69) and nothing else.
            List<Long> cells = longs(s.get("cells"));
            Set<String> expected = new HashSet<>();
            for (int q : new int[] {60, 93, 96, 69}) {
                assertEquals(1L, cells.get(q));
                queenReach(cells, q).forEach(to -> expected.add(q + ">" + to));
            }
            assertEquals(expected, pairs(s));
            // docs/language.md: a7-a5, the queen on a7 two cells up, is action 10 · 100 + 60 = 1060.
            assertEquals(1060, action(s, 60, 40));

            session.play(1060);
            s = state(session);
            assertEquals("shot", s.get("part"));
            assertEquals("arrow", s.get("shotPiece"));
            assertEquals(0L, s.get("toMove"), "the same player shoots");
            cells = longs(s.get("cells"));
            Set<String> shots = new HashSet<>();
            queenReach(cells, 40).forEach(to -> shots.add("40>" + to));
            assertEquals(shots, pairs(s), "the shots fly like a queen from where it landed");
            assertTrue(shots.contains("40>60"), "the arrow may go back where the queen came from");

            session.play((int) action(s, 40, 60));
            s = state(session);
            assertEquals("move", s.get("part"));
            assertEquals(1L, s.get("toMove"));
            assertEquals(3L, longs(s.get("cells")).get(60), "an arrow is a neutral piece");
            assertEquals("arrow", ((List<?>) s.get("pieces")).get(60));
            assertEquals("queen", ((List<?>) s.get("pieces")).get(40));
            List<?> moves = (List<?>) s.get("moves");
            Map<?, ?> queen = (Map<?, ?>) moves.get(0);
            Map<?, ?> arrow = (Map<?, ?>) moves.get(1);
            assertEquals(List.of("move", 60L, 40L, "a7-a5"),
                    List.of(queen.get("part"), queen.get("from"), queen.get("to"), queen.get("name")));
            assertEquals(List.of("shot", 40L, 60L, "a5-a7"),
                    List.of(arrow.get("part"), arrow.get("from"), arrow.get("to"), arrow.get("name")));
        }
    }

    /**
     * Fox and Geese with the fox on b4 (14) next to geese on c4 (15) and e4 (17), and a goose on d3
     * (9): after a goose's move, the fox jumps to d4 (16) and its turn goes on from there, over e4 to
     * f4 (18) or over d3 to d2 (4) (the game's rules, games/fox_and_geese.ldx).
     */
    static String foxChainPosition() throws IOException {
        String library = Files.readString(TestGames.dir().resolve("fox_and_geese.ldx"));
        String text = library.replace("(place P1 goose (20 21 22 23 24 25 26 27 28 29 30 31 32))",
                "(place P1 goose (9 15 17 30 31 32))").replace("(place P2 fox (16))", "(place P2 fox (14))");
        assertTrue(!text.equals(library) && text.contains("(place P2 fox (14))"), "the start was replaced");
        return text;
    }

    @Test
    void aChainsNextMoveIsAPartOfItsOwnFromWhereThePieceLanded() throws Exception {
        try (Session session = session("fox_chain", foxChainPosition())) {
            Map<String, Object> s = state(session);
            assertEquals("move", s.get("part"));
            assertNull(s.get("chain"));
            session.play((int) action(s, 30, 27));
            s = state(session);
            assertEquals(Set.of("14>16"), pairs(s), "the fox must capture");
            session.play((int) action(s, 14, 16));
            s = state(session);
            assertEquals("chain", s.get("part"));
            assertEquals(1L, s.get("toMove"), "the fox moves on");
            assertEquals(Map.of("from", 16L, "hops", true), s.get("chain"));
            assertEquals(Set.of("16>18", "16>4"), pairs(s));
            assertEquals(0L, longs(s.get("cells")).get(15), "the jumped goose is gone");
            assertEquals("move", ((Map<?, ?>) s.get("lastMove")).get("part"));

            session.play((int) action(s, 16, 18));
            s = state(session);
            assertEquals("move", s.get("part"));
            assertNull(s.get("chain"));
            assertEquals(0L, s.get("toMove"));
            Map<?, ?> last = (Map<?, ?>) s.get("lastMove");
            assertEquals(List.of("chain", 1L, 16L, 18L), List.of(last.get("part"), last.get("player"), last.get("from"),
                    last.get("to")));
        }
    }

    /** The action of the legal move of a kind (drop, remove, …) onto a cell. */
    private static int actionOnto(Map<String, Object> s, String kind, int to) {
        return legalMoves(s).stream().filter(m -> kind.equals(m.get("kind")) && num(m.get("to")) == to)
                .mapToInt(m -> (int) num(m.get("action"))).findFirst()
                .orElseThrow(() -> new AssertionError("no legal " + kind + " onto " + to + " in " + legalMoves(s)));
    }

    /** Per player, the total in hand and the count of men, as the state says them. */
    private static List<List<Long>> hands(Map<String, Object> s) {
        return ((List<?>) s.get("hands")).stream().map(h -> (Map<?, ?>) h)
                .map(h -> List.of(num(h.get("player")), num(h.get("total")), num(((Map<?, ?>) h.get("counts")).get("man"))))
                .toList();
    }

    @Test
    void morrisDropsFromTheHandsThenAMillRemovesAManOfTheOpponent() throws Exception {
        // Points in the order of the board's declaration: a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 …
        try (Session session = session("nine_mens_morris")) {
            Map<String, Object> s = state(session);
            assertEquals("move", s.get("part"));
            assertEquals(List.of(List.of(0L, 9L, 9L), List.of(1L, 9L, 9L)), hands(s), "nine men in each hand");
            assertEquals(24, legalMoves(s).size(), "a drop on each of the 24 empty points");
            for (Map<String, Object> m : legalMoves(s)) {
                assertEquals("drop", m.get("kind"));
                assertNull(m.get("from"), "a drop comes from the hand, not from a cell");
            }
            for (int cell : new int[] {0, 9, 1, 10}) {
                session.play(actionOnto(s, "drop", cell));
                s = state(session);
            }
            session.play(actionOnto(s, "drop", 2)); // a1 d1 g1: P1's mill
            s = state(session);
            assertEquals("removal", s.get("part"));
            assertEquals(0L, s.get("toMove"), "the same player removes");
            assertEquals(List.of(List.of(0L, 6L, 6L), List.of(1L, 7L, 7L)), hands(s));
            assertEquals(Set.of("null>9", "null>10"), pairs(s), "P2's two men are removable, nothing else");
            legalMoves(s).forEach(m -> assertEquals("remove", m.get("kind")));
            Map<?, ?> last = (Map<?, ?>) s.get("lastMove");
            assertEquals(List.of("move", "drop", "man@g1"), List.of(last.get("part"), last.get("kind"), last.get("name")));
            assertNull(last.get("from"));
            assertEquals(2L, num(last.get("to")));

            session.play(actionOnto(s, "remove", 9));
            s = state(session);
            assertEquals("move", s.get("part"));
            assertEquals(1L, s.get("toMove"));
            assertEquals(0L, longs(s.get("cells")).get(9), "a4's man is gone");
            last = (Map<?, ?>) s.get("lastMove");
            assertEquals(List.of("removal", "remove", "xa4", 0L), List.of(last.get("part"), last.get("kind"), last.get("name"),
                    last.get("player")));
            assertNull(last.get("from"));
            assertEquals(9L, num(last.get("to")));
            assertEquals(List.of(List.of(0L, 6L, 6L), List.of(1L, 7L, 7L)), hands(s), "a removal leaves the hands alone");
        }
    }

    @Test
    void gamesWithoutHandsSayNone() throws Exception {
        try (Session session = session("breakthrough")) {
            Map<String, Object> s = state(session);
            assertNull(s.get("hands"));
            legalMoves(s).forEach(m -> assertEquals("move", m.get("kind")));
        }
    }

    @Test
    void tablutMarksTheThroneAndTheCornersAndLettersTheKing() throws Exception {
        try (Session session = session("tablut")) {
            Map<String, Object> s = state(session);
            Map<?, ?> game = (Map<?, ?>) s.get("game");
            // docs/language.md, Corners and centre: on a 9 × 9 board the centre is cell 40 and the
            // corners are 0, 8, 72 and 80; Tablut names both in `to`, `hostile` and its end rules.
            assertEquals(List.of(Map.of("region", "center", "cells", List.of(40L)),
                    Map.of("region", "corners", "cells", List.of(0L, 8L, 72L, 80L))), game.get("marked"));
            // P2's first type is the soldier; its king is its second type, so it carries a letter.
            assertEquals(List.of(Map.of("name", "soldier", "owner", "each", "shape", "disc",
                            "letters", java.util.Arrays.asList(null, null)),
                    Map.of("name", "king", "owner", "P2", "shape", "disc",
                            "letters", java.util.Arrays.asList(null, "K"))), game.get("pieceTypes"));
            assertEquals("king", ((List<?>) s.get("pieces")).get(40));
            assertEquals(2L, longs(s.get("cells")).get(40));
            assertEquals("soldier", ((List<?>) s.get("pieces")).get(3));
            assertEquals(1L, longs(s.get("cells")).get(3));
            // Soldiers never stop on a corner or the throne: from d1 (cell 3) the attacker slides left
            // to c1 or b1 but not onto the corner a1, or down the empty column d to d4.
            Set<String> fromD1 = new HashSet<>();
            pairs(s).stream().filter(p -> p.startsWith("3>")).forEach(fromD1::add);
            assertEquals(Set.of("3>2", "3>1", "3>12", "3>21", "3>30"), fromD1);
        }
        try (Session linnaeus = session("tablut_linnaeus")) {
            // Here only the throne has rules (`to`, `through`, `hostile`, the king's capture); corners have none.
            assertEquals(List.of(Map.of("region", "center", "cells", List.of(40L))),
                    ((Map<?, ?>) state(linnaeus).get("game")).get("marked"));
        }
    }

    @Test
    void placementGamesKeepTheirShape() throws Exception {
        try (Session session = session("pente")) {
            Map<String, Object> s = state(session);
            Map<?, ?> game = (Map<?, ?>) s.get("game");
            assertEquals(false, game.get("moves"));
            assertEquals(List.of(), game.get("marked"), "a placement destination marks nothing");
            assertEquals(List.of(), game.get("pieceTypes"));
            assertNull(s.get("pieces"));
            assertEquals("place", s.get("part"));
            // Pente opens on the centre of the 19 × 19 board, cell 9 · 19 + 9 = 180.
            assertEquals(List.of(180L), s.get("legal"));
            assertEquals(List.of(Map.of("action", 180L, "to", 180L)),
                    legalMoves(s).stream().map(m -> {
                        assertTrue(m.containsKey("from") && m.get("from") == null);
                        return Map.of("action", m.get("action"), "to", m.get("to"));
                    }).toList());
            session.play(180);
            Map<?, ?> last = (Map<?, ?>) state(session).get("lastMove");
            assertEquals("place", last.get("part"));
            assertNull(last.get("from"));
            assertEquals(180L, last.get("to"));
        }
    }

    @Test
    void theRuleForMarkedCellsReadsMovementsHostileCellsPromotionsAndEndRules() {
        String game = """
                (game "Marks" (players 2)
                  (equipment (board (square 5)) (pieces (man each) (king each)))
                  (rules (start (place P1 man (20 21)) (place P2 man (3 4)) (place P1 king (22)) (place P2 king (2)))
                         (play (repeat (P1 P2) (move (step orthogonal %s) %s)))
                         (end %s)))
                """;
        String noEnd = "(if (no_moves) (mover lose))";
        record Case(String movement, String effects, String end, List<String> regions) {}
        List<Case> cases = List.of(
                new Case("", "", noEnd, List.of()),
                new Case("(to (not center))", "", noEnd, List.of("center")),
                new Case("(to (and empty (not (adjacent corners))))", "", noEnd, List.of("corners")),
                new Case("", "", "(if (exists (and (occupied mover) corners)) (mover win))", List.of("corners")),
                new Case("", "(effects (capture (custodial 1 (hostile center) orientation:orthogonal)))", noEnd,
                        List.of("center")),
                new Case("", "", "(if (exists (and (custodial 1 (hostile corners)) (occupied opponent))) (mover win))",
                        List.of("corners")),
                new Case("", "(effects (promote man king corners))", noEnd, List.of("corners")),
                // Not counted: a capture's cells without hostile squares, and edges.
                new Case("", "(effects (capture (adjacent center)))", "(if (exists (and (occupied mover) (edge top))) (mover win))",
                        List.of()),
                new Case("(to (or corners center))", "", noEnd, List.of("center", "corners")));
        for (Case c : cases) {
            String text = game.formatted(c.movement(), c.effects(), c.end());
            GameLibrary.Loaded loaded = GameLibrary.compile("marks", "marks.ldx", text);
            assertTrue(loaded.valid(), () -> loaded.error().getMessage());
            dev.plateau.rules.Game g = loaded.game().game();
            List<String> regions = new ArrayList<>(MarkedCells.of(g, dev.plateau.board.Topology.of(g.board())).keySet());
            assertEquals(c.regions(), regions, text);
        }
    }

    @Test
    void lettersTellTheTypesOfOnePlayerApart() {
        String text = """
                (game "Letters" (players 2)
                  (equipment (board (square 5))
                             (pieces (pawn each) (king each) (knight each) (queen P1) (wall neutral)))
                  (rules (start (place P1 king (0)) (place P2 king (24)))
                         (play (repeat (P1 P2) (move (step any))))
                         (end (if (no_moves) (mover lose)))))
                """;
        GameLibrary.Loaded loaded = GameLibrary.compile("letters", "letters.ldx", text);
        assertTrue(loaded.valid(), () -> loaded.error().getMessage());
        Map<String, List<String>> letters = new java.util.LinkedHashMap<>();
        for (Map<String, Object> look : PieceLooks.of(loaded.game().game())) {
            @SuppressWarnings("unchecked")
            List<String> l = (List<String>) look.get("letters");
            letters.put((String) look.get("name"), l);
        }
        // pawn is each player's first type; king and knight share a K, so they take two letters.
        assertEquals(java.util.Arrays.asList(null, null), letters.get("pawn"));
        assertEquals(List.of("Ki", "Ki"), letters.get("king"));
        assertEquals(List.of("Kn", "Kn"), letters.get("knight"));
        assertEquals(java.util.Arrays.asList("Q", null), letters.get("queen"));
        assertEquals(java.util.Arrays.asList(null, null), letters.get("wall"));
    }

    /**
     * Each search agent answers a person's first turn in each movement game with legal moves that
     * the state lists with their cells (the server steps only legal actions; an illegal choice would
     * fail the request), making both parts of an Amazons turn. UCT runs under a short time budget
     * so that the test stays fast; the greedy player, which has no budget and tries every reply,
     * plays the two games with the fewest actions per position.
     */
    @Test
    void theAgentsPlayMovementGames() throws Exception {
        ServeLimits d = ServeLimits.defaults();
        AgentRegistry agents = AgentRegistry.standard(new ServeLimits(d.workers(), d.queue(), d.compileThreads(),
                d.compileQueue(), d.compileBudget(), java.time.Duration.ofMillis(600), d.readTimeout(),
                d.sessionsPerClient(), d.gameCache(), d.missingPages()));
        record Case(String game, String agent) {}
        List<Case> cases = new ArrayList<>();
        for (String game : List.of("breakthrough", "amazons", "tablut")) {
            for (String agent : List.of("uct-200", "gumbel-32")) {
                cases.add(new Case(game, agent));
            }
        }
        cases.add(new Case("breakthrough", "greedy"));
        cases.add(new Case("amazons", "greedy"));
        for (Case c : cases) {
            GameLibrary.Loaded loaded = GameLibrary.compile(c.game(), c.game() + ".ldx",
                    Files.readString(TestGames.dir().resolve(c.game() + ".ldx")));
            try (Session session = new Session("test", loaded, false, STEP_LIMIT)) {
                session.restart(agents.find(c.agent()).orElseThrow(), 0, 5);
                // The person (P1) makes a turn of its first legal actions; the agent answers.
                Map<String, Object> s = state(session);
                do {
                    session.play((int) num(legalMoves(s).getFirst().get("action")));
                    s = state(session);
                } while ("shot".equals(s.get("part")) && num(s.get("toMove")) == 0);
                List<Map<?, ?>> answer = ((List<?>) s.get("moves")).stream().<Map<?, ?>>map(m -> (Map<?, ?>) m)
                        .filter(m -> Boolean.TRUE.equals(m.get("byAgent"))).toList();
                assertEquals(c.game().equals("amazons") ? List.of("move", "shot") : List.of("move"),
                        answer.stream().map(m -> m.get("part")).toList(), c.toString());
                for (Map<?, ?> m : answer) {
                    assertEquals(1L, m.get("player"));
                    assertTrue(num(m.get("from")) >= 0 && num(m.get("to")) >= 0, m.toString());
                }
                assertEquals(0L, s.get("toMove"), "the person's turn again");
                // The search's statistics name the cells of every move tried, the one played included.
                Map<?, ?> thinking = (Map<?, ?>) s.get("thinking");
                if (!c.agent().equals("greedy")) {
                    Map<?, ?> played = answer.getLast();
                    assertEquals(played.get("action"), thinking.get("action"), c.toString());
                    List<?> tried = (List<?>) thinking.get("tried");
                    long visits = 0;
                    boolean found = false;
                    for (Object o : tried) {
                        Map<?, ?> t = (Map<?, ?>) o;
                        visits += num(t.get("visits"));
                        if (t.get("action").equals(played.get("action"))) {
                            found = true;
                            assertEquals(List.of(played.get("from"), played.get("to")), List.of(t.get("from"), t.get("to")));
                        }
                    }
                    assertTrue(found, "the move played is among those tried");
                    // UCT's SearchResult: the visits sum to the simulations, less one where a reused
                    // subtree's root was once a new leaf.
                    long simulations = num(thinking.get("simulations"));
                    assertTrue(visits == simulations || visits == simulations - 1,
                            c + ": " + visits + " visits for " + simulations + " simulations");
                }
                assertTrue(!legalMoves(s).isEmpty(), c.toString());
            }
        }
    }
}
