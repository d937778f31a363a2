/**
 * A PTX interpreter in Java, for tests: it loads exactly the PTX subset that {@link
 * dev.plateau.cuda.ptx} emits (anything else is an error that names it), decodes each kernel once
 * into arrays of slot indices, and runs it thread by thread over a simulated global memory. Exposed
 * as the backend "ptx-interpreter" ({@link dev.plateau.cuda.ptx.interp.PtxInterpreterBackend}), it
 * lets the differential tests run the GPU code, byte for byte against the CPU backends, on machines
 * without a GPU.
 */
package dev.plateau.cuda.ptx.interp;
