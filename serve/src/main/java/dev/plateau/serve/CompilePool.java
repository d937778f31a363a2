package dev.plateau.serve;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the compiles of games on a few threads of their own with a short queue, so that however
 * many hostile texts are posted, compiles never take the workers that answer cheap requests.
 *
 * <p>A request waits for its compile at most the compile budget (less when its own request budget
 * ends sooner); then it answers 503 and the compile is cancelled: interrupted, and removed from the
 * queue if it had not started. A compile that ignores the interruption runs on to its end (the
 * compiler's own budgets bound it) but keeps one of the pool's threads meanwhile, so abandoned work
 * can never exceed the pool. When every thread and queue slot is taken a compile is refused at once
 * with 503.
 */
final class CompilePool implements AutoCloseable {
    private final ThreadPoolExecutor pool;
    private final Duration budget;

    CompilePool(int threads, int queue, Duration budget) {
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS,
                queue == 0 ? new java.util.concurrent.SynchronousQueue<>() : new ArrayBlockingQueue<>(queue),
                r -> {
                    Thread t = new Thread(r, "plateau-serve-compile-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                });
        this.budget = budget;
    }

    /**
     * The result of a compile, run within the budget.
     *
     * @throws ApiException 503 if the pool is full, the budget ran out or the waiting request was
     *     interrupted
     */
    <T> T run(Callable<T> compile) {
        Future<T> future;
        try {
            future = pool.submit(compile);
        } catch (RejectedExecutionException e) {
            throw ApiException.unavailable("the server is busy compiling other games; try again in a moment");
        }
        Duration wait = RequestBudget.remaining(budget);
        if (wait.compareTo(budget) > 0) {
            wait = budget;
        }
        try {
            return future.get(wait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            cancel(future);
            throw ApiException.unavailable("compiling the game took longer than " + seconds(wait)
                    + " and was stopped; simplify the game and try again");
        } catch (InterruptedException e) {
            cancel(future);
            Thread.currentThread().interrupt();
            throw ApiException.unavailable("the request was stopped while its game was compiling");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            switch (cause) {
                case RuntimeException r -> throw r;
                case Error err -> throw err;
                default -> throw new IllegalStateException("compile failed", cause);
            }
        }
    }

    private void cancel(Future<?> future) {
        future.cancel(true);
        pool.purge(); // a cancelled compile that never started leaves the queue now
    }

    private static String seconds(Duration d) {
        return String.format(java.util.Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
    }

    /** Compiles running or waiting now (for tests and monitoring). */
    int busy() {
        return pool.getActiveCount() + pool.getQueue().size();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
