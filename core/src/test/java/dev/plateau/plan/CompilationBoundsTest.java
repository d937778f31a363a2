package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.analysis.Facts;
import dev.plateau.board.Topology;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Effect;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The lowering on its own, for games that did not go through the analysis (which refuses them):
 * huge lengths must neither overflow nor loop, and a program past the size limit stops the build.
 */
class CompilationBoundsTest {

    private static Game game(Board board, Mechanic mechanic, Pred end) {
        return new Game("bounds", 2, board, List.of(),
                List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), mechanic)),
                List.of(new EndRule(end, new Outcome.Win(Who.MOVER)), new EndRule(new Pred.FullBoard(), new Outcome.Draw())));
    }

    /** Skips the analysis on purpose: the lowering must stay bounded on its own. */
    private static Plan lowerUnchecked(Game g, Lowering.Options options) {
        return Lowering.lower(new AnalyzedGame(g, Topology.of(g.board()), Facts.of(g), SourceMap.EMPTY), options);
    }

    private static final Mask EMPTY = new Mask.Empty();

    @Test
    void hugeLengthsCountNothingInsteadOfOverflowing() {
        Mask bracket = new Mask.Custodial(OptionalInt.of(Integer.MAX_VALUE), Who.MOVER, Orientation.ANY);
        Pred hugeLine = new Pred.Positive(new Func.Line(2_000_000_000, Orientation.ANY, false));
        Game g = game(new Board.Square(32),
                new Mechanic(Who.MOVER, EMPTY, Optional.of(new Pred.Not(hugeLine)),
                        List.of(new Effect.Capture(bracket, Who.OPPONENT, false)), false),
                new Pred.Positive(new Func.Line(100_000, Orientation.ANY, true)));
        for (Lowering.Options options : List.of(Lowering.Options.defaults(), Lowering.Options.literalTrials())) {
            Plan plan = lowerUnchecked(g, options);
            assertTrue(plan.step().size() > 0);
        }
    }

    @Test
    void aProgramPastTheLimitStopsTheBuild() {
        PlanBuilder b = new PlanBuilder(0, 10);
        for (int i = 0; i < 10; i++) {
            b.constant(i);
        }
        GameException e = assertThrows(GameException.class, () -> b.constant(10));
        assertEquals("the game is too large to compile: one of its programs needs more than 10 operations, the limit"
                + " on the size of a compiled program", e.diagnostics().get(0).message());
    }

    @Test
    void aHeavyGameStopsAtTheLimitInsteadOfGrowingWithoutBound() {
        List<Effect> effects = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            effects.add(new Effect.Flip(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY), Who.OPPONENT));
        }
        Game g = game(new Board.Rectangle(1, 1024), new Mechanic(Who.MOVER, EMPTY, Optional.empty(), effects, false),
                new Pred.FullBoard());
        // Read from a file, the error is placed at the game, so that it starts with the file's name.
        SourceMap sources = SourceMap.forSource("heavy.ldx", "(game \"bounds\" …)\n");
        sources.put(g, new Span("heavy.ldx", 1, 1, 1));
        GameException e = assertThrows(GameException.class, () -> Lowering.lower(
                new AnalyzedGame(g, Topology.of(g.board()), Facts.of(g), sources), Lowering.Options.defaults()));
        assertTrue(e.getMessage().startsWith("heavy.ldx:1:1: the game is too large to compile: one of its programs"
                + " needs more than 250,000 operations, the limit on the size of a compiled program\n"
                + "1 | (game \"bounds\" …)\n  | ^\nhint: "), e.getMessage());
    }

    @Test
    void aGameBuiltInJavaHasNoPositionToPlaceTheErrorAt() {
        GameException e = new GameException(Diagnostic.of("too large"), null);
        assertSame(e, e.placedAt(Optional.empty(), null));
        Diagnostic placed = e.placedAt(Optional.of(new Span("f.ldx", 2, 3, 4)), "x").diagnostics().get(0);
        assertEquals("f.ldx:2:3: too large", placed.headline());
    }
}
