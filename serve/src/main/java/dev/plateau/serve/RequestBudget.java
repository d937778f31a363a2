package dev.plateau.serve;

import java.time.Duration;

/**
 * The time left to the request being answered on this thread. Long loops of a request (an agent's
 * moves, replaying a game) call {@link #checkpoint()}, which refuses the request with 503 once its
 * budget is spent, so that no request keeps a worker for long.
 */
final class RequestBudget {
    private static final ScopedValue<Long> DEADLINE = ScopedValue.newInstance();

    private RequestBudget() {}

    /** Runs a request's work with a budget. */
    static <T, X extends Throwable> T within(Duration budget, ScopedValue.CallableOp<T, X> work) throws X {
        return ScopedValue.where(DEADLINE, System.nanoTime() + budget.toNanos()).call(work);
    }

    /**
     * The time left, or the given time when no budget is set (work outside a request).
     */
    static Duration remaining(Duration otherwise) {
        if (!DEADLINE.isBound()) {
            return otherwise;
        }
        return Duration.ofNanos(Math.max(0, DEADLINE.get() - System.nanoTime()));
    }

    /**
     * Refuses the request if its budget is spent or its thread was interrupted.
     *
     * @throws ApiException 503 then
     */
    static void checkpoint() {
        if (Thread.currentThread().isInterrupted()
                || DEADLINE.isBound() && System.nanoTime() - DEADLINE.get() > 0) {
            throw ApiException.unavailable("the request took longer than the server allows and was stopped;"
                    + " try a smaller step or a shorter game");
        }
    }
}
