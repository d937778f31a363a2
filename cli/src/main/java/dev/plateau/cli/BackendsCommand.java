package dev.plateau.cli;

import dev.plateau.sim.Backends;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code plateau backends}: every backend, whether it can run here, and why not. */
@Command(
        name = "backends",
        mixinStandardHelpOptions = true,
        description = {
            "Lists the backends, best first, and whether each can run on this machine.",
            "",
            "For a backend that cannot run here it says why; at the end, which one `--backend best` (the"
                    + " default) chooses, with a warning for any better one that should run here but does not,"
                    + " and how to fix it."
        })
final class BackendsCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Backends.Info> all = Backends.all();
        for (Backends.Info info : all) {
            out.printf(Locale.ROOT, "%-16s %-13s %s%n", info.name(),
                    info.availability().available() ? "available" : "unavailable", info.availability().detail());
            out.printf(Locale.ROOT, "%-16s %-13s %s%n", "", "", info.backend().description());
        }
        Backends.Choice best = Backends.choose(all);
        out.println("best available: " + best.backend().name());
        best.warnings().forEach(w -> out.println("warning: " + w));
        return 0;
    }
}
