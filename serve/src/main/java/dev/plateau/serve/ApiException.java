package dev.plateau.serve;

/**
 * A request the server refuses: an HTTP status in the 4xx range, or 503 when the server is too busy
 * or the request ran over its time budget, and a short message for the page.
 * Optional extra members (such as the diagnostics of an invalid game) go into the JSON answer.
 */
public final class ApiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final transient java.util.Map<String, Object> details;

    /** A refusal with a status (400 … 499 or 503) and a one-sentence message. */
    public ApiException(int status, String message) {
        this(status, message, java.util.Map.of());
    }

    /** A refusal with extra JSON members next to {@code error}. */
    public ApiException(int status, String message, java.util.Map<String, Object> details) {
        super(message, null, false, false);
        if ((status < 400 || status > 499) && status != 503) {
            throw new IllegalArgumentException("an ApiException is a 4xx or 503 answer, not " + status);
        }
        this.status = status;
        this.details = java.util.Map.copyOf(details);
    }

    /** The HTTP status. */
    public int status() {
        return status;
    }

    /** Extra members of the JSON answer (may be empty). */
    public java.util.Map<String, Object> details() {
        return details;
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    static ApiException notFound(String message) {
        return new ApiException(404, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, message);
    }

    static ApiException unavailable(String message) {
        return new ApiException(503, message);
    }
}
