package dev.plateau.serve;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The API over the games folder: the index of its games ({@code GET /api/games}), a game's text
 * ({@code GET /api/source}) and saving an edited text over its file ({@code POST /api/save}).
 */
final class GamesApi {
    private final GameLibrary library;
    private final AgentRegistry agents;
    private final boolean allowSave;

    GamesApi(GameLibrary library, AgentRegistry agents, boolean allowSave) {
        this.library = library;
        this.agents = agents;
        this.allowSave = allowSave;
    }

    /**
     * The games of the folder (or their errors), each valid game with the opponents on offer for it
     * (those that cannot play it with their reason), every opponent, and whether Save is allowed.
     */
    Map<String, Object> index(Request request) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String id : library.ids()) {
            try {
                GameLibrary.Loaded loaded = library.load(id);
                Map<String, Object> summary = GameLibrary.summary(loaded);
                if (loaded.valid()) {
                    summary.put("opponents", agents.opponents(loaded.game()));
                }
                list.add(summary);
            } catch (ApiException e) {
                if (e.status() == 503) {
                    // The compile pool is full: list the game as not ready rather than fail the index.
                    list.add(Map.of("id", id, "file", id + ".ldx", "valid", false, "error", e.getMessage(),
                            "diagnostics", List.of()));
                }
                // Otherwise it was removed between listing and reading: leave it out.
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("dir", library.shown(library.dir()));
        m.put("games", list);
        m.put("opponents", agents.opponents());
        m.put("save", allowSave);
        return m;
    }

    /** The text of the game {@code game}. */
    Map<String, Object> source(Request request) {
        String id = request.param("game");
        GameLibrary.Loaded loaded = library.load(id);
        return Map.of("id", id, "file", loaded.fileName(), "text", loaded.text());
    }

    /**
     * Writes the valid {@code text} over the file of {@code game}.
     *
     * @throws ApiException 403 when saving is off, 413 or 422 for a text that is too long or invalid,
     *     409 when the file is a symbolic link or cannot be written
     */
    Map<String, Object> save(Request request) throws IOException {
        RequestBody b = request.body();
        if (!allowSave) {
            throw new ApiException(403, "saving is off on this server (it is served beyond this machine)");
        }
        String id = b.string("game");
        String text = b.string("text");
        library.compileEdited(id, text).requireValid();
        return Map.of("saved", library.save(id, text));
    }
}
