package dev.plateau.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CI conformance check: every playout of every trace set in the repository ({@code
 * conformance/*.jsonl.gz}, placement and movement games alike) replays exactly (conformance/README.md,
 * Replaying a playout) on the library game that its mapping file names, on the scalar and the SIMD
 * backend.
 */
class ConformanceTracesTest {
    /** The stems of the sets in {@code conformance/}, found by their files. */
    static List<String> sets() throws IOException {
        try (Stream<Path> files = Files.list(RepoFiles.conformance())) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".jsonl.gz"))
                    .map(n -> n.substring(0, n.length() - ".jsonl.gz".length())).sorted().toList();
        }
    }

    static Stream<Arguments> setsAndBackends() throws IOException {
        List<Arguments> all = new ArrayList<>();
        for (String set : sets()) {
            for (String backend : List.of("scalar", "simd")) {
                all.add(Arguments.of(set, backend));
            }
        }
        return all.stream();
    }

    /** The library game of a set with the parameters of its mapping file. */
    static CompiledGame compile(TraceSet set) throws IOException {
        String stem = set.mapping().libraryGame().orElseThrow(() -> new AssertionError(set.game()
                + ".plateau.json names no library_game"));
        return LibraryGames.compiled(stem, set.mapping().parameters());
    }

    @Test
    void theRepositoryHoldsEverySetOfTheReadme() throws IOException {
        // 9 placement games (Go among them), Hex and Reversi at two more sizes each, 5 movement games.
        assertEquals(18, sets().size(), sets().toString());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("setsAndBackends")
    void everyPlayoutAgrees(String stem, String backend) throws IOException {
        TraceSet traces = TraceSet.read(RepoFiles.conformance(), stem);
        assertEquals(100, traces.playouts().size());
        CompiledGame game = compile(traces);
        Conformance.Result result;
        try (Simulator sim = Simulator.builder(game).backend(backend).batch(1).threads(1).build()) {
            result = Conformance.check(traces, sim);
        }
        assertEquals(backend, result.backend());
        assertTrue(result.allAgree(), () -> result.counts() + "\n"
                + result.first().map(d -> d.report(game.topology())).orElse(""));
        assertEquals("agree=100 disagree=0 playouts=100", result.counts());
    }
}
