package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The state JSON of a game drawn as a Go board ({@link GoBoard}): the hint and the star points, the
 * grid lines, pass legality, the prisoners during the game and the final count after two passes.
 * Expected values are worked out by hand from the rules of games/go.ldx (area scoring, komi 7 with
 * ties to P2) on positions built move by move, never read from the server.
 */
class GoBoardJsonTest {
    /** The 9 × 9 game, cells numbered row by row from a1 at the top left: cell = 9 · row + column. */
    private static Session go(String text) {
        GameLibrary.Loaded loaded = GameLibrary.compile("go", "go.ldx", text);
        assertTrue(loaded.valid(), () -> loaded.error().getMessage());
        Session s = new Session("test", loaded, false, 1000);
        s.restart(null, 0, 1);
        return s;
    }

    private static String goText() throws IOException {
        return Files.readString(TestGames.dir().resolve("go.ldx"));
    }

    /** Go at another size: the default of the size parameter changed. */
    private static String goText(int size) throws IOException {
        String text = goText();
        assertTrue(text.contains("(size 9 5 19)"), "games/go.ldx declares (size 9 5 19)");
        return text.replace("(size 9 5 19)", "(size " + size + " 5 19)");
    }

    /** Capture Go, without passes: the first capture wins. Groups and liberties on a grid, so a Go board too. */
    private static String captureGo(int size) {
        return """
                (game "Capture Go" (players 2) (equipment (board (square %d)))
                  (rules (play (repeat (P1 P2) (place (destination empty)
                                 (effects (capture (no_liberties opponent direction:orthogonal) increment_score:true)))))
                         (end (if (>= (score mover) 1) (mover win)))))
                """.formatted(size);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> state(Session s) {
        return (Map<String, Object>) Json.read(Json.GSON.toJson(s.toJson()));
    }

    private static List<Long> longs(Object list) {
        return ((List<?>) list).stream().map(o -> ((Number) o).longValue()).toList();
    }

    private static Map<?, ?> counting(Map<String, Object> s) {
        return (Map<?, ?>) s.get("counting");
    }

    private static Map<?, ?> game(Map<String, Object> s) {
        return (Map<?, ?>) s.get("game");
    }

    @Test
    void goIsDrawnOnTheGridPointsWithItsStarPoints() throws Exception {
        try (Session session = go(goText())) {
            Map<String, Object> s = state(session);
            assertEquals(true, game(s).get("intersections"));
            // The 3-3 points c3, g3, c7, g7 and the centre e5.
            assertEquals(List.of(20L, 24L, 40L, 56L, 60L), longs(game(s).get("starPoints")));
            Map<?, ?> geometry = (Map<?, ?>) s.get("geometry");
            assertEquals("square", geometry.get("kind"));
            // Nine lines along the rows and nine down the columns, through the centres of the end cells.
            List<?> lines = (List<?>) geometry.get("links");
            assertEquals(18, lines.size());
            assertEquals(List.of(0.5, 0.5, 8.5, 0.5), lines.get(0));
            assertEquals(List.of(0.5, 8.5, 8.5, 8.5), lines.get(8));
            assertEquals(List.of(8.5, 0.5, 8.5, 8.5), lines.get(17));
            assertEquals(List.of(0.5, 0.5), ((List<?>) geometry.get("centres")).get(0));
        }
        // 4-4 points, the middle of each side and the centre (tengen). (Capture Go: a smaller program than Go's.)
        try (Session session = go(captureGo(19))) {
            assertEquals(List.of(60L, 66L, 72L, 174L, 180L, 186L, 288L, 294L, 300L),
                    longs(game(state(session)).get("starPoints")));
        }
        try (Session session = go(captureGo(13))) {
            assertEquals(List.of(42L, 45L, 48L, 81L, 84L, 87L, 120L, 123L, 126L),
                    longs(game(state(session)).get("starPoints")));
        }
        try (Session session = go(goText(7))) {
            assertEquals(List.of(), game(state(session)).get("starPoints"), "no star points on 7 × 7");
            assertEquals(true, game(state(session)).get("intersections"));
        }
    }

    @Test
    void otherGamesAreDrawnAsBefore() throws Exception {
        for (String id : List.of("tic_tac_toe", "gomoku", "pente", "reversi", "connect6", "breakthrough", "hex")) {
            try (Session session = go(Files.readString(TestGames.dir().resolve(id + ".ldx")))) {
                Map<String, Object> s = state(session);
                assertEquals(false, game(s).get("intersections"), id);
                assertEquals(List.of(), game(s).get("starPoints"), id);
                assertNull(s.get("counting"), id);
                assertFalse(((Map<?, ?>) s.get("geometry")).containsKey("links"), id + " has no lines of its own");
            }
        }
    }

    @Test
    void aCaptureGameWithoutPassesIsAGoBoardToo() throws Exception {
        try (Session session = go(captureGo(5))) {
            Map<String, Object> s = state(session);
            assertEquals(true, game(s).get("intersections"));
            assertEquals(false, s.get("passLegal"), "no pass in this game");
            assertEquals(List.of(0L, 0L), longs(counting(s).get("prisoners")));
        }
    }

    @Test
    void aCaptureCountsAPrisonerAndSuicideIsNotOffered() throws Exception {
        try (Session session = go(goText())) {
            Map<String, Object> s = state(session);
            assertEquals(true, s.get("passLegal"), "a player may always pass in Go");
            assertEquals(81, ((List<?>) s.get("legal")).size(), "every point is open on the empty board");
            assertEquals(List.of(0L, 0L), longs(counting(s).get("prisoners")));
            assertNull(counting(s).get("territory"));
            assertNull(counting(s).get("finalScores"));

            session.play(1);  // P1 b1
            session.play(0);  // P2 a1, in the corner, one liberty left (a2)
            session.play(9);  // P1 a2 takes it
            s = state(session);
            assertEquals(0L, longs(s.get("cells")).get(0), "the white stone on a1 is taken");
            assertEquals(List.of(1L, 0L), longs(counting(s).get("prisoners")));
            assertEquals(List.of(1L, 0L), longs(s.get("scores")), "the rules score the prisoner too");
            assertEquals(List.of(2L, 0L), longs(counting(s).get("stones")));
            // a1 would be suicide for P2 (b1 and a2 keep their liberties): not offered, and refused.
            assertFalse(longs(s.get("legal")).contains(0L));
            assertEquals(78, ((List<?>) s.get("legal")).size(), "every empty point but a1");
            assertEquals(true, s.get("passLegal"));
            ApiException refused = assertThrows(ApiException.class, () -> session.play(0));
            assertEquals(409, refused.status());
        }
    }

    /**
     * P1 takes a stone in the corner, then each player walls off three columns (P1 column d, P2
     * column f) and both pass. Area scoring: P1 has 11 stones and 25 points of territory (columns a
     * to c, the empty a1 included), 36; P2 9 stones and 27 points (columns g to i), 36, and 7 komi,
     * 43; column e touches both and is nobody's. P2 wins.
     */
    @Test
    void twoPassesEndTheGameWithTheTerritoryAndTheFinalScores() throws Exception {
        try (Session session = go(goText())) {
            List<Integer> moves = new ArrayList<>(List.of(1, 0, 9, 5, 3));
            for (int row = 1; row < 9; row++) {
                moves.add(9 * row + 5);  // P2 on column f
                moves.add(9 * row + 3);  // P1 on column d
            }
            moves.forEach(session::play);
            Map<String, Object> s = state(session);
            assertEquals(1L, s.get("toMove"));
            assertEquals(List.of(11L, 9L), longs(counting(s).get("stones")));
            assertNull(counting(s).get("territory"), "no territory before the end");
            int pass = (int) (long) (Long) game(s).get("passAction");

            session.play(pass);
            s = state(session);
            assertEquals(false, s.get("over"), "one pass does not end the game");
            assertEquals(true, s.get("passLegal"));
            assertNull(counting(s).get("finalScores"));
            session.play(pass);
            s = state(session);
            assertEquals(true, s.get("over"));
            assertEquals(true, s.get("terminated"));
            assertEquals(false, s.get("passLegal"), "no pass once the game is over");
            assertEquals(1L, s.get("winner"));
            Map<?, ?> count = counting(s);
            assertEquals(List.of(36L, 43L), longs(count.get("finalScores")));
            assertEquals(List.of(25L, 27L), longs(count.get("territoryPoints")));
            assertEquals(List.of(1L, 0L), longs(count.get("prisoners")), "the prisoner is still counted at the end");
            assertEquals(List.of(11L, 9L), longs(count.get("stones")));
            List<Long> territory = longs(count.get("territory"));
            List<Long> cells = longs(s.get("cells"));
            for (int c = 0; c < 81; c++) {
                int col = c % 9;
                long expected = cells.get(c) != 0 ? 0 : col < 3 ? 1 : col > 5 ? 2 : 0;
                assertEquals(expected, territory.get(c), "cell " + c);
            }
        }
    }
}
