package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A round-robin tournament: every pair of agents plays N games with the first agent as P1 and N
 * with it as P2. The N games of one pairing and seat are played in lockstep in one simulator, each
 * agent choosing its moves in all of them at once. The results are the same for a seed whatever the
 * number of threads: each pairing and seat is a task with a seed of its own, and each task makes its
 * own agents.
 *
 * <p>A tournament may cut each pairing and seat into blocks of games ({@link Task}), each played in
 * a simulator of its own with a seed derived from the tournament's seed and the block's identity
 * alone, so that a cluster can play the blocks anywhere, in any order, and {@link #combine} them into
 * the results {@link #play} gives.
 */
public final class Arena {
    private final CompiledGame game;
    private final Backend backend;
    private final List<AgentSpec> agents;
    private final int gamesPerSeat;
    private final int blockSize;
    private final long seed;
    private final int threads;
    private final Progress progress;

    /** Told how many games are over, of how many, after each pairing and seat; called from any thread, one call at a time. */
    @FunctionalInterface
    public interface Progress {
        /** {@code done} of {@code total} games are over. */
        void update(long done, long total);
    }

    /**
     * The results of one agent against one opponent in one seat.
     *
     * @param seat 0 when the agent was P1, 1 when it was P2
     */
    public record SeatResult(String agent, String opponent, int seat, int games, int wins, int draws, int losses)
            implements Serializable {
        /** The CSV header of {@link #csvRow}. */
        public static final String CSV_HEADER = "agent,opponent,seat,games,wins,draws,losses";

        /** This result as a CSV line (the seat as P1 or P2), without the line break. */
        public String csvRow() {
            return String.join(",", Csv.field(agent), Csv.field(opponent), "P" + (seat + 1), String.valueOf(games),
                    String.valueOf(wins), String.valueOf(draws), String.valueOf(losses));
        }

        /** The same games from the opponent's side. */
        public SeatResult mirrored() {
            return new SeatResult(opponent, agent, 1 - seat, games, losses, draws, wins);
        }

        /** The games of both, which are of the same agents in the same seat. */
        SeatResult plus(SeatResult o) {
            return new SeatResult(agent, opponent, seat, games + o.games, wins + o.wins, draws + o.draws,
                    losses + o.losses);
        }
    }

    /**
     * One block of games of a tournament: agent {@code first} (an index into the agents) in seat
     * {@code seat} against agent {@code second}, {@code games} games in lockstep.
     *
     * @param pairing the index of (first, second, seat) among the tournament's pairings and seats
     * @param block the block's index within its pairing and seat
     * @param seed the block's seed: the pairing's seed for block 0 (so that a tournament in one block
     *     per seat plays the games it played before blocks existed), one derived from it and the
     *     block's index for the others
     */
    public record Task(int pairing, int first, int second, int seat, int block, int games, long seed)
            implements Serializable {}

    /**
     * A tournament.
     *
     * @param agents at least two, with distinct names
     * @param gamesPerSeat N, the games each pair plays with each agent in each seat
     * @param threads the pairings played at once
     * @param progress told as games finish, or null
     */
    public Arena(CompiledGame game, Backend backend, List<AgentSpec> agents, int gamesPerSeat, long seed, int threads,
            Progress progress) {
        this(game, backend, agents, gamesPerSeat, gamesPerSeat, seed, threads, progress);
    }

    /**
     * A tournament whose pairings and seats are cut into blocks of at most {@code blockSize} games
     * (see {@link Task}). The results depend on the block size, as on the seed, but not on where or
     * in what order the blocks are played.
     *
     * @param blockSize the most games of one block, at least 1
     */
    public Arena(CompiledGame game, Backend backend, List<AgentSpec> agents, int gamesPerSeat, int blockSize, long seed,
            int threads, Progress progress) {
        if (agents.size() < 2) {
            throw new IllegalArgumentException("a tournament needs at least two agents, not " + agents.size());
        }
        Set<String> names = new HashSet<>();
        for (AgentSpec a : agents) {
            if (!names.add(a.name())) {
                throw new IllegalArgumentException("two agents are named " + a.name() + ": name each agent once");
            }
        }
        if (gamesPerSeat < 1 || threads < 1 || blockSize < 1) {
            throw new IllegalArgumentException("games per seat, the block size and threads must be at least 1");
        }
        this.game = game;
        this.backend = backend;
        this.agents = List.copyOf(agents);
        this.gamesPerSeat = gamesPerSeat;
        this.blockSize = blockSize;
        this.seed = seed;
        this.threads = threads;
        this.progress = progress;
    }

    /** The blocks of the tournament: for each pair i &lt; j, i as P1, then i as P2, each in blocks in order. */
    public List<Task> tasks() {
        List<Task> tasks = new ArrayList<>();
        int pairing = 0;
        for (int i = 0; i < agents.size(); i++) {
            for (int j = i + 1; j < agents.size(); j++) {
                for (int seat = 0; seat < 2; seat++, pairing++) {
                    long pairingSeed = Seeds.derive(seed, pairing);
                    for (int block = 0, from = 0; from < gamesPerSeat; block++, from += blockSize) {
                        tasks.add(new Task(pairing, i, j, seat, block, Math.min(blockSize, gamesPerSeat - from),
                                block == 0 ? pairingSeed : Seeds.derive(pairingSeed, block)));
                    }
                }
            }
        }
        return tasks;
    }

    /** Plays the tournament. Returns the results from both sides of every pairing and seat: for each pair i &lt; j, i as P1, then i as P2, each followed by its mirror. */
    public List<SeatResult> play() {
        List<Task> tasks = tasks();
        long total = (long) agents.size() * (agents.size() - 1) * gamesPerSeat;
        AtomicLong done = new AtomicLong();
        List<SeatResult> results = new ArrayList<>();
        try (ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, tasks.size()))) {
            List<Future<SeatResult>> futures = new ArrayList<>();
            for (Task task : tasks) {
                futures.add(pool.submit(() -> {
                    SeatResult r = play(task);
                    long now = done.addAndGet(task.games());
                    if (progress != null) {
                        synchronized (this) {
                            progress.update(now, total);
                        }
                    }
                    return r;
                }));
            }
            for (Future<SeatResult> f : futures) {
                results.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the tournament was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
        return combine(tasks, results);
    }

    /** Plays one block of the tournament (on any machine; see {@link Task}). */
    public SeatResult play(Task task) {
        return playSeat(agents.get(task.first()), agents.get(task.second()), task.seat(), task.games(), task.seed());
    }

    /**
     * The results of a tournament from those of its blocks: the blocks of each pairing and seat summed,
     * in the order of {@link #play}, each followed by its mirror.
     *
     * @param tasks the blocks, as {@link #tasks} lists them
     * @param results the result of each block, in the same order
     */
    public static List<SeatResult> combine(List<Task> tasks, List<SeatResult> results) {
        if (tasks.size() != results.size()) {
            throw new IllegalArgumentException(tasks.size() + " blocks but " + results.size() + " results");
        }
        List<SeatResult> out = new ArrayList<>();
        SeatResult sum = null;
        for (int t = 0; t < tasks.size(); t++) {
            sum = sum == null ? results.get(t) : sum.plus(results.get(t));
            if (t + 1 == tasks.size() || tasks.get(t + 1).pairing() != tasks.get(t).pairing()) {
                out.add(sum);
                out.add(sum.mirrored());
                sum = null;
            }
        }
        return out;
    }

    /** {@code n} games of {@code first} in seat {@code seat} against {@code second}, in lockstep. */
    private SeatResult playSeat(AgentSpec first, AgentSpec second, int seat, int n, long taskSeed) {
        try (Simulator sim = Simulator.builder(game).batch(n).backend(backend).threads(1).build();
                Agent a = first.create(game, backend);
                Agent b = second.create(game, backend)) {
            int[] actions = new int[n];
            boolean[] running = new boolean[n];
            boolean[] movesA = new boolean[n];
            boolean[] movesB = new boolean[n];
            for (long ply = 0; ; ply++) {
                boolean anyA = false;
                boolean anyB = false;
                for (int env = 0; env < n; env++) {
                    running[env] = !sim.terminated(env) && !sim.truncated(env);
                    movesA[env] = running[env] && sim.currentPlayer(env) == seat;
                    movesB[env] = running[env] && !movesA[env];
                    anyA |= movesA[env];
                    anyB |= movesB[env];
                }
                if (!anyA && !anyB) {
                    break;
                }
                if (anyA) {
                    a.chooseActions(sim, movesA, Seeds.derive(taskSeed, ply, 0), actions);
                }
                if (anyB) {
                    b.chooseActions(sim, movesB, Seeds.derive(taskSeed, ply, 1), actions);
                }
                sim.step(actions, running);
            }
            int wins = 0;
            int draws = 0;
            int losses = 0;
            for (int env = 0; env < n; env++) {
                int winner = sim.winner(env);
                if (winner == seat) {
                    wins++;
                } else if (winner < 0) {
                    draws++;
                } else {
                    losses++;
                }
            }
            return new SeatResult(first.name(), second.name(), seat, n, wins, draws, losses);
        }
    }

    /** The results summed over seats, as Elo's input. */
    public static List<Elo.Result> eloResults(List<SeatResult> results) {
        List<Elo.Result> out = new ArrayList<>();
        for (SeatResult r : results) {
            out.add(new Elo.Result(r.agent(), r.opponent(), r.wins(), r.draws(), r.losses()));
        }
        return out;
    }

    /**
     * Ratings from a tournament's results, with one virtual draw per pair (so that a perfect score
     * gives a finite rating; see {@link Elo}). Each game counts once: of a pair's results, only those
     * from the side of the agent that appears first as {@code agent} are used, since {@link #play}
     * lists every result from both sides.
     */
    public static List<Elo.Rating> ratings(List<SeatResult> results, String anchor) {
        Set<List<String>> sides = new HashSet<>();
        List<SeatResult> oneSide = new ArrayList<>();
        for (SeatResult r : results) {
            List<String> side = List.of(r.agent(), r.opponent());
            if (sides.contains(side) || !sides.contains(side.reversed())) {
                sides.add(side);
                oneSide.add(r);
            }
        }
        return Elo.fit(eloResults(oneSide), anchor, 1);
    }

    /** The CSV of ratings: header {@code agent,elo,elo_low,elo_high,games}, one agent a line. */
    public static String ratingsCsv(List<Elo.Rating> ratings) {
        StringBuilder csv = new StringBuilder("agent,elo,elo_low,elo_high,games\n");
        for (Elo.Rating r : ratings) {
            csv.append(String.format(Locale.ROOT, "%s,%.1f,%.1f,%.1f,%d%n", Csv.field(r.agent()), r.elo(), r.low(),
                    r.high(), r.games()).replace(System.lineSeparator(), "\n"));
        }
        return csv.toString();
    }

    /** The CSV of results: header {@link SeatResult#CSV_HEADER}, one result a line. */
    public static String resultsCsv(List<SeatResult> results) {
        StringBuilder csv = new StringBuilder(SeatResult.CSV_HEADER).append('\n');
        for (SeatResult r : results) {
            csv.append(r.csvRow()).append('\n');
        }
        return csv.toString();
    }

    /** CSV quoting. */
    private static final class Csv {
        private Csv() {}

        /** The text as one CSV field: quoted when it holds a comma, a quote or a line break. */
        static String field(String text) {
            if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
                return '"' + text.replace("\"", "\"\"") + '"';
            }
            return text;
        }
    }
}
