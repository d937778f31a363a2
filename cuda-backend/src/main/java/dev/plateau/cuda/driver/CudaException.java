package dev.plateau.cuda.driver;

import dev.plateau.sim.BackendException;

/**
 * A CUDA driver call that returned an error: the message names the call, the error's name and the
 * driver's text, for example {@code cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY: out of memory},
 * followed by details where the call has some (the JIT log of a module that did not load).
 */
public final class CudaException extends BackendException {
    private static final long serialVersionUID = 1L;

    private final String call;
    private final int result;
    private final String errorName;

    /**
     * An error of a driver call.
     *
     * @param call the entry point, as the library exports it (e.g. {@code cuMemAlloc_v2})
     * @param result the {@code CUresult}
     * @param errorName the result's name ({@code cuGetErrorName})
     * @param errorText the driver's description ({@code cuGetErrorString})
     * @param details more lines for the message, or null
     */
    public CudaException(String call, int result, String errorName, String errorText, String details) {
        super(call + " failed: " + errorName + ": " + errorText
                + (details == null || details.isBlank() ? "" : "\n" + details.strip()));
        this.call = call;
        this.result = result;
        this.errorName = errorName;
    }

    /** The entry point that failed, e.g. {@code cuModuleLoadDataEx}. */
    public String call() {
        return call;
    }

    /** The {@code CUresult} it returned. */
    public int result() {
        return result;
    }

    /** The name of the result, e.g. {@code CUDA_ERROR_INVALID_PTX}. */
    public String errorName() {
        return errorName;
    }
}
