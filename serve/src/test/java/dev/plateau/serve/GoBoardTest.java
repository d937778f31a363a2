package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which games {@link GoBoard} draws as a Go board, and its territory, on positions counted by hand. */
class GoBoardTest {
    /** A placement game on a board with a capture effect (none where empty) and possibly more rules in the place. */
    private static String game(String board, String capture, String phaseExtra) {
        String effects = capture.isEmpty() ? "" : " (effects " + capture + ")";
        return "(game \"t\" (players 2) (equipment (board " + board + "))\n"
                + "  (rules (play (repeat (P1 P2) (place (destination empty)" + effects + phaseExtra + ")))\n"
                + "         (end (if (full_board) (draw)))))\n";
    }

    private static java.util.Optional<GoBoard> goBoard(String text) {
        GameLibrary.Loaded loaded = GameLibrary.compile("t", "t.ldx", text);
        assertTrue(loaded.valid(), () -> loaded.error().getMessage());
        return GoBoard.of(loaded.game().game(), loaded.game().topology());
    }

    private static GoBoard square3() {
        return goBoard(game("(square 3)", "(capture (no_liberties opponent direction:orthogonal))", "")).orElseThrow();
    }

    @Test
    void libertiesOnAFullGridMakeAGoBoard() {
        String liberties = "(capture (no_liberties opponent direction:orthogonal))";
        assertTrue(goBoard(game("(square 5)", liberties, "")).isPresent());
        assertTrue(goBoard(game("(rectangle 4 6)", liberties, "")).isPresent());
        // no_suicide alone names groups and liberties too.
        assertTrue(goBoard(game("(square 5)", "", " (no_suicide direction:orthogonal)")).isPresent());
        // Not on hex boards, nor on a grid with cells removed, nor with another capture.
        assertTrue(goBoard(game("(hexagon 5)", "(capture (no_liberties opponent))", "")).isEmpty());
        assertTrue(goBoard(game("(square 5) (without (12))", liberties, "")).isEmpty());
        assertTrue(goBoard(game("(square 5)", "(capture (custodial 1))", "")).isEmpty());
    }

    /** docs/language.md, territory: P1 on 1, 3 and 4, P2 on 8 of a 3 × 3 board: {0} is P1's, {2, 5} and {6, 7} nobody's. */
    @Test
    void territoryIsAnEmptyRegionTouchingOnePlayerOnly() {
        assertArrayEquals(new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0}, square3().territory(new int[] {0, 1, 0, 1, 1, 0, 0, 0, 2}));
        // The empty board is nobody's; one stone makes every other point its owner's.
        assertArrayEquals(new int[9], square3().territory(new int[9]));
        assertArrayEquals(new int[] {2, 2, 2, 2, 0, 2, 2, 2, 2}, square3().territory(new int[] {0, 0, 0, 0, 2, 0, 0, 0, 0}));
        // A region touching a neutral piece is nobody's: {0} touches P1 only, {6, 7} the neutral piece on 8.
        assertArrayEquals(new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0}, square3().territory(new int[] {0, 1, 1, 1, 1, 1, 0, 0, 3}));
    }

    /** Orthogonal groups: a diagonal step does not join two empty points of a region. */
    @Test
    void regionsAreJoinedByTheCapturesDirections() {
        // P1 on 1, 3, 5, 7 (a plus without its centre): the corners and the centre are five regions, all P1's.
        int[] cross = {0, 1, 0, 1, 0, 1, 0, 1, 0};
        assertArrayEquals(new int[] {1, 0, 1, 0, 1, 0, 1, 0, 1}, square3().territory(cross));
        // P2 in the corner 8 as well: the corner 8 is a stone, and the other four regions still touch P1 only.
        int[] withP2 = {0, 1, 0, 1, 0, 1, 0, 1, 2};
        assertArrayEquals(new int[] {1, 0, 1, 0, 1, 0, 1, 0, 0}, square3().territory(withP2));
    }

    @Test
    void prisonersAreTheOpponentsStonesNoLongerOnTheBoard() {
        // P1 placed 3 stones, P2 2 and had 1 at the start; P2 has 1 left on the board, P1 all 3.
        Map<String, Object> count = square3().counting(new int[] {1, 1, 1, 2, 0, 0, 0, 0, 0}, new int[] {0, 1},
                new int[] {3, 2}, null);
        assertEquals(List.of(3, 1), count.get("stones"));
        assertEquals(List.of(2, 0), count.get("prisoners"));
        assertEquals(null, count.get("territory"), "no territory before the end");
    }
}
