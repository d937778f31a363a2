package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Games whose pieces move (docs/language.md, Pieces and moves) in text: the two games of the
 * reference read as the records say, survive writing, and are analysed with positioned errors.
 */
class MovementTextTest {
    static final String BREAKTHROUGH = """
            (game "Breakthrough" (parameters (size 8 4 16)) (players 2)
              (equipment (board (square size)) (pieces (pawn each)))
              (rules (start (place P1 pawn (or (edge bottom) (adjacent (edge bottom) direction:up)))
                            (place P2 pawn (or (edge top) (adjacent (edge top) direction:down))))
                     (play (repeat (P1 P2)
                             (move (step forward)
                                   (step (forward_left forward_right) (to (not (occupied mover)))))))
                     (end (if (and (mover_is P1) (exists (and (occupied mover) (edge top)))) (mover win))
                          (if (and (mover_is P2) (exists (and (occupied mover) (edge bottom)))) (mover win)))))
            """;

    static final String AMAZONS = """
            (game "Amazons" (players 2)
              (equipment (board (square 10)) (pieces (queen each) (arrow neutral)))
              (rules (start (place P1 queen (60 93 96 69)) (place P2 queen (30 3 6 39)))
                     (play (repeat (P1 P2) (move (slide any) (then (shoot arrow (slide any))))))
                     (end (if (no_moves) (mover win)))))
            """;

    private static final List<Player> P1_P2 = List.of(Player.P1, Player.P2);

    /** Breakthrough at a size, built from the records alone. */
    static Game breakthrough(int size) {
        Mask p1Rows = new Mask.Or(List.of(new Mask.EdgeCells(Edge.BOTTOM),
                new Mask.Adjacent(new Mask.EdgeCells(Edge.BOTTOM), Direction.UP)));
        Mask p2Rows = new Mask.Or(List.of(new Mask.EdgeCells(Edge.TOP),
                new Mask.Adjacent(new Mask.EdgeCells(Edge.TOP), Direction.DOWN)));
        Moves moves = new Moves(List.of(
                new Movement.Step(List.of(RelativeDirection.FORWARD), Optional.empty(), Movement.DEFAULT_TO),
                new Movement.Step(List.of(RelativeDirection.FORWARD_LEFT, RelativeDirection.FORWARD_RIGHT),
                        Optional.empty(), new Mask.Not(new Mask.OccupiedBy(Who.MOVER)))),
                List.of(), Optional.empty(), false);
        return new Game("Breakthrough", 2, new Board.Square(size), List.of(new PieceType("pawn", PieceOwner.EACH)),
                List.of(new Placement(Player.P1, List.of(), Optional.of("pawn"), Optional.of(p1Rows)),
                        new Placement(Player.P2, List.of(), Optional.of("pawn"), Optional.of(p2Rows))),
                List.of(new Phase(Repetition.REPEAT, P1_P2, moves)),
                List.of(reaches(Player.P1, Edge.TOP), reaches(Player.P2, Edge.BOTTOM)),
                Parameters.declare(List.of(new Parameter("size", 8, 4, 16))).bind(Map.of("size", size)));
    }

    private static EndRule reaches(Player player, Edge edge) {
        return new EndRule(new Pred.And(List.of(new Pred.MoverIs(player), new Pred.Exists(new Mask.And(List.of(
                new Mask.OccupiedBy(Who.MOVER), new Mask.EdgeCells(edge)))))), new Outcome.Win(Who.MOVER));
    }

    /** Amazons, built from the records alone. */
    static Game amazons() {
        Movement queen = new Movement.Slide(List.of(Orientation.ANY), Optional.empty(), OptionalInt.empty(),
                Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH);
        Moves moves = new Moves(List.of(queen), List.of(), Optional.of(new Moves.Shot("arrow", queen)), false);
        return new Game("Amazons", 2, new Board.Square(10),
                List.of(new PieceType("queen", PieceOwner.EACH), new PieceType("arrow", PieceOwner.NEUTRAL)),
                List.of(new Placement(Player.P1, List.of(60, 93, 96, 69), Optional.of("queen"), Optional.empty()),
                        new Placement(Player.P2, List.of(30, 3, 6, 39), Optional.of("queen"), Optional.empty())),
                List.of(new Phase(Repetition.REPEAT, P1_P2, moves)),
                List.of(new EndRule(new Pred.NoMoves(), new Outcome.Win(Who.MOVER))), Parameters.NONE);
    }

