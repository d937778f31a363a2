package dev.plateau.cli;

import dev.plateau.cuda.ptx.Kernel;
import dev.plateau.cuda.ptx.PtxModules;
import dev.plateau.cuda.ptx.PtxTarget;
import dev.plateau.sim.CompiledGame;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code plateau ptx GAME}: prints the generated GPU code of a game. */
@Command(
        name = "ptx",
        mixinStandardHelpOptions = true,
        description = {
            "Prints the GPU code (PTX) of a game.",
            "",
            "These are the kernels the cuda backend runs: init, step, the fused playout and the summary of"
                    + " outcomes, or only the one"
                    + " chosen with --kernel. The output is a complete module that assembles with"
                    + " `ptxas -arch=sm_80` (or sm_90). The kernels' interface is described in the README of the"
                    + " cuda-backend module."
        })
final class PtxCommand implements Callable<Integer> {
    /** The kernels, by the names users type. */
    enum KernelName {
        init(Kernel.INIT), step(Kernel.STEP), playout(Kernel.PLAYOUT), summary(Kernel.SUMMARY);

        final Kernel kernel;

        KernelName(Kernel kernel) {
            this.kernel = kernel;
        }
    }

    @Parameters(paramLabel = "GAME", description = "the .ldx file of the game")
    private Path file;

    @Option(names = "--kernel", paramLabel = "KERNEL", description = "only this kernel: ${COMPLETION-CANDIDATES}")
    private KernelName kernel;

    @Option(names = "--target", paramLabel = "ARCH", description = "sm_80 or sm_90 (default: ${DEFAULT-VALUE})")
    private String target = "sm_80";

    @Mixin
    private GameParameterOptions parameters;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PtxTarget t = switch (target.toLowerCase(Locale.ROOT)) {
            case "sm_80" -> PtxTarget.SM_80;
            case "sm_90" -> PtxTarget.SM_90;
            default -> throw new UserException("--target must be sm_80 or sm_90, not " + target);
        };
        CompiledGame game = CompiledGame.compile(GameFiles.load(file, parameters.bindings()));
        Set<Kernel> kernels = kernel == null ? EnumSet.allOf(Kernel.class) : EnumSet.of(kernel.kernel);
        spec.commandLine().getOut().print(PtxModules.emit(game.plan(), t, kernels).text());
        spec.commandLine().getOut().flush();
        return 0;
    }
}
