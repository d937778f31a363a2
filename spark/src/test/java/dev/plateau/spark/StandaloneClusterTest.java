package dev.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Arena;
import dev.plateau.testgames.LibraryGames;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real standalone cluster on the loopback address: a Spark master and two workers, each a process
 * of its own, started and stopped by the test. One worker is killed once the job's first task is
 * done; Spark runs the lost tasks again on the other, and the results are those of one machine.
 */
@Tag("cluster")
class StandaloneClusterTest {
    private final List<Process> processes = new ArrayList<>();

    /** The processes' logs and work directories, kept after the test for a look when it fails. */
    private final Path dir = Path.of("target", "cluster").toAbsolutePath();

    @BeforeEach
    void clean() throws IOException {
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        Files.createDirectories(dir);
    }

    @AfterEach
    void stopTheCluster() throws InterruptedException {
        for (Process p : processes.reversed()) {
            p.destroyForcibly();
            p.waitFor(20, TimeUnit.SECONDS);
        }
    }

    /** A JVM running {@code main} with Spark's class path (this one's) and what Spark needs opened. */
    private Process start(String name, String main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "@" + Path.of("jvm.options").toAbsolutePath(), "-cp", classPathText(), main));
        command.addAll(Arrays.asList(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile());
        // The worker starts executors with SPARK_HOME's jars; Spark's jars are this JVM's.
        pb.environment().put("SPARK_HOME", sparkHome().toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process p = pb.start();
        processes.add(p);
        return p;
    }

    /** A SPARK_HOME whose jars/ are the Spark jars of this JVM's class path. */
    private Path sparkHome() throws IOException {
        Path home = dir.resolve("spark-home");
        Path jars = home.resolve("jars");
        if (!Files.exists(jars)) {
            Files.createDirectories(jars);
            Files.writeString(home.resolve("RELEASE"), "Spark 4.2.0, the jars of the test's class path\n");
            for (String entry : classPath()) {
                Path p = Path.of(entry);
                if (entry.endsWith(".jar") && Files.isRegularFile(p)) {
                    Files.createSymbolicLink(jars.resolve(p.getFileName()), p.toAbsolutePath());
                }
            }
        }
        return home;
    }

    /** This JVM's class path in full (surefire starts it with a jar that only points at it). */
    private static String classPathText() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    private static List<String> classPath() {
        return List.of(classPathText().split(File.pathSeparator));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static void waitFor(Path log, String text) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline) {
            if (Files.exists(log) && Files.readString(log).contains(text)) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError(log + " never said \"" + text + "\":\n" + Files.readString(log));
    }

    @Test
    void aJobOnAClusterThatLosesAWorkerGivesTheOneMachineResults() throws Exception {
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(freePort()));
        waitFor(dir.resolve("master.log"), "I have been elected leader");
        List<Process> workers = new ArrayList<>();
        for (int w = 0; w < 2; w++) {
            workers.add(start("worker" + w, "org.apache.spark.deploy.worker.Worker", master, "--host", "127.0.0.1",
                    "--cores", "1", "--memory", "1g", "--webui-port", String.valueOf(freePort()), "--work-dir",
                    dir.resolve("work" + w).toString()));
        }
        waitFor(dir.resolve("worker0.log"), "Successfully registered with master");
        waitFor(dir.resolve("worker1.log"), "Successfully registered with master");

        ArenaJob job = new ArenaJob(GameSource.read(LibraryGames.file("tic_tac_toe"), Map.of()), "scalar",
                List.of("random", "greedy", "uct:sims=200,rollouts=4"), 24, 2, 13);
        String alone = Arena.resultsCsv(job.arena(2, null).play());

        AtomicBoolean killed = new AtomicBoolean();
        Map<String, String> conf = Map.of("spark.driver.host", "127.0.0.1", "spark.driver.bindAddress", "127.0.0.1",
                "spark.executor.extraClassPath", classPathText(),
                "spark.executor.memory", "512m");
        try (SparkRun spark = new SparkRun(master, List.of(), conf, (done, total) -> {
            if (done == 1 && killed.compareAndSet(false, true)) {
                workers.getFirst().destroyForcibly();
            }
        })) {
            assertEquals(alone, Arena.resultsCsv(spark.arena(job, 12)));
        }
        assertTrue(killed.get(), "a worker was killed during the job");
    }
}
