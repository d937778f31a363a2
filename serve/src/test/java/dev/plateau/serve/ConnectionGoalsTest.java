package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.rules.Edge;
import dev.plateau.text.LdxReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConnectionGoalsTest {
    private static Map<Integer, List<Edge>> goals(String end) {
        String text = "(game \"G\" (players 2) (equipment (board (hex_rectangle 5 5)))\n"
                + "  (rules (play (repeat (P1 P2) (place (destination empty))))\n"
                + "         (end " + end + " (if (full_board) (draw)))))\n";
        return ConnectionGoals.of(LdxReader.read("g.ldx", text).game());
    }

    @Test
    void hexGivesEachPlayerTheEdgesOfItsWinningRule() {
        assertEquals(Map.of(0, List.of(Edge.TOP, Edge.BOTTOM), 1, List.of(Edge.LEFT, Edge.RIGHT)),
                goals("(if (and (>= (connected ((edge top) (edge bottom))) 2) (mover_is P1)) (mover win))"
                        + " (if (and (mover_is P2) (>= (connected ((edge left) (edge right))) 2)) (mover win))"));
    }

    @Test
    void theGroupOwnerIsResolvedFromMoverIs() {
        // After P2's move, P1 (the opponent) joining top and bottom wins for P1.
        assertEquals(Map.of(0, List.of(Edge.TOP, Edge.BOTTOM)),
                goals("(if (and (mover_is P2) (>= (connected ((edge top) (edge bottom)) opponent) 2)) (opponent win))"));
    }

    @Test
    void rulesWithoutAnOwnerOrWithoutPlainEdgesColourNothing() {
        // Either player, so nobody owns the edges.
        assertEquals(Map.of(), goals("(if (>= (connected ((edge top) (edge bottom))) 2) (mover win))"));
        // Connecting loses: not a goal.
        assertEquals(Map.of(), goals("(if (and (mover_is P1) (>= (connected ((edge top) (edge bottom))) 2)) (mover lose))"));
        // Not connected.
        assertEquals(Map.of(), goals("(if (and (mover_is P1) (not (>= (connected ((edge top) (edge bottom))) 2)))"
                + " (mover win))"));
        // All edges at once is no player's pair of edges.
        assertEquals(Map.of(), goals("(if (and (mover_is P1) (>= (connected edges) 3)) (mover win))"));
        // The group measured is the loser's.
        assertEquals(Map.of(), goals("(if (and (mover_is P1) (>= (connected ((edge top) (edge bottom)) opponent) 2))"
                + " (mover win))"));
    }
}
