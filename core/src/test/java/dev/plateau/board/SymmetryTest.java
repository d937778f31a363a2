package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The symmetry groups of boards ({@link Topology#symmetries()}). */
class SymmetryTest {
    private static int count(Board board) {
        return Topology.of(board).symmetries().size();
    }

    @Test
    void eachBoardKindHasTheSymmetriesOfItsShape() {
        assertEquals(8, count(new Board.Square(3)));
        assertEquals(8, count(new Board.Square(4)));
        assertEquals(8, count(new Board.Square(19)));
        assertEquals(4, count(new Board.Rectangle(6, 7)));
        assertEquals(4, count(new Board.Rectangle(2, 3)));
        assertEquals(12, count(new Board.Hexagon(3)));
        assertEquals(12, count(new Board.Hexagon(9)));
        // A rhombus: the half turn and the mirror images in its two diagonals.
        assertEquals(4, count(new Board.HexRectangle(11, 11)));
        assertEquals(2, count(new Board.HexRectangle(3, 5)));
        assertEquals(1, count(new Board.Square(1)));
        assertEquals(1, count(new Board.Hexagon(1)));
        assertEquals(2, count(new Board.Rectangle(1, 5)));
    }

    @Test
    void theMotionsMoveCellsWhereTheirNamesSay() {
        Topology square = Topology.of(new Board.Square(3));
        Symmetry quarter = named(square, "rotate 90°");
        // Clockwise: the top-left corner goes to the top-right one, the top-right to the bottom-right.
        assertEquals(List.of(2, 8, 4, 6), List.of(quarter.apply(0), quarter.apply(2), quarter.apply(4), quarter.apply(8)));
        Symmetry mirror = named(square, "mirror");
        assertEquals(List.of(2, 0, 5, 4), List.of(mirror.apply(0), mirror.apply(2), mirror.apply(3), mirror.apply(4)));

        Topology hexagon = Topology.of(new Board.Hexagon(5));
        Symmetry sixth = named(hexagon, "rotate 60°");
        // Corners in the order top-left, top-right, left, right, bottom-left, bottom-right: 0, 2, 7, 11, 16, 18.
        assertEquals(List.of(2, 11, 18, 16, 7, 0, 9),
                List.of(sixth.apply(0), sixth.apply(2), sixth.apply(11), sixth.apply(18), sixth.apply(16), sixth.apply(7),
                        sixth.apply(9)));

        Topology hex = Topology.of(new Board.HexRectangle(11, 11));
        Symmetry half = named(hex, "rotate 180°");
        assertEquals(List.of(120, 0, 110, 10), List.of(half.apply(0), half.apply(120), half.apply(10), half.apply(110)));
        // The other two fix one diagonal each: the short one (a1 … k11's across) and the long one.
        Set<Set<Integer>> fixedCorners = new HashSet<>();
        for (Symmetry s : hex.symmetries()) {
            if (!s.isIdentity() && !s.equals(half)) {
                Set<Integer> fixed = new HashSet<>();
                for (int corner : new int[] {0, 10, 110, 120}) {
                    if (s.apply(corner) == corner) {
                        fixed.add(corner);
                    }
                }
                fixedCorners.add(fixed);
            }
        }
        assertEquals(Set.of(Set.of(0, 120), Set.of(10, 110)), fixedCorners);
    }

    private static Symmetry named(Topology t, String name) {
        return t.symmetries().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow(() ->
                new AssertionError(t + " has no " + name + ": " + t.symmetries()));
    }

    @Test
    void everySymmetryIsABijectionThatKeepsNeighboursAndTheGroupIsClosed() {
        for (Board board : CellNamesTest.boards()) {
            Topology t = Topology.of(board);
            List<Symmetry> group = t.symmetries();
            assertTrue(group.get(0).isIdentity(), board + ": identity first");
            assertEquals(group.size(), new HashSet<>(group).size(), board + ": distinct");
            for (Symmetry s : group) {
                Set<Integer> images = new HashSet<>();
                for (int c = 0; c < t.cellCount(); c++) {
                    images.add(s.apply(c));
                    assertEquals(neighbours(t, s.apply(c)), mapped(s, neighbours(t, c)), board + " " + s.name() + " cell " + c);
                }
                assertEquals(t.cellCount(), images.size(), board + " " + s.name() + " is one to one");
                assertTrue(group.contains(s.inverse()), board + " " + s.name() + " inverse");
                assertTrue(s.then(s.inverse()).isIdentity(), board + " " + s.name());
                for (Symmetry u : group) {
                    assertTrue(group.contains(s.then(u)), board + ": " + s.name() + " then " + u.name());
                }
            }
        }
    }

    private static Set<Integer> neighbours(Topology t, int cell) {
        Set<Integer> n = new HashSet<>();
        for (Direction d : t.directions()) {
            if (t.neighbour(cell, d) >= 0) {
                n.add(t.neighbour(cell, d));
            }
        }
        return n;
    }

    private static Set<Integer> mapped(Symmetry s, Set<Integer> cells) {
        Set<Integer> out = new HashSet<>();
        cells.forEach(c -> out.add(s.apply(c)));
        return out;
    }

    @Test
    void cellsOutsideTheBoardAreRefused() {
        Symmetry quarter = named(Topology.of(new Board.Square(3)), "rotate 90°");
        assertEquals(2, quarter.apply(0));
        assertThrows(IndexOutOfBoundsException.class, () -> quarter.apply(9));
    }

    @Test
    void planesMoveWithTheirCellsAndNonCellsKeepTheirValue() {
        Topology square = Topology.of(new Board.Square(3));
        float[] planes = new float[2 * 9];
        planes[0] = 1; // plane 0 at a1
        planes[9 + 5] = 2; // plane 1 at c2
        float[] expected = new float[2 * 9];
        expected[2] = 1; // a1 → c1
        expected[9 + 7] = 2; // c2 → b3
        assertArrayEquals(expected, named(square, "rotate 90°").applyToPlanes(planes));

        // The hexagon of radius 1 on its 3 × 5 grid: cells at (0,1) (0,3) (1,0) (1,2) (1,4) (2,1) (2,3).
        Topology hexagon = Topology.of(new Board.Hexagon(3));
        float[] constant = new float[15];
        java.util.Arrays.fill(constant, 7f);
        for (Symmetry s : hexagon.symmetries()) {
            assertArrayEquals(constant, s.applyToPlanes(constant), s.name());
        }
        float[] one = new float[15];
        one[1] = 1; // the top-left cell
        float[] turned = new float[15];
        turned[3] = 1; // goes to the top-right cell
        assertArrayEquals(turned, named(hexagon, "rotate 60°").applyToPlanes(one));
        assertThrows(IllegalArgumentException.class, () -> hexagon.symmetries().get(0).applyToPlanes(new float[14]));
        assertThrows(IllegalArgumentException.class, () -> hexagon.symmetries().get(0).applyToPlanes(new float[0]));
    }
}
