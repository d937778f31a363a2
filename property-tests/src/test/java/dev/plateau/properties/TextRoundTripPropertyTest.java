package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.plateau.rules.Game;
import dev.plateau.rules.RuleGraphs;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import dev.plateau.text.ParsedGame;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Random rule graphs survive writing as {@code .ldx} text and reading back. */
class TextRoundTripPropertyTest {
    /** The seed of every property here; {@code -DQT_SEED=n} runs them with another one. */
    static final long SEED = Long.getLong("QT_SEED", 20_250_101L);

    @Test
    void writtenGamesReadBackEqual() {
        qt().withFixedSeed(SEED).withExamples(1500).forAll(GameGenerators.games()).checkAssert(game -> {
            String text = LdxWriter.write(game);
            ParsedGame parsed = LdxReader.read("random.ldx", text);
            assertEquals(game, parsed.game(), text);
            assertEquals(text, LdxWriter.write(parsed.game()), "writing the read game gives the same text");
        });
    }

    @Test
    void everyNodeOfAReadGameHasASpan() {
        qt().withFixedSeed(SEED).withExamples(300).forAll(GameGenerators.games()).checkAssert(game -> {
            ParsedGame parsed = LdxReader.read("random.ldx", LdxWriter.write(game));
            for (var node : RuleGraphs.nodes(parsed.game())) {
                assertTrue(parsed.sourceMap().spanOf(node).isPresent(), () -> "no span for " + node);
            }
        });
    }

    @Test
    void randomGamesCanAlsoBeDrawnFromASeed() {
        Game a = GameGenerators.randomGame(new SplittableRandom(7));
        Game b = GameGenerators.randomGame(new SplittableRandom(7));
        assertEquals(a, b);
        assertEquals(a, LdxReader.read("seeded.ldx", LdxWriter.write(a)).game());
    }
}
