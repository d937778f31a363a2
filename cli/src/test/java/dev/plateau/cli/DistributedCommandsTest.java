package dev.plateau.cli;

import static dev.plateau.cli.ConformCommandTest.game;
import static dev.plateau.cli.ConformCommandTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cli.ConformCommandTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code plateau evaluate}, and {@code arena}, {@code evaluate} and {@code train} with {@code --spark
 * local[2]} (Spark in this JVM).
 */
class DistributedCommandsTest {
    @TempDir
    Path dir;

    private String[] arena(Path csv, Path ratings, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("arena", game("tic_tac_toe"), "--agent", "greedy",
                "--agent", "random", "--agent", "uct:sims=20,rollouts=2", "--games", "7", "--block", "3", "--seed",
                "5", "--backend", "scalar", "--csv", csv.toString(), "--ratings", ratings.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void arenaOnSparkWritesTheBytesOfTheOneMachineRun() throws IOException {
        Path csv = dir.resolve("alone.csv");
        Path ratings = dir.resolve("alone-ratings.csv");
        Run alone = run(arena(csv, ratings, "--threads", "2"));
        assertEquals(0, alone.code(), alone.err());
        Path sparkCsv = dir.resolve("spark.csv");
        Path sparkRatings = dir.resolve("spark-ratings.csv");
        Run spark = run(arena(sparkCsv, sparkRatings, "--spark", "local[2]", "--partitions", "4"));
        assertEquals(0, spark.code(), spark.err());
        assertTrue(spark.out().contains("(Spark local[2])"), spark.out());
        assertEquals(Files.readString(csv), Files.readString(sparkCsv));
        assertEquals(Files.readString(ratings), Files.readString(sparkRatings));
        assertEquals(13, Files.readAllLines(csv).size());
    }

    @Test
    void evaluateWritesTheTableAndThePlotTheSameWithAndWithoutSpark() throws IOException {
        Path csv = dir.resolve("table.csv");
        Path plot = dir.resolve("plot.png");
        String[] args = {"evaluate", game("hex"), "--grid", "size=3..4", "--games", "40", "--duel-games", "3",
            "--strong", "uct:sims=30,rollouts=2", "--block", "16", "--seed", "2", "--backend", "scalar"};
        Path parquet = dir.resolve("table.parquet");
        Run alone = run(concat(args, "--csv", csv.toString(), "--plot", plot.toString(), "--parquet",
                parquet.toString(), "--threads", "2"));
        assertEquals(0, alone.code(), alone.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(3, lines.size(), "a header and two sizes");
        assertTrue(lines.get(1).startsWith(game("hex") + ",size=3,40,"), lines.get(1));
        // Hex has no draws.
        assertEquals("0.0000", lines.get(2).split(",")[7], lines.get(2));
        assertTrue(Files.size(plot) > 1000);

        Path sparkCsv = dir.resolve("spark.csv");
        Path sparkPlot = dir.resolve("spark.png");
        Path sparkParquet = dir.resolve("spark.parquet");
        Run spark = run(concat(args, "--csv", sparkCsv.toString(), "--plot", sparkPlot.toString(), "--parquet",
                sparkParquet.toString(), "--spark", "local[2]", "--partitions", "3"));
        assertEquals(0, spark.code(), spark.err());
        assertEquals(Files.readString(csv), Files.readString(sparkCsv));
        assertEquals(bytes(plot), bytes(sparkPlot), "the plot");
        // The same table in the Parquet files. Not their bytes: parquet-mr lists a column's encodings in
        // its footer in the order of a hash set of enum constants, which can change from one JVM to the next.
        try (SparkSession reader = SparkSession.builder().master("local[1]").config("spark.ui.enabled", "false")
                .getOrCreate()) {
            String table = parquetRows(reader, parquet);
            assertEquals(lines.size() - 1, reader.read().parquet(parquet.toString()).count(), table);
            assertTrue(table.contains(game("hex") + ",size=4,40,"), table);
            assertEquals(table, parquetRows(reader, sparkParquet));
        }
    }

    /** A Parquet table's rows, read back, each as its values separated by commas. */
    private static String parquetRows(SparkSession reader, Path directory) throws IOException {
        try (var files = Files.list(directory)) {
            assertEquals(1, files.filter(f -> f.toString().endsWith(".parquet")).count(), "one file in " + directory);
        }
        return String.join("\n", reader.read().parquet(directory.toString()).collectAsList().stream()
                .map(r -> r.mkString(",")).toList());
    }

    /** A file's bytes as text, for assertEquals to compare and show. */
    private static String bytes(Path file) throws IOException {
        return java.util.Arrays.toString(Files.readAllBytes(file));
    }

    @Test
    void trainWithSelfPlayOnSparkWritesTheNetworksOfTheOneMachineRun() throws IOException {
        List<String> args = List.of("train", game("tic_tac_toe"), "--iterations", "2", "--games", "7", "--block", "3",
                "--sims", "4", "--blocks", "1", "--channels", "4", "--train-steps", "2", "--batch-size", "8",
                "--past", "0.5", "--eval-every", "0", "--seed", "9");
        Path alone = dir.resolve("alone");
        Run here = run(concat(args.toArray(String[]::new), "--run", alone.toString()));
        assertEquals(0, here.code(), here.err());
        Path spark = dir.resolve("spark");
        Run there = run(concat(args.toArray(String[]::new), "--run", spark.toString(), "--spark", "local[2]",
                "--partitions", "2"));
        assertEquals(0, there.code(), there.err());
        assertTrue(there.out().contains("self-play on Spark local[2]"), there.out());
        // The same positions, so the same gradient steps: the networks are the same bytes.
        for (String net : List.of("iteration-0001.net", "iteration-0002.net")) {
            assertEquals(bytes(alone.resolve("checkpoints").resolve(net)), bytes(spark.resolve("checkpoints").resolve(net)),
                    net);
        }
    }

    @Test
    void evaluateChecksItsLimitsBeforeAnyWork() {
        for (String[] bad : List.of(
                new String[] {"--grid", "size=5..3", "the range is empty"},
                new String[] {"--grid", "size=5", "expected NAME=LO..HI"},
                new String[] {"--grid", "size=2..4", "size"},
                new String[] {"--grid", "size=3..19", "--grid", "other=0..999", "more than 10000 variants"},
                new String[] {"--partitions", "2", "need --spark"},
                new String[] {"--strong", "minimax", "unknown agent minimax"})) {
            String expected = bad[bad.length - 1];
            Run r = run(concat(new String[] {"evaluate", game("hex")}, java.util.Arrays.copyOf(bad, bad.length - 1)));
            assertEquals(1, r.code(), String.join(" ", bad));
            assertTrue(r.err().contains(expected), r.err());
            assertFalse(r.err().contains("\tat "), r.err());
        }
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}
