package dev.plateau.diagnostics;

import java.util.Objects;
import java.util.Optional;

/**
 * One problem with a game: a one-sentence message (code in backticks), where it is when the game
 * came from text, an optional hint such as the nearest keyword to a misspelling, and whether it is
 * an error (the game is refused) or a warning (the game is accepted, but part of it can have no
 * effect).
 */
public record Diagnostic(String message, Optional<Span> span, Optional<String> hint, Severity severity) {
    /** Whether a diagnostic refuses the game. */
    public enum Severity {
        /** The game is refused. */
        ERROR,
        /** The game is accepted; the diagnostic points at something that is probably a mistake. */
        WARNING
    }

    public Diagnostic {
        if (message == null || message.isBlank()) {
            throw new IllegalArgumentException("a diagnostic needs a message");
        }
        Objects.requireNonNull(severity, "severity");
    }

    /** An error. */
    public Diagnostic(String message, Optional<Span> span, Optional<String> hint) {
        this(message, span, hint, Severity.ERROR);
    }

    /** A diagnostic without a source position (for games built in Java). */
    public static Diagnostic of(String message) {
        return new Diagnostic(message, Optional.empty(), Optional.empty());
    }

    /** A diagnostic at a source position. */
    public static Diagnostic at(Span span, String message) {
        return new Diagnostic(message, Optional.ofNullable(span), Optional.empty());
    }

    /** The same diagnostic with a hint. */
    public Diagnostic withHint(String hintText) {
        return new Diagnostic(message, span, Optional.ofNullable(hintText), severity);
    }

    /** The same diagnostic as a warning. */
    public Diagnostic asWarning() {
        return new Diagnostic(message, span, hint, Severity.WARNING);
    }

    /** True for a warning, false for an error. */
    public boolean isWarning() {
        return severity == Severity.WARNING;
    }

    /**
     * The first line: {@code file:line:column: message}, or just the message without a span; a
     * warning's message starts with {@code warning: }.
     */
    public String headline() {
        String text = isWarning() ? "warning: " + message : message;
        return span.map(s -> s + ": " + text).orElse(text);
    }

    /**
     * The full rendering: the headline, then (given the source text) the source line with a caret
     * under the construct, then the hint.
     */
    public String render(String sourceText) {
        StringBuilder out = new StringBuilder(headline());
        if (span.isPresent() && sourceText != null) {
            String line = lineOf(sourceText, span.get().line());
            if (line != null) {
                int col = Math.min(span.get().column() - 1, line.length());
                int len = Math.max(1, Math.min(span.get().length(), line.length() - col));
                String gutter = String.valueOf(span.get().line());
                out.append('\n').append(gutter).append(" | ").append(line);
                out.append('\n').append(" ".repeat(gutter.length())).append(" | ");
                for (int i = 0; i < col; i++) {
                    out.append(line.charAt(i) == '\t' ? '\t' : ' ');
                }
                out.append("^".repeat(len));
            }
        }
        hint.ifPresent(h -> out.append("\nhint: ").append(h));
        return out.toString();
    }

    private static String lineOf(String text, int lineNumber) {
        int start = 0;
        for (int l = 1; l < lineNumber; l++) {
            int nl = text.indexOf('\n', start);
            if (nl < 0) {
                return null;
            }
            start = nl + 1;
        }
        int end = text.indexOf('\n', start);
        String line = end < 0 ? text.substring(start) : text.substring(start, end);
        return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    }
}
