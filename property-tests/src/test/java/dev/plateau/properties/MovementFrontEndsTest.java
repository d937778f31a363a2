package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.plateau.fluent.MovementGames;
import dev.plateau.rules.Game;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The two front ends agree on the games of docs/language.md, Pieces and moves: the text the
 * reference shows, read by {@link LdxReader}, equals the same game written with the fluent builder
 * ({@link MovementGames}), and the canonical writer's text reads back as the same game.
 */
class MovementFrontEndsTest {
    private static final Path REFERENCE = Path.of("..", "docs", "language.md");

    @Test
    void breakthroughInTextEqualsBreakthroughInJava() throws IOException {
        String text = referenceGame("Breakthrough");
        assertEquals(MovementGames.breakthrough(), LdxReader.read("breakthrough.ldx", text).game());
        Map<String, Integer> small = Map.of("size", 5);
        Game read = LdxReader.read("breakthrough.ldx", text, small).game();
        assertEquals(MovementGames.breakthroughDefinition().with(small), read);
        assertNotEquals(MovementGames.breakthrough(), read);
    }

    @Test
    void amazonsInTextEqualsAmazonsInJava() throws IOException {
        assertEquals(MovementGames.amazons(), LdxReader.read("amazons.ldx", referenceGame("Amazons")).game());
    }

    @Test
    void theBuilderGamesSurviveTheCanonicalWriter() {
        for (Game g : new Game[] {MovementGames.breakthrough(), MovementGames.amazons()}) {
            assertEquals(g, LdxReader.read("written.ldx", LdxWriter.write(g), g.parameters().values()).game());
        }
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
