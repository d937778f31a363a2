package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The library's text beyond its files: the complete games that docs/language.md (Pieces and moves)
 * shows are the library's, and the canonical writer's text of every library game reads back as the
 * same game.
 */
class LibraryTextTest {
    private static final Path REFERENCE = Path.of("..", "docs", "language.md");

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Breakthrough, breakthrough", "Amazons, amazons"})
    void theReferenceShowsTheLibraryGame(String name, String stem) throws IOException {
        assertEquals(LibraryGames.game(stem), LdxReader.read(stem + ".ldx", referenceGame(name)).game());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Breakthrough, breakthrough, 5"})
    void theReferenceGameTakesTheLibrarySizes(String name, String stem, int size) throws IOException {
        Map<String, Integer> bindings = Map.of("size", size);
        Game read = LdxReader.read(stem + ".ldx", referenceGame(name), bindings).game();
        assertEquals(LibraryGames.game(stem, bindings), read);
        assertNotEquals(LibraryGames.game(stem), read);
    }

    static Stream<String> stems() {
        return LibraryGames.stems().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stems")
    void everyLibraryGameSurvivesTheCanonicalWriter(String stem) {
        Game game = LibraryGames.game(stem);
        assertEquals(game, LdxReader.read("written.ldx", LdxWriter.write(game), game.parameters().values()).game());
    }

    /** The {@code lisp} block of the reference that holds the complete game of this name. */
    private static String referenceGame(String name) throws IOException {
        Matcher m = Pattern.compile("```lisp\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(REFERENCE, StandardCharsets.UTF_8));
        while (m.find()) {
            if (m.group(1).startsWith("(game \"" + name + "\"")) {
                return m.group(1);
            }
        }
        throw new AssertionError("no game \"" + name + "\" in " + REFERENCE);
    }
}
