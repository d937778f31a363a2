package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Game;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@code games/go.ldx} (its leading comment; conformance/README.md, go_9x9), each on a
 * position drawn for it on the 5 × 5 board, whose points count row by row from the top left (a1 is
 * the bottom left, 20): {@code X} is Black (P1, to move first), {@code O} White (P2).
 */
class GoRulesTest {
    private static final int BLACK = 0;
    private static final int WHITE = 1;

    /** Go 5 × 5 under {@code parameters} with {@code rows} (top first; X, O and .) as the start, Black to move. */
    private static Simulator position(Map<String, Integer> parameters, String... rows) {
        Map<String, Integer> bindings = new java.util.HashMap<>(parameters);
        bindings.put("size", 5);
        Game rules = LibraryGames.game("go", bindings);
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < row.length(); c++) {
                (row.charAt(c) == 'X' ? black : row.charAt(c) == 'O' ? white : new ArrayList<Integer>()).add(r * 5 + c);
            }
        }
        List<Placement> start = new ArrayList<>();
        if (!black.isEmpty()) {
            start.add(new Placement(Player.P1, black));
        }
        if (!white.isEmpty()) {
            start.add(new Placement(Player.P2, white));
        }
        Game game = new Game(rules.name(), rules.players(), rules.board(), rules.pieces(), start, rules.phases(),
                rules.endRules(), rules.parameters());
        return Simulator.builder(CompiledGame.compile(game)).backend("scalar").batch(1).threads(1).build();
    }

    private static Simulator position(String... rows) {
        return position(Map.of(), rows);
    }

    /** The board of the scoring tests: Black's two middle rows face White's fourth row. */
    private static final String[] WALLS = {
        ". . . . .",
        "X X X X X",
        "X X X X X",
        "O O O O O",
        ". . . . ."};

    private static void play(Simulator sim, int... actions) {
        for (int a : actions) {
            assertTrue(sim.legalActions(0).contains(a), "action " + a + " is legal");
            sim.step(new int[] {a});
        }
    }

    private static void pass(Simulator sim) {
        play(sim, sim.game().actions().passAction());
    }

    @Test
    void aStoneCapturesEveryGroupItLeavesWithoutLiberties() {
        // Black on 0 takes the last liberty of two separate white stones, 1 and 5.
        try (Simulator sim = position(
                ". O X . .",
                "O X . . .",
                "X . . . .",
                ". . . . .",
                ". . . . .")) {
            play(sim, 0);
            assertEquals(0, sim.cell(0, 1));
            assertEquals(0, sim.cell(0, 5));
            assertEquals(1, sim.cell(0, 0));
            assertEquals(2, sim.score(0, BLACK), "two prisoners");
            assertEquals(WHITE, sim.currentPlayer(0));
        }
    }

    @Test
    void aStoneWithoutLibertiesThatCapturesNothingIsRefused() {
        // 0 would have no liberty, and the white stones keep theirs (2, 6 and 10).
        try (Simulator sim = position(
                ". O . . .",
                "O . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . X")) {
            assertFalse(sim.legalActions(0).contains(0));
            assertTrue(sim.legalActions(0).contains(2));
        }
    }

    @Test
    void aStoneThatFillsItsOwnGroupsLastLibertyIsRefused() {
        // Black's 1–2 has one liberty, 0; Black on 0 would join it without air, capturing nothing.
        try (Simulator sim = position(
                ". X X O .",
                "O O O . .",
                ". . . . .",
                ". . . . .",
                ". . . . .")) {
            assertFalse(sim.legalActions(0).contains(0));
        }
    }

    @Test
    void aStoneThatWouldHaveNoLibertyButCapturesIsAllowed() {
        // White's 1 has no liberty but 0; Black on 0 is surrounded by 1 and 5, but takes 1 and breathes.
        try (Simulator sim = position(
                ". O X . .",
                "O X . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .")) {
            play(sim, 0);
            assertEquals(0, sim.cell(0, 1), "white's 1 is captured");
            assertEquals(2, sim.cell(0, 5), "white's 5 keeps its liberty on 10");
            assertEquals(1, sim.score(0, BLACK));
        }
    }

    /** Black's 7 in atari at 6, inside a ko: White takes it there. */
    private static Simulator ko() {
        return position(
                ". X O . .",
                "X . X O .",
                ". X O . .",
                ". . . . .",
                ". . . . .");
    }

    @Test
    void theImmediateRecaptureOfAKoIsRefused() {
        try (Simulator sim = ko()) {
            play(sim, 24, 6); // White takes Black's 7
            assertEquals(0, sim.cell(0, 7));
            assertFalse(sim.legalActions(0).contains(7), "retaking at once would make the board of two moves ago");
            play(sim, 20, 21); // a threat and its answer change the board
            assertTrue(sim.legalActions(0).contains(7), "now the retake makes a new board");
            play(sim, 7);
            assertEquals(0, sim.cell(0, 6));
        }
    }

    @Test
    void twoPassesInARowEndTheGameAndOnePassDoesNot() {
        try (Simulator sim = position(". . . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . .")) {
            assertTrue(sim.legalActions(0).contains(sim.game().actions().passAction()), "a pass is always legal");
            pass(sim);
            assertFalse(sim.terminated(0));
            play(sim, 12);
            pass(sim);
            assertFalse(sim.terminated(0), "the passes were not in a row");
            pass(sim);
            assertTrue(sim.terminated(0));
        }
    }

    @Test
    void areaScoringCountsStonesAndTerritoryAndWhiteGetsTheKomi() {
        try (Simulator sim = position(WALLS)) {
            pass(sim);
            pass(sim);
            assertTrue(sim.terminated(0));
            // Black: 10 stones and the top row (5); White: 5 stones, the bottom row (5) and komi 7(.5).
            assertEquals(15, sim.score(0, BLACK));
            assertEquals(17, sim.score(0, WHITE));
            assertEquals(WHITE, sim.winner(0));
        }
    }

    @Test
    void theKomisHalfPointGivesWhiteAnEqualArea() {
        try (Simulator sim = position(Map.of("komi_points", 5), WALLS)) {
            pass(sim);
            pass(sim);
            assertEquals(15, sim.score(0, BLACK));
            assertEquals(15, sim.score(0, WHITE), "10 and komi 5");
            assertEquals(WHITE, sim.winner(0), "komi 5.5: the half point decides");
        }
    }

    @Test
    void ludiisScoringCountsTerritoryOnlyAndAnEqualScoreDraws() {
        try (Simulator sim = position(Map.of("ludii", 1), WALLS)) {
            pass(sim);
            pass(sim);
            assertEquals(5, sim.score(0, BLACK));
            assertEquals(5, sim.score(0, WHITE));
            assertEquals(-1, sim.winner(0));
        }
    }

    @Test
    void ludiisScoringAddsThePrisoners() {
        // Black on 19 takes White's 24 (one prisoner) and makes 24 its territory; 20–22 touch both.
        try (Simulator sim = position(Map.of("ludii", 1),
                ". . . . .",
                "X X X X X",
                "X X X X X",
                "O O O O .",
                ". . . X O")) {
            play(sim, 19);
            assertEquals(0, sim.cell(0, 24));
            pass(sim);
            pass(sim);
            assertTrue(sim.terminated(0));
            assertEquals(5 + 1 + 1, sim.score(0, BLACK), "the top row, 24 and one prisoner");
            assertEquals(0, sim.score(0, WHITE));
            assertEquals(BLACK, sim.winner(0));
        }
    }
}
