package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Effect;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Who;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Moves, captures by replacement, action names, shots and promotion on small positions. */
class MovementSmokeTest {
    @Test
    void aDiagonalStepCapturesByReplacementAndNamesItsAction() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("breakthrough"));
        try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build()) {
            sim.step(game.actionOf("b7/forward"));
            int a = game.actionOf("f2/forward_left");
            assertTrue(sim.isLegal(0, a), "P2's forward-left from f2 (towards g3)");
            sim.step(a);
            assertEquals(2, sim.cell(0, game.topology().cellOf("g3")));
            assertEquals(0, sim.cell(0, game.topology().cellOf("f2")));
            assertFalse(sim.terminated(0));
            assertEquals("b7/forward", game.actionName(game.actionOf("b7/forward")));
        }
    }

    @Test
    void anAmazonsTurnIsAMoveThenAShotFromWhereTheQueenLanded() {
        CompiledGame game = CompiledGame.compile(LibraryGames.game("amazons"));
        try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build()) {
            // Plateau names cells from the top left: P1's queen on a7 (cell 60) moves up to a6.
            int move = game.actionOf("a7-a6");
            assertTrue(sim.isLegal(0, move));
            sim.step(move);
            assertEquals(0, sim.currentPlayer(0), "the same player shoots");
            int landed = game.topology().cellOf("a6");
            for (int a : sim.legalActions(0)) {
                assertEquals(landed, game.origin(a), "every shot starts from the queen that moved");
            }
            sim.step(game.actionOf("a6-c4"));
            assertEquals(3, sim.cell(0, game.topology().cellOf("c4")), "an arrow, neutral");
            assertEquals("arrow", sim.piece(0, game.topology().cellOf("c4")));
            assertEquals(1, sim.cell(0, landed), "the queen stays where she landed");
            assertEquals(1, sim.currentPlayer(0));
        }
    }

    @Test
    void promotionChangesTheTypeOfTheMoverPiecesInTheCellsOnly() {
        Game base = LibraryGames.game("breakthrough", Map.of("size", 5));
        Moves moves = (Moves) base.phases().get(0).rule();
        Mask lastRows = new Mask.And(List.of(new Mask.PrevMove(Who.MOVER),
                new Mask.Or(List.of(new Mask.EdgeCells(dev.plateau.rules.Edge.TOP),
                        new Mask.EdgeCells(dev.plateau.rules.Edge.BOTTOM)))));
        Moves promoting = new Moves(moves.movements(), List.of(new Effect.Promote("pawn", "queen", lastRows)), moves.then(),
                moves.forcePass());
        List<PieceType> types = new ArrayList<>(base.pieces());
        types.add(new PieceType("queen", PieceOwner.EACH));
        Game game = new Game("Breakthrough with queens", 2, base.board(), types, base.start(),
                List.of(new Phase(base.phases().get(0).repetition(), base.phases().get(0).order(), promoting)),
                List.of(new dev.plateau.rules.EndRule(new dev.plateau.rules.Pred.FullBoard(),
                        new dev.plateau.rules.Outcome.Draw())), base.parameters());
        CompiledGame compiled = CompiledGame.compile(game);
        try (Simulator sim = Simulator.builder(compiled).batch(1).threads(1).build()) {
            for (String move : List.of("a4/forward", "e2/forward", "a3/forward_right", "d2/forward", "b2/forward_left")) {
                int a = compiled.actionOf(move);
                assertTrue(sim.isLegal(0, a), move);
                sim.step(a);
            }
            assertEquals("queen", sim.piece(0, compiled.topology().cellOf("a1")), "P1's pawn on the far row");
            assertEquals("pawn", sim.piece(0, compiled.topology().cellOf("b1")), "P2's pawn at home stays a pawn");
            assertNull(sim.piece(0, compiled.topology().cellOf("b2")));
        }
    }

    @Test
    void aHopJumpsOverAPieceAndJumpedNamesItsCell() {
        Moves hops = new Moves(List.of(new dev.plateau.rules.Movement.Hop(
                List.of(dev.plateau.rules.RelativeDirection.FORWARD_LEFT, dev.plateau.rules.RelativeDirection.FORWARD_RIGHT),
                java.util.Optional.empty(), new Mask.OccupiedBy(Who.OPPONENT), new Mask.Empty())),
                List.of(new Effect.Capture(new Mask.Jumped(), Who.OPPONENT, false)), java.util.Optional.empty(), true);
        Game game = new Game("Hops", 2, new dev.plateau.rules.Board.Square(5), List.of(new PieceType("pawn", PieceOwner.EACH)),
                List.of(new dev.plateau.rules.Placement(dev.plateau.rules.Player.P1, List.of(17), java.util.Optional.of("pawn"),
                                java.util.Optional.empty()),
                        new dev.plateau.rules.Placement(dev.plateau.rules.Player.P2, List.of(13, 7), java.util.Optional.of("pawn"),
                                java.util.Optional.empty())),
                List.of(new Phase(dev.plateau.rules.Repetition.REPEAT, List.of(dev.plateau.rules.Player.P1,
                        dev.plateau.rules.Player.P2), hops)),
                List.of(new dev.plateau.rules.EndRule(new dev.plateau.rules.Pred.FullBoard(),
                        new dev.plateau.rules.Outcome.Draw())), dev.plateau.rules.Parameters.NONE);
        CompiledGame compiled = CompiledGame.compile(game);
        try (Simulator sim = Simulator.builder(compiled).batch(1).threads(1).build()) {
            // P1's pawn on c4 can hop forward-right over P2's d3 to e2; nothing else.
            assertEquals(List.of(compiled.actionOf("c4/forward_right/2")), sim.legalActions(0));
            sim.step(compiled.actionOf("c4/forward_right/2"));
            assertEquals(1, sim.cell(0, compiled.topology().cellOf("e2")));
            assertEquals(0, sim.cell(0, compiled.topology().cellOf("c4")));
            assertEquals(0, sim.cell(0, compiled.topology().cellOf("d3")), "the jumped piece is captured");
            assertEquals(2, sim.cell(0, compiled.topology().cellOf("c2")), "the other P2 pawn stays");
        }
    }
}
