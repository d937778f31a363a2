package dev.plateau.plan;

import dev.plateau.rules.Board;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.EndRule;
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
import dev.plateau.rules.Direction;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Movement games built from rule records, for tests of the core (the library files need the reader). */
public final class MovementGames {
    private MovementGames() {}

    /** Breakthrough on an n × n board (docs of the library game games/breakthrough.ldx). */
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
}
