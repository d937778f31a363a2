package dev.plateau.learn;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import dev.plateau.agents.AgentSpec;
import dev.plateau.agents.Arena;
import dev.plateau.agents.Elo;
import dev.plateau.agents.GumbelAgent;
import dev.plateau.agents.Seeds;
import dev.plateau.agents.UctAgent;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;

/**
 * A training run in the style of Gumbel AlphaZero: each iteration plays a round of self-play games
 * with the latest network guiding a batched Gumbel search, adds their positions to a window of the
 * latest positions, takes gradient steps on mini-batches drawn from it, and saves a checkpoint.
 * Every few iterations the new checkpoint plays the random player, UCT and earlier checkpoints, and
 * all get Elo ratings. Everything is written to a {@link RunDirectory}; a run started again on its
 * directory goes on from its latest checkpoint (the window of positions starts empty again).
 */
public final class TrainingRun {
    /** Hears how the run goes; every method has a default that ignores it. */
    public interface Listener {
        /** Self-play of an iteration has made {@code moves} moves. */
        default void selfPlay(int iteration, long moves) {}

        /** An iteration is over. */
        default void iteration(IterationReport report) {}

        /** An evaluation is over; the ratings are those of every agent so far, the random player at 0. */
        default void evaluation(int iteration, List<Elo.Rating> ratings, double scoreAgainstUct) {}
    }

    /**
     * What one iteration did.
     *
     * @param iteration the iteration (1 for the first)
     * @param games the self-play games
     * @param positions the positions they added
     * @param p1Wins, p2Wins, draws their results
     * @param pastScore the learning network's score in games against a past checkpoint (NaN: none)
     * @param policyLoss, valueLoss the mean losses of the iteration's gradient steps (NaN: none)
     * @param selfPlaySeconds, trainSeconds the time each part took
     */
    public record IterationReport(int iteration, int games, int positions, int p1Wins, int p2Wins, int draws,
            double pastScore, double policyLoss, double valueLoss, double selfPlaySeconds, double trainSeconds) {
        /** The CSV header of {@link #csvRow}. */
        public static final String CSV_HEADER = "iteration,games,positions,p1_wins,p2_wins,draws,past_score,policy_loss,"
                + "value_loss,self_play_s,train_s";

        /** The report as a CSV line without the line break. */
        public String csvRow() {
            return String.format(Locale.ROOT, "%d,%d,%d,%d,%d,%d,%.4f,%.5f,%.5f,%.2f,%.2f", iteration, games, positions,
                    p1Wins, p2Wins, draws, pastScore, policyLoss, valueLoss, selfPlaySeconds, trainSeconds);
        }
    }

    /** The agent name of the random player, which anchors the ratings. */
    public static final String RANDOM = "random";

    private final TrainingConfig config;
    private final List<CompiledGame> games;
    private final Backend backend;
    private final RunDirectory run;
    private final Listener listener;
    private final SelfPlayer selfPlayer;
    private final List<Arena.SeatResult> evaluations = new ArrayList<>();

    /**
     * A run.
     *
     * @param games the game at each of {@code config.sizes()} (one game when no sizes are given)
     * @throws IllegalArgumentException if the network cannot play one of the games
     */
    public TrainingRun(TrainingConfig config, List<CompiledGame> games, Backend backend, RunDirectory run,
            Listener listener) {
        this(config, games, backend, run, listener, null);
    }

