package dev.plateau.cli;

import dev.plateau.agents.Elo;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.learn.NetworkSpec;
import dev.plateau.learn.PolicyValueNetwork;
import dev.plateau.learn.RunDirectory;
import dev.plateau.learn.SelfPlayer;
import dev.plateau.learn.TrainingConfig;
import dev.plateau.learn.TrainingRun;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.spark.GameSource;
import dev.plateau.spark.SelfPlayJob;
import dev.plateau.spark.SparkRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code plateau train GAME --model resnet|gin …}: AlphaZero-style training with Gumbel search. */
@Command(
        name = "train",
        mixinStandardHelpOptions = true,
        description = {
            "Trains a policy-value network by self-play, as Gumbel AlphaZero does. Each iteration plays --games games"
                    + " in lockstep, every move a Gumbel search of --sims simulations guided by the latest network"
                    + " (a --past fraction of them against an earlier checkpoint), keeps the positions of the latest"
                    + " games with the search's improved policy and the game's outcome as targets, takes"
                    + " --train-steps gradient steps on them (seen through the game's symmetries unless"
                    + " --no-augment), and saves a checkpoint. Every --eval-every iterations the checkpoint plays"
                    + " the random player, UCT and earlier checkpoints, and all are rated (Elo, random = 0).",
            "",
            "Models: resnet (convolutions over the observation planes; one board size) and gin (a graph isomorphism"
                    + " network over the board's cells and a dummy node; its weights fit every size, so it can train"
                    + " on several --sizes and play others). --per-player-heads gives each player its own policy"
                    + " and value head over a shared trunk.",
            "",
            "The run directory holds the settings (config.json), a network after each iteration (in the folder"
                    + " checkpoints), the losses, evaluation games and ratings as CSV files, and plots of the loss"
                    + " and the ratings. Started again on an existing run directory, training goes on from"
                    + " its latest checkpoint with the settings in its config.json (only --iterations, --backend,"
                    + " --threads and the Spark options may change)."
                    + " Trained networks play in `plateau arena` and `plateau serve` as the agent net with the"
                    + " setting run=DIR (Gumbel search guided by the network; add sims=0 for its policy alone).",
            "",
            "Self-play can run on Apache Spark (--spark MASTER, with --block to cut each iteration's games into"
                    + " tasks): the executors play, this process trains, and the positions are those of the run"
                    + " without --spark (README, Beyond one machine).",
            "",
            "  plateau train games/connect_four.ldx --run runs/c4",
            "  plateau train games/hex.ldx --model gin --sizes 5,6,7"
        })
final class TrainCommand implements Callable<Integer> {
    /** The options a resumed run takes from its config.json, which must not be given again. */
    private static final Set<String> RESUMABLE = Set.of("--run", "--iterations", "--backend", "--threads", "--help",
            "--version", "--spark", "--partitions", "--spark-jar");

    @Parameters(paramLabel = "GAME", description = "the .ldx file of the game")
    private Path file;

    @Option(names = "--run", paramLabel = "DIR",
            description = "the run directory (default: runs/GAME-MODEL); an existing run is resumed")
    private Path runDir;

    @Option(names = "--model", paramLabel = "MODEL", description = "resnet or gin (default: ${DEFAULT-VALUE})")
    private String model = "resnet";

    @Option(names = "--blocks", paramLabel = "N",
            description = "residual blocks of a ResNet, GIN layers of a GIN (default: 3)")
    private Integer blocks;

    @Option(names = "--channels", paramLabel = "N",
            description = "convolution filters of a ResNet, hidden width of a GIN (default: 32 for resnet, 64 for gin)")
    private Integer channels;

    @Option(names = "--per-player-heads", description = "a policy and a value head for each player")
    private boolean perPlayerHeads;

    @Option(names = "--sizes", paramLabel = "LIST",
            description = "train on these values of the game's size parameter, separated by commas such as 5,6,7;"
                    + " one is drawn per game (more than one needs --model gin)")
    private String sizes;

