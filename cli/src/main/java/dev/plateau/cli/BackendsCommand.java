package dev.plateau.cli;

import dev.plateau.sim.Backends;
import java.io.PrintWriter;
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
                    + " default) chooses."
        })
final class BackendsCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (Backends.Info info : Backends.all()) {
            out.printf(Locale.ROOT, "%-16s %-13s %s%n", info.name(),
                    info.availability().available() ? "available" : "unavailable", info.availability().detail());
            out.printf(Locale.ROOT, "%-16s %-13s %s%n", "", "", info.backend().description());
        }
        out.println("best available: " + Backends.best().name());
        return 0;
    }
}
