package dev.plateau.analysis;

import dev.plateau.board.Topology;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.rules.Game;
import java.util.List;
import java.util.Objects;

/**
 * A game that passed the analysis, with everything the lowering needs about it.
 *
 * @param game the game, unchanged
 * @param topology the geometry of its board
 * @param facts what the game uses (optional state, action count)
 * @param sources where its nodes were written ({@link SourceMap#EMPTY} for games built in Java)
 * @param warnings what the analysis found suspicious but allowed (parts that can never match on
 *     the board), in source order; empty for most games
 */
public record AnalyzedGame(Game game, Topology topology, Facts facts, SourceMap sources, List<Diagnostic> warnings) {
    /** Checks that the parts belong together: the topology is that of the game's board. */
    public AnalyzedGame {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(topology, "topology");
        Objects.requireNonNull(facts, "facts");
        Objects.requireNonNull(sources, "sources");
        warnings = List.copyOf(warnings);
        if (!topology.board().equals(game.board())) {
            throw new IllegalArgumentException("the topology of " + topology.board()
                    + " does not belong to a game on " + game.board());
        }
    }

    /** A game without warnings. */
    public AnalyzedGame(Game game, Topology topology, Facts facts, SourceMap sources) {
        this(game, topology, facts, sources, List.of());
    }
}
