package dev.plateau.sim;

/** A backend was asked to run on a machine where it cannot; the message says why. */
public final class BackendUnavailableException extends BackendException {
    private static final long serialVersionUID = 1L;

    /** An exception with a user-facing reason. */
    public BackendUnavailableException(String message) {
        super(message);
    }
}
