package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden tests of error messages: each {@code errors/NAME.ldx} must fail with exactly the text of
 * {@code errors/NAME.expected} (the full rendered {@link GameException#getMessage()}).
 *
 * <p>Run with {@code -Dplateau.updateGoldens=true} to rewrite the expected files from the current
 * messages. That run fails on purpose, so that it cannot pass unnoticed; the changes then show up
 * as diffs of the expected files, and the next run without the switch passes.
 */
class ErrorGoldenTest {
    private static final Path DIR = Path.of("src", "test", "resources", "errors");
    private static final boolean UPDATE = Boolean.getBoolean("plateau.updateGoldens");

    @TestFactory
    Stream<DynamicTest> everyErrorFileFailsWithItsExpectedMessage() throws IOException {
        return inputs().stream().map(input -> DynamicTest.dynamicTest(name(input), () -> check(input)));
    }

    @Test
    void thereAreAtLeastTwentyDistinctErrors() throws IOException {
        assertTrue(inputs().size() >= 20, "only " + inputs().size() + " golden error files");
    }

    private static void check(Path input) throws IOException {
        String text = Files.readString(input, StandardCharsets.UTF_8);
        GameException e = assertThrows(GameException.class, () -> LdxReader.read(name(input), text),
                "reading " + input + " should fail");
        for (Diagnostic d : e.diagnostics()) {
            assertTrue(d.span().isPresent(), "a diagnostic without a span: " + d);
        }
        String actual = e.getMessage() + "\n";
        Path expectedFile = input.resolveSibling(name(input).replaceFirst("\\.ldx$", ".expected"));
        if (UPDATE) {
            boolean changed = !Files.exists(expectedFile) || !Files.readString(expectedFile).equals(actual);
            Files.writeString(expectedFile, actual, StandardCharsets.UTF_8);
            fail((changed ? "rewrote " : "rewrote (unchanged) ") + expectedFile
                    + "; run again without -Dplateau.updateGoldens");
        }
        if (!Files.exists(expectedFile)) {
            fail("missing " + expectedFile + "; create it with -Dplateau.updateGoldens=true. The message is:\n" + actual);
        }
        assertEquals(Files.readString(expectedFile, StandardCharsets.UTF_8), actual, "message for " + input);
    }

    private static List<Path> inputs() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.filter(p -> p.toString().endsWith(".ldx")).sorted().toList();
        }
    }

    private static String name(Path p) {
        return p.getFileName().toString();
    }
}
