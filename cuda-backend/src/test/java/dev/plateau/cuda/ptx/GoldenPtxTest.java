package dev.plateau.cuda.ptx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.plateau.analysis.LibraryGames;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The PTX of a few small games is committed under {@code src/test/resources/golden/} and must not
 * change unnoticed: every change to the emitter shows up as a readable diff of these files. Run
 * with {@code -Dplateau.updateGoldens=true} to rewrite them; that run fails once, on purpose.
 */
class GoldenPtxTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");
    private static final boolean UPDATE = Boolean.getBoolean("plateau.updateGoldens");

    static Stream<Arguments> games() {
        return Stream.of(Arguments.of("tic_tac_toe", (Supplier<Game>) LibraryGames::ticTacToe),
                Arguments.of("connect_four", (Supplier<Game>) LibraryGames::connectFour));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void ptxEqualsTheGolden(String name, Supplier<Game> game) throws IOException {
        String actual = PtxModules.emit(CompiledGame.compile(game.get()).plan(), PtxTarget.SM_80).text();
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
