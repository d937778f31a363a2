package dev.plateau.diagnostics;

/**
 * A place in a source file: 1-based line and column of the first character, and the number of
 * characters the construct covers on that line (at least 1, for the caret).
 */
public record Span(String file, int line, int column, int length) {
    public Span {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("lines and columns count from 1");
        }
        length = Math.max(1, length);
    }

    /** {@code file:line:column}. */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
