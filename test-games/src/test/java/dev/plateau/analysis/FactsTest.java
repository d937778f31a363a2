package dev.plateau.analysis;

import static dev.plateau.analysis.G.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Who;
import dev.plateau.testgames.LibraryGames;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What games use (the optional state of docs/language.md, Game state) and their action counts. */
class FactsTest {

    static Facts facts(Game g) {
        return Analysis.analyze(g).facts();
    }

    @Test
    void reversi() {
        Facts f = facts(LibraryGames.game("reversi"));
        assertTrue(f.usesScores(), "set_score and by_score");
        assertTrue(f.usesPassFlags(), "force_pass and (passed both)");
        assertTrue(f.usesPrevMoves(), "custodial");
        assertFalse(f.usesConnectivity());
        assertTrue(f.hasPassAction());
        assertEquals(65, f.actionCount());
        assertTrue(f.usesResultConstraints());
        assertTrue(f.usesEffects());
        assertFalse(f.placesForOpponent());
    }

    @Test
    void hex() {
        Facts f = facts(LibraryGames.game("hex"));
        assertTrue(f.usesConnectivity());
        assertTrue(f.usesPrevMoves(), "connected measures the group of the last move");
        assertFalse(f.usesScores());
        assertFalse(f.usesPassFlags());
        assertFalse(f.hasPassAction());
        assertEquals(121, f.actionCount());
        assertFalse(f.usesResultConstraints());
        assertFalse(f.usesEffects());
    }

    @Test
    void ticTacToeNeedsNoOptionalState() {
        assertEquals(new Facts(false, false, false, false, false, 9, false, false, false),
                facts(LibraryGames.game("tic_tac_toe")));
        assertEquals(new Facts(false, false, false, false, false, 42, false, false, false),
                facts(LibraryGames.game("connect_four")));
        assertEquals(new Facts(false, false, false, false, false, 61, false, false, false),
                facts(LibraryGames.game("yavalath")));
        assertEquals(new Facts(false, false, false, false, false, 361, false, false, false),
                facts(LibraryGames.game("connect6")));
    }

    @Test
    void penteAndComplexityDemo() {
        Facts pente = facts(LibraryGames.game("pente"));
        assertTrue(pente.usesScores(), "capture increment_score:true and (score mover)");
        assertTrue(pente.usesPrevMoves(), "custodial");
        assertFalse(pente.usesPassFlags());
        assertEquals(361, pente.actionCount());
        Facts demo = facts(LibraryGames.game("complexity_demo"));
        assertTrue(demo.usesScores());
        assertTrue(demo.usesPrevMoves(), "prev_move");
        assertFalse(demo.usesConnectivity());
        assertEquals(100, demo.actionCount());
        Facts yavalax = facts(LibraryGames.game("yavalax"));
        assertTrue(yavalax.usesResultConstraints());
        assertFalse(yavalax.usesPrevMoves());
        assertFalse(yavalax.usesScores());
    }

    @Test
    void eachScoreConstructAloneTurnsScoresOn() {
        Board b = new Board.Square(3);
        List<Game> games = List.of(
                // a score read deep inside a result
                game(b, repeat(List.of(P1, P2), placeWithResult(empty(), not(and(fullBoard(),
                        equal(n(0), new Func.Add(List.of(n(1), score(Who.OPPONENT)))))))), rule(fullBoard(), draw())),
                game(b, repeat(List.of(P1, P2), placeWithEffects(empty(), new Effect.IncrementScore(Who.MOVER, n(1)))),
                        rule(fullBoard(), draw())),
                game(b, repeat(List.of(P1, P2), placeWithEffects(empty(), new Effect.SetScore(Who.OPPONENT, n(0)))),
                        rule(fullBoard(), draw())),
                game(b, repeat(List.of(P1, P2), placeWithEffects(empty(),
                        new Effect.Capture(occupied(), Who.OPPONENT, true))), rule(fullBoard(), draw())),
                game(b, repeat(List.of(P1, P2), place(empty())), rule(fullBoard(), new Outcome.ByScore())));
        for (Game g : games) {
            assertTrue(facts(g).usesScores(), g.toString());
        }
        // a capture without increment_score does not
        Game capture = game(b, repeat(List.of(P1, P2), placeWithEffects(empty(),
                new Effect.Capture(occupied(), Who.OPPONENT, false))), rule(fullBoard(), draw()));
        assertFalse(facts(capture).usesScores());
        assertTrue(facts(capture).usesEffects());
    }

    @Test
    void passedWithoutForcePassNeedsFlagsButNoPassAction() {
        Game g = game(new Board.Square(3), repeat(List.of(P1, P2), place(empty())),
                rule(new Pred.Passed(Who.OPPONENT), draw()));
        Facts f = facts(g);
        assertTrue(f.usesPassFlags());
        assertFalse(f.hasPassAction());
        assertEquals(9, f.actionCount());
    }

    @Test
    void forcePassInOnePhaseAddsOneActionForTheWholeGame() {
        Mechanic pass = new Mechanic(Who.MOVER, empty(), Optional.empty(), List.of(), true);
        Game g = game("t", new Board.Rectangle(2, 3), List.of(),
                List.of(once(List.of(P1, P2), place(empty())), repeat(List.of(P1, P2), pass)),
                rule(fullBoard(), draw()));
        Facts f = facts(g);
        assertTrue(f.hasPassAction());
        assertTrue(f.usesPassFlags());
        assertEquals(7, f.actionCount());
    }

    @Test
    void prevMovesAndConnectivity() {
        Board b = new Board.Square(5);
        assertTrue(facts(game(b, repeat(List.of(P1, P2), place(and(empty(), adjacent(prev(Who.OPPONENT))))),
                rule(fullBoard(), draw()))).usesPrevMoves());
        Facts c = facts(game(b, repeat(List.of(P1, P2), place(empty())),
                rule(atLeast(connected(new Regions.CornerRegions(), Orientation.ORTHOGONAL), n(2)), moverWins())));
        assertTrue(c.usesConnectivity());
        assertTrue(c.usesPrevMoves());
        assertFalse(facts(game(b, repeat(List.of(P1, P2), place(empty())),
                rule(positive(line(4)), moverWins()))).usesPrevMoves());
    }

    @Test
    void placeOpponent() {
        Mechanic m = new Mechanic(Who.OPPONENT, empty(), Optional.empty(), List.of(), false);
        assertTrue(facts(game(new Board.Square(3), repeat(List.of(P1, P2), m), rule(fullBoard(), draw())))
                .placesForOpponent());
    }

    @Test
    void factsAreComputedWithoutBoardChecks() {
        // Facts.of needs no valid board: an invalid game still has well-defined facts
        Game invalid = game(new Board.Hexagon(5), repeat(List.of(P1, P2), place(edge(dev.plateau.rules.Edge.LEFT))),
                rule(fullBoard(), draw()));
        assertEquals(19, Facts.of(invalid).actionCount());
    }

    @Test
    void inconsistentFactsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Facts(false, false, false, true, false, 9, false, false, false));
        assertThrows(IllegalArgumentException.class, () -> new Facts(false, false, false, false, true, 10, false, false, false));
        assertThrows(IllegalArgumentException.class, () -> new Facts(false, false, false, false, false, 0, false, false, false));
    }
}
