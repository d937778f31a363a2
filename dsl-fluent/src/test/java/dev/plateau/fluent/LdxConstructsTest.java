package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * One test per construct of the language: the builder must produce exactly the record that the
 * record constructors give directly (which is what the text reader creates).
 */
class LdxConstructsTest {
    private static final Mask EMPTY = new Mask.Empty();
    private static final Mask OCCUPIED = new Mask.Occupied();

    @Nested
    class Constants {
        @Test
        void playersAndWho() {
            assertSame(Who.MOVER, MOVER);
            assertSame(Who.OPPONENT, OPPONENT);
            assertSame(Player.P1, P1);
            assertSame(Player.P2, P2);
        }

        @Test
        void everyDirectionUnderItsOwnName() {
            for (Direction d : Direction.values()) {
                assertSame(d, constant(d.name()));
            }
        }

        @Test
        void everyOrientationUnderItsOwnName() {
            for (Orientation o : Orientation.values()) {
                assertSame(o, constant(o.name()));
            }
        }

        @Test
        void edgesLeftAndRightAreRenamedBecauseTheDirectionsTakeTheirNames() {
            assertSame(Edge.TOP, TOP);
            assertSame(Edge.BOTTOM, BOTTOM);
            assertSame(Edge.LEFT, LEFT_EDGE);
            assertSame(Edge.RIGHT, RIGHT_EDGE);
            assertSame(Edge.TOP_LEFT, TOP_LEFT);
            assertSame(Edge.TOP_RIGHT, TOP_RIGHT);
            assertSame(Edge.BOTTOM_LEFT, BOTTOM_LEFT);
            assertSame(Edge.BOTTOM_RIGHT, BOTTOM_RIGHT);
            assertSame(Direction.LEFT, LEFT);
            assertSame(Direction.RIGHT, RIGHT);
        }

        private Object constant(String name) {
            try {
                return Ldx.class.getField(name).get(null);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("Ldx has no constant " + name, e);
            }
        }
    }

    @Nested
    class Boards {
        @Test
        void square() {
            assertEquals(new Board.Square(3), Ldx.square(3));
        }

        @Test
        void rectangleIsRowsThenColumns() {
            assertEquals(new Board.Rectangle(6, 7), rectangle(6, 7));
        }

        @Test
        void hexagon() {
            assertEquals(new Board.Hexagon(9), Ldx.hexagon(9));
        }

        @Test
        void hexRectangle() {
            assertEquals(new Board.HexRectangle(11, 11), Ldx.hexRectangle(11, 11));
        }

        @Test
        void graphNamesPointsByGridPosition() {
            Board.Graph g = (Board.Graph) Ldx.graph(List.of("a1", "c1", "b2"), List.of(List.of("a1", "c1")));
            assertEquals(List.of(new Board.Point(0, 0), new Board.Point(0, 2), new Board.Point(1, 1)), g.points());
            assertEquals(List.of(List.of(new Board.Point(0, 0), new Board.Point(0, 2))), g.lines());
            assertEquals("`(graph …)`: the line `(a1 c1)` passes b1 between a1 and c1 without joining it",
                    assertThrows(RuleException.class, () -> Ldx.graph(List.of("a1", "b1", "c1"),
                            List.of(List.of("a1", "c1")))).getMessage());
        }

        @Test
        void invalidSizesThrowTheRecordsMessage() {
            assertEquals("`(hexagon 8)`: hexagon diameter must be odd",
                    assertThrows(RuleException.class, () -> Ldx.hexagon(8)).getMessage());
            assertThrows(RuleException.class, () -> Ldx.square(0));
            assertThrows(RuleException.class, () -> rectangle(6, -1));
            assertThrows(RuleException.class, () -> Ldx.hexRectangle(0, 3));
            assertThrows(RuleException.class, () -> Ldx.square(40));
        }
    }

    @Nested
    class Start {
        @Test
        void placeWithOneCell() {
            assertEquals(new Placement(Player.P1, List.of(4)), place(P1, 4));
        }

        @Test
        void placeWithSeveralCells() {
            assertEquals(new Placement(Player.P2, List.of(28, 35)), place(P2, 28, 35));
        }

        @Test
        void startOnAGame() {
            Game g = game("g").board(Ldx.square(8)).start(place(P1, 27, 36), place(P2, 28, 35))
                    .play(repeat(P2, P1).place(empty())).end(when(passedBoth(), byScore()));
            assertEquals(List.of(new Placement(Player.P1, List.of(27, 36)), new Placement(Player.P2, List.of(28, 35))),
                    g.start());
        }

