package dev.plateau.text;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Game;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads a game written in the {@code .ldx} language (docs/language.md).
 *
 * <p>Whatever the input, reading either returns a game or throws a {@link GameException} whose
 * diagnostics each carry a {@link Span}: {@code file:line:column: message}, with the source line, a
 * caret under the construct and, where one helps, a hint such as the nearest keyword to a
 * misspelling. Reading stops at the first problem. Checks that need the board (a direction the
 * board lacks, a start cell outside it, …) are left to the analysis, which finds the position of
 * every node in {@link ParsedGame#sourceMap()}.
 *
 * <p>A game may declare parameters (docs/language.md, {@code parameters}); the methods that take
 * {@code bindings} give some of them other values than their defaults. Reading substitutes the
 * values, so the result is a concrete game whose {@link Game#parameters()} record the declarations
 * and the values. A binding of an undeclared name, or a value out of range, is a {@link
 * GameException} positioned at the declarations.
 */
public final class LdxReader {
    private LdxReader() {}

    /**
     * Reads a game from text.
     *
     * @param fileName the name used in error positions, such as {@code games/hex.ldx}
     * @param text the whole {@code .ldx} text
     * @return the game and the source position of each of its nodes
     * @throws GameException if the text is not a valid game
     */
    public static ParsedGame read(String fileName, String text) {
        return read(fileName, text, Map.of());
    }

    /**
     * Reads a game from text, binding some of its parameters.
     *
     * @param fileName the name used in error positions, such as {@code games/hex.ldx}
     * @param text the whole {@code .ldx} text
     * @param bindings values by parameter name; parameters not named keep their defaults
     * @return the game, with the values substituted, and the source position of each of its nodes
     * @throws GameException if the text is not a valid game, or a binding names no declared
     *     parameter or is out of its range
     */
    public static ParsedGame read(String fileName, String text, Map<String, Integer> bindings) {
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(bindings, "bindings");
        // Some editors start UTF-8 files with a byte-order mark; it is not part of the text.
        String source = text.startsWith("\uFEFF") ? text.substring(1) : text;
        SourceMap sourceMap = SourceMap.forSource(fileName, source);
        try {
            TokenCursor cursor = new TokenCursor(fileName, Lexer.tokenize(source), sourceMap);
            Game game = new GameParser(cursor, bindings).game();
            return new ParsedGame(game, sourceMap);
        } catch (SyntaxError e) {
            throw new GameException(e.diagnostic(), source);
        } catch (RuntimeException | StackOverflowError e) {
            // A bug in the reader, not a mistake in the game: still a positioned diagnostic.
            String version = Optional.ofNullable(LdxReader.class.getPackage().getImplementationVersion())
                    .orElse("development build");
            throw new GameException(Diagnostic.at(new Span(fileName, 1, 1, 1),
                    "internal error in the `.ldx` reader (" + e + "); please report it with this file and Plateau "
                            + version), source);
        }
    }

    /**
     * Reads a game from a UTF-8 file; positions name the file as {@code file.toString()}.
     *
     * @throws IOException if the file cannot be read
     * @throws GameException if the file is not valid UTF-8 or not a valid game
     */
    public static ParsedGame read(Path file) throws IOException {
        return read(file, Map.of());
    }

    /**
     * Reads a game from a UTF-8 file, binding some of its parameters, as {@link #read(String,
     * String, Map)}.
     *
     * @throws IOException if the file cannot be read
     * @throws GameException if the file is not valid UTF-8 or not a valid game, or a binding is not
     *     accepted
     */
    public static ParsedGame read(Path file, Map<String, Integer> bindings) throws IOException {
        return read(file.toString(), decode(file.toString(), Files.readAllBytes(file)), bindings);
    }

    /**
     * Reads a game from the bytes of a UTF-8 file, as {@link #read(Path)} does once it has read them
     * (for input that arrives as bytes, such as an upload).
     *
     * @param fileName the name used in error positions
     * @param utf8 the whole {@code .ldx} text, UTF-8 encoded
     * @throws GameException if the bytes are not valid UTF-8 or not a valid game
     */
    public static ParsedGame read(String fileName, byte[] utf8) {
        Objects.requireNonNull(fileName, "fileName");
        return read(fileName, decode(fileName, utf8));
    }

    /**
     * Reads a game from text and analyses it, so that every problem, in the text or against the
     * board, is a {@link GameException} positioned in the text.
     *
     * @param fileName the name used in error positions
     * @param text the whole {@code .ldx} text
     * @return the analysed game
     * @throws GameException if the text is not a valid game
     */
    public static AnalyzedGame analyze(String fileName, String text) {
        return read(fileName, text).analyze();
    }

    /**
     * Reads a game from a UTF-8 file and analyses it, as {@link #analyze(String, String)}.
     *
     * @throws IOException if the file cannot be read
     * @throws GameException if the file is not valid UTF-8 or not a valid game
     */
    public static AnalyzedGame analyze(Path file) throws IOException {
        return read(file).analyze();
    }

    /**
     * Reads a game from a UTF-8 file with some of its parameters bound, and analyses it; the
     * limits of the analysis apply to the game with the values substituted.
     *
     * @param file the {@code .ldx} file
     * @param bindings values by parameter name; parameters not named keep their defaults
     * @throws IOException if the file cannot be read
     * @throws GameException if the file is not a valid game or a binding is not accepted
     */
    public static AnalyzedGame analyze(Path file, Map<String, Integer> bindings) throws IOException {
        return read(file, bindings).analyze();
    }

    /** Decodes UTF-8 strictly, so that a binary or mis-encoded file is reported, not misread. */
    private static String decode(String fileName, byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            decoder.flush(out);
            return out.flip().toString();
        }
        String before = out.flip().toString();
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < before.length(); i++) {
            if (before.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        int badByte = bytes[in.position()] & 0xFF;
        Span span = new Span(fileName, line, before.length() - lineStart + 1, 1);
        throw new GameException(Diagnostic.at(span, String.format(
                "the file is not valid UTF-8: byte 0x%02X cannot start or continue a character here", badByte))
                .withHint("save the file as UTF-8 text"), before);
    }
}
