package dev.plateau.cli;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.rules.Game;
import dev.plateau.serve.GameLibrary;
import dev.plateau.text.LdxWriter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code plateau check FILE...}: reads and validates games and prints a summary of each. */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        description = {
            "Reads and validates .ldx games, reporting every problem of every file.",
            "",
            "For each valid game it prints a summary: the board, its cells and actions, the phases and the end"
                    + " rules. For each invalid game it prints every error with its file, line and column (of a"
                    + " syntax error, only the first), then goes on to the next file.",
            "",
            "Warnings (a rule that can never take effect on the game's board, a start cell given to both"
                    + " players) are printed like errors but do not make a game invalid. A valid game is also"
                    + " compiled and played: if every one of " + FirstTurnProbe.PLAYOUTS + " random playouts ends"
                    + " on the first move, before the other player moves, check warns that no one could play it.",
            "",
            "Exits with 1 if any file has an error."
        })
final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "the .ldx files to check")
    private List<Path> files;

    @Mixin
    private GameParameterOptions parameters;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int failed = 0;
        for (Path file : files) {
            try {
                AnalyzedGame game = GameFiles.load(file, parameters.bindings());
                out.println(summary(file, game));
                GameFiles.printWarnings(game, err);
                FirstTurnProbe.warning(game).ifPresent(w -> err.println(TerminalText.escape(file.toString()) + ": " + w));
            } catch (GameException e) {
                failed++;
                err.println(TerminalText.escapeLines(e.getMessage()));
            } catch (UserException e) {
                failed++;
                err.println(TerminalText.escapeLines(e.getMessage()));
            }
        }
        if (files.size() > 1) {
            out.printf("%d of %d games valid%n", files.size() - failed, files.size());
        }
        return failed == 0 ? 0 : Main.USER_ERROR;
    }

    static String summary(Path file, AnalyzedGame analyzed) {
        Game g = analyzed.game();
        StringBuilder s = new StringBuilder();
        s.append(TerminalText.escape(file.toString())).append(": valid — \"").append(TerminalText.escape(g.name()))
                .append("\"\n");
        if (!g.parameters().isEmpty()) {
            s.append("  params   ").append(g.parameters().declared().stream()
                    .map(p -> p.name() + "=" + g.parameters().values().get(p.name()) + " (" + p.min() + " … " + p.max()
                            + ", default " + p.defaultValue() + ")")
                    .collect(Collectors.joining("; "))).append('\n');
        }
        s.append("  board    ").append(GameLibrary.describeBoard(g.board()))
                .append(", ").append(analyzed.topology().cellCount()).append(" cells, ")
                .append(analyzed.facts().actionCount()).append(" actions")
                .append(g.hasPassAction() ? " (incl. pass)" : "").append('\n');
        if (!g.pieces().isEmpty()) {
            s.append("  pieces   ").append(g.pieces().stream()
                    .map(t -> t.name() + " (" + t.owner().word() + ")")
                    .collect(Collectors.joining(", "))).append('\n');
        }
        if (!g.start().isEmpty()) {
            s.append("  start    ").append(g.start().stream()
                    .map(p -> p.ownerWord() + p.piece().map(n -> " " + n).orElse("") + " on "
                            + p.region().map(LdxWriter::inline).orElse(p.cells().toString()))
                    .collect(Collectors.joining("; "))).append('\n');
        }
        List<String> phases = GameLibrary.phases(g);
        for (int i = 0; i < phases.size(); i++) {
            s.append(i == 0 ? "  phases   " : "           ").append(i + 1).append(". ").append(phases.get(i))
                    .append(g.phases().get(i).rule().forcePass() ? " (force_pass)" : g.phases().get(i).rule().passAlways() ? " (pass)" : "").append('\n');
        }
        for (int i = 0; i < g.endRules().size(); i++) {
            s.append(i == 0 ? "  end      " : "           ").append(i + 1).append(". ")
                    .append(GameLibrary.endRule(g.endRules().get(i))).append('\n');
        }
        return s.toString().stripTrailing();
    }
}
