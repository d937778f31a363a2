package dev.plateau.properties;

import dev.plateau.rules.Game;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The library games as the text reader reads them from {@code ../games/*.ldx}, in file-name order. */
public final class LibraryFiles {
    private static final List<Game> GAMES = read();

    private LibraryFiles() {}

    /** The games of {@code ../games/*.ldx} (relative to the module directory, where tests run). */
    public static List<Game> games() {
        return GAMES;
    }

    /**
     * The library's placement games (no {@code move} phase): the ones the reference engine and the
     * placement invariants (docs/language.md, {@code place}) apply to.
     */
    public static List<Game> placementGames() {
        return GAMES.stream().filter(g -> !g.hasMoves()).toList();
    }

    private static List<Game> read() {
        try (Stream<Path> files = Files.list(Path.of("..", "games"))) {
            List<Game> games = new ArrayList<>();
            for (Path p : files.filter(f -> f.toString().endsWith(".ldx")).sorted().toList()) {
                games.add(LdxReader.read(p).game());
            }
            return List.copyOf(games);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
