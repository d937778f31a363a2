package dev.plateau.sim;

/**
 * A backend could not do what was asked on this machine: it is missing, or the device failed (out
 * of memory, a driver error). The message is complete and meant for the user, e.g. {@code
 * "cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY: out of memory"}; a command line prints it
 * without a stack trace.
 */
public class BackendException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a user-facing message. */
    public BackendException(String message) {
        super(message);
    }

    /** An exception with a user-facing message and its cause. */
    public BackendException(String message, Throwable cause) {
        super(message, cause);
    }
}
