package dev.plateau.cli;

import dev.plateau.agents.AgentSpec;
import dev.plateau.agents.Arena;
import dev.plateau.agents.Elo;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.sim.Backend;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.spark.ArenaJob;
import dev.plateau.spark.SparkRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
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

/** {@code plateau arena GAME --agent A --agent B …}: a round-robin tournament with Elo ratings. */
@Command(
        name = "arena",
        mixinStandardHelpOptions = true,
        description = {
            "Plays a round-robin tournament between agents and rates them. Every pair of agents plays N games with"
                    // picocli formats descriptions: a percent sign is written %%.
                    + " each agent in each seat, then the agents get Elo ratings with 95 %% intervals, fitted by"
                    + " maximum likelihood with draws counted as half a win and one virtual draw per pair.",
            "",
            "Agents: random (uniformly random legal moves), greedy (wins at once when it can, else avoids moves"
                    + " that let the opponent win at once and plays the best of the rest by the game's (heuristic …),"
                    + " or at random without one), uct (Monte Carlo tree search) and gumbel"
                    + " (Gumbel search with sequential halving at the root). Settings follow a colon, separated by"
                    + " commas, each optional. Those of uct: sims=N simulations per move (default 800), c=X the"
                    + " exploration constant (default 1.4), rollouts=R random playouts from each new node (default"
                    + " 8) and ms=T a time budget per move in milliseconds (default none; with one, results depend"
                    + " on the machine). Those of gumbel: sims=N simulations per move (default 200), m=M the most"
                    + " moves sequential halving considers (default 16), rollouts=R random playouts that value"
                    + " each new node (default 8) and c=X the scale c_scale of the searched values in its improved"
                    + " policy (default 1). The agent net plays a trained network: with the setting run=DIR,"
                    + " the latest checkpoint of a `plateau train` run guiding Gumbel search; with iteration=K"
                    + " another checkpoint; with file=PATH a network file; sims=N simulations (default 32; 0 plays"
                    + " the policy alone), m=M and c=X (default 0.1). For example:",
            "",
            "  --agent uct:sims=800,c=1.4 --agent random",
            "  --agent gumbel:sims=64,m=8 --agent greedy",
            "  --agent net:run=runs/c4 --agent random",
            "",
            "The results depend only on the game, the agents, N, the block size and the seed, not on the threads nor,"
                    + " with --spark, on the partitions, the executors or a task retried after an executor was lost."
        })
final class ArenaCommand implements Callable<Integer> {
    @Parameters(paramLabel = "GAME", description = "the .ldx file of the game")
    private Path file;

    @Option(names = "--agent", paramLabel = "SPEC", required = true,
            description = "an agent (repeat for each one, at least two); see above")
    private List<String> agents = new ArrayList<>();

    @Option(names = "--games", paramLabel = "N",
            description = "games per pair of agents and seat (default: ${DEFAULT-VALUE})")
    private int games = 100;

    @Option(names = "--seed", paramLabel = "S", description = "the random seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--block", paramLabel = "B",
            description = "play each pair and seat in blocks of at most B games, each a task with a seed of its own,"
                    + " so that more machines share the work (default: N, one block)")
    private Integer block;

    @Option(names = "--threads", paramLabel = "T",
            description = "pairings played at once (default: all processors)")
    private Integer threads;

    @Option(names = "--backend", paramLabel = "NAME",
            description = "scalar, simd, ptx-interpreter, cuda, or best (default: ${DEFAULT-VALUE})")
    private String backend = Backends.BEST;

    @Option(names = "--anchor", paramLabel = "NAME",
            description = "the agent rated 0 (default: the first agent)")
    private String anchor;

    @Option(names = "--csv", paramLabel = "FILE",
            description = "also write the results per pair and seat to FILE as CSV")
    private Path csv;

    @Option(names = "--ratings", paramLabel = "FILE", description = "also write the ratings to FILE as CSV")
    private Path ratingsFile;

    @Mixin
    private GameParameterOptions parameters;