    @Test
    void breakthroughReadsAsItsRecords() {
        assertEquals(breakthrough(8), LdxReader.read("b.ldx", BREAKTHROUGH).game());
        assertEquals(breakthrough(12), LdxReader.read("b.ldx", BREAKTHROUGH, Map.of("size", 12)).game());
    }

    @Test
    void amazonsReadsAsItsRecords() {
        assertEquals(amazons(), LdxReader.read("a.ldx", AMAZONS).game());
    }

    @Test
    void bothSurviveWriteThenReadAndWritingIsAFixedPoint() {
        for (Game g : List.of(breakthrough(8), breakthrough(5), amazons())) {
            String text = LdxWriter.write(g);
            Game back = LdxReader.read("w.ldx", text, g.parameters().values()).game();
            assertEquals(g, back, text);
            assertEquals(text, LdxWriter.write(back));
            for (String line : text.split("\n")) {
                assertTrue(line.length() <= Layout.WIDTH, line);
            }
        }
    }

    @Test
    void theWriterLaysOutAmazonsLikeTheReference() {
        assertEquals("""
                (game "Amazons" (players 2) (equipment (board (square 10)) (pieces (queen each) (arrow neutral)))
                  (rules (start (place P1 queen (60 93 96 69)) (place P2 queen (30 3 6 39)))
                         (play (repeat (P1 P2)
                                 (move (slide any)
                                       (then (shoot arrow (slide any))))))
                         (end (if (no_moves) (mover win)))))
                """, LdxWriter.write(amazons()));
    }

    @Test
    void bothAreValidWithoutWarnings() {
        for (String text : List.of(BREAKTHROUGH, AMAZONS)) {
            AnalyzedGame analyzed = LdxReader.analyze("g.ldx", text);
            assertEquals(List.of(), analyzed.warnings());
        }
        // 3 planes (forward, forward_left, forward_right) of 64 cells; Amazons: 8 directions × 9 distances × 100
        assertEquals(3 * 64, LdxReader.analyze("b.ldx", BREAKTHROUGH).facts().actionCount());
        assertEquals(8 * 9 * 100, LdxReader.analyze("a.ldx", AMAZONS).facts().actionCount());
    }

    @Test
    void aParameterStandsForTheMaximumOfASlide() {
        String text = """
                (game "Rooks" (parameters (reach 2 1 7)) (players 2)
                  (equipment (board (square 8)) (pieces (rook each)))
                  (rules (start (place P1 rook (edge bottom)) (place P2 rook (edge top)))
                         (play (repeat (P1 P2) (move (slide orthogonal (to (not (occupied mover))) max:reach))))
                         (end (if (no_moves) (mover lose)))))
                """;
        for (int reach : List.of(2, 5)) {
            Game g = LdxReader.read("r.ldx", text, Map.of("reach", reach)).game();
            Movement.Slide slide = (Movement.Slide) ((Moves) g.phases().get(0).rule()).movements().get(0);
            assertEquals(OptionalInt.of(reach), slide.max());
        }
    }

    @Test
    void aParameterIsNotAPieceName() {
        String text = AMAZONS.replace("(game \"Amazons\"", "(game \"Amazons\" (parameters (n 3 1 9))")
                .replace("(shoot arrow", "(shoot n");
        GameException e = assertThrows(GameException.class, () -> LdxReader.read("a.ldx", text));
        assertEquals("expected a piece name after `(shoot`, found the parameter `n`", e.diagnostics().get(0).message());
    }

    @Test
    void aStartRegionIsAnyMaskAndAPieceNameIsAnyOtherWord() {
        Game g = LdxReader.read("s.ldx", AMAZONS.replace("(place P1 queen (60 93 96 69))",
                "(place P1 queen (edge top)) (place P2 corners) (place P1 (not (adjacent center)))")).game();
        assertEquals(Optional.of(new Mask.EdgeCells(Edge.TOP)), g.start().get(0).region());
        assertEquals(Optional.of("queen"), g.start().get(0).piece());
        assertEquals(Optional.of(new Mask.Corners()), g.start().get(1).region());
        assertEquals(Optional.empty(), g.start().get(1).piece());
        assertInstanceOf(Mask.Not.class, g.start().get(2).region().orElseThrow());
    }

