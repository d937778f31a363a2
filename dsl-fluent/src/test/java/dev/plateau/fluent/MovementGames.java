package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;

import dev.plateau.rules.Game;

/**
 * The movement games of the library written with the builder: Breakthrough (a game of steps, with a
 * size parameter), Amazons (slides and a shot) and the two Tablut games (captures against hostile
 * squares, the king, repetition and move-count draws). Other modules' tests compare them with the
 * text versions.
 */
public final class MovementGames {
    private MovementGames() {}

    /** Breakthrough at every size from 4 to 16, 8 by default. */
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

    /** Amazons on 10 × 10. */
    public static Game amazons() {
        return game("Amazons")
                .board(square(10))
                .pieces(pieceType("queen", EACH), pieceType("arrow", NEUTRAL))
                .start(place(P1, "queen", 60, 93, 96, 69), place(P2, "queen", 30, 3, 6, 39))
                .play(repeat(P1, P2).move(slide(ANY)).then(shoot("arrow", slide(ANY))))
                .end(when(noMoves(), moverWins()));
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
