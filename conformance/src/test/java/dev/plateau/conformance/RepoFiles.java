package dev.plateau.conformance;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Finds the repository's {@code conformance/} and {@code games/} directories from a test's working
 * directory (a module directory under Maven), so that the tests run on a clean clone.
 */
public final class RepoFiles {
    private RepoFiles() {}

    /** {@code conformance/}, or the directory named by {@code -Dplateau.conformance.dir}. */
    public static Path conformance() {
        String prop = System.getProperty("plateau.conformance.dir");
        if (prop != null && !prop.isBlank()) {
            return Paths.get(prop);
        }
        return find("conformance", "tic_tac_toe.board.json");
    }

    /** {@code games/}, the game library. */
    public static Path games() {
        return find("games", "tic_tac_toe.ldx");
    }

    private static Path find(String dir, String marker) {
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve(dir);
            if (Files.isRegularFile(candidate.resolve(marker))) {
                return candidate;
            }
        }
        throw new IllegalStateException(dir + "/" + marker + " not found above " + Paths.get("").toAbsolutePath());
    }
}
