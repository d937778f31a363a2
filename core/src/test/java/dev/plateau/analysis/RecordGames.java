package dev.plateau.analysis;

import static dev.plateau.analysis.G.*;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
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
import java.util.function.Supplier;

/**
 * Games built with the rule records alone, for core's own tests: core cannot read {@code .ldx} text
 * (the reader, in dsl-text, depends on core), so its tests of the analysis, the lowering and the
 * simulator take their games from here. They play as the library's games of the same names, but
 * they are fixtures, not the library: the library is {@code games/*.ldx}, which every other module's
 * tests read through {@code dev.plateau.testgames.LibraryGames} (module test-games), and no test ties
 * these to the files.
 */
public final class RecordGames {
    private RecordGames() {}

    public static Game ticTacToe() {
        return game("Tic-Tac-Toe", new Board.Square(3), List.of(),
                List.of(repeat(List.of(P1, P2), place(empty()))),
                rule(positive(line(3)), moverWins()), rule(fullBoard(), draw()));
    }

    public static Game connectFour() {
        return game("Connect Four", new Board.Rectangle(6, 7), List.of(),
                List.of(repeat(List.of(P1, P2),
                        place(and(empty(), or(edge(Edge.BOTTOM), adjacent(occupied(), Direction.UP)))))),
                rule(positive(line(4)), moverWins()), rule(fullBoard(), draw()));
    }

    public static Game gomoku() {
        return game("Gomoku", new Board.Square(15), List.of(),
                List.of(repeat(List.of(P1, P2), place(empty()))),
                rule(positive(lineExact(5)), moverWins()), rule(fullBoard(), draw()));
    }

    public static Game hex() {
        return game("Hex", new Board.HexRectangle(11, 11), List.of(),
                List.of(repeat(List.of(P1, P2), place(empty()))),
                rule(and(atLeast(connected(edge(Edge.TOP), edge(Edge.BOTTOM)), n(2)), moverIs(P1)), moverWins()),
                rule(and(atLeast(connected(edge(Edge.LEFT), edge(Edge.RIGHT)), n(2)), moverIs(P2)), moverWins()),
                rule(fullBoard(), draw()));
    }

    public static Game pente() {
        return game("Pente", new Board.Square(19), List.of(),
                List.of(once(List.of(P1), place(new Mask.Center())),
                        repeat(List.of(P2, P1), placeWithEffects(empty(),
                                new Effect.Capture(custodial(2), Who.OPPONENT, true)))),
                rule(positive(line(5)), moverWins()), rule(atLeast(score(Who.MOVER), n(10)), moverWins()));
    }

    public static Game reversi() {
        return game("Reversi", new Board.Square(8), List.of(start(P1, 27, 36), start(P2, 28, 35)),
                List.of(repeat(List.of(P2, P1), place(empty(), exists(custodialAny()),
                        List.of(new Effect.Flip(custodialAny(), Who.OPPONENT),
                                new Effect.SetScore(Who.MOVER, count(occupied(Who.MOVER))),
                                new Effect.SetScore(Who.OPPONENT, count(occupied(Who.OPPONENT)))),
                        true))),
                rule(new Pred.PassedBoth(), new Outcome.ByScore()));
    }

    public static Game yavalath() {
        return game("Yavalath", new Board.Hexagon(9), List.of(),
                List.of(repeat(List.of(P1, P2), place(empty()))),
                rule(positive(line(4)), moverWins()),
                rule(positive(line(3)), new Outcome.Lose(Who.MOVER)),
                rule(fullBoard(), draw()));
    }

    public static Game yavalax() {
        return game("Yavalax", new Board.Square(13), List.of(),
                List.of(once(List.of(P1), place(empty())),
                        repeat(List.of(P2, P2, P1, P1), placeWithResult(empty(),
                                and(not(positive(line(5))), not(equal(line(4), n(1))))))),
                rule(atLeast(line(4), n(2)), moverWins()), rule(fullBoard(), draw()));
    }

    public static Game connect6() {
        return game("Connect6", new Board.Square(19), List.of(),
                List.of(once(List.of(P1), place(empty())), repeat(List.of(P2, P2, P1, P1), place(empty()))),
                rule(positive(line(6)), moverWins()));
    }

    public static Game complexityDemo() {
        return game("Complexity Demo", new Board.Square(10), List.of(),
                List.of(once(List.of(P1), place(empty())),
                        repeat(List.of(P2, P2, P1, P1), placeWithEffects(
                                and(empty(), not(adjacent(adjacent(prev(Who.OPPONENT))))),
                                new Effect.Capture(adjacent(prev(Who.MOVER)), Who.OPPONENT, true)))),
                rule(positive(line(4)), moverWins()), rule(atLeast(score(Who.MOVER), n(5)), moverWins()),
                rule(fullBoard(), draw()));
    }

