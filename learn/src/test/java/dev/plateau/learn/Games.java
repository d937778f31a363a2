package dev.plateau.learn;

import dev.plateau.sim.CompiledGame;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;

/** Library games for the tests. */
final class Games {
    private Games() {}

    static CompiledGame read(String file) {
        return read(file, Map.of());
    }

    static CompiledGame read(String file, Map<String, Integer> parameters) {
        try {
            return CompiledGame.compile(LdxReader.analyze(Path.of("..", "games", file), parameters));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CompiledGame hex(int size) {
        return read("hex.ldx", Map.of("size", size));
    }
}
