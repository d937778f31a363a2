package dev.plateau.fluent;

import static java.util.Map.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fluent front end's one test against the library: every game of {@code games/*.ldx}, read by
 * the text reader, equals the same game written with the builder ({@link LibraryBuilders}), at its
 * parameters' defaults and, for the parameterised games, at other sizes.
 */
class LibraryBuildersTest {
    /** The builder of each library game, by file stem. */
    private static final Map<String, Supplier<Game>> BUILT = Map.ofEntries(
            entry("tic_tac_toe", LibraryBuilders::ticTacToe),
            entry("connect_four", LibraryBuilders::connectFour),
            entry("hex", LibraryBuilders::hex),
            entry("reversi", LibraryBuilders::reversi),
            entry("gomoku", LibraryBuilders::gomoku),
            entry("pente", LibraryBuilders::pente),
            entry("yavalath", LibraryBuilders::yavalath),
            entry("yavalax", LibraryBuilders::yavalax),
            entry("connect6", LibraryBuilders::connect6),
            entry("complexity_demo", LibraryBuilders::complexityDemo),
            entry("breakthrough", LibraryBuilders::breakthrough),
            entry("amazons", LibraryBuilders::amazons),
            entry("english_draughts", LibraryBuilders::englishDraughts),
            entry("fox_and_geese", LibraryBuilders::foxAndGeese),
            entry("go", LibraryBuilders::go),
            entry("nine_mens_morris", LibraryBuilders::nineMensMorris),
            entry("tablut", LibraryBuilders::tablut),
            entry("tablut_linnaeus", LibraryBuilders::tablutLinnaeus));

    static Stream<String> stems() {
        return LibraryGames.stems().stream();
    }

    /** The parameterised games at sizes other than their defaults. */
    static Stream<Arguments> sizes() {
        return Stream.of(
                Arguments.of("hex", LibraryBuilders.hexDefinition(), Map.of("size", 7)),
                Arguments.of("hex", LibraryBuilders.hexDefinition(), Map.of("size", 19)),
                Arguments.of("gomoku", LibraryBuilders.gomokuDefinition(), Map.of("size", 9)),
                Arguments.of("reversi", LibraryBuilders.reversiDefinition(), Map.of("size", 4)),
                Arguments.of("reversi", LibraryBuilders.reversiDefinition(), Map.of("size", 6)),
                Arguments.of("reversi", LibraryBuilders.reversiDefinition(), Map.of("size", 10)),
                Arguments.of("reversi", LibraryBuilders.reversiDefinition(), Map.of("size", 16)),
                Arguments.of("connect_four", LibraryBuilders.connectFourDefinition(), Map.of("rows", 5, "columns", 8)),
                Arguments.of("connect_four", LibraryBuilders.connectFourDefinition(), Map.of("columns", 4)),
                Arguments.of("breakthrough", LibraryBuilders.breakthroughDefinition(), Map.of("size", 5)),
                Arguments.of("nine_mens_morris", LibraryBuilders.nineMensMorrisDefinition(), Map.of("ludii", 1)),
                Arguments.of("go", LibraryBuilders.goDefinition(), Map.of("size", 5, "ludii", 1)),
                Arguments.of("go", LibraryBuilders.goDefinition(), Map.of("size", 19, "komi_points", 6)));
    }

    @Test
    void everyLibraryFileHasItsBuilder() {
        assertEquals(LibraryGames.stems(), new TreeSet<>(BUILT.keySet()).stream().toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stems")
    void builderEqualsTheFile(String stem) {
        assertEquals(LibraryGames.game(stem), BUILT.get(stem).get());
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("sizes")
    void builderEqualsTheFileAtOtherSizes(String stem, GameDefinition definition, Map<String, Integer> bindings) {
        Game read = LibraryGames.game(stem, bindings);
        assertEquals(definition.with(bindings), read);
        assertNotEquals(definition.withDefaults(), read);
    }
}
