package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
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
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The builder's constructs for pieces that move (docs/language.md, Pieces and moves): each must give
 * exactly the record that the record constructors give directly (which is what the text reader
 * creates).
 */
class MovementBuilderTest {
    private static final Mask EMPTY_TO = Movement.DEFAULT_TO;
    private static final Mask EMPTY_THROUGH = Movement.DEFAULT_THROUGH;
    private static final List<Player> P1_P2 = List.of(Player.P1, Player.P2);

    @Nested
    class Constants {
        @Test
        void everyRelativeDirectionUnderItsOwnName() throws ReflectiveOperationException {
            for (RelativeDirection r : RelativeDirection.values()) {
                assertSame(r, Ldx.class.getField(r.name()).get(null));
            }
        }

        @Test
        void owners() {
            assertSame(PieceOwner.EACH, EACH);
            assertSame(PieceOwner.NEUTRAL, NEUTRAL);
        }
    }

    @Nested
    class Pieces {
        @Test
        void pieceTypes() {
            assertEquals(new PieceType("pawn", PieceOwner.EACH), pieceType("pawn", EACH));
            assertEquals(new PieceType("arrow", PieceOwner.NEUTRAL), pieceType("arrow", NEUTRAL));
            assertEquals(new PieceType("king", PieceOwner.P1), pieceType("king", P1));
            assertEquals(new PieceType("queen", PieceOwner.P2), pieceType("queen", P2));
        }

        @Test
        void badNamesAreTheRecordsErrors() {
            assertEquals("the piece name `line` is a word of the language; choose another name",
                    assertThrows(RuleException.class, () -> pieceType("line", EACH)).getMessage());
            assertThrows(RuleException.class, () -> pieceType("Pawn", EACH));
            assertThrows(RuleException.class, () -> pieceType("pawn", (Player) null));
        }

        @Test
        void startPlacementsWithATypeOrARegion() {
            assertEquals(new Placement(Player.P1, List.of(0, 7), Optional.of("rook"), Optional.empty()),
                    place(P1, "rook", 0, 7));
            assertEquals(new Placement(Player.P2, List.of(), Optional.of("pawn"), Optional.of(new Mask.EdgeCells(Edge.TOP))),
                    place(P2, "pawn", edge(TOP)));
            assertEquals(new Placement(Player.P1, List.of(), Optional.empty(), Optional.of(new Mask.Corners())),
                    place(P1, corners()));
            assertThrows(RuleException.class, () -> place(P1, (MaskExpr) null));
        }

        @Test
        void pieceMasks() {
            assertEquals(new Mask.PieceOf("pawn", Optional.empty()), piece("pawn").mask());
            assertEquals(new Mask.PieceOf("pawn", Optional.of(Who.OPPONENT)), piece("pawn", OPPONENT).mask());
        }

        @Test
        void noMovesIsAPredicate() {
            assertEquals(new Pred.NoMoves(), noMoves().pred());
            assertEquals(new EndRule(new Pred.NoMoves(), new Outcome.Lose(Who.MOVER)), when(noMoves(), moverLoses()));
        }
    }

    @Nested
    class Movements {
        @Test
        void stepsWithTheirOptions() {
            assertEquals(new Movement.Step(List.of(RelativeDirection.FORWARD), Optional.empty(), EMPTY_TO),
                    step(FORWARD).movement());
            assertEquals(new Movement.Step(List.of(RelativeDirection.FORWARD_LEFT, RelativeDirection.FORWARD_RIGHT),
                            Optional.of("pawn"), new Mask.Not(new Mask.OccupiedBy(Who.MOVER))),
                    step(FORWARD_LEFT, FORWARD_RIGHT).to(not(occupied(MOVER))).piece("pawn").movement());
            assertEquals(new Movement.Step(List.of(Direction.UP, Orientation.DIAGONAL), Optional.empty(), EMPTY_TO),
                    step(UP, DIAGONAL).movement());
        }

        @Test
        void slidesWithTheirOptions() {
            assertEquals(new Movement.Slide(List.of(Orientation.ANY), Optional.empty(), OptionalInt.empty(), EMPTY_TO,
                    EMPTY_THROUGH), slide(ANY).movement());
            assertEquals(new Movement.Slide(List.of(Orientation.ORTHOGONAL, RelativeDirection.BACKWARD), Optional.of("rook"),
                            OptionalInt.of(3), new Mask.Occupied(), new Mask.Not(new Mask.Center())),
                    slide(ORTHOGONAL, BACKWARD).max(3).piece("rook").through(not(center())).to(occupied()).movement());
        }

        @Test
        void optionsLeaveTheReceiverUnchanged() {
            MovementExpr.Slide base = slide(ANY);
            base.max(2);
            base.to(occupied());
            assertEquals(slide(ANY), base);
        }

