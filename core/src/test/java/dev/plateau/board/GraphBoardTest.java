package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.RuleException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The graph board (docs/language.md, {@code graph}): the Nine Men's Morris board declared as points
 * and lines, checked against Ludii's own adjacency table of its "concentric" board, and the errors
 * of a board that is no such graph.
 */
class GraphBoardTest {
    /** The Morris board as a library game writes it: three squares joined at their midpoints. */
    static final Board.Graph MORRIS = graph(
            "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7",
            "a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6", "a7 d7 g7",
            "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7");

    /**
     * Ludii 1.3.12's adjacency of Nine Men's Morris (the shared site table), by Ludii's labels: rows
     * counted from the bottom, so Ludii's {@code A1} is Plateau's {@code a7}.
     */
    private static final String LUDII_ADJACENCY = "A1:D1,A4 D1:A1,G1,D2 G1:D1,G4 B2:D2,B4 D2:D1,B2,F2,D3 F2:D2,F4 "
            + "C3:D3,C4 D3:D2,C3,E3 E3:D3,E4 A4:A1,B4,A7 B4:B2,A4,C4,B6 C4:C3,B4,C5 E4:E3,F4,E5 F4:F2,E4,G4,F6 "
            + "G4:G1,F4,G7 C5:C4,D5 D5:C5,E5,D6 E5:E4,D5 B6:B4,D6 D6:D5,B6,F6,D7 F6:F4,D6 A7:A4,D7 D7:D6,A7,G7 G7:G4,D7";

    static Board.Graph graph(String points, String... lines) {
        return new Board.Graph(points(points), Arrays.stream(lines).map(GraphBoardTest::points).toList());
    }

    private static List<Board.Point> points(String names) {
        return Arrays.stream(names.split(" ")).map(Board.Point::named).toList();
    }

    /** Plateau's name of a Ludii label on the 7-row board. */
    private static String plateauName(String ludii) {
        return Character.toLowerCase(ludii.charAt(0)) + String.valueOf(8 - Integer.parseInt(ludii.substring(1)));
    }

    @Test
    void neighboursAlongTheLinesAreLudiisAdjacency() {
        Topology t = Topology.of(MORRIS);
        assertEquals(24, t.cellCount());
        assertEquals(7, t.gridHeight());
        assertEquals(7, t.gridWidth());
        for (String entry : LUDII_ADJACENCY.split(" ")) {
            String[] parts = entry.split(":");
            int cell = t.cellOf(plateauName(parts[0]));
            Set<String> expected = new TreeSet<>();
            for (String n : parts[1].split(",")) {
                expected.add(plateauName(n));
            }
            Set<String> actual = new TreeSet<>();
            for (Direction d : t.directions()) {
                int n = t.neighbour(cell, d);
                if (n >= 0) {
                    assertTrue(actual.add(t.cellName(n)), "two directions lead from " + parts[0] + " to " + t.cellName(n));
                    assertEquals(cell, t.neighbour(n, d.opposite()), "the way back from " + t.cellName(n));
                }
            }
            assertEquals(expected, actual, "neighbours of " + parts[0] + " (" + t.cellName(cell) + ")");
        }
    }

    @Test
    void cellsAreThePointsRowMajorFromTheTopLeftWhateverTheWrittenOrder() {
        Board.Graph shuffled = graph("g7 a1 d1", "a1 d1");
        Topology t = Topology.of(shuffled);
        assertEquals(List.of("a1", "d1", "g7"), List.of(t.cellName(0), t.cellName(1), t.cellName(2)));
        assertEquals(6, t.row(2));
        assertEquals(6, t.col(2));
        assertEquals(-1, t.cellAtGrid(0, 1), "a grid position that is no point is no cell");
        assertEquals(1, t.neighbour(0, Direction.RIGHT));
        assertEquals(-1, t.neighbour(1, Direction.RIGHT), "d1 and g7 are on no common line");
        assertFalse(t.uniformShifts());
        assertThrows(IllegalStateException.class, () -> t.bitShift(Direction.RIGHT));
    }

    @Test
    void theWindowsOfThreeAreTheSixteenMills() {
        Topology t = Topology.of(MORRIS);
        List<String> mills = new ArrayList<>();
        for (Axis axis : t.axes()) {
            for (int[] w : t.windows(axis, 3)) {
                mills.add(t.cellName(w[0]) + t.cellName(w[1]) + t.cellName(w[2]));
            }
        }
        assertEquals(16, mills.size(), mills.toString());
        assertTrue(mills.contains("a1d1g1") && mills.contains("d5d6d7") && mills.contains("c3c4c5"), mills.toString());
        assertTrue(t.windows(Axis.HORIZONTAL, 4).isEmpty(), "no line is longer than three");
        assertEquals(3, t.longestLine(Axis.VERTICAL));
    }

    @Test
    void cornersCentreEdgesAndSymmetries() {
        Topology t = Topology.of(MORRIS);
        assertArrayEquals(new int[] {t.cellOf("a1"), t.cellOf("g1"), t.cellOf("a7"), t.cellOf("g7")}, t.corners());
        assertEquals(0, t.center().length, "the middle of the grid is no point");
        assertArrayEquals(new int[] {t.cellOf("a1"), t.cellOf("d1"), t.cellOf("g1")}, t.edge(dev.plateau.rules.Edge.TOP));
        assertEquals(8, t.symmetries().size(), "the square's eight motions keep the lines");
        // A board whose lines break the square's symmetry keeps fewer.
        assertEquals(4, Topology.of(graph("a1 b1 a2 b2", "a1 b1", "a2 b2")).symmetries().size());
    }

    @Test
    void aBoardThatIsNoGraphOfStraightLinesIsRefused() {
        assertMessage("the point a1 is declared twice", () -> graph("a1 a1", "a1 a1"));
        assertMessage("joins c1, which is not among the points", () -> graph("a1 b1", "a1 c1"));
        assertMessage("not along a row, a column or a diagonal", () -> graph("a1 b3", "a1 b3"));
        assertMessage("turns at b1", () -> graph("a1 b1 b2", "a1 b1 b2"));
        assertMessage("passes b1 between a1 and c1 without joining it", () -> graph("a1 b1 c1", "a1 c1"));
        assertMessage("needs at least two points", () -> graph("a1", "a1"));
        assertMessage("is no point name", () -> Board.Point.named("1a"));
        assertMessage("is no point name", () -> Board.Point.named("a0"));
        assertEquals("(graph (points a1 c1) (lines (a1 c1)))", graph("a1 c1", "a1 c1").text());
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable build) {
        RuleException e = assertThrows(RuleException.class, build);
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
