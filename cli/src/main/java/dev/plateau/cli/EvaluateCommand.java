package dev.plateau.cli;

import dev.plateau.agents.AgentSpec;
import dev.plateau.sim.Backends;
import dev.plateau.spark.Evaluation;
import dev.plateau.spark.GameSource;
import dev.plateau.spark.Grid;
import dev.plateau.spark.LocalRun;
import dev.plateau.spark.SparkRun;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code plateau evaluate GAME… --grid NAME=LO..HI}: game-design measures over a grid of variants. */
@Command(
        name = "evaluate",
        mixinStandardHelpOptions = true,
        description = {
            "Measures games for game design, for every variant of a grid: each game file given (rule variants as"
                    + " files) with each combination of the values of the --grid parameters. Per variant:",
            "",
            "  p1_win_rate, draw_rate  of random games (uniformly random legal moves), with 95 %% Wilson intervals",
            "  truncated_rate          random games cut short by --max-steps",
            "  mean_length, length_sd  the mean and spread of their length in moves",
            "  branching_factor        the mean number of legal moves where a move was chosen",
            "  decisiveness            how often --strong beats --weak (both seats), with its interval",
            "",
            "The table goes to standard output, and as CSV to --csv, as Parquet to --parquet (written by Spark's"
                    + " writer, in this process without --spark) and as a"
                    + " plot against the first grid parameter to --plot. The results depend only on the games, the"
                    + " grid, the counts, the agents and the seed: not on the threads, and with --spark not on the"
                    + " partitions, the executors or a task retried after an executor was lost. For example:",
            "",
            "  plateau evaluate hex.ldx --grid size=5..11",
            "  plateau evaluate a.ldx b.ldx --grid size=5..7"
        })
final class EvaluateCommand implements Callable<Integer> {
    @Parameters(paramLabel = "GAME", arity = "1..*", description = "the .ldx files of the games (rule variants)")
    private List<Path> files = new ArrayList<>();

    @Option(names = "--grid", paramLabel = "RANGE",
            description = "NAME=LO..HI: evaluate every value LO to HI of the game's parameter NAME; repeatable (every"
                    + " combination)")
    private List<String> grid = new ArrayList<>();

    @Option(names = "--games", paramLabel = "N", description = "random games per variant (default: ${DEFAULT-VALUE})")
    private int games = 200;

    @Option(names = "--duel-games", paramLabel = "M",
            description = "games per seat of --strong against --weak per variant; 0 leaves decisiveness out"
                    + " (default: ${DEFAULT-VALUE})")
    private int duelGames = 10;

    @Option(names = "--strong", paramLabel = "SPEC", description = "the strong agent, as for arena's --agent (default: UCT with 200 simulations a move)")
    private String strong = "uct:sims=200";

    @Option(names = "--weak", paramLabel = "SPEC", description = "the weak agent (default: ${DEFAULT-VALUE})")
    private String weak = "random";

    @Option(names = "--block", paramLabel = "B",
            description = "the most games of one task, each with a seed of its own (default: ${DEFAULT-VALUE})")
    private int block = 50;

    @Option(names = "--max-steps", paramLabel = "S",
            description = "the step limit of a game (default: ${DEFAULT-VALUE})")
    private long maxSteps = 10_000;

    @Option(names = "--seed", paramLabel = "S", description = "the random seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--threads", paramLabel = "T", description = "tasks run at once without --spark (default: all processors)")
    private Integer threads;

    @Option(names = "--backend", paramLabel = "NAME",
            description = "scalar, simd, ptx-interpreter, cuda, or best (default: ${DEFAULT-VALUE})")
    private String backend = Backends.BEST;

    @Option(names = "--csv", paramLabel = "FILE", description = "also write the table to FILE as CSV")
    private Path csv;

    @Option(names = "--parquet", paramLabel = "DIR",
            description = "also write the table to DIR as Parquet, one file (through Spark, in this process without"
                    + " --spark); the same bytes with and without --spark")
    private Path parquet;

    @Option(names = "--plot", paramLabel = "FILE", description = "also plot the rates against the first grid parameter, as PNG or SVG by the file name's ending")
    private Path plot;

    @Mixin
    private GameParameterOptions parameters;

    @Mixin
    private SparkOptions spark;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Options.positive("--games", games);
        Options.positive("--block", block);
        Options.positive("--max-steps", maxSteps);
        if (duelGames < 0) {
            throw new UserException("--duel-games must be at least 0, not " + duelGames);
        }
        int threadCount = Options.threads(threads);
        for (String agent : List.of(strong, weak)) {
            try {
                AgentSpec.parse(agent);
            } catch (IllegalArgumentException e) {
                throw new UserException("--strong/--weak " + e.getMessage());
            }
        }
        if (plot != null) {
            BenchPlot.checkFormat(plot);
            if (grid.isEmpty()) {
                throw new UserException("--plot needs a --grid parameter for its x axis");
            }
        }
        spark.check();
        if (parquet != null && !spark.enabled()) {
            SparkOptions.requireSpark("--parquet");
        }
        Options.backend(backend);
        List<Evaluation.Cell> cells = cells();
        Evaluation evaluation;
        try {
            evaluation = new Evaluation(cells, games, duelGames, block, strong, weak, backend, maxSteps, seed);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage());
        }
        List<Evaluation.Row> rows;
        long start = System.nanoTime();
        int tasks = evaluation.tasks().size();
        try (Progress progress = new Progress(spec.commandLine().getErr(), tasks)) {
            if (spark.enabled()) {
                try (SparkRun run = spark.open((done, all) -> progress.update(done))) {
                    rows = run.evaluate(evaluation, spark.partitions);
                    if (parquet != null) {
                        run.writeParquet(rows, parquet.toAbsolutePath().toString());
                    }
                }
            } else {
                rows = LocalRun.evaluate(evaluation, threadCount, (done, all) -> progress.update(done));
                if (parquet != null) {
                    // Spark only writes here: the table is computed without it.
                    try (SparkRun writer = new SparkRun("local[1]", List.of(), null)) {
                        writer.writeParquet(rows, parquet.toAbsolutePath().toString());
                    }
                }
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%d variants, %d tasks%s, seed %d, %.1f s%n%n", cells.size(), tasks,
                spark.enabled() ? " on Spark " + spark.master : "", seed, (System.nanoTime() - start) / 1e9);
        String table = Evaluation.csv(rows);
        out.print(table);
        out.flush();
        ArenaCommand.write(csv, table);
        if (plot != null) {
            BenchPlot.draw(EvaluatePlot.chart(Grid.parse(grid.getFirst()).name(), cells, rows), plot);
        }
        return 0;
    }

    /** The variants, checked (see {@link Grid#cells}). */
    private List<Evaluation.Cell> cells() {
        List<Grid> axes = new ArrayList<>();
        for (String g : grid) {
            try {
                axes.add(Grid.parse(g));
            } catch (IllegalArgumentException e) {
                throw new UserException("--grid " + e.getMessage());
            }
        }
        List<GameSource> games = files.stream().map(f -> GameFiles.source(f, parameters.bindings())).toList();
        try {
            return Grid.cells(games, axes);
        } catch (IllegalArgumentException e) {
            throw new UserException("--grid: " + e.getMessage());
        }
    }
}
