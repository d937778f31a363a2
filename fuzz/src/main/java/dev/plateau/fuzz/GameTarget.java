package dev.plateau.fuzz;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.ScalarBackend;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import dev.plateau.text.ParsedGame;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Judges game texts: each input goes through the reader, the analysis and the compiler, and a game
 * that compiles is played on the scalar reference backend and on a second backend side by side.
 *
 * <p>Accepted: a game that compiles, runs a few random and explicit steps and a short batch of
 * fused playouts, with the two backends' raw states identical byte for byte after every call, and
 * every playout finished. Refused: a {@link GameException} from the reader or the analysis whose
 * diagnostics are all errors, each with a span into the input's text that is not an internal
 * error. Anything else is a finding: another exception, an unpositioned diagnostic, a game the
 * analysis accepts and the compiler refuses, a disagreement between the backends.
 */
public final class GameTarget implements FuzzTarget {
    /** The file name the diagnostics of fuzzed inputs carry. */
    public static final String FILE_NAME = "fuzz.ldx";

    /** Environments per simulator: enough for lanes to differ, few enough to be cheap. */
    static final int BATCH = 8;

    /** The step limit of the simulators, so that the playouts stay short on any board. */
    static final int STEP_LIMIT = 48;

    /** Rounds of steps before the playouts; even rounds are fused random steps, odd ones explicit. */
    private static final int ROUNDS = 4;

    private final Backend reference;
    private final Backend candidate;
    private final Function<AnalyzedGame, CompiledGame> compiler;

    /**
     * A target comparing the scalar backend with this one.
     *
     * @param candidate the backend compared with the scalar reference (it must be available)
     */
    public GameTarget(Backend candidate) {
        this(new ScalarBackend(), candidate, CompiledGame::compile);
    }

    /** A target with another reference backend and compiler (for tests of the target itself). */
    GameTarget(Backend reference, Backend candidate, Function<AnalyzedGame, CompiledGame> compiler) {
        this.reference = Objects.requireNonNull(reference, "reference");
        this.candidate = Objects.requireNonNull(candidate, "candidate");
        this.compiler = Objects.requireNonNull(compiler, "compiler");
    }

    /** The backend compared with the scalar reference. */
    public Backend candidate() {
        return candidate;
    }

    @Override
    public Outcome run(byte[] input) {
        ParsedGame parsed;
        AnalyzedGame analyzed;
        try {
            parsed = LdxReader.read(FILE_NAME, input);
            analyzed = parsed.analyze();
        } catch (GameException e) {
            return judgeRefusal(e);
        }
        CompiledGame game;
        try {
            game = compiler.apply(analyzed);
        } catch (GameException e) {
            return Outcome.mishandled(FindingKind.LATE_REFUSAL,
                    "the analysis accepted the game but the compiler refused it:\n" + e.getMessage());
        }
        return play(game, Arrays.hashCode(input));
    }

    /** A refusal is proper when every diagnostic is an error positioned in the text and not an internal error. */
    static Outcome judgeRefusal(GameException e) {
        String text = e.sourceText();
        for (Diagnostic d : e.diagnostics()) {
            if (d.message().startsWith("internal error")) {
                return Outcome.mishandled(FindingKind.INTERNAL_ERROR, e.getMessage());
            }
            String wrong = positionProblem(d, text);
            if (wrong != null) {
                return Outcome.mishandled(FindingKind.UNPOSITIONED_DIAGNOSTIC, wrong + ":\n" + e.getMessage());
            }
        }
        return Outcome.refused();
    }

