package dev.plateau.testgames;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.Game;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The helper finds the library's files, reads each game once, and binds parameters as the reader does. */
class LibraryGamesTest {
    @Test
    void theLibraryIsEveryFileOfTheGamesFolderInNameOrder() throws IOException {
        List<String> files;
        try (var list = Files.list(LibraryGames.dir())) {
            files = list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".ldx")).sorted().toList();
        }
        assertEquals(18, files.size(), files.toString());
        assertEquals(files.stream().map(n -> n.substring(0, n.length() - 4)).toList(), LibraryGames.stems());
        assertEquals(LibraryGames.stems(), List.copyOf(LibraryGames.all().keySet()));
        assertEquals(18, LibraryGames.all().values().stream().map(Game::name).distinct().count());
        assertEquals(11, LibraryGames.placementGames().size());
        assertEquals(List.of("Amazons", "Breakthrough", "English draughts", "Fox and Geese", "Nine Men's Morris", "Tablut",
                "Tablut (Linnaeus)"),
                LibraryGames.movementGames().stream().map(Game::name).toList());
    }

    @Test
    void aGameIsReadOnceAndNamedByItsFile() {
        Game hex = LibraryGames.game("hex");
        assertSame(hex, LibraryGames.game("hex"));
        assertSame(hex, LibraryGames.all().get("hex"));
        assertEquals("Hex", hex.name());
        assertEquals(new Board.HexRectangle(11, 11), hex.board());
    }

    @Test
    void bindingsChooseAnotherSize() {
        Game small = LibraryGames.game("hex", Map.of("size", 7));
        assertEquals(new Board.HexRectangle(7, 7), small.board());
        assertNotEquals(LibraryGames.game("hex"), small);
        assertEquals(LibraryGames.game("hex"), LibraryGames.game("hex", Map.of("size", 11)));
        assertEquals(49, LibraryGames.compiled("hex", Map.of("size", 7)).topology().cellCount());
    }

    @Test
    void anUnknownGameNamesTheLibrary() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LibraryGames.game("chess"));
        assertTrue(e.getMessage().startsWith("no library game chess: the library has [amazons, breakthrough, "),
                e.getMessage());
    }

    @Test
    void thePropertyNamesAnotherFolder(@TempDir Path dir) throws IOException {
        Files.copy(LibraryGames.file("tic_tac_toe"), dir.resolve("tic_tac_toe.ldx"));
        String before = System.getProperty(LibraryGames.DIR_PROPERTY);
        System.setProperty(LibraryGames.DIR_PROPERTY, dir.toString());
        try {
            assertEquals(dir, LibraryGames.dir());
            assertEquals(List.of("tic_tac_toe"), LibraryGames.stems());
        } finally {
            if (before == null) {
                System.clearProperty(LibraryGames.DIR_PROPERTY);
            } else {
                System.setProperty(LibraryGames.DIR_PROPERTY, before);
            }
        }
    }
}
