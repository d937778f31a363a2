package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.testgames.LibraryGames;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Go's heuristic, the mover's territory minus the opponent's (games/go.ldx), on positions counted
 * by hand, on every backend that runs here.
 */
class GoHeuristicTest {
    private static final CompiledGame GO_5 = LibraryGames.compiled("go", Map.of("size", 5));

    /**
     * On 5 × 5, Black (P1) builds a wall on the middle column (cells 2, 7, 12, 17, 22) and White
     * (P2) one on the next (3, 8, 13, 18, 23), stone by stone, in turn. Each value is the mover's
     * territory (empty regions that touch only its stones) minus the opponent's, after that move.
     */
    private static final int[] MOVES = {2, 3, 7, 8, 12, 13, 17, 18, 22, 23};
    private static final int[] VALUES = {
        24, // Black's stone on 2: every other point is one region touching only Black
        0, // White on 3: the region touches both
        0, 0, 0, 0, 0, 0,
        10, // Black closes its wall: columns 0 and 1 are Black's; column 4 and 23 touch Black on 22
        -5, // White closes its wall: column 4 is White's (5), Black keeps columns 0 and 1 (10)
    };

    @ParameterizedTest
    @ValueSource(strings = {"scalar", "simd", "ptx-interpreter"})
    void theValueAfterEachMoveIsTheMoversTerritoryMinusTheOpponents(String backend) {
        try (Simulator sim = Simulator.builder(GO_5).backend(backend).batch(1).threads(1).build()) {
            assertEquals(0, sim.heuristic(0), "0 at the start");
            for (int i = 0; i < MOVES.length; i++) {
                sim.step(MOVES[i]);
                assertFalse(sim.terminated(0));
                assertEquals(VALUES[i], sim.heuristic(0), backend + ", after move " + (i + 1) + " on " + MOVES[i]);
            }
            sim.step(2); // occupied, so illegal: the offender loses, the value stays
            assertEquals(VALUES[VALUES.length - 1], sim.heuristic(0));
        }
    }

    /**
     * The differential routine on Go 5 × 5, whose explicit steps write the heuristic's field: every
     * backend's states, that field included, are the reference's byte for byte.
     */
    @TestFactory
    Stream<DynamicTest> everyBackendWritesTheSameValues() {
        return BackendDifferential.lowerings(LibraryGames.game("go", Map.of("size", 5))).stream()
                .flatMap(subject -> BackendDifferential.candidates().stream().map(backend -> DynamicTest.dynamicTest(
                        subject.name() + " on " + backend.name(),
                        () -> BackendDifferential.check(subject, backend, Shape.standard()))));
    }

    @Test
    void aGameWithoutAHeuristicSaysSo() {
        try (Simulator sim = Simulator.builder(LibraryGames.compiled("tic_tac_toe")).backend("scalar").build()) {
            assertFalse(sim.hasHeuristic());
            assertThrows(IllegalStateException.class, () -> sim.heuristic(0));
        }
    }
}
