package dev.plateau.analysis;

import dev.plateau.board.Topology;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.rules.Game;
import java.util.List;
import java.util.Objects;

/**
 * Checks a whole game against its board and computes its {@link Facts}. Each concern has a checker
 * of its own ({@link SizeChecks}, {@link StartChecks}, {@link BoardChecks}, {@link PieceChecks},
 * {@link EndRuleChecks}, {@link GroupRuleChecks}), which reports through one {@link Reporter} and quotes the rules as {@link
 * RuleText} writes them.
 *
 * <p>The node records of {@code dev.plateau.rules} already reject every error that a node can see
 * on its own ({@code (line 0)}, an even hexagon diameter, a bad board size, {@code (players 3)}, a
 * pattern with the wrong number of values, a board over the cell limit). The analysis adds the
 * compile-time errors that need the board (docs/language.md, "Compile-time errors"):
 *
 * <ul>
 *   <li>a start cell index ≥ M;
 *   <li>a direction or orientation the board lacks, named explicitly in {@code adjacent} or {@code
 *       connected} ({@code direction:}) or in {@code line} or {@code custodial} ({@code
 *       orientation:}): on hex boards {@code up}, {@code down}, {@code vertical} and {@code
 *       orthogonal} (docs/language.md, "Directions"), the last with the hint "use {@code horizontal}";
 *   <li>an {@code (edge X)} the board does not have, listing the edges it has (docs/language.md, "Edges");
 *   <li>{@code pattern} on a hex board (docs/language.md, {@code pattern});
 *   <li>a direction a movement names that the board lacks; relative directions ({@code forward}, …)
 *       need the board's {@code up} and {@code down}, so hex boards have none (docs/language.md,
 *       {@code step});
 *   <li>the piece types (docs/language.md, {@code pieces}): a type declared twice or named like a
 *       parameter; a name that no declaration gives, in a start placement, {@code piece:}, {@code
 *       shoot} or {@code (piece NAME)}; a start placement of a type its player cannot own or of a
 *       neutral type; a player who places or starts with pieces but may own no type; a {@code piece:}
 *       that no mover of its phase can own; a shot of a type that a mover of its phase cannot own;
 *   <li>a start region that is not fixed by the board (docs/language.md, {@code start});
 *   <li>{@code (no_moves)} outside the condition of an end rule (docs/language.md, {@code no_moves});
 *   <li>a game over one of the {@link Limits}: a {@code line} length or a {@code custodial}
 *       bracket longer than any line of any board, rules nested too deep, more actions than {@link
 *       Limits#MAX_ACTIONS}, or a game whose compiled program would be too large (estimated
 *       construct by construct, reported at the costliest).
 * </ul>
 *
 * <p>The whole graph is checked and every problem is reported, not just the first. Some things are
 * allowed but almost certainly mistakes, and are reported as warnings: a length within the limit
 * but without windows on the game's board ({@code (line 4)} on 3 × 3), which is not an error (its
 * count is 0; see docs/language.md, line) but can never match; a start cell given to both
 * players, where the later placement overwrites the earlier one (see docs/language.md, start); a
 * start region without cells; a {@code (piece NAME mover)} of a neutral type, which is always empty;
 * and a declared piece type that the start and the phases never use.
 */
public final class Analysis {
    private Analysis() {}

    /**
     * Analyses a game built in Java, without source positions.
     *
     * @throws GameException listing every problem found, without positions
     */
    public static AnalyzedGame analyze(Game game) {
        return analyze(game, SourceMap.EMPTY);
    }

    /**
     * Analyses a game: checks it against its board and computes its facts.
     *
     * <p>Each problem is one {@link Diagnostic} at the span of the offending node ({@code
     * sources.spanOf(node)}); when the map has no span for that node, the span of its nearest
     * enclosing node that has one is used, and without any, the diagnostic has no span. The
     * diagnostics are in source order (by line and column; in the order of the rule graph, which is
     * the order of the text, when spans are missing or equal). The same problem at the same place
     * is reported once.
     *
     * @param game the game to analyse
     * @param sources where the game's nodes were written, {@link SourceMap#EMPTY} for Java-built games
     * @return the game with its topology, facts, sources and warnings
     * @throws GameException listing every error found, with {@code sources.text()} as its source
     *     text
     */
    public static AnalyzedGame analyze(Game game, SourceMap sources) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(sources, "sources");
        Topology topology = Topology.of(game.board());
        Reporter reporter = new Reporter(sources);
        SizeChecks sizes = new SizeChecks(reporter, game, topology);
        StartChecks start = new StartChecks(reporter, topology);
        BoardChecks board = new BoardChecks(reporter, topology);
        PieceChecks pieces = new PieceChecks(reporter, game);
        EndRuleChecks endRules = new EndRuleChecks(reporter);
        GroupRuleChecks groupRules = new GroupRuleChecks(reporter, game);
        // One walk, every checker at each node, in an order that keeps the problems found at one
        // place in the order a reader meets them: a movement's directions before its piece, a
        // placement's piece before its cells.
        Nodes.preorder(game, (node, ancestors) -> {
            sizes.check(node, ancestors);
            start.checkRegion(node, ancestors);
            board.check(node, ancestors);
            pieces.check(node, ancestors);
            start.check(node, ancestors);
            endRules.check(node, ancestors);
            groupRules.check(node, ancestors);
        });
        pieces.checkUnused();
        sizes.checkActions();
        sizes.checkWorkload();
        List<Diagnostic> problems = reporter.diagnostics();
        List<Diagnostic> errors = problems.stream().filter(d -> !d.isWarning()).toList();
        if (!errors.isEmpty()) {
            throw new GameException(errors, sources.text());
        }
        List<Diagnostic> warnings = problems.stream().filter(Diagnostic::isWarning).toList();
        return new AnalyzedGame(game, topology, Facts.of(game), sources, warnings);
    }
}