    @Option(names = "--iterations", paramLabel = "N", description = "iterations in all (default: ${DEFAULT-VALUE})")
    private int iterations = 20;

    @Option(names = "--games", paramLabel = "N", description = "self-play games per iteration (default: ${DEFAULT-VALUE})")
    private int games = 256;

    @Option(names = "--sims", paramLabel = "N", description = "Gumbel simulations per self-play move (default: ${DEFAULT-VALUE})")
    private int sims = 32;

    @Option(names = "--m", paramLabel = "M", description = "actions Gumbel search considers at the root (default: ${DEFAULT-VALUE})")
    private int considered = 16;

    @Option(names = "--c-scale", paramLabel = "X", defaultValue = "0.1",
            description = "c_scale of the search, how far its improved policy leans on the searched values"
                    + " (default: ${DEFAULT-VALUE})")
    private double cScale;

    @Option(names = "--train-steps", paramLabel = "N", description = "gradient steps per iteration (default: ${DEFAULT-VALUE})")
    private int trainSteps = 100;

    @Option(names = "--batch-size", paramLabel = "N", description = "positions per gradient step (default: ${DEFAULT-VALUE})")
    private int batchSize = 256;

    @Option(names = "--lr", paramLabel = "X", defaultValue = "0.001", description = "Adam's learning rate (default: ${DEFAULT-VALUE})")
    private float learningRate;

    @Option(names = "--weight-decay", paramLabel = "X", defaultValue = "0.0001", description = "Adam's weight decay (default: ${DEFAULT-VALUE})")
    private float weightDecay;

    @Option(names = "--window", paramLabel = "N",
            description = "positions of the latest games kept for training, per size (default: ${DEFAULT-VALUE})")
    private int window = 100_000;

    @Option(names = "--no-augment", description = "do not show positions through the game's symmetries")
    private boolean noAugment;

    @Option(names = "--past", paramLabel = "F",
            description = "fraction of self-play games against a random earlier checkpoint (default: ${DEFAULT-VALUE})")
    private double past = 0.25;

    @Option(names = "--eval-every", paramLabel = "N", description = "iterations between evaluations, 0 for none (default: ${DEFAULT-VALUE})")
    private int evalEvery = 10;

    @Option(names = "--eval-games", paramLabel = "N", description = "evaluation games per opponent and seat (default: ${DEFAULT-VALUE})")
    private int evalGames = 10;

    @Option(names = "--eval-sims", paramLabel = "N",
            description = "Gumbel simulations per move of the network in evaluations (default: as --sims; 0: its policy alone)")
    private Integer evalSims;

    @Option(names = "--uct-sims", paramLabel = "N", description = "simulations of the UCT opponent in evaluations (default: ${DEFAULT-VALUE})")
    private int uctSims = 200;

    @Option(names = "--seed", paramLabel = "S", description = "the random seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--backend", paramLabel = "NAME",
            description = "scalar, simd, ptx-interpreter, cuda, or best (default: ${DEFAULT-VALUE})")
    private String backend = "scalar";

    @Option(names = "--threads", paramLabel = "T",
            description = "threads the network computes on (default: 1; more pays only for large networks on"
                    + " processors that nothing else uses: oversubscribed, PyTorch's threads slow training many times)")
    private Integer threads;

    @Option(names = "--block", paramLabel = "B",
            description = "the most self-play games of one task, played together in lockstep (not --blocks, the"
                    + " network's depth); like --seed it decides the games (default: all of an iteration's games of a"
                    + " size in one task). With --spark, smaller blocks spread over more executors")
    private int block;

    @Mixin
    private GameParameterOptions parameters;

