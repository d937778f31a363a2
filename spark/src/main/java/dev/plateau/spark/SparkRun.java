package dev.plateau.spark;

import dev.plateau.agents.Arena;
import dev.plateau.learn.SelfPlay;
import dev.plateau.learn.SelfPlayer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The jobs on Spark: each task of a job is one element of an RDD, run where Spark places it (and
 * again, elsewhere, if its executor is lost); the driver collects the results in the tasks' order and
 * reduces them as {@link LocalRun} does, so the results do not depend on the partitions, the executors
 * or the retries.
 */
public final class SparkRun implements AutoCloseable {
    private final SparkSession spark;
    private final JavaSparkContext context;
    private final AtomicLong finished = new AtomicLong();
    private volatile long total;

    /**
     * Connects to a cluster (or starts Spark in this JVM for {@code local[N]}).
     *
     * @param master the Spark master, such as {@code local[2]} or {@code spark://host:7077}
     * @param jars jars the executors need (Plateau's shaded jar on a real cluster; none for local masters
     *     and under spark-submit)
     * @param progress told as tasks finish, or null
     */
    public SparkRun(String master, List<String> jars, Arena.Progress progress) {
        this(master, jars, Map.of(), progress);
    }

    /**
     * Connects to a cluster with further Spark settings.
     *
     * @param conf Spark settings by name, such as {@code spark.driver.host}
     */
    public SparkRun(String master, List<String> jars, Map<String, String> conf, Arena.Progress progress) {
        // No web UI, and the SQL warehouse (which Parquet output never uses) out of the working directory.
        SparkSession.Builder builder = SparkSession.builder().appName("plateau").config("spark.ui.enabled", "false")
                .config("spark.sql.warehouse.dir",
                        Path.of(System.getProperty("java.io.tmpdir"), "plateau-spark-warehouse").toUri().toString());
        if (master != null) {
            builder.master(master);
        }
        if (!jars.isEmpty()) {
            builder.config("spark.jars", String.join(",", jars));
        }
        // Executors in JVMs of their own (a cluster's) need the Vector API that the simd backend uses;
        // Spark adds what it needs opened itself. One given to spark-submit (a system property) stays.
        if (System.getProperty("spark.executor.extraJavaOptions") == null) {
            builder.config("spark.executor.extraJavaOptions", "--add-modules=jdk.incubator.vector");
        }
        for (Map.Entry<String, String> e : conf.entrySet()) {
            builder.config(e.getKey(), e.getValue());
        }
        spark = builder.getOrCreate();
        context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        if (progress != null) {
            context.sc().addSparkListener(new SparkListener() {
                @Override
                public void onTaskEnd(SparkListenerTaskEnd end) {
                    if (end.taskInfo().successful()) {
                        progress.update(finished.incrementAndGet(), total);
                    }
                }
            });
        }
    }

    /** The results of a tournament, as {@link Arena#play} gives them on one machine. */
    public List<Arena.SeatResult> arena(ArenaJob job, int partitions) {
        List<Arena.Task> tasks = job.arena(1, null).tasks();
        start(tasks.size());
        List<Arena.SeatResult> results = context.parallelize(tasks, slices(partitions, tasks.size()))
                .map(task -> job.arena(1, null).play(task)).collect();
        return Arena.combine(tasks, new ArrayList<>(results));
    }

    /** The table of an evaluation, as {@link LocalRun#evaluate} gives it. */
    public List<Evaluation.Row> evaluate(Evaluation evaluation, int partitions) {
        List<Evaluation.Task> tasks = evaluation.tasks();
        start(tasks.size());
        List<Evaluation.Partial> partials = context.parallelize(tasks, slices(partitions, tasks.size()))
                .map(evaluation::run).collect();
        return evaluation.reduce(tasks, new ArrayList<>(partials));
    }

    /**
     * The self-play of a training run on Spark: each iteration broadcasts the networks, the executors
     * play the blocks, and the driver gets their positions in the blocks' order, as {@link
     * dev.plateau.learn.TrainingRun} plays them on one machine.
     */
    public SelfPlayer selfPlayer(SelfPlayJob job, int partitions) {
        return (blocks, search, learner, past, progress) -> {
            Broadcast<byte[]> self = context.broadcast(learner.toBytes());
            Broadcast<byte[]> other = past == null ? null : context.broadcast(past.toBytes());
            start(blocks.size());
            try {
                List<SelfPlay.Result> results = context.parallelize(blocks, slices(partitions, blocks.size()))
                        .map(block -> job.play(block, search, self.value(), other == null ? null : other.value()))
                        .collect();
                progress.accept(results.stream().mapToLong(SelfPlay.Result::moves).sum());
                return new ArrayList<>(results);
            } finally {
                self.destroy();
                if (other != null) {
                    other.destroy();
                }
            }
        };
    }

    /** Writes the table as Parquet into the directory {@code dir} (replacing it), in one file. */
    public void writeParquet(List<Evaluation.Row> rows, String dir) {
        List<StructField> fields = new ArrayList<>();
        List<Object> first = rows.getFirst().values();
        for (int i = 0; i < first.size(); i++) {
            DataType type = switch (first.get(i)) {
                case String s -> DataTypes.StringType;
                case Long l -> DataTypes.LongType;
                default -> DataTypes.DoubleType;
            };
            fields.add(DataTypes.createStructField(Evaluation.Row.COLUMNS.get(i), type, false));
        }
        List<org.apache.spark.sql.Row> data = new ArrayList<>();
        for (Evaluation.Row r : rows) {
            data.add(RowFactory.create(r.values().toArray()));
        }
        spark.createDataFrame(data, new StructType(fields.toArray(StructField[]::new))).coalesce(1).write()
                .mode(SaveMode.Overwrite).parquet(dir);
    }

    private void start(long tasks) {
        finished.set(0);
        total = tasks;
    }

    /** The partitions: as asked, or Spark's default parallelism; never more than the tasks. */
    private int slices(int partitions, int tasks) {
        int n = partitions > 0 ? partitions : context.defaultParallelism();
        return Math.max(1, Math.min(n, tasks));
    }

    /** Hears Spark's scheduler: for tests that watch tasks start, end and fail. */
    void listen(SparkListener listener) {
        context.sc().addSparkListener(listener);
    }

    /** Stops Spark (the connection to the cluster, or the local one). */
    @Override
    public void close() {
        spark.stop();
    }
}
