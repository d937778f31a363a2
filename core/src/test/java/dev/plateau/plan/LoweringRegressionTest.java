package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.plateau.rules.Board;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Regression tests for lowering bugs found by the differential properties of the property-tests
 * module (the simulators against the reference engine on random games). Each game is given as
 * {@code .ldx} text in a comment and built with the rule records; each runs with cellwise and with
 * literal result constraints.
 */
class LoweringRegressionTest {

    private static Game game(Board board, List<Phase> phases, EndRule... end) {
        return new Game("regression", 2, board, List.of(), phases, List.of(end));
    }

    private static Phase repeat(Mechanic mechanic, Player... order) {
        return new Phase(Repetition.REPEAT, List.of(order), mechanic);
    }

    private static Mechanic place(Mask destination, Pred result) {
        return new Mechanic(Who.MOVER, destination, Optional.of(result), List.of(), false);
    }

    /**
     * {@code (= f)} with a single function always holds (docs/language.md, {@code =}). As a result
     * constraint the cellwise lowering accepted it and then failed to compile it ("not cellwise:
     * Count[…]").
     *
     * <pre>
     * (game "regression" (players 2) (equipment (board (square 3)))
     *   (rules (play (repeat (P1 P2) (place (destination empty) (result (= (count empty))))))
     *          (end (if (full_board) (draw)))))
     * </pre>
     */
    @Test
    void equalityOfOneFunctionAsAResultAlwaysHolds() {
        Game game = game(new Board.Square(3),
                List.of(repeat(place(new Mask.Empty(), new Pred.Equal(List.of(new Func.Count(new Mask.Empty())))),
                        Player.P1, Player.P2)),
                new EndRule(new Pred.FullBoard(), new Outcome.Draw()));
        for (Lowering.Options options : ScriptedSimulation.bothTrialStrategies()) {
            try (ScriptedSimulation s = new ScriptedSimulation(game, options)) {
                assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8), s.legal());
                s.play(4, 0);
                s.assertBoard("""
                        O . .
                        . X .
                        . . .
                        """);
                assertEquals(List.of(1, 2, 3, 5, 6, 7, 8), s.legal());
                assertFalse(s.sim.terminated(0));
            }
        }
    }
}
