package dev.plateau.cuda.ptx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every kernel of every library game (and the template test kernels) assembles with NVIDIA's
 * {@code ptxas} for {@code sm_80} and {@code sm_90}, warnings as errors; a failure shows ptxas's
 * message. Skipped, with the reason, where ptxas is absent. The modules assemble two at a time
 * (each module holds the four kernels of a game).
 */
class PtxasValidityTest {
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "ptxas");
        t.setDaemon(true);
        return t;
    });

    @AfterAll
    static void shutdown() {
        POOL.shutdownNow();
    }

    /** The check itself works: ptxas rejects an undeclared register, and its message comes back. */
    @Test
    void aBrokenModuleFailsWithPtxasMessage() throws Exception {
        Optional<Ptxas> ptxas = Ptxas.find();
        assumeTrue(ptxas.isPresent(), () -> "ptxas not found (looked at " + Ptxas.searched() + ")");
        String broken = PtxHeader.header(PtxTarget.SM_80) + ".visible .entry k()\n{\n    mov.b64 %r0, 1;\n    ret;\n}\n";
        Ptxas.Result r = ptxas.get().assemble(broken, "sm_80", "broken");
        assertFalse(r.ok());
        assertTrue(r.output().contains("%r0"), r.output());
    }

    @TestFactory
    Stream<DynamicTest> everyModuleAssembles() {
        Optional<Ptxas> ptxas = Ptxas.find();
        if (ptxas.isEmpty()) {
            // One skipped test with the reason, so that the report shows the skip rather than nothing.
            String reason = "ptxas not found (looked at " + Ptxas.searched() + "): the PTX validity test is skipped";
            System.out.println(reason);
            System.err.println(reason);
            return Stream.of(DynamicTest.dynamicTest("ptxas", () -> assumeTrue(false, reason)));
        }

        Map<String, String> modules = new LinkedHashMap<>();
        List<DynamicTest> refused = new ArrayList<>();
        for (var e : LibraryGames.all().entrySet()) {
            var plan = CompiledGame.compile(e.getValue()).plan();
            for (PtxTarget target : PtxTarget.values()) {
                String text = PtxModules.of(plan, target).text();
                if (text.lines().count() > PtxModules.MAX_DEVICE_LINES) {
                    // Too large for the driver: the backend refuses it, clearly, before any device call.
                    refused.add(DynamicTest.dynamicTest(e.getKey() + " " + target.arch() + " is refused", () -> {
                        var ex = assertThrows(dev.plateau.sim.BackendException.class, () -> PtxModules.forDevice(plan, target));
                        assertTrue(ex.getMessage().contains("use simd"), ex.getMessage());
                    }));
                    continue;
                }
                modules.put(e.getKey() + " " + target.arch(), text);
            }
        }
        // Only Go's module is that large today; a new one should be a decision, not an accident.
        assertEquals(List.of("go sm_80 is refused", "go sm_90 is refused"),
                refused.stream().map(DynamicTest::getDisplayName).toList());
        for (PtxTarget target : PtxTarget.values()) {
            modules.put("operation templates " + target.arch(),
                    ProgramKernels.module(target, OperationPrograms.all(), OperationPrograms.FIELDS));
        }
        List<DynamicTest> tests = new ArrayList<>(refused);
        for (var m : modules.entrySet()) {
            String arch = m.getKey().substring(m.getKey().lastIndexOf(' ') + 1);
            String file = m.getKey().replaceAll("[^A-Za-z0-9_]", "_");
            CompletableFuture<Ptxas.Result> result = CompletableFuture.supplyAsync(() -> {
                try {
                    return ptxas.get().assemble(m.getValue(), arch, file);
                } catch (Exception ex) {
                    return new Ptxas.Result(-1, ex.toString(), 0);
                }
            }, POOL);
            tests.add(DynamicTest.dynamicTest(m.getKey(), () -> {
                Ptxas.Result r = result.join();
                System.out.printf("ptxas %-28s %6d ms, %6d lines%n", m.getKey(), r.millis(), m.getValue().lines().count());
                assertTrue(r.ok(), () -> "ptxas -arch=" + arch + " rejected " + m.getKey() + " (exit " + r.exitCode()
                        + "):\n" + r.output());
            }));
        }
        return tests.stream();
    }
}
