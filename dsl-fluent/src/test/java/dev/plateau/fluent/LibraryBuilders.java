package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;

import dev.plateau.rules.Game;
import dev.plateau.rules.syntax.Construct;
import java.util.List;
import dev.plateau.rules.RelativeDirection;

/**
 * The games of the Plateau library (README.md, The game library) written with the fluent builder:
 * each method builds the same {@link Game} as the text reader reads from {@code games/<name>.ldx},
 * which {@link LibraryBuildersTest} checks. The placement games come first, then the movement
 * games: Breakthrough (a game of steps, with a size parameter), Amazons (slides and a shot) and the
 * two Tablut games (captures against hostile squares, the king, repetition and move-count draws).
 */
public final class LibraryBuilders {
    private LibraryBuilders() {}

    /**
     * {@code games/tic_tac_toe.ldx}.
     *
     * @return the game
     */
    public static Game ticTacToe() {
        return game("Tic-Tac-Toe")
                .board(square(3))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(3), moverWins()),
                        when(fullBoard(), draw()));
    }

    /**
     * {@code games/connect_four.ldx}.
     *
     * @return the game
     */
    public static Game connectFour() {
        return connectFourDefinition().withDefaults();
    }

    /**
     * {@code games/connect_four.ldx} at every size: parameters {@code rows} and {@code columns}.
     *
     * @return the definition
     */
    public static GameDefinition connectFourDefinition() {
        return define(parameters(parameter("rows", 6, 4, 16), parameter("columns", 7, 4, 16)), p -> game("Connect Four")
                .board(rectangle(p.value("rows"), p.value("columns")))
                .play(repeat(P1, P2)
                        .place(and(empty(), or(edge(BOTTOM), adjacent(occupied(), UP)))))
                .end(when(line(4), moverWins()),
                        when(fullBoard(), draw())));
    }

    /**
     * {@code games/hex.ldx}.
     *
     * @return the game
     */
    public static Game hex() {
        return hexDefinition().withDefaults();
    }

    /**
     * {@code games/hex.ldx} at every size: parameter {@code size}.
     *
     * @return the definition
     */
    public static GameDefinition hexDefinition() {
        return define(parameters(parameter("size", 11, 3, 19)), p -> game("Hex")
                .board(hexRectangle(p.value("size"), p.value("size")))
                .play(repeat(P1, P2).place(empty()))
                .end(when(and(atLeast(connected(regions(edge(TOP), edge(BOTTOM))), 2), moverIs(P1)), moverWins()),
                        when(and(atLeast(connected(regions(edge(LEFT_EDGE), edge(RIGHT_EDGE))), 2), moverIs(P2)),
                                moverWins()),
                        when(fullBoard(), draw())));
    }

    /**
     * {@code games/reversi.ldx}.
     *
     * @return the game
     */
    public static Game reversi() {
        return reversiDefinition().withDefaults();
    }

    /**
     * {@code games/reversi.ldx} at every even size: parameter {@code size}. Each player starts on
     * one diagonal of the four centre cells; the file computes the cells with {@code divide},
     * {@code multiply}, {@code subtract} and {@code add} while reading, and Java with its own
     * arithmetic.
     *
     * @return the definition
     */
    public static GameDefinition reversiDefinition() {
        return define(parameters(parameter("size", 8, 4, 16)), p -> {
            int size = p.value("size");
            int topLeft = (size / 2 - 1) * (size + 1);
            int bottomRight = size / 2 * (size + 1);
            return game("Reversi")
                    .board(square(size))
                    .start(place(P1, topLeft, bottomRight), place(P2, topLeft + 1, bottomRight - 1))
                    .play(repeat(P2, P1)
                            .place(empty())
                            .result(exists(custodialAny()))
                            .effects(flip(custodialAny()),
                                    setScore(MOVER, count(occupied(MOVER))),
                                    setScore(OPPONENT, count(occupied(OPPONENT))))
                            .forcePass())
                    .end(when(passedBoth(), byScore()));
        });
    }

    /**
     * {@code games/gomoku.ldx}.
     *
     * @return the game
     */
    public static Game gomoku() {
        return gomokuDefinition().withDefaults();
    }

    /**
     * {@code games/gomoku.ldx} at every size: parameter {@code size}.
     *
     * @return the definition
     */
    public static GameDefinition gomokuDefinition() {
        return define(parameters(parameter("size", 15, 5, 19)), p -> game("Gomoku")
                .board(square(p.value("size")))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(5).exact(), moverWins()),
                        when(fullBoard(), draw())));
    }

    /**
     * {@code games/pente.ldx}.
     *
     * @return the game
     */
    public static Game pente() {
        return game("Pente")
                .board(square(19))
                .play(onceThrough(P1).place(center()),
                        repeat(P2, P1)
                                .place(empty())
                                .effects(capture(custodial(2)).incrementScore()))
                .end(when(line(5), moverWins()),
                        when(atLeast(score(MOVER), 10), moverWins()));
    }

    /**
     * {@code games/yavalath.ldx}.
     *
     * @return the game
     */
    public static Game yavalath() {
        return game("Yavalath")
                .board(hexagon(9))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(4), moverWins()),
                        when(line(3), moverLoses()),
                        when(fullBoard(), draw()));
    }

    /**
     * {@code games/yavalax.ldx}.
     *
     * @return the game
     */
    public static Game yavalax() {
        return game("Yavalax")
                .board(square(13))
                .play(onceThrough(P1).place(empty()),
                        repeat(P2, P2, P1, P1)
                                .place(empty())
                                .result(and(not(line(5)), not(eq(line(4), 1)))))
                .end(when(atLeast(line(4), 2), moverWins()),
                        when(fullBoard(), draw()));
    }

    /**
     * {@code games/connect6.ldx}.
     *
     * @return the game
     */
    public static Game connect6() {
        return game("Connect6")
                .board(square(19))
                .play(onceThrough(P1).place(empty()),
                        repeat(P2, P2, P1, P1).place(empty()))
                .end(when(line(6), moverWins()));
    }

    /**
     * {@code games/complexity_demo.ldx}.
     *
     * @return the game
     */
    public static Game complexityDemo() {
        return game("Complexity Demo")
                .board(square(10))
                .play(onceThrough(P1).place(empty()),
                        repeat(P2, P2, P1, P1)
                                .place(and(empty(), not(adjacent(adjacent(prevMove(OPPONENT))))))
                                .effects(capture(adjacent(prevMove(MOVER))).incrementScore()))
                .end(when(line(4), moverWins()),
                        when(atLeast(score(MOVER), 5), moverWins()),
                        when(fullBoard(), draw()));
    }

    /** {@code games/breakthrough.ldx} at every size from 4 to 16, 8 by default. */
    public static GameDefinition breakthroughDefinition() {
        return define(parameters(parameter("size", 8, 4, 16)), p -> game("Breakthrough")
                .board(square(p.value("size")))
                .pieces(pieceType("pawn", EACH))
                .start(place(P1, "pawn", or(edge(BOTTOM), adjacent(edge(BOTTOM), UP))),
                       place(P2, "pawn", or(edge(TOP), adjacent(edge(TOP), DOWN))))
                .play(repeat(P1, P2).move(step(FORWARD),
                                          step(FORWARD_LEFT, FORWARD_RIGHT).to(not(occupied(MOVER)))))
                .end(when(and(moverIs(P1), exists(and(occupied(MOVER), edge(TOP)))), moverWins()),
                     when(and(moverIs(P2), exists(and(occupied(MOVER), edge(BOTTOM)))), moverWins())));
    }

    /** Breakthrough at its default size. */
    public static Game breakthrough() {
        return breakthroughDefinition().withDefaults();
    }

    /** {@code games/amazons.ldx}: Amazons on 10 × 10. */
    public static Game amazons() {
        return game("Amazons")
                .board(square(10))
                .pieces(pieceType("queen", EACH), pieceType("arrow", NEUTRAL))
                .start(place(P1, "queen", 60, 93, 96, 69), place(P2, "queen", 30, 3, 6, 39))
                .play(repeat(P1, P2).move(slide(ANY)).then(shoot("arrow", slide(ANY))))
                .end(when(noMoves(), moverWins()));
    }

    /** The diagonal directions of a draughts king, seen from its owner. */
    private static final RelativeDirection[] KING = {FORWARD_LEFT, FORWARD_RIGHT, BACKWARD_LEFT, BACKWARD_RIGHT};

    /** {@code games/english_draughts.ldx}: English draughts on 8 × 8. */
    public static Game englishDraughts() {
        MovementExpr manHop = hop(FORWARD_LEFT, FORWARD_RIGHT).over(occupied(OPPONENT)).piece("man");
        MovementExpr kingHop = hop(KING[0], KING[1], KING[2], KING[3]).over(occupied(OPPONENT)).piece("king");
        return game("English draughts")
                .board(square(8))
                .pieces(pieceType("man", EACH), pieceType("king", EACH))
                .start(place(P1, "man", 40, 42, 44, 46, 49, 51, 53, 55, 56, 58, 60, 62),
                       place(P2, "man", 1, 3, 5, 7, 8, 10, 12, 14, 17, 19, 21, 23))
                .play(repeat(P1, P2)
                        .move(step(FORWARD_LEFT, FORWARD_RIGHT).piece("man"),
                              step(KING[0], KING[1], KING[2], KING[3]).piece("king"),
                              hop(FORWARD_LEFT, FORWARD_RIGHT).over(occupied(OPPONENT)).piece("man").compulsory(),
                              hop(KING[0], KING[1], KING[2], KING[3]).over(occupied(OPPONENT)).piece("king")
                                      .compulsory())
                        .effects(capture(jumped()),
                                 promote("man", "king", and(prevMove(MOVER), or(edge(TOP), edge(BOTTOM)))))
                        .then(chain(manHop, kingHop).whileHolds(and(exists(jumped()), not(promoted())))))
                .end(when(noMoves(), moverWins()));
    }

    /**
     * {@code games/nine_mens_morris.ldx}.
     *
     * @return the game
     */
    public static Game nineMensMorris() {
        return nineMensMorrisDefinition().withDefaults();
    }

    /**
     * {@code games/nine_mens_morris.ldx} under both rule sets: parameter {@code ludii}.
     *
     * @return the definition
     */
    public static GameDefinition nineMensMorrisDefinition() {
        List<String> points = List.of("a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4",
                "g4", "c5", "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7");
        List<List<String>> lines = List.of(List.of("a1", "d1", "g1"), List.of("b2", "d2", "f2"), List.of("c3", "d3", "e3"),
                List.of("a4", "b4", "c4"), List.of("e4", "f4", "g4"), List.of("c5", "d5", "e5"), List.of("b6", "d6", "f6"),
                List.of("a7", "d7", "g7"), List.of("a1", "a4", "a7"), List.of("b2", "b4", "b6"), List.of("c3", "c4", "c5"),
                List.of("d1", "d2", "d3"), List.of("d5", "d6", "d7"), List.of("e3", "e4", "e5"), List.of("f2", "f4", "f6"),
                List.of("g1", "g4", "g7"));
        return define(parameters(parameter("ludii", 0, 0, 1)), p -> {
            PredExpr usual = eq(constant(p.value("ludii")), constant(0));
            return game("Nine Men's Morris")
                    .board(graph(points, lines))
                    .pieces(pieceType("man", EACH))
                    .hands(hand(P1, "man", 9), hand(P2, "man", 9))
                    .play(repeat(P1, P2)
                            .move(drop("man").compulsory(),
                                  step(ORTHOGONAL).when(atLeast(count(occupied(MOVER)), 4)),
                                  fly().when(atMost(count(occupied(MOVER)), 3)))
                            .then(remove(prefer(and(occupied(OPPONENT), not(inLine(3, OPPONENT, ANY))), occupied(OPPONENT)),
                                    and(exists(and(prevMove(MOVER), inLine(3))), or(usual, not(movedBy(Construct.FLY))))))
                            .forcePass())
                    .end(when(atMost(add(count(occupied(OPPONENT)), inHand(OPPONENT)), 2), moverWins()),
                         when(and(usual, noMoves()), moverWins()),
                         when(passedBoth(), draw()));
        });
    }

    /**
     * {@code games/go.ldx}.
     *
     * @return the game
     */
    public static Game go() {
        return goDefinition().withDefaults();
    }

    /**
     * {@code games/go.ldx} at every size and under both rule sets: parameters {@code size},
     * {@code komi_points} and {@code ludii}.
     *
     * @return the definition
     */
    public static GameDefinition goDefinition() {
        return define(parameters(parameter("size", 9, 5, 19), parameter("komi_points", 7, 0, 100),
                parameter("ludii", 0, 0, 1)), p -> {
            int size = p.value("size");
            PredExpr over = or(passedBoth(), atLeast(moveCount(), multiply(constant(5), constant(size), constant(size))));
            return game("Go")
                    .board(square(size))
                    .play(repeat(P1, P2)
                            .place(empty())
                            .effects(capture(noLiberties(OPPONENT, ORTHOGONAL)).incrementScore())
                            .noSuicide(ORTHOGONAL)
                            .noRepeat(5 * size * size)
                            .pass())
                    .heuristic(subtract(count(territory(MOVER, ORTHOGONAL)), count(territory(OPPONENT, ORTHOGONAL))))
                    .end(when(and(eq(constant(p.value("ludii")), constant(0)), over),
                                 byScore(add(count(occupied(MOVER)), count(territory(MOVER, ORTHOGONAL))),
                                         p.value("komi_points"), P2)),
                         when(over, byScore(add(score(MOVER), count(territory(MOVER, ORTHOGONAL))))));
        });
    }

    /** {@code games/fox_and_geese.ldx}: Fox and Geese on the 33-point cross, thirteen geese. */
    public static Game foxAndGeese() {
        MovementExpr foxHop = hop(ORTHOGONAL).over(occupied(OPPONENT)).piece("fox");
        return game("Fox and Geese")
                .board(without(square(7), 0, 1, 5, 6, 7, 8, 12, 13, 35, 36, 40, 41, 42, 43, 47, 48))
                .pieces(pieceType("goose", P1), pieceType("fox", P2))
                .start(place(P1, "goose", 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32), place(P2, "fox", 16))
                .play(repeat(P1, P2)
                        .move(step(UP, LEFT, RIGHT).piece("goose"),
                              step(ORTHOGONAL).piece("fox"),
                              hop(ORTHOGONAL).over(occupied(OPPONENT)).piece("fox").compulsory())
                        .effects(capture(jumped()))
                        .then(chain(foxHop).whileHolds(exists(jumped()))))
                .end(when(atMost(count(piece("goose")), 3), moverWins()),
                     when(noMoves(), moverWins()),
                     when(atLeast(moveCount(), 300), draw()));
    }

    private static final int[] ATTACKERS = {3, 4, 5, 13, 27, 36, 45, 37, 35, 44, 53, 43, 67, 75, 76, 77};

    /** The board, pieces and start that both Tablut games share. */
    private static GameBuilder.PlayStep tablutBoard(String name) {
        return game(name)
                .board(square(9))
                .pieces(pieceType("soldier", EACH), pieceType("king", P2))
                .start(place(P1, "soldier", ATTACKERS[0], java.util.Arrays.copyOfRange(ATTACKERS, 1, ATTACKERS.length)),
                       place(P2, "soldier", 22, 31, 49, 58, 38, 39, 41, 42),
                       place(P2, "king", 40));
    }

    /** Tablut as the AlphaZero-on-Tablut study plays it ({@code games/tablut.ldx}). */
    public static Game tablut() {
        return tablutBoard("Tablut")
                .play(repeat(P1, P2)
                        .move(slide(ORTHOGONAL).to(and(empty(), not(center()), not(corners()))).piece("soldier"),
                              slide(ORTHOGONAL).piece("king"))
                        .effects(capture(custodial(1).hostile(or(corners(), and(center(), empty())))
                                .orientation(ORTHOGONAL))))
                .end(when(and(moverIs(P1), not(exists(piece("king")))), moverWins()),
                     when(exists(and(piece("king"), corners())), moverWins()),
                     when(repeated(3, 100), moverLoses()),
                     when(noMoves(), moverWins()),
                     when(atLeast(quietMoves(), 100), draw()),
                     when(atLeast(moveCount(), 512), draw()));
    }

    /** Tablut as Ludii plays it by default ({@code games/tablut_linnaeus.ldx}). */
    public static Game tablutLinnaeus() {
        MaskExpr open = and(empty(), not(center()));
        MaskExpr near = or(center(), adjacent(center(), ORTHOGONAL));
        MaskExpr closing = or(occupied(MOVER), center());
        return tablutBoard("Tablut (Linnaeus)")
                .play(repeat(P1, P2)
                        .move(slide(ORTHOGONAL).to(open).through(open))
                        .effects(capture(and(custodial(1).hostile(center()).orientation(ORTHOGONAL), not(piece("king"))))))
                .end(when(and(moverIs(P1), exists(or(
                                and(piece("king"), near, adjacent(closing, UP), adjacent(closing, DOWN),
                                        adjacent(closing, LEFT), adjacent(closing, RIGHT),
                                        adjacent(prevMove(MOVER), ORTHOGONAL)),
                                and(piece("king"), not(near), custodial(1).orientation(ORTHOGONAL))))), moverWins()),
                     when(and(moverIs(P2), exists(and(piece("king"),
                                or(edge(TOP), edge(BOTTOM), edge(LEFT_EDGE), edge(RIGHT_EDGE))))), moverWins()));
    }
}
