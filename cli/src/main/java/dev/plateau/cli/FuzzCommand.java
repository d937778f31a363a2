package dev.plateau.cli;

import dev.plateau.diagnostics.TerminalText;
import dev.plateau.fuzz.Finding;
import dev.plateau.fuzz.Fuzzer;
import dev.plateau.fuzz.GameInputs;
import dev.plateau.fuzz.GameTarget;
import dev.plateau.fuzz.HttpFuzzer;
import dev.plateau.fuzz.Outcome;
import dev.plateau.serve.GameServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
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
            "Feeds Plateau hostile inputs and reports every one it mishandles.",
            "",
            "With --target games (the default) it fuzzes the reader, analysis, compiler and backends with game"
                    + " texts made by mutating the .ldx games of a folder: subtrees replaced, forms swapped,"
                    + " duplicated or deleted, numbers at their limits, other keywords, other boards, deep nesting,"
                    + " and byte-level damage (flipped bits, control characters, invalid UTF-8, truncation, stray"
                    + " parentheses). Each input must be refused with positioned errors or compile and play, with"
                    + " the scalar and the compared backend identical byte for byte, within the time budget.",
            "",
            "With --target http it starts the web server of plateau serve on this machine, on a copy of the"
                    + " games folder, and sends it random requests: odd methods, paths that try to leave the folder,"
                    + " broken headers, random and malformed bodies, mutated API calls. Every answer must be a"
                    + " well-formed refusal or success, without a server error, a stack trace or a path of this"
                    + " machine, and the server must still list its games at the end.",
            "",
            "Findings are written to --out: for game texts, the input and what happened as two files per finding;"
                    + " for HTTP, one line per finding in one file. The exit code is 1 if there is any"
                    + " finding."
        },
        footer = {"", "Examples:", "  plateau fuzz --inputs 1000000 --seed 1", "  plateau fuzz --target http --inputs 100000",
            "  plateau fuzz --replay findings/hang-12.ldx"})
final class FuzzCommand implements Callable<Integer> {
    /** What a run fuzzes. */
    enum Target { games, http }

    @Option(names = "--target", paramLabel = "WHAT",
            description = "what to fuzz: games (texts through the compiler and backends) or http (the web server's"
                    + " API); default: ${DEFAULT-VALUE}")
    private Target target = Target.games;

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
        if (target == Target.http) {
            return fuzzHttp(stdout, err);
        }
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

    /** Fuzzes a server of this process on a copy of the games folder, so no request can change the user's files. */
    private Integer fuzzHttp(PrintWriter stdout, PrintWriter err) throws IOException {
        if (inputs > Integer.MAX_VALUE) {
            throw new UserException("--inputs: at most " + Integer.MAX_VALUE + " requests for --target http");
        }
        if (!Files.isDirectory(games)) {
            throw new UserException(games + ": no such folder (give the folder of .ldx games with --games DIR)");
        }
        Path copy = Files.createTempDirectory("plateau-fuzz-http");
        try {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(games, "*.ldx")) {
                for (Path f : files) {
                    Files.copy(f, copy.resolve(f.getFileName()));
                }
            }
            long start = System.nanoTime();
            HttpFuzzer.Report report;
            try (GameServer server = GameServer.start(GameServer.Config.local(0, copy))) {
                report = HttpFuzzer.run(server.uri(), seed, (int) inputs, line -> {
                    err.println("fuzz: " + line);
                    err.flush();
                });
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!report.clean()) {
                Files.createDirectories(out);
                Path file = out.resolve("http-findings.txt");
                // One line per finding: its number, kind and detail (the problem, then the request), tab-separated.
                Files.write(file, report.findings().stream()
                        .map(f -> f.index() + "\t" + f.kind().fileName() + "\t" + String.join("\t", f.detail().lines().toList()))
                        .toList());
                for (Finding f : report.findings()) {
                    stdout.println("request " + f.index() + ": " + TerminalText.escape(f.detail().lines().findFirst().orElse("")));
                }
            }
            stdout.printf(Locale.ROOT, "fuzz http (seed %d): %,d requests in %.1f s, %,.0f requests/s, statuses %s,"
                    + " %d findings%s%n", seed, report.requests(), seconds, report.requests() / seconds,
                    report.statuses(), report.findings().size(),
                    report.clean() ? "" : "; findings in " + out.resolve("http-findings.txt"));
            stdout.flush();
            return report.clean() ? 0 : Main.USER_ERROR;
        } finally {
            try (var walk = Files.walk(copy)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
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
