/**
 * The simulator API: a {@link dev.plateau.sim.CompiledGame} runs on a {@link
 * dev.plateau.sim.Backend} as a {@link dev.plateau.sim.Simulator} over a batch of environments,
 * with the PGX-style calls {@code init}, {@code step}, legal action masks, rewards and termination,
 * and fused random playouts. Backends are found with {@link java.util.ServiceLoader} and chosen by
 * {@link dev.plateau.sim.Backends}; the scalar backend in this module is the reference and always
 * available.
 */
package dev.plateau.sim;
