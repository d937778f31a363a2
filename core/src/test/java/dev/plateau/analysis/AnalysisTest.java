package dev.plateau.analysis;

import static dev.plateau.analysis.G.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The board-dependent compile-time errors (docs/language.md, Compile-time errors), one test per
 * kind, and their reporting.
 */
class AnalysisTest {

    /** A game on {@code board} whose only interesting node is the destination {@code dest}. */
    static Game withDestination(Board board, Mask dest) {
        return game(board, repeat(List.of(P1, P2), place(dest)), rule(fullBoard(), draw()));
    }

    /** A game on {@code board} whose first end rule is {@code (if p (mover win))}. */
    static Game withEnd(Board board, Pred p) {
        return game(board, repeat(List.of(P1, P2), place(empty())), rule(p, moverWins()));
    }

    static GameException rejected(Game game, SourceMap sources) {
        return assertThrows(GameException.class, () -> Analysis.analyze(game, sources));
    }

    static GameException rejected(Game game) {
        return assertThrows(GameException.class, () -> Analysis.analyze(game));
    }

    static Diagnostic only(GameException e) {
        assertEquals(1, e.diagnostics().size(), e.getMessage());
        return e.diagnostics().get(0);
    }

    // ---------------------------------------------------------------------------------------------
    // Start cells