        @Test
        void startFromAList() {
            Game g = game("g").board(Ldx.square(3)).start(List.of(place(P1, 0)))
                    .play(repeat(P1, P2).place(empty())).end(when(fullBoard(), draw()));
            assertEquals(List.of(new Placement(Player.P1, List.of(0))), g.start());
        }

        @Test
        void negativeCellThrows() {
            assertThrows(RuleException.class, () -> place(P1, 0, -1));
        }

        @Test
        void emptyStartListThrows() {
            var step = game("g").board(Ldx.square(3));
            assertThrows(RuleException.class, () -> step.start(List.of()));
        }
    }

    @Nested
    class Phases {
        private Mechanic mechanic(Who placer, Mask destination) {
            return new Mechanic(placer, destination, Optional.empty(), List.of(), false);
        }

        @Test
        void repeat() {
            assertEquals(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), mechanic(Who.MOVER, EMPTY)),
                    Ldx.repeat(P1, P2).place(empty()).phase());
        }

        @Test
        void onceThroughWithOnePlayer() {
            assertEquals(new Phase(Repetition.ONCE_THROUGH, List.of(Player.P1), mechanic(Who.MOVER, new Mask.Center())),
                    onceThrough(P1).place(center()).phase());
        }

        @Test
        void longOrder() {
            assertEquals(List.of(Player.P2, Player.P2, Player.P1, Player.P1),
                    Ldx.repeat(P2, P2, P1, P1).place(empty()).phase().order());
        }

        @Test
        void placeByMoverExplicitly() {
            assertEquals(new Phase(Repetition.REPEAT, List.of(Player.P1), mechanic(Who.MOVER, EMPTY)),
                    Ldx.repeat(P1).place(MOVER, empty()).phase());
        }

        @Test
        void placeByOpponent() {
            assertEquals(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), mechanic(Who.OPPONENT, EMPTY)),
                    Ldx.repeat(P1, P2).place(OPPONENT, empty()).phase());
        }

        @Test
        void result() {
            Pred exists = new Pred.Exists(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY));
            assertEquals(new Mechanic(Who.MOVER, EMPTY, Optional.of(exists), List.of(), false),
                    Ldx.repeat(P1, P2).place(empty()).result(exists(custodialAny())).phase().mechanic());
        }

        @Test
        void resultMayBeABareFunction() {
            Pred positive = new Pred.Positive(new Func.Line(3, Orientation.ANY, false));
            assertEquals(Optional.of(positive),
                    Ldx.repeat(P1, P2).place(empty()).result(line(3)).phase().mechanic().result());
        }

        @Test
        void effectsWithoutResult() {
            Effect capture = new Effect.Capture(new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.ANY),
                    Who.OPPONENT, true);
            Effect score = new Effect.IncrementScore(Who.MOVER, new Func.Const(1));
            assertEquals(new Mechanic(Who.MOVER, EMPTY, Optional.empty(), List.of(capture, score), false),
                    Ldx.repeat(P1, P2).place(empty())
                            .effects(capture(custodial(2)).incrementScore(), incrementScore(MOVER, 1))
                            .phase().mechanic());
        }

        @Test
        void forcePassAlone() {
            assertEquals(new Mechanic(Who.MOVER, EMPTY, Optional.empty(), List.of(), true),
                    Ldx.repeat(P1, P2).place(empty()).forcePass().phase().mechanic());
        }

        @Test
        void forcePassAfterResult() {
            assertEquals(new Mechanic(Who.MOVER, EMPTY, Optional.of(new Pred.FullBoard()), List.of(), true),
                    Ldx.repeat(P1, P2).place(empty()).result(fullBoard()).forcePass().phase().mechanic());
        }

        @Test
        void everyPartOfTheMechanic() {
            Pred result = new Pred.Not(new Pred.FullBoard());
            List<Effect> effects = List.of(new Effect.Flip(OCCUPIED, Who.OPPONENT),
                    new Effect.SetScore(Who.MOVER, new Func.Count(new Mask.OccupiedBy(Who.MOVER))));
            Phase expected = new Phase(Repetition.ONCE_THROUGH, List.of(Player.P2, Player.P1),
                    new Mechanic(Who.OPPONENT, OCCUPIED, Optional.of(result), effects, true));
            assertEquals(expected, onceThrough(P2, P1)
                    .place(OPPONENT, occupied())
                    .result(not(fullBoard()))
                    .effects(flip(occupied()), setScore(MOVER, count(occupied(MOVER))))
                    .forcePass()
                    .phase());
        }

        @Test
        void stepsAreImmutable() {
            PhaseBuilder.Place base = Ldx.repeat(P1, P2).place(empty());
            base.result(fullBoard());
            base.effects(flip(occupied()));
            base.forcePass();
            assertEquals(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), mechanic(Who.MOVER, EMPTY)),
                    base.phase());
        }

        @Test
        void phaseRecordAdapter() {
            Phase phase = new Phase(Repetition.REPEAT, List.of(Player.P1), mechanic(Who.MOVER, EMPTY));
            assertSame(phase, phase(phase).phase());
        }

        @Test
        void nullsGiveRuleExceptions() {
            assertThrows(RuleException.class, () -> Ldx.repeat(P1, P2).place(null));
            assertThrows(RuleException.class, () -> Ldx.repeat(P1, (Player) null));
            assertThrows(RuleException.class, () -> Ldx.repeat(P1).place(empty()).result(null));
            assertThrows(RuleException.class, () -> Ldx.repeat(P1).place(empty()).effects(flip(empty()), (EffectExpr) null));
        }
    }

    @Nested
    class Masks {
        @Test
        void emptyAndOccupied() {
            assertEquals(new Mask.Empty(), empty().mask());
            assertEquals(new Mask.Occupied(), occupied().mask());
        }

        @Test
        void occupiedBy() {
            assertEquals(new Mask.OccupiedBy(Who.MOVER), occupied(MOVER).mask());
            assertEquals(new Mask.OccupiedBy(Who.OPPONENT), occupied(OPPONENT).mask());
        }

        @Test
        void centerAndCorners() {
            assertEquals(new Mask.Center(), center().mask());
            assertEquals(new Mask.Corners(), corners().mask());
        }

        @Test
        void everyEdge() {
            for (Edge e : Edge.values()) {
                assertEquals(new Mask.EdgeCells(e), edge(e).mask());
            }
            assertEquals(new Mask.EdgeCells(Edge.LEFT), edge(LEFT_EDGE).mask());
        }

        @Test
        void prevMove() {
            assertEquals(new Mask.PrevMove(Who.MOVER), Ldx.prevMove(MOVER).mask());
            assertEquals(new Mask.PrevMove(Who.OPPONENT), Ldx.prevMove(OPPONENT).mask());
        }

        @Test
        void adjacentDefaultsToAny() {
            assertEquals(new Mask.Adjacent(OCCUPIED, Orientation.ANY), adjacent(occupied()).mask());
        }

        @Test
        void adjacentWithADirection() {
            assertEquals(new Mask.Adjacent(OCCUPIED, Direction.UP), adjacent(occupied(), UP).mask());
            assertEquals(new Mask.Adjacent(OCCUPIED, Direction.UP), adjacent(occupied()).direction(UP).mask());
        }

        @Test
        void adjacentWithEveryDirectionAndGroup() {
            for (Direction d : Direction.values()) {
                assertEquals(new Mask.Adjacent(EMPTY, d), adjacent(empty()).direction(d).mask());
            }
            for (Orientation o : Orientation.values()) {
                assertEquals(new Mask.Adjacent(EMPTY, o), adjacent(empty(), o).mask());
            }
        }

        @Test
        void adjacentNests() {
            Mask inner = new Mask.Adjacent(new Mask.PrevMove(Who.OPPONENT), Orientation.ANY);
            assertEquals(new Mask.Adjacent(inner, Orientation.ANY), adjacent(adjacent(Ldx.prevMove(OPPONENT))).mask());
        }

        @Test
        void inLineDefaultsAndOptions() {
            assertEquals(new Mask.InLine(3, Who.MOVER, Orientation.ANY), inLine(3).mask());
            assertEquals(new Mask.InLine(2, Who.OPPONENT, Orientation.VERTICAL), inLine(2, OPPONENT, VERTICAL).mask());
        }

        @Test
        void custodialDefaults() {
            assertEquals(new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.ANY), custodial(2).mask());
            assertEquals(new Mask.Custodial(OptionalInt.of(0), Who.MOVER, Orientation.ANY), custodial(0).mask());
        }

        @Test
        void custodialAnyLength() {
            Mask.Custodial any = custodialAny().mask();
            assertEquals(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY), any);
            assertTrue(any.anyLength());
        }

        @Test
        void custodialWithWho() {
            assertEquals(new Mask.Custodial(OptionalInt.of(1), Who.OPPONENT, Orientation.ANY),
                    custodial(1).who(OPPONENT).mask());
            assertEquals(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY),
                    custodialAny().who(MOVER).mask());
        }

        @Test
        void custodialWithOrientation() {
            assertEquals(new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.DIAGONAL),
                    custodial(2).orientation(DIAGONAL).mask());
        }

        @Test
        void custodialWithBothOptionsInEitherOrder() {
            Mask expected = new Mask.Custodial(OptionalInt.empty(), Who.OPPONENT, Orientation.HORIZONTAL);
            assertEquals(expected, custodialAny().who(OPPONENT).orientation(HORIZONTAL).mask());
            assertEquals(expected, custodialAny().orientation(HORIZONTAL).who(OPPONENT).mask());
        }

        @Test
        void custodialNegativeLengthThrows() {
            assertThrows(RuleException.class, () -> custodial(-1));
        }

        @Test
        void pattern() {
            assertEquals(new Mask.Pattern(2, 1, List.of(1, 0), false), Ldx.pattern(2, 1, 1, 0).mask());
        }

        @Test
        void patternRotated() {
            assertEquals(new Mask.Pattern(1, 3, List.of(1, 3, 2), true), Ldx.pattern(1, 3, 1, 3, 2).rotate().mask());
            assertEquals(new Mask.Pattern(1, 3, List.of(1, 3, 2), true), Ldx.pattern(1, 3, 1, 3, 2).rotate(true).mask());
            assertEquals(new Mask.Pattern(1, 3, List.of(1, 3, 2), false),
                    Ldx.pattern(1, 3, 1, 3, 2).rotate().rotate(false).mask());
        }

        @Test
        void patternErrorsAreTheRecords() {
            RuleException e = assertThrows(RuleException.class, () -> Ldx.pattern(2, 2, 1, 0, 1));
            assertEquals("`(pattern (2 2) …)` needs 4 values (rows × columns), not 3", e.getMessage());
            assertThrows(RuleException.class, () -> Ldx.pattern(1, 1, 4));
            assertThrows(RuleException.class, () -> Ldx.pattern(0, 1));
        }

        @Test
        void andOrNot() {
            assertEquals(new Mask.And(List.of(EMPTY)), and(empty()).mask());
            assertEquals(new Mask.And(List.of(EMPTY, new Mask.EdgeCells(Edge.BOTTOM), OCCUPIED)),
                    and(empty(), edge(BOTTOM), occupied()).mask());
            assertEquals(new Mask.Or(List.of(new Mask.Center())), or(center()).mask());
            assertEquals(new Mask.Or(List.of(new Mask.Center(), new Mask.Corners())), or(center(), corners()).mask());
            assertEquals(new Mask.Not(EMPTY), not(empty()).mask());
        }

        @Test
        void optionBuildersMixWithPlainMasks() {
            Mask expected = new Mask.And(List.of(EMPTY, new Mask.Or(List.of(new Mask.EdgeCells(Edge.BOTTOM),
                    new Mask.Adjacent(OCCUPIED, Direction.UP)))));
            assertEquals(expected, and(empty(), or(edge(BOTTOM), adjacent(occupied(), UP))).mask());
        }

        @Test
        void optionMethodsDoNotChangeTheReceiver() {
            MaskExpr.Adjacent a = adjacent(empty());
            a.direction(UP);
            assertEquals(new Mask.Adjacent(EMPTY, Orientation.ANY), a.mask());
            MaskExpr.Custodial c = custodial(1);
            c.who(OPPONENT);
            c.orientation(VERTICAL);
            assertEquals(new Mask.Custodial(OptionalInt.of(1), Who.MOVER, Orientation.ANY), c.mask());
        }

        @Test
        void maskRecordAdapter() {
            Mask m = new Mask.Not(new Mask.Corners());
            assertSame(m, mask(m).mask());
            assertEquals(new Mask.And(List.of(m, EMPTY)), and(mask(m), empty()).mask());
        }

        @Test
        void nullsGiveRuleExceptions() {
            assertThrows(RuleException.class, () -> adjacent(null));
            assertThrows(RuleException.class, () -> and(empty(), (MaskExpr) null));
            assertThrows(RuleException.class, () -> not((MaskExpr) null));
            assertThrows(RuleException.class, () -> occupied(null));
            assertThrows(RuleException.class, () -> edge(null));
        }
    }

    @Nested
    class Functions {
        @Test
        void constant() {
            assertEquals(new Func.Const(7), Ldx.constant(7).func());
            assertEquals(new Func.Const(0), Ldx.constant(0).func());
            assertThrows(RuleException.class, () -> Ldx.constant(-1));
        }

        @Test
        void count() {
            assertEquals(new Func.Count(new Mask.OccupiedBy(Who.MOVER)), Ldx.count(occupied(MOVER)).func());
        }

        @Test
        void score() {
            assertEquals(new Func.Score(Who.MOVER), Ldx.score(MOVER).func());
            assertEquals(new Func.Score(Who.OPPONENT), Ldx.score(OPPONENT).func());
        }

        @Test
        void lineDefaults() {
            assertEquals(new Func.Line(4, Orientation.ANY, false), line(4).func());
        }

        @Test
        void lineExact() {
            assertEquals(new Func.Line(5, Orientation.ANY, true), line(5).exact().func());
            assertEquals(new Func.Line(5, Orientation.ANY, true), line(5).exact(true).func());
            assertEquals(new Func.Line(5, Orientation.ANY, false), line(5).exact().exact(false).func());
        }

        @Test
        void lineWithEveryOrientation() {
            for (Orientation o : Orientation.values()) {
                assertEquals(new Func.Line(3, o, false), line(3).orientation(o).func());
                assertEquals(new Func.Line(3, o, false), line(3, o).func());
            }
        }

        @Test
        void lineWithBothOptions() {
            assertEquals(new Func.Line(3, Orientation.HORIZONTAL, true), line(3).exact().orientation(HORIZONTAL).func());
            assertEquals(new Func.Line(3, Orientation.HORIZONTAL, true), line(3, HORIZONTAL).exact().func());
        }

        @Test
        void lineZeroThrowsTheRecordsMessage() {
            assertEquals("`(line 0)`: a line needs a length of at least 1",
                    assertThrows(RuleException.class, () -> line(0)).getMessage());
        }

        @Test
        void connectedWithAMaskList() {
            Regions regions = new Regions.MaskRegions(List.of(new Mask.EdgeCells(Edge.TOP), new Mask.EdgeCells(Edge.BOTTOM)));
            assertEquals(new Func.Connected(regions, Who.MOVER, Orientation.ANY),
                    connected(regions(edge(TOP), edge(BOTTOM))).func());
        }

        @Test
        void connectedWithASingleRegion() {
            Regions regions = new Regions.MaskRegions(List.of(new Mask.EdgeCells(Edge.TOP)));
            assertEquals(regions, regions(edge(TOP)));
            assertEquals(new Func.Connected(regions, Who.MOVER, Orientation.ANY), connected(regions(edge(TOP))).func());
        }

        @Test
        void connectedWithCorners() {
            assertEquals(new Func.Connected(new Regions.CornerRegions(), Who.MOVER, Orientation.ANY),
                    connected(cornerRegions()).func());
        }

        @Test
        void connectedWithEdges() {
            assertEquals(new Func.Connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY),
                    connected(edges()).func());
        }

        @Test
        void connectedWithEdgesNoCorners() {
            assertEquals(new Func.Connected(new Regions.EdgeRegionsWithoutCorners(), Who.MOVER, Orientation.ANY),
                    connected(edgesNoCorners()).func());
        }

        @Test
        void connectedCornersMaskListIsNotTheCornerRegions() {
            // (connected (corners)) is one region holding every corner; (connected corners) is one per corner.
            assertEquals(new Regions.MaskRegions(List.of(new Mask.Corners())), regions(corners()));
        }

        @Test
        void connectedWithWho() {
            assertEquals(new Func.Connected(new Regions.EdgeRegions(), Who.OPPONENT, Orientation.ANY),
                    connected(edges()).who(OPPONENT).func());
        }

        @Test
        void connectedWithDirection() {
            assertEquals(new Func.Connected(new Regions.CornerRegions(), Who.MOVER, Orientation.ORTHOGONAL),
                    connected(cornerRegions()).direction(ORTHOGONAL).func());
            assertEquals(new Func.Connected(new Regions.CornerRegions(), Who.MOVER, Direction.UP),
                    connected(cornerRegions()).direction(UP).func());
        }

        @Test
        void connectedWithWhoAndDirection() {
            Regions regions = new Regions.MaskRegions(List.of(new Mask.EdgeCells(Edge.LEFT), new Mask.EdgeCells(Edge.RIGHT)));
            assertEquals(new Func.Connected(regions, Who.OPPONENT, Orientation.HORIZONTAL),
                    connected(regions(edge(LEFT_EDGE), edge(RIGHT_EDGE))).direction(HORIZONTAL).who(OPPONENT).func());
        }

        @Test
        void arithmetic() {
            Func one = new Func.Const(1);
            Func s = new Func.Score(Who.MOVER);
            assertEquals(new Func.Add(List.of(one)), add(Ldx.constant(1)).func());
            assertEquals(new Func.Add(List.of(s, one, one)), add(Ldx.score(MOVER), Ldx.constant(1), Ldx.constant(1)).func());
            assertEquals(new Func.Multiply(List.of(s, new Func.Const(2))), multiply(Ldx.score(MOVER), Ldx.constant(2)).func());
            assertEquals(new Func.Subtract(s, new Func.Score(Who.OPPONENT)),
                    subtract(Ldx.score(MOVER), Ldx.score(OPPONENT)).func());
        }

        @Test
        void arithmeticTakesOptionBuilders() {
            assertEquals(new Func.Add(List.of(new Func.Line(3, Orientation.ANY, true),
                            new Func.Connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY))),
                    add(line(3).exact(), connected(edges())).func());
        }

        @Test
        void functionAsPredicateIsPositive() {
            assertEquals(new Pred.Positive(new Func.Line(3, Orientation.ANY, false)), line(3).pred());
            assertEquals(new Pred.Positive(new Func.Const(1)), Ldx.constant(1).pred());
        }

        @Test
        void funcRecordAdapter() {
            Func f = new Func.Score(Who.MOVER);
            assertSame(f, func(f).func());
        }
    }

    @Nested
    class Predicates {
        private final Func line4 = new Func.Line(4, Orientation.ANY, false);

        @Test
        void equal() {
            assertEquals(new Pred.Equal(List.of(line4)), eq(line(4)).pred());
            assertEquals(new Pred.Equal(List.of(line4, new Func.Const(1))), eq(line(4), 1).pred());
            assertEquals(new Pred.Equal(List.of(line4, new Func.Const(1), new Func.Score(Who.MOVER))),
                    eq(line(4), Ldx.constant(1), Ldx.score(MOVER)).pred());
        }

        @Test
        void atLeastAndAtMost() {
            assertEquals(new Pred.AtLeast(line4, new Func.Const(2)), atLeast(line(4), 2).pred());
            assertEquals(new Pred.AtLeast(line4, new Func.Score(Who.OPPONENT)), atLeast(line(4), Ldx.score(OPPONENT)).pred());
            assertEquals(new Pred.AtMost(line4, new Func.Const(0)), atMost(line(4), 0).pred());
            assertEquals(new Pred.AtMost(line4, new Func.Score(Who.MOVER)), atMost(line(4), Ldx.score(MOVER)).pred());
        }

        @Test
        void exists() {
            assertEquals(new Pred.Exists(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY)),
                    Ldx.exists(custodialAny()).pred());
        }

        @Test
        void fullBoard() {
            assertEquals(new Pred.FullBoard(), Ldx.fullBoard().pred());
        }

        @Test
        void moverIs() {
            assertEquals(new Pred.MoverIs(Player.P1), Ldx.moverIs(P1).pred());
            assertEquals(new Pred.MoverIs(Player.P2), Ldx.moverIs(P2).pred());
        }

        @Test
        void passed() {
            assertEquals(new Pred.Passed(Who.MOVER), Ldx.passed(MOVER).pred());
            assertEquals(new Pred.Passed(Who.OPPONENT), Ldx.passed(OPPONENT).pred());
            assertEquals(new Pred.PassedBoth(), passedBoth().pred());
        }

        @Test
        void andOrNot() {
            Pred full = new Pred.FullBoard();
            Pred p1 = new Pred.MoverIs(Player.P1);
            assertEquals(new Pred.And(List.of(full)), and(Ldx.fullBoard()).pred());
            assertEquals(new Pred.And(List.of(full, p1)), and(Ldx.fullBoard(), Ldx.moverIs(P1)).pred());
            assertEquals(new Pred.Or(List.of(full, p1)), or(Ldx.fullBoard(), Ldx.moverIs(P1)).pred());
            assertEquals(new Pred.Not(full), not(Ldx.fullBoard()).pred());
        }

        @Test
        void bareFunctionsMixWithPredicates() {
            Pred positive = new Pred.Positive(new Func.Line(3, Orientation.ANY, false));
            assertEquals(new Pred.And(List.of(positive, new Pred.MoverIs(Player.P1))), and(line(3), Ldx.moverIs(P1)).pred());
            assertEquals(new Pred.Or(List.of(new Pred.PassedBoth(), positive)), or(passedBoth(), line(3)).pred());
            assertEquals(new Pred.Not(new Pred.Positive(new Func.Line(5, Orientation.ANY, false))), not(line(5)).pred());
            assertEquals(new Pred.And(List.of(positive, new Pred.Positive(new Func.Count(EMPTY)))),
                    and(line(3), Ldx.count(empty())).pred());
        }

        @Test
        void predRecordAdapter() {
            Pred p = new Pred.PassedBoth();
            assertSame(p, pred(p).pred());
        }

        @Test
        void nullsGiveRuleExceptions() {
            assertThrows(RuleException.class, () -> Ldx.exists(null));
            assertThrows(RuleException.class, () -> atLeast(null, 1));
            assertThrows(RuleException.class, () -> not((PredExpr) null));
            assertThrows(RuleException.class, () -> Ldx.moverIs(null));
        }
    }

    @Nested
    class Effects {
        private final Mask c2 = new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.ANY);

        @Test
        void captureDefaults() {
            assertEquals(new Effect.Capture(c2, Who.OPPONENT, false), capture(custodial(2)).effect());
        }

        @Test
        void captureWithWho() {
            assertEquals(new Effect.Capture(c2, Who.MOVER, false), capture(custodial(2), MOVER).effect());
            assertEquals(new Effect.Capture(c2, Who.MOVER, false), capture(custodial(2)).who(MOVER).effect());
        }

        @Test
        void captureWithIncrementScore() {
            assertEquals(new Effect.Capture(c2, Who.OPPONENT, true), capture(custodial(2)).incrementScore().effect());
            assertEquals(new Effect.Capture(c2, Who.OPPONENT, true), capture(custodial(2)).incrementScore(true).effect());
            assertEquals(new Effect.Capture(c2, Who.OPPONENT, false),
                    capture(custodial(2)).incrementScore().incrementScore(false).effect());
        }

        @Test
        void captureWithBoth() {
            assertEquals(new Effect.Capture(c2, Who.MOVER, true), capture(custodial(2), MOVER).incrementScore().effect());
            assertEquals(new Effect.Capture(c2, Who.MOVER, true), capture(custodial(2)).incrementScore().who(MOVER).effect());
        }

        @Test
        void flipDefaultsAndWho() {
            assertEquals(new Effect.Flip(c2, Who.OPPONENT), flip(custodial(2)).effect());
            assertEquals(new Effect.Flip(c2, Who.MOVER), flip(custodial(2), MOVER).effect());
            assertEquals(new Effect.Flip(c2, Who.MOVER), flip(custodial(2)).who(MOVER).effect());
        }

        @Test
        void incrementScore() {
            assertEquals(new Effect.IncrementScore(Who.MOVER, new Func.Const(3)), Ldx.incrementScore(MOVER, 3).effect());
            assertEquals(new Effect.IncrementScore(Who.OPPONENT, new Func.Count(EMPTY)),
                    Ldx.incrementScore(OPPONENT, Ldx.count(empty())).effect());
        }

        @Test
        void setScore() {
            assertEquals(new Effect.SetScore(Who.MOVER, new Func.Const(0)), Ldx.setScore(MOVER, 0).effect());
            assertEquals(new Effect.SetScore(Who.OPPONENT, new Func.Count(new Mask.OccupiedBy(Who.OPPONENT))),
                    Ldx.setScore(OPPONENT, Ldx.count(occupied(OPPONENT))).effect());
        }

        @Test
        void effectRecordAdapter() {
            Effect e = new Effect.Flip(EMPTY, Who.MOVER);
            assertSame(e, effect(e).effect());
        }
    }

    @Nested
    class Outcomes {
        @Test
        void winAndLose() {
            assertEquals(new Outcome.Win(Who.MOVER), moverWins());
            assertEquals(new Outcome.Lose(Who.MOVER), moverLoses());
            assertEquals(new Outcome.Win(Who.OPPONENT), opponentWins());
            assertEquals(new Outcome.Lose(Who.OPPONENT), opponentLoses());
            assertEquals(new Outcome.Win(Who.OPPONENT), win(OPPONENT));
            assertEquals(new Outcome.Lose(Who.MOVER), lose(MOVER));
        }

        @Test
        void drawAndByScore() {
            assertEquals(new Outcome.Draw(), draw());
            assertEquals(new Outcome.ByScore(), byScore());
        }

        @Test
        void endRule() {
            assertEquals(new EndRule(new Pred.FullBoard(), new Outcome.Draw()), when(Ldx.fullBoard(), draw()));
            assertEquals(new EndRule(new Pred.Positive(new Func.Line(3, Orientation.ANY, false)), new Outcome.Lose(Who.MOVER)),
                    when(line(3), moverLoses()));
        }

        @Test
        void endRuleNeedsBoth() {
            assertThrows(RuleException.class, () -> when(null, draw()));
            assertThrows(RuleException.class, () -> when(Ldx.fullBoard(), null));
        }
    }

    @Nested
    class GameSteps {
        private final Phase phase = new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2),
                new Mechanic(Who.MOVER, EMPTY, Optional.empty(), List.of(), false));
        private final EndRule full = new EndRule(new Pred.FullBoard(), new Outcome.Draw());

        @Test
        void minimalGame() {
            Game expected = new Game("G", 2, new Board.Square(3), List.of(), List.of(phase), List.of(full));
            assertEquals(expected, game("G").board(Ldx.square(3)).play(Ldx.repeat(P1, P2).place(empty()))
                    .end(when(Ldx.fullBoard(), draw())));
        }

        @Test
        void explicitPlayers() {
            Game expected = new Game("G", 2, new Board.Square(3), List.of(), List.of(phase), List.of(full));
            assertEquals(expected, game("G").players(2).board(Ldx.square(3)).play(Ldx.repeat(P1, P2).place(empty()))
                    .end(when(Ldx.fullBoard(), draw())));
        }

        @Test
        void playersOtherThanTwoThrow() {
            assertEquals("`(players 3)`: Plateau games have exactly 2 players",
                    assertThrows(RuleException.class, () -> game("G").players(3)).getMessage());
        }

        @Test
        void severalPhasesAndRulesInOrder() {
            Phase first = new Phase(Repetition.ONCE_THROUGH, List.of(Player.P1),
                    new Mechanic(Who.MOVER, new Mask.Center(), Optional.empty(), List.of(), false));
            EndRule win = new EndRule(new Pred.Positive(new Func.Line(5, Orientation.ANY, false)), new Outcome.Win(Who.MOVER));
            Game expected = new Game("G", 2, new Board.Square(19), List.of(), List.of(first, phase), List.of(win, full));
            assertEquals(expected, game("G").board(Ldx.square(19))
                    .play(onceThrough(P1).place(center()), Ldx.repeat(P1, P2).place(empty()))
                    .end(when(line(5), moverWins()), when(Ldx.fullBoard(), draw())));
        }

        @Test
        void listsForGeneratedGames() {
            Game expected = new Game("G", 2, new Board.Square(3), List.of(new Placement(Player.P1, List.of(4))),
                    List.of(phase, phase), List.of(full, full));
            assertEquals(expected, game("G").board(Ldx.square(3)).start(List.of(place(P1, 4)))
                    .play(List.of(phase(phase), Ldx.repeat(P1, P2).place(empty())))
                    .end(List.of(full, full)));
        }

        @Test
        void stepsAreReusable() {
            var board = game("G").board(Ldx.square(3));
            Game a = board.play(Ldx.repeat(P1, P2).place(empty())).end(full);
            Game b = board.start(place(P2, 0)).play(Ldx.repeat(P1, P2).place(empty())).end(full);
            assertEquals(List.of(), a.start());
            assertEquals(1, b.start().size());
        }

        @Test
        void gameErrorsAreTheRecords() {
            var end = game("a \"quoted\" name").board(Ldx.square(3)).play(Ldx.repeat(P1).place(empty()));
            assertEquals("the game name cannot contain a double quote",
                    assertThrows(RuleException.class, () -> end.end(full)).getMessage());
            assertThrows(RuleException.class, () -> game("G").board(null));
            var play = game("G").board(Ldx.square(3));
            assertThrows(RuleException.class, () -> play.play(List.of()));
            var endStep = play.play(Ldx.repeat(P1).place(empty()));
            assertThrows(RuleException.class, () -> endStep.end(List.of()));
            assertThrows(RuleException.class, () -> endStep.end(full, (EndRule) null));
        }

        @Test
        void resultIsAGameRecord() {
            assertInstanceOf(Game.class, game("G").board(Ldx.square(3)).play(Ldx.repeat(P1, P2).place(empty())).end(full));
        }
    }
}
