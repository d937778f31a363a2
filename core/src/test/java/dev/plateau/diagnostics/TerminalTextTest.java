package dev.plateau.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Escaping user text for terminals, and how warnings read. */
class TerminalTextTest {
    @Test
    void controlCharactersBecomeVisibleEscapes() {
        assertEquals("evil\\e]0;owned\\x07\\e[2J name", TerminalText.escape("evil\u001b]0;owned\u0007\u001b[2J name"));
        assertEquals("a\\nb\\rc\\td\\x7f\\x9b\\u202eé", TerminalText.escape("a\nb\rc\td\u007f\u009b\u202eé"));
    }

    @Test
    void escapeLinesKeepsLineFeedsAndTabs() {
        assertEquals("one\n\ttwo \\e[31m\\r", TerminalText.escapeLines("one\n\ttwo \u001b[31m\r"));
    }

    @Test
    void plainTextIsReturnedAsItIs() {
        String plain = "Reversi — 8 × 8";
        assertSame(plain, TerminalText.escape(plain));
    }

    @Test
    void warningsSayWhatTheyAre() {
        Span at = new Span("g.ldx", 3, 7, 4);
        Diagnostic error = Diagnostic.at(at, "m");
        Diagnostic warning = error.asWarning();
        assertEquals("g.ldx:3:7: m", error.headline());
        assertEquals("g.ldx:3:7: warning: m", warning.headline());
        assertEquals("warning: m", Diagnostic.of("m").asWarning().headline());
        assertEquals(Diagnostic.Severity.WARNING, warning.withHint("h").severity());
        assertEquals(Optional.of("h"), warning.withHint("h").hint());
    }
}
