/**
 * Fuzzing: inputs made by mutating known-good ones are fed to a target, and every outcome other than
 * "accepted" or "refused with a proper message" is a finding, written to a folder so that it can be
 * replayed. {@link dev.plateau.fuzz.Fuzzer} runs inputs under a watchdog on several threads; an
 * {@link dev.plateau.fuzz.InputSource} makes them and a {@link dev.plateau.fuzz.FuzzTarget} judges
 * them. {@link dev.plateau.fuzz.GameInputs} and {@link dev.plateau.fuzz.GameTarget} fuzz game texts
 * (reader, analysis, compiler and backends); other targets, such as the web API, plug in the same way.
 */
package dev.plateau.fuzz;
