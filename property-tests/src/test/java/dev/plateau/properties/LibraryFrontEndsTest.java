package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.fluent.LibraryGames;
import dev.plateau.rules.Game;
import dev.plateau.text.LdxReader;
import java.nio.file.Path;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two front ends agree on the game library: each {@code games/<name>.ldx}, read by {@link
 * LdxReader}, equals the same game written with the fluent builder ({@link LibraryGames}).
 */
class LibraryFrontEndsTest {
    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of("tic_tac_toe", (Supplier<Game>) LibraryGames::ticTacToe),
                Arguments.of("connect_four", (Supplier<Game>) LibraryGames::connectFour),
                Arguments.of("hex", (Supplier<Game>) LibraryGames::hex),
                Arguments.of("reversi", (Supplier<Game>) LibraryGames::reversi),
                Arguments.of("gomoku", (Supplier<Game>) LibraryGames::gomoku),
                Arguments.of("pente", (Supplier<Game>) LibraryGames::pente),
                Arguments.of("yavalath", (Supplier<Game>) LibraryGames::yavalath),
                Arguments.of("yavalax", (Supplier<Game>) LibraryGames::yavalax),
                Arguments.of("connect6", (Supplier<Game>) LibraryGames::connect6),
                Arguments.of("complexity_demo", (Supplier<Game>) LibraryGames::complexityDemo));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void textFileEqualsBuilder(String name, Supplier<Game> built) throws Exception {
        Game read = LdxReader.read(Path.of("..", "games", name + ".ldx")).game();
        assertEquals(built.get(), read);
    }
}