    @Test
    void startCellBeyondTheBoardIsPositionedAtItsPlacement() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (square 3)))
                  (rules (start (place P1 (4 9)) (place P2 (8)))
                         (play (repeat (P1 P2) (place (destination empty))))
                         (end (if (full_board) (draw)))))
                """);
        Placement bad = src.at("(place P1 (4 9))", start(P1, 4, 9));
        Placement fine = src.at("(place P2 (8))", start(P2, 8));
        Game g = game("t", new Board.Square(3), List.of(bad, fine),
                List.of(repeat(List.of(P1, P2), place(empty()))), rule(fullBoard(), draw()));
        Diagnostic d = only(rejected(g, src.map));
        assertEquals("`(place P1 (4 9))`: cell 9 is not on the board: `(square 3)` has cells 0 … 8", d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 17, 16)), d.span());
    }

    @Test
    void everyBadStartCellIsNamed() {
        Game g = game("t", new Board.Hexagon(5), List.of(start(P1, 18, 19, 40)),
                List.of(repeat(List.of(P1, P2), place(empty()))), rule(fullBoard(), draw()));
        Diagnostic d = only(rejected(g));
        assertEquals("`(place P1 (18 19 40))`: cells 19 and 40 are not on the board: `(hexagon 5)` has cells 0 … 18",
                d.message());
        assertEquals(Optional.empty(), d.span());
    }

    @Test
    void lastCellIsOnTheBoard() {
        Game g = game("t", new Board.Rectangle(6, 7), List.of(start(P1, 0, 41)),
                List.of(repeat(List.of(P1, P2), place(empty()))), rule(fullBoard(), draw()));
        assertEquals(42, Analysis.analyze(g).facts().actionCount());
    }

    /** Start rules apply in order, a later one overwriting an earlier one: allowed, but warned about. */
    @Test
    void startCellOfBothPlayersIsAWarningAtTheLaterPlacement() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (square 3)))
                  (rules (start (place P1 (0 4)) (place P1 (8)) (place P2 (2 4)) (place P1 (4)) (place P2 (0 8)))
                         (play (repeat (P1 P2) (place (destination empty))))
                         (end (if (full_board) (draw)))))
                """);
        Placement first = src.at("(place P1 (0 4))", start(P1, 0, 4));
        Placement eight = src.at("(place P1 (8))", start(P1, 8));
        Placement second = src.at("(place P2 (2 4))", start(P2, 2, 4));
        Placement back = src.at("(place P1 (4))", start(P1, 4));
        Placement third = src.at("(place P2 (0 8))", start(P2, 0, 8));
        Game g = game("t", new Board.Square(3), List.of(first, eight, second, back, third),
                List.of(repeat(List.of(P1, P2), place(empty()))), rule(fullBoard(), draw()));
        List<Diagnostic> warnings = Analysis.analyze(g, src.map).warnings();
        assertEquals(3, warnings.size(), warnings.toString());
        assertTrue(warnings.stream().allMatch(Diagnostic::isWarning));
        assertEquals("`(place P2 (2 4))`: cell 4 is also a start cell of P1; the later placement wins, so it starts"
                + " with P2's piece", warnings.get(0).message());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 49, 16)), warnings.get(0).span());
        assertEquals("`(place P1 (4))`: cell 4 is also a start cell of P2; the later placement wins, so it starts"
                + " with P1's piece", warnings.get(1).message());
        assertEquals("`(place P2 (0 8))`: cells 0 and 8 are also start cells of P1; the later placement wins, so"
                + " they start with P2's pieces", warnings.get(2).message());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 81, 16)), warnings.get(2).span());
    }

    @Test
    void sameStartCellTwiceForOnePlayerIsNoWarning() {
        Game twice = game("t", new Board.Square(3), List.of(start(P1, 4), start(P1, 4, 5)),
                List.of(repeat(List.of(P1, P2), place(empty()))), rule(fullBoard(), draw()));
        assertEquals(List.of(), Analysis.analyze(twice).warnings());
    }

    // ---------------------------------------------------------------------------------------------
    // Directions and orientations

    @Test
    void upOnAHexagonInAdjacent() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (hexagon 5)))
                  (rules (play (repeat (P1 P2)
                           (place (destination (and empty (adjacent occupied direction:up))))))
                         (end (if (full_board) (draw)))))
                """);
        Mask adj = src.at("(adjacent occupied direction:up)", adjacent(occupied(), Direction.UP));
        Diagnostic d = only(rejected(withDestination(new Board.Hexagon(5), and(empty(), adj)), src.map));
        assertEquals("`(adjacent … direction:up)`: hexagon boards have no `up` direction", d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 3, 43, 32)), d.span());
        assertEquals(Optional.of("use `up_left` or `up_right`"), d.hint());
    }

    @Test
    void downOnAHexRectangleInConnected() {
        Source src = new Source("""
                (end (if (>= (connected ((edge top) (edge bottom)) direction:down) 2) (mover win)))
                """);
        Func c = src.at("(connected", connected(new Regions.MaskRegions(List.of(edge(Edge.TOP), edge(Edge.BOTTOM))),
                Direction.DOWN));
        Diagnostic d = only(rejected(withEnd(new Board.HexRectangle(11, 11), atLeast(c, n(2))), src.map));
        assertEquals("`(connected … direction:down)`: hex_rectangle boards have no `down` direction", d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 1, 14, 10)), d.span());
        assertEquals(Optional.of("use `down_left` or `down_right`"), d.hint());
    }

    @Test
    void orthogonalLineOnAHexagonHintsHorizontal() {
        Source src = new Source("(end (if (line 3 orientation:orthogonal) (mover win)))");
        Func l = src.at("(line 3 orientation:orthogonal)", line(3, Orientation.ORTHOGONAL));
        Diagnostic d = only(rejected(withEnd(new Board.Hexagon(9), positive(l)), src.map));
        assertEquals("`(line 3 orientation:orthogonal)`: hexagon boards have no `orthogonal` orientation",
                d.message());
        assertEquals(Optional.of("use `horizontal`"), d.hint());
        assertEquals(Optional.of(new Span(Source.FILE, 1, 10, 31)), d.span());
        assertTrue(rejected(withEnd(new Board.Hexagon(9), positive(l)), src.map).getMessage()
                .contains("hint: use `horizontal`"));
    }

    @Test
    void verticalCustodialOnAHexRectangle() {
        Mask c = custodial(1, Who.OPPONENT, Orientation.VERTICAL);
        Diagnostic d = only(rejected(withDestination(new Board.HexRectangle(3, 5), c)));
        assertEquals("`(custodial 1 opponent orientation:vertical)`: hex_rectangle boards have no `vertical` orientation",
                d.message());
        assertEquals(Optional.of("hex_rectangle boards have the orientations `horizontal`, `diagonal`, "
                + "`back_diagonal`, `forward_diagonal` and `any`"), d.hint());
    }

    @Test
    void verticalAsADirectionGroupListsTheDirections() {
        Diagnostic d = only(rejected(withDestination(new Board.Hexagon(5), adjacent(occupied(), Orientation.VERTICAL))));
        assertEquals("`(adjacent … direction:vertical)`: hexagon boards have no `vertical` direction", d.message());
        assertEquals(Optional.of("hexagon boards have the directions `up_left`, `up_right`, `left`, `right`, "
                + "`down_left` and `down_right`"), d.hint());
    }

    static Stream<Arguments> everyChoiceOnEveryBoard() {
        List<Arguments> out = new ArrayList<>();
        List<Board> boards = List.of(new Board.Square(3), new Board.Rectangle(2, 5), new Board.HexRectangle(3, 3),
                new Board.Hexagon(5));
        List<DirectionChoice> choices = new ArrayList<>(List.of(Direction.values()));
        choices.addAll(List.of(Orientation.values()));
        for (Board b : boards) {
            for (DirectionChoice c : choices) {
                for (String construct : List.of("adjacent", "connected", "line", "custodial")) {
                    if (construct.equals("line") || construct.equals("custodial")) {
                        if (!(c instanceof Orientation)) {
                            continue;
                        }
                    }
                    out.add(Arguments.of(b, c, construct));
                }
            }
        }
        return out.stream();
    }

    /**
     * Exactly {@code up}, {@code down}, {@code vertical} and {@code orthogonal} are errors, and only
     * on hex boards, in all four constructs (docs/language.md, Directions).
     */
    @ParameterizedTest(name = "{2} {1} on {0}")
    @MethodSource("everyChoiceOnEveryBoard")
    void directionsTheBoardLacks(Board board, DirectionChoice choice, String construct) {
        Pred p = switch (construct) {
            case "adjacent" -> exists(adjacent(occupied(), choice));
            case "connected" -> positive(connected(new Regions.EdgeRegions(), choice));
            case "line" -> positive(line(2, (Orientation) choice));
            case "custodial" -> exists(custodial(1, Who.MOVER, (Orientation) choice));
            default -> throw new AssertionError(construct);
        };
        Game g = withEnd(board, p);
        boolean lacking = board.isHex() && Set.of("up", "down", "vertical", "orthogonal").contains(choice.word());
        if (!lacking) {
            Analysis.analyze(g);
            return;
        }
        Diagnostic d = only(rejected(g));
        String kind = construct.equals("line") || construct.equals("custodial") ? "orientation" : "direction";
        String text = switch (construct) {
            case "line" -> "(line 2 orientation:" + choice.word() + ")";
            case "custodial" -> "(custodial 1 orientation:" + choice.word() + ")";
            default -> "(" + construct + " … direction:" + choice.word() + ")";
        };
        assertEquals("`" + text + "`: " + board.word() + " boards have no `" + choice.word() + "` " + kind,
                d.message());
        if (choice == Orientation.ORTHOGONAL) {
            assertEquals(Optional.of("use `horizontal`"), d.hint());
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Edges

    @Test
    void leftEdgeOnAHexagonListsItsEdges() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (hexagon 5)))
                  (rules (play (repeat (P1 P2) (place (destination (and empty (edge left))))))
                         (end (if (full_board) (draw)))))
                """);
        Mask left = src.at("(edge left)", edge(Edge.LEFT));
        GameException e = rejected(withDestination(new Board.Hexagon(5), and(empty(), left)), src.map);
        Diagnostic d = only(e);
        assertEquals("`(edge left)`: hexagon boards have no `left` edge; their edges are `top`, `bottom`, "
                + "`top_left`, `top_right`, `bottom_left` and `bottom_right`", d.message());
        assertEquals(Optional.of("use `top_left` or `bottom_left`"), d.hint());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 63, 11)), d.span());
        // rendered with file:line:column, the source line and a caret under `(edge left)`
        String rendered = e.getMessage();
        assertTrue(rendered.startsWith("test.ldx:2:63: `(edge left)`"), rendered);
        assertTrue(rendered.contains("(place (destination (and empty (edge left))))))\n"), rendered);
        assertTrue(rendered.contains("  | " + " ".repeat(62) + "^".repeat(11) + "\n"), rendered);
        assertSame(src.text, e.sourceText());
    }

    @Test
    void diagonalEdgesOnGridBoards() {
        for (Board b : List.of(new Board.Square(3), new Board.Rectangle(6, 7), new Board.HexRectangle(11, 11))) {
            Diagnostic d = only(rejected(withDestination(b, edge(Edge.TOP_LEFT))));
            assertEquals("`(edge top_left)`: " + b.word() + " boards have no `top_left` edge; their edges are "
                    + "`top`, `bottom`, `left` and `right`", d.message());
            assertEquals(Optional.of("use `top` or `left`"), d.hint());
        }
        // every edge a board has is fine
        Analysis.analyze(withDestination(new Board.HexRectangle(3, 3),
                or(edge(Edge.TOP), edge(Edge.BOTTOM), edge(Edge.LEFT), edge(Edge.RIGHT))));
        Analysis.analyze(withDestination(new Board.Hexagon(3), or(edge(Edge.TOP), edge(Edge.BOTTOM),
                edge(Edge.TOP_LEFT), edge(Edge.TOP_RIGHT), edge(Edge.BOTTOM_LEFT), edge(Edge.BOTTOM_RIGHT))));
    }

    // ---------------------------------------------------------------------------------------------
    // Patterns

    @Test
    void patternOnHexBoards() {
        Source src = new Source("(destination (pattern (2 1) (1 0)))");
        for (Board b : List.of(new Board.Hexagon(5), new Board.HexRectangle(3, 3))) {
            Mask p = src.at("(pattern (2 1) (1 0))", pattern(2, 1, 1, 0));
            Diagnostic d = only(rejected(withDestination(b, p), src.map));
            assertEquals("`(pattern (2 1) …)`: patterns work only on square and rectangle boards, not on "
                    + b.word() + " boards", d.message());
            assertEquals(Optional.of(new Span(Source.FILE, 1, 14, 21)), d.span());
        }
        // square and rectangle boards, even with a pattern larger than the board
        Analysis.analyze(withDestination(new Board.Square(3), pattern(2, 1, 1, 0)));
        Analysis.analyze(withDestination(new Board.Rectangle(1, 2), pattern(2, 2, 1, 0, 3, 3)));
    }

    // ---------------------------------------------------------------------------------------------
    // Not errors

    @Test
    void lengthsWithoutWindowsAreWarningsNotErrors() {
        // (line 4) on 3×3 has no windows and counts 0 (docs/language.md, Lines on the board): it can
        // never match, which is a warning; so can an exact line or a bracket longer than every line.
        assertNeverMatches("(line 4 ", withEnd(new Board.Square(3), positive(line(4))));
        assertNeverMatches("(line 40 ", withEnd(new Board.Square(3), positive(lineExact(40))));
        assertNeverMatches("(custodial 3 ", withDestination(new Board.Hexagon(1), custodial(3)));
    }

    @Test
    void defaultsAndRegionWordsOnHexBoardsAreNeitherErrorsNorWarnings() {
        // custodial any and the default `any` on every hex board
        assertEquals(List.of(), Analysis.analyze(withDestination(new Board.Hexagon(9),
                and(empty(), custodialAny(), adjacent(occupied())))).warnings());
        // region words on the hexagon
        for (Regions r : List.of(new Regions.CornerRegions(), new Regions.EdgeRegions(),
                new Regions.EdgeRegionsWithoutCorners())) {
            assertEquals(List.of(), Analysis.analyze(withEnd(new Board.Hexagon(5),
                    positive(connected(r, Orientation.ANY)))).warnings(), r.toString());
        }
    }

    /** The game has no errors and one warning: that this construct can never match. */
    private static void assertNeverMatches(String construct, Game g) {
        List<Diagnostic> warnings = Analysis.analyze(g).warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        String m = warnings.getFirst().message();
        assertTrue(m.startsWith("`" + construct) && m.contains("` can never match: "), m);
    }

    // ---------------------------------------------------------------------------------------------
    // Reporting

    static final String BROKEN = """
            (game "Broken" (players 2) (equipment (board (hexagon 5)))
              (rules (start (place P1 (19)))
                     (play (repeat (P1 P2)
                             (place (destination (and empty (not (edge left)) (adjacent occupied direction:up)))
                                    (result (not (exists (pattern (1 2) (1 1)))))
                                    (effects (capture (custodial 1 orientation:vertical))
                                             (increment_score mover (connected ((edge right) (edge top)) direction:down))))))
                     (end (if (>= (line 3 orientation:orthogonal) 1) (mover win)))))
            """;

    /** The game of {@link #BROKEN}, with every node that has a problem (and a few others) positioned. */
    static Game broken(Source src) {
        Placement start = src.at("(place P1 (19))", start(P1, 19));
        Mask left = src.at("(edge left)", edge(Edge.LEFT));
        Mask up = src.at("(adjacent occupied direction:up)", adjacent(occupied(), Direction.UP));
        Mask dest = src.at("(and empty", and(empty(), not(left), up));
        Mask pattern = src.at("(pattern (1 2) (1 1))", pattern(1, 2, 1, 1));
        Pred result = src.at("(not (exists", not(exists(pattern)));
        Mask custodial = src.at("(custodial 1 orientation:vertical)", custodial(1, Who.MOVER, Orientation.VERTICAL));
        Effect capture = src.at("(capture", new Effect.Capture(custodial, Who.OPPONENT, false));
        Mask right = src.at("(edge right)", edge(Edge.RIGHT));
        Mask top = src.at("(edge top)", edge(Edge.TOP));
        Func connected = src.at("(connected", connected(new Regions.MaskRegions(List.of(right, top)), Direction.DOWN));
        Effect inc = src.at("(increment_score", new Effect.IncrementScore(Who.MOVER, connected));
        Mechanic m = src.at("(place (destination", place(dest, result, List.of(capture, inc), false));
        Func line = src.at("(line 3 orientation:orthogonal)", line(3, Orientation.ORTHOGONAL));
        EndRule end = src.at("(if (>=", rule(atLeast(line, n(1)), moverWins()));
        return src.at("(game", game("Broken", new Board.Hexagon(5), List.of(start),
                List.of(src.at("(repeat", repeat(List.of(P1, P2), m))), end));
    }

    static final List<String> BROKEN_MESSAGES = List.of(
            "`(place P1 (19))`: cell 19 is not on the board: `(hexagon 5)` has cells 0 … 18",
            "`(edge left)`: hexagon boards have no `left` edge; their edges are `top`, `bottom`, `top_left`, "
                    + "`top_right`, `bottom_left` and `bottom_right`",
            "`(adjacent … direction:up)`: hexagon boards have no `up` direction",
            "`(pattern (1 2) …)`: patterns work only on square and rectangle boards, not on hexagon boards",
            "`(custodial 1 orientation:vertical)`: hexagon boards have no `vertical` orientation",
            "`(connected … direction:down)`: hexagon boards have no `down` direction",
            "`(edge right)`: hexagon boards have no `right` edge; their edges are `top`, `bottom`, `top_left`, "
                    + "`top_right`, `bottom_left` and `bottom_right`",
            "`(line 3 orientation:orthogonal)`: hexagon boards have no `orthogonal` orientation");

    @Test
    void everyProblemIsReportedInSourceOrder() {
        Source src = new Source(BROKEN);
        GameException e = rejected(broken(src), src.map);
        List<Diagnostic> ds = e.diagnostics();
        assertEquals(BROKEN_MESSAGES, ds.stream().map(Diagnostic::message).toList(), e.getMessage());
        List<Integer> lines = ds.stream().map(d -> d.span().orElseThrow().line()).toList();
        assertEquals(List.of(2, 4, 4, 5, 6, 7, 7, 8), lines);
        for (int i = 1; i < ds.size(); i++) {
            Span a = ds.get(i - 1).span().orElseThrow();
            Span b = ds.get(i).span().orElseThrow();
            assertTrue(a.line() < b.line() || a.line() == b.line() && a.column() < b.column(), a + " before " + b);
        }
        // the message renders all eight, each with its source line
        String message = e.getMessage();
        for (Diagnostic d : ds) {
            assertTrue(message.contains(d.headline()), d.headline());
        }
        assertEquals(8, message.lines().filter(l -> l.startsWith("test.ldx:")).count());
    }

    @Test
    void javaBuiltGamesReportEveryProblemWithoutPositions() {
        Game g = broken(new Source(BROKEN)); // positions go to a map that is not passed on
        GameException e = rejected(g);
        assertEquals(BROKEN_MESSAGES, e.diagnostics().stream().map(Diagnostic::message).toList());
        assertTrue(e.diagnostics().stream().allMatch(d -> d.span().isEmpty()));
        assertNull(e.sourceText());
        assertTrue(e.getMessage().startsWith("`(place P1 (19))`"), e.getMessage());
        assertTrue(!e.getMessage().contains("test.ldx"));
    }

    @Test
    void diagnosticsAreSortedByPositionNotByGraphOrder() {
        // a (strange) map in which the end rule is written before the destination
        Source src = new Source("line one: (line 3 orientation:vertical)\nline two: (edge left)\n");
        Mask left = src.at("(edge left)", edge(Edge.LEFT));
        Func l = src.at("(line 3 orientation:vertical)", line(3, Orientation.VERTICAL));
        Game g = game(new Board.Hexagon(5), repeat(List.of(P1, P2), place(left)), rule(positive(l), moverWins()));
        List<Diagnostic> ds = rejected(g, src.map).diagnostics();
        assertEquals(2, ds.size());
        assertTrue(ds.get(0).message().startsWith("`(line 3"), ds.toString());
        assertTrue(ds.get(1).message().startsWith("`(edge left)"), ds.toString());
    }

    @Test
    void aNodeWithoutItsOwnSpanIsPlacedAtItsNearestPositionedAncestor() {
        Source src = new Source("""
                (place (destination (and empty (edge left))))
                """);
        Mechanic m = src.at("(place", place(and(empty(), edge(Edge.LEFT))));
        Game g = game(new Board.Hexagon(3), repeat(List.of(P1, P2), m), rule(fullBoard(), draw()));
        Diagnostic d = only(rejected(g, src.map));
        assertEquals(Optional.of(new Span(Source.FILE, 1, 1, 6)), d.span());
    }

    @Test
    void sameNodeTwiceIsOneProblemAndEqualNodesAtTwoPlacesAreTwo() {
        Mask left = edge(Edge.LEFT);
        Game shared = withDestination(new Board.Hexagon(5), or(left, left));
        assertEquals(1, rejected(shared).diagnostics().size());

        Source src = new Source("(or (edge left) (edge left))");
        Mask first = src.at("(edge left)", 0, edge(Edge.LEFT));
        Mask second = src.at("(edge left)", 1, edge(Edge.LEFT));
        List<Diagnostic> ds = rejected(withDestination(new Board.Hexagon(5), or(first, second)), src.map).diagnostics();
        assertEquals(2, ds.size());
        assertEquals(5, ds.get(0).span().orElseThrow().column());
        assertEquals(17, ds.get(1).span().orElseThrow().column());
    }

    @Test
    void theWholeGraphIsWalked() {
        // one misplaced `(edge left)` hidden in each kind of position; each must be found
        Board hex = new Board.Hexagon(5);
        List<Game> games = List.of(
                withDestination(hex, not(and(empty(), or(occupied(), adjacent(edge(Edge.LEFT)))))),
                game(hex, repeat(List.of(P1, P2), placeWithResult(empty(),
                        not(and(fullBoard(), equal(n(1), count(edge(Edge.LEFT))))))), rule(fullBoard(), draw())),
                game(hex, repeat(List.of(P1, P2), placeWithEffects(empty(),
                        new Effect.Flip(edge(Edge.LEFT), Who.OPPONENT))), rule(fullBoard(), draw())),
                game(hex, repeat(List.of(P1, P2), placeWithEffects(empty(),
                        new Effect.SetScore(Who.MOVER, new Func.Subtract(n(1),
                                new Func.Multiply(List.of(new Func.Add(List.of(count(edge(Edge.LEFT)))))))))),
                        rule(fullBoard(), draw())),
                withEnd(hex, positive(connected(edge(Edge.TOP), edge(Edge.LEFT)))),
                withEnd(hex, new Pred.AtMost(n(0), count(edge(Edge.LEFT)))),
                withEnd(hex, new Pred.Or(List.of(fullBoard(), exists(edge(Edge.LEFT))))),
                game("t", hex, List.of(), List.of(once(List.of(P1), place(empty())),
                        repeat(List.of(P2), place(edge(Edge.LEFT)))), rule(fullBoard(), draw())),
                game("t", hex, List.of(), List.of(repeat(List.of(P1, P2), place(empty()))),
                        rule(fullBoard(), draw()), rule(exists(edge(Edge.LEFT)), new Outcome.Lose(Who.MOVER))));
        for (Game g : games) {
            Diagnostic d = only(rejected(g));
            assertTrue(d.message().startsWith("`(edge left)`"), d.message());
        }
    }

    @Test
    void validGamesAreReturnedWithTheirTopologyAndSources() {
        Source src = new Source("(game …)");
        Game g = game(new Board.Hexagon(9), repeat(List.of(P1, P2), place(empty())), rule(fullBoard(), draw()));
        AnalyzedGame a = Analysis.analyze(g, src.map);
        assertSame(g, a.game());
        assertSame(src.map, a.sources());
        assertEquals(g.board(), a.topology().board());
        assertEquals(61, a.topology().cellCount());
        assertSame(SourceMap.EMPTY, Analysis.analyze(g).sources());
    }

    @Test
    void nullsAreRejected() {
        assertThrows(NullPointerException.class, () -> Analysis.analyze(null));
        assertThrows(NullPointerException.class, () -> Analysis.analyze(game(new Board.Square(3),
                repeat(List.of(P1, P2), place(empty())), rule(fullBoard(), draw())), null));
    }

    @Test
    void placementMessagesUseTheCellsAsWritten() {
        Placement p = new Placement(P2, List.of(64, 3, 64));
        Game g = game("t", new Board.Square(8), List.of(p), List.of(repeat(List.of(P1, P2), place(empty()))),
                rule(fullBoard(), draw()));
        assertEquals("`(place P2 (64 3 64))`: cell 64 is not on the board: `(square 8)` has cells 0 … 63",
                only(rejected(g)).message());
    }

    @Test
    void phasesWithPlaceOpponentAreAnalysedToo() {
        Mechanic m = new Mechanic(Who.OPPONENT, edge(Edge.TOP_RIGHT), Optional.empty(), List.of(), false);
        Game g = game(new Board.Square(4), new Phase(dev.plateau.rules.Repetition.REPEAT, List.of(P1, P2), m),
                rule(fullBoard(), draw()));
        assertTrue(only(rejected(g)).message().startsWith("`(edge top_right)`: square boards"));
        Mask c = new Mask.Custodial(OptionalInt.empty(), Who.OPPONENT, Orientation.ORTHOGONAL);
        assertEquals("`(custodial any opponent orientation:orthogonal)`: hexagon boards have no `orthogonal` orientation",
                only(rejected(withDestination(new Board.Hexagon(3), c))).message());
    }
}