    /** Breakthrough on an n × n board (as games/breakthrough.ldx plays it). */
    public static Game breakthrough(int n) {
        Mask bottomTwo = new Mask.Or(List.of(new Mask.EdgeCells(Edge.BOTTOM),
                new Mask.Adjacent(new Mask.EdgeCells(Edge.BOTTOM), Direction.UP)));
        Mask topTwo = new Mask.Or(List.of(new Mask.EdgeCells(Edge.TOP),
                new Mask.Adjacent(new Mask.EdgeCells(Edge.TOP), Direction.DOWN)));
        Moves moves = new Moves(List.of(
                new Movement.Step(List.of(RelativeDirection.FORWARD), Optional.empty(), new Mask.Empty()),
                new Movement.Step(List.of(RelativeDirection.FORWARD_LEFT, RelativeDirection.FORWARD_RIGHT),
                        Optional.empty(), new Mask.Not(new Mask.OccupiedBy(Who.MOVER)))),
                List.of(), Optional.empty(), false);
        return new Game("Breakthrough", 2, new Board.Square(n), List.of(new PieceType("pawn", PieceOwner.EACH)),
                List.of(new Placement(Player.P1, List.of(), Optional.of("pawn"), Optional.of(bottomTwo)),
                        new Placement(Player.P2, List.of(), Optional.of("pawn"), Optional.of(topTwo))),
                List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves)),
                List.of(reach(Player.P1, Edge.TOP), reach(Player.P2, Edge.BOTTOM)), Parameters.NONE);
    }

    private static EndRule reach(Player player, Edge edge) {
        return new EndRule(new Pred.And(List.of(new Pred.MoverIs(player),
                new Pred.Exists(new Mask.And(List.of(new Mask.OccupiedBy(Who.MOVER), new Mask.EdgeCells(edge)))))),
                new Outcome.Win(Who.MOVER));
    }

    /** Amazons on 10 × 10 (games/amazons.ldx). */
    public static Game amazons() {
        List<DirectionChoice> any = List.of(Orientation.ANY);
        Movement queen = new Movement.Slide(any, Optional.empty(), OptionalInt.empty(), new Mask.Empty(), new Mask.Empty());
        Moves moves = new Moves(List.of(queen), List.of(), Optional.of(new Moves.Shot("arrow", queen)), false);
        return new Game("Amazons", 2, new Board.Square(10),
                List.of(new PieceType("queen", PieceOwner.EACH), new PieceType("arrow", PieceOwner.NEUTRAL)),
                List.of(new Placement(Player.P1, List.of(60, 93, 96, 69), Optional.of("queen"), Optional.empty()),
                        new Placement(Player.P2, List.of(30, 3, 6, 39), Optional.of("queen"), Optional.empty())),
                List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves)),
                List.of(new EndRule(new Pred.NoMoves(), new Outcome.Win(Who.MOVER))), Parameters.NONE);
    }

    private static final List<Integer> ATTACKERS = List.of(3, 4, 5, 13, 27, 36, 45, 37, 35, 44, 53, 43, 67, 75, 76, 77);
    private static final List<Integer> DEFENDERS = List.of(22, 31, 49, 58, 38, 39, 41, 42);

    private static List<Placement> tablutStart() {
        return List.of(new Placement(Player.P1, ATTACKERS, Optional.of("soldier"), Optional.empty()),
                new Placement(Player.P2, DEFENDERS, Optional.of("soldier"), Optional.empty()),
                new Placement(Player.P2, List.of(40), Optional.of("king"), Optional.empty()));
    }

    private static final Mask KING = new Mask.PieceOf("king", Optional.empty());
    private static final List<DirectionChoice> ORTHOGONAL = List.of(Orientation.ORTHOGONAL);

    /** Ludii's default Tablut (the movement-games rules, section 2). */
    public static Game tablutLinnaeus() {
        Mask open = and(new Mask.Empty(), not(new Mask.Center()));
        Moves moves = new Moves(List.of(new Movement.Slide(ORTHOGONAL, Optional.empty(), OptionalInt.empty(), open, open)),
                List.of(new Effect.Capture(and(new Mask.Custodial(OptionalInt.of(1), Who.MOVER,
                        Orientation.ORTHOGONAL, Optional.of(new Mask.Center())), not(KING)), Who.OPPONENT, false)),
                Optional.empty(), false);
        Mask near = or(new Mask.Center(), new Mask.Adjacent(new Mask.Center(), Orientation.ORTHOGONAL));
        Mask s = or(new Mask.OccupiedBy(Who.MOVER), new Mask.Center());
        Mask capturedNear = and(KING, near, new Mask.Adjacent(s, Direction.UP), new Mask.Adjacent(s, Direction.DOWN),
                new Mask.Adjacent(s, Direction.LEFT), new Mask.Adjacent(s, Direction.RIGHT),
                new Mask.Adjacent(new Mask.PrevMove(Who.MOVER), Orientation.ORTHOGONAL));
        Mask capturedFar = and(KING, not(near), new Mask.Custodial(OptionalInt.of(1), Who.MOVER, Orientation.ORTHOGONAL));
        Mask edges = or(new Mask.EdgeCells(Edge.TOP), new Mask.EdgeCells(Edge.BOTTOM), new Mask.EdgeCells(Edge.LEFT),
                new Mask.EdgeCells(Edge.RIGHT));
        return new Game("Tablut (Linnaeus)", 2, new Board.Square(9),
                List.of(new PieceType("soldier", PieceOwner.EACH), new PieceType("king", PieceOwner.P2)), tablutStart(),
                List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves)),
                List.of(new EndRule(new Pred.And(List.of(new Pred.MoverIs(Player.P1),
                                new Pred.Exists(or(capturedNear, capturedFar)))), new Outcome.Win(Who.MOVER)),
                        new EndRule(new Pred.And(List.of(new Pred.MoverIs(Player.P2), new Pred.Exists(and(KING, edges)))),
                                new Outcome.Win(Who.MOVER))),
                Parameters.NONE);
    }

    /** Tablut as the AlphaZero-on-Tablut study plays it (the movement-games rules, section 1). */
    public static Game tablut() {
        Moves moves = new Moves(List.of(
                new Movement.Slide(ORTHOGONAL, Optional.of("soldier"), OptionalInt.empty(),
                        and(new Mask.Empty(), not(new Mask.Center()), not(new Mask.Corners())), new Mask.Empty()),
                new Movement.Slide(ORTHOGONAL, Optional.of("king"), OptionalInt.empty(), new Mask.Empty(), new Mask.Empty())),
                List.of(new Effect.Capture(new Mask.Custodial(OptionalInt.of(1), Who.MOVER,
                        Orientation.ORTHOGONAL, Optional.of(or(new Mask.Corners(), and(new Mask.Center(), new Mask.Empty())))),
                        Who.OPPONENT, false)),
                Optional.empty(), false);
        return new Game("Tablut", 2, new Board.Square(9),
                List.of(new PieceType("soldier", PieceOwner.EACH), new PieceType("king", PieceOwner.P2)), tablutStart(),
                List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves)),
                List.of(new EndRule(new Pred.And(List.of(new Pred.MoverIs(Player.P1), new Pred.Not(new Pred.Exists(KING)))),
                                new Outcome.Win(Who.MOVER)),
                        new EndRule(new Pred.Exists(and(KING, new Mask.Corners())), new Outcome.Win(Who.MOVER)),
                        new EndRule(new Pred.Repeated(3, 100), new Outcome.Lose(Who.MOVER)),
                        new EndRule(new Pred.NoMoves(), new Outcome.Win(Who.MOVER)),
                        new EndRule(new Pred.AtLeast(new Func.QuietMoves(), new Func.Const(100)),
                                new Outcome.Draw()),
                        new EndRule(new Pred.AtLeast(new Func.MoveCount(), new Func.Const(512)),
                                new Outcome.Draw())),
                Parameters.NONE);
    }
    /** All fourteen, by name, for tests of a mechanism over games of every kind. */
    public static Map<String, Supplier<Game>> all() {
        return Map.ofEntries(Map.entry("Tic-Tac-Toe", RecordGames::ticTacToe),
                Map.entry("Connect Four", RecordGames::connectFour), Map.entry("Gomoku", RecordGames::gomoku),
                Map.entry("Hex", RecordGames::hex), Map.entry("Pente", RecordGames::pente),
                Map.entry("Reversi", RecordGames::reversi), Map.entry("Yavalath", RecordGames::yavalath),
                Map.entry("Yavalax", RecordGames::yavalax), Map.entry("Connect6", RecordGames::connect6),
                Map.entry("Complexity Demo", RecordGames::complexityDemo),
                Map.entry("Breakthrough", () -> breakthrough(8)), Map.entry("Amazons", RecordGames::amazons),
                Map.entry("Tablut", RecordGames::tablut), Map.entry("Tablut (Linnaeus)", RecordGames::tablutLinnaeus));
    }
}
