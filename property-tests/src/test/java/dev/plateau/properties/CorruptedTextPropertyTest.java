package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.Span;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * Reading damaged {@code .ldx} text either succeeds or throws a {@link GameException} whose
 * diagnostics all point into the text: never another exception, never a hang. The texts are the
 * library games and written random games, with tokens deleted, inserted, replaced, duplicated or
 * swapped, and cut short.
 */
class CorruptedTextPropertyTest {
    /** Pieces of text: whitespace, a comment, a (possibly unterminated) name, a parenthesis, a word. */
    private static final Pattern PIECE = Pattern.compile("\\s+|;[^\\n]*|\"[^\"]*\"?|[()]|[^\\s()\";]+");

    /** What may be inserted: words of the language, near misses, numbers and hostile text. */
    private static final List<String> INSERTS = List.of(
            "(", ")", "(", ")", "\"", ";", "; comment\n", "\"name\"", "\n",
            "game", "players", "equipment", "board", "square", "rectangle", "hexagon", "hex_rectangle", "rules",
            "start", "play", "once-through", "repeat", "place", "destination", "result", "effects", "force_pass",
            "end", "if", "empty", "occupied", "center", "corners", "edges", "edgesNoCorners", "edge", "prev_move",
            "adjacent", "custodial", "pattern", "and", "or", "not", "count", "score", "line", "connected", "add",
            "multiply", "subtract", "=", ">=", "<=", "exists", "full_board", "mover_is", "passed", "both",
            "capture", "flip", "increment_score", "set_score", "win", "lose", "draw", "by_score", "mover",
            "opponent", "P1", "P2", "P3", "top", "left", "up", "any", "true", "false", "direction:", "direction:up",
            "orientation:", "orientation:vertical", "exact:true", "rotate:", "increment_score:true", ":", "a:b:c",
            "0", "1", "3", "8", "-3", "3.5", "3.0", "1e3", "99999999999", "2147483648", "0000000000007",
            "(".repeat(300), ")".repeat(40), "(not ".repeat(80), "\u0000", "\u0007", "\u00e9", "\ud800", "\uFEFF",
            "\u2028", "\t", "\r\n", "×");

    private static final List<String> LIBRARY = libraryTexts();

    @Test
    void damagedTextGivesAGameOrAPositionedGameException() {
        qt().withFixedSeed(TextRoundTripPropertyTest.SEED).withExamples(2500).forAll(damagedTexts())
                .checkAssert(text -> assertTimeoutPreemptively(Duration.ofSeconds(5), () -> check(text)));
    }

    @Test
    void everyPrefixOfALibraryGameGivesAPositionedGameException() {
        for (String text : LIBRARY) {
            for (int end = 0; end <= text.lastIndexOf(')'); end++) {
                String prefix = text.substring(0, end);
                assertThrows(GameException.class, () -> LdxReader.read("prefix.ldx", prefix), prefix);
                check(prefix);
            }
        }
    }

    private static void check(String text) {
        try {
            LdxReader.read("damaged.ldx", text);
        } catch (GameException e) {
            assertFalse(e.diagnostics().isEmpty());
            List<String> lines = text.lines().toList();
            for (Diagnostic d : e.diagnostics()) {
                Span span = d.span().orElseThrow(() -> new AssertionError("no span: " + d.message()));
                assertFalse(d.message().contains("internal error"), d::message);
                assertTrue(span.line() <= Math.max(1, lines.size() + 1), () -> span + " is past the end of " + text);
            }
            assertFalse(e.getMessage().isBlank());
        }
    }

    /** A library game or a written random game, damaged by one to four edits. */
    private static Gen<String> damagedTexts() {
        Gen<String> randomGames = GameGenerators.games(2).map(LdxWriter::write);
        return in -> {
            int base = between(in, 0, LIBRARY.size());
            String text = base < LIBRARY.size() ? LIBRARY.get(base) : randomGames.generate(in);
            List<String> pieces = pieces(text);
            int edits = between(in, 1, 4);
            for (int i = 0; i < edits; i++) {
                edit(in, pieces);
            }
            String damaged = String.join("", pieces);
            return between(in, 0, 3) == 0 ? damaged.substring(0, between(in, 0, damaged.length())) : damaged;
        };
    }

    private static void edit(RandomnessSource in, List<String> pieces) {
        if (pieces.isEmpty()) {
            pieces.add(INSERTS.get(between(in, 0, INSERTS.size() - 1)));
            return;
        }
        int at = between(in, 0, pieces.size() - 1);
        String insert = " " + INSERTS.get(between(in, 0, INSERTS.size() - 1)) + " ";
        switch (between(in, 0, 4)) {
            case 0 -> pieces.remove(at);
            case 1 -> pieces.add(at, insert);
            case 2 -> pieces.set(at, insert);
            case 3 -> pieces.add(at, pieces.get(between(in, 0, pieces.size() - 1)));
            default -> {
                int other = between(in, 0, pieces.size() - 1);
                String swap = pieces.get(at);
                pieces.set(at, pieces.get(other));
                pieces.set(other, swap);
            }
        }
    }

    private static List<String> pieces(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = PIECE.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static int between(RandomnessSource in, int lo, int hi) {
        return (int) in.next(Constraint.between(lo, hi));
    }

    private static List<String> libraryTexts() {
        try {
            List<String> texts = new ArrayList<>();
            for (String stem : LibraryGames.stems()) {
                texts.add(Files.readString(LibraryGames.file(stem)));
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
