/**
 * The CUDA backend and the PTX interpreter backend, found through {@link java.util.ServiceLoader} as
 * {@code cuda} and {@code ptx-interp}. The PTX emitter ({@code cuda.ptx}), the interpreter and the
 * driver's backend are exported for the command line ({@code plateau ptx}) and the GPU kit: a
 * backend's internals, unstable. The generated driver bindings stay inside.
 */
module dev.plateau.cuda {
    requires dev.plateau.core;

    exports dev.plateau.cuda.driver;
    exports dev.plateau.cuda.ptx;
    exports dev.plateau.cuda.ptx.interp;

    provides dev.plateau.sim.Backend with dev.plateau.cuda.ptx.interp.PtxInterpreterBackend,
            dev.plateau.cuda.driver.CudaBackend;
}