    @Mixin
    private SparkOptions spark;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Options.positive("--games", games);
        int threadCount = Options.threads(threads);
        int blockSize = block == null ? games : block;
        Options.positive("--block", blockSize);
        spark.check();
        List<AgentSpec> specs = new ArrayList<>();
        try {
            for (String a : agents) {
                specs.add(AgentSpec.parse(a));
            }
        } catch (IllegalArgumentException e) {
            throw new UserException("--agent " + e.getMessage());
        }
        if (specs.size() < 2) {
            throw new UserException("--agent: a tournament needs at least two agents");
        }
        String anchorName = anchor == null ? specs.getFirst().name() : anchor;
        if (specs.stream().noneMatch(s -> s.name().equals(anchorName))) {
            throw new UserException("--anchor " + anchorName + " is not one of the agents");
        }
        PrintWriter out = spec.commandLine().getOut();
        AnalyzedGame analyzed = GameFiles.load(file, parameters.bindings());
        GameFiles.printWarnings(analyzed, spec.commandLine().getErr());
        CompiledGame game = CompiledGame.compile(analyzed);
        Backend chosen = Options.backend(backend);
        long total = (long) specs.size() * (specs.size() - 1) * games;
        List<Arena.SeatResult> results;
        long start = System.nanoTime();
        if (spark.enabled()) {
            ArenaJob job = new ArenaJob(GameFiles.source(file, parameters.bindings()), backend, agents, games, blockSize,
                    seed);
            try (Progress progress = new Progress(spec.commandLine().getErr(), job.arena(1, null).tasks().size());
                    SparkRun run = spark.open((done, all) -> progress.update(done))) {
                results = run.arena(job, spark.partitions);
            }
        } else {
            try (Progress progress = new Progress(spec.commandLine().getErr(), total)) {
                Arena arena;
                try {
                    arena = new Arena(game, chosen, specs, games, blockSize, seed, threadCount,
                            (done, all) -> progress.update(done));
                } catch (IllegalArgumentException e) {
                    throw new UserException(e.getMessage());
                }
                results = arena.play();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<Elo.Rating> ratings = Arena.ratings(results, anchorName);
        out.printf(Locale.ROOT, "%s on %s%s: %d agents, %,d games per pair and seat, seed %d, %.1f s%n%n",
                game.game().name(), chosen.name(), spark.enabled() ? " (Spark " + spark.master + ")" : "", specs.size(),
                games, seed, seconds);
        printResults(out, results);
        out.println();
        printRatings(out, ratings, anchorName);
        out.flush();
        write(csv, Arena.resultsCsv(results));
        write(ratingsFile, Arena.ratingsCsv(ratings));
        return 0;
    }

    private static void printResults(PrintWriter out, List<Arena.SeatResult> results) {
        int width = Math.max(5, results.stream().mapToInt(r -> r.agent().length()).max().orElse(0));
        String row = "%-" + width + "s  %-" + width + "s  %-4s  %6s  %6s  %6s  %6s  %6s%n";
        out.printf(Locale.ROOT, row, "agent", "opponent", "seat", "games", "wins", "draws", "losses", "score");
        for (Arena.SeatResult r : results) {
            double score = 100.0 * (r.wins() + 0.5 * r.draws()) / r.games();
            out.printf(Locale.ROOT, row, r.agent(), r.opponent(), "P" + (r.seat() + 1), r.games(), r.wins(), r.draws(),
                    r.losses(), String.format(Locale.ROOT, "%.1f%%", score));
        }
    }

    private static void printRatings(PrintWriter out, List<Elo.Rating> ratings, String anchor) {
        int width = Math.max(5, ratings.stream().mapToInt(r -> r.agent().length()).max().orElse(0));
        out.printf(Locale.ROOT, "Elo (%s = 0), 95 %% intervals:%n", anchor);
        List<Elo.Rating> sorted = new ArrayList<>(ratings);
        sorted.sort((a, b) -> Double.compare(b.elo(), a.elo()));
        for (Elo.Rating r : sorted) {
            out.printf(Locale.ROOT, "%-" + width + "s  %7.1f  [%7.1f, %7.1f]  %,d games%n", r.agent(), r.elo(), r.low(),
                    r.high(), r.games());
        }
    }

    static void write(Path path, String text) {
        if (path == null) {
            return;
        }
        try {
            Files.writeString(path, text);
        } catch (IOException e) {
            throw new UserException(path + ": cannot write (" + e.getMessage() + ")");
        }
    }
}
