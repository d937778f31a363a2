package dev.plateau.cuda.ptx.interp;

/** A kernel did something that has no defined result: a memory access outside every allocation, for example. */
public final class PtxExecutionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An error with its context (kernel, thread, instruction). */
    public PtxExecutionException(String message) {
        super(message);
    }
}
