package dev.plateau.analysis;

import static dev.plateau.analysis.G.*;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Game;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The library games (README.md, The game library), built with the records (no text reader). */
public final class LibraryGames {
    private LibraryGames() {}

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
                List.of(once(List.of(P1), place(new dev.plateau.rules.Mask.Center())),
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

    /** The ten placement games, by name. */
    public static Map<String, Supplier<Game>> placement() {
        return Map.of("Tic-Tac-Toe", LibraryGames::ticTacToe, "Connect Four", LibraryGames::connectFour,
                "Gomoku", LibraryGames::gomoku, "Hex", LibraryGames::hex, "Pente", LibraryGames::pente,
                "Reversi", LibraryGames::reversi, "Yavalath", LibraryGames::yavalath,
                "Yavalax", LibraryGames::yavalax, "Connect6", LibraryGames::connect6,
                "Complexity Demo", LibraryGames::complexityDemo);
    }

    /**
     * All fourteen, by name: the placement games and the movement games of {@link
     * dev.plateau.plan.MovementGames} (Breakthrough, Amazons and both Tablut games).
     */
    public static Map<String, Supplier<Game>> all() {
        Map<String, Supplier<Game>> all = new java.util.HashMap<>(placement());
        all.put("Breakthrough", () -> dev.plateau.plan.MovementGames.breakthrough(8));
        all.put("Amazons", dev.plateau.plan.MovementGames::amazons);
        all.put("Tablut", dev.plateau.plan.MovementGames::tablut);
        all.put("Tablut (Linnaeus)", dev.plateau.plan.MovementGames::tablutLinnaeus);
        return Map.copyOf(all);
    }
}
