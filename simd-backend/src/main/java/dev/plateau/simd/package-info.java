/**
 * The CPU backend: runs plans on the JDK Vector API, one environment per SIMD lane.
 *
 * <p>A program is compiled once into a compact instruction array over <em>rows</em>: each register
 * gets a slot, and a slot holds one 64-bit word for each of a chunk of environments (a multiple of
 * the vector length). Every instruction then runs as a tight vector loop over its rows, so the cost
 * of interpreting an instruction is paid once per chunk, not once per environment. Slots are
 * reused by liveness, a temporary that ends in a state field takes the field's row, and a chunk has
 * fewer environments where its rows would not fit in the L2 cache, so the rows of a chunk stay in the
 * cache. Large batches are split across threads; each thread owns its rows.
 *
 * <p>Each straight-line run of a program is also compiled into a block ({@code RowBlocks}): one
 * loop over the rows that keeps intermediate vectors in registers and stores only what is read
 * later. A program runs its blocks once a background thread has warmed them up; until then, and for
 * operations without a block form, the interpreter runs.
 *
 * <p>A backend's internals: exported (module {@code dev.plateau.simd}) for the command line's cost
 * report ({@code StepCost}, {@code MachineLimits}), but not part of the stable public API; they may
 * change in any release. Programs reach the backend through {@code dev.plateau.sim}.
 */
package dev.plateau.simd;
