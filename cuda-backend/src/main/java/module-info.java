/**
 * The CUDA backend and the PTX interpreter backend, found through {@link java.util.ServiceLoader} as
 * {@code cuda} and {@code ptx-interpreter}. Only the PTX emitter ({@code dev.plateau.cuda.ptx}) is
 * exported, for the command line's {@code plateau ptx}: a backend's internals, unstable. The driver
 * bindings and the interpreter stay inside.
 */
module dev.plateau.cuda {
    requires dev.plateau.core;

    exports dev.plateau.cuda.ptx;

    provides dev.plateau.sim.Backend with dev.plateau.cuda.ptx.interp.PtxInterpreterBackend,
            dev.plateau.cuda.driver.CudaBackend;
}
