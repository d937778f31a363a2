package dev.plateau.analysis;

import static dev.plateau.analysis.AnalysisTest.only;
import static dev.plateau.analysis.AnalysisTest.rejected;
import static dev.plateau.analysis.AnalysisTest.withDestination;
import static dev.plateau.analysis.AnalysisTest.withEnd;
import static dev.plateau.analysis.G.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The {@link Limits} as the analysis applies them: each reported input, with its position. */
class LimitsTest {

    @Test
    void aBracketLongerThanAnyLineIsAnErrorAtItsPosition() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (square 8)))
                  (rules (play (repeat (P1 P2) (place (destination empty)
                                 (effects (capture (custodial 2147483647))))))
                         (end (if (full_board) (draw)))))
                """);
        Mask bracket = src.at("(custodial 2147483647)", custodial(2147483647));
        Game g = game(new Board.Square(8), repeat(List.of(P1, P2),
                placeWithEffects(empty(), new Effect.Capture(bracket, Who.OPPONENT, false))), rule(fullBoard(), draw()));
        Diagnostic d = only(rejected(g, src.map));
        assertEquals("`(custodial 2147483647 orientation:any)`: a bracket of 2147483647 inner pieces spans 2147483649"
                + " cells, over the limit of 1024, the most cells a line can have on any board", d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 3, 36, 22)), d.span());
    }

    @Test
    void aLineLongerThanAnyLineIsAnErrorAtItsPosition() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (square 32)))
                  (rules (play (repeat (P1 P2) (place (destination empty) (result (not (line 2000000000))))))
                         (end (if (full_board) (draw)))))
                """);
        Func.Line line = src.at("(line 2000000000)", new Func.Line(2_000_000_000, Orientation.ANY, false));
        Game g = game(new Board.Square(32), repeat(List.of(P1, P2), placeWithResult(empty(), not(positive(line)))),
                rule(fullBoard(), draw()));
        Diagnostic d = only(rejected(g, src.map));
        assertEquals("`(line 2000000000 orientation:any)`: the length 2000000000 is over the limit of 1024, the most"
                + " cells a line can have on any board", d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 72, 17)), d.span());
        // (line 100000), which took minutes to compile, is refused in the same way
        Diagnostic d2 = only(rejected(withEnd(new Board.Square(32), positive(line(100_000)))));
        assertTrue(d2.message().startsWith("`(line 100000 orientation:any)`: the length 100000 is over the limit"),
                d2.message());
    }

    @Test
    void lengthsAtTheLimitAreNotErrors() {
        Analysis.analyze(withEnd(new Board.Rectangle(1, 1024), positive(line(Limits.MAX_LENGTH))));
        rejected(withEnd(new Board.Rectangle(1, 1024), positive(line(Limits.MAX_LENGTH + 1))));
        // A bracket of 1022 inner pieces fills the longest line: within the length limit, though one
        // such bracket on 16 words is already too much work; 1023 is over the length limit.
        String within = only(rejected(withDestination(new Board.Rectangle(1, 1024),
                custodial(Limits.MAX_LENGTH - 2)))).message();
        assertTrue(within.contains("too large to compile"), within);
        String over = only(rejected(withDestination(new Board.Rectangle(1, 1024),
                custodial(Limits.MAX_LENGTH - 1)))).message();
        assertTrue(over.contains("spans 1025 cells, over the limit of 1024"), over);
        Analysis.analyze(withDestination(new Board.Rectangle(1, 128), custodial(126)));
    }

    @Test
    void aLengthWithoutWindowsOnTheBoardIsAWarningAtItsPosition() {
        Source src = new Source("""
                (game "t" (players 2) (equipment (board (square 32)))
                  (rules (play (repeat (P1 P2) (place (destination (custodial 40 orientation:diagonal)))))
                         (end (if (line 33) (mover win)))))
                """);
        Mask bracket = src.at("(custodial 40 orientation:diagonal)", custodial(40, Who.MOVER, Orientation.DIAGONAL));
        Func line = src.at("(line 33)", line(33));
        Game g = game(new Board.Square(32), repeat(List.of(P1, P2), place(bracket)), rule(positive(line), moverWins()));
        AnalyzedGame analyzed = Analysis.analyze(g, src.map);
        assertEquals(2, analyzed.warnings().size(), analyzed.warnings().toString());
        Diagnostic first = analyzed.warnings().get(0);
        assertTrue(first.isWarning());
        assertEquals("`(custodial 40 orientation:diagonal)` can never match: a bracket of 40 inner pieces spans 42"
                + " cells, but the longest line of `(square 32)` along `diagonal` has 32 cells", first.message());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 52, 35)), first.span());
        assertEquals("test.ldx:2:52: warning: `(custodial 40 orientation:diagonal)` can never match: a bracket of 40"
                + " inner pieces spans 42 cells, but the longest line of `(square 32)` along `diagonal` has 32 cells",
                first.headline());
        Diagnostic second = analyzed.warnings().get(1);
        assertEquals("`(line 33 orientation:any)` can never match: the longest line of `(square 32)` along `any`"
                + " has 32 cells", second.message());
        assertEquals(Optional.of(new Span(Source.FILE, 3, 19, 9)), second.span());
        // custodial any needs three cells in a line
        AnalyzedGame tiny = Analysis.analyze(withDestination(new Board.Rectangle(1, 2), custodialAny()));
        assertEquals("`(custodial any orientation:any)` can never match: a bracket spans at least 3 cells, but the"
                + " longest line of `(rectangle 1 2)` along `any` has 2 cells", onlyWarning(tiny.warnings()).message());
    }

    @Test
    void aGameTooLargeToCompileIsRefusedAtItsCostliestConstruct() {
        Source src = new Source("""
                (game "heavy" (players 2) (equipment (board (rectangle 1 1024)))
                  (rules (play (repeat (P1 P2) (place (destination empty) (effects (flip (custodial any)) …))))
                         (end (if (full_board) (draw)))))
                """);
        List<Effect> effects = new ArrayList<>();
        effects.add(new Effect.Flip(src.at("(custodial any)", custodialAny()), Who.OPPONENT));
        for (int i = 1; i < 100; i++) {
            effects.add(new Effect.Flip(custodialAny(), Who.OPPONENT));
        }
        Game g = game(new Board.Rectangle(1, 1024), repeat(List.of(P1, P2),
                place(empty(), null, effects, false)), rule(fullBoard(), draw()));
        Diagnostic d = only(rejected(g, src.map));
        assertTrue(d.message().startsWith("`(custodial any orientation:any)`: the game is too large to compile on"
                + " `(rectangle 1 1024)`: about "), d.message());
        assertTrue(d.message().contains(" operations per compiled program, over the limit of 250,000; this construct"
                + " alone needs about "), d.message());
        assertEquals(Optional.of(new Span(Source.FILE, 2, 74, 15)), d.span());
        assertTrue(d.hint().isPresent());
    }

    @Test
    void rulesNestedTooDeepAreAnError() {
        Pred p = fullBoard();
        for (int i = 0; i < Limits.MAX_NESTING; i++) {
            p = not(p);
        }
        GameException e = rejected(withEnd(new Board.Square(3), p));
        assertEquals("the rules are nested more than 256 levels deep, the limit", only(e).message());
    }

    private static Diagnostic onlyWarning(List<Diagnostic> warnings) {
        assertEquals(1, warnings.size(), warnings.toString());
        return warnings.get(0);
    }
}
