package dev.plateau.spark;

import dev.plateau.sim.CompiledGame;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game as a job carries it to the machines that play it: the text of its {@code .ldx} file and the
 * values of its parameters. Each machine compiles it once ({@link #compile}); a compiled game does not
 * travel.
 *
 * @param fileName the file's name, for error positions and tables
 * @param text the whole file
 * @param bindings values by parameter name (sorted by name); parameters not named keep their defaults
 */
public record GameSource(String fileName, String text, Map<String, Integer> bindings) implements Serializable {
    private static final Map<GameSource, CompiledGame> COMPILED = new ConcurrentHashMap<>();

    /** Copies the bindings, sorted by name. */
    public GameSource {
        bindings = new TreeMap<>(bindings);
    }

    /**
     * Reads a game file.
     *
     * @throws IOException if the file cannot be read
     */
    public static GameSource read(Path file, Map<String, Integer> bindings) throws IOException {
        return new GameSource(file.toString(), Files.readString(file), bindings);
    }

    /** The same game with {@code name} bound to {@code value} as well. */
    public GameSource with(String name, int value) {
        Map<String, Integer> more = new TreeMap<>(bindings);
        more.put(name, value);
        return new GameSource(fileName, text, more);
    }

    /**
     * The game compiled, once per JVM.
     *
     * @throws dev.plateau.diagnostics.GameException if the text is not a valid game or a binding is not accepted
     */
    public CompiledGame compile() {
        return COMPILED.computeIfAbsent(this,
                s -> CompiledGame.compile(LdxReader.read(s.fileName, s.text, s.bindings).analyze()));
    }
}
