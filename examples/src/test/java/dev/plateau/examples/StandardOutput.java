package dev.plateau.examples;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs an example's {@code main} and returns what it printed. */
final class StandardOutput {
    private StandardOutput() {}

    /** Something to run that may throw, such as a {@code main}. */
    interface Program {
        /** Runs it. */
        void run() throws Exception;
    }

    /** What {@code program} writes to {@link System#out}. */
    static String of(Program program) throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            program.run();
        } finally {
            System.setOut(original);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
