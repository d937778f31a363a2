package dev.plateau.text;

import dev.plateau.diagnostics.Diagnostic;

/**
 * Ends a parse at the first problem. It carries the finished diagnostic; {@link LdxReader} turns it
 * into a {@link dev.plateau.diagnostics.GameException} with the source text. It is control flow, so
 * it has no stack trace.
 */
final class SyntaxError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Diagnostic diagnostic;

    /** An error for this diagnostic, which has a span. */
    SyntaxError(Diagnostic diagnostic) {
        super(diagnostic.message(), null, false, false);
        this.diagnostic = diagnostic;
    }

    /** The diagnostic to report. */
    Diagnostic diagnostic() {
        return diagnostic;
    }
}
