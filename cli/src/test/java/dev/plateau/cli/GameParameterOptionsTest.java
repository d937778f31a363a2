package dev.plateau.cli;

import static dev.plateau.cli.ConformCommandTest.assertNoStackTrace;
import static dev.plateau.cli.ConformCommandTest.game;
import static dev.plateau.cli.ConformCommandTest.run;
import static dev.plateau.cli.ConformCommandTest.traces;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.cli.ConformCommandTest.Run;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --set NAME=VALUE} on the commands that take a game (docs/language.md, {@code parameters}). */
class GameParameterOptionsTest {
    @Test
    void checkShowsTheBoundSizeAndTheParameters() {
        Run r = run("check", game("hex"), "--set", "size=7");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("params   size=7 (3 … 19, default 11)"), r.out());
        assertTrue(r.out().contains("hex_rectangle 7 × 7, 49 cells, 49 actions"), r.out());
    }

    @Test
    void connectFourTakesRowsAndColumns() {
        Run r = run("check", game("connect_four"), "--set", "rows=5", "--set", "columns=8");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("rectangle 5 × 8, 40 cells"), r.out());
    }

    @Test
    void runPlaysTheBoundSize() {
        Run r = run("run", game("hex"), "--set", "size=3", "--playouts", "200", "--format", "kv");
        assertEquals(0, r.code(), r.err());
        // Hex cannot end in a draw, and 3 × 3 Hex ends after at most 9 moves.
        assertTrue(r.out().contains("draws=0"), r.out());
    }

    @Test
    void conformAgreesAtOtherSizes() {
        for (int size : List.of(7, 9)) {
            Run r = run("conform", game("hex"), traces("hex_" + size + "x" + size), "--set", "size=" + size);
            assertEquals(0, r.code(), r.err());
            assertEquals("agree=100 disagree=0 playouts=100", r.firstLine());
        }
        Run wrongSize = run("conform", game("hex"), traces("hex_7x7"));
        assertEquals(1, wrongSize.code());
        assertTrue(wrongSize.err().contains("has 49 sites, but"), wrongSize.err());
    }

    /** Reversi's start is computed from {@code size} while reading (docs/language.md, Integer arithmetic while reading). */
    @Test
    void reversiConformsAtOtherSizes() {
        for (int size : List.of(6, 10)) {
            Run r = run("conform", game("reversi"), traces("reversi_" + size + "x" + size), "--set", "size=" + size);
            assertEquals(0, r.code(), r.err());
            assertEquals("agree=100 disagree=0 playouts=100", r.firstLine());
        }
        Run check = run("check", game("reversi"), "--set", "size=6");
        assertEquals(0, check.code(), check.err());
        assertTrue(check.out().contains("params   size=6 (4 … 16, default 8)"), check.out());
        assertTrue(check.out().contains("square 6 × 6, 36 cells, 37 actions"), check.out());
    }

    @Test
    void anUnknownParameterListsTheKnownOnes() {
        Run r = run("run", game("hex"), "--set", "sise=7");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("hex.ldx:3:13: unknown parameter `sise`: the game declares `size` (3 … 19, default 11)"),
                r.err());
        assertNoStackTrace(r);
    }

    @Test
    void aValueOutOfRangeNamesTheRangeAndTheDeclaration() {
        Run r = run("check", game("hex"), "--set", "size=25");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("hex.ldx:3:25: `size=25` is out of range: `(size 11 3 19)` allows 3 … 19"), r.err());
        assertTrue(r.err().contains("^^^^^^^^^^^^^^"), r.err());
        assertNoStackTrace(r);
    }

    @Test
    void aGameWithoutParametersRejectsBindings() {
        Run r = run("ptx", game("tic_tac_toe"), "--set", "size=4");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("unknown parameter `size`: the game declares no parameters"), r.err());
        assertNoStackTrace(r);
    }

    @Test
    void badAssignmentsAreUserErrors() {
        for (String bad : List.of("size", "size=", "=7", "size=-1", "size=7.5", "size=99999999999")) {
            Run r = run("bench", game("hex"), "--set", bad);
            assertEquals(1, r.code(), bad);
            assertTrue(r.err().startsWith("--set " + bad + ": "), r.err());
            assertNoStackTrace(r);
        }
        Run twice = run("run", game("hex"), "--set", "size=7", "--set", "size=9");
        assertEquals(1, twice.code());
        assertTrue(twice.err().contains("--set size=9: `size` is given twice"), twice.err());
    }

    @Test
    void assignmentsAreParsedInOrder() {
        assertEquals(List.of("rows", "columns"),
                List.copyOf(GameParameterOptions.parse(List.of("rows=5", "columns=8")).keySet()));
        assertEquals(Map.of("size", 0), GameParameterOptions.parse(List.of("size=0")));
        assertFalse(GameParameterOptions.parse(List.of()).containsKey("size"));
    }
}