    @Mixin
    private SparkOptions spark;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (threads != null) {
            try {
                PolicyValueNetwork.useThreads(threads);
            } catch (IllegalArgumentException e) {
                throw new UserException("--threads: " + e.getMessage());
            }
        }
        NetworkSpec.Model kind;
        try {
            kind = NetworkSpec.Model.of(model);
        } catch (IllegalArgumentException e) {
            throw new UserException("--model " + e.getMessage());
        }
        Path dir = runDir != null ? runDir : Path.of("runs", stripExtension(file.getFileName().toString()) + "-" + kind.word());
        RunDirectory run = new RunDirectory(dir);
        TrainingConfig config;
        if (Files.exists(run.config())) {
            config = resume(run);
            err.printf(Locale.ROOT, "plateau: resuming %s from iteration %d with its config.json%n", dir,
                    run.latestIteration().orElse(0));
        } else {
            config = fresh(kind);
        }
        spark.check();
        List<CompiledGame> compiled = compile(config);
        Backend chosen = Options.backend(config.backend());
        out.printf(Locale.ROOT, "training %s (%s) on %s%s: %d iterations of %,d games, %d simulations a move; run in %s%n",
                compiled.getFirst().game().name(), config.network().describe(), chosen.name(),
                spark.enabled() ? " with self-play on Spark " + spark.master : "", config.iterations(), config.games(),
                config.simulations(), dir);
        out.flush();
        try (SparkRun sparkRun = spark.enabled() ? spark.open(null) : null) {
            SelfPlayer selfPlayer = sparkRun == null ? null
                    : sparkRun.selfPlayer(new SelfPlayJob(sources(config), config.backend()), spark.partitions);
            new TrainingRun(config, compiled, chosen, run, new Report(out, err, config), selfPlayer).run();
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage());
        }
        out.printf(Locale.ROOT, "done: checkpoints in %s, metrics.csv, loss.png%s%n", dir.resolve("checkpoints"),
                config.evalEvery() > 0 ? ", elo.csv and elo.png" : "");
        return 0;
    }

    private TrainingConfig fresh(NetworkSpec.Model kind) {
        NetworkSpec d = NetworkSpec.defaults(kind);
        try {
            NetworkSpec network = new NetworkSpec(kind, blocks == null ? d.blocks() : blocks,
                    channels == null ? d.channels() : channels, perPlayerHeads);
            return new TrainingConfig(file.toString(), parameters.bindings(), sizeList(), network, iterations, games, sims,
                    considered, cScale, trainSteps, batchSize, learningRate, weightDecay, window, !noAugment, past, evalEvery,
                    evalGames, evalSims == null ? sims : evalSims, uctSims, seed, backend, block);
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage());
        }
    }

    /** The values of --sizes. */
    private List<Integer> sizeList() {
        List<Integer> list = new ArrayList<>();
        if (sizes == null) {
            return list;
        }
        for (String part : sizes.split(",", -1)) {
            try {
                int size = Integer.parseInt(part.strip());
                if (size < 1 || list.contains(size)) {
                    throw new NumberFormatException();
                }
                list.add(size);
            } catch (NumberFormatException e) {
                throw new UserException("--sizes " + sizes + ": expected distinct whole numbers ≥ 1 separated by commas,"
                        + " such as 5,6,7");
            }
        }
        return list;
    }

    private TrainingConfig resume(RunDirectory run) throws IOException {
        for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
            if (!RESUMABLE.contains(o.longestName())) {
                throw new UserException(run.root() + " is an existing run: its settings are in its config.json, so "
                        + o.longestName() + " cannot be given (only --iterations, --backend, --threads and the Spark"
                        + " options can change when resuming;"
                        + " choose another --run for a new run)");
            }
        }
        TrainingConfig c;
        try {
            c = TrainingRun.fromJson(Files.readString(run.config()));
        } catch (IllegalArgumentException e) {
            throw new UserException(run.config() + ": " + e.getMessage());
        }
        if (!Path.of(c.game()).toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())) {
            throw new UserException(run.root() + " trains " + c.game() + ", not " + file);
        }
        var matched = spec.commandLine().getParseResult();
        try {
            TrainingConfig resumed = matched.hasMatchedOption("--iterations") ? c.withIterations(iterations) : c;
            return matched.hasMatchedOption("--backend") ? resumed.withBackend(backend) : resumed;
        } catch (IllegalArgumentException e) {
            throw new UserException(e.getMessage());
        }
    }

    /** The game at each size of the config, or at its own size, as text for Spark's executors. */
    private List<GameSource> sources(TrainingConfig config) {
        return bindingsPerSize(config).stream().map(b -> GameFiles.source(file, b)).toList();
    }

    /** The parameters of the game at each size of the config, or the config's own. */
    private static List<Map<String, Integer>> bindingsPerSize(TrainingConfig config) {
        if (config.sizes().isEmpty()) {
            return List.of(config.parameters());
        }
        List<Map<String, Integer>> all = new ArrayList<>();
        for (int size : config.sizes()) {
            Map<String, Integer> bindings = new LinkedHashMap<>(config.parameters());
            bindings.put("size", size);
            all.add(bindings);
        }
        return all;
    }

    /** The game at each size of the config, or at its own size. */
    private List<CompiledGame> compile(TrainingConfig config) {
        List<CompiledGame> out = new ArrayList<>();
        if (config.sizes().isEmpty()) {
            AnalyzedGame analyzed = GameFiles.load(file, config.parameters());
            GameFiles.printWarnings(analyzed, spec.commandLine().getErr());
            out.add(CompiledGame.compile(analyzed));
            return out;
        }
        if (config.parameters().containsKey("size")) {
            throw new UserException("--sizes and --set size=… both give the size; give one of them");
        }
        for (Map<String, Integer> bindings : bindingsPerSize(config)) {
            out.add(CompiledGame.compile(GameFiles.load(file, bindings)));
        }
        return out;
    }

    private static String stripExtension(String name) {
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** Prints a line per iteration and evaluation, and the self-play progress on a terminal. */
    private static final class Report implements TrainingRun.Listener {
        private final PrintWriter out;
        private final PrintWriter err;
        private final TrainingConfig config;
        private final boolean terminal = System.console() != null;
        private long lastDraw;

        Report(PrintWriter out, PrintWriter err, TrainingConfig config) {
            this.out = out;
            this.err = err;
            this.config = config;
        }

        @Override
        public void selfPlay(int iteration, long moves) {
            long now = System.nanoTime();
            if (!terminal || now - lastDraw < 200_000_000L) {
                return;
            }
            lastDraw = now;
            err.printf(Locale.ROOT, "\riteration %d/%d: self-play, %,d moves ", iteration, config.iterations(), moves);
            err.flush();
        }

        @Override
        public void iteration(TrainingRun.IterationReport r) {
            if (terminal) {
                err.print("\r" + " ".repeat(60) + "\r");
                err.flush();
            }
            out.printf(Locale.ROOT, "iteration %d/%d: %,d games (P1 %d, P2 %d, draws %d), %,d positions in %.1f s;"
                    + " %d steps in %.1f s, loss %.3f (policy %.3f, value %.3f)%s%n", r.iteration(), config.iterations(),
                    r.games(), r.p1Wins(), r.p2Wins(), r.draws(), r.positions(), r.selfPlaySeconds(), config.trainSteps(),
                    r.trainSeconds(), r.policyLoss() + r.valueLoss(), r.policyLoss(), r.valueLoss(),
                    Double.isNaN(r.pastScore()) ? "" : String.format(Locale.ROOT, "; %.0f %% against a past checkpoint",
                            100 * r.pastScore()));
            out.flush();
        }

        @Override
        public void evaluation(int iteration, List<Elo.Rating> ratings, double scoreAgainstUct) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                    "evaluation after iteration %d: %.1f %% against uct:sims=%d; Elo (random = 0):", iteration,
                    100 * scoreAgainstUct, config.uctSimulations()));
            List<Elo.Rating> sorted = new ArrayList<>(ratings);
            sorted.sort((a, b) -> Double.compare(b.elo(), a.elo()));
            for (Elo.Rating r : sorted) {
                line.append(String.format(Locale.ROOT, " %s %.0f [%.0f, %.0f];", r.agent(), r.elo(), r.low(), r.high()));
            }
            line.setLength(line.length() - 1);
            out.println(line);
            out.flush();
        }
    }
}
