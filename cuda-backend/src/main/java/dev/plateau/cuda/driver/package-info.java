/**
 * The CUDA driver from Java, and the {@code cuda} backend: a small hand-written layer over the
 * jextract-generated bindings ({@code dev.plateau.cuda.driver.bindings}, private to this layer).
 * {@link dev.plateau.cuda.driver.CudaLibrary} finds and loads the driver library;
 * {@link dev.plateau.cuda.driver.Cuda} initialises it and lists devices; contexts, modules and
 * device buffers are {@code AutoCloseable}, each paired with its destroy; every failing call
 * becomes a {@link dev.plateau.cuda.driver.CudaException} that names the call, the error and the
 * driver's text. See the module README.
 */
package dev.plateau.cuda.driver;
