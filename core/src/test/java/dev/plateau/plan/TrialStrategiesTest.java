package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.analysis.Analysis;
import dev.plateau.rules.Board;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Result constraints evaluated cellwise (every cell at once) agree with literal trial placement, one
 * cell after the other, for each shape the cellwise path handles: line counts compared with small
 * constants, with per-environment values, full board, custodial brackets, and their combinations.
 */
class TrialStrategiesTest {
    private static Func line(int n) {
        return new Func.Line(n, Orientation.ANY, false);
    }

    private static Func.Const c(int v) {
        return new Func.Const(v);
    }

    @TestFactory
    Stream<DynamicTest> cellwiseEqualsLiteral() {
        List<Pred> results = new ArrayList<>();
        results.add(new Pred.Positive(line(2)));
        results.add(new Pred.Not(new Pred.Positive(line(3))));
        for (int v = 0; v <= 5; v++) {
            results.add(new Pred.AtLeast(line(2), c(v)));
            results.add(new Pred.AtLeast(c(v), line(2)));
            results.add(new Pred.AtMost(line(3), c(v)));
            results.add(new Pred.AtMost(c(v), line(2)));
            results.add(new Pred.Equal(List.of(line(2), c(v))));
            results.add(new Pred.Equal(List.of(c(v), line(3))));
        }
        results.add(new Pred.Equal(List.of(line(2), new Func.Score(Who.MOVER))));
        results.add(new Pred.AtLeast(new Func.Add(List.of(line(2), line(3))), new Func.Count(new Mask.Corners())));
        results.add(new Pred.AtMost(new Func.Subtract(line(2), c(1)), c(2)));
        results.add(new Pred.FullBoard());
        results.add(new Pred.Exists(new Mask.Custodial(java.util.OptionalInt.empty(), Who.MOVER, Orientation.ANY)));
        results.add(new Pred.And(List.of(new Pred.Not(new Pred.Positive(line(4))),
                new Pred.Not(new Pred.Equal(List.of(line(3), c(1)))))));
        List<Board> boards = List.of(new Board.Square(5), new Board.Hexagon(5), new Board.Rectangle(3, 9));
        return results.stream().flatMap(r -> boards.stream().map(board ->
                DynamicTest.dynamicTest(board + " " + r, () -> check(game(board, r)))));
    }

    private static Game game(Board board, Pred result) {
        Mechanic place = new Mechanic(Who.MOVER, new Mask.Empty(), Optional.of(result), List.of(), false);
        return new Game("trial", 2, board, List.of(), List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), place)),
                List.of(new EndRule(new Pred.Positive(line(5)), new Outcome.Win(Who.MOVER)),
                        new EndRule(new Pred.FullBoard(), new Outcome.Draw())));
    }

    private static void check(Game game) {
        var analyzed = Analysis.analyze(game);
        CompiledGame cellwise = CompiledGame.compile(analyzed, Lowering.Options.defaults());
        CompiledGame literal = CompiledGame.compile(analyzed, Lowering.Options.literalTrials());
        int batch = 40;
        try (Simulator a = Simulator.builder(cellwise).backend(new ScalarBackend()).batch(batch).build();
                Simulator b = Simulator.builder(literal).backend(new ScalarBackend()).batch(batch).build()) {
            for (int step = 0; step < 30; step++) {
                a.stepRandom(step);
                b.stepRandom(step);
                for (int env = 0; env < batch; env++) {
                    assertEquals(b.legalActions(env), a.legalActions(env), "step " + step + ", environment " + env);
                    assertEquals(b.terminated(env), a.terminated(env));
                }
            }
        }
    }
}