    /**
     * A run whose self-play is played by {@code selfPlayer} (null: on this machine, one block after
     * another); the games and positions are the same.
     *
     * @throws IllegalArgumentException if the network cannot play one of the games
     */
    public TrainingRun(TrainingConfig config, List<CompiledGame> games, Backend backend, RunDirectory run,
            Listener listener, SelfPlayer selfPlayer) {
        if (games.isEmpty()) {
            throw new IllegalArgumentException("a run needs a game");
        }
        long windowBytes = 0;
        for (CompiledGame g : games) {
            PolicyValueNetwork.problemWith(config.network().model(), g).ifPresent(p -> {
                throw new IllegalArgumentException(p);
            });
            PolicyValueNetwork.Format f = PolicyValueNetwork.Format.of(g);
            // A position: its observation, policy and legal mask.
            long perPosition = 4L * f.planes().size() * f.height() * f.width() + 5L * f.actions() + 64;
            windowBytes += perPosition * config.window();
        }
        long allowed = Runtime.getRuntime().maxMemory() / 2;
        if (windowBytes > allowed) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "a window of %,d positions per size"
                    + " needs about %,d MB, more than half of the %,d MB this JVM may use; lower --window or give the"
                    + " JVM more memory (PLATEAU_JVM_OPTS=-Xmx…)", config.window(), windowBytes >> 20,
                    Runtime.getRuntime().maxMemory() >> 20));
        }
        this.config = config;
        this.games = List.copyOf(games);
        this.backend = backend;
        this.run = run;
        this.listener = listener == null ? new Listener() {} : listener;
        this.selfPlayer = selfPlayer != null ? selfPlayer : this::playHere;
    }

    /** The JSON of a config, as in {@code config.json}. */
    public static String toJson(TrainingConfig config) {
        return gson().toJson(config);
    }

    /**
     * A config from its JSON.
     *
     * @throws IllegalArgumentException if the text is not a valid config
     */
    public static TrainingConfig fromJson(String json) {
        try {
            // Gson builds records with their canonical constructors, so every value is checked.
            TrainingConfig c = gson().fromJson(json, TrainingConfig.class);
            if (c == null) {
                throw new IllegalArgumentException("empty");
            }
            return c;
        } catch (RuntimeException e) {
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            throw new IllegalArgumentException("not a valid training config (" + cause.getMessage() + ")", e);
        }
    }

    private static Gson gson() {
        return new GsonBuilder().setPrettyPrinting().create();
    }

    /** Runs the iterations that are not done yet; returns the last iteration's number. */
    public int run() throws IOException {
        Files.createDirectories(run.root());
        Files.writeString(run.config(), toJson(config));
        int start = run.latestIteration().orElse(-1);
        PolicyValueNetwork network;
        if (start < 0) {
            network = PolicyValueNetwork.create(config.network(), games.getFirst(), config.seed());
            network.save(run.checkpoint(0));
            start = 0;
        } else {
            network = PolicyValueNetwork.load(run.checkpoint(start), games.getFirst());
        }
        for (CompiledGame g : games) {
            network.checkFits(g);
        }
        readEvaluations();
        List<ReplayBuffer> buffers = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            CompiledGame g = games.get(i);
            buffers.add(new ReplayBuffer(g, config.augment() ? GameSymmetries.verified(g, 64, config.seed())
                    : List.of(g.topology().symmetries().getFirst()), config.window()));
        }
        GumbelAgent.Settings search = new GumbelAgent.Settings(config.simulations(), config.considered(),
                GumbelAgent.Settings.DEFAULT.cVisit(), config.cScale());
        try (Learner learner = new Learner(network, config.learningRate(), config.weightDecay())) {
            for (int iteration = start + 1; iteration <= config.iterations(); iteration++) {
                IterationReport report = iterate(iteration, network, learner, buffers, search);
                network.save(run.checkpoint(iteration));
                appendMetrics(report);
                listener.iteration(report);
                if (config.evalEvery() > 0 && iteration % config.evalEvery() == 0) {
                    evaluate(iteration);
                }
            }
        } finally {
            network.close();
        }
        Plots.losses(run);
        return config.iterations();
    }

    private IterationReport iterate(int iteration, PolicyValueNetwork network, Learner learner,
            List<ReplayBuffer> buffers, GumbelAgent.Settings search) throws IOException {
        long seed = Seeds.derive(config.seed(), iteration);
        SplittableRandom random = new SplittableRandom(seed);
        int[] perSize = new int[games.size()];
        for (int g = 0; g < config.games(); g++) {
            perSize[random.nextInt(games.size())]++;
        }
        long started = System.nanoTime();
        int positions = 0;
        int p1 = 0;
        int p2 = 0;
        int draws = 0;
        double pastPoints = 0;
        int pastGames = 0;
        int pastIteration = iteration >= 2 && config.pastFraction() > 0 ? random.nextInt(iteration - 1) : -1;
        try (PolicyValueNetwork past = pastIteration < 0 ? null
                : PolicyValueNetwork.load(run.checkpoint(pastIteration), games.getFirst())) {
            int[] againstPast = new int[games.size()];
            for (int i = 0; i < games.size() && past != null; i++) {
                againstPast[i] = (int) Math.round(config.pastFraction() * perSize[i]);
            }
            List<SelfPlay.Block> blocks = SelfPlay.blocks(perSize, againstPast, config.block(), seed);
            List<SelfPlay.Result> results = selfPlayer.play(blocks, search, network, past,
                    moves -> listener.selfPlay(iteration, moves));
            for (int b = 0; b < blocks.size(); b++) {
                SelfPlay.Result r = results.get(b);
                buffers.get(blocks.get(b).size()).add(r.positions());
                positions += r.positions().size();
                p1 += r.p1Wins();
                p2 += r.p2Wins();
                draws += r.draws();
                if (r.pastGames() > 0) {
                    pastPoints += r.pastScore() * r.pastGames();
                    pastGames += r.pastGames();
                }
            }
        }
        double selfPlaySeconds = (System.nanoTime() - started) / 1e9;
        started = System.nanoTime();
        double policy = 0;
        double value = 0;
        int steps = 0;
        long total = buffers.stream().mapToLong(ReplayBuffer::size).sum();
        for (int s = 0; s < config.trainSteps() && total > 0; s++) {
            ReplayBuffer buffer = pick(buffers, random, total);
            Learner.Losses l = learner.step(buffer.draw(config.batchSize(), random));
            policy += l.policy();
            value += l.value();
            steps++;
        }
        double trainSeconds = (System.nanoTime() - started) / 1e9;
        return new IterationReport(iteration, config.games(), positions, p1, p2, draws,
                pastGames == 0 ? Double.NaN : pastPoints / pastGames, steps == 0 ? Double.NaN : policy / steps,
                steps == 0 ? Double.NaN : value / steps, selfPlaySeconds, trainSeconds);
    }

    /** Self-play on this machine: the blocks one after another, with the networks as they are. */
    private List<SelfPlay.Result> playHere(List<SelfPlay.Block> blocks, GumbelAgent.Settings search,
            PolicyValueNetwork learner, PolicyValueNetwork past, LongConsumer progress) {
        List<SelfPlay.Result> results = new ArrayList<>();
        long before = 0;
        for (SelfPlay.Block block : blocks) {
            long base = before;
            SelfPlay.Result r = SelfPlay.play(games.get(block.size()), backend, block, search, learner, past,
                    moves -> progress.accept(base + moves));
            before += r.moves();
            results.add(r);
        }
        return results;
    }

    /** A buffer drawn in proportion to its positions. */
    private static ReplayBuffer pick(List<ReplayBuffer> buffers, SplittableRandom random, long total) {
        long at = random.nextLong(total);
        for (ReplayBuffer b : buffers) {
            if (at < b.size()) {
                return b;
            }
            at -= b.size();
        }
        throw new IllegalStateException("no positions");
    }

    private void appendMetrics(IterationReport report) throws IOException {
        Path file = run.metrics();
        if (!Files.exists(file) || report.iteration() == 1) {
            Files.writeString(file, IterationReport.CSV_HEADER + "\n");
        }
        Files.writeString(file, report.csvRow() + "\n", java.nio.file.StandardOpenOption.APPEND);
    }

    /** The name of a checkpoint in the ratings. */
    static String checkpointName(int iteration) {
        return String.format(Locale.ROOT, "iteration-%04d", iteration);
    }

    /**
     * The checkpoint of an iteration plays the random player, UCT and up to three earlier evaluated
     * checkpoints, on the first game; then every agent evaluated so far is rated.
     */
    private void evaluate(int iteration) throws IOException {
        CompiledGame game = games.getFirst();
        String uct = "uct:sims=" + config.uctSimulations();
        List<AgentSpec> agents = new ArrayList<>();
        agents.add(network(iteration));
        agents.add(AgentSpec.parse(RANDOM));
        agents.add(AgentSpec.parse(uct));
        List<Integer> earlier = new ArrayList<>();
        for (Arena.SeatResult r : evaluations) {
            if (r.agent().startsWith("iteration-")) {
                int k = Integer.parseInt(r.agent().substring("iteration-".length()));
                if (k < iteration && !earlier.contains(k)) {
                    earlier.add(k);
                }
            }
        }
        earlier.sort(null);
        for (int k : earlier.subList(Math.max(0, earlier.size() - 3), earlier.size())) {
            agents.add(network(k));
        }
        List<Arena.SeatResult> results = new ArrayList<>();
        // Only the pairings of the new checkpoint are played: the others were played before.
        for (int j = 1; j < agents.size(); j++) {
            results.addAll(new Arena(game, backend, List.of(agents.getFirst(), agents.get(j)), config.evalGames(),
                    Seeds.derive(config.seed(), iteration, j), 1, null).play());
        }
        evaluations.addAll(results);
        Files.writeString(run.arena(), Arena.resultsCsv(evaluations));
        List<Elo.Rating> ratings = Arena.ratings(evaluations, RANDOM);
        writeRatings(iteration, ratings);
        double points = 0;
        int played = 0;
        for (Arena.SeatResult r : results) {
            if (r.agent().equals(agents.getFirst().name()) && r.opponent().equals(uct)) {
                points += r.wins() + 0.5 * r.draws();
                played += r.games();
            }
        }
        listener.evaluation(iteration, ratings, played == 0 ? Double.NaN : points / played);
        Plots.elo(run);
    }

    private AgentSpec network(int iteration) {
        return new AgentSpec(checkpointName(iteration), "net", UctAgent.Settings.DEFAULT, GumbelAgent.Settings.DEFAULT,
                AgentSpec.DEFAULT_GUMBEL_ROLLOUTS, Map.of("file", run.checkpoint(iteration).toString(), "sims",
                        String.valueOf(config.evalSimulations()), "c", String.valueOf(config.cScale())));
    }

    private void writeRatings(int iteration, List<Elo.Rating> ratings) throws IOException {
        Path file = run.elo();
        if (!Files.exists(file)) {
            Files.writeString(file, "evaluation,agent,elo,elo_low,elo_high,games\n");
        }
        StringBuilder rows = new StringBuilder();
        for (Elo.Rating r : ratings) {
            rows.append(String.format(Locale.ROOT, "%d,%s,%.1f,%.1f,%.1f,%d%n", iteration, r.agent(), r.elo(), r.low(),
                    r.high(), r.games()).replace(System.lineSeparator(), "\n"));
        }
        Files.writeString(file, rows.toString(), java.nio.file.StandardOpenOption.APPEND);
    }

    /** Reads the evaluation games of an earlier part of the run back from {@code arena.csv}. */
    private void readEvaluations() throws IOException {
        evaluations.clear();
        if (!Files.exists(run.arena())) {
            return;
        }
        for (String line : Files.readAllLines(run.arena()).stream().skip(1).toList()) {
            String[] f = line.split(",");
            if (f.length != 7) {
                continue;
            }
            evaluations.add(new Arena.SeatResult(f[0], f[1], f[2].equals("P1") ? 0 : 1, Integer.parseInt(f[3]),
                    Integer.parseInt(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6])));
        }
    }
}
