package dev.plateau.cli;

/** A mistake by the user (a missing file, an impossible option): printed as its message alone. */
public final class UserException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a complete, user-facing message. */
    public UserException(String message) {
        super(message, null, false, false);
    }
}
