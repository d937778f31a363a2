package dev.plateau.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Runs a target on inputs from a source, on several threads, each input under a watchdog: an input
 * that takes longer than the time budget is a {@link FindingKind#HANG}, and its thread, which Java
 * cannot stop, is abandoned (it is a daemon thread) and replaced. An exception the target throws is
 * an {@link FindingKind#INTERNAL_ERROR}.
 *
 * <p>Findings are kept and, given an output folder, written there: {@code <kind>-<index>.ldx} with
 * the input's bytes and {@code <kind>-<index>.txt} with what happened, the seed and the index. The
 * same bug, by {@link Finding#signature()}, is written at most {@link #FILES_PER_SIGNATURE} times.
 */
public final class Fuzzer {
    /** How many findings of one signature are written and kept; the rest are only counted. */
    public static final int FILES_PER_SIGNATURE = 3;

    /**
     * The stack of the threads that make inputs: mutations nest trees thousands of levels deep, and
     * the walks over them are recursive. Inputs run on threads with the default stack, as a user's would.
     */
    private static final long LANE_STACK = 256L << 20;

    private final InputSource source;
    private final FuzzTarget target;

    /**
     * A fuzzer of this target with inputs from this source.
     *
     * @param source makes the inputs
     * @param target judges them
     */
    public Fuzzer(InputSource source, FuzzTarget target) {
        this.source = Objects.requireNonNull(source, "source");
        this.target = Objects.requireNonNull(target, "target");
    }

    /**
     * What to run.
     *
     * @param inputs how many inputs
     * @param seed the run's seed: input i is the same for the same seed
     * @param budget the most time one input may take
     * @param threads how many inputs run at once
     * @param out the folder for finding files, or null to keep findings in memory only
     * @param progressEvery how often {@code progress} is told of the run so far
     */
    public record Config(long inputs, long seed, Duration budget, int threads, Path out, Duration progressEvery) {
        /** Checks the numbers. */
        public Config {
            if (inputs < 0 || threads < 1 || budget.isNegative() || budget.isZero()) {
                throw new IllegalArgumentException("inputs ≥ 0, threads ≥ 1 and a positive budget are needed");
            }
            Objects.requireNonNull(progressEvery, "progressEvery");
        }
    }

    /**
     * The outcome of a run.
     *
     * @param inputs inputs run
     * @param accepted inputs accepted
     * @param refused inputs refused properly
     * @param findingCount all findings, repeats of one bug included
     * @param findings the findings kept: at most {@link #FILES_PER_SIGNATURE} per signature
     * @param elapsed the run's wall-clock time
     * @param slowest the longest time one input took (a hang counts as the budget)
     * @param slowestIndex the index of that input, or −1 before any input has run
     */
    public record Summary(long inputs, long accepted, long refused, long findingCount, List<Finding> findings,
            Duration elapsed, Duration slowest, long slowestIndex) {
        /** Inputs per second of wall-clock time. */
        public double inputsPerSecond() {
            return inputs / Math.max(1e-9, elapsed.toNanos() / 1e9);
        }

        /** One line: inputs, rate, accepted, refused, findings, the slowest input. */
        @Override
        public String toString() {
            return String.format(Locale.ROOT,
                    "%,d inputs in %.1f s (%,.0f inputs/s): %,d valid games, %,d refused, %,d findings; slowest input %,d ms (#%d)",
                    inputs, elapsed.toNanos() / 1e9, inputsPerSecond(), accepted, refused, findingCount,
                    slowest.toMillis(), slowestIndex);
        }
    }

    /** Counts shared by the threads of a run. */
    private static final class Tally {
        final AtomicLong done = new AtomicLong();
        final AtomicLong accepted = new AtomicLong();
        final AtomicLong refused = new AtomicLong();
        final AtomicLong findings = new AtomicLong();
        long slowestNanos;
        long slowestIndex = -1;
        final Map<String, Integer> perSignature = new LinkedHashMap<>();
        final List<Finding> kept = new ArrayList<>();
    }

    /**
     * Runs the inputs and returns the summary.
     *
     * @param config what to run
     * @param progress told of the run so far every {@code config.progressEvery()} (from this thread)
     * @throws UncheckedIOException if a finding file cannot be written
     */
    public Summary run(Config config, Consumer<Summary> progress) {
        long start = System.nanoTime();
        Tally tally = new Tally();
        AtomicLong next = new AtomicLong();
        List<Thread> lanes = new ArrayList<>();
        List<Throwable> laneFailures = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < config.threads(); t++) {
            Thread lane = Thread.ofPlatform().name("fuzz-lane-" + t).daemon().stackSize(LANE_STACK).unstarted(() -> {
                Watchdog watchdog = new Watchdog(config.budget());
                try {
                    for (long i = next.getAndIncrement(); i < config.inputs(); i = next.getAndIncrement()) {
                        byte[] input = source.input(config.seed(), i);
                        long started = System.nanoTime();
                        Outcome outcome = watchdog.run(target, input);
                        record(tally, config, i, input, outcome, System.nanoTime() - started);
                    }
                } catch (RuntimeException | Error e) {
                    laneFailures.add(e);
                } finally {
                    watchdog.close();
                }
            });
            lanes.add(lane);
            lane.start();
        }
        try {
            for (Thread lane : lanes) {
                while (!lane.join(config.progressEvery())) {
                    progress.accept(summary(tally, start));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            next.set(config.inputs());
        }
        if (!laneFailures.isEmpty()) {
            Throwable first = laneFailures.getFirst();
            if (first instanceof UncheckedIOException io) {
                throw io;
            }
            throw new IllegalStateException("a fuzzing thread failed: " + first, first);
        }
        return summary(tally, start);
    }

    /**
     * Runs one input under the watchdog, as a run does (for replaying a finding).
     *
     * @return the outcome; a hang or an exception is a {@link Outcome.Mishandled}
     */
    public Outcome replay(byte[] input, Duration budget) {
        Watchdog watchdog = new Watchdog(budget);
        try {
            return watchdog.run(target, input);
        } finally {
            watchdog.close();
        }
    }

    private static Summary summary(Tally tally, long start) {
        synchronized (tally) {
            return new Summary(tally.done.get(), tally.accepted.get(), tally.refused.get(), tally.findings.get(),
                    List.copyOf(tally.kept), Duration.ofNanos(System.nanoTime() - start),
                    Duration.ofNanos(tally.slowestNanos), tally.slowestIndex);
        }
    }

    private static void record(Tally tally, Config config, long index, byte[] input, Outcome outcome, long nanos) {
        synchronized (tally) {
            if (nanos > tally.slowestNanos) {
                tally.slowestNanos = nanos;
                tally.slowestIndex = index;
            }
        }
        switch (outcome) {
            case Outcome.Accepted a -> tally.accepted.incrementAndGet();
            case Outcome.Refused r -> tally.refused.incrementAndGet();
            case Outcome.Mishandled m -> {
                Finding finding = new Finding(index, m.kind(), m.detail(), input);
                boolean keep;
                synchronized (tally) {
                    tally.findings.incrementAndGet();
                    int seen = tally.perSignature.merge(finding.signature(), 1, Integer::sum);
                    keep = seen <= FILES_PER_SIGNATURE;
                    if (keep) {
                        tally.kept.add(finding);
                    }
                }
                if (keep && config.out() != null) {
                    write(config, finding);
                }
            }
        }
        tally.done.incrementAndGet();
    }

    /** Writes a finding's input and report; the input file replays with {@code plateau fuzz --replay}. */
    private static void write(Config config, Finding finding) {
        String stem = finding.kind().fileName() + "-" + finding.index();
        try {
            Files.createDirectories(config.out());
            Path input = config.out().resolve(stem + ".ldx");
            Files.write(input, finding.input());
            String report = "kind: " + finding.kind().fileName() + "\n"
                    + "seed: " + config.seed() + "\n"
                    + "index: " + finding.index() + "\n"
                    + "replay: plateau fuzz --replay " + input + "\n\n"
                    + finding.detail() + "\n";
            Files.writeString(config.out().resolve(stem + ".txt"), report, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the finding " + stem + " to " + config.out(), e);
        }
    }

    /** A stack trace as text. */
    static String stackTrace(Throwable t) {
        StringWriter text = new StringWriter();
        t.printStackTrace(new PrintWriter(text));
        return text.toString();
    }

    /**
     * One thread that runs inputs for a lane, watched: past the budget, the thread is interrupted,
     * abandoned and replaced by a fresh one.
     */
    private static final class Watchdog {
        private final Duration budget;
        private ExecutorService runner = newRunner();

        Watchdog(Duration budget) {
            this.budget = budget;
        }

        private static ExecutorService newRunner() {
            return Executors.newSingleThreadExecutor(Thread.ofPlatform().name("fuzz-input", 0).daemon().factory());
        }

        Outcome run(FuzzTarget target, byte[] input) {
            Future<Outcome> result = runner.submit(() -> {
                try {
                    return target.run(input);
                } catch (Exception | Error e) {
                    // StackOverflowError and OutOfMemoryError included: any of them is a bug for this input.
                    return Outcome.mishandled(FindingKind.INTERNAL_ERROR, stackTrace(e));
                }
            });
            try {
                return result.get(budget.toNanos(), java.util.concurrent.TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                result.cancel(true);
                runner.shutdownNow();
                runner = newRunner();
                return Outcome.mishandled(FindingKind.HANG, "the input took longer than the budget of "
                        + budget.toMillis() + " ms");
            } catch (ExecutionException e) {
                return Outcome.mishandled(FindingKind.INTERNAL_ERROR, stackTrace(e.getCause()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while fuzzing", e);
            }
        }

        void close() {
            runner.shutdownNow();
        }
    }
}
