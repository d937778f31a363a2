/**
 * Small programs that embed Plateau as a library, each runnable with {@code main} (from the
 * examples directory: {@code mvn compile exec:exec -Dexample=NAME}) and run by a test:
 *
 * <ul>
 *   <li>{@link dev.plateau.examples.FluentPlayouts}: a game written with the fluent builder, and
 *       fused random playouts of it in batches;
 *   <li>{@link dev.plateau.examples.GreedyAgent}: a one-ply greedy player of Tic-Tac-Toe against a
 *       random one, stepping a simulator move by move;
 *   <li>{@link dev.plateau.examples.ReadLdxFile}: a game read from a {@code .ldx} file, with the
 *       positioned error report of a broken one.
 * </ul>
 */
package dev.plateau.examples;
