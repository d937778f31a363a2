/**
 * Conformance traces: reference playouts recorded from engines independent of Plateau (Ludii 1.3.12
 * and an independent Yavalax implementation), and their replay against a simulator. This package is
 * the one place that knows the trace formats; {@code conformance/README.md} at the repository root
 * documents the fields it reads and how they map to Plateau. It knows no game by name: what a set
 * needs beyond its files' format is in the set's own files.
 *
 * <ol>
 *   <li>{@link dev.plateau.conformance.TraceReader} reads a set's files: the site table ({@code
 *       <game>.board.json}, a {@link dev.plateau.conformance.SiteTable}), the optional mapping file
 *       ({@code <game>.plateau.json}, with the site table's components a {@link
 *       dev.plateau.conformance.TraceMapping}) and the playouts ({@code <game>.jsonl.gz}), which
 *       {@link dev.plateau.conformance.PlayoutReader} turns into {@link
 *       dev.plateau.conformance.Playout}s in Plateau cells, players, {@link
 *       dev.plateau.conformance.Move}s and {@link dev.plateau.conformance.Piece}s, whichever of the
 *       two formats they are in; errors name the file and line ({@link
 *       dev.plateau.conformance.TraceFormatException}). {@link dev.plateau.conformance.TraceSet}
 *       holds one set.</li>
 *   <li>{@link dev.plateau.conformance.Replayer} runs the procedure of the README's "Replaying a
 *       playout" against any {@link dev.plateau.conformance.Environment}, for placement and
 *       movement games alike, and returns the first {@link dev.plateau.conformance.Disagreement};
 *       {@link dev.plateau.conformance.SimulatorEnvironment} adapts a {@link
 *       dev.plateau.sim.Simulator}, and {@link dev.plateau.conformance.Conformance} replays a whole
 *       set on one.</li>
 * </ol>
 */
package dev.plateau.conformance;
