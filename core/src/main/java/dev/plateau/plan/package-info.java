/**
 * The plan: the lowered, backend-neutral program of one compiled game, and the lowering that
 * produces it.
 *
 * <p>A {@link dev.plateau.plan.Program} is a list of {@link dev.plateau.plan.Op operations} over
 * numbered registers. Every register holds one 64-bit word per environment (one SIMD lane, one GPU
 * thread); a bitboard is several registers, one per word. Booleans are words that are all ones
 * (true) or zero (false), so that a boolean is also a bit mask for {@link
 * dev.plateau.plan.Op.Select}. There is no per-environment branching: the only control flow is
 * bounded loops and {@link dev.plateau.plan.Op.IfAny} blocks whose results are only ever used
 * through selects, so every backend can run a program in lock step over many environments and
 * gets identical results. All game semantics live in the lowering ({@link dev.plateau.plan.Lowering}
 * and the classes it lowers through); a backend only implements the operations.
 *
 * <p>This package is the backend interface: exported (module {@code dev.plateau.core}) so that a
 * backend can compile a plan, and documented, but not part of the stable public API; it may change in
 * any release. Programs that play games use {@code dev.plateau.sim} instead.
 */
package dev.plateau.plan;
