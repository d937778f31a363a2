package dev.plateau.cli;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.conformance.Conformance;
import dev.plateau.conformance.Disagreement;
import dev.plateau.conformance.TraceFormatException;
import dev.plateau.conformance.TraceReader;
import dev.plateau.conformance.TraceSet;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.serve.GameLibrary;
import dev.plateau.sim.BackendUnavailableException;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code plateau conform GAME TRACES}: replays reference playouts recorded from independent engines
 * (conformance/README.md) on a simulator and reports how many agree, and the first disagreement in detail.
 */
@Command(
        name = "conform",
        mixinStandardHelpOptions = true,
        description = {
            "Replays reference playouts of a game on a simulator and checks each step.",
            "",
            "At every step it compares the player to move, the legal placements (or moves) and the board, and at"
                    + " the end the winner, the scores and the step count."
                    + " The first output line is for scripts, agree=A disagree=D playouts=N, and the first"
                    + " disagreement follows in detail. The exit code is 1 if any playout disagrees.",
            "",
            "TRACES holds one JSON playout per line, gzip-compressed: the mover, the move and the legal moves"
                    + " of every step, the cells it changes, and the final board and winner. The site table, looked"
                    + " for next to TRACES, maps the recording engine's site codes to Plateau cells; the optional"
                    + " mapping file says which Plateau piece type each component is, whether the players are"
                    + " swapped, and the game's parameters for the set. Two formats: Ludii's placement format (a"
                    + " bit mask of legal codes) and move-v2 (from-to moves and components) for every game; a"
                    + " move-v2 site table with \"codes\": \"plateau\" checks traces of any engine that numbers"
                    + " cells as Plateau does. The folder conformance/ holds the traces of the library's games"
                    + " (Ludii 1.3.12, and Yavalax from an independent implementation), and its README describes the"
                    + " formats. The files of a game:",
            "",
            "  <game>.jsonl.gz      the playouts (TRACES)",
            "  <game>.board.json    the site table",
            "  <game>.plateau.json  the mapping file (optional)",
            "",
            "The formats and the replay: conformance/README.md"
        },
        footer = {"", "Example:", "  plateau conform games/hex.ldx \\", "      conformance/hex.jsonl.gz --backend simd"})
final class ConformCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GAME", description = "the .ldx file of the game")
    private Path gameFile;

    @Parameters(index = "1", paramLabel = "TRACES", description = "the playouts, <game>.jsonl.gz")
    private Path traces;

    @Option(names = "--backend", paramLabel = "NAME",
            description = "the simulator backend: scalar, simd, … or best (default: ${DEFAULT-VALUE})")
    private String backend = "scalar";

    @Option(names = "--limit", paramLabel = "N", description = "replay only the first N playouts (default: all)")
    private Integer limit;

    @Option(names = "--board", paramLabel = "FILE",
            description = "the site table (default: the game's board file next to TRACES)")
    private Path board;

    @Option(names = "--mapping", paramLabel = "FILE",
            description = "the mapping file (default: the game's mapping file next to the site table, if there is one)")
    private Path mapping;

    @Mixin
    private GameParameterOptions parameters;

    @Spec
    private CommandSpec spec;

    private Simulator open(CompiledGame game) {
        try {
            return Simulator.builder(game).batch(1).threads(1).backend(Backends.byName(backend)).build();
        } catch (BackendUnavailableException e) {
            throw new UserException(e.getMessage());
        }
    }

    @Override
    public Integer call() {
        if (limit != null && limit < 1) {
            throw new UserException("--limit must be at least 1, not " + limit);
        }
        PrintWriter out = spec.commandLine().getOut();
        Map<String, Integer> bindings = parameters.bindings();
        AnalyzedGame analyzed = GameFiles.load(gameFile, bindings);
        Path sites = board != null ? board : TraceSet.siteTableNextTo(traces);
        if (board == null && Files.exists(traces) && !Files.exists(sites)) {
            throw new UserException(sites + ": no such file (the site table is looked for next to the traces; "
                    + "give another with --board FILE)");
        }
        Path map = mapping != null ? mapping : TraceSet.mappingNextTo(sites);
        TraceSet set;
        try {
            set = TraceReader.readSet(traces, sites, mapping != null || Files.exists(map) ? map : null,
                    limit == null ? Integer.MAX_VALUE : limit);
        } catch (TraceFormatException e) {
            throw new UserException(e.getMessage());
        }
        int cells = analyzed.topology().cellCount();
        if (cells != set.sites().cells()) {
            Map<String, Integer> setParameters = set.mapping().parameters();
            throw new UserException(sites + ": the site table of " + set.game() + " has " + set.sites().cells()
                    + " sites, but " + gameFile + " (\"" + TerminalText.escape(analyzed.game().name()) + "\", "
                    + GameLibrary.describeBoard(analyzed.game().board()) + ") has " + cells + " cells"
                    + (setParameters.isEmpty() || setParameters.equals(bindings) ? ""
                            : "; the set's mapping file plays it with " + setParameters.entrySet().stream()
                                    .map(e -> "--set " + e.getKey() + "=" + e.getValue())
                                    .collect(Collectors.joining(" "))));
        }
        CompiledGame game = CompiledGame.compile(analyzed);
        try {
            Conformance.checkFits(set, game);
        } catch (IllegalArgumentException e) {
            throw new UserException(gameFile + ": " + e.getMessage());
        }
        Conformance.Result result;
        try (Simulator sim = open(game)) {
            result = Conformance.check(set, sim);
        }
        out.println(result.counts());
        out.println("game \"" + TerminalText.escape(analyzed.game().name()) + "\" (" + gameFile + "), traces " + traces
                + ", sites " + sites + ", backend " + result.backend());
        if (!result.allAgree()) {
            List<Disagreement> all = result.disagreements();
            out.println("disagreeing seeds: " + all.stream().limit(30).map(d -> String.valueOf(d.playout().seed()))
                    .collect(Collectors.joining(" ")) + (all.size() > 30 ? " … (" + all.size() + " in all)" : ""));
            out.println();
            out.println("first disagreement (expected = the trace, actual = the simulator; cells in Plateau coordinates):");
            out.println(TerminalText.escapeLines(all.get(0).report(game.topology())));
        }
        out.flush();
        return result.allAgree() ? 0 : Main.USER_ERROR;
    }
}
