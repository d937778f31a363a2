package dev.plateau.testgames;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.analysis.Analysis;
import dev.plateau.rules.Game;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every library game passes the analysis with neither errors nor warnings (a warning would be a mistake). */
class LibraryAnalysisTest {
    static Stream<String> games() {
        return LibraryGames.stems().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void hasNeitherErrorsNorWarnings(String stem) {
        Game game = LibraryGames.game(stem);
        // Analysis.analyze throws a GameException, naming each error, where there is one.
        assertEquals(List.of(), Analysis.analyze(game).warnings());
    }
}
