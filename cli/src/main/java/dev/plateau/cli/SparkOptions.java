package dev.plateau.cli;

import dev.plateau.agents.Arena;
import dev.plateau.spark.SparkRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options of the commands that can run on Apache Spark ({@code arena}, {@code evaluate}, and
 * {@code train}'s self-play): the master, the partitions and the jar the executors need. Without
 * {@code --spark} the command runs on this machine alone, with the same results.
 */
final class SparkOptions {
    @Option(names = "--spark", paramLabel = "MASTER",
            description = "run on Apache Spark; MASTER as spark-submit's --master takes it: Spark in this process with"
                    + " N threads, or a cluster's URL (README, Beyond one machine). The results are the same bytes as"
                    + " without it")
    String master;

    @Option(names = "--partitions", paramLabel = "P",
            description = "with --spark: the partitions of the tasks (default: Spark's default parallelism)")
    int partitions;

    @Option(names = "--spark-jar", paramLabel = "JAR",
            description = "with --spark and a cluster: Plateau's shaded jar for the executors (the build makes it in"
                    + " spark/target)")
    List<Path> jars = new ArrayList<>();

    /** Whether the command runs on Spark. */
    boolean enabled() {
        return master != null;
    }

    /**
     * Checks the options before any work: the jars exist, the partitions are positive, and Spark is on
     * the class path.
     *
     * @throws UserException naming what is wrong
     */
    void check() {
        if (!enabled()) {
            if (partitions != 0 || !jars.isEmpty()) {
                throw new UserException("--partitions and --spark-jar need --spark MASTER");
            }
            return;
        }
        if (partitions < 0) {
            throw new UserException("--partitions must be at least 1, not " + partitions);
        }
        for (Path jar : jars) {
            if (!Files.isRegularFile(jar)) {
                throw new UserException("--spark-jar " + jar + ": no such file");
            }
        }
        requireSpark("--spark");
    }

    /**
     * Checks that Apache Spark is on the class path, for an option that needs it.
     *
     * @throws UserException naming the option if it is not
     */
    static void requireSpark(String option) {
        try {
            Class.forName("org.apache.spark.sql.SparkSession", false, SparkOptions.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new UserException(option + ": Apache Spark is not on the class path. ./plateau adds"
                    + " spark/target/spark-jars when it exists (mvn package builds it); or run"
                    + " spark/target/plateau-spark-VERSION-all.jar with spark-submit");
        }
    }

    /** Connects to Spark; the caller closes it. */
    SparkRun open(Arena.Progress progress) {
        return new SparkRun(master, jars.stream().map(j -> j.toAbsolutePath().toString()).toList(), progress);
    }
}
