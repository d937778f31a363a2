/**
 * Conformance traces: reference playouts recorded from engines independent of Plateau (Ludii 1.3.12
 * and an independent Yavalax implementation), and their replay against a simulator. This package is
 * the one place that knows the trace format; {@code conformance/README.md} at the repository root
 * documents the fields it reads and how they map to Plateau.
 *
 * <ol>
 *   <li>{@link dev.plateau.conformance.TraceReader} reads the files: a site table ({@code
 *       <game>.board.json}, a {@link dev.plateau.conformance.SiteTable}) and playouts ({@code
 *       <game>.jsonl.gz}, {@link dev.plateau.conformance.RawPlayout}s in Ludii's codes and player
 *       numbers), with errors that name the file and line ({@link
 *       dev.plateau.conformance.TraceFormatException}).</li>
 *   <li>{@link dev.plateau.conformance.Playout#map} translates a raw playout into Plateau cells and
 *       players (README, Coordinates and Players); {@link dev.plateau.conformance.TraceSet} reads
 *       and maps one game's files at once.</li>
 *   <li>{@link dev.plateau.conformance.Replayer} runs the procedure of the README's "Replaying a
 *       playout" against any {@link dev.plateau.conformance.Environment} and returns the first {@link
 *       dev.plateau.conformance.Disagreement}; {@link dev.plateau.conformance.SimulatorEnvironment}
 *       adapts a {@link dev.plateau.sim.Simulator}, and {@link
 *       dev.plateau.conformance.Conformance} replays a whole trace set on one.</li>
 * </ol>
 */
package dev.plateau.conformance;
