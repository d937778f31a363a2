package dev.plateau.cli;

import dev.plateau.agents.AgentSpec;
import dev.plateau.cuda.driver.CudaBackend;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.EngineSetting;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import dev.plateau.simd.BlockMode;
import dev.plateau.simd.SimdBackend;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code plateau bench GAME...}: random-playout throughput per game, backend and batch size, as a
 * table, CSV and a log-log plot; with {@code --agent}, the search speed of an agent instead (see
 * {@link SearchBench}).
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        abbreviateSynopsis = true, // the full one is four lines of brackets
        description = {
            "Measures the speed of random playouts for each game, backend and batch size.",
            "",
            "Each measurement warms up for --warmup seconds, and then for as long as the backend is still"
                    + " compiling faster code for the game in the background (the CPU backend's compiled blocks:"
                    + " seconds for most games, up to a minute for the largest; at most two minutes), then plays"
                    + " whole batches for --seconds and counts moves and playouts per second. For stable numbers,"
                    + " run on an otherwise idle machine.",
            "",
            "Prints a table. --csv also writes the table as CSV, one row per measurement with the columns game,"
                    + " backend, batch, threads, moves_per_second and playouts_per_second. --plot also draws"
                    + " moves per second against batch size on log-log axes (PNG or SVG).",
            "",
            "With --agent, measures the search speed of a UCT or Gumbel agent instead: for each batch size B, B games"
                    + " wait at the initial position and the agent chooses a move in all of them again and again."
                    + " The table then counts simulations per second (B times the simulations per move times the"
                    + " moves chosen, over the time) and moves chosen per second; the CSV has the columns game,"
                    + " backend, batch, threads, agent, simulations_per_second and moves_per_second; the plot"
                    + " draws simulations per second. The agent's search runs on one thread, whatever --threads says."
        },
        footer = {"", "Examples:", "  plateau bench games/hex.ldx --batch 1,64,4096", "  plateau bench games/hex.ldx \\",
            "      --agent uct:sims=200 --batch 1,16,256"})
