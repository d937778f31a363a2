package dev.plateau.simd;

/**
 * When the programs of a {@link SimdBackend} engine run compiled blocks (docs/performance.md,
 * "Compiled blocks"): the setting {@link SimdBackend#BLOCKS}.
 */
public enum BlockMode {
    /** Once a background thread has warmed them up, shortly after a program's first run (the default). */
    AUTO,
    /** From the first run (for tests). */
    ALWAYS,
    /** Never: the interpreter runs every instruction. */
    NEVER
}
