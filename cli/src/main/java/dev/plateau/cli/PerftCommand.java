package dev.plateau.cli;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.GameState;
import dev.plateau.sim.Perft;
import dev.plateau.sim.Simulator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code plateau perft GAME DEPTH}: the leaves of the legal-move tree, per depth, with their speed. */
@Command(
        name = "perft",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the leaves of a game's legal-move tree from the start position: the positions reached by"
                    + " every sequence of 1, 2, … DEPTH legal moves, the test of a move generator.",
            "",
            "A move is a whole turn: the decisions one player makes in one turn (a queen's move and its shot in"
                    + " Amazons) are one move, and each distinct sequence of decisions is a move of its own."
                    + " --decisions counts every decision as a move instead. A position where the game is over"
                    + " is a leaf: it counts at its own depth and is not expanded.",
            "",
            "Prints for each depth the count, the time and the leaves per second. --divide also prints, for the"
                    + " last depth, the leaves under each first move, named as `plateau run` and the browser"
                    + " name actions (the decisions of one turn separated by spaces)."
        },
        footer = {"", "Examples:", "  plateau perft games/tic_tac_toe.ldx 9",
            "  plateau perft games/amazons.ldx 2 --divide"})
final class PerftCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GAME", description = "the .ldx file of the game")
    private Path file;

    @Parameters(index = "1", paramLabel = "DEPTH",
            description = "the depth of the tree, 1 … " + Perft.MAX_DEPTH + ", in moves")
    private int depth;

    @Option(names = "--decisions", description = "count each decision as a move, not each turn")
    private boolean decisions;

    @Option(names = "--divide", description = "print the leaves under each first move at the last depth")
    private boolean divide;

    @Option(names = "--batch", paramLabel = "N",
            description = "branches stepped together (default: ${DEFAULT-VALUE})")
    private int batch = 1024;

    @Mixin
    private BackendOptions engine;

    @Mixin
    private GameParameterOptions parameters;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (depth < 1 || depth > Perft.MAX_DEPTH) {
            throw new UserException("DEPTH must be in 1 … " + Perft.MAX_DEPTH + ", not " + depth);
        }
        Options.positive("--batch", batch);
        Map<String, Integer> bindings = parameters.bindings();
        PrintWriter out = spec.commandLine().getOut();
        AnalyzedGame analyzed = GameFiles.load(file, bindings);
        GameFiles.printWarnings(analyzed, spec.commandLine().getErr());
        CompiledGame game = CompiledGame.compile(analyzed);
        try (Simulator sim = engine.apply(Simulator.builder(game).batch(batch)).build()) {
            Perft perft = new Perft(sim, decisions ? Perft.Unit.DECISIONS : Perft.Unit.TURNS);
            GameState start = perft.start();
            out.printf("perft of %s on %s, counting %s%n", TerminalText.escape(game.game().name()),
                    sim.backend().name(), decisions ? "decisions" : "turns");
            out.printf("%5s  %15s  %10s  %14s%n", "depth", "leaves", "seconds", "leaves/s");
            Perft.Count last = null;
            for (int d = 1; d <= depth; d++) {
                last = perft.run(start, d, divide && d == depth);
                out.printf(Locale.ROOT, "%5d  %,15d  %10.3f  %14s%n", d, last.leaves(), last.nanos() / 1e9,
                        Units.si(last.leavesPerSecond()));
                out.flush();
            }
            if (divide) {
                out.println();
                last.divide().forEach((move, leaves) -> out.printf("%s: %d%n", TerminalText.escape(move), leaves));
                out.printf("%d moves, %d leaves%n", last.divide().size(), last.leaves());
            }
        }
        return 0;
    }
}
