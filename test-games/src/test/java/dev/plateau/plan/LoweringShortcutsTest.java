package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.rules.Board;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The lowering's shortcuts change no state: a step skips the automatic pass-over where an end rule
 * {@code (if (no_moves) …)} ends the game instead, and a turn whose shot moves as its pieces do
 * makes both parts' legal moves in one computation. The state after every step is the same, byte
 * for byte, as with neither ({@link Lowering.Options#everythingWorkedOut()}), in fused random steps
 * and in steps with chosen actions, over games that end without moves often.
 */
class LoweringShortcutsTest {
    @TestFactory
    Stream<DynamicTest> statesEqualThePassOversEverywhere() {
        return Stream.of(LibraryGames.game("amazons"), smallAmazons(), LibraryGames.game("tablut"), reversiLostWithoutMoves())
                .map(game -> DynamicTest.dynamicTest(game.name(), () -> check(game)));
    }

    /**
     * Amazons on 5 × 5 with one queen each, so that a player is shut in within a few turns, and with
     * a repetition rule, so that the state keeps a history whose newest entry records the player to
     * move that the step settles on.
     */
    private static Game smallAmazons() {
        Game g = LibraryGames.game("amazons");
        List<EndRule> end = new ArrayList<>(g.endRules());
        end.add(0, new EndRule(new Pred.Repeated(3, 8), new Outcome.Lose(Who.MOVER)));
        return new Game("Amazons 5x5", 2, new Board.Square(5), g.pieces(),
                List.of(new Placement(Player.P1, List.of(22), Optional.of("queen"), Optional.empty()),
                        new Placement(Player.P2, List.of(2), Optional.of("queen"), Optional.empty())),
                g.phases(), end, g.parameters());
    }

    /**
     * Reversi on 6 × 6 without its pass action, whose player without a move loses, where the
     * automatic pass-over would hand the turn to the other.
     */
    private static Game reversiLostWithoutMoves() {
        Game g = LibraryGames.game("reversi");
        Phase phase = g.phases().get(0);
        Mechanic m = (Mechanic) phase.rule();
        Phase noPass = new Phase(phase.repetition(), phase.order(),
                new Mechanic(m.placer(), m.destination(), m.result(), m.effects(), false));
        List<EndRule> end = new ArrayList<>(g.endRules());
        end.add(0, new EndRule(new Pred.NoMoves(), new Outcome.Lose(Who.OPPONENT)));
        return new Game("Reversi, no moves loses", 2, new Board.Square(6), g.pieces(),
                List.of(new Placement(Player.P1, List.of(14, 21), Optional.empty(), Optional.empty()),
                        new Placement(Player.P2, List.of(15, 20), Optional.empty(), Optional.empty())),
                List.of(noPass), end, g.parameters());
    }

    private static void check(Game game) {
        AnalyzedGame analyzed = Analysis.analyze(game);
        CompiledGame shortcut = CompiledGame.compile(analyzed, Lowering.Options.defaults());
        CompiledGame everywhere = CompiledGame.compile(analyzed, Lowering.Options.everythingWorkedOut());
        assertTrue(shortcut.plan().playoutStep().size() < everywhere.plan().playoutStep().size(),
                "the shortcuts should leave work out: " + shortcut.plan().playoutStep().size() + " operations");
        int batch = 24;
        SplittableRandom random = new SplittableRandom(7);
        try (Simulator a = open(shortcut, batch); Simulator b = open(everywhere, batch)) {
            for (int step = 0; step < 300; step++) {
                if (step % 3 == 2) {
                    int[] actions = new int[batch];
                    for (int env = 0; env < batch; env++) {
                        List<Integer> legal = b.legalActions(env);
                        actions[env] = legal.isEmpty() ? 0 : legal.get(random.nextInt(legal.size()));
                    }
                    a.step(actions);
                    b.step(actions);
                } else {
                    a.stepRandom(step);
                    b.stepRandom(step);
                }
                assertEquals(-1, b.rawState().mismatch(a.rawState()), game.name() + ", step " + step);
            }
        }
    }

    private static Simulator open(CompiledGame game, int batch) {
        return Simulator.builder(game).backend(new ScalarBackend()).batch(batch).autoReset(true).build();
    }
}
