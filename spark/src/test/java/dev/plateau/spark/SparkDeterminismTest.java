package dev.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Arena;
import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jobs on Spark in this JVM give the bytes the same jobs give on one machine, whatever the
 * partitions and the local threads. One Spark start per master, shared by the tests (a start takes
 * seconds).
 */
class SparkDeterminismTest {
    private static GameSource ticTacToe;
    private static GameSource hex;

    @BeforeAll
    static void games() throws IOException {
        ticTacToe = GameSource.read(LibraryGames.file("tic_tac_toe"), Map.of());
        hex = GameSource.read(LibraryGames.file("hex"), Map.of());
    }

    private static ArenaJob arena(long seed) {
        return new ArenaJob(ticTacToe, "scalar", List.of("random", "greedy", "uct:sims=16,rollouts=2"), 10, 4, seed);
    }

    private static Evaluation evaluation() {
        List<Evaluation.Cell> cells = new ArrayList<>();
        for (int size = 3; size <= 4; size++) {
            cells.add(new Evaluation.Cell(hex.with("size", size), Map.of("size", size)));
        }
        cells.add(new Evaluation.Cell(ticTacToe, Map.of()));
        return new Evaluation(cells, 50, 4, 16, "uct:sims=24,rollouts=2", "random", "scalar", 10_000, 7);
    }

    @Test
    void arenaAndEvaluationGiveTheSameBytesOnSparkAsOnOneMachine(@TempDir Path dir) throws IOException {
        ArenaJob job = arena(3);
        String alone = Arena.resultsCsv(job.arena(2, null).play());
        String table = Evaluation.csv(LocalRun.evaluate(evaluation(), 2, null));
        assertNotEquals(alone, Arena.resultsCsv(arena(4).arena(2, null).play()), "the seed changes the games");

        List<long[]> progress = new ArrayList<>();
        try (SparkRun spark = new SparkRun("local[1]", List.of(), (done, total) -> progress.add(new long[] {done, total}))) {
            assertEquals(alone, Arena.resultsCsv(spark.arena(job, 1)), "local[1], one partition");
            assertEquals(alone, Arena.resultsCsv(spark.arena(job, 5)), "local[1], five partitions");
            assertEquals(table, Evaluation.csv(spark.evaluate(evaluation(), 3)), "local[1], three partitions");
        }
        assertTrue(progress.size() >= 3, "tasks are reported as they finish");
        try (SparkRun spark = new SparkRun("local[2]", List.of(), null)) {
            assertEquals(alone, Arena.resultsCsv(spark.arena(job, 7)), "local[2], seven partitions");
            List<Evaluation.Row> rows = spark.evaluate(evaluation(), 2);
            assertEquals(table, Evaluation.csv(rows), "local[2], two partitions");
            spark.writeParquet(rows, dir.resolve("table").toString());
        }
        try (var files = Files.list(dir.resolve("table"))) {
            assertTrue(files.anyMatch(f -> f.getFileName().toString().endsWith(".parquet")));
        }
    }
}
