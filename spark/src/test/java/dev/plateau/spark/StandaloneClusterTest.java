package dev.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Arena;
import dev.plateau.agents.GumbelAgent;
import dev.plateau.learn.NetworkSpec;
import dev.plateau.learn.PolicyValueNetwork;
import dev.plateau.learn.SelfPlay;
import dev.plateau.testgames.LibraryGames;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.SparkListenerTaskStart;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A real standalone cluster on the loopback address: a Spark master and two workers, each a process
 * of its own, started and stopped by the test. The arena, the evaluation and an iteration of
 * self-play run on it as one application and give the results of one machine; during the self-play,
 * the worker of an executor that has just started a task is killed with its executor, Spark runs the
 * lost task again on the other, and the positions are still those of one machine.
 *
 * <p>Part of {@code mvn verify} (about a minute on two cores); {@code
 * -Dplateau.spark.excludedGroups=cluster} leaves it out. Every process it starts, and every process
 * those start (the executors), is killed when it ends, passed or failed, and when the test's JVM is
 * shut down.
 */
@Tag("cluster")
class StandaloneClusterTest {
    private static final List<Process> PROCESSES = new ArrayList<>();
    private static final List<ProcessHandle> STARTED = new ArrayList<>();
    private static final Thread REAPER = new Thread(StandaloneClusterTest::killAll, "kill-the-cluster");

    /** The processes' logs and work directories, kept after the test for a look when it fails. */
    private static final Path DIR = Path.of("target", "cluster").toAbsolutePath();

    private static String master;
    private static final List<Process> WORKERS = new ArrayList<>();

