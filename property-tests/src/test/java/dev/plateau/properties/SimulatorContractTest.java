package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.sim.SimulatorCalls;
import dev.plateau.testgames.LibraryGames;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The simulator's contract holds on every backend that runs here (the scalar, SIMD and PTX
 * interpreter backends everywhere, the GPU where there is one): closing twice is fine, every call
 * after close throws {@link IllegalStateException}, and an environment out of range is refused
 * rather than read from the neighbouring column; a state saved on one backend restores on another.
 */
class SimulatorContractTest {
    private static List<Backends.Info> available() {
        List<Backends.Info> all = Backends.all().stream().filter(i -> i.availability().available()).toList();
        // The pure-Java backends run everywhere: a filter that lost them would test nothing.
        assertTrue(all.stream().map(Backends.Info::name).toList().containsAll(List.of("scalar", "simd", "ptx-interpreter")), all.toString());
        return all;
    }

    private static Simulator open(Backends.Info backend, int batch) {
        return Simulator.builder(LibraryGames.compiled("reversi")).backend(backend.backend()).batch(batch)
                .threads(2).build();
    }

    @TestFactory
    Stream<DynamicTest> aStateSavedOnOneBackendRestoresOnAnother() {
        CompiledGame game = LibraryGames.compiled("reversi");
        return available().stream().map(b -> DynamicTest.dynamicTest(b.name(), () -> {
            try (Simulator scalar = Simulator.builder(game).backend("scalar").batch(3).build();
                    Simulator other = Simulator.builder(game).backend(b.backend()).batch(7).threads(2).build()) {
                scalar.stepRandom(4, 9);
                other.restore(6, scalar.save(2));
                assertEquals(scalar.save(2), other.save(6), b.name());
                for (int t = 0; t < 5; t++) {
                    int action = scalar.randomAction(2, t);
                    int[] here = new int[3];
                    int[] there = new int[7];
                    here[2] = action;
                    there[6] = action;
                    scalar.step(here);
                    other.step(there);
                    assertEquals(scalar.save(2), other.save(6), b.name() + ", step " + t);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> closeTwiceThenEveryCallThrows() {
        return available().stream().map(b -> DynamicTest.dynamicTest(b.name(), () -> {
            Simulator sim = open(b, 5);
            sim.stepRandom(1, 3);
            SimulatorCalls.assertClosesOnceAndRefusesAfterwards(sim, b.name());
        }));
    }

    @TestFactory
    Stream<DynamicTest> environmentsOutOfRangeAreRefused() {
        return available().stream().map(b -> DynamicTest.dynamicTest(b.name(), () -> {
            try (Simulator sim = open(b, 5)) {
                SimulatorCalls.perEnvironment().forEach((name, call) -> {
                    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> call.accept(sim, 5),
                            b.name() + ": " + name);
                    assertEquals("env 5 out of range [0, 5)", e.getMessage(), b.name() + ": " + name);
                });
            }
        }));
    }
}
