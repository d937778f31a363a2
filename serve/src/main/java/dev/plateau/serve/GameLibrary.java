package dev.plateau.serve;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.rules.Board;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Game;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The games folder: lists its {@code .ldx} files, reads and compiles them (cached until a file
 * changes, for a bounded number of files), and compiles edited texts from the page. Every compile
 * runs on the {@link CompilePool}, within its budget. A game's id is its file name without {@code
 * .ldx}; only plain names are accepted, and a file whose real path (links followed) is outside the
 * folder is refused, so an id never leads outside the folder.
 *
 * <p>Saving writes a temporary file in the folder and moves it over the game's file in one atomic
 * step, so that a reader never sees half a text; a game file that is a symbolic link is never
 * written through.
 *
 * <p>Messages name the folder and its files by absolute path only when paths may be shown (a
 * server on a loopback address); otherwise only by file name.
 *
 * <p>Also the one place that describes a game's board, phases and end rules in words, for the
 * page and for {@code plateau check}.
 */
public final class GameLibrary {
    /** The longest game text read or accepted, in bytes (UTF-8) or characters. */
    static final int MAX_TEXT = 256 * 1024;

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,99}");
    private static final System.Logger LOG = System.getLogger(GameLibrary.class.getName());

    private final Path dir;
    private final CompilePool compiles;
    private final BoundedCache<String, Cached> cache;
    private final boolean revealPaths;

    private record Cached(long modified, long size, Loaded loaded) {}

    /**
     * A game text and what became of it: a compiled game, or the error that stopped it.
     *
     * @param id the game's id (file name without {@code .ldx})
     * @param fileName the name used in error positions
     * @param text the text
     * @param game the compiled game, or null
     * @param error the error, or null
     */
    record Loaded(String id, String fileName, String text, CompiledGame game, GameException error) {
        boolean valid() {
            return game != null;
        }

        /**
         * This game, if it is valid.
         *
         * @throws ApiException 422 with the {@code diagnostics}, the {@code text} and the {@code
         *     file} otherwise
         */
        Loaded requireValid() {
            if (valid()) {
                return this;
            }
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("diagnostics", diagnostics(error));
            details.put("text", text);
            details.put("file", fileName);
            String first = error.diagnostics().getFirst().headline();
            throw new ApiException(422, "the game is invalid: " + first, details);
        }
    }

    /**
     * @param dir the games folder
     * @param compiles where games are compiled
     * @param cacheSize the most compiled files kept
     * @param revealPaths whether messages may hold absolute paths
     */
    GameLibrary(Path dir, CompilePool compiles, int cacheSize, boolean revealPaths) {
        this.dir = dir.toAbsolutePath().normalize();
        this.compiles = compiles;
        this.cache = new BoundedCache<>(cacheSize);
        this.revealPaths = revealPaths;
    }

    /** A library compiling on one thread of its own, for tools and tests. */
    GameLibrary(Path dir) {
        this(dir, new CompilePool(1, 1, java.time.Duration.ofMinutes(5)), 256, true);
    }

    /** A path as messages show it: absolute when paths may be shown, else its file name. */
    String shown(Path p) {
        return revealPaths ? p.toString() : p.equals(dir) ? "the games folder" : p.getFileName().toString();
    }

    /** An I/O error as messages show it: without its paths when paths may not be shown. */
    private String reason(IOException e) {
        return revealPaths ? String.valueOf(e.getMessage()) : e.getClass().getSimpleName();
    }

    /** The number of compiled files kept now. */
    int cachedCount() {
        return cache.size();
    }

    /** The folder. */
    Path dir() {
        return dir;
    }

    /** The ids of the {@code .ldx} files in the folder, sorted. */
    List<String> ids() {
        List<String> ids = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.ldx")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                String id = name.substring(0, name.length() - ".ldx".length());
                if (ID.matcher(id).matches() && Files.isRegularFile(f)) {
                    ids.add(id);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot list the games folder " + dir + ": " + e.getMessage(), e);
        }
        ids.sort(String::compareTo);
        return ids;
    }

    /**
     * The file of a game id.
     *
     * @throws ApiException 404 if there is no such game in the folder
     */
    Path file(String id) {
        if (!ID.matcher(id).matches()) {
            throw ApiException.notFound("no game `" + id + "`: a game id is a file name in the games folder without `.ldx`");
        }
        Path f = dir.resolve(id + ".ldx").normalize();
        if (!f.getParent().equals(dir) || !Files.isRegularFile(f) || !insideFolder(f)) {
            throw ApiException.notFound("no game `" + id + "` in the games folder");
        }
        return f;
    }

    /** Whether a file's real path, links followed, is in the real games folder. */
    private boolean insideFolder(Path f) {
        try {
            return f.toRealPath().getParent().equals(dir.toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Reads and compiles a game file (cached while the file is unchanged).
     *
     * @throws ApiException 404 if there is no such game
     */
    Loaded load(String id) {
        Path f = file(id);
        BasicFileAttributes attrs;
        try {
            attrs = Files.readAttributes(f, BasicFileAttributes.class);
        } catch (IOException e) {
            throw ApiException.notFound("game `" + id + "` cannot be read: " + reason(e));
        }
        long modified = attrs.lastModifiedTime().toMillis();
        Cached c = cache.get(id);
        if (c != null && c.modified() == modified && c.size() == attrs.size()) {
            return c.loaded();
        }
        String name = f.getFileName().toString();
        Loaded loaded;
        if (attrs.size() > MAX_TEXT) {
            loaded = failed(id, name, "", "the file is larger than " + MAX_TEXT / 1024 + " KiB");
        } else {
            String text;
            try {
                text = decode(Files.readAllBytes(f));
            } catch (CharacterCodingException e) {
                text = null;
            } catch (IOException e) {
                throw ApiException.notFound("game `" + id + "` cannot be read: " + reason(e));
            }
            String source = text;
            loaded = source == null ? failed(id, name, "", "the file is not valid UTF-8 text")
                    : compiles.run(() -> compile(id, name, source));
        }
        cache.put(id, new Cached(modified, attrs.size(), loaded));
        return loaded;
    }

    private static String decode(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes)).toString();
    }

    private static Loaded failed(String id, String fileName, String text, String message) {
        return new Loaded(id, fileName, text, null,
                new GameException(Diagnostic.at(new Span(fileName, 1, 1, 1), message), text));
    }

    /** Reads, analyses and compiles a text; errors are kept, not thrown. */
    static Loaded compile(String id, String fileName, String text) {
        try {
            CompiledGame game = CompiledGame.compile(LdxReader.analyze(fileName, text));
            return new Loaded(id, fileName, text, game, null);
        } catch (GameException e) {
            return new Loaded(id, fileName, text, null, e);
        } catch (RuntimeException | StackOverflowError e) {
            LOG.log(System.Logger.Level.ERROR, "compiling " + TerminalText.escape(fileName) + " failed unexpectedly", e);
            return failed(id, fileName, text, "internal error while compiling the game (" + e
                    + "); please report it with this file");
        }
    }

    /**
     * Compiles an edited text of a game of the folder, named after the game's file; errors are
     * kept, not thrown.
     *
     * @throws ApiException 404 for an unknown game, 413 for a text longer than {@value #MAX_TEXT}
     *     characters, 503 when the compile pool is full or the compile runs over its budget
     */
    Loaded compileEdited(String id, String text) {
        String fileName = file(id).getFileName().toString();
        if (text.length() > MAX_TEXT) {
            throw new ApiException(413, "the game text is longer than " + MAX_TEXT / 1024 + " KiB");
        }
        return compiles.run(() -> compile(id, fileName, text));
    }

    /**
     * Writes a text over a game's file (the caller has checked that saving is allowed): into a
     * temporary file of the folder first, then moved over the game's file in one atomic step.
     *
     * @return the file written, as messages show it
     * @throws ApiException 404 for an unknown game, 409 if the game's file is a symbolic link or
     *     cannot be written
     */
    String save(String id, String text) {
        Path f = file(id);
        if (Files.isSymbolicLink(f)) {
            throw ApiException.conflict("cannot write " + shown(f) + ": it is a symbolic link, and saving"
                    + " never writes through links");
        }
        Path tmp = null;
        try {
            tmp = Files.createTempFile(dir, "." + id + "-", ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            tmp = null;
        } catch (IOException e) {
            throw ApiException.conflict("cannot write " + shown(f) + ": " + reason(e));
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // Best effort: a leftover temporary file is hidden and harmless.
                }
            }
        }
        cache.remove(id);
        return shown(f);
    }

    // ------------------------------------------------------------------ JSON

    /** The index entry of a game: name, board and rules, or its error. */
    static Map<String, Object> summary(Loaded loaded) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", loaded.id());
        m.put("file", loaded.fileName());
        if (!loaded.valid()) {
            m.put("valid", false);
            m.put("error", loaded.error().getMessage());
            m.put("diagnostics", diagnostics(loaded.error()));
            return m;
        }
        Game g = loaded.game().game();
        m.put("valid", true);
        m.put("name", g.name());
        m.put("board", describeBoard(g.board()));
        m.put("boardKind", g.board().word());
        m.put("cells", g.board().cellCount());
        m.put("actions", loaded.game().actionCount());
        m.put("pass", g.hasPassAction());
        m.put("start", g.start().stream().map(LdxWriter::inline).toList());
        m.put("phases", phases(g));
        m.put("end", g.endRules().stream().map(GameLibrary::endRule).toList());
        return m;
    }

    /** The phases in words, e.g. "repeat (P1 P2): (place (destination empty))". */
    public static List<String> phases(Game g) {
        List<String> out = new ArrayList<>();
        for (Phase p : g.phases()) {
            out.add(phaseOrder(p) + ": " + LdxWriter.inline(p.rule()));
        }
        return out;
    }

    /** A phase's kind and order, e.g. "repeat (P2 P2 P1 P1)". */
    static String phaseOrder(Phase p) {
        return p.repetition().word() + " (" + p.order().stream().map(Player::name).collect(Collectors.joining(" ")) + ")";
    }

    /** An end rule in words, e.g. "(full_board) → (draw)". */
    public static String endRule(EndRule r) {
        return LdxWriter.inline(r.condition()) + " → " + LdxWriter.inline(r.outcome());
    }

    /** A board in words, e.g. "hex_rectangle 11 × 11", "square 7 × 7 without 16 cells". */
    public static String describeBoard(Board board) {
        String shape = switch (board) {
            case Board.Square s -> "square " + s.size() + " × " + s.size();
            case Board.Rectangle r -> "rectangle " + r.rows() + " × " + r.cols();
            case Board.HexRectangle r -> "hex_rectangle " + r.rows() + " × " + r.cols();
            case Board.Hexagon h -> "hexagon of diameter " + h.diameter();
            case Board.Graph g -> "graph of " + g.cellCount() + " points and " + g.lines().size() + " lines";
        };
        int removed = board.removed().size();
        return removed == 0 ? shape : shape + " without " + removed + (removed == 1 ? " cell" : " cells");
    }

    /** The diagnostics of an error, each with its line and column (null when unknown). */
    static List<Map<String, Object>> diagnostics(GameException e) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Diagnostic d : e.diagnostics()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("line", d.span().map(Span::line).orElse(null));
            m.put("column", d.span().map(Span::column).orElse(null));
            m.put("length", d.span().map(Span::length).orElse(null));
            m.put("message", d.message());
            m.put("hint", d.hint().orElse(null));
            m.put("text", d.render(e.sourceText()));
            out.add(m);
        }
        return out;
    }
}
