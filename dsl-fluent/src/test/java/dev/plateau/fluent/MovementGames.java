package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;

import dev.plateau.rules.Game;

/**
 * The two games of docs/language.md, Pieces and moves, written with the builder: Breakthrough (a
 * game of steps, with a size parameter) and Amazons (slides and a shot). Other modules' tests compare
 * them with the text versions.
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
}
