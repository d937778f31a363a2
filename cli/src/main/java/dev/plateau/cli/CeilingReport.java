package dev.plateau.cli;

import dev.plateau.diagnostics.TerminalText;
import dev.plateau.simd.MachineLimits;
import dev.plateau.simd.StepCost;
import dev.plateau.sim.CompiledGame;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code plateau bench --ceiling}: what one move of each game costs the SIMD backend's row machine
 * ({@link StepCost}), this machine's limits ({@link MachineLimits}) and the ceiling they give, beside
 * the best speed measured (docs/performance.md, "The ceiling").
 */
final class CeilingReport {
    private CeilingReport() {}


    /** Refuses, with a message, where the simd backend cannot run (the counts and limits need it). */
    static void requireSimd() {
        var simd = new dev.plateau.simd.SimdBackend().availability();
        if (!simd.available()) {
            throw new UserException("--ceiling measures the simd backend, which is not available here: " + simd.detail());
        }
    }

    /**
     * Prints the machine's limits, then one row per game; {@code measured} maps a game's name to the
     * best moves per second measured on the simd backend (absent: not measured). The cost is counted
     * over {@code environments} playouts on one thread: a small batch counts the lanes that wait for
     * the batch's longest games against fewer moves.
     */
    static void print(PrintWriter out, List<CompiledGame> games, Map<String, Double> measured, int environments,
            double seconds) {
        requireSimd();
        MachineLimits machine = MachineLimits.measure(Math.max(0.2, seconds / 2));
        out.println();
        out.println("Machine (one thread):");
        out.print(machine.describe());
        out.println();
        String format = "%-16s %7s %8s %9s %9s %9s %9s %-6s %10s %10s %7s%n";
        out.printf(Locale.ROOT, format, "game", "state B", "rows KiB", "instr/mv", "vops/mv", "loads B", "stores B", "bound",
                "ceiling/s", "measured/s", "of ceil");
        for (CompiledGame game : games) {
            StepCost cost = StepCost.measure(game.plan(), environments, 1);
            double ceiling = cost.ceiling(machine);
            String bound = cost.bound(machine);
            Double best = measured.get(game.game().name());
            out.printf(Locale.ROOT, format, TerminalText.escape(game.game().name()), cost.stateBytes(),
                    cost.workingSetBytes() / 1024,
                    String.format(Locale.ROOT, "%.0f", cost.instructionsPerMove()),
                    String.format(Locale.ROOT, "%.0f", cost.vectorOpsPerMove()),
                    String.format(Locale.ROOT, "%.0f", cost.loadBytesPerMove()),
                    String.format(Locale.ROOT, "%.0f", cost.storeBytesPerMove()), bound, Units.si(ceiling),
                    best == null ? "-" : Units.si(best),
                    best == null ? "-" : String.format(Locale.ROOT, "%.0f%%", 100 * best / ceiling));
            out.flush();
        }
    }
}
