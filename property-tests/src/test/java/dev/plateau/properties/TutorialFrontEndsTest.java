package dev.plateau.properties;

import static dev.plateau.fluent.Ldx.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.rules.Game;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The tutorial of {@code docs/language.md} says that its game written with the fluent builder (step
 * 5) equals the text version (step 3, the last {@code lisp} block of the document).
 */
class TutorialFrontEndsTest {
    private static final Path REFERENCE = Path.of("..", "docs", "language.md");

    @Test
    void builderVersionEqualsTextVersion() throws IOException {
        // Written exactly as the tutorial shows it.
        Game pincer = game("Pincer")
                .board(square(7))
                .play(onceThrough(P1).place(center()),
                      repeat(P2, P1).place(empty())
                              .effects(capture(custodialAny().orientation(ORTHOGONAL)).incrementScore()))
                .end(when(line(4), moverWins()),
                     when(atLeast(score(MOVER), 4), moverWins()),
                     when(fullBoard(), byScore()));

        assertEquals(LdxReader.read("pincer.ldx", lastLispBlock()).game(), pincer);
    }

    private static String lastLispBlock() throws IOException {
        Matcher m = Pattern.compile("```lisp\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(REFERENCE, StandardCharsets.UTF_8));
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        return last;
    }
}