    @Test
    void aMoveRuleSpansItsMoveForm() {
        ParsedGame parsed = LdxReader.read("a.ldx", AMAZONS);
        Moves moves = (Moves) parsed.game().phases().get(0).rule();
        String line = AMAZONS.lines().toList().get(3);
        Span span = parsed.sourceMap().spanOf(moves).orElseThrow();
        assertEquals(line.indexOf("(move") + 1, span.column());
        assertEquals("(move (slide any) (then (shoot arrow (slide any))))".length(), span.length());
        Span shot = parsed.sourceMap().spanOf(moves.shot().orElseThrow()).orElseThrow();
        assertEquals(line.indexOf("(shoot") + 1, shot.column());
    }

    // ---- analysis errors, positioned in the text

    private static Diagnostic onlyError(String text) {
        GameException e = assertThrows(GameException.class, () -> LdxReader.analyze("t.ldx", text));
        assertEquals(1, e.diagnostics().size(), e.getMessage());
        return e.diagnostics().get(0);
    }

    private static int column(String text, int line, String needle) {
        return text.lines().toList().get(line - 1).indexOf(needle) + 1;
    }

    @Test
    void aStartPieceOfTheOtherPlayerIsAnErrorAtItsPlacement() {
        String text = BREAKTHROUGH.replace("(pieces (pawn each))", "(pieces (pawn P1) (stone P2))");
        Diagnostic d = onlyError(text);
        assertEquals("`(place P2 pawn …)`: `pawn` is P1's piece type (`(pawn P1)`), so P2 cannot own it", d.message());
        assertEquals(Optional.of(new Span("t.ldx", 4, column(text, 4, "(place P2"),
                "(place P2 pawn (or (edge top) (adjacent (edge top) direction:down)))".length())), d.span());
    }

    @Test
    void neutralPiecesCannotStartOnTheBoard() {
        Diagnostic d = onlyError(AMAZONS.replace("(place P2 queen (30 3 6 39))", "(place P2 arrow (30 3 6 39))"));
        assertEquals("`(place P2 arrow (30 3 6 39))`: `arrow` is a neutral piece type, and a start placement puts a "
                + "player's pieces: neutral pieces cannot be placed at the start", d.message());
    }

    @Test
    void neutralPiecesStartOnTheBoardByTheirOwnWordAndReadBack() {
        String text = AMAZONS.replace("(place P2 queen (30 3 6 39))",
                "(place P2 queen (30 3 6 39)) (place neutral arrow (0 99)) (place neutral arrow corners)");
        Game g = LdxReader.read("a.ldx", text).game();
        assertEquals(Placement.ofNeutral("arrow", List.of(0, 99), Optional.empty()), g.start().get(2));
        assertTrue(g.start().get(3).neutral() && g.start().get(3).player() == null, g.start().toString());
        assertEquals("(place neutral arrow (0 99))", LdxWriter.inline(g.start().get(2)));
        assertEquals(g, LdxReader.read("b.ldx", LdxWriter.write(g)).game());
        assertEquals(List.of(), LdxReader.analyze("a.ldx", text).warnings());
    }

    @Test
    void aNeutralPlacementNeedsANeutralType() {
        Diagnostic d = onlyError(AMAZONS.replace("(place P2 queen (30 3 6 39))",
                "(place P2 queen (30 3 6 39)) (place neutral queen (0 99))"));
        assertEquals("`(place neutral queen (0 99))`: `queen` is declared `(queen each)`, a player's piece type, not a"
                + " neutral one", d.message());
        GameException e = assertThrows(GameException.class, () -> LdxReader.read("a.ldx",
                AMAZONS.replace("(place P2 queen (30 3 6 39))", "(place P2 queen (30 3 6 39)) (place neutral (0 99))")));
        assertTrue(e.getMessage().contains("expected a piece name after `(place neutral`"), e.getMessage());
    }

    @Test
    void aCellGivenToAPlayerAndThenToNeutralPiecesIsWarnedAbout() {
        AnalyzedGame a = LdxReader.analyze("a.ldx", AMAZONS.replace("(place P2 queen (30 3 6 39))",
                "(place P2 queen (30 3 6 39)) (place neutral arrow (3 4)) (place neutral arrow (60 30 31))"));
        assertEquals(List.of("`(place neutral arrow (3 4))`: cell 3 is also a start cell of P2; the later placement"
                + " wins, so it starts with a neutral piece", "`(place neutral arrow (60 30 31))`: cells 60 and 30 are"
                + " also start cells of P1 and P2; the later placement wins, so they start with neutral pieces"),
                a.warnings().stream().map(Diagnostic::message).toList());
    }

