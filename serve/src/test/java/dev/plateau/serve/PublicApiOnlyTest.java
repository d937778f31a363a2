package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web server is a client of the public API: it reads nothing of the plan (state layout, raw
 * columns, the random-number function), so that it shows what any embedding program can see
 * (docs/architecture.md, modules).
 */
class PublicApiOnlyTest {
    private static final Path SOURCES = Path.of("src", "main", "java", "dev", "plateau", "serve");

    @Test
    void theServerImportsNothingFromThePlan() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(SOURCES)) {
            files = s.filter(p -> p.toString().endsWith(".java")).toList();
        }
        assertTrue(files.size() > 10, "the server's sources were not found in " + SOURCES.toAbsolutePath());
        List<String> offenders = files.stream().filter(f -> {
            try {
                return Files.readString(f).contains("dev.plateau.plan");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).map(f -> f.getFileName().toString()).toList();
        assertEquals(List.of(), offenders, "these server classes use dev.plateau.plan");
    }
}
