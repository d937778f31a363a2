package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.Plan;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * How {@link Backends} ranks backends and chooses the best, on stand-in backends (no ServiceLoader)
 * that rank and report availability as the real ones do.
 */
class BackendsTest {
    /** A backend that only names itself, ranks and says whether it can run. */
    private record StandIn(String name, int priority, Availability availability) implements Backend {
        @Override
        public String description() {
            return "a stand-in for tests";
        }

        @Override
        public Engine open(Plan plan, int batch, EngineOptions options) {
            throw new UnsupportedOperationException("a stand-in runs nothing");
        }
    }

    private static final Backend GPU_WITHOUT_DEVICE =
            new StandIn("gpu", BackendPriority.GPU, Availability.no("no driver installed"));
    private static final Backend SIMD_WITHOUT_FLAG = new StandIn("simd", BackendPriority.VECTOR_CPU,
            Availability.misconfigured("start the JVM with --add-modules jdk.incubator.vector"));
    private static final Backend SIMD = new StandIn("simd", BackendPriority.VECTOR_CPU, Availability.yes("4 lanes"));
    private static final Backend INTERPRETER =
            new StandIn("interpreter", BackendPriority.TEST_VEHICLE, Availability.yes("always available"));

    private static List<String> names(List<Backends.Info> infos) {
        return infos.stream().map(Backends.Info::name).toList();
    }

    @Test
    void theKindsRankGpuThenSimdThenScalarThenTestVehicles() {
        assertTrue(BackendPriority.GPU > BackendPriority.VECTOR_CPU);
        assertTrue(BackendPriority.VECTOR_CPU > BackendPriority.REFERENCE);
        assertTrue(BackendPriority.REFERENCE > BackendPriority.TEST_VEHICLE);
        assertEquals(BackendPriority.REFERENCE, new ScalarBackend().priority());
    }

    @Test
    void rankedListsBestFirstWhateverTheOrderFound() {
        List<Backends.Info> ranked = Backends.ranked(List.of(INTERPRETER, new ScalarBackend(), SIMD, GPU_WITHOUT_DEVICE));
        assertEquals(List.of("gpu", "simd", "scalar", "interpreter"), names(ranked));
        assertFalse(ranked.getFirst().availability().available());
    }

    @Test
    void aFailingAvailabilityCheckIsListedAsUnavailable() {
        Backend throwing = new Backend() {
            @Override public String name() { return "throwing"; }
            @Override public String description() { return "its check throws"; }
            @Override public int priority() { return BackendPriority.GPU; }
            @Override public Availability availability() { throw new IllegalStateException("boom"); }
            @Override public Engine open(Plan plan, int batch, EngineOptions options) { throw new AssertionError(); }
        };
        Backends.Info info = Backends.ranked(List.of(throwing)).getFirst();
        assertFalse(info.availability().available());
        assertTrue(info.availability().detail().contains("boom"), info.availability().detail());
        assertEquals("scalar", Backends.choose(Backends.ranked(List.of(throwing))).backend().name());
    }

    @Test
    void theAvailableSimdBackendBeatsScalar() {
        Backends.Choice c = Backends.choose(Backends.ranked(List.of(new ScalarBackend(), SIMD, GPU_WITHOUT_DEVICE)));
        assertEquals("simd", c.backend().name());
        assertTrue(c.reason().contains("simd backend (4 lanes)"), c.reason());
        assertTrue(c.reason().contains("gpu: no driver installed"), c.reason());
        assertEquals(List.of(), c.warnings(), "a missing GPU is normal, not worth a warning");
    }

    @Test
    void aTestVehicleIsNeverTheBestEvenWhenSimdCannotRun() {
        Backends.Choice c = Backends.choose(Backends.ranked(List.of(INTERPRETER, SIMD_WITHOUT_FLAG, new ScalarBackend())));
        assertInstanceOf(ScalarBackend.class, c.backend());
    }

    @Test
    void aMisconfiguredBetterBackendIsWarnedAboutWithItsFix() {
        Backends.Choice c = Backends.choose(Backends.ranked(
                List.of(INTERPRETER, SIMD_WITHOUT_FLAG, GPU_WITHOUT_DEVICE, new ScalarBackend())));
        assertEquals("scalar", c.backend().name());
        assertEquals(1, c.warnings().size(), c.warnings().toString());
        String warning = c.warnings().getFirst();
        assertTrue(warning.contains("simd") && warning.contains("--add-modules jdk.incubator.vector"), warning);
        assertTrue(c.reason().contains("simd: start the JVM with --add-modules"), c.reason());
        // What best() does with the choice: the reason at INFO, the warning at WARNING, on the logger.
        RecordingLogger log = new RecordingLogger();
        Backends.announce(c, log);
        assertEquals(List.of("INFO " + c.reason(), "WARNING " + warning), log.records);
    }

    @Test
    void aChoiceWithoutWarningsIsAnnouncedAtInfoOnly() {
        Backends.Choice c = Backends.choose(Backends.ranked(List.of(new ScalarBackend(), SIMD, GPU_WITHOUT_DEVICE)));
        RecordingLogger log = new RecordingLogger();
        Backends.announce(c, log);
        assertEquals(List.of("INFO " + c.reason()), log.records);
    }

    /** A logger that keeps each message with its level. */
    private static final class RecordingLogger implements System.Logger {
        final List<String> records = new ArrayList<>();

        @Override
        public String getName() {
            return Backends.LOGGER;
        }

        @Override
        public boolean isLoggable(Level level) {
            return true;
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
            records.add(level + " " + message);
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String format, Object... params) {
            records.add(level + " " + (params == null || params.length == 0 ? format : MessageFormat.format(format, params)));
        }
    }

    @Test
    void withNothingAvailableTheScalarBackendIsChosen() {
        Backends.Choice c = Backends.choose(List.of());
        assertInstanceOf(ScalarBackend.class, c.backend());
        assertTrue(c.reason().contains("the best on the class path"), c.reason());
    }

    @Test
    void onCoresClassPathTheOnlyServiceIsScalar() {
        assertEquals(List.of("scalar"), names(Backends.all()));
        assertInstanceOf(ScalarBackend.class, Backends.best());
    }
}
