package dev.plateau.learn;

import dev.plateau.sim.CompiledGame;
import dev.plateau.testgames.LibraryGames;
import java.util.Map;

/** Library games for the tests, by file name ({@code "hex.ldx"}), through {@link LibraryGames}. */
final class Games {
    private Games() {}

    static CompiledGame read(String file) {
        return read(file, Map.of());
    }

    static CompiledGame read(String file, Map<String, Integer> parameters) {
        return LibraryGames.compiled(file.substring(0, file.length() - ".ldx".length()), parameters);
    }

    static CompiledGame hex(int size) {
        return read("hex.ldx", Map.of("size", size));
    }
}