    @BeforeAll
    static void startTheCluster() throws IOException, InterruptedException {
        Runtime.getRuntime().addShutdownHook(REAPER);
        if (Files.exists(DIR)) {
            try (var paths = Files.walk(DIR)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        Files.createDirectories(DIR);
        int port = freePort();
        master = "spark://127.0.0.1:" + port;
        start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(freePort()));
        waitFor(DIR.resolve("master.log"), "I have been elected leader");
        for (int w = 0; w < 2; w++) {
            WORKERS.add(start("worker" + w, "org.apache.spark.deploy.worker.Worker", master, "--host", "127.0.0.1",
                    "--cores", "1", "--memory", "1g", "--webui-port", String.valueOf(freePort()), "--work-dir",
                    DIR.resolve("work" + w).toString()));
        }
        waitFor(DIR.resolve("worker0.log"), "Successfully registered with master");
        waitFor(DIR.resolve("worker1.log"), "Successfully registered with master");
    }

    @AfterAll
    static void stopTheCluster() {
        killAll();
        Runtime.getRuntime().removeShutdownHook(REAPER);
        synchronized (PROCESSES) {
            for (ProcessHandle p : STARTED) {
                assertFalse(p.isAlive(), "process " + p.pid() + " " + p.info().commandLine().orElse("") + " outlived the test");
            }
        }
    }

    /** Kills every process the test started and their descendants (the workers' executors), and waits for them. */
    private static void killAll() {
        synchronized (PROCESSES) {
            for (Process p : PROCESSES.reversed()) {
                kill(p.toHandle());
            }
        }
    }

    /** Kills a process after its descendants, remembering them all, and waits until they are gone. */
    private static void kill(ProcessHandle process) {
        List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
        all.add(process);
        synchronized (PROCESSES) {
            STARTED.addAll(all);
        }
        for (ProcessHandle p : all) {
            p.destroyForcibly();
        }
        for (ProcessHandle p : all) {
            try {
                p.onExit().get(20, TimeUnit.SECONDS);
            } catch (Exception e) {
                // Checked by stopTheCluster: a process still alive fails the test.
            }
        }
    }

    /** A JVM running {@code main} with Spark's class path (this one's) and what Spark needs opened. */
    private static Process start(String name, String main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "@" + Path.of("jvm.options").toAbsolutePath(), "-cp", classPathText(), main));
        command.addAll(Arrays.asList(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(DIR.resolve(name + ".log").toFile());
        // The worker starts executors with SPARK_HOME's jars; Spark's jars are this JVM's.
        pb.environment().put("SPARK_HOME", sparkHome().toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        synchronized (PROCESSES) {
            Process p = pb.start();
            PROCESSES.add(p);
            STARTED.add(p.toHandle());
            return p;
        }
    }

    /** A SPARK_HOME whose jars/ are the Spark jars of this JVM's class path. */
    private static Path sparkHome() throws IOException {
        Path home = DIR.resolve("spark-home");
        Path jars = home.resolve("jars");
        if (!Files.exists(jars)) {
            Files.createDirectories(jars);
            Files.writeString(home.resolve("RELEASE"), "Spark 4.2.0, the jars of the test's class path\n");
            for (String entry : classPathText().split(File.pathSeparator)) {
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
            Thread.sleep(100);
        }
        throw new AssertionError(log + " never said \"" + text + "\":\n" + Files.readString(log));
    }

    /** The worker whose executor has this id: the one that made the executor's folder in its work directory. */
    private static Process workerOf(String executorId) {
        for (int w = 0; w < WORKERS.size(); w++) {
            try (var apps = Files.list(DIR.resolve("work" + w))) {
                if (apps.anyMatch(app -> Files.isDirectory(app.resolve(executorId)))) {
                    return WORKERS.get(w);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        throw new AssertionError("no worker runs executor " + executorId);
    }

    @Test
    @Timeout(value = 300, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void jobsOnAClusterThatLosesAWorkerGiveTheOneMachineResults() throws Exception {
        GameSource ticTacToe = GameSource.read(LibraryGames.file("tic_tac_toe"), Map.of());
        ArenaJob arena = new ArenaJob(ticTacToe, "scalar", List.of("random", "greedy", "uct:sims=50,rollouts=2"), 8,
                2, 13);
        List<Evaluation.Cell> cells = new ArrayList<>();
        GameSource hex = GameSource.read(LibraryGames.file("hex"), Map.of());
        for (int size = 3; size <= 4; size++) {
            cells.add(new Evaluation.Cell(hex.with("size", size), Map.of("size", size)));
        }
        Evaluation evaluation = new Evaluation(cells, 60, 3, 20, "uct:sims=24,rollouts=2", "random", "scalar", 10_000, 7);
        SelfPlayJob selfPlay = new SelfPlayJob(List.of(ticTacToe), "scalar");
        GumbelAgent.Settings search = new GumbelAgent.Settings(32, 8, 50, 0.1);
        // 24 games in 6 blocks of 4, the first 4 against a past network.
        List<SelfPlay.Block> blocks = SelfPlay.blocks(new int[] {24}, new int[] {4}, 4, 5);
        NetworkSpec spec = new NetworkSpec(NetworkSpec.Model.RESNET, 1, 8, false);

        try (PolicyValueNetwork learner = PolicyValueNetwork.create(spec, ticTacToe.compile(), 1);
                PolicyValueNetwork past = PolicyValueNetwork.create(spec, ticTacToe.compile(), 2)) {
            String arenaAlone = Arena.resultsCsv(arena.arena(2, null).play());
            String tableAlone = Evaluation.csv(LocalRun.evaluate(evaluation, 2, null));
            String positionsAlone = SparkSelfPlayTest.positions(SparkSelfPlayTest.here(selfPlay, blocks, search,
                    learner, past));

            Map<String, String> conf = Map.of("spark.driver.host", "127.0.0.1", "spark.driver.bindAddress",
                    "127.0.0.1", "spark.executor.extraClassPath", classPathText(), "spark.executor.memory", "512m");
            AtomicReference<String> killedExecutor = new AtomicReference<>();
            AtomicInteger lost = new AtomicInteger();
            try (SparkRun spark = new SparkRun(master, List.of(), conf, null)) {
                assertEquals(arenaAlone, Arena.resultsCsv(spark.arena(arena, 12)), "the arena");
                assertEquals(tableAlone, Evaluation.csv(spark.evaluate(evaluation, 5)), "the evaluation");

                // During the self-play: the third task to start is lost with its worker and executor.
                AtomicInteger starts = new AtomicInteger();
                spark.listen(new SparkListener() {
                    @Override
                    public void onTaskStart(SparkListenerTaskStart start) {
                        if (starts.incrementAndGet() == 3) {
                            String executor = start.taskInfo().executorId();
                            killedExecutor.set(executor);
                            kill(workerOf(executor).toHandle());
                        }
                    }

                    @Override
                    public void onTaskEnd(SparkListenerTaskEnd end) {
                        if (!end.taskInfo().successful()) {
                            lost.incrementAndGet();
                        }
                    }
                });
                String positions = SparkSelfPlayTest.positions(spark.selfPlayer(selfPlay, blocks.size())
                        .play(blocks, search, learner, past, moves -> {}));
                assertEquals(positionsAlone, positions, "the self-play");
            }
            assertTrue(killedExecutor.get() != null, "a worker was killed during the self-play");
            assertTrue(lost.get() >= 1, "the task running on the killed executor was lost (and run again)");
        }
    }
}
