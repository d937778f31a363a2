package dev.plateau.serve;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that answer requests: a fixed number of workers with a bounded queue, and a read
 * timeout for slow clients.
 *
 * <p>The JDK server reads a request's line and headers on the worker that answers it, so a client
 * that sends half a request would hold a worker for ever. Each exchange therefore carries a {@link
 * Watch}: armed with the read timeout while the request is read and again while the answer is
 * written, it interrupts the worker when the client is too slow, which closes the connection (the
 * server's channels are interruptible) and frees the worker. The JDK's own {@code
 * sun.net.httpserver.maxReqTime} and {@code maxRspTime} properties would do the same, but in whole
 * seconds and once for the whole process; the watch is per server and fine-grained.
 *
 * <p>When every worker is busy and the queue is full, the JDK server closes a new connection
 * unanswered (it catches the refusal of this executor).
 */
final class WorkerPool implements Executor, AutoCloseable {
    private static final ThreadLocal<Watch> CURRENT = new ThreadLocal<>();

    private final ThreadPoolExecutor pool;
    private final ScheduledThreadPoolExecutor timer;
    private final Duration readTimeout;

    WorkerPool(int workers, int queue, Duration readTimeout) {
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
                r -> daemon(r, "plateau-serve-worker-" + n.incrementAndGet()));
        this.timer = new ScheduledThreadPoolExecutor(1, r -> daemon(r, "plateau-serve-timeouts"));
        this.timer.setRemoveOnCancelPolicy(true);
        this.readTimeout = readTimeout;
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    @Override
    public void execute(Runnable exchange) {
        pool.execute(() -> {
            Watch watch = new Watch(Thread.currentThread());
            CURRENT.set(watch);
            watch.arm();
            try {
                exchange.run();
            } finally {
                watch.disarm();
                CURRENT.remove();
                Thread.interrupted(); // a late alarm must not reach the next exchange
            }
        });
    }

    /** The watch of the exchange on this thread, or null outside a worker. */
    static Watch current() {
        return CURRENT.get();
    }

    @Override
    public void close() {
        pool.shutdownNow();
        timer.shutdownNow();
    }

    /** The read timeout of one exchange: armed while the client sends or receives. */
    final class Watch {
        private final Thread worker;
        private ScheduledFuture<?> alarm;
        private int generation;
        private boolean fired;

        private Watch(Thread worker) {
            this.worker = worker;
        }

        /** Starts the clock: the client has the read timeout to finish what it sends or takes. */
        synchronized void arm() {
            disarm();
            int g = ++generation;
            alarm = timer.schedule(() -> fire(g), readTimeout.toNanos(), TimeUnit.NANOSECONDS);
        }

        /**
         * Stops the clock.
         *
         * @return false if it already ran out (the connection is being closed)
         */
        synchronized boolean disarm() {
            if (alarm != null) {
                alarm.cancel(false);
                alarm = null;
            }
            generation++;
            return !fired;
        }

        private synchronized void fire(int g) {
            if (g == generation && alarm != null) {
                fired = true;
                alarm = null;
                worker.interrupt();
            }
        }
    }
}
