package dev.plateau.cuda.ptx;

/**
 * The PTX module of one plan for one target: the text of all its {@link Kernel kernels}, ready for
 * {@code cuModuleLoadData} (append a NUL byte) or {@code ptxas}.
 *
 * @param target the architecture it was emitted for
 * @param game the game's name (for messages)
 * @param text the PTX source, ASCII
 */
public record PtxModule(PtxTarget target, String game, String text) {}
