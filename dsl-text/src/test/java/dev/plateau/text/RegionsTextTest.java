package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.GameException;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The masks {@code cells}, {@code row} and {@code column}, and named {@code regions}
 * (docs/language.md): what they select on a board, and the errors of their misuse.
 */
class RegionsTextTest {
    private static List<Integer> firstLegalActions(String destination, String equipmentExtra) {
        String text = "(game \"t\" (players 2) (equipment (board (square 3))" + equipmentExtra + ")\n"
                + "  (rules (play (repeat (P1 P2) (place (destination " + destination + "))))"
                + " (end (if (full_board) (draw)))))";
        CompiledGame game = CompiledGame.compile(LdxReader.analyze("t.ldx", text));
        try (Simulator sim = Simulator.builder(game).batch(1).threads(1).build()) {
            return sim.legalActions(0);
        }
    }

    @Test
    void rowsColumnsAndCellsSelectByTheCellNames() {
        // On (square 3) the cells are a1 b1 c1 / a2 b2 c2 / a3 b3 c3, numbered 0 … 8 row by row.
        assertEquals(List.of(0, 1, 2), firstLegalActions("(row 1)", ""));
        assertEquals(List.of(6, 7, 8), firstLegalActions("(row 3)", ""));
        assertEquals(List.of(2, 5, 8), firstLegalActions("(column 3)", ""));
        assertEquals(List.of(2, 4, 5, 8), firstLegalActions("(or (column 3) (cells 4))", ""));
    }

    @Test
    void aRegionStandsForItsMaskWhereverAMaskMay() {
        assertEquals(List.of(0, 1, 2, 3, 6), firstLegalActions("(or upper west)",
                " (regions (upper (row 1)) (west (column 1)))"));
        assertEquals(List.of(1, 2), firstLegalActions("(and upper (not corner_a))",
                " (regions (upper (row 1)) (corner_a (cells 0)))"));
        // A region may use the regions declared before it.
        assertEquals(List.of(0), firstLegalActions("nw", " (regions (upper (row 1)) (west (column 1)) (nw (and upper west)))"));
    }

    @Test
    void aRowOrCellTheBoardLacksIsAnError() {
        GameException e = assertThrows(GameException.class, () -> firstLegalActions("(row 4)", ""));
        assertTrue(e.getMessage().contains("`(row 4)`: the board `(square 3)` has rows 1 … 3"), e.getMessage());
        e = assertThrows(GameException.class, () -> firstLegalActions("(cells 0 9)", ""));
        assertTrue(e.getMessage().contains("cell 9 is not on the board: `(square 3)` has cells 0 … 8"), e.getMessage());
    }

    @Test
    void regionNamesAreCheckedWhereTheyAreDeclared() {
        GameException twice = assertThrows(GameException.class, () -> firstLegalActions("upper",
                " (regions (upper (row 1)) (upper (row 2)))"));
        assertTrue(twice.getMessage().contains("the region name `upper` is already the name of a region"), twice.getMessage());
        GameException keyword = assertThrows(GameException.class, () -> firstLegalActions("empty",
                " (regions (center (row 1)))"));
        assertTrue(keyword.getMessage().contains("`center` is a word of the language"), keyword.getMessage());
        GameException unknown = assertThrows(GameException.class, () -> firstLegalActions("lower", " (regions (upper (row 1)))"));
        assertTrue(unknown.getMessage().contains("expected a mask"), unknown.getMessage());
    }
}
