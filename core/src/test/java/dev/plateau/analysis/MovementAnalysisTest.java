package dev.plateau.analysis;

import static dev.plateau.analysis.AnalysisTest.only;
import static dev.plateau.analysis.AnalysisTest.rejected;
import static dev.plateau.analysis.G.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
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
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The checks of games whose pieces move (docs/language.md, Pieces and moves): piece types, typed
 * and region start placements, movements, shots, {@code (piece …)}, {@code (no_moves)} and the
 * action limit. The games are built from the records, as the fluent builder does.
 */
class MovementAnalysisTest {
    private static final List<Player> P1_P2 = List.of(P1, P2);
    private static final EndRule NO_MOVES_LOSES = new EndRule(new Pred.NoMoves(), new Outcome.Lose(Who.MOVER));

    static PieceType type(String name, PieceOwner owner) {
        return new PieceType(name, owner);
    }

    static Placement typed(Player p, String piece, Integer... cells) {
        return new Placement(p, List.of(cells), Optional.of(piece), Optional.empty());
    }

    static Placement region(Player p, String piece, Mask region) {
        return new Placement(p, List.of(), Optional.ofNullable(piece), Optional.of(region));
    }

    static Movement step(DirectionChoice... directions) {
        return new Movement.Step(List.of(directions), Optional.empty(), Movement.DEFAULT_TO);
    }

    static Movement step(String piece, DirectionChoice... directions) {
        return new Movement.Step(List.of(directions), Optional.of(piece), Movement.DEFAULT_TO);
    }

    static Movement slide(DirectionChoice... directions) {
        return new Movement.Slide(List.of(directions), Optional.empty(), OptionalInt.empty(), Movement.DEFAULT_TO,
                Movement.DEFAULT_THROUGH);
    }

    static Phase moves(List<Player> order, Moves.Shot shot, Movement... movements) {
        return new Phase(Repetition.REPEAT, order, new Moves(List.of(movements), List.of(), Optional.ofNullable(shot),
                false));
    }

    static Game game(Board board, List<PieceType> pieces, List<Placement> start, Phase phase, EndRule... end) {
        return new Game("t", 2, board, pieces, start, List.of(phase), List.of(end), Parameters.NONE);
    }

    /** Breakthrough-like: pawns of each player on their two home rows, stepping forward. */
    static Game pawns(Board board, Phase phase) {
        return game(board, List.of(type("pawn", PieceOwner.EACH)),
                List.of(region(P1, "pawn", edge(Edge.BOTTOM)), region(P2, "pawn", edge(Edge.TOP))), phase,
                NO_MOVES_LOSES);
    }

    private static List<String> messages(GameException e) {
        return e.diagnostics().stream().map(Diagnostic::message).toList();
    }

    @Test
    void aValidGameHasNoProblems() {
        AnalyzedGame g = Analysis.analyze(pawns(new Board.Square(8), moves(P1_P2, null,
                step(RelativeDirection.FORWARD), step(RelativeDirection.FORWARD_LEFT, RelativeDirection.FORWARD_RIGHT))));
        assertEquals(List.of(), g.warnings());
        assertEquals(3 * 64, g.facts().actionCount());
    }

    // ------------------------------------------------------------------ declarations

