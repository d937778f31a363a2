package dev.plateau.diagnostics;

import java.util.List;
import java.util.Optional;
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

    /**
     * This exception with each diagnostic that has no position placed at {@code span}, rendered
     * with {@code text}: for an error about the whole game (its compiled size) that is found where
     * no node is at hand, so that it starts with the file's name like every other error. Without a
     * span (a game built in Java) it is this exception.
     */
    public GameException placedAt(Optional<Span> span, String text) {
        if (span.isEmpty()) {
            return this;
        }
        List<Diagnostic> placed = diagnostics.stream()
                .map(d -> d.span().isPresent() ? d : new Diagnostic(d.message(), span, d.hint(), d.severity()))
                .toList();
        return new GameException(placed, sourceText != null ? sourceText : text);
    }

    @Override
    public String getMessage() {
        return diagnostics.stream().map(d -> d.render(sourceText)).collect(Collectors.joining("\n"));
    }
}