    @Test
    void relativeDirectionsAreRefusedOnHexBoards() {
        String text = BREAKTHROUGH.replace("(square size)", "(hexagon 9)").replace("direction:up", "direction:up_left")
                .replace("direction:down", "direction:down_left");
        GameException e = assertThrows(GameException.class, () -> LdxReader.analyze("t.ldx", text));
        assertEquals(List.of("`(step forward)`: hexagon boards have no `forward` direction",
                "`(step (forward_left forward_right) …)`: hexagon boards have no `forward_left` direction",
                "`(step (forward_left forward_right) …)`: hexagon boards have no `forward_right` direction"),
                e.diagnostics().stream().map(Diagnostic::message).toList());
        assertEquals(Optional.of("relative directions need the board's `up` and `down`; use absolute directions"),
                e.diagnostics().get(0).hint());
        assertEquals(6, e.diagnostics().get(0).span().orElseThrow().line());
    }

    @Test
    void noMovesOutsideEndRulesIsAnError() {
        String text = """
                (game "t" (players 2) (equipment (board (square 3)))
                  (rules (play (repeat (P1 P2) (place (destination empty) (result (not (no_moves))))))
                         (end (if (no_moves) (draw)))))
                """;
        Diagnostic d = onlyError(text);
        assertTrue(d.message().startsWith("`(no_moves)` is only meaningful in end rules"), d.message());
        assertEquals(Optional.of(new Span("t.ldx", 2, column(text, 2, "(no_moves)"), "(no_moves)".length())), d.span());
    }

    @Test
    void quietMovesAndMoveCountMayStandInTheHeuristic() {
        String text = """
                (game "t" (players 2) (equipment (board (square 3)) (pieces (rook each)))
                  (rules (start (place P1 rook (0)) (place P2 rook (8)))
                         (play (repeat (P1 P2) (move (slide orthogonal))))
                         (end (if (no_moves) (mover lose)))
                         (heuristic (subtract (move_count) (quiet_moves)))))
                """;
        assertEquals(List.of(), LdxReader.analyze("t.ldx", text).warnings());
    }

    @Test
    void quietMovesMoveCountAndRepeatedOutsideEndRulesAreErrors() {
        for (String use : List.of("(quiet_moves)", "(move_count)")) {
            String text = """
                    (game "t" (players 2) (equipment (board (square 3)) (pieces (rook each)))
                      (rules (start (place P1 rook (0)) (place P2 rook (8)))
                             (play (repeat (P1 P2) (move (slide orthogonal) (effects (set_score mover USE)))))
                             (end (if (no_moves) (mover lose)))))
                    """.replace("USE", use);
            Diagnostic d = onlyError(text);
            assertTrue(d.message().startsWith("`" + use + "` is only meaningful in end rules and in `(heuristic …)`: "),
                    d.message());
            assertEquals(Optional.of(new Span("t.ldx", 3, column(text, 3, use), use.length())), d.span());
        }
        String repeated = """
                (game "t" (players 2) (equipment (board (square 3)))
                  (rules (play (repeat (P1 P2) (place (destination empty) (result (not (repeated 2 window:9))))))
                         (end (if (full_board) (draw)))))
                """;
        Diagnostic d = onlyError(repeated);
        assertTrue(d.message().startsWith("`(repeated 2 window:9)` is only meaningful in end rules"), d.message());
    }

    @Test
    void anUndeclaredPieceIsNamedWhereItIsUsed() {
        String text = AMAZONS.replace("(shoot arrow", "(shoot arow");
        Diagnostic d = onlyError(text);
        assertEquals("`(shoot arow …)`: no piece type `arow` is declared; the game declares `queen` and `arrow`",
                d.message());
        assertEquals(4, d.span().orElseThrow().line());
        assertEquals(column(text, 4, "(shoot"), d.span().orElseThrow().column());
    }

    @Test
    void aStartRegionMustBeFixedByTheBoard() {
        String text = AMAZONS.replace("(place P2 queen (30 3 6 39))", "(place P2 queen (and (edge top) empty))");
        Diagnostic d = onlyError(text);
        assertTrue(d.message().startsWith("`empty` cannot describe a start region"), d.message());
        assertEquals(column(text, 3, "empty))"), d.span().orElseThrow().column());
    }
}
