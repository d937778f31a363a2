package dev.plateau.properties.reference;

import static dev.plateau.properties.reference.RefGames.adjacent;
import static dev.plateau.properties.reference.RefGames.all;
import static dev.plateau.properties.reference.RefGames.and;
import static dev.plateau.properties.reference.RefGames.any;
import static dev.plateau.properties.reference.RefGames.atLeast;
import static dev.plateau.properties.reference.RefGames.connected;
import static dev.plateau.properties.reference.RefGames.count;
import static dev.plateau.properties.reference.RefGames.custodial;
import static dev.plateau.properties.reference.RefGames.custodialAny;
import static dev.plateau.properties.reference.RefGames.edge;
import static dev.plateau.properties.reference.RefGames.empty;
import static dev.plateau.properties.reference.RefGames.equal;
import static dev.plateau.properties.reference.RefGames.exists;
import static dev.plateau.properties.reference.RefGames.game;
import static dev.plateau.properties.reference.RefGames.holds;
import static dev.plateau.properties.reference.RefGames.line;
import static dev.plateau.properties.reference.RefGames.lineExact;
import static dev.plateau.properties.reference.RefGames.moverIs;
import static dev.plateau.properties.reference.RefGames.moverWins;
import static dev.plateau.properties.reference.RefGames.not;
import static dev.plateau.properties.reference.RefGames.notP;
import static dev.plateau.properties.reference.RefGames.num;
import static dev.plateau.properties.reference.RefGames.occupied;
import static dev.plateau.properties.reference.RefGames.onceThrough;
import static dev.plateau.properties.reference.RefGames.or;
import static dev.plateau.properties.reference.RefGames.place;
import static dev.plateau.properties.reference.RefGames.prevMove;
import static dev.plateau.properties.reference.RefGames.repeat;
import static dev.plateau.properties.reference.RefGames.rule;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.board.Topology;
import dev.plateau.conformance.Disagreement;
import dev.plateau.conformance.Environment;
import dev.plateau.conformance.Playout;
import dev.plateau.conformance.Replayer;
import dev.plateau.conformance.RepoFiles;
import dev.plateau.conformance.SiteTable;
import dev.plateau.conformance.TraceMapping;
import dev.plateau.conformance.TraceSet;
import dev.plateau.rules.Axis;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Who;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Scripted tests of the {@link ReferenceEngine} on worked examples, those of the language reference
 * docs/language.md and hand-worked ones, and the replay of the conformance traces
 * (conformance/README.md). Comments name the headings of docs/language.md that a test exercises.
 * Boards are written in ASCII: {@code .} EMPTY, {@code X} P1, {@code O} P2, cells in index order
 * (row-major; hexagon rows of varying width), whitespace ignored.
 */
class ReferenceEngineTest {

    // =====================================================================================
    // helpers
    // =====================================================================================

    /** An ASCII board: '.' EMPTY, 'X' P1, 'O' P2, in cell order; whitespace ignored. */
    static int[] board(String... rows) {
        List<Integer> cells = new ArrayList<>();
        for (String row : rows) {
            for (char ch : row.toCharArray()) {
                switch (ch) {
                    case '.' -> cells.add(0);
                    case 'X' -> cells.add(1);
                    case 'O' -> cells.add(2);
                    case ' ', '\t' -> { }
                    default -> throw new IllegalArgumentException("board character " + ch);
                }
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /** An empty board of M cells with the listed P1 (X) and P2 (O) cells. */
    static int[] cells(int m, int[] p1, int[] p2) {
        int[] b = new int[m];
        for (int c : p1) {
            b[c] = 1;
        }
        for (int c : p2) {
            b[c] = 2;
        }
        return b;
    }

    static SortedSet<Integer> set(int... xs) {
        SortedSet<Integer> s = new TreeSet<>();
        for (int x : xs) {
            s.add(x);
        }
        return s;
    }

    static SortedSet<Integer> range(int from, int to) {
        SortedSet<Integer> s = new TreeSet<>();
        for (int x = from; x <= to; x++) {
            s.add(x);
        }
        return s;
    }

    /** A running state at phase 0, entry 0 with this board and previous moves. */
    static RefState state(ReferenceEngine e, int[] board, int prevP1, int prevP2) {
        return e.position(board, 0, 0, new int[] {prevP1, prevP2}, new boolean[2], new int[2]);
    }

    /** Plays legal actions one after the other, checking each is legal. */
    static RefState play(ReferenceEngine e, RefState s, int... actions) {
        for (int a : actions) {
            assertFalse(s.terminated(), () -> "game over before action " + a);
            assertTrue(s.isLegal(a), "action " + a + " is not legal in " + s);
            s = e.step(s, a);
        }
        return s;
    }

    /** A game on a board with a single repeat (P1 P2) phase placing on empty cells. */
    static Game simple(Board board, EndRule... end) {
        return game("simple", board, List.of(repeat(place(empty(), null), Player.P1, Player.P2)), List.of(end));
    }

    static boolean[] allTrue(int n) {
        boolean[] b = new boolean[n];
        Arrays.fill(b, true);
        return b;
    }

    /** A never-holding end rule, (if (line 9) (mover win)), for games whose end is not under test. */
    static EndRule never() {
        return rule(holds(line(9)), moverWins());
    }

    // =====================================================================================
    // Board geometry (Board)
    // =====================================================================================

    @Nested
    class Geometry {
        @Test
        void squareNeighbours() { // Directions: 3×3 square, cell 4
            RefGeometry g = new RefGeometry(new Board.Square(3));
            assertEquals(0, g.neighbour(4, Direction.UP_LEFT));
            assertEquals(1, g.neighbour(4, Direction.UP));
            assertEquals(2, g.neighbour(4, Direction.UP_RIGHT));
            assertEquals(3, g.neighbour(4, Direction.LEFT));
            assertEquals(5, g.neighbour(4, Direction.RIGHT));
            assertEquals(6, g.neighbour(4, Direction.DOWN_LEFT));
            assertEquals(7, g.neighbour(4, Direction.DOWN));
            assertEquals(8, g.neighbour(4, Direction.DOWN_RIGHT));
            assertEquals(-1, g.neighbour(0, Direction.UP));
            assertEquals(-1, g.neighbour(2, Direction.RIGHT)); // no wrap-around
        }

        @Test
        void hexRectangleNeighbours() { // Directions: 3×3 hex_rectangle, cell 4; diagonal {1, 2, 6, 7}
            RefGeometry g = new RefGeometry(new Board.HexRectangle(3, 3));
            assertEquals(1, g.neighbour(4, Direction.UP_LEFT));
            assertEquals(2, g.neighbour(4, Direction.UP_RIGHT));
            assertEquals(3, g.neighbour(4, Direction.LEFT));
            assertEquals(5, g.neighbour(4, Direction.RIGHT));
            assertEquals(6, g.neighbour(4, Direction.DOWN_LEFT));
            assertEquals(7, g.neighbour(4, Direction.DOWN_RIGHT));
            assertFalse(g.hasDirection(Direction.UP));
            ReferenceEngine e = new ReferenceEngine(simple(new Board.HexRectangle(3, 3), never()));
            RefState s = state(e, new int[9], 4, -1);
            assertEquals(set(1, 2, 6, 7), e.evalMask(s, adjacent(prevMove(Who.MOVER), Orientation.DIAGONAL), Player.P1));
            assertEquals(set(1, 2, 3, 5, 6, 7), e.evalMask(s, adjacent(prevMove(Who.MOVER)), Player.P1));
        }

        @Test
        void hexagonNeighbours() { // Directions: hexagon D = 5, cells 9 and 0
            RefGeometry g = new RefGeometry(new Board.Hexagon(5));
            assertEquals(4, g.neighbour(9, Direction.UP_LEFT));
            assertEquals(5, g.neighbour(9, Direction.UP_RIGHT));
            assertEquals(8, g.neighbour(9, Direction.LEFT));
            assertEquals(10, g.neighbour(9, Direction.RIGHT));
            assertEquals(13, g.neighbour(9, Direction.DOWN_LEFT));
            assertEquals(14, g.neighbour(9, Direction.DOWN_RIGHT));
            assertEquals(1, g.neighbour(0, Direction.RIGHT));
            assertEquals(3, g.neighbour(0, Direction.DOWN_LEFT));
            assertEquals(4, g.neighbour(0, Direction.DOWN_RIGHT));
            assertEquals(-1, g.neighbour(0, Direction.LEFT));
            assertEquals(-1, g.neighbour(0, Direction.UP_LEFT));
            assertEquals(-1, g.neighbour(0, Direction.UP_RIGHT));
        }

        @Test
        void hexagonCells() { // `board`, `hexagon`
            RefGeometry g9 = new RefGeometry(new Board.Hexagon(9));
            assertEquals(61, g9.cells());
            int[] starts = {0, 5, 11, 18, 26, 35, 43, 50, 56};
            for (int r = 0; r < 9; r++) {
                assertEquals(r, g9.row(starts[r]));
                assertEquals(Math.abs(r - 4), g9.col(starts[r]));
                if (starts[r] > 0) {
                    assertEquals(r - 1, g9.row(starts[r] - 1));
                }
            }
            assertEquals(9, g9.gridRows());
            assertEquals(17, g9.gridCols());
            RefGeometry g5 = new RefGeometry(new Board.Hexagon(5));
            assertEquals(19, g5.cells());
            assertEquals(11, g5.cellAt(2, 8)); // the D = 5 drawing
            assertEquals(16, g5.cellAt(4, 2));
            assertEquals(-1, g5.cellAt(0, 1));
            RefGeometry g3 = new RefGeometry(new Board.Hexagon(3));
            assertEquals(7, g3.cells());
            assertEquals(List.of(0, 0, 1, 1, 1, 2, 2), List.of(g3.row(0), g3.row(1), g3.row(2), g3.row(3), g3.row(4),
                    g3.row(5), g3.row(6)));
            assertEquals(1, new RefGeometry(new Board.Hexagon(1)).cells());
            RefGeometry r23 = new RefGeometry(new Board.Rectangle(2, 3)); // drawn in `rectangle`
            assertEquals(4, r23.cellAt(1, 1));
            assertEquals(2, r23.gridRows());
            assertEquals(3, r23.gridCols());
        }

        @Test
        void hexagonEdges() { // Edges, through the `edge` mask
            ReferenceEngine e5 = new ReferenceEngine(simple(new Board.Hexagon(5), never()));
            RefState s5 = e5.init();
            assertEquals(set(0, 1, 2), e5.evalMask(s5, edge(Edge.TOP), Player.P1));
            assertEquals(set(16, 17, 18), e5.evalMask(s5, edge(Edge.BOTTOM), Player.P1));
            assertEquals(set(0, 3, 7), e5.evalMask(s5, edge(Edge.TOP_LEFT), Player.P1));
            assertEquals(set(2, 6, 11), e5.evalMask(s5, edge(Edge.TOP_RIGHT), Player.P1));
            assertEquals(set(7, 12, 16), e5.evalMask(s5, edge(Edge.BOTTOM_LEFT), Player.P1));
            assertEquals(set(11, 15, 18), e5.evalMask(s5, edge(Edge.BOTTOM_RIGHT), Player.P1));
            ReferenceEngine e9 = new ReferenceEngine(simple(new Board.Hexagon(9), never()));
            RefState s9 = e9.init();
            assertEquals(range(0, 4), e9.evalMask(s9, edge(Edge.TOP), Player.P1));
            assertEquals(range(56, 60), e9.evalMask(s9, edge(Edge.BOTTOM), Player.P1));
            assertEquals(set(0, 5, 11, 18, 26), e9.evalMask(s9, edge(Edge.TOP_LEFT), Player.P1));
            assertEquals(set(4, 10, 17, 25, 34), e9.evalMask(s9, edge(Edge.TOP_RIGHT), Player.P1));
            assertEquals(set(26, 35, 43, 50, 56), e9.evalMask(s9, edge(Edge.BOTTOM_LEFT), Player.P1));
            assertEquals(set(34, 42, 49, 55, 60), e9.evalMask(s9, edge(Edge.BOTTOM_RIGHT), Player.P1));
        }

        @Test
        void gridEdges() { // Edges on grid boards
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Rectangle(6, 7), never()));
            RefState s = e.init();
            assertEquals(range(0, 6), e.evalMask(s, edge(Edge.TOP), Player.P1));
            assertEquals(range(35, 41), e.evalMask(s, edge(Edge.BOTTOM), Player.P1));
            assertEquals(set(0, 7, 14, 21, 28, 35), e.evalMask(s, edge(Edge.LEFT), Player.P1));
            assertEquals(set(6, 13, 20, 27, 34, 41), e.evalMask(s, edge(Edge.RIGHT), Player.P1));
        }

        @Test
        void cornersAndCenter() { // Corners and centre
            assertEquals(List.of(0, 4, 26, 34, 56, 60), new RefGeometry(new Board.Hexagon(9)).corners());
            assertEquals(List.of(0, 2, 7, 11, 16, 18), new RefGeometry(new Board.Hexagon(5)).corners());
            assertEquals(List.of(0, 6, 35, 41), new RefGeometry(new Board.Rectangle(6, 7)).corners());
            assertEquals(List.of(0, 10, 110, 120), new RefGeometry(new Board.HexRectangle(11, 11)).corners());
            Object[][] centres = {
                {new Board.Square(3), set(4)}, {new Board.Square(15), set(112)}, {new Board.Square(19), set(180)},
                {new Board.Square(8), set(27, 28, 35, 36)}, {new Board.Square(10), set(44, 45, 54, 55)},
                {new Board.Rectangle(6, 7), set(17, 24)}, {new Board.HexRectangle(11, 11), set(60)},
                {new Board.Hexagon(9), set(30)},
            };
            for (Object[] c : centres) {
                ReferenceEngine e = new ReferenceEngine(simple((Board) c[0], never()));
                assertEquals(c[1], e.evalMask(e.init(), new Mask.Center(), Player.P1), c[0].toString());
            }
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Hexagon(9), never()));
            assertEquals(set(0, 4, 26, 34, 56, 60), e.evalMask(e.init(), new Mask.Corners(), Player.P1));
            ReferenceEngine one = new ReferenceEngine(simple(new Board.Rectangle(1, 3), never()));
            assertEquals(set(0, 2), one.evalMask(one.init(), new Mask.Corners(), Player.P1)); // each cell once
        }

