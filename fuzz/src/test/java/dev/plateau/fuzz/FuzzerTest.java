package dev.plateau.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fuzzer detects each kind of finding from fake targets, and writes and keeps them as promised. */
class FuzzerTest {
    @TempDir
    Path out;

    /** Input i is the text "i"; a target can tell inputs apart by it. */
    private static final InputSource NUMBERS = (seed, index) -> Long.toString(index).getBytes(StandardCharsets.UTF_8);

    private static long number(byte[] input) {
        return Long.parseLong(new String(input, StandardCharsets.UTF_8));
    }

    private Fuzzer.Summary run(FuzzTarget target, long inputs, Duration budget, int threads) {
        return new Fuzzer(NUMBERS, target).run(
                new Fuzzer.Config(inputs, 7, budget, threads, out, Duration.ofSeconds(30)), s -> {});
    }

    @Test
    void countsAcceptedAndRefusedInputsWithoutFindings() {
        Fuzzer.Summary s = run(in -> number(in) % 3 == 0 ? Outcome.accepted() : Outcome.refused(), 300,
                Duration.ofSeconds(10), 2);
        assertEquals(300, s.inputs());
        assertEquals(100, s.accepted());
        assertEquals(200, s.refused());
        assertEquals(0, s.findingCount());
        assertTrue(s.toString().matches("300 inputs in \\d+\\.\\d s \\([\\d,]+ inputs/s\\): 100 valid games, 200 refused, 0 findings; slowest input [\\d,]+ ms \\(#\\d+\\)"),
                s.toString());
    }

    @Test
    void anExceptionIsAnInternalErrorWrittenWithItsInput() throws IOException {
        Fuzzer.Summary s = run(in -> {
            if (number(in) == 5) {
                throw new IllegalStateException("broken invariant");
            }
            return Outcome.refused();
        }, 10, Duration.ofSeconds(10), 1);
        assertEquals(1, s.findingCount());
        Finding f = s.findings().getFirst();
        assertEquals(FindingKind.INTERNAL_ERROR, f.kind());
        assertEquals(5, f.index());
        assertTrue(f.detail().contains("IllegalStateException: broken invariant"), f.detail());
        assertArrayEquals("5".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(out.resolve("internal-error-5.ldx")));
        String report = Files.readString(out.resolve("internal-error-5.txt"));
        assertTrue(report.contains("seed: 7\nindex: 5\n"), report);
        assertTrue(report.contains("broken invariant"), report);
    }

    @Test
    void anErrorSuchAsAStackOverflowIsAnInternalError() {
        Fuzzer.Summary s = run(in -> {
            throw new StackOverflowError();
        }, 1, Duration.ofSeconds(10), 1);
        assertEquals(FindingKind.INTERNAL_ERROR, s.findings().getFirst().kind());
    }

    @Test
    void anInputPastTheBudgetIsAHangAndTheRunGoesOn() throws IOException {
        CountDownLatch never = new CountDownLatch(1);
        Fuzzer.Summary s = run(in -> {
            if (number(in) == 2) {
                never.await(); // interrupted by the watchdog; a real hang might not be, and is abandoned
                Thread.sleep(Long.MAX_VALUE);
            }
            return Outcome.accepted();
        }, 6, Duration.ofMillis(200), 1);
        assertEquals(6, s.inputs());
        assertEquals(5, s.accepted(), "the inputs after the hang run on a fresh thread");
        assertEquals(List.of(FindingKind.HANG), s.findings().stream().map(Finding::kind).toList());
        assertTrue(Files.exists(out.resolve("hang-2.ldx")));
        assertEquals(2, s.slowestIndex());
        assertTrue(s.slowest().toMillis() >= 200, "the hang took the whole budget: " + s.slowest());
    }

    @Test
    void aTargetThatIgnoresInterruptsIsAbandoned() {
        // Order, not wall time: the runaway input spins until the test lets it go, which it does only
        // after the run has returned, so the run cannot have waited for it.
        AtomicBoolean release = new AtomicBoolean();
        AtomicBoolean runawayEnded = new AtomicBoolean();
        Fuzzer.Summary s;
        try {
            s = run(in -> {
                if (number(in) == 0) {
                    while (!release.get()) {
                        Thread.onSpinWait(); // deaf to interrupts, like a runaway loop
                    }
                    runawayEnded.set(true);
                }
                return Outcome.refused();
            }, 3, Duration.ofSeconds(1), 1);
            assertFalse(runawayEnded.get(), "the run returned while the runaway input still ran");
        } finally {
            release.set(true);
        }
        assertEquals(List.of(FindingKind.HANG), s.findings().stream().map(Finding::kind).toList());
        assertEquals(2, s.refused(), "the inputs after the runaway ran on a fresh thread");
    }

    @Test
    void mishandledOutcomesAreFindingsAndRepeatsOfOneBugAreKeptAFewTimes() {
        Fuzzer.Summary s = run(in -> number(in) % 2 == 0
                ? Outcome.mishandled(FindingKind.DISAGREEMENT, "field cells[0] of environment " + number(in) + " differs")
                : Outcome.mishandled(FindingKind.UNPOSITIONED_DIAGNOSTIC, "a diagnostic has no position"),
                20, Duration.ofSeconds(10), 2);
        assertEquals(20, s.findingCount());
        assertEquals(2 * Fuzzer.FILES_PER_SIGNATURE, s.findings().size(), "kept per signature: " + s.findings());
        long written;
        try (var files = Files.list(out)) {
            written = files.filter(p -> p.toString().endsWith(".ldx")).count();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertEquals(2 * Fuzzer.FILES_PER_SIGNATURE, written);
    }

    @Test
    void replayRunsOneInputUnderTheWatchdog() {
        Fuzzer fuzzer = new Fuzzer(NUMBERS, in -> {
            throw new ArithmeticException("overflow");
        });
        Outcome o = fuzzer.replay(new byte[] {1}, Duration.ofSeconds(5));
        assertTrue(o instanceof Outcome.Mishandled m && m.kind() == FindingKind.INTERNAL_ERROR
                && m.detail().contains("overflow"), o.toString());
    }
}
