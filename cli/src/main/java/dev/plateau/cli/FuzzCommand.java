package dev.plateau.cli;

import dev.plateau.diagnostics.TerminalText;
import dev.plateau.fuzz.Finding;
import dev.plateau.fuzz.Fuzzer;
import dev.plateau.fuzz.GameInputs;
import dev.plateau.fuzz.GameTarget;
import dev.plateau.fuzz.Outcome;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code plateau fuzz}: mutates the library games and checks that Plateau refuses or plays every
 * result properly ({@link dev.plateau.fuzz}); {@code --replay FILE…} runs saved findings again.
 */
@Command(
        name = "fuzz",
        mixinStandardHelpOptions = true,
        description = {
            "Fuzzes the reader, analysis, compiler and backends with game texts made by mutating",
            "the .ldx games of a folder: subtrees replaced, forms swapped, duplicated or deleted,",
            "numbers at their limits, other keywords, other boards, deep nesting, and byte-level",
            "damage (flipped bits, control characters, invalid UTF-8, truncation, stray parentheses).",
            "Each input must be refused with positioned errors or compile and play, with the scalar",
            "and the compared backend identical byte for byte, within the time budget. Anything else",
            "is a finding, written to --out as <kind>-<index>.ldx (the input) and .txt (what",
            "happened). Exits with 1 if there is any finding."
        },
        footer = {"", "Example: plateau fuzz --inputs 1000000 --seed 1 --out fuzz-findings",
            "         plateau fuzz --replay fuzz-findings/internal-error-1234.ldx"})
final class FuzzCommand implements Callable<Integer> {
    @Option(names = "--inputs", paramLabel = "N", description = "how many inputs (default: ${DEFAULT-VALUE})")
    private long inputs = 10_000;

    @Option(names = "--seed", paramLabel = "S", description = "the run's seed: the same seed gives the same inputs (default: ${DEFAULT-VALUE})")
    private long seed = 1;

    @Option(names = "--time-budget-ms", paramLabel = "MS",
            description = "the most time one input may take before it counts as a hang (default: ${DEFAULT-VALUE})")
    private long budgetMillis = 10_000;

    @Option(names = "--out", paramLabel = "DIR", description = "the folder for findings (default: ${DEFAULT-VALUE})")
    private Path out = Path.of("fuzz-findings");

    @Option(names = "--threads", paramLabel = "N", description = "inputs run at once (default: the processors, ${DEFAULT-VALUE})")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--games", paramLabel = "DIR", description = "the folder of .ldx games to mutate (default: ${DEFAULT-VALUE})")
    private Path games = Path.of("games");

    @Option(names = "--backend", paramLabel = "NAME",
            description = "the backend compared with the scalar reference (default: ${DEFAULT-VALUE})")
    private String backend = "simd";

    @Option(names = "--replay", paramLabel = "FILE", arity = "1..*",
            description = "run these saved inputs once each instead of fuzzing, and print what happens")
    private List<Path> replay;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Options.positive("--time-budget-ms", budgetMillis);
        Options.positive("--threads", threads);
        Options.notNegative("--inputs", inputs);
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        GameTarget target = new GameTarget(Options.backend(backend));
        Duration budget = Duration.ofMillis(budgetMillis);
        if (replay != null) {
            return replay(new Fuzzer((s, i) -> new byte[0], target), budget, stdout);
        }
        if (!Files.isDirectory(games)) {
            throw new UserException(games + ": no such folder (give the folder of .ldx games with --games DIR)");
        }
        GameInputs source;
        try {
            source = GameInputs.fromFolder(games);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage());
        }
        Fuzzer fuzzer = new Fuzzer(source, target);
        Fuzzer.Config config = new Fuzzer.Config(inputs, seed, budget, threads, out, Duration.ofSeconds(10));
        Fuzzer.Summary summary;
        try {
            summary = fuzzer.run(config, so -> {
                err.printf(Locale.ROOT, "fuzz: %,d of %,d inputs, %,.0f inputs/s, %,d findings so far%n", so.inputs(),
                        inputs, so.inputsPerSecond(), so.findingCount());
                err.flush();
            });
        } catch (UncheckedIOException e) {
            throw new UserException(e.getMessage() + " (" + e.getCause().getMessage() + ")");
        }
        for (Finding f : summary.findings()) {
            stdout.println(f.kind().fileName() + " at input " + f.index() + ": "
                    + TerminalText.escape(f.detail().lines().findFirst().orElse("")));
        }
        stdout.println("fuzz (seed " + seed + ", " + target.candidate().name() + " vs scalar): " + summary
                + (summary.findingCount() > 0 ? "; findings in " + out : ""));
        stdout.flush();
        return summary.findingCount() == 0 ? 0 : Main.USER_ERROR;
    }

    private Integer replay(Fuzzer fuzzer, Duration budget, PrintWriter stdout) throws IOException {
        int mishandled = 0;
        for (Path file : replay) {
            if (!Files.isRegularFile(file)) {
                throw new UserException(file + ": no such file");
            }
            Outcome outcome = fuzzer.replay(Files.readAllBytes(file), budget);
            String verdict = switch (outcome) {
                case Outcome.Accepted a -> "accepted: a valid game, played alike on both backends";
                case Outcome.Refused r -> "refused with positioned errors";
                case Outcome.Mishandled m -> {
                    mishandled++;
                    yield m.kind().fileName() + ":\n" + m.detail();
                }
            };
            stdout.println(file + ": " + TerminalText.escapeLines(verdict));
        }
        stdout.flush();
        return mishandled == 0 ? 0 : Main.USER_ERROR;
    }
}