        @Test
        void windows() { // hand-worked window lists and counts (Lines on the board)
            RefGeometry t = new RefGeometry(new Board.Square(3));
            List<List<Integer>> ttt = new ArrayList<>();
            for (Axis a : t.families()) {
                for (int[] w : t.windows(a, 3)) {
                    ttt.add(Arrays.stream(w).boxed().toList());
                }
            }
            assertEquals(Set.of(List.of(0, 1, 2), List.of(3, 4, 5), List.of(6, 7, 8), List.of(0, 3, 6),
                    List.of(1, 4, 7), List.of(2, 5, 8), List.of(0, 4, 8), List.of(2, 4, 6)), Set.copyOf(ttt));
            assertEquals(8, ttt.size());
            RefGeometry c4 = new RefGeometry(new Board.Rectangle(6, 7));
            assertEquals(24, c4.windows(Axis.HORIZONTAL, 4).size());
            assertEquals(21, c4.windows(Axis.VERTICAL, 4).size());
            assertEquals(12, c4.windows(Axis.BACK_DIAGONAL, 4).size());
            assertEquals(12, c4.windows(Axis.FORWARD_DIAGONAL, 4).size());
            RefGeometry h5 = new RefGeometry(new Board.Hexagon(5));
            assertEquals(List.of(List.of(0, 1, 2), List.of(3, 4, 5), List.of(4, 5, 6), List.of(7, 8, 9), List.of(8, 9, 10),
                    List.of(9, 10, 11), List.of(12, 13, 14), List.of(13, 14, 15), List.of(16, 17, 18)),
                    lists(h5.windows(Axis.HORIZONTAL, 3)));
            assertEquals(List.of(List.of(0, 4, 9), List.of(1, 5, 10), List.of(2, 6, 11), List.of(3, 8, 13),
                    List.of(4, 9, 14), List.of(5, 10, 15), List.of(7, 12, 16), List.of(8, 13, 17), List.of(9, 14, 18)),
                    lists(h5.windows(Axis.BACK_DIAGONAL, 3)));
            assertEquals(List.of(List.of(0, 3, 7), List.of(1, 4, 8), List.of(2, 5, 9), List.of(4, 8, 12),
                    List.of(5, 9, 13), List.of(6, 10, 14), List.of(9, 13, 16), List.of(10, 14, 17), List.of(11, 15, 18)),
                    lists(h5.windows(Axis.FORWARD_DIAGONAL, 3)));
            assertEquals(List.of(), h5.windows(Axis.VERTICAL, 1));
            RefGeometry hr = new RefGeometry(new Board.HexRectangle(3, 5)); // all 10 back-diagonal windows
            List<List<Integer>> back = lists(hr.windows(Axis.BACK_DIAGONAL, 2));
            assertEquals(10, back.size());
            assertEquals(List.of(0, 5), back.get(0));
            assertTrue(back.contains(List.of(4, 9)) && back.contains(List.of(9, 14)));
            RefGeometry h9 = new RefGeometry(new Board.Hexagon(9));
            for (Axis a : h9.families()) {
                assertEquals(34, h9.windows(a, 4).size(), a.toString());
            }
            assertEquals(List.of(0, 6, 13, 21, 30, 39), lists(h9.windows(Axis.BACK_DIAGONAL, 6)).get(0));
            assertEquals(List.of(4, 9, 15), lists(h9.windows(Axis.FORWARD_DIAGONAL, 3)).stream()
                    .filter(w -> w.get(0) == 4).findFirst().orElseThrow());
            // (line 4) on 3×3: no windows, value 0, no error.
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            assertEquals(0, e.evalFunc(e.init().withBoard(board("XXX XXX XXX")), line(4), Player.P1));
        }

        private static List<List<Integer>> lists(List<int[]> windows) {
            return windows.stream().map(w -> Arrays.stream(w).boxed().toList()).toList();
        }

