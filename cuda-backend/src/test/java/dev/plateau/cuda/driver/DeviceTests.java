package dev.plateau.cuda.driver;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.PrintWriter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs the real-device tests ({@link CudaDeviceTest}, {@link CudaBackendTest}) without Maven, on a
 * GPU machine that has only a Java runtime and the jars ({@code cuda-backend/gpu/run-on-device.sh}).
 * Prints each test's outcome and a summary line "N passed, N failed, N skipped"; exits 1 if any
 * failed, 2 if the device tests did not run (no usable device).
 */
public final class DeviceTests {
    private DeviceTests() {}

    /** Runs the tests; no arguments. */
    public static void main(String[] args) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(CudaBackendTest.class), selectClass(CudaDeviceTest.class)).build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        launcher.execute(request, summary, new OutcomePrinter());
        TestExecutionSummary s = summary.getSummary();
        PrintWriter out = new PrintWriter(System.out, true);
        s.printFailuresTo(out, 30);
        long skipped = s.getTestsSkippedCount() + s.getTestsAbortedCount() + s.getContainersAbortedCount();
        out.printf("%d passed, %d failed, %d skipped%n", s.getTestsSucceededCount(),
                s.getTestsFailedCount() + s.getContainersFailedCount(), skipped);
        if (s.getTestsFailedCount() + s.getContainersFailedCount() > 0) {
            System.exit(1);
        }
        System.exit(CudaProbe.system(0).availability().available() ? 0 : 2);
    }

    /** One line per finished test or container that did not simply pass. */
    private static final class OutcomePrinter implements org.junit.platform.launcher.TestExecutionListener {
        @Override
        public void executionFinished(org.junit.platform.launcher.TestIdentifier id,
                org.junit.platform.engine.TestExecutionResult result) {
            if (id.isTest() || result.getStatus() != org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL) {
                System.out.println(result.getStatus() + "  " + id.getDisplayName()
                        + result.getThrowable().map(t -> "  (" + String.valueOf(t.getMessage()).lines().findFirst().orElse("") + ")")
                                .orElse(""));
            }
        }

        @Override
        public void executionSkipped(org.junit.platform.launcher.TestIdentifier id, String reason) {
            System.out.println("SKIPPED  " + id.getDisplayName() + "  (" + reason + ")");
        }
    }
}
