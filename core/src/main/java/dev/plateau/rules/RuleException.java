package dev.plateau.rules;

/**
 * A rule-graph node was given a value that the language does not allow, for example {@code (line 0)}
 * or an even hexagon diameter. The message is one sentence in the form used for every Plateau
 * error: the construct in backticks, the reason, and a hint where one helps. The text reader adds
 * the file, line and column of the construct.
 */
public final class RuleException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with a complete user-facing message. */
    public RuleException(String message) {
        super(message);
    }

    static void require(boolean condition, String message) {
        if (!condition) {
            throw new RuleException(message);
        }
    }
}