        @Test
        void errorsAreTheRecords() {
            assertEquals("`(slide … max:0)`: the maximum distance must be at least 1",
                    assertThrows(RuleException.class, () -> slide(ANY).max(0)).getMessage());
            assertThrows(RuleException.class, () -> step(UP, (Direction) null));
            assertThrows(RuleException.class, () -> step(UP).to(null));
            assertEquals("`(shoot arrow …)`: the shot's movement starts where the piece landed; it takes no `piece:`",
                    assertThrows(RuleException.class, () -> shoot("arrow", slide(ANY).piece("queen"))).getMessage());
            assertEquals("`(adjacent … direction:forward)`: relative directions such as `forward` are only for"
                    + " movements (`step`, `slide`)",
                    assertThrows(RuleException.class, () -> adjacent(empty(), FORWARD)).getMessage());
        }

        @Test
        void movementRecordAdapter() {
            Movement m = new Movement.Step(List.of(Direction.LEFT), Optional.empty(), EMPTY_TO);
            assertSame(m, movement(m).movement());
        }
    }

    @Nested
    class MovePhases {
        private final Movement stepAny = new Movement.Step(List.of(Orientation.ANY), Optional.empty(), EMPTY_TO);
        private final Movement slideAny = new Movement.Slide(List.of(Orientation.ANY), Optional.empty(),
                OptionalInt.empty(), EMPTY_TO, EMPTY_THROUGH);

        private Phase phase(List<Movement> movements, List<Effect> effects, Moves.Shot shot, boolean pass) {
            return new Phase(Repetition.REPEAT, P1_P2, new Moves(movements, effects, Optional.ofNullable(shot), pass));
        }

        @Test
        void moveWithMovementsOnly() {
            assertEquals(phase(List.of(stepAny, slideAny), List.of(), null, false),
                    Ldx.repeat(P1, P2).move(step(ANY), slide(ANY)).phase());
        }

        @Test
        void moveWithEveryPart() {
            Effect capture = new Effect.Capture(new Mask.Adjacent(new Mask.PrevMove(Who.MOVER), Orientation.ANY),
                    Who.OPPONENT, false);
            assertEquals(phase(List.of(stepAny), List.of(capture), new Moves.Shot("arrow", slideAny), true),
                    Ldx.repeat(P1, P2).move(step(ANY)).effects(capture(adjacent(prevMove(MOVER))))
                            .then(shoot("arrow", slide(ANY))).forcePass().phase());
            assertEquals(phase(List.of(stepAny), List.of(), new Moves.Shot("arrow", slideAny), false),
                    Ldx.repeat(P1, P2).move(step(ANY)).then(shoot("arrow", slide(ANY))).phase());
            assertEquals(phase(List.of(stepAny), List.of(), null, true), Ldx.repeat(P1, P2).move(step(ANY)).forcePass().phase());
        }

        @Test
        void nullPartsThrow() {
            assertThrows(RuleException.class, () -> Ldx.repeat(P1).move(step(ANY), (MovementExpr) null));
            assertThrows(RuleException.class, () -> Ldx.repeat(P1).move(step(ANY)).then((Moves.Shot) null));
            assertThrows(RuleException.class, () -> Ldx.repeat(P1).move(step(ANY)).then((ChainExpr) null));
            assertThrows(RuleException.class, () -> Ldx.repeat(P1).move(step(ANY)).effects(null));
        }
    }

    @Nested
    class Games {
        @Test
        void piecesComeBetweenTheBoardAndTheStart() {
            Phase phase = new Phase(Repetition.REPEAT, P1_P2, new Moves(List.of(new Movement.Step(
                    List.of(Orientation.ANY), Optional.empty(), EMPTY_TO)), List.of(), Optional.empty(), false));
            Game expected = new Game("G", 2, new Board.Square(4), List.of(new PieceType("king", PieceOwner.EACH)),
                    List.of(new Placement(Player.P1, List.of(0), Optional.of("king"), Optional.empty())),
                    List.of(phase), List.of(new EndRule(new Pred.NoMoves(), new Outcome.Lose(Who.MOVER))), Parameters.NONE);
            assertEquals(expected, game("G").board(square(4)).pieces(pieceType("king", EACH))
                    .start(place(P1, "king", 0)).play(Ldx.repeat(P1, P2).move(step(ANY)))
                    .end(when(noMoves(), moverLoses())));
            assertEquals(expected, game("G").board(square(4)).pieces(List.of(pieceType("king", EACH)))
                    .start(place(P1, "king", 0)).play(Ldx.repeat(P1, P2).move(step(ANY)))
                    .end(when(noMoves(), moverLoses())));
            assertThrows(RuleException.class, () -> game("G").board(square(4)).pieces(List.of()));
        }
    }
}
