package dev.plateau.conformance;

import java.nio.file.Path;

/**
 * A trace or site-table file that cannot be used: missing, unreadable, not gzip, not JSON, or
 * inconsistent. The message is complete and user-facing, positioned as {@code file:line: detail}
 * where a line is known; there is no stack trace.
 */
public final class TraceFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;

    /**
     * An error in a file.
     *
     * @param file the file
     * @param line the 1-based line, or 0 when the error concerns the whole file
     * @param detail what is wrong
     */
    public TraceFormatException(Path file, int line, String detail) {
        super(file + (line > 0 ? ":" + line : "") + ": " + detail, null, false, false);
        this.file = file;
        this.line = line;
    }

    /** The file. */
    public Path file() {
        return file;
    }

    /** The 1-based line, or 0 when the error concerns the whole file. */
    public int line() {
        return line;
    }
}
