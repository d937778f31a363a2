package dev.plateau.spark;

import dev.plateau.agents.Arena;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/** The jobs on one machine, without Spark: the tasks on a pool of threads, reduced as Spark's would be. */
public final class LocalRun {
    private LocalRun() {}

    /**
     * The table of an evaluation.
     *
     * @param threads the tasks run at once
     * @param progress told after each task how many of how many are done, or null
     */
    public static List<Evaluation.Row> evaluate(Evaluation evaluation, int threads, Arena.Progress progress) {
        List<Evaluation.Task> tasks = evaluation.tasks();
        List<Evaluation.Partial> partials = new ArrayList<>();
        AtomicLong done = new AtomicLong();
        Object lock = new Object();
        try (ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, tasks.size())))) {
            List<Future<Evaluation.Partial>> futures = new ArrayList<>();
            for (Evaluation.Task task : tasks) {
                futures.add(pool.submit(() -> {
                    Evaluation.Partial p = evaluation.run(task);
                    long now = done.incrementAndGet();
                    if (progress != null) {
                        synchronized (lock) {
                            progress.update(now, tasks.size());
                        }
                    }
                    return p;
                }));
            }
            for (Future<Evaluation.Partial> f : futures) {
                partials.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the evaluation was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
        return evaluation.reduce(tasks, partials);
    }
}
