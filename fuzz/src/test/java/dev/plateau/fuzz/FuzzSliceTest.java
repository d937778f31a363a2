package dev.plateau.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.conformance.RepoFiles;
import dev.plateau.sim.Backends;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A fixed-seed slice of the fuzzer over the library games: every input is refused properly or
 * compiles and plays alike on the scalar and SIMD backends, in time.
 */
class FuzzSliceTest {
    private static final int INPUTS = 3_000;

    @Test
    void aFixedSeedSliceHasNoFindings() throws IOException {
        Fuzzer fuzzer = new Fuzzer(GameInputs.fromFolder(RepoFiles.games()), new GameTarget(Backends.byName("simd")));
        // A generous budget: the slice must not fail because the machine is busy.
        Fuzzer.Summary s = fuzzer.run(new Fuzzer.Config(INPUTS, 42, Duration.ofSeconds(60), 2, null,
                Duration.ofMinutes(5)), p -> {});
        assertEquals(INPUTS, s.inputs());
        assertEquals(0, s.findingCount(), () -> s.findings().stream()
                .map(f -> f.kind() + " at input " + f.index() + ": " + f.detail() + "\n--- input:\n"
                        + new String(f.input(), java.nio.charset.StandardCharsets.UTF_8))
                .collect(Collectors.joining("\n\n")));
        // The slice reaches both ends of the pipeline: refusals and games that play.
        assertTrue(s.accepted() > INPUTS / 20, "too few valid games to exercise the backends: " + s);
        assertTrue(s.refused() > INPUTS / 2, "too few refusals: " + s);
    }

    @Test
    void inputsDependOnlyOnTheSeedAndTheIndex() throws IOException {
        GameInputs a = GameInputs.fromFolder(RepoFiles.games());
        GameInputs b = GameInputs.fromFolder(RepoFiles.games());
        for (long i = 0; i < 200; i++) {
            assertArrayEquals(a.input(3, i), b.input(3, i));
        }
        long differ = 0;
        for (long i = 0; i < 200; i++) {
            differ += Arrays.equals(a.input(3, i), a.input(4, i)) ? 0 : 1;
        }
        assertTrue(differ > 150, "other seeds should give other inputs: " + differ + " of 200 differ");
        assertFalse(Arrays.equals(a.input(3, 0), a.input(3, 1)));
    }
}
