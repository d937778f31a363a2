package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.diagnostics.GameException;
import dev.plateau.rules.Board;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Game parameters in text (docs/language.md, {@code parameters}): substitution, bindings, errors, writing. */
class ParametersTest {
    /** Every integer position uses a parameter: board, start cells, line length, a constant. */
    private static final String GAME = """
            (game "Lines" (parameters (n 3 2 9) (k 2 1 9))
              (players 2) (equipment (board (square n)))
              (rules (start (place P1 (k)))
                     (play (repeat (P1 P2) (place (destination empty))))
                     (end (if (line k) (mover win)) (if (>= (count (occupied mover)) n) (draw)))))
            """;

    @Test
    void parametersStandWhereIntegersMayAndTakeTheirDefaults() {
        Game g = LdxReader.read("g.ldx", GAME).game();
        assertEquals(new Board.Square(3), g.board());
        assertEquals(List.of(new Placement(Player.P1, List.of(2))), g.start());
        assertEquals(new Pred.Positive(new Func.Line(2, Orientation.ANY, false)), g.endRules().get(0).condition());
        Pred.AtLeast atLeast = (Pred.AtLeast) g.endRules().get(1).condition();
        assertEquals(new Func.Const(3), atLeast.right());
        assertEquals(List.of(new Parameter("n", 3, 2, 9), new Parameter("k", 2, 1, 9)), g.parameters().declared());
        assertEquals(Map.of("n", 3, "k", 2), g.parameters().values());
    }

    @Test
    void bindingsReplaceDefaultsAndTheOthersKeepTheirs() {
        Game g = LdxReader.read("g.ldx", GAME, Map.of("n", 5)).game();
        assertEquals(new Board.Square(5), g.board());
        assertEquals(List.of(new Placement(Player.P1, List.of(2))), g.start());
        assertEquals(Map.of("n", 5, "k", 2), g.parameters().values());
        assertNotEquals(LdxReader.read("g.ldx", GAME).game(), g, "the values are part of the game");
        assertEquals(g, LdxReader.read("g.ldx", GAME).with(Map.of("n", 5)).game());
    }

    @Test
    void aGameWithoutParametersEqualsTheSameGameWrittenWithLiterals() throws IOException {
        Game hex7 = LdxReader.read(LdxReaderTest.GAMES.resolve("hex.ldx"), Map.of("size", 7)).game();
        assertEquals(new Board.HexRectangle(7, 7), hex7.board());
        String literal = LdxWriter.write(hex7.withParameters(Parameters.NONE));
        assertEquals(hex7.withParameters(Parameters.NONE), LdxReader.read("w.ldx", literal).game());
    }

    @Test
    void writtenTextReadsBackEqualWithTheSameBindings() {
        Game g = LdxReader.read("g.ldx", GAME, Map.of("n", 7, "k", 4)).game();
        String text = LdxWriter.write(g);
        assertTrue(text.startsWith("(game \"Lines\" (parameters (n 3 2 9) (k 2 1 9))\n  (players 2)"), text);
        assertEquals(g, LdxReader.read("w.ldx", text, g.parameters().values()).game());
    }

    @Test
    void anUnknownBindingListsTheDeclaredParametersAtTheDeclarations() {
        GameException e = assertThrows(GameException.class, () -> LdxReader.read("g.ldx", GAME, Map.of("size", 4)));
        assertEquals("g.ldx:1:15: unknown parameter `size`: the game declares `n` (2 … 9, default 3), "
                + "`k` (1 … 9, default 2)", e.diagnostics().get(0).headline());
    }

    @Test
    void aBindingForAGameWithoutParametersSaysSoAtTheGame() throws IOException {
        GameException e = assertThrows(GameException.class,
                () -> LdxReader.read(LdxReaderTest.GAMES.resolve("tic_tac_toe.ldx"), Map.of("size", 4)));
        String headline = e.diagnostics().get(0).headline();
        assertTrue(headline.endsWith(":2:1: unknown parameter `size`: the game declares no parameters"), headline);
    }

    @Test
    void aValueOutOfRangeNamesTheRangeAtTheDeclaration() {
        GameException e = assertThrows(GameException.class, () -> LdxReader.read("g.ldx", GAME, Map.of("k", 10)));
        assertEquals("g.ldx:1:37: `k=10` is out of range: `(k 2 1 9)` allows 1 … 9",
                e.diagnostics().get(0).headline());
    }

    @Test
    void limitsApplyToTheSubstitutedGame() {
        String big = GAME.replace("(n 3 2 9)", "(n 3 2 40)");
        GameException e = assertThrows(GameException.class, () -> LdxReader.read("g.ldx", big, Map.of("n", 33)));
        assertEquals("g.ldx:2:33: `(square 33)` has 1089 cells, more than the limit of 1024",
                e.diagnostics().get(0).headline());
    }

    @Test
    void analysisErrorsOfTheSubstitutedGameArePositioned() {
        // The start cell k is on the board at n = 3 but not at n = 1.
        String text = GAME.replace("(n 3 2 9)", "(n 3 1 9)");
        GameException e = assertThrows(GameException.class,
                () -> LdxReader.read("g.ldx", text, Map.of("n", 1)).analyze());
        assertTrue(e.getMessage().startsWith("g.ldx:3:17: `(place P1 (2))`: cell 2 is not on the board"),
                e.getMessage());
    }
}
