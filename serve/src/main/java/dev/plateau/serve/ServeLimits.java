package dev.plateau.serve;

import java.time.Duration;
import java.util.Objects;

/**
 * The bounds that keep {@code plateau serve} answering whatever its users send: threads, queues,
 * time budgets, read timeouts and cache sizes.
 *
 * @param workers the threads answering requests
 * @param queue the requests waiting for a worker; a connection beyond it is closed unanswered
 * @param compileThreads the threads compiling games, apart from the workers so that compiles cannot
 *     take every worker; a compile given up on keeps its thread until it ends, so abandoned
 *     compiles never exceed this number
 * @param compileQueue the compiles waiting for a compile thread; beyond it a compile is refused
 *     at once with 503
 * @param compileBudget how long a request waits for its compile before it answers 503 and the
 *     compile is cancelled
 * @param requestBudget how long the work of one request may take (an agent's moves, replaying a
 *     game) before it answers 503
 * @param readTimeout how long a client may take to send a whole request (line, headers and body),
 *     and to take the whole answer, before its connection is closed
 * @param sessionsPerClient the most games in play for one client (one remote address); a client
 *     over it loses its own least recently used game, never another client's
 * @param gameCache the most compiled game files kept
 * @param missingPages the most names of missing pages remembered
 */
public record ServeLimits(int workers, int queue, int compileThreads, int compileQueue, Duration compileBudget,
        Duration requestBudget, Duration readTimeout, int sessionsPerClient, int gameCache, int missingPages) {
    /** Checks the values. */
    public ServeLimits {
        Objects.requireNonNull(compileBudget, "compileBudget");
        Objects.requireNonNull(requestBudget, "requestBudget");
        Objects.requireNonNull(readTimeout, "readTimeout");
        if (workers < 2 || queue < 1 || compileThreads < 1 || compileQueue < 0 || sessionsPerClient < 1
                || gameCache < 1 || missingPages < 1) {
            throw new IllegalArgumentException("every serve limit must be positive (and at least 2 workers): " + this);
        }
        if (compileThreads + compileQueue >= workers) {
            // Requests waiting on compiles must leave workers for cheap requests such as /api/games.
            throw new IllegalArgumentException("compileThreads + compileQueue must be below workers: " + this);
        }
        for (Duration d : new Duration[] {compileBudget, requestBudget, readTimeout}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("every serve time limit must be positive: " + this);
            }
        }
    }

    /**
     * The defaults: 16 workers with 256 waiting requests, 2 compile threads with 4 waiting
     * compiles, 10 s per compile and per request, 20 s to send a request or take an answer, 32
     * games in play per client, 256 compiled files and 256 missing page names.
     */
    public static ServeLimits defaults() {
        return new ServeLimits(16, 256, 2, 4, Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofSeconds(20),
                32, 256, 256);
    }

    /** These limits with another compile budget. */
    public ServeLimits withCompileBudget(Duration budget) {
        return new ServeLimits(workers, queue, compileThreads, compileQueue, budget, requestBudget, readTimeout,
                sessionsPerClient, gameCache, missingPages);
    }

    /** These limits with another read timeout. */
    public ServeLimits withReadTimeout(Duration timeout) {
        return new ServeLimits(workers, queue, compileThreads, compileQueue, compileBudget, requestBudget, timeout,
                sessionsPerClient, gameCache, missingPages);
    }

    /** These limits with another cap of games in play per client. */
    public ServeLimits withSessionsPerClient(int cap) {
        return new ServeLimits(workers, queue, compileThreads, compileQueue, compileBudget, requestBudget, readTimeout,
                cap, gameCache, missingPages);
    }
}
