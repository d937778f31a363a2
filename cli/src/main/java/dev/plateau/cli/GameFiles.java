package dev.plateau.cli;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.spark.GameSource;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Loading game files for commands, with user-facing errors. Games in words: {@link
 * dev.plateau.serve.GameLibrary}.
 */
final class GameFiles {
    private GameFiles() {}

    /**
     * Reads and analyses a game file, its parameters at their defaults.
     *
     * @throws dev.plateau.diagnostics.GameException if the game is invalid
     * @throws UserException if the file cannot be read
     */
    static AnalyzedGame load(Path file) {
        return load(file, Map.of());
    }

    /**
     * Reads and analyses a game file with some parameters bound (from {@link GameParameterOptions}).
     *
     * @throws dev.plateau.diagnostics.GameException if the game is invalid or a binding is not accepted
     * @throws UserException if the file cannot be read
     */
    static AnalyzedGame load(Path file, Map<String, Integer> bindings) {
        if (Files.isDirectory(file)) {
            throw new UserException(file + ": is a directory, not a .ldx file");
        }
        try {
            return LdxReader.analyze(file, bindings);
        } catch (NoSuchFileException e) {
            throw new UserException(file + ": no such file");
        } catch (IOException e) {
            throw new UserException(file + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /**
     * A game file as a Spark job carries it (its text and the parameters' values).
     *
     * @throws UserException if the file cannot be read
     */
    static GameSource source(Path file, Map<String, Integer> bindings) {
        try {
            return GameSource.read(file, bindings);
        } catch (IOException e) {
            throw new UserException(file + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Prints a game's warnings, each rendered with its source line and made safe for a terminal. */
    static void printWarnings(AnalyzedGame game, PrintWriter err) {
        for (Diagnostic warning : game.warnings()) {
            err.println(TerminalText.escapeLines(warning.render(game.sources().text())));
        }
    }
}