    @Test
    void aPieceTypeDeclaredTwiceIsAnErrorAtTheSecondWithTheFirstInTheHint() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (square 3)) (pieces (pawn each) (pawn P1)))
                """);
        PieceType first = src.at("(pawn each)", type("pawn", PieceOwner.EACH));
        PieceType second = src.at("(pawn P1)", type("pawn", PieceOwner.P1));
        Game g = game(new Board.Square(3), List.of(first, second), List.of(typed(P1, "pawn", 0)),
                moves(P1_P2, null, step(Orientation.ANY)), NO_MOVES_LOSES);
        Diagnostic d = only(rejected(g, src.map));
        assertEquals("the piece type `pawn` is declared twice", d.message());
        assertEquals(Optional.of("it is first declared at line 1, column 61"), d.hint());
        assertEquals(Optional.of(new Span(Source.FILE, 1, 73, 9)), d.span());
    }

    @Test
    void aPieceMayNotBeNamedLikeAParameter() {
        Game g = game(new Board.Square(3), List.of(type("size", PieceOwner.EACH)), List.of(typed(P1, "size", 0)),
                moves(P1_P2, null, step(Orientation.ANY)), NO_MOVES_LOSES)
                .withParameters(Parameters.declare(List.of(new Parameter("size", 3, 3, 9))));
        assertEquals("the piece name `size` is also the name of a parameter; choose another name",
                only(rejected(g)).message());
    }

    @Test
    void aPieceNameThatIsAWordOfTheLanguageIsRefusedByItsRecord() {
        RuleException e = assertThrows(RuleException.class, () -> type("forward", PieceOwner.EACH));
        assertEquals("the piece name `forward` is a word of the language; choose another name", e.getMessage());
        assertThrows(RuleException.class, () -> type("empty", PieceOwner.EACH));
        assertThrows(RuleException.class, () -> type("Pawn", PieceOwner.EACH));
        // relative directions are words of the language for parameters too
        assertThrows(RuleException.class, () -> new Parameter("backward_left", 1, 1, 2));
    }

    @Test
    void relativeDirectionsBelongToMovementsOnly() {
        RuleException e = assertThrows(RuleException.class, () -> adjacent(occupied(), RelativeDirection.FORWARD));
        assertEquals("`(adjacent … direction:forward)`: relative directions such as `forward` are only for movements"
                + " (`step`, `slide`)", e.getMessage());
        assertThrows(RuleException.class, () -> connected(new dev.plateau.rules.Regions.EdgeRegions(),
                RelativeDirection.BACKWARD));
    }

    @Test
    void anUnusedPieceTypeIsAWarningAtItsDeclaration() {
        Source src = new Source("(pieces (pawn each) (king each))");
        PieceType king = src.at("(king each)", type("king", PieceOwner.EACH));
        Game g = game(new Board.Square(4), List.of(src.at("(pawn each)", type("pawn", PieceOwner.EACH)), king),
                List.of(typed(P1, "pawn", 0), typed(P2, "pawn", 15)), moves(P1_P2, null, step(Orientation.ANY)),
                NO_MOVES_LOSES);
        List<Diagnostic> warnings = Analysis.analyze(g, src.map).warnings();
        assertEquals(1, warnings.size(), warnings.toString());
        assertEquals("the piece type `king` is never used: no start placement, movement, shot or mask of the play"
                + " names it, and no placement puts it", warnings.get(0).message());
        assertEquals(Optional.of(new Span(Source.FILE, 1, 21, 11)), warnings.get(0).span());
    }

    @Test
    void aTypeIsUsedWhenAPlacementPutsItAsThePlayersFirstType() {
        // Untyped start placements and place phases put the player's first type.
        Game g = new Game("t", 2, new Board.Square(3), List.of(type("stone", PieceOwner.EACH)),
                List.of(G.start(P1, 4)), List.of(repeat(P1_P2, place(empty()))),
                List.of(rule(fullBoard(), draw())), Parameters.NONE);
        assertEquals(List.of(), Analysis.analyze(g).warnings());
    }

    // ------------------------------------------------------------------ start placements

    @Test
    void aStartPlacementNamesADeclaredTypeItsPlayerMayOwn() {
        Game g = game(new Board.Square(4), List.of(type("pawn", PieceOwner.P1), type("arrow", PieceOwner.NEUTRAL)),
                List.of(typed(P1, "pawn", 0), typed(P2, "pawn", 15), typed(P2, "arrow", 5), typed(P1, "pwan", 1)),
                moves(P1_P2, new Moves.Shot("arrow", step(Orientation.ANY)), step(Orientation.ANY)), NO_MOVES_LOSES);
        assertEquals(List.of(
                "`(place P2 pawn (15))`: `pawn` is P1's piece type (`(pawn P1)`), so P2 cannot own it",
                "`(place P2 arrow (5))`: `arrow` is a neutral piece type, and a start placement puts a player's pieces:"
                        + " neutral pieces cannot be placed at the start",
                "`(place P1 pwan (1))`: no piece type `pwan` is declared; the game declares `pawn` and `arrow`"),
                messages(rejected(g)));
    }

    @Test
    void withPieceTypesAPlayerWhoStartsOrPlacesNeedsAType() {
        List<PieceType> onlyP1 = List.of(type("king", PieceOwner.P1));
        Game starts = game(new Board.Square(4), onlyP1, List.of(G.start(P1, 0), G.start(P2, 15)),
                moves(List.of(P1), null, step(Orientation.ANY)), NO_MOVES_LOSES);
        Diagnostic d = only(rejected(starts));
        assertEquals("`(place P2 (15))`: P2 has no piece type to place: no type of `(pieces …)` may be owned by P2",
                d.message());
        Game places = new Game("t", 2, new Board.Square(3), onlyP1, List.of(), List.of(repeat(P1_P2, place(empty()))),
                List.of(rule(fullBoard(), draw())), Parameters.NONE);
        assertEquals("`(place …)`: P2 places pieces in this phase, but no type of `(pieces …)` may be owned by P2;"
                + " a placement puts the player's first piece type", only(rejected(places)).message());
    }

    @Test
    void aStartRegionUsesOnlyWhatTheBoardFixes() {
        Source src = new Source("(start (place P1 pawn (and (edge bottom) (not (occupied opponent)))))");
        Mask occupied = src.at("(occupied opponent)", occupied(Who.OPPONENT));
        Game g = pawns(new Board.Square(5), moves(P1_P2, null, step(RelativeDirection.FORWARD)));
        g = game(g.board(), g.pieces(), List.of(src.at("(place P1", region(P1, "pawn", and(edge(Edge.BOTTOM),
                not(occupied)))), region(P2, "pawn", new Mask.PrevMove(Who.MOVER))),
                g.phases().get(0), NO_MOVES_LOSES);
        GameException e = rejected(g, src.map);
        assertEquals(List.of("`(prev_move mover)` cannot describe a start region: a region is evaluated once, on the"
                        + " empty board, so it may only use what the board fixes: `center`, `corners`, `edge`,"
                        + " `adjacent`, and `and`, `or` and `not` of these",
                "`(occupied opponent)` cannot describe a start region: a region is evaluated once, on the empty board,"
                        + " so it may only use what the board fixes: `center`, `corners`, `edge`, `adjacent`, and"
                        + " `and`, `or` and `not` of these"), messages(e));
        assertEquals(Optional.of(new Span(Source.FILE, 1, 47, 19)), e.diagnostics().get(1).span());
    }

    @Test
    void regionsAreEvaluatedForTheStartWarnings() {
        // P2's region (the corners) takes corner 12 from P1's bottom row; an empty region puts nothing.
        Game g = game(new Board.Square(4), List.of(type("pawn", PieceOwner.EACH)),
                List.of(region(P1, "pawn", edge(Edge.BOTTOM)), region(P2, "pawn", new Mask.Corners()),
                        region(P1, "pawn", and(edge(Edge.TOP), adjacent(edge(Edge.BOTTOM), Direction.DOWN)))),
                moves(P1_P2, null, step(Orientation.ANY)), NO_MOVES_LOSES);
        List<String> warnings = Analysis.analyze(g).warnings().stream().map(Diagnostic::message).toList();
        assertEquals(List.of("`(place P2 pawn …)`: cells 12 and 15 are also start cells of P1; the later placement"
                        + " wins, so they start with P2's pieces",
                "`(place P1 pawn …)`: the region has no cell on `(square 4)`, so this placement puts no piece on the"
                        + " board"), warnings);
    }

    // ------------------------------------------------------------------ movements and shots

    @Test
    void aMovementPieceIsOneTheMoversMayOwn() {
        Game g = game(new Board.Square(4),
                List.of(type("king", PieceOwner.P1), type("arrow", PieceOwner.NEUTRAL), type("pawn", PieceOwner.P2)),
                List.of(typed(P1, "king", 0), typed(P2, "pawn", 15)),
                moves(List.of(P2), new Moves.Shot("arrow", step(Orientation.ANY)), step("king", Orientation.ANY),
                        step("arrow", Orientation.ANY), step("pawn", Orientation.ANY), step("rook", Orientation.ANY)),
                NO_MOVES_LOSES);
        assertEquals(List.of("`piece:king`: `king` is P1's piece type, but only P2 moves in this phase",
                "`piece:arrow`: `arrow` is a neutral piece type, and players move only their own pieces",
                "`piece:rook`: no piece type `rook` is declared; the game declares `king`, `arrow` and `pawn`"),
                messages(rejected(g)));
    }

    @Test
    void aShotPutsANeutralPieceOrOneEveryMoverOwns() {
        Game g = game(new Board.Square(4), List.of(type("queen", PieceOwner.EACH), type("wall", PieceOwner.P1)),
                List.of(typed(P1, "queen", 0), typed(P2, "queen", 15)),
                moves(P1_P2, new Moves.Shot("wall", slide(Orientation.ANY)), slide(Orientation.ANY)), NO_MOVES_LOSES);
        assertEquals("`(shoot wall …)`: P2 moves in this phase, but `wall` is P1's piece type; a shot puts a piece of"
                + " the mover or a neutral one", only(rejected(g)).message());
    }

    @Test
    void aMovementDirectionMustExistOnTheBoard() {
        Game g = pawns(new Board.Hexagon(5), moves(P1_P2, null, step(Direction.UP, Direction.UP_LEFT),
                slide(Orientation.ORTHOGONAL), step(RelativeDirection.BACKWARD_RIGHT)));
        GameException e = rejected(g);
        assertEquals(List.of("`(step (up up_left))`: hexagon boards have no `up` direction",
                "`(slide orthogonal)`: hexagon boards have no `orthogonal` direction",
                "`(step backward_right)`: hexagon boards have no `backward_right` direction"), messages(e));
        assertEquals(Optional.of("relative directions need the board's `up` and `down`; use absolute directions"),
                e.diagnostics().get(2).hint());
    }

    @Test
    void pieceMasksNameDeclaredTypes() {
        Game none = new Game("t", 2, new Board.Square(3), List.of(),
                List.of(repeat(P1_P2, place(new Mask.PieceOf("pawn", Optional.empty())))),
                List.of(rule(fullBoard(), draw())), Parameters.NONE);
        Diagnostic d = only(rejected(none));
        assertEquals("`(piece pawn)`: the game declares no piece types, so there is no `pawn`", d.message());
        assertEquals(Optional.of("declare it after the board: `(equipment (board …) (pieces (pawn each)))`"), d.hint());
        // a neutral type never belongs to a player: allowed, but always empty
        Game neutral = game(new Board.Square(4), List.of(type("queen", PieceOwner.EACH), type("arrow", PieceOwner.NEUTRAL)),
                List.of(typed(P1, "queen", 0), typed(P2, "queen", 15)),
                moves(P1_P2, new Moves.Shot("arrow", slide(Orientation.ANY)), slide(Orientation.ANY)),
                new EndRule(exists(new Mask.PieceOf("arrow", Optional.of(Who.OPPONENT))), moverWins()));
        assertEquals(List.of("`(piece arrow opponent)` is always empty: `arrow` is a neutral piece type, which no"
                + " player owns"), Analysis.analyze(neutral).warnings().stream().map(Diagnostic::message).toList());
    }

    @Test
    void noMovesIsOnlyForEndRules() {
        Game g = new Game("t", 2, new Board.Square(3), List.of(),
                List.of(repeat(P1_P2, placeWithResult(empty(), not(new Pred.NoMoves())))),
                List.of(rule(new Pred.NoMoves(), draw())), Parameters.NONE);
        Diagnostic d = only(rejected(g));
        assertTrue(d.message().startsWith("`(no_moves)` is only meaningful in end rules"), d.message());
    }

    // ------------------------------------------------------------------ limits

    @Test
    void aGameWithTooManyActionsIsRefusedAtItsWidestMovement() {
        Source src = new Source("(move (step left) (slide (left right)))");
        Movement wide = src.at("(slide (left right))", slide(Direction.LEFT, Direction.RIGHT));
        Game g = game(new Board.Rectangle(1, 1024), List.of(type("rook", PieceOwner.EACH)),
                List.of(typed(P1, "rook", 0), typed(P2, "rook", 1023)),
                moves(P1_P2, null, src.at("(step left)", step(Direction.LEFT)), wide), NO_MOVES_LOSES);
        Diagnostic d = only(rejected(g, src.map));
        // left and right, 1 … 1023 steps each
        assertEquals("`(slide (left right))`: the game has too many actions on `(rectangle 1 1024)`: 2,046 planes"
                + " of 1,024 cells make 2,095,104 actions, over the limit of 1,000,000", d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 1, 19, 20)), d.span());
        assertEquals(Optional.of("give the slides a `max:`, or use fewer directions or a smaller board"), d.hint());
    }

    @Test
    void aSlideWithAMaximumStaysWithinTheLimits() {
        Movement limited = new Movement.Slide(List.of(Direction.LEFT, Direction.RIGHT), Optional.empty(),
                OptionalInt.of(4), Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH);
        Game g = game(new Board.Rectangle(1, 1024), List.of(type("rook", PieceOwner.EACH)),
                List.of(typed(P1, "rook", 0), typed(P2, "rook", 1023)), moves(P1_P2, null, limited), NO_MOVES_LOSES);
        assertEquals(8 * 1024, Analysis.analyze(g).facts().actionCount());
    }

    @Test
    void manyActionPlanesOnABigBoardAreTooMuchWorkAndSaySo() {
        // 800 planes are within the action limit on 1024 cells, but every step reads and writes them all.
        Movement slide = new Movement.Slide(List.of(Direction.LEFT, Direction.RIGHT), Optional.empty(),
                OptionalInt.of(400), Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH);
        Game g = game(new Board.Rectangle(1, 1024), List.of(type("rook", PieceOwner.EACH)),
                List.of(typed(P1, "rook", 0), typed(P2, "rook", 1023)), moves(P1_P2, null, slide), NO_MOVES_LOSES);
        Diagnostic d = only(rejected(g));
        assertTrue(d.message().startsWith("`(slide (left right) …)`: the game is too large to compile on"
                + " `(rectangle 1 1024)`"), d.message());
        assertTrue(d.message().contains("its 800 action planes alone need about"), d.message());
    }

    @Test
    void theMovementGamesOfTheReferenceAreValid() {
        Map<String, Game> games = Map.of("breakthrough", pawns(new Board.Square(8), moves(P1_P2, null,
                        step(RelativeDirection.FORWARD),
                        new Movement.Step(List.of(RelativeDirection.FORWARD_LEFT, RelativeDirection.FORWARD_RIGHT),
                                Optional.empty(), not(occupied(Who.MOVER))))),
                "amazons", game(new Board.Square(10), List.of(type("queen", PieceOwner.EACH),
                                type("arrow", PieceOwner.NEUTRAL)),
                        List.of(typed(P1, "queen", 60, 93, 96, 69), typed(P2, "queen", 30, 3, 6, 39)),
                        moves(P1_P2, new Moves.Shot("arrow", slide(Orientation.ANY)), slide(Orientation.ANY)),
                        new EndRule(new Pred.NoMoves(), moverWins())));
        for (Map.Entry<String, Game> e : games.entrySet()) {
            assertEquals(List.of(), Analysis.analyze(e.getValue()).warnings(), e.getKey());
        }
        assertEquals(8 * 9 * 100, Analysis.analyze(games.get("amazons")).facts().actionCount());
    }

    static Func connected(dev.plateau.rules.Regions regions, DirectionChoice d) {
        return new Func.Connected(regions, Who.MOVER, d);
    }
}
