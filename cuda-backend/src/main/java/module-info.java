/**
 * The CUDA backend and the PTX interpreter backend, found through {@link java.util.ServiceLoader} as
 * {@code cuda} and {@code ptx-interpreter}. Exported: the PTX emitter ({@code dev.plateau.cuda.ptx}),
 * for the command line's {@code plateau ptx}, a backend's internals, unstable; and the driver layer
 * ({@code dev.plateau.cuda.driver}), for the cuda backend's settings ({@code CudaBackend.DEVICE},
 * {@code CudaBackend.BLOCK}, {@code CudaLibrary.use}). The driver bindings and the interpreter stay
 * inside.
 */
module dev.plateau.cuda {
    requires dev.plateau.core;

    exports dev.plateau.cuda.ptx;
    exports dev.plateau.cuda.driver;

    provides dev.plateau.sim.Backend with dev.plateau.cuda.ptx.interp.PtxInterpreterBackend,
            dev.plateau.cuda.driver.CudaBackend;
}
