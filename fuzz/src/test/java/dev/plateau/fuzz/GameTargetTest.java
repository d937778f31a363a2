package dev.plateau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.conformance.RepoFiles;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.plan.Plan;
import dev.plateau.sim.Availability;
import dev.plateau.sim.Backend;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Engine;
import dev.plateau.sim.ForwardingEngine;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.ScalarBackend;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The game target accepts and refuses what it should and reports each kind of mishandling. */
class GameTargetTest {
    private static final GameTarget TARGET = new GameTarget(Backends.byName("simd"));

    private static byte[] library(String stem) throws IOException {
        return Files.readAllBytes(RepoFiles.games().resolve(stem + ".ldx"));
    }

    private static byte[] text(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void libraryGamesAreAcceptedOnBothBackends() throws IOException {
        for (String stem : new String[] {"tic_tac_toe", "reversi", "pente", "yavalax"}) {
            assertInstanceOf(Outcome.Accepted.class, TARGET.run(library(stem)), stem);
        }
    }

    @Test
    void textAndBoardErrorsAndInvalidUtf8AreRefused() {
        assertInstanceOf(Outcome.Refused.class, TARGET.run(text("(game \"X\" (players 2")));
        assertInstanceOf(Outcome.Refused.class, TARGET.run(text(
                "(game \"X\" (players 2) (equipment (board (hexagon 5)))\n"
                        + " (rules (play (repeat (P1 P2) (place (destination (adjacent empty direction:up)))))\n"
                        + " (end (if (line 3) (mover win)))))\n")));
        assertInstanceOf(Outcome.Refused.class, TARGET.run(new byte[] {'(', (byte) 0xC0, (byte) 0xAF, ')'}));
        assertInstanceOf(Outcome.Refused.class, TARGET.run(text("(".repeat(100_000))));
    }

    @Test
    void aDiagnosticWithoutAPositionIsAFinding() {
        Outcome o = GameTarget.judgeRefusal(new GameException(Diagnostic.of("no span here"), "(game)"));
        assertEquals(FindingKind.UNPOSITIONED_DIAGNOSTIC, ((Outcome.Mishandled) o).kind());
    }

    @Test
    void aDiagnosticOutsideTheTextIsAFinding() {
        Outcome o = GameTarget.judgeRefusal(new GameException(
                Diagnostic.at(new Span(GameTarget.FILE_NAME, 3, 1, 1), "past the end"), "(game)"));
        assertEquals(FindingKind.UNPOSITIONED_DIAGNOSTIC, ((Outcome.Mishandled) o).kind());
        Outcome column = GameTarget.judgeRefusal(new GameException(
                Diagnostic.at(new Span(GameTarget.FILE_NAME, 1, 8, 1), "past the line"), "(game)"));
        assertEquals(FindingKind.UNPOSITIONED_DIAGNOSTIC, ((Outcome.Mishandled) column).kind());
    }

    @Test
    void aPositionedDiagnosticAtTheEndOfTheTextIsAProperRefusal() {
        Outcome o = GameTarget.judgeRefusal(new GameException(
                Diagnostic.at(new Span(GameTarget.FILE_NAME, 1, 6, 1), "missing `)`"), "(game"));
        assertInstanceOf(Outcome.Refused.class, o);
    }

    @Test
    void aRefusalThatReportsAnInternalErrorIsAFinding() {
        // The reader turns its own bugs into a positioned diagnostic; the fuzzer must still see them.
        Outcome o = GameTarget.judgeRefusal(new GameException(Diagnostic.at(new Span(GameTarget.FILE_NAME, 1, 1, 1),
                "internal error in the `.ldx` reader (java.lang.NullPointerException)"), "(game)"));
        assertEquals(FindingKind.INTERNAL_ERROR, ((Outcome.Mishandled) o).kind());
    }

    @Test
    void backendsThatDisagreeAreAFinding() throws IOException {
        GameTarget target = new GameTarget(new OtherMoves());
        Outcome o = target.run(library("tic_tac_toe"));
        Outcome.Mishandled m = assertInstanceOf(Outcome.Mishandled.class, o);
        assertEquals(FindingKind.DISAGREEMENT, m.kind());
        assertTrue(m.detail().startsWith("after round 0, stepRandom("), m.detail());
    }

    @Test
    void aGameTheCompilerRefusesAfterTheAnalysisAcceptedItIsAFinding() throws IOException {
        GameTarget target = new GameTarget(new ScalarBackend(), new ScalarBackend(), analyzed -> {
            throw new GameException(Diagnostic.of("the game is too large to compile"), null);
        });
        Outcome.Mishandled m = assertInstanceOf(Outcome.Mishandled.class, target.run(library("hex")));
        assertEquals(FindingKind.LATE_REFUSAL, m.kind());
        assertTrue(m.detail().contains("too large to compile"), m.detail());
    }

    @Test
    void playoutsThatDoNotFinishBreakAPromise() throws IOException {
        Backend neverEnds = new OtherMoves(false);
        GameTarget target = new GameTarget(neverEnds, neverEnds, CompiledGame::compile);
        Outcome.Mishandled m = assertInstanceOf(Outcome.Mishandled.class, target.run(library("tic_tac_toe")));
        assertEquals(FindingKind.BROKEN_PROMISE, m.kind());
    }

    /**
     * The scalar backend, except that its fused random steps play other moves than the reference's,
     * or its playouts stop before the end.
     */
    private static final class OtherMoves implements Backend {
        private final ScalarBackend scalar = new ScalarBackend();
        private final boolean otherMoves;

        OtherMoves(boolean otherMoves) {
            this.otherMoves = otherMoves;
        }

        OtherMoves() {
            this(true);
        }

        @Override
        public String name() {
            return "other-moves";
        }

        @Override
        public String description() {
            return "scalar with other random moves";
        }

        @Override
        public int priority() {
            return 0;
        }

        @Override
        public Availability availability() {
            return scalar.availability();
        }

        @Override
        public Engine open(Plan plan, int batch, EngineOptions options) {
            Engine engine = scalar.open(plan, batch, options);
            return new ForwardingEngine(engine) {
                @Override
                public void randomSteps(long seed, long firstEnv, long steps) {
                    engine.randomSteps(otherMoves ? seed + 1 : seed, firstEnv, steps);
                }

                @Override
                public void playToEnd(long seed, long firstEnv) {
                    if (otherMoves) {
                        engine.playToEnd(seed, firstEnv);
                    } else {
                        engine.randomSteps(seed, firstEnv, 1);
                    }
                }
            };
        }
    }
}
