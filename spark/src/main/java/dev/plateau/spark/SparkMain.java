package dev.plateau.spark;

import dev.plateau.agents.Arena;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The entry point of the shaded jar under {@code spark-submit}, which gives the master: the jobs of
 * {@code plateau arena} and {@code plateau evaluate}, with the settings as {@code key=value} words
 * (a key given more than once, such as {@code agent} or {@code game}, collects its values):
 *
 * <pre>
 * spark-submit plateau-spark-VERSION-all.jar arena game=hex.ldx agent=random agent=uct:sims=200 games=100 block=10 seed=1 csv=out.csv
 * spark-submit plateau-spark-VERSION-all.jar evaluate game=hex.ldx grid=size=5..11 games=400 csv=t.csv parquet=t.parquet
 * </pre>
 *
 * The results are those of the command with the same settings on one machine.
 */
public final class SparkMain {
    private SparkMain() {}

    private static final Set<String> ARENA = Set.of("game", "agent", "games", "block", "seed", "backend", "partitions",
            "csv", "ratings", "anchor");
    private static final Set<String> EVALUATE = Set.of("game", "grid", "games", "duel-games", "strong", "weak",
            "block", "max-steps", "seed", "backend", "partitions", "csv", "parquet");

    /** Runs a job; exits with 2 on bad arguments. */
    public static void main(String[] args) throws IOException {
        if (args.length == 0 || !(args[0].equals("arena") || args[0].equals("evaluate"))) {
            fail("the first argument is the job: arena or evaluate");
        }
        boolean arena = args[0].equals("arena");
        Map<String, List<String>> settings = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            String key = eq < 0 ? args[i] : args[i].substring(0, eq);
            if (eq < 0 || !(arena ? ARENA : EVALUATE).contains(key)) {
                fail(args[i] + ": expected key=value with a key of " + (arena ? ARENA : EVALUATE));
            }
            settings.computeIfAbsent(key, k -> new ArrayList<>()).add(args[i].substring(eq + 1));
        }
        List<GameSource> games = new ArrayList<>();
        for (String file : settings.getOrDefault("game", List.of())) {
            games.add(GameSource.read(Path.of(file), Map.of()));
        }
        if (games.isEmpty() || arena && games.size() > 1) {
            fail(arena ? "give one game=FILE" : "give at least one game=FILE");
        }
        String backend = one(settings, "backend", "best");
        long seed = Long.parseLong(one(settings, "seed", "0"));
        int partitions = Integer.parseInt(one(settings, "partitions", "0"));
        try (SparkRun run = new SparkRun(null, List.of(), null)) {
            if (arena) {
                List<String> agents = settings.getOrDefault("agent", List.of());
                int n = Integer.parseInt(one(settings, "games", "100"));
                ArenaJob job = new ArenaJob(games.getFirst(), backend, agents, n,
                        Integer.parseInt(one(settings, "block", String.valueOf(n))), seed);
                List<Arena.SeatResult> results = run.arena(job, partitions);
                write(settings, "csv", Arena.resultsCsv(results));
                write(settings, "ratings",
                        Arena.ratingsCsv(Arena.ratings(results, one(settings, "anchor", agents.getFirst()))));
            } else {
                List<Grid> axes = settings.getOrDefault("grid", List.of()).stream().map(Grid::parse).toList();
                Evaluation evaluation = new Evaluation(Grid.cells(games, axes),
                        Integer.parseInt(one(settings, "games", "200")),
                        Integer.parseInt(one(settings, "duel-games", "10")),
                        Integer.parseInt(one(settings, "block", "50")), one(settings, "strong", "uct:sims=200"),
                        one(settings, "weak", "random"), backend, Long.parseLong(one(settings, "max-steps", "10000")),
                        seed);
                List<Evaluation.Row> rows = run.evaluate(evaluation, partitions);
                write(settings, "csv", Evaluation.csv(rows));
                if (settings.containsKey("parquet")) {
                    run.writeParquet(rows, one(settings, "parquet", null));
                }
            }
        }
    }

    private static String one(Map<String, List<String>> settings, String key, String otherwise) {
        List<String> values = settings.get(key);
        if (values != null && values.size() > 1) {
            fail(key + " is given " + values.size() + " times");
        }
        return values == null ? otherwise : values.getFirst();
    }

    /** Writes the text to the file the key names, or to standard output. */
    private static void write(Map<String, List<String>> settings, String key, String text) throws IOException {
        String file = one(settings, key, null);
        if (file == null) {
            System.out.print(text);
        } else {
            Files.writeString(Path.of(file), text);
        }
    }

    private static void fail(String message) {
        System.err.println("plateau-spark: " + message);
        System.exit(2);
    }
}
