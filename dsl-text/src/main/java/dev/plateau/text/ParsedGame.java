package dev.plateau.text;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.rules.Game;
import java.util.Map;
import java.util.Objects;

/**
 * A game read from {@code .ldx} text, with the source position of every node the reader created, so
 * that later checks (the analysis) can point their errors at the text.
 *
 * @param game the rule graph
 * @param sourceMap where each node of {@code game} was written
 */
public record ParsedGame(Game game, SourceMap sourceMap) {
    /** Checks that both parts are present. */
    public ParsedGame {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(sourceMap, "sourceMap");
    }

    /**
     * The same text read again with some parameters bound (docs/language.md, {@code parameters});
     * parameters not named take their defaults.
     *
     * @param bindings values by parameter name
     * @return the game at those values
     * @throws dev.plateau.diagnostics.GameException if a name is not declared or a value is out of range
     */
    public ParsedGame with(Map<String, Integer> bindings) {
        return LdxReader.read(sourceMap.file(), sourceMap.text(), bindings);
    }

    /**
     * Analyses the game against its board, pointing every problem at the text that was read.
     *
     * @return the analysed game, with its source positions
     * @throws dev.plateau.diagnostics.GameException listing every problem, each at its position in the text
     */
    public AnalyzedGame analyze() {
        return Analysis.analyze(game, sourceMap);
    }
}
