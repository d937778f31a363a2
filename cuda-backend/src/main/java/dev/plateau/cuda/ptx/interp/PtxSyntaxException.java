package dev.plateau.cuda.ptx.interp;

/**
 * PTX text that the interpreter cannot load: a syntax error, or a construct outside the subset the
 * emitter produces (the message names it and gives the line).
 */
public final class PtxSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** An error at a line of the PTX text (1-based). */
    public PtxSyntaxException(int line, String message) {
        super("PTX line " + line + ": " + message);
    }
}
