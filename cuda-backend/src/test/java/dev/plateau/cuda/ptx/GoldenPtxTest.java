package dev.plateau.cuda.ptx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The PTX of a few small games is committed under {@code src/test/resources/golden/} and must not
 * change unnoticed: every change to the emitter shows up as a readable diff of these files. Run
 * with {@code -Dplateau.updateGoldens=true} to rewrite them; that run fails once, on purpose.
 */
class GoldenPtxTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");
    private static final boolean UPDATE = Boolean.getBoolean("plateau.updateGoldens");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tic_tac_toe", "connect_four"})
    void ptxEqualsTheGolden(String name) throws IOException {
        String actual = PtxModules.emit(LibraryGames.compiled(name).plan(), PtxTarget.SM_80).text();
        Path file = GOLDEN.resolve(name + ".sm_80.ptx");
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, actual, StandardCharsets.US_ASCII);
            fail("rewrote " + file + "; review the diff and run again without -Dplateau.updateGoldens=true");
        }
        if (!Files.exists(file)) {
            fail("no golden file " + file.toAbsolutePath() + "; create it with -Dplateau.updateGoldens=true");
        }
        assertEquals(Files.readString(file, StandardCharsets.US_ASCII), actual,
                () -> "the PTX of " + name + " differs from " + file
                        + "; if the change is intended, rewrite the goldens with -Dplateau.updateGoldens=true");
    }
}
