package dev.plateau.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CI conformance check: every playout of the repository's traces ({@code conformance/}) replays
 * exactly (conformance/README.md, Replaying a playout) on the library's game, on the scalar and the
 * SIMD backend.
 */
class ConformanceTracesTest {
    static Stream<Arguments> gamesAndBackends() {
        List<Arguments> all = new ArrayList<>();
        for (TraceGame g : TraceGame.values()) {
            for (String backend : List.of("scalar", "simd")) {
                all.add(Arguments.of(g, backend));
            }
        }
        return all.stream();
    }

    static CompiledGame compile(TraceGame g) throws IOException {
        return LibraryGames.compiled(g.gameStem(), g.bindings());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("gamesAndBackends")
    void everyPlayoutAgrees(TraceGame g, String backend) throws IOException {
        TraceSet traces = TraceSet.read(RepoFiles.conformance(), g);
        assertEquals(100, traces.playouts().size());
        CompiledGame game = compile(g);
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