final class BenchCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "GAME", description = "the .ldx files of the games")
    private List<Path> files;

    @Option(names = "--batch", split = ",", paramLabel = "N", defaultValue = "1,8,64,512,4096,32768",
            description = "batch sizes, comma-separated (default: ${DEFAULT-VALUE})")
    private List<Integer> batches;

    @Option(names = "--backend", split = ",", paramLabel = "NAME", defaultValue = Backends.BEST,
            description = "backends, comma-separated (default: ${DEFAULT-VALUE}); see `plateau backends`")
    private List<String> backends;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads (default: all processors)")
    private Integer threads;

    @Option(names = "--simd-lanes", paramLabel = "N",
            description = "the simd backend's rows, in environments (default 0: chosen per game to fit the cache)")
    private Integer simdLanes;

    @Option(names = "--simd-blocks", paramLabel = "MODE",
            description = "when the simd backend runs compiled blocks: auto (default), always or never")
    private String simdBlocks;

    @Option(names = "--cuda-device", paramLabel = "N", description = "the cuda backend's device ordinal (default 0)")
    private Integer cudaDevice;

    @Option(names = "--cuda-block", paramLabel = "N",
            description = "the cuda backend's threads per block, 1 to 1024 (default 256)")
    private Integer cudaBlock;

    @Option(names = "--seconds", paramLabel = "S", description = "measuring time per point (default: ${DEFAULT-VALUE})")
    private double seconds = 2.0;

    /** The longest a measurement waits, after its warm-up, for the backend to finish compiling. */
    private static final long MAX_COMPILING_NANOS = 120_000_000_000L;

    @Option(names = "--warmup", paramLabel = "S",
            description = "warm-up time per point before measuring, for the JIT (default: ${DEFAULT-VALUE})")
    private double warmup = 1.0;

    /** The engine settings of the options, set when the command runs. */
    private EngineOptions engineSettings = new EngineOptions(1, 0);

    @Option(names = "--agent", paramLabel = "SPEC",
            description = "measure the searches of this agent instead of random playouts: uct or gumbel, with"
                    + " settings as for `plateau arena` (see the examples below)")
    private String agent;

    @Option(names = "--ceiling",
            description = "also count what one move of each game costs the simd backend (row instructions, vector"
                    + " operations, bytes) and print this machine's limits and the ceiling they give beside the best"
                    + " speed measured; the cost is counted over the largest batch, at most 4096")
    private boolean ceiling;

    @Option(names = "--csv", paramLabel = "FILE", description = "also write the results as CSV")
    private Path csv;

    @Option(names = "--plot", paramLabel = "FILE", description = "also draw the results, as PNG or SVG by the file name's ending")
    private Path plot;

    @Mixin
    private GameParameterOptions parameters;

    @Spec
    private CommandSpec spec;

    /** One measured point. */
    record Point(String game, String backend, int batch, int threads, double movesPerSecond, double playoutsPerSecond) {}

    @Override
    public Integer call() throws IOException {
        for (int b : batches) {
            Options.positive("--batch", b);
        }
        if (!(seconds > 0)) {
            throw new UserException("--seconds must be positive, not " + seconds);
        }
        if (!(warmup >= 0)) {
            throw new UserException("--warmup cannot be negative: " + warmup);
        }
        if (plot != null) {
            BenchPlot.checkFormat(plot);
        }
        if (ceiling) {
            CeilingReport.requireSimd();
        }
        int threadCount = Options.threads(threads);
        engineSettings = engineSettings();
        AgentSpec agentSpec = agent == null ? null : SearchBench.parse(agent);
        List<CompiledGame> games = new ArrayList<>();
        for (Path f : files) {
            games.add(CompiledGame.compile(GameFiles.load(f, parameters.bindings())));
        }
        if (agentSpec != null) {
            return benchAgent(games, agentSpec, threadCount);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%-16s %-16s %8s %7s %14s %14s%n", "game", "backend", "batch", "threads", "moves/s", "playouts/s");
        out.flush();
        List<Point> points = new ArrayList<>();
        for (CompiledGame game : games) {
            for (String backendName : backends) {
                var backend = Options.backend(backendName);
                for (int batch : batches) {
                    Point p = measure(game, backend, batch, threadCount);
                    points.add(p);
                    out.printf(Locale.ROOT, "%-16s %-16s %8d %7d %14s %14s%n", TerminalText.escape(p.game()), p.backend(), p.batch(),
                            p.threads(), Units.si(p.movesPerSecond()), Units.si(p.playoutsPerSecond()));
                    out.flush();
                }
            }
        }
        if (ceiling) {
            java.util.Map<String, Double> best = new java.util.HashMap<>();
            for (Point p : points) {
                if (p.backend().equals(dev.plateau.simd.SimdBackend.NAME)) {
                    best.merge(p.game(), p.movesPerSecond(), Math::max);
                }
            }
            int largest = batches.stream().mapToInt(Integer::intValue).max().orElse(4096);
            CeilingReport.print(out, games, best, Math.min(largest, 4096), seconds);
        }
        if (csv != null) {
            writeCsv(points);
            out.println("wrote " + csv);
        }
        if (plot != null) {
            BenchPlot.draw(points, plot);
            out.println("wrote " + plot);
        }
        return 0;
    }

    private int benchAgent(List<CompiledGame> games, AgentSpec agentSpec, int threadCount) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        String format = "%-16s %-16s %8s %7s %-20s %14s %14s%n";
        out.printf(Locale.ROOT, format, "game", "backend", "batch", "threads", "agent", "simulations/s", "moves/s");
        out.flush();
        List<SearchBench.Point> points = new ArrayList<>();
        for (CompiledGame game : games) {
            for (String backendName : backends) {
                var backend = Options.backend(backendName);
                for (int batch : batches) {
                    SearchBench.Point p = SearchBench.measure(game, backend, batch, threadCount, agentSpec, warmup, seconds);
                    points.add(p);
                    out.printf(Locale.ROOT, format, TerminalText.escape(p.game()), p.backend(), p.batch(), p.threads(),
                            TerminalText.escape(p.agent()), Units.si(p.simulationsPerSecond()), Units.si(p.movesPerSecond()));
                    out.flush();
                }
            }
        }
        if (csv != null) {
            StringBuilder s = new StringBuilder("game,backend,batch,threads,agent,simulations_per_second,moves_per_second\n");
            for (SearchBench.Point p : points) {
                s.append(String.format(Locale.ROOT, "\"%s\",%s,%d,%d,\"%s\",%.1f,%.1f%n", p.game(), p.backend(), p.batch(),
                        p.threads(), p.agent(), p.simulationsPerSecond(), p.movesPerSecond()));
            }
            write(s);
            out.println("wrote " + csv);
        }
        if (plot != null) {
            BenchPlot.draw(BenchPlot.chart("Searches of " + agentSpec.name(), "simulations per second", points.stream()
                    .map(p -> new BenchPlot.Row(p.game(), p.backend(), p.batch(), p.simulationsPerSecond())).toList()), plot);
            out.println("wrote " + plot);
        }
        return 0;
    }

    /** The engine settings of --simd-lanes, --simd-blocks, --cuda-device and --cuda-block, checked. */
    private EngineOptions engineSettings() {
        EngineOptions options = new EngineOptions(1, 0);
        options = set(options, "--simd-lanes", SimdBackend.LANES, simdLanes);
        if (simdBlocks != null) {
            BlockMode mode = Arrays.stream(BlockMode.values()).filter(m -> m.name().equalsIgnoreCase(simdBlocks.strip()))
                    .findFirst().orElseThrow(() -> new UserException(
                            "--simd-blocks must be auto, always or never, not '" + simdBlocks + "'"));
            options = options.with(SimdBackend.BLOCKS, mode);
        }
        options = set(options, "--cuda-device", CudaBackend.DEVICE, cudaDevice);
        return set(options, "--cuda-block", CudaBackend.BLOCK, cudaBlock);
    }

    /** The options with {@code setting} set to {@code value} where the option was given. */
    private static <T> EngineOptions set(EngineOptions options, String option, EngineSetting<T> setting, T value) {
        try {
            return value == null ? options : options.with(setting, value);
        } catch (IllegalArgumentException e) {
            throw new UserException(option + ": " + e.getMessage());
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> void put(Simulator.Builder builder, EngineSetting<T> setting, Object value) {
        builder.setting(setting, (T) value);
    }

    private Point measure(CompiledGame game, dev.plateau.sim.Backend backend, int batch, int threadCount) {
        Simulator.Builder builder = Simulator.builder(game).backend(backend).batch(batch).threads(threadCount);
        engineSettings.settings().forEach((setting, value) -> put(builder, setting, value));
        try (Simulator sim = builder.build()) {
            long round = 0;
            long warmEnd = System.nanoTime() + (long) (warmup * 1e9);
            do {
                sim.playouts(round++);
            } while (System.nanoTime() < warmEnd);
            // The CPU backend compiles a game's straight-line code in the background after its first
            // second; the steady speed is the speed once that is done.
            long compiledEnd = System.nanoTime() + MAX_COMPILING_NANOS;
            while (sim.compiling() && System.nanoTime() < compiledEnd) {
                sim.playouts(round++);
            }
            PlayoutSummary total = PlayoutSummary.empty();
            long start = System.nanoTime();
            long end = start + (long) (seconds * 1e9);
            do {
                total = total.plus(sim.playouts(round++));
            } while (System.nanoTime() < end);
            double elapsed = (System.nanoTime() - start) / 1e9;
            return new Point(game.game().name(), backend.name(), batch, threadCount, total.totalSteps() / elapsed,
                    total.playouts() / elapsed);
        }
    }

    private void writeCsv(List<Point> points) throws IOException {
        StringBuilder s = new StringBuilder("game,backend,batch,threads,moves_per_second,playouts_per_second\n");
        for (Point p : points) {
            s.append(String.format(Locale.ROOT, "\"%s\",%s,%d,%d,%.1f,%.1f%n", p.game(), p.backend(), p.batch(), p.threads(),
                    p.movesPerSecond(), p.playoutsPerSecond()));
        }
        write(s);
    }

    private void write(CharSequence s) {
        try {
            Files.writeString(csv, s);
        } catch (IOException e) {
            throw new UserException(csv + ": cannot be written (" + e.getMessage() + ")");
        }
    }
}
