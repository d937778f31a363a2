package dev.plateau.cli;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code plateau run GAME}: uniformly random playouts, with win rates, mean length and speed. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description = {
            "Plays uniformly random playouts of a game and reports who won, how long the games were and how"
                    + " fast they ran.",
            "",
            "The outcome depends only on the game, the seed and the number of playouts, not on the backend,"
                    + " the batch size or the threads: playout i always plays the same game.",
            "",
            "For scripts, --format kv prints only the outcome as two lines of key=value pairs (p1_wins,"
                    + " p2_wins, draws, mean_length; playouts, truncated, seed), and --format json prints"
                    + " everything as one JSON object."
        })
final class RunCommand implements Callable<Integer> {
    @Parameters(paramLabel = "GAME", description = "the .ldx file of the game")
    private Path file;

    @Option(names = "--playouts", paramLabel = "M", description = "how many playouts to play (default: ${DEFAULT-VALUE})")
    private long playouts = 10_000;

    @Option(names = "--batch", paramLabel = "N", description = "environments run together (default: ${DEFAULT-VALUE}, at most M)")
    private int batch = 4096;

    @Option(names = "--seed", paramLabel = "S", description = "the random seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Mixin
    private BackendOptions engine;

    @Option(names = "--step-limit", paramLabel = "L",
            description = "truncate playouts after L steps (default: none; playouts always stop at 1,000,000 steps)")
    private long stepLimit;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "text for people, kv or json for scripts (default: ${DEFAULT-VALUE})")
    private RunReport.Format format = RunReport.Format.text;

    @Mixin
    private GameParameterOptions parameters;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        Options.positive("--playouts", playouts);
        Options.positive("--batch", batch);
        Options.notNegative("--step-limit", stepLimit);
        PrintWriter out = spec.commandLine().getOut();
        AnalyzedGame analyzed = GameFiles.load(file, parameters.bindings());
        GameFiles.printWarnings(analyzed, spec.commandLine().getErr());
        CompiledGame game = CompiledGame.compile(analyzed);
        int size = (int) Math.min(batch, playouts);
        Simulator.Builder builder = engine.apply(Simulator.builder(game).batch(size).stepLimit(stepLimit));
        PlayoutSummary total = PlayoutSummary.empty();
        long start = System.nanoTime();
        try (Simulator sim = builder.build(); Progress progress = new Progress(spec.commandLine().getErr(), playouts)) {
            for (long first = 0; first < playouts; first += size) {
                long remaining = playouts - first;
                if (remaining < size) {
                    total = total.plus(partial(game, sim, (int) remaining, first));
                } else {
                    total = total.plus(sim.playouts(seed, first));
                }
                progress.update(total.playouts());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            out.print(new RunReport(game.game().name(), sim.backend().name(), sim.batchSize(), seed, total, seconds)
                    .render(format));
            out.flush();
        }
        return 0;
    }

    /** The last, smaller batch: a simulator of its own size, so that playout numbers stay exact. */
    private PlayoutSummary partial(CompiledGame game, Simulator full, int count, long first) {
        Simulator.Builder b = Simulator.builder(game).batch(count).backend(full.backend()).stepLimit(stepLimit);
        try (Simulator sim = engine.withThreads(b).build()) {
            return sim.playouts(seed, first);
        }
    }
}
