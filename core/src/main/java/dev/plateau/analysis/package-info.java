/**
 * Analysis of a whole game on its board: the compile-time errors that need the board (see
 * docs/language.md, Compile-time errors) and the {@link dev.plateau.analysis.Facts} that the
 * lowering needs (which optional state a game uses, and the size of its action space).
 *
 * <p>Entry point: {@link dev.plateau.analysis.Analysis#analyze(dev.plateau.rules.Game,
 * dev.plateau.diagnostics.SourceMap)}, which returns an {@link dev.plateau.analysis.AnalyzedGame} or
 * throws a {@link dev.plateau.diagnostics.GameException} listing every problem. Type errors (a mask
 * where a function is expected, and so on) cannot reach the analysis: the sealed node types of
 * {@code dev.plateau.rules} make them unrepresentable, and the front ends report them.
 *
 * <p>{@link dev.plateau.analysis.Limits} states every limit on what a game may ask of the compiler;
 * the analysis refuses a game over one of them, so that every accepted game compiles in bounded time.
 */
package dev.plateau.analysis;
