package dev.plateau.diagnostics;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A game was rejected: it could not be read, or it breaks a rule of the language. Carries every
 * {@link Diagnostic} found and, for text input, the source text so that the message can show the
 * offending line. {@link #getMessage()} is the complete, user-facing report.
 */
public final class GameException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient List<Diagnostic> diagnostics;
    private final String sourceText;

    /** An exception for these diagnostics, with the source text they point into (or null). */
    public GameException(List<Diagnostic> diagnostics, String sourceText) {
        super(null, null, false, false);
        if (diagnostics.isEmpty()) {
            throw new IllegalArgumentException("a GameException needs at least one diagnostic");
        }
        this.diagnostics = List.copyOf(diagnostics);
        this.sourceText = sourceText;
    }

    /** An exception for one diagnostic. */
    public GameException(Diagnostic diagnostic, String sourceText) {
        this(List.of(diagnostic), sourceText);
    }

    /** Every problem found, in source order. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    /** The source text the spans point into, or null for games built in Java. */
    public String sourceText() {
        return sourceText;
    }

    @Override
    public String getMessage() {
        return diagnostics.stream().map(d -> d.render(sourceText)).collect(Collectors.joining("\n"));
    }
}