        /**
         * The reference geometry, written from docs/language.md, against {@code Topology}, which
         * the simulators use: neighbours, edges, corners, centre and windows on a range of boards.
         */
        @Test
        void topologyAgreesWithTheDocument() {
            List<Board> boards = new ArrayList<>();
            for (int n = 1; n <= 9; n++) {
                boards.add(new Board.Square(n));
            }
            boards.addAll(List.of(new Board.Square(15), new Board.Square(19), new Board.Rectangle(1, 1),
                    new Board.Rectangle(1, 4), new Board.Rectangle(4, 1), new Board.Rectangle(2, 3),
                    new Board.Rectangle(6, 7), new Board.Rectangle(7, 6), new Board.HexRectangle(1, 1),
                    new Board.HexRectangle(1, 5), new Board.HexRectangle(5, 1), new Board.HexRectangle(3, 3),
                    new Board.HexRectangle(3, 5), new Board.HexRectangle(5, 3), new Board.HexRectangle(2, 4),
                    new Board.HexRectangle(11, 11), new Board.Hexagon(1), new Board.Hexagon(3), new Board.Hexagon(5),
                    new Board.Hexagon(7), new Board.Hexagon(9), new Board.Hexagon(13)));
            // Graph boards: Nine Men's Morris, and random points and lines.
            List<String> morris = List.of("a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5",
                    "b6 d6 f6", "a7 d7 g7", "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5",
                    "f2 f4 f6", "g1 g4 g7");
            List<List<Board.Point>> lines = morris.stream()
                    .map(l -> Arrays.stream(l.split(" ")).map(Board.Point::named).toList()).toList();
            boards.add(new Board.Graph(lines.stream().flatMap(List::stream).distinct().toList(), lines));
            java.util.Random random = new java.util.Random(26);
            for (int i = 0; i < 40; i++) {
                boards.add(dev.plateau.properties.GameGenerators.graphBoard((lo, hi) -> lo + random.nextInt(hi - lo + 1)));
            }
            for (Board b : boards) {
                RefGeometry g = new RefGeometry(b);
                Topology t = Topology.of(b);
                String name = b.toString();
                assertEquals(g.cells(), t.cellCount(), name);
                assertEquals(g.gridRows(), t.gridHeight(), name);
                assertEquals(g.gridCols(), t.gridWidth(), name);
                for (int c = 0; c < g.cells(); c++) {
                    assertEquals(g.row(c), t.row(c), name + " row of " + c);
                    assertEquals(g.col(c), t.col(c), name + " col of " + c);
                }
                for (Direction d : Direction.values()) {
                    assertEquals(g.hasDirection(d), t.hasDirection(d), name + " " + d);
                    if (g.hasDirection(d)) {
                        for (int c = 0; c < g.cells(); c++) {
                            assertEquals(g.neighbour(c, d), t.neighbour(c, d), name + " " + d + " of " + c);
                        }
                    }
                }
                assertEquals(g.edges(), t.edgeNames(), name);
                for (Edge e : Edge.values()) {
                    assertEquals(g.hasEdge(e), t.hasEdge(e), name + " " + e);
                    if (g.hasEdge(e)) {
                        assertEquals(g.edge(e), Arrays.stream(t.edge(e)).boxed().toList(), name + " " + e);
                    }
                }
                assertEquals(g.corners(), Arrays.stream(t.corners()).boxed().toList(), name + " corners");
                assertEquals(g.center(), Arrays.stream(t.center()).boxed().toList(), name + " center");
                assertEquals(Set.copyOf(g.families()), t.axes(), name + " axes");
                for (Axis a : Axis.values()) {
                    int longest = 0;
                    for (int n = 1; n <= g.cells() + 1; n++) {
                        List<List<Integer>> mine = lists(g.windows(a, n));
                        List<List<Integer>> theirs = lists(t.windows(a, n));
                        assertEquals(mine, theirs, name + " " + a + " windows of " + n);
                        if (!mine.isEmpty()) {
                            longest = n;
                        }
                    }
                    assertEquals(longest, t.longestLine(a), name + " longest " + a);
                }
            }
        }
    }

    // =====================================================================================
    // Masks
    // =====================================================================================

    @Nested
    class Masks {
        @Test
        void basicMasks() { // empty, occupied, (occupied who), and/or/not
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = state(e, board("X.O", ".X.", "..O"), -1, -1);
            assertEquals(set(1, 3, 5, 6, 7), e.evalMask(s, empty(), Player.P1));
            assertEquals(set(0, 2, 4, 8), e.evalMask(s, occupied(), Player.P1));
            assertEquals(set(0, 4), e.evalMask(s, occupied(Who.MOVER), Player.P1));
            assertEquals(set(2, 8), e.evalMask(s, occupied(Who.MOVER), Player.P2));
            assertEquals(set(0, 4), e.evalMask(s, occupied(Who.OPPONENT), Player.P2));
            assertEquals(set(0), e.evalMask(s, and(occupied(Who.MOVER), edge(Edge.TOP)), Player.P1)); // k = 2
            assertEquals(set(0, 1, 2, 4), e.evalMask(s, or(occupied(Who.MOVER), edge(Edge.TOP)), Player.P1));
            assertEquals(set(1, 2, 3, 5, 6, 7, 8), e.evalMask(s, not(occupied(Who.MOVER)), Player.P1));
            assertEquals(set(0, 4), e.evalMask(s, new Mask.And(List.of(occupied(Who.MOVER))), Player.P1)); // k = 1
        }

        @Test
        void prevMoveMask() { // `prev_move`
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = state(e, board("X..", "...", "..O"), 0, -1);
            assertEquals(set(0), e.evalMask(s, prevMove(Who.MOVER), Player.P1));
            assertEquals(set(), e.evalMask(s, prevMove(Who.OPPONENT), Player.P1)); // NONE: empty mask
            assertEquals(set(0), e.evalMask(s, prevMove(Who.OPPONENT), Player.P2));
        }

        @Test
        void adjacentUpInConnectFour() { // `adjacent`: the cells directly above an occupied cell
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("connect_four"));
            int[] b = new int[42];
            b[38] = 1;
            b[31] = 2;
            b[35] = 2;
            RefState s = e.init().withBoard(b);
            assertEquals(set(24, 28, 31), e.evalMask(s, adjacent(occupied(), Direction.UP), Player.P1));
        }

        @Test
        void adjacentOfSelf() { // a cell of m is in the result only if it neighbours another cell of m
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = state(e, board("XX.", "...", "..X"), -1, -1);
            assertEquals(set(0, 1, 2, 3, 4, 5, 7), e.evalMask(s, adjacent(occupied()), Player.P1));
        }

        @Test
        void adjacentTwiceIsChebyshevTwo() { // `adjacent`
            Random rnd = new Random(7);
            for (int n = 1; n <= 7; n++) {
                ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(n), never()));
                for (int trial = 0; trial < 20; trial++) {
                    int[] b = new int[n * n];
                    for (int i = 0; i < b.length; i++) {
                        b[i] = rnd.nextInt(6) == 0 ? 1 : 0;
                    }
                    RefState s = e.init().withBoard(b);
                    SortedSet<Integer> got = e.evalMask(s, adjacent(adjacent(occupied())), Player.P1);
                    SortedSet<Integer> expected = new TreeSet<>();
                    boolean anyPiece = Arrays.stream(b).anyMatch(v -> v != 0);
                    if (n >= 2) {
                        for (int x = 0; x < b.length; x++) {
                            for (int y = 0; y < b.length; y++) {
                                if (b[y] != 0 && Math.max(Math.abs(x / n - y / n), Math.abs(x % n - y % n)) <= 2) {
                                    expected.add(x);
                                }
                            }
                        }
                    }
                    assertEquals(expected, got, "square " + n + " " + Arrays.toString(b));
                    if (n >= 2 && anyPiece) {
                        assertFalse(got.isEmpty());
                    }
                }
            }
        }

        @Test
        void custodialReversiOpening() { // the Reversi example of `custodial`
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("reversi"));
            int[] b = cells(64, new int[] {27, 36}, new int[] {19, 28, 35}); // after P2 plays 19
            RefState s = e.init().withBoard(b).withPrev(-1, 19);
            assertEquals(set(19, 27, 35), e.evalMask(s, custodialAny(), Player.P2));
            assertEquals(3, e.evalFunc(s, count(custodialAny()), Player.P2)); // the ends count too
            assertEquals(set(19, 27, 35), e.evalMask(s, custodial(1), Player.P2));
            assertEquals(set(), e.evalMask(s, custodial(2), Player.P2));
            // P1's last move is no end of a bracket: nothing, although [36 .. ] brackets exist elsewhere.
            assertEquals(set(), e.evalMask(s, custodialAny(), Player.P1));
            // An explicit outer player: `opponent` with mover P1 is P2.
            assertEquals(set(19, 27, 35),
                    e.evalMask(s, new Mask.Custodial(OptionalInt.empty(), Who.OPPONENT, Orientation.ANY), Player.P1));
            assertEquals(set(), e.evalMask(s,
                    new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.HORIZONTAL), Player.P2));
            assertEquals(set(19, 27, 35), e.evalMask(s,
                    new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.VERTICAL), Player.P2));
        }

        @Test
        void custodialDetails() { // L = 0, several lengths, the last move must be an end
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Rectangle(1, 7), never()));
            RefState s = state(e, board("XOOX.XX"), 6, -1);
            assertEquals(set(5, 6), e.evalMask(s, custodial(0), Player.P1)); // two adjacent P1 pieces
            assertEquals(set(), e.evalMask(s, custodialAny(), Player.P1)); // [0..3] does not end at 6
            RefState t = s.withPrev(3, -1);
            assertEquals(set(0, 1, 2, 3), e.evalMask(t, custodialAny(), Player.P1));
            assertEquals(set(0, 1, 2, 3), e.evalMask(t, custodial(2), Player.P1));
            assertEquals(set(), e.evalMask(t, custodial(1), Player.P1));
            // custodial any works on hexagons too (Ludax crashes there)
            ReferenceEngine h = new ReferenceEngine(simple(new Board.Hexagon(5), never()));
            int[] hb = new int[19];
            hb[7] = 1;
            hb[8] = 2;
            hb[9] = 2;
            hb[10] = 1;
            assertEquals(set(7, 8, 9, 10), h.evalMask(state(h, hb, 10, -1), custodialAny(), Player.P1));
        }

        @Test
        void patternExamples() { // the examples of `pattern`
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = state(e, board("...", ".XO", "..."), -1, -1);
            Mask below = new Mask.Pattern(2, 1, List.of(1, 0), false);
            assertEquals(set(4, 7), e.evalMask(s, below, Player.P1));
            Mask turned = new Mask.Pattern(2, 1, List.of(1, 0), true);
            assertEquals(set(1, 3, 4, 7), e.evalMask(s, turned, Player.P1));
            Mask row = new Mask.Pattern(1, 3, List.of(1, 3, 2), false);
            assertEquals(set(), e.evalMask(s, row, Player.P1));
            RefState s2 = state(e, board("...", "X.O", "..."), -1, -1);
            assertEquals(set(3, 4, 5), e.evalMask(s2, row, Player.P1));
            // From P2's point of view the values 1 and 2 swap.
            assertEquals(set(), e.evalMask(s2, row, Player.P2));
            // A pattern that does not fit gives the empty mask.
            assertEquals(set(), e.evalMask(s2, new Mask.Pattern(1, 4, List.of(3, 3, 3, 3), false), Player.P1));
            assertEquals(range(0, 8), e.evalMask(s2, new Mask.Pattern(1, 3, List.of(3, 3, 3), true), Player.P1));
        }

        @Test
        void patternRotationOnRectangles() { // an R × C pattern turned is C × R
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Rectangle(2, 4), never()));
            RefState s = state(e, board("X...", "X..."), -1, -1);
            Mask twoInARow = new Mask.Pattern(1, 2, List.of(1, 1), false);
            assertEquals(set(), e.evalMask(s, twoInARow, Player.P1));
            assertEquals(set(0, 4), e.evalMask(s, new Mask.Pattern(1, 2, List.of(1, 1), true), Player.P1));
            // Turned by 90°: row i, column j holds the original's (R−1−j, i).
            // (2 2) (1 2 0 3) turned: (0 1 / 3 2); 180°: (3 0 / 2 1); 270°: (2 3 / 1 0).
            RefState t = state(e, board("X.O.", "..OX"), -1, -1);
            Mask p = new Mask.Pattern(2, 2, List.of(1, 2, 0, 3), false);
            assertEquals(set(), e.evalMask(t, p, Player.P1));
            assertEquals(set(2, 3, 6, 7), e.evalMask(t, new Mask.Pattern(2, 2, List.of(1, 2, 0, 3), true), Player.P1));
        }
    }

    // =====================================================================================
    // Functions, Predicates
    // =====================================================================================

    @Nested
    class Functions {
        private final ReferenceEngine g15 = new ReferenceEngine(simple(new Board.Square(15), never()));

        private RefState onBoard15(int... p1) {
            return g15.init().withBoard(cells(225, p1, new int[0]));
        }

        @Test
        void lineCounts() { // `line`
            RefState five = onBoard15(106, 107, 108, 109, 110); // row 7
            assertEquals(1, g15.evalFunc(five, line(5), Player.P1));
            assertEquals(1, g15.evalFunc(five, lineExact(5), Player.P1));
            assertEquals(2, g15.evalFunc(five, line(4), Player.P1));
            assertEquals(0, g15.evalFunc(five, line(5), Player.P2)); // line counts the mover's pieces
            RefState six = onBoard15(106, 107, 108, 109, 110, 111);
            assertEquals(2, g15.evalFunc(six, line(5), Player.P1));
            assertEquals(0, g15.evalFunc(six, lineExact(5), Player.P1));
            assertEquals(3, g15.evalFunc(six, line(4), Player.P1));
            // A horizontal run of 6 (row 7) crossing a vertical exact 5 (column 3) at one piece (108).
            RefState cross = onBoard15(106, 107, 108, 109, 110, 111, 78, 93, 123, 138);
            assertEquals(1, g15.evalFunc(cross, lineExact(5), Player.P1));
            assertEquals(3, g15.evalFunc(cross, line(5), Player.P1)); // crossing lines count separately
        }

        @Test
        void lineOrientationsAndLengthOne() { // `line`, Lines on the board
            RefState lone = onBoard15(112);
            assertEquals(4, g15.evalFunc(lone, line(1), Player.P1));
            assertEquals(4, g15.evalFunc(lone, lineExact(1), Player.P1));
            RefState cross = onBoard15(106, 107, 108, 109, 110, 111, 78, 93, 123, 138);
            assertEquals(0, g15.evalFunc(cross, new Func.Line(5, Orientation.HORIZONTAL, true), Player.P1));
            assertEquals(2, g15.evalFunc(cross, new Func.Line(5, Orientation.HORIZONTAL, false), Player.P1));
            assertEquals(1, g15.evalFunc(cross, new Func.Line(5, Orientation.VERTICAL, true), Player.P1));
            assertEquals(3, g15.evalFunc(cross, new Func.Line(5, Orientation.ORTHOGONAL, false), Player.P1));
            // (6,3) and (8,3) touch (7,2) and (7,4) diagonally: four diagonal 2-windows.
            assertEquals(4, g15.evalFunc(cross, new Func.Line(2, Orientation.DIAGONAL, false), Player.P1));
            ReferenceEngine hex = new ReferenceEngine(simple(new Board.Hexagon(5), never()));
            int[] b = new int[19];
            b[9] = 1;
            assertEquals(3, hex.evalFunc(hex.init().withBoard(b), line(1), Player.P1));
            assertEquals(3, hex.evalFunc(hex.init().withBoard(b), lineExact(1), Player.P1));
            b[10] = 1;
            b[14] = 1;
            // [9,10] horizontal, [9,14] back diagonal, [10,14] forward diagonal.
            assertEquals(3, hex.evalFunc(hex.init().withBoard(b), line(2), Player.P1));
            assertEquals(1, hex.evalFunc(hex.init().withBoard(b),
                    new Func.Line(2, Orientation.BACK_DIAGONAL, true), Player.P1));
        }

        @Test
        void exactRunsAtTheBoardEdge() { // off the board closes a run
            RefState edgeRun = onBoard15(0, 1, 2, 3, 4);
            assertEquals(1, g15.evalFunc(edgeRun, lineExact(5), Player.P1));
            RefState blocked = g15.init().withBoard(cells(225, new int[] {1, 2, 3, 4, 5}, new int[] {0, 6}));
            assertEquals(1, g15.evalFunc(blocked, lineExact(5), Player.P1)); // opponent pieces close it too
        }

        @Test
        void hexConnected() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("hex", Map.of("size", 3)));
            RefState s = play(e, e.init(), 0, 4, 3, 2);
            assertFalse(s.terminated());
            Func leftRight = connected(edge(Edge.LEFT), edge(Edge.RIGHT));
            Func topBottom = connected(edge(Edge.TOP), edge(Edge.BOTTOM));
            assertEquals(1, e.evalFunc(s, leftRight, Player.P2)); // {2, 4} touches the right edge only
            assertEquals(1, e.evalFunc(s, topBottom, Player.P1)); // {0, 3}
            s = play(e, s, 6);
            assertEquals(2, e.evalFunc(s, topBottom, Player.P1));
            assertTrue(s.terminated());
            assertEquals(0, s.winner());
            assertArrayEquals(new int[] {1, -1}, s.rewards());
        }

        @Test
        void connectedWithDirection() {
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = play(e, e.init(), 0, 1, 4, 2, 8);
            assertFalse(s.terminated());
            assertEquals(2, e.evalFunc(s, connected(edge(Edge.TOP), edge(Edge.BOTTOM)), Player.P1));
            assertEquals(1, e.evalFunc(s, new Func.Connected(new Regions.MaskRegions(
                    List.of(edge(Edge.TOP), edge(Edge.BOTTOM))), Who.MOVER, Orientation.ORTHOGONAL), Player.P1));
            // direction:up links the same pairs as vertical (links go both ways)
            RefState col = state(e, board("X..", "X..", "X.."), 6, -1);
            assertEquals(2, e.evalFunc(col, new Func.Connected(new Regions.MaskRegions(
                    List.of(edge(Edge.TOP), edge(Edge.BOTTOM))), Who.MOVER, Direction.UP), Player.P1));
            assertEquals(1, e.evalFunc(col, new Func.Connected(new Regions.MaskRegions(
                    List.of(edge(Edge.TOP), edge(Edge.BOTTOM))), Who.MOVER, Direction.LEFT), Player.P1));
        }

        @Test
        void connectedDetails() { // `connected`
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = state(e, board("X..", "X..", "X.."), -1, -1);
            Func tb = connected(edge(Edge.TOP), edge(Edge.BOTTOM));
            assertEquals(0, e.evalFunc(s, tb, Player.P1)); // prev NONE → 0
            assertEquals(0, e.evalFunc(s.withPrev(4, -1), tb, Player.P1)); // prev no longer holds P1's piece → 0
            assertEquals(2, e.evalFunc(s.withPrev(3, -1), tb, Player.P1));
            assertEquals(3, e.evalFunc(s.withPrev(3, -1),
                    connected(edge(Edge.TOP), edge(Edge.TOP), edge(Edge.BOTTOM)), Player.P1)); // listed twice
            // `who` selects the group; region masks still use the context's mover.
            Func regionMover = new Func.Connected(new Regions.MaskRegions(List.of(occupied(Who.MOVER))),
                    Who.OPPONENT, Orientation.ANY);
            Func regionOpponent = new Func.Connected(new Regions.MaskRegions(List.of(occupied(Who.OPPONENT))),
                    Who.OPPONENT, Orientation.ANY);
            assertEquals(0, e.evalFunc(s.withPrev(3, -1), regionMover, Player.P2)); // P2's pieces: none in P1's group
            assertEquals(1, e.evalFunc(s.withPrev(3, -1), regionOpponent, Player.P2)); // P1's pieces
            // Start pieces count: the group is on the current board.
            assertEquals(3, e.evalFunc(s.withPrev(3, -1),
                    new Func.Connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY), Player.P1)); // not right
            assertEquals(2, e.evalFunc(s.withPrev(3, -1),
                    new Func.Connected(new Regions.CornerRegions(), Who.MOVER, Orientation.ANY), Player.P1));
            assertEquals(1, e.evalFunc(s.withPrev(3, -1),
                    new Func.Connected(new Regions.EdgeRegionsWithoutCorners(), Who.MOVER, Orientation.ANY), Player.P1));
            // 1 × 3: corners and edges still give 4 regions each.
            ReferenceEngine one = new ReferenceEngine(simple(new Board.Rectangle(1, 3), never()));
            RefState o = state(one, board("X.."), 0, -1);
            assertEquals(2, one.evalFunc(o, new Func.Connected(new Regions.CornerRegions(), Who.MOVER, Orientation.ANY),
                    Player.P1)); // {0} {2} {0} {2}
            assertEquals(3, one.evalFunc(o, new Func.Connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY),
                    Player.P1)); // top, bottom, left
            assertEquals(0, one.evalFunc(o,
                    new Func.Connected(new Regions.EdgeRegionsWithoutCorners(), Who.MOVER, Orientation.ANY), Player.P1));
            // hexagon: 6 edge regions
            ReferenceEngine hx = new ReferenceEngine(simple(new Board.Hexagon(3), never()));
            RefState h = state(hx, board("XX", "XXX", "XX"), 3, -1);
            assertEquals(6, hx.evalFunc(h, new Func.Connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY),
                    Player.P1));
            assertEquals(6, hx.evalFunc(h, new Func.Connected(new Regions.CornerRegions(), Who.MOVER, Orientation.ANY),
                    Player.P1));
        }

        @Test
        void arithmeticWrapsAndScores() { // Functions
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = e.init().withScore(7, -3);
            assertEquals(7, e.evalFunc(s, RefGames.score(Who.MOVER), Player.P1));
            assertEquals(-3, e.evalFunc(s, RefGames.score(Who.MOVER), Player.P2));
            assertEquals(Integer.MIN_VALUE, e.evalFunc(s, new Func.Add(List.of(num(Integer.MAX_VALUE), num(1))), Player.P1));
            assertEquals(0, e.evalFunc(s, new Func.Multiply(List.of(num(65536), num(65536))), Player.P1));
            assertEquals(-5, e.evalFunc(s, new Func.Subtract(num(2), num(7)), Player.P1));
            assertEquals(10, e.evalFunc(s, new Func.Subtract(RefGames.score(Who.MOVER), RefGames.score(Who.OPPONENT)),
                    Player.P1));
            assertEquals(6, e.evalFunc(s, new Func.Add(List.of(num(6))), Player.P1));
        }

        @Test
        void predicates() { // Predicates
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Square(3), never()));
            RefState s = state(e, board("X..", "...", "..O"), -1, -1).withPassed(true, false);
            assertTrue(e.evalPred(s, equal(num(3)), Player.P1)); // k = 1
            assertTrue(e.evalPred(s, equal(num(2), count(occupied()), num(2)), Player.P1));
            assertFalse(e.evalPred(s, equal(num(2), num(3)), Player.P1));
            assertTrue(e.evalPred(s, new Pred.AtMost(num(2), num(2)), Player.P1));
            assertFalse(e.evalPred(s, atLeast(num(1), num(2)), Player.P1));
            assertTrue(e.evalPred(s, exists(occupied(Who.MOVER)), Player.P1));
            assertFalse(e.evalPred(s, new Pred.FullBoard(), Player.P1));
            assertTrue(e.evalPred(s, moverIs(Player.P2), Player.P2));
            assertFalse(e.evalPred(s, moverIs(Player.P1), Player.P2));
            assertTrue(e.evalPred(s, new Pred.Passed(Who.MOVER), Player.P1));
            assertFalse(e.evalPred(s, new Pred.Passed(Who.OPPONENT), Player.P1));
            assertTrue(e.evalPred(s, new Pred.Passed(Who.OPPONENT), Player.P2));
            assertFalse(e.evalPred(s, new Pred.PassedBoth(), Player.P1));
            assertTrue(e.evalPred(s.withPassed(true, true), new Pred.PassedBoth(), Player.P1));
            assertFalse(e.evalPred(s, holds(num(0)), Player.P1)); // bare function: > 0
            assertTrue(e.evalPred(s, holds(num(2)), Player.P1)); // even values hold (no parity quirk)
            assertFalse(e.evalPred(s, holds(new Func.Subtract(num(0), num(1))), Player.P1));
            assertTrue(e.evalPred(s, any(holds(num(0)), holds(num(1))), Player.P1));
            assertFalse(e.evalPred(s, all(holds(num(1)), holds(num(0))), Player.P1));
            assertTrue(e.evalPred(s, notP(holds(num(0))), Player.P1));
        }
    }

    // =====================================================================================
    // Effects, legality (`place`, `result`)
    // =====================================================================================

    @Nested
    class EffectsAndLegality {
        @Test
        void penteCapture() { // Effects
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("pente"));
            int[] b = cells(361, new int[] {180}, new int[] {181, 182});
            RefState s = e.position(b, 1, 1, new int[] {180, 182}, new boolean[2], new int[2]);
            assertEquals(0, s.currentPlayer());
            s = e.step(s, 183);
            assertEquals(0, s.cell(181));
            assertEquals(0, s.cell(182));
            assertEquals(1, s.cell(180));
            assertEquals(1, s.cell(183));
            assertArrayEquals(new int[] {2, 0}, s.score());
            assertEquals(1, s.currentPlayer());
            // P2 playing into a bracket captures nothing.
            int[] b2 = cells(361, new int[] {180, 183}, new int[] {181});
            RefState t = e.position(b2, 1, 0, new int[] {183, 181}, new boolean[2], new int[2]);
            assertEquals(1, t.currentPlayer());
            t = e.step(t, 182);
            assertEquals(2, t.cell(181));
            assertEquals(2, t.cell(182));
            assertEquals(1, t.cell(180));
            assertEquals(1, t.cell(183));
            assertArrayEquals(new int[] {0, 0}, t.score());
        }

        @Test
        void penteFirstMoveOnCentreAndScoreWin() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("pente"));
            RefState s = e.init();
            assertEquals(set(180), s.legalActions());
            // A capture reaching 10 wins (>= (score mover) 10).
            int[] b = cells(361, new int[] {180}, new int[] {181, 182});
            RefState t = e.position(b, 1, 1, new int[] {180, 182}, new boolean[2], new int[] {8, 0});
            t = e.step(t, 183);
            assertTrue(t.terminated());
            assertEquals(0, t.winner());
            assertArrayEquals(new int[] {10, 0}, t.score());
        }

        @Test
        void effectTargetsAndOrder() { // explicit targets, order, capture score to the mover
            Mechanic m = new Mechanic(Who.MOVER, empty(), Optional.empty(), List.of(
                    new Effect.Flip(adjacent(prevMove(Who.MOVER)), Who.OPPONENT),
                    new Effect.Capture(adjacent(prevMove(Who.MOVER)), Who.MOVER, true),
                    new Effect.IncrementScore(Who.OPPONENT, count(occupied(Who.MOVER))),
                    new Effect.SetScore(Who.MOVER, new Func.Add(List.of(RefGames.score(Who.MOVER), num(100))))),
                    false);
            Game g = game("effects", new Board.Rectangle(1, 5), List.of(repeat(m, Player.P1, Player.P2)),
                    List.of(never()));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState s = e.position(board("O.OX."), 0, 0, new int[] {-1, -1}, new boolean[2], new int[2]);
            s = e.step(s, 1); // P1 on 1: flip turns 0 and 2 into P1; capture (target mover) empties 0, 2
            assertArrayEquals(board(".X.X."), s.board());
            // capture scored 2 for the mover; increment_score opponent += count(P1 pieces) = 2; set_score mover = 2 + 100
            assertArrayEquals(new int[] {102, 2}, s.score());
        }

        @Test
        void reversiLegality() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("reversi"));
            RefState s = e.init();
            assertEquals(65, e.actionCount());
            assertEquals(1, s.currentPlayer());
            assertEquals(set(19, 26, 37, 44), s.legalActions());
            assertFalse(s.isLegal(64));
            s = e.step(s, 19);
            assertEquals(2, s.cell(27));
            assertArrayEquals(new int[] {1, 4}, s.score());
            assertEquals(0, s.currentPlayer());
            assertEquals(set(18, 20, 34), s.legalActions());
        }

        @Test
        void reversiLegalityMatchesDirectScan() { // legal ⇔ empty and brackets in some direction
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("reversi"));
            RefGeometry g = e.geometry();
            Random rnd = new Random(11);
            for (int game = 0; game < 10; game++) {
                RefState s = e.init();
                while (!s.terminated()) {
                    int p = s.currentPlayer();
                    SortedSet<Integer> expected = new TreeSet<>();
                    for (int x = 0; x < 64; x++) {
                        if (s.cell(x) != 0) {
                            continue;
                        }
                        for (Direction d : Direction.values()) {
                            int y = g.neighbour(x, d);
                            int inner = 0;
                            while (y >= 0 && s.cell(y) == 2 - p) {
                                inner++;
                                y = g.neighbour(y, d);
                            }
                            if (inner > 0 && y >= 0 && s.cell(y) == p + 1) {
                                expected.add(x);
                            }
                        }
                    }
                    if (expected.isEmpty()) {
                        expected.add(64);
                    }
                    assertEquals(expected, s.legalActions());
                    List<Integer> legal = new ArrayList<>(s.legalActions());
                    s = e.step(s, legal.get(rnd.nextInt(legal.size())));
                }
            }
        }

        @Test
        void yavalaxLegality() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("yavalax"));
            int[] b = cells(169, new int[] {6 * 13 + 2, 6 * 13 + 3, 6 * 13 + 4}, new int[0]);
            RefState s = e.position(b, 1, 2, new int[] {-1, -1}, new boolean[2], new int[2]);
            assertEquals(0, s.currentPlayer());
            assertFalse(s.isLegal(6 * 13 + 1));
            assertFalse(s.isLegal(6 * 13 + 5));
            assertTrue(s.isLegal(6 * 13 + 6));
            assertEquals(169 - 3 - 2, s.legalActions().size());
            int[] b2 = b.clone();
            b2[7 * 13 + 5] = 1;
            b2[8 * 13 + 5] = 1;
            b2[9 * 13 + 5] = 1;
            RefState t = e.position(b2, 1, 2, new int[] {-1, -1}, new boolean[2], new int[2]);
            assertTrue(t.isLegal(6 * 13 + 5)); // two 4-windows: legal
            assertFalse(t.isLegal(6 * 13 + 1));
            assertFalse(t.isLegal(10 * 13 + 5));
            RefState won = e.step(t, 6 * 13 + 5);
            assertTrue(won.terminated());
            assertEquals(0, won.winner());
            // The first move (phase 0) has no result constraint.
            assertEquals(169, e.init().legalActions().size());
        }

        @Test
        void trialPlacementUnderPlaceOpponent() { // the opponent's piece, the mover's prev
            Mechanic m = new Mechanic(Who.OPPONENT, empty(),
                    Optional.of(exists(and(prevMove(Who.MOVER), occupied(Who.OPPONENT)))), List.of(), false);
            ReferenceEngine e = new ReferenceEngine(game("opp", new Board.Rectangle(1, 3),
                    List.of(repeat(m, Player.P1, Player.P2)), List.of(never())));
            RefState s = e.init();
            assertEquals(set(0, 1, 2), s.legalActions());
            s = e.step(s, 1);
            assertArrayEquals(board(".O."), s.board()); // P1 placed P2's piece
            assertArrayEquals(new int[] {1, -1}, s.prev()); // the previous move is P1's
            assertEquals(1, s.currentPlayer());
            // The trial places the opponent's piece: (exists (occupied mover)) never holds → draw at init.
            Mechanic m2 = new Mechanic(Who.OPPONENT, empty(), Optional.of(exists(occupied(Who.MOVER))), List.of(),
                    false);
            ReferenceEngine e2 = new ReferenceEngine(game("opp2", new Board.Rectangle(1, 3),
                    List.of(repeat(m2, Player.P1, Player.P2)), List.of(never())));
            RefState d = e2.init();
            assertTrue(d.terminated());
            assertEquals(-1, d.winner());
            assertEquals(0, d.currentPlayer());
            assertArrayEquals(allTrue(3), d.legal());
            assertEquals(0, d.stepCount());
        }

        @Test
        void trialSeesTheWholeBoard() { // `result`: not a lookahead of the new windows only
            Game g = game("trial", new Board.Rectangle(1, 7),
                    List.of(repeat(place(empty(), equal(line(3), num(2))), Player.P1, Player.P2)), List.of(never()));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState s = e.position(board("XXX...X"), 0, 0, new int[] {-1, -1}, new boolean[2], new int[2]);
            // The board already has one 3-window; placing at 3 makes [1..3] too: two in all.
            assertEquals(set(3), s.legalActions());
        }

        @Test
        void destinationMayBeOccupied() { // The order of a step (a piece replaces what was there)
            Game g = new Game("replace", 2, new Board.Rectangle(1, 3),
                    List.of(new Placement(Player.P1, List.of(0, 1)), new Placement(Player.P2, List.of(1, 2))),
                    List.of(repeat(place(occupied(Who.OPPONENT), null), Player.P1, Player.P2)), List.of(never()));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState s = e.init();
            assertArrayEquals(board("XOO"), s.board()); // a later start rule overwrites an earlier one
            assertEquals(set(1, 2), s.legalActions());
            s = e.step(s, 2);
            assertArrayEquals(board("XOX"), s.board());
            assertEquals(set(0, 2), s.legalActions());
        }
    }

    // =====================================================================================
    // Worked examples: steps, phases, pass-over, end rules, illegal actions
    // =====================================================================================

    @Nested
    class Steps {
        @Test
        void connectFourLegality() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("connect_four"));
            RefState s = e.init();
            assertEquals(range(35, 41), s.legalActions());
            s = e.step(s, 38);
            assertEquals(set(31, 35, 36, 37, 39, 40, 41), s.legalActions());
        }

        @Test
        void reversiPassAndEndByScore() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("reversi"));
            int[] b = new int[64];
            b[0] = 1;
            b[63] = 2;
            RefState s = e.position(b, 0, 0, new int[] {-1, -1}, new boolean[2], new int[] {5, 3});
            assertEquals(1, s.currentPlayer());
            assertEquals(set(64), s.legalActions());
            s = e.step(s, 64);
            assertFalse(s.terminated());
            assertArrayEquals(new boolean[] {false, true}, s.passed());
            assertArrayEquals(new int[] {-1, -1}, s.prev());
            assertArrayEquals(new int[] {5, 3}, s.score()); // no effects on a pass
            assertArrayEquals(b, s.board());
            assertEquals(0, s.currentPlayer());
            assertEquals(set(64), s.legalActions());
            s = e.step(s, 64);
            assertTrue(s.terminated());
            assertEquals(0, s.winner()); // by score: 5 > 3
            assertArrayEquals(new int[] {1, -1}, s.rewards());
            assertEquals(0, s.currentPlayer());
            assertEquals(2, s.stepCount());
            assertArrayEquals(allTrue(65), s.legal());
        }

        @Test
        void byScoreDrawAndPassFlagReset() { // `by_score`, the pass flag of Game state
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("reversi"));
            int[] b = new int[64];
            b[0] = 1;
            b[63] = 2;
            RefState s = e.position(b, 0, 0, new int[] {-1, -1}, new boolean[2], new int[] {4, 4});
            s = e.step(e.step(s, 64), 64);
            assertTrue(s.terminated());
            assertEquals(-1, s.winner());
            assertArrayEquals(new int[] {0, 0}, s.rewards());
            // A pass followed by a placement: the flag goes back to false.
            RefState t = e.init().withPassed(true, true);
            t = e.step(t, 19);
            assertArrayEquals(new boolean[] {true, false}, t.passed());
            assertFalse(t.terminated());
        }

        @Test
        void effectsComeFromThePhaseOfTheMove() { // The order of a step, 5
            Effect inc = new Effect.IncrementScore(Who.MOVER, num(1));
            Game first = game("first", new Board.Square(3), List.of(
                    onceThrough(place(empty(), null, inc), Player.P1, Player.P2),
                    repeat(place(empty(), null), Player.P1, Player.P2)), List.of(never()));
            ReferenceEngine e = new ReferenceEngine(first);
            RefState s = e.init();
            int[][] expected = {{1, 0}, {1, 1}, {1, 1}, {1, 1}};
            for (int i = 0; i < 4; i++) {
                s = e.step(s, i);
                assertArrayEquals(expected[i], s.score(), "after move " + (i + 1));
            }
            assertEquals(1, s.phase());
            Game second = game("second", new Board.Square(3), List.of(
                    onceThrough(place(empty(), null), Player.P1, Player.P2),
                    repeat(place(empty(), null, inc), Player.P1, Player.P2)), List.of(never()));
            ReferenceEngine e2 = new ReferenceEngine(second);
            RefState t = e2.init();
            int[][] expected2 = {{0, 0}, {0, 0}, {1, 0}, {1, 1}, {2, 1}};
            for (int i = 0; i < 5; i++) {
                t = e2.step(t, i);
                assertArrayEquals(expected2[i], t.score(), "after move " + (i + 1));
            }
        }

        @Test
        void opponentWin() { // `mover`, `opponent`: the winner is the other player of the mover
            Game g = game("opp win", new Board.Rectangle(1, 2),
                    List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                    List.of(rule(new Pred.FullBoard(), new Outcome.Win(Who.OPPONENT))));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState s = play(e, e.init(), 0, 1);
            assertTrue(s.terminated());
            assertEquals(0, s.winner());
            assertArrayEquals(new int[] {1, -1}, s.rewards());
            assertEquals(1, s.currentPlayer());
            // (opponent lose) after P2's move: P2 wins; (mover lose) after P2's move: P1 wins.
            Game lose = game("opp lose", new Board.Rectangle(1, 2),
                    List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                    List.of(rule(new Pred.FullBoard(), new Outcome.Lose(Who.OPPONENT))));
            ReferenceEngine e2 = new ReferenceEngine(lose);
            assertEquals(1, play(e2, e2.init(), 0, 1).winner());
            Game moverLose = game("mover lose", new Board.Rectangle(1, 2),
                    List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                    List.of(rule(new Pred.FullBoard(), new Outcome.Lose(Who.MOVER))));
            ReferenceEngine e3 = new ReferenceEngine(moverLose);
            assertEquals(0, play(e3, e3.init(), 0, 1).winner());
        }

        @Test
        void endRuleOrder() { // Yavalath's four before three; Tic-Tac-Toe line on the full board
            ReferenceEngine y = new ReferenceEngine(LibraryGames.game("yavalath"));
            int[] b = new int[61];
            b[26] = 1;
            b[27] = 1;
            b[28] = 1;
            RefState s = y.position(b, 0, 0, new int[] {-1, -1}, new boolean[2], new int[2]);
            RefState four = y.step(s, 29);
            assertEquals(0, four.winner());
            RefState three = y.step(y.position(cells(61, new int[] {26, 27}, new int[0]), 0, 0, new int[] {-1, -1},
                    new boolean[2], new int[2]), 28);
            assertTrue(three.terminated());
            assertEquals(1, three.winner()); // (line 3) → mover lose
            ReferenceEngine t = new ReferenceEngine(LibraryGames.game("tic_tac_toe"));
            RefState full = play(t, t.init(), 0, 1, 2, 4, 3, 5, 7, 6, 8); // X: 0 2 3 7 8 — O: 1 4 5 6
            assertTrue(full.terminated());
            assertEquals(-1, full.winner());
            RefState beforeLast = play(t, t.init(), 0, 3, 2, 4, 5, 6, 7, 8); // X: 0 2 5 7 — O: 3 4 6 8
            assertFalse(beforeLast.terminated());
            RefState win = play(t, beforeLast, 1); // completes 0-1-2 and fills the board: the line rule comes first
            assertTrue(win.terminated());
            assertEquals(0, win.winner());
        }

        @Test
        void passOverOneByThree() { // Automatic pass-over
            Game g = game("1x3", new Board.Rectangle(1, 3),
                    List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                    List.of(rule(holds(line(3)), moverWins())));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState s = play(e, e.init(), 0, 1, 2);
            assertTrue(s.terminated());
            assertFalse(s.truncated());
            assertEquals(-1, s.winner());
            assertArrayEquals(new int[] {0, 0}, s.rewards());
            assertEquals(3, s.stepCount());
            assertEquals(0, s.currentPlayer());
            assertArrayEquals(allTrue(3), s.legal());
        }

        @Test
        void passOverInTheYavalaxOrder() { // Automatic pass-over, with mover-dependent results
            // P2 cannot act at (1,0): the position advances to (1,2) and P1 moves twice.
            Pred p2Stuck = any(moverIs(Player.P1), notP(equal(count(occupied()), num(2))));
            ReferenceEngine a = new ReferenceEngine(game("A", new Board.Rectangle(1, 10), List.of(
                    onceThrough(place(empty(), null), Player.P1),
                    repeat(place(empty(), p2Stuck), Player.P2, Player.P2, Player.P1, Player.P1)), List.of(never())));
            RefState s = a.step(a.init(), 0);
            assertEquals(0, s.currentPlayer());
            assertEquals(1, s.phase());
            assertEquals(2, s.entry());
            assertEquals(1, s.stepCount()); // the pass-over is no step
            s = a.step(s, 1);
            assertEquals(0, s.currentPlayer());
            assertEquals(3, s.entry());
            s = a.step(s, 2);
            assertEquals(1, s.currentPlayer());
            assertEquals(0, s.entry());
            // P1 plays at (1,2) and cannot act at (1,3): the position advances to (1,0) and P2 moves.
            Pred p1Stuck = any(moverIs(Player.P2), notP(equal(count(occupied()), num(5))));
            ReferenceEngine b = new ReferenceEngine(game("B", new Board.Rectangle(1, 10), List.of(
                    onceThrough(place(empty(), null), Player.P1),
                    repeat(place(empty(), p1Stuck), Player.P2, Player.P2, Player.P1, Player.P1)), List.of(never())));
            RefState t = play(b, b.init(), 0, 1, 2);
            assertEquals(0, t.currentPlayer());
            assertEquals(2, t.entry());
            t = b.step(t, 3);
            assertEquals(1, t.currentPlayer());
            assertEquals(1, t.phase());
            assertEquals(0, t.entry());
            assertArrayEquals(new int[] {3, 2}, t.prev());
        }

        @Test
        void passOverAtInitAndDrawWhenTheOtherIsNeverReached() { // Game state, Automatic pass-over
            Game g = game("init", new Board.Rectangle(1, 3),
                    List.of(repeat(place(empty(), moverIs(Player.P2)), Player.P1, Player.P2)), List.of(never()));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState s = e.init();
            assertFalse(s.terminated());
            assertEquals(1, s.currentPlayer());
            assertEquals(1, s.entry());
            s = play(e, s, 0, 1);
            assertEquals(1, s.currentPlayer()); // P1 is passed over each time
            s = play(e, s, 2);
            assertTrue(s.terminated()); // full board: neither can act
            assertEquals(-1, s.winner());
            assertEquals(1, s.currentPlayer());
            assertEquals(3, s.stepCount());
            Game solo = game("solo", new Board.Rectangle(1, 2),
                    List.of(repeat(place(empty(), null), Player.P1)), List.of(never()));
            ReferenceEngine e2 = new ReferenceEngine(solo);
            RefState t = play(e2, e2.init(), 0, 1);
            assertTrue(t.terminated());
            assertEquals(-1, t.winner());
            assertEquals(0, t.currentPlayer());
            assertEquals(2, t.stepCount());
            // Neither player can act at init: a terminated draw, currentPlayer = the first player of phase 0.
            Game none = game("none", new Board.Rectangle(1, 2),
                    List.of(repeat(place(and(empty(), occupied()), null), Player.P2, Player.P1)), List.of(never()));
            RefState n = new ReferenceEngine(none).init();
            assertTrue(n.terminated());
            assertEquals(1, n.currentPlayer());
            assertEquals(0, n.stepCount());
            assertArrayEquals(allTrue(2), n.legal());
        }

        @Test
        void phaseAdvance() { // Turn position
            ReferenceEngine y = new ReferenceEngine(LibraryGames.game("yavalax"));
            RefState s = y.init();
            int[][] positions = {{1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 0}};
            int[] movers = {1, 1, 0, 0, 1};
            for (int i = 0; i < 5; i++) {
                s = y.step(s, 100 + i * 7);
                assertEquals(positions[i][0], s.phase());
                assertEquals(positions[i][1], s.entry());
                assertEquals(movers[i], s.currentPlayer());
            }
            // A once-through last phase repeats its order.
            Game g = game("last once", new Board.Square(3), List.of(
                    onceThrough(place(empty(), null), Player.P2),
                    onceThrough(place(empty(), null), Player.P1, Player.P2)), List.of(never()));
            ReferenceEngine e = new ReferenceEngine(g);
            RefState t = e.init();
            assertEquals(1, t.currentPlayer());
            int[] moversAfter = {0, 1, 0, 1};
            for (int i = 0; i < 4; i++) {
                t = e.step(t, i);
                assertEquals(1, t.phase());
                assertEquals(moversAfter[i], t.currentPlayer());
            }
            // A repeat phase never ends.
            Game r = game("repeat first", new Board.Square(3), List.of(
                    repeat(place(empty(), null), Player.P1),
                    repeat(place(empty(), null), Player.P2)), List.of(never()));
            ReferenceEngine er = new ReferenceEngine(r);
            RefState u = play(er, er.init(), 0, 1, 2);
            assertEquals(0, u.phase());
            assertEquals(0, u.currentPlayer());
        }

        @Test
        void illegalActionPenalty() { // Illegal actions
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("tic_tac_toe"));
            RefState s = e.step(e.init(), 4);
            RefState bad = e.step(s, 4);
            assertArrayEquals(s.board(), bad.board());
            assertEquals(1, bad.cell(4));
            assertTrue(bad.terminated());
            assertArrayEquals(new int[] {1, -1}, bad.rewards());
            assertEquals(0, bad.winner());
            assertEquals(1, bad.currentPlayer());
            assertEquals(2, bad.stepCount());
            assertArrayEquals(allTrue(9), bad.legal());
            assertArrayEquals(s.prev(), bad.prev());
            assertEquals(s.phase(), bad.phase());
            assertEquals(s.entry(), bad.entry());
            for (int a = 0; a < 9; a++) {
                RefState after = e.step(bad, a);
                assertEquals(bad.withRewards(0, 0), after);
            }
            assertThrows(IllegalArgumentException.class, () -> e.step(bad, 9));
            assertThrows(IllegalArgumentException.class, () -> e.step(s, -1));
            assertThrows(IllegalArgumentException.class, () -> e.step(s, 9));
            // Reversi: the pass action is illegal while a placement is.
            ReferenceEngine r = new ReferenceEngine(LibraryGames.game("reversi"));
            RefState rp = r.step(r.init(), 64);
            assertTrue(rp.terminated());
            assertEquals(0, rp.winner());
            assertThrows(IllegalArgumentException.class, () -> r.step(r.init(), 65));
        }

        @Test
        void truncation() { // Finished games and truncation
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("tic_tac_toe"), 3);
            RefState s = play(e, e.init(), 0, 3);
            assertFalse(s.truncated());
            s = e.step(s, 1);
            assertTrue(s.truncated());
            assertFalse(s.terminated());
            assertEquals(1, s.currentPlayer());
            assertEquals(set(2, 4, 5, 6, 7, 8), s.legalActions()); // the next player's mask, never empty
            assertArrayEquals(new int[] {0, 0}, s.rewards());
            assertEquals(s, e.step(s, 0)); // later steps change only rewards (already 0, 0)
            assertEquals(3, e.step(s, 0).stepCount());
            // A step that terminates the game never sets truncated.
            ReferenceEngine e5 = new ReferenceEngine(LibraryGames.game("tic_tac_toe"), 5);
            RefState w = play(e5, e5.init(), 0, 3, 1, 4, 2);
            assertTrue(w.terminated());
            assertFalse(w.truncated());
            assertEquals(0, w.winner());
            assertArrayEquals(new int[] {1, -1}, w.rewards());
            RefState after = e5.step(w, 5);
            assertArrayEquals(new int[] {0, 0}, after.rewards());
            assertEquals(w.withRewards(0, 0), after);
        }

        @Test
        void observation() { // Observation
            ReferenceEngine e = new ReferenceEngine(simple(new Board.Hexagon(3), never()));
            RefState s = e.step(e.init(), 3); // P1 on the centre (1, 2); P2 to move
            float[] obs = e.observation(s);
            assertEquals(2 * 3 * 5, obs.length);
            for (int i = 0; i < obs.length; i++) {
                assertEquals(i == 3 * 5 + 1 * 5 + 2 ? 1f : 0f, obs[i], "index " + i); // the opponent's plane
            }
            RefState t = e.step(s, 0); // P2 on (0, 1); P1 to move
            float[] obs2 = e.observation(t);
            assertEquals(1f, obs2[1 * 5 + 2]);
            assertEquals(1f, obs2[3 * 5 + 0 * 5 + 1]);
        }

        @Test
        void stateIsImmutable() {
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("tic_tac_toe"));
            RefState s = e.init();
            s.board()[0] = 2;
            s.legal()[0] = false;
            assertEquals(0, s.cell(0));
            assertTrue(s.isLegal(0));
            RefState t = e.step(s, 0);
            assertEquals(0, s.cell(0));
            assertEquals(1, t.cell(0));
        }
    }

    // =====================================================================================
    // random playouts: invariants and expected mean lengths
    // =====================================================================================

    @Nested
    class RandomPlay {
        /** Plays uniformly random legal actions until the game ends; returns the final state. */
        private RefState playout(ReferenceEngine e, Random rnd) {
            RefState s = e.init();
            while (!s.terminated() && !s.truncated()) {
                List<Integer> legal = new ArrayList<>(s.legalActions());
                assertFalse(legal.isEmpty());
                int before = s.stepCount();
                s = e.step(s, legal.get(rnd.nextInt(legal.size())));
                assertEquals(before + 1, s.stepCount());
                assertEquals(0, s.rewards()[0] + s.rewards()[1]);
                if (s.terminated()) {
                    assertArrayEquals(allTrue(e.actionCount()), s.legal());
                    assertEquals(s.winner() < 0 ? 0 : s.winner() == 0 ? 1 : -1, s.rewards()[0]);
                } else {
                    assertEquals(-1, s.winner());
                    assertArrayEquals(new int[] {0, 0}, s.rewards());
                }
            }
            return s;
        }

        @Test
        void everyLibraryGameTerminates() {
            Random rnd = new Random(3);
            for (Game g : LibraryGames.placementGames()) {
                ReferenceEngine e = new ReferenceEngine(g);
                for (int i = 0; i < 5; i++) {
                    RefState s = playout(e, rnd);
                    assertTrue(s.terminated(), g.name());
                }
            }
        }

        @Test
        void ticTacToeMeanLength() { // 7.626, as Ludax and PGX measure it
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("tic_tac_toe"));
            Random rnd = new Random(1);
            int n = 40_000;
            long total = 0;
            for (int i = 0; i < n; i++) {
                total += playout(e, rnd).stepCount();
            }
            double mean = (double) total / n;
            assertEquals(7.626, mean, 0.04, "mean " + mean); // SE ≈ 1.3 / 200 = 0.0065
        }

        @Test
        void complexityDemoMeanLength() { // 25.28, SD 4.22, from an independent interpreter
            ReferenceEngine e = new ReferenceEngine(LibraryGames.game("complexity_demo"));
            Random rnd = new Random(2);
            int n = 8_000;
            long total = 0;
            for (int i = 0; i < n; i++) {
                total += playout(e, rnd).stepCount();
            }
            double mean = (double) total / n;
            assertEquals(25.28, mean, 0.2, "mean " + mean); // SE ≈ 4.22 / 89 = 0.047
        }
    }

    // =====================================================================================
    // conformance traces (conformance/README.md)
    // =====================================================================================

    @Nested
    class Conformance {
        /** The reference engine as an {@link Environment} of the trace replayer. */
        private static final class Env implements Environment {
            private final ReferenceEngine engine;
            private RefState state;

            Env(ReferenceEngine engine) {
                this.engine = engine;
                this.state = engine.init();
            }

            @Override
            public int[] board() {
                return state.board();
            }

            @Override
            public int currentPlayer() {
                return state.currentPlayer();
            }

            @Override
            public boolean[] legalActionMask() {
                return state.legal();
            }

            @Override
            public boolean terminated() {
                return state.terminated();
            }

            @Override
            public int winner() {
                return state.winner();
            }

            @Override
            public int[] scores() {
                return state.score();
            }

            @Override
            public int stepCount() {
                return state.stepCount();
            }

            @Override
            public void step(int action) {
                state = engine.step(state, action);
            }
        }

        /** The conformance sets of placement games, which the reference engine plays. */
        static Stream<String> placementSets() {
            return Stream.of("tic_tac_toe", "connect_four", "gomoku", "hex", "hex_7x7", "hex_9x9", "pente", "reversi",
                    "reversi_6x6", "reversi_10x10", "yavalath", "yavalax");
        }

        /** The library game of a placement set, as its mapping file names it (the engine knows placement games only). */
        private static Game gameOf(String set) {
            TraceMapping mapping = TraceSet.read(RepoFiles.conformance().resolve(set + ".jsonl.gz"), 1).mapping();
            return LibraryGames.game(mapping.libraryGame().orElseThrow(), mapping.parameters());
        }

        @ParameterizedTest
        @MethodSource("placementSets")
        void everyPlayoutReplays(String set) {
            List<Playout> playouts = TraceSet.read(RepoFiles.conformance(), set).playouts();
            assertEquals(100, playouts.size());
            Game game = gameOf(set);
            ReferenceEngine engine = new ReferenceEngine(game);
            Topology topology = Topology.of(game.board());
            for (Playout p : playouts) {
                assertEquals(engine.cellCount(), p.cells());
                Optional<Disagreement> d = Replayer.replay(p, new Env(engine));
                assertTrue(d.isEmpty(), () -> d.get().report(topology));
            }
        }

        /** The site tables' ludax_index against the coordinate maps Ludii code → Plateau cell. */
        @ParameterizedTest
        @MethodSource("placementSets")
        void siteTablesFollowTheCoordinateMaps(String g) {
            // With the set's mapping file, which gives the cells of the Hex tables at other sizes.
            SiteTable t = TraceSet.read(RepoFiles.conformance().resolve(g + ".jsonl.gz"), 1).sites();
            int m = t.codes();
            assertEquals(new ReferenceEngine(gameOf(g)).cellCount(), m);
            boolean[] seen = new boolean[m];
            int[] yavalathStart = {0, 5, 11, 18, 26, 35, 43, 50, 56};
            for (int code = 0; code < m; code++) {
                int row = t.row(code);
                int col = t.col(code);
                int expected = switch (g) {
                    case "tic_tac_toe" -> (3 - 1 - row) * 3 + col;
                    case "reversi" -> (8 - 1 - row) * 8 + col;
                    case "reversi_6x6" -> (6 - 1 - row) * 6 + col;
                    case "reversi_10x10" -> (10 - 1 - row) * 10 + col;
                    case "yavalax" -> (13 - 1 - row) * 13 + col;
                    case "gomoku" -> (15 - 1 - row) * 15 + col;
                    case "pente" -> (19 - 1 - row) * 19 + col;
                    case "connect_four" -> (5 - code / 7) * 7 + code % 7;
                    case "hex" -> 11 * col + (10 - row);
                    case "hex_7x7" -> 7 * col + (6 - row);
                    case "hex_9x9" -> 9 * col + (8 - row);
                    case "yavalath" -> {
                        int r = 4 + row - col;
                        int j = Math.min(8, 4 + r) - row;
                        yield yavalathStart[r] + j;
                    }
                    default -> throw new IllegalArgumentException(g);
                };
                assertEquals(expected, t.cell(code), g + " code " + code);
                assertFalse(seen[expected]);
                seen[expected] = true;
            }
            if (g.equals("pente")) {
                assertEquals(180, t.cell(180)); // J10
            }
            if (g.equals("yavalath")) {
                int e5 = -1;
                for (int code = 0; code < m; code++) {
                    if (t.row(code) == 4 && t.col(code) == 4) {
                        e5 = t.cell(code);
                    }
                }
                assertEquals(30, e5);
            }
        }
    }
}
