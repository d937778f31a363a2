package dev.plateau.testgames;

import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SequencedMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The game library ({@code games/*.ldx}) as tests see it, read by the text reader: the one catalogue
 * of games for every test outside core and dsl-text. A game is named by its file's stem ({@code
 * "tic_tac_toe"} for {@code games/tic_tac_toe.ldx}); a new file is a new library game for every test
 * that walks the library, with nothing to add here.
 *
 * <p>The folder is the one named by the system property {@value #DIR_PROPERTY}, else the first
 * {@code games/} holding {@code tic_tac_toe.ldx} in the working directory or above it (a module
 * directory under Maven, the repository root on a GPU machine). Games are read once per JVM and
 * shared: {@link Game}s are values.
 */
public final class LibraryGames {
    /** The system property that names the games folder where the working directory does not lead to it. */
    public static final String DIR_PROPERTY = "plateau.games.dir";

    private static final String MARKER = "tic_tac_toe.ldx";
    private static final Map<List<Object>, Game> READ = new ConcurrentHashMap<>();

    private LibraryGames() {}

    /**
     * The folder of the library.
     *
     * @return {@code games/}, found as the class comment says
     * @throws IllegalStateException if there is none
     */
    public static Path dir() {
        String named = System.getProperty(DIR_PROPERTY);
        if (named != null && !named.isBlank()) {
            return Path.of(named);
        }
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path games = p.resolve("games");
            if (Files.isRegularFile(games.resolve(MARKER))) {
                return games;
            }
        }
        throw new IllegalStateException("no games/" + MARKER + " in " + here + " or above it (set -D" + DIR_PROPERTY
                + ")");
    }

    /**
     * The stems of the library's files, in file-name order.
     *
     * @return {@code "amazons"}, {@code "breakthrough"}, …
     */
    public static List<String> stems() {
        try (Stream<Path> files = Files.list(dir())) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".ldx"))
                    .map(n -> n.substring(0, n.length() - ".ldx".length()))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The file of a library game.
     *
     * @param stem the file's name without {@code .ldx}
     * @return its path (which exists)
     * @throws IllegalArgumentException if the library has no such file
     */
    public static Path file(String stem) {
        Path file = dir().resolve(stem + ".ldx");
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no library game " + stem + ": the library has " + stems());
        }
        return file;
    }

    /**
     * A library game at its parameters' defaults.
     *
     * @param stem the file's name without {@code .ldx}
     * @return the game the text reader reads from it
     */
    public static Game game(String stem) {
        return game(stem, Map.of());
    }

    /**
     * A library game with some of its parameters bound ({@code --set} on the command line).
     *
     * @param stem the file's name without {@code .ldx}
     * @param bindings parameter values by name
     * @return the game the text reader reads from it with these bindings
     */
    public static Game game(String stem, Map<String, Integer> bindings) {
        Objects.requireNonNull(stem, "stem");
        Map<String, Integer> copy = Map.copyOf(bindings);
        return READ.computeIfAbsent(List.of(stem, copy), k -> {
            try {
                return LdxReader.read(file(stem), copy).game();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * A library game compiled for a simulator.
     *
     * @param stem the file's name without {@code .ldx}
     * @return {@code CompiledGame.compile(game(stem))}
     */
    public static CompiledGame compiled(String stem) {
        return compiled(stem, Map.of());
    }

    /**
     * A library game with some of its parameters bound, compiled for a simulator.
     *
     * @param stem the file's name without {@code .ldx}
     * @param bindings parameter values by name
     * @return {@code CompiledGame.compile(game(stem, bindings))}
     */
    public static CompiledGame compiled(String stem, Map<String, Integer> bindings) {
        return CompiledGame.compile(game(stem, bindings));
    }

    /**
     * Every library game at its defaults.
     *
     * @return the games by stem, in file-name order
     */
    public static SequencedMap<String, Game> all() {
        SequencedMap<String, Game> all = new LinkedHashMap<>();
        for (String stem : stems()) {
            all.put(stem, game(stem));
        }
        return Collections.unmodifiableSequencedMap(all);
    }

    /**
     * The library's games whose players place pieces and never move them (no {@code move} phase).
     *
     * @return those of {@link #all()}, in file-name order
     */
    public static List<Game> placementGames() {
        return all().values().stream().filter(g -> !g.hasMoves()).toList();
    }

    /**
     * The library's games with pieces that move.
     *
     * @return those of {@link #all()}, in file-name order
     */
    public static List<Game> movementGames() {
        return all().values().stream().filter(Game::hasMoves).toList();
    }
}
