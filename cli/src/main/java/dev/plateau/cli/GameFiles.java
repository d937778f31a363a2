package dev.plateau.cli;

import dev.plateau.analysis.Analysis;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.rules.Board;
import dev.plateau.rules.Node;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import dev.plateau.text.ParsedGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Loading game files for commands, with user-facing errors, and short descriptions of games. */
final class GameFiles {
    private GameFiles() {}

    /**
     * Reads and analyses a game file.
     *
     * @throws dev.plateau.diagnostics.GameException if the game is invalid
     * @throws UserException if the file cannot be read
     */
    static AnalyzedGame load(Path file) {
        if (Files.isDirectory(file)) {
            throw new UserException(file + ": is a directory, not a .ldx file");
        }
        ParsedGame parsed;
        try {
            parsed = LdxReader.read(file);
        } catch (NoSuchFileException e) {
            throw new UserException(file + ": no such file");
        } catch (IOException e) {
            throw new UserException(file + ": cannot be read (" + e.getMessage() + ")");
        }
        return Analysis.analyze(parsed.game(), parsed.sourceMap());
    }

    /** A board in words, e.g. "hex_rectangle 11 × 11". */
    static String describeBoard(Board board) {
        return switch (board) {
            case Board.Square s -> "square " + s.size() + " × " + s.size();
            case Board.Rectangle r -> "rectangle " + r.rows() + " × " + r.cols();
            case Board.HexRectangle r -> "hex_rectangle " + r.rows() + " × " + r.cols();
            case Board.Hexagon h -> "hexagon of diameter " + h.diameter();
        };
    }

    /** A node as one line of canonical .ldx text. */
    static String inline(Node node) {
        return LdxWriter.inline(node);
    }
}
