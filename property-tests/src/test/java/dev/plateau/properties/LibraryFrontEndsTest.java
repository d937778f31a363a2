package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.plateau.fluent.GameDefinition;
import dev.plateau.fluent.LibraryGames;
import dev.plateau.rules.Game;
import dev.plateau.text.LdxReader;
import java.nio.file.Path;
import java.util.Map;
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

    /** The parameterised games at sizes other than their defaults. */
    static Stream<Arguments> sizes() {
        return Stream.of(
                Arguments.of("hex", LibraryGames.hexDefinition(), Map.of("size", 7)),
                Arguments.of("hex", LibraryGames.hexDefinition(), Map.of("size", 19)),
                Arguments.of("gomoku", LibraryGames.gomokuDefinition(), Map.of("size", 9)),
                Arguments.of("reversi", LibraryGames.reversiDefinition(), Map.of("size", 4)),
                Arguments.of("reversi", LibraryGames.reversiDefinition(), Map.of("size", 6)),
                Arguments.of("reversi", LibraryGames.reversiDefinition(), Map.of("size", 10)),
                Arguments.of("reversi", LibraryGames.reversiDefinition(), Map.of("size", 16)),
                Arguments.of("connect_four", LibraryGames.connectFourDefinition(), Map.of("rows", 5, "columns", 8)),
                Arguments.of("connect_four", LibraryGames.connectFourDefinition(), Map.of("columns", 4)));
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("sizes")
    void textFileEqualsBuilderAtOtherSizes(String name, GameDefinition definition, Map<String, Integer> bindings)
            throws Exception {
        Game read = LdxReader.read(Path.of("..", "games", name + ".ldx"), bindings).game();
        assertEquals(definition.with(bindings), read);
        assertNotEquals(definition.withDefaults(), read);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void textFileEqualsBuilder(String name, Supplier<Game> built) throws Exception {
        Game read = LdxReader.read(Path.of("..", "games", name + ".ldx")).game();
        assertEquals(built.get(), read);
    }
}
