package dev.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the commands print of a game (its name, its errors and warnings) reaches the terminal escaped. */
class TerminalSafetyTest {
    @TempDir
    Path dir;

    private static final String EVIL = "Evil\u001b]0;pwned\u0007\u001b[2J\rGame";
    private static final String SHOWN = "Evil\\e]0;pwned\\x07\\e[2J\\rGame";

    private record Output(int code, String out, String err) {}

    private static Output plateau(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Output(code, out.toString(), err.toString());
    }

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static void assertNoControlCharacters(String text) {
        assertFalse(text.chars().anyMatch(c -> c < 0x20 && c != '\n' && c != '\t' || c == 0x7f), text);
    }

    @Test
    void checkAndRunEscapeTheGameName() throws IOException {
        Path file = write("evil.ldx", "(game \"" + EVIL + "\" (players 2) (equipment (board (square 3)))\n"
                + " (rules (play (repeat (P1 P2) (place (destination empty))))\n"
                + " (end (if (line 3) (mover win)) (if (full_board) (draw)))))\n");
        Output check = plateau("check", file.toString());
        assertEquals(0, check.code(), check.err());
        assertTrue(check.out().contains("valid — \"" + SHOWN + "\""), check.out());
        assertNoControlCharacters(check.out() + check.err());

        Output run = plateau("run", file.toString(), "--playouts", "4", "--batch", "4", "--backend", "scalar");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains(SHOWN + ": 4 uniformly random playouts"), run.out());
        assertNoControlCharacters(run.out() + run.err());
    }

    @Test
    void errorsAndWarningsEscapeTheSourceLinesTheyQuote() throws IOException {
        String header = "(game \"" + EVIL + "\" (players 2) (equipment (board (square 3)))";
        Path bad = write("bad.ldx", header + " (rules (start (place P1 (9)))\n"
                + " (play (repeat (P1 P2) (place (destination empty))))\n"
                + " (end (if (full_board) (draw)))))\n");
        Output check = plateau("check", bad.toString());
        assertEquals(1, check.code());
        assertTrue(check.err().contains("cell 9 is not on the board"), check.err());
        assertTrue(check.err().contains(SHOWN), check.err());
        assertNoControlCharacters(check.err());

        String rules = " (rules (play (repeat (P1 P2) (place (destination empty))))"
                + " (end (if (line 4) (mover win)) (if (full_board) (draw)))))\n";
        Path warned = write("warned.ldx", header + rules);
        int column = header.length() + rules.indexOf("(line 4)") + 1;
        Output ok = plateau("check", warned.toString());
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.err().contains("warned.ldx:1:" + column + ": warning: `(line 4 orientation:any)` can never match"), ok.err());
        assertTrue(ok.err().contains(SHOWN), ok.err());
        assertNoControlCharacters(ok.out() + ok.err());
    }

    @Test
    void aGameTooLargeToCompileIsRefusedByCheckWithItsPosition() throws IOException {
        StringBuilder effects = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            effects.append(" (flip (custodial any))");
        }
        Path heavy = write("heavy.ldx", "(game \"heavy\" (players 2) (equipment (board (rectangle 1 1024)))\n"
                + " (rules (play (repeat (P1 P2) (place (destination empty)\n"
                + "   (effects" + effects + "))))\n"
                + " (end (if (full_board) (draw)))))\n");
        Output check = plateau("check", heavy.toString());
        assertEquals(1, check.code(), check.out());
        assertTrue(check.err().contains("heavy.ldx:3:19: `(custodial any orientation:any)`: the game is too large to"
                + " compile"), check.err());
        Output run = plateau("run", heavy.toString(), "--playouts", "1");
        assertEquals(1, run.code(), run.out());
        assertTrue(run.err().contains("over the limit of 250,000"), run.err());
    }
}
