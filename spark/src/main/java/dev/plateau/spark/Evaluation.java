package dev.plateau.spark;

import dev.plateau.agents.Arena;
import dev.plateau.agents.Seeds;
import dev.plateau.sim.Backends;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The game-design measures of {@code plateau evaluate} over a grid of game variants, as a job whose
 * tasks any machine can run. Per variant ({@link Cell}): random games give the first player's win rate,
 * the draw rate, the spread of game length and the branching factor; games of a strong agent against a
 * weak one, in both seats, give the decisiveness (how often the strong one wins). Every task's seed
 * derives from the job's seed and the task's identity (variant, kind, block), so the table is the same
 * however the tasks are spread.
 *
 * @param cells the variants, in the table's order
 * @param games random games per variant
 * @param duelGames games per seat of the strong agent against the weak one (0: no decisiveness)
 * @param blockSize the most games of one task
 * @param strong the strong agent's spec, such as {@code uct:sims=200}
 * @param weak the weak agent's spec, such as {@code random}
 * @param backend the backend's name on each machine
 * @param maxSteps the step limit of a random game (a longer one counts as truncated)
 * @param seed the job's seed
 */
public record Evaluation(List<Cell> cells, int games, int duelGames, int blockSize, String strong, String weak,
        String backend, long maxSteps, long seed) implements Serializable {
    /** The most variants one job evaluates. */
    public static final int MAX_CELLS = 10_000;

    /** z for 95 % intervals. */
    private static final double Z = 1.959963984540054;

    /**
     * Checks the counts and copies the cells.
     *
     * @throws IllegalArgumentException naming the count out of range
     */
    public Evaluation {
        cells = List.copyOf(cells);
        if (cells.isEmpty() || cells.size() > MAX_CELLS) {
            throw new IllegalArgumentException("a grid of " + cells.size() + " variants: it must have 1 to "
                    + MAX_CELLS);
        }
        if (games < 1 || duelGames < 0 || blockSize < 1 || maxSteps < 1) {
            throw new IllegalArgumentException("games and the block size must be at least 1, duel games at least 0,"
                    + " and the step limit at least 1");
        }
    }

    /**
     * One variant: a game with some parameters bound.
     *
     * @param game the game with the variant's values
     * @param grid the values of the grid's parameters, in the grid's order, for the table
     */
    public record Cell(GameSource game, Map<String, Integer> grid) implements Serializable {
        /** Copies the values. */
        public Cell {
            grid = new java.util.LinkedHashMap<>(grid);
        }

        /** The values as {@code size=5;komi=2}. */
        public String variant() {
            return grid.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(";"));
        }
    }

    /**
     * One task: a block of random games of a variant, or (with {@code duel}) a block of the strong
     * agent against the weak one.
     */
    public record Task(int cell, int block, Arena.Task duel) implements Serializable {}

    /**
     * What a task gives: the outcomes of its games, and for random games the moves chosen and the
     * legal moves there were to choose from.
     */
    public record Partial(long games, long p1Wins, long p2Wins, long draws, long truncated, long totalSteps,
            double totalSquaredSteps, long decisions, long legalMoves, long strongWins) implements Serializable {}

    /** The tasks: for each variant, its blocks of random games, then its duel blocks. */
    public List<Task> tasks() {
        List<Task> tasks = new ArrayList<>();
        for (int c = 0; c < cells.size(); c++) {
            for (int b = 0, from = 0; from < games; b++, from += blockSize) {
                tasks.add(new Task(c, b, null));
            }
            if (duelGames > 0) {
                for (Arena.Task duel : duel(c).arena(1, null).tasks()) {
                    tasks.add(new Task(c, duel.block(), duel));
                }
            }
        }
        return tasks;
    }

    /** The strong agent against the weak one on variant {@code c}, as a tournament of two. */
    private ArenaJob duel(int c) {
        return new ArenaJob(cells.get(c).game(), backend, List.of(strong, weak), duelGames, blockSize,
                Seeds.derive(seed, c, 1));
    }

    /** Runs one task, on any machine. */
    public Partial run(Task task) {
        if (task.duel() != null) {
            Arena.SeatResult r = duel(task.cell()).arena(1, null).play(task.duel());
            return new Partial(r.games(), 0, 0, 0, 0, 0, 0, 0, 0, r.wins());
        }
        int n = Math.min(blockSize, games - task.block() * blockSize);
        long blockSeed = Seeds.derive(seed, task.cell(), 0, task.block());
        try (Simulator sim = Simulator.builder(cells.get(task.cell()).game().compile()).batch(n)
                .backend(Backends.byName(backend)).threads(1).stepLimit(maxSteps).build()) {
            int words = sim.legalMaskWords();
            long[] masks = new long[n * words];
            long decisions = 0;
            long legal = 0;
            for (long ply = 0; ; ply++) {
                sim.legalMasks(masks);
                boolean running = false;
                for (int env = 0; env < n; env++) {
                    if (!sim.terminated(env) && !sim.truncated(env)) {
                        running = true;
                        decisions++;
                        for (int w = 0; w < words; w++) {
                            legal += Long.bitCount(masks[env * words + w]);
                        }
                    }
                }
                if (!running) {
                    break;
                }
                sim.stepRandom(Seeds.derive(blockSeed, ply), 1);
            }
            PlayoutSummary s = sim.summary();
            return new Partial(s.playouts(), s.p1Wins(), s.p2Wins(), s.draws(), s.truncated(), s.totalSteps(),
                    s.totalSquaredSteps(), decisions, legal, 0);
        }
    }

    /**
     * The table from the tasks' results.
     *
     * @param tasks the tasks, as {@link #tasks} lists them
     * @param partials the result of each task, in the same order
     */
    public List<Row> reduce(List<Task> tasks, List<Partial> partials) {
        if (tasks.size() != partials.size()) {
            throw new IllegalArgumentException(tasks.size() + " tasks but " + partials.size() + " results");
        }
        long[][] random = new long[cells.size()][8];
        double[] squares = new double[cells.size()];
        long[][] duels = new long[cells.size()][2];
        for (int t = 0; t < tasks.size(); t++) {
            int c = tasks.get(t).cell();
            Partial p = partials.get(t);
            if (tasks.get(t).duel() != null) {
                duels[c][0] += p.games();
                duels[c][1] += p.strongWins();
            } else {
                long[] r = random[c];
                r[0] += p.games();
                r[1] += p.p1Wins();
                r[2] += p.p2Wins();
                r[3] += p.draws();
                r[4] += p.truncated();
                r[5] += p.totalSteps();
                r[6] += p.decisions();
                r[7] += p.legalMoves();
                squares[c] += p.totalSquaredSteps();
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int c = 0; c < cells.size(); c++) {
            long[] r = random[c];
            PlayoutSummary s = new PlayoutSummary(r[0], r[1], r[2], r[3], r[4], r[5], squares[c]);
            rows.add(new Row(cells.get(c).game().fileName(), cells.get(c).variant(), r[0], r[1], r[2], r[3], r[4],
                    s.meanLength(), s.lengthStandardDeviation(), r[6] == 0 ? 0 : (double) r[7] / r[6], duels[c][0],
                    duels[c][1]));
        }
        return rows;
    }

    /**
     * The measures of one variant.
     *
     * @param game the game file
     * @param variant the grid's values, as {@link Cell#variant}
     * @param games the random games
     * @param p1Wins, p2Wins, draws, truncated their outcomes (a truncated game is neither won nor drawn)
     * @param meanLength the mean length of the random games in moves
     * @param lengthSd the sample standard deviation of their lengths
     * @param branching the mean number of legal moves over every position of the random games where a move was chosen
     * @param duelGames the games of the strong agent against the weak one (both seats)
     * @param strongWins those the strong agent won
     */
    public record Row(String game, String variant, long games, long p1Wins, long p2Wins, long draws, long truncated,
            double meanLength, double lengthSd, double branching, long duelGames, long strongWins)
            implements Serializable {
        /** The table's columns, in order. */
        public static final List<String> COLUMNS = List.of("game", "variant", "games", "p1_win_rate", "p1_win_low",
                "p1_win_high", "p2_win_rate", "draw_rate", "draw_low", "draw_high", "truncated_rate", "mean_length",
                "length_sd", "branching_factor", "decisiveness", "decisiveness_low", "decisiveness_high");

        /** The values of {@link #COLUMNS}: Strings, a Long, then Doubles (NaN where there were no games). */
        public List<Object> values() {
            double[] p1 = wilson(p1Wins, games);
            double[] draw = wilson(draws, games);
            double[] decisive = wilson(strongWins, duelGames);
            return List.of(game, variant, games, rate(p1Wins, games), p1[0], p1[1], rate(p2Wins, games),
                    rate(draws, games), draw[0], draw[1], rate(truncated, games), meanLength, lengthSd, branching,
                    rate(strongWins, duelGames), decisive[0], decisive[1]);
        }

        /** This row as a CSV line, rates to 4 decimals, lengths and branching to 2. */
        public String csvRow() {
            List<String> fields = new ArrayList<>();
            List<Object> values = values();
            for (int i = 0; i < values.size(); i++) {
                Object v = values.get(i);
                String column = COLUMNS.get(i);
                fields.add(switch (v) {
                    case String text -> text.contains(",") || text.contains("\"")
                            ? '"' + text.replace("\"", "\"\"") + '"' : text;
                    case Double d when d.isNaN() -> "";
                    case Double d -> String.format(Locale.ROOT,
                            column.contains("length") || column.startsWith("branching") ? "%.2f" : "%.4f", d);
                    default -> v.toString();
                });
            }
            return String.join(",", fields);
        }
    }

    /** The table as CSV: a header, then one line a variant. */
    public static String csv(List<Row> rows) {
        StringBuilder csv = new StringBuilder(String.join(",", Row.COLUMNS)).append('\n');
        for (Row r : rows) {
            csv.append(r.csvRow()).append('\n');
        }
        return csv.toString();
    }

    private static double rate(long k, long n) {
        return n == 0 ? Double.NaN : (double) k / n;
    }

    /** The Wilson score interval of k successes in n trials at 95 %. */
    static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double p = (double) k / n;
        double z2 = Z * Z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2.0 * n)) / denominator;
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