    /** What is wrong with a refusal's diagnostic's position, or null if it points into the text. */
    private static String positionProblem(Diagnostic d, String text) {
        if (d.isWarning()) {
            return "a refusal carries a warning";
        }
        if (d.span().isEmpty()) {
            return "a diagnostic has no position";
        }
        if (text == null) {
            return "a refusal of a text has no source text";
        }
        Span span = d.span().get();
        if (!span.file().equals(FILE_NAME)) {
            return "a diagnostic names the file " + span.file();
        }
        // Lines as the reader counts them: split at '\n' only; a span may point at the end of a line or of the text.
        String[] lines = text.split("\n", -1);
        if (span.line() > lines.length || span.column() > lines[span.line() - 1].length() + 1) {
            return "a diagnostic points at line " + span.line() + ", column " + span.column()
                    + ", outside the text (" + lines.length + " lines)";
        }
        return null;
    }

    private Outcome play(CompiledGame game, long seed) {
        try (Simulator expected = simulator(game, reference); Simulator actual = simulator(game, candidate)) {
            Outcome diff = compare(expected, actual, "init");
            SplittableRandom random = new SplittableRandom(seed);
            int actions = game.actionCount();
            for (int round = 0; round < ROUNDS && diff == null; round++) {
                if (round % 2 == 0) {
                    expected.stepRandom(seed + round, 2);
                    actual.stepRandom(seed + round, 2);
                    diff = compare(expected, actual, "round " + round + ", stepRandom(" + (seed + round) + ", 2)");
                } else {
                    int[] chosen = new int[BATCH];
                    for (int env = 0; env < BATCH; env++) {
                        // Mostly legal moves; sometimes any action, often illegal (the mover then loses).
                        boolean running = !expected.terminated(env) && !expected.truncated(env);
                        chosen[env] = running && random.nextInt(4) != 0 ? expected.randomAction(env, seed)
                                : random.nextInt(actions);
                    }
                    expected.step(chosen);
                    actual.step(chosen);
                    diff = compare(expected, actual, "round " + round + ", step" + Arrays.toString(chosen));
                }
            }
            if (diff != null) {
                return diff;
            }
            PlayoutSummary a = expected.playouts(seed);
            PlayoutSummary b = actual.playouts(seed);
            diff = compare(expected, actual, "playouts(" + seed + ")");
            if (diff != null) {
                return diff;
            }
            if (!a.equals(b)) {
                return Outcome.mishandled(FindingKind.DISAGREEMENT, "playout summaries differ: " + a + " vs " + b);
            }
            for (int env = 0; env < BATCH; env++) {
                if (!expected.terminated(env) && !expected.truncated(env)) {
                    return Outcome.mishandled(FindingKind.BROKEN_PROMISE, "environment " + env
                            + " has neither terminated nor been truncated after playouts with step limit " + STEP_LIMIT);
                }
            }
            return Outcome.accepted();
        }
    }

    private static Simulator simulator(CompiledGame game, Backend backend) {
        return Simulator.builder(game).backend(backend).batch(BATCH).threads(1).stepLimit(STEP_LIMIT).build();
    }

    /** A disagreement naming the first differing word of the raw states, or null if they are identical. */
    private static Outcome compare(Simulator expected, Simulator actual, String after) {
        MemorySegment x = expected.rawState();
        MemorySegment y = actual.rawState();
        long at = x.mismatch(y);
        if (at < 0) {
            return null;
        }
        if (x.byteSize() != y.byteSize()) {
            return Outcome.mishandled(FindingKind.DISAGREEMENT, "after " + after + ": the raw states differ in size, "
                    + x.byteSize() + " vs " + y.byteSize() + " bytes");
        }
        long word = at / Long.BYTES;
        long offset = word * Long.BYTES;
        var fields = expected.game().plan().layout().fields();
        long field = word / BATCH;
        String name = field < fields.size() ? fields.get((int) field).name() : "word " + word;
        return Outcome.mishandled(FindingKind.DISAGREEMENT, "after " + after + ": field " + name + " of environment "
                + word % BATCH + " is " + x.get(ValueLayout.JAVA_LONG, offset) + " on " + expected.backend().name()
                + " but " + y.get(ValueLayout.JAVA_LONG, offset) + " on " + actual.backend().name());
    }
}
