/**
 * The PTX emitter: the GPU code of a {@link dev.plateau.plan.Plan}, four kernels per game (init,
 * step, the fused playout, and the summary that tallies outcomes on the device), for {@code sm_80}
 * and {@code sm_90}.
 *
 * <p>One vocabulary ({@link dev.plateau.cuda.ptx.Opcode}, {@link dev.plateau.cuda.ptx.PtxType},
 * {@link dev.plateau.cuda.ptx.Cmp}, {@link dev.plateau.cuda.ptx.Directive}); one writer that emits
 * one instruction per call ({@link dev.plateau.cuda.ptx.PtxWriter}); one template per plan
 * operation ({@code OpTemplates}), and the summary's own writer ({@code SummaryEmitter}); the register conventions in {@link
 * dev.plateau.cuda.ptx.Registers}; the kernel ABI in {@link dev.plateau.cuda.ptx.Kernel} and
 * {@link dev.plateau.cuda.ptx.KernelParam}. {@link dev.plateau.cuda.ptx.PtxModules} emits and caches
 * the module of a plan.
 *
 * <p>A backend's internals: exported (module {@code dev.plateau.cuda}) for the command line's
 * {@code plateau ptx}, but not part of the stable public API; they may change in any release.
 * Programs reach the backend through {@code dev.plateau.sim}.
 */
package dev.plateau.cuda.ptx;
