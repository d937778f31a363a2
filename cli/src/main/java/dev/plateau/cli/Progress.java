package dev.plateau.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A progress bar on the error stream for long runs: shown only on a terminal and only once a run
 * has taken more than a second, redrawn at most ten times a second, erased at the end.
 */
final class Progress implements AutoCloseable {
    private final PrintWriter err;
    private final long total;
    private final long start = System.nanoTime();
    private final boolean terminal = System.console() != null;
    private long lastDraw;
    private boolean drawn;

    Progress(PrintWriter err, long total) {
        this.err = err;
        this.total = total;
    }

    void update(long done) {
        long now = System.nanoTime();
        if (!terminal || now - start < 1_000_000_000L || now - lastDraw < 100_000_000L) {
            return;
        }
        lastDraw = now;
        drawn = true;
        int width = 30;
        int filled = (int) (width * done / Math.max(1, total));
        double seconds = (now - start) / 1e9;
        double eta = done == 0 ? 0 : seconds * (total - done) / done;
        err.printf(Locale.ROOT, "\r[%s%s] %3d%% %,d/%,d, %.0f s left ", "#".repeat(filled), ".".repeat(width - filled),
                100 * done / Math.max(1, total), done, total, eta);
        err.flush();
    }

    @Override
    public void close() {
        if (drawn) {
            err.print("\r" + " ".repeat(79) + "\r");
            err.flush();
        }
    }
}
