package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.rules.Board;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Integer arithmetic while reading (docs/language.md, Integer arithmetic while reading): {@code add},
 * {@code multiply}, {@code subtract} and {@code divide} over literals and parameters wherever an
 * integer literal may stand, their values against Java's arithmetic, their errors, and Reversi at
 * every even size.
 */
class ArithmeticTest {
    /** A game whose first start cell is {@code CELL}, on a board large enough for any of them. */
    private static final String START = """
            (game "Cells" (parameters (n 8 1 32)) (players 2) (equipment (board (square 32)))
              (rules (start (place P1 (CELL)))
                     (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))))
            """;

    private static Game read(String text) {
        return LdxReader.read("a.ldx", text).game();
    }

    private static int startCell(String expression) {
        return read(START.replace("CELL", expression)).start().get(0).cells().get(0);
    }

    private static Diagnostic error(String text) {
        GameException e = assertThrows(GameException.class, () -> LdxReader.read("a.ldx", text));
        return e.diagnostics().get(0);
    }

    // ---- values ----

    @Test
    void eachFormComputesItsValue() {
        assertEquals(7 + 2 + 1, startCell("(add 7 2 1)"));
        assertEquals(7, startCell("(add 7)"));
        assertEquals(7 * 2 * 3, startCell("(multiply 7 2 3)"));
        assertEquals(7 - 2, startCell("(subtract 7 2)"));
        assertEquals(3, startCell("(divide 7 2)"), "division rounds down");
        assertEquals(0, startCell("(divide 1 2)"));
        assertEquals(4, startCell("(divide 8 2)"));
    }

    @Test
    void formsNestAndTakeParameters() {
        // n = 8 by default: (8/2 − 1)·(8 + 1) = 27, the top-left centre cell of an 8 × 8 board.
        assertEquals(27, startCell("(multiply (subtract (divide n 2) 1) (add n 1))"));
        assertEquals(8 + 2, startCell("(add n 2)"));
    }

    @Test
    void onlyTheValueOfEachFormMustBeInRange() {
        // The steps inside one form may leave 0 … 2147483647, …
        assertEquals(0, startCell("(multiply 65536 65536 0)"));
        assertEquals(Integer.MAX_VALUE, startCell("(subtract (add 2147483647 0) 0)"));
        // … but the value of every form may not, nested ones included.
        assertEquals("`(add 2147483647 2147483647 1)` is 4294967295: integers computed while reading must lie in "
                + "0 … 2147483647, as literals do",
                error(START.replace("CELL", "(divide (add 2147483647 2147483647 1) 2)")).message());
    }

    /**
     * Every value agrees with Java's {@code long} arithmetic (division rounding down), or, outside
     * 0 … 2147483647 or for a division by zero, is the error the reference names.
     */
    @Test
    void valuesAgreeWithJavaArithmetic() {
        qt().withExamples(300).forAll(integers().between(0, Integer.MAX_VALUE), integers().between(0, 70_000))
                .checkAssert((a, b) -> {
                    check("add", a, b, (long) a + b);
                    check("multiply", a, b, (long) a * b);
                    check("subtract", a, b, (long) a - b);
                    check("subtract", b, a, (long) b - a);
                    check("divide", a, b, b == 0 ? null : (long) a / b);
                    check("divide", b, a, a == 0 ? null : (long) b / a);
                });
    }

    /** {@code (form a b)} is {@code expected}, an out-of-range error, or (null) a division by zero. */
    private static void check(String form, int a, int b, Long expected) {
        String expression = "(" + form + " " + a + " " + b + ")";
        if (expected != null && expected >= 0 && expected <= Integer.MAX_VALUE) {
            assertEquals(expected.longValue(), startCell(expression), expression);
            return;
        }
        String message = error(START.replace("CELL", expression)).message();
        assertEquals(expected == null ? "`" + expression + "` divides by zero"
                : "`" + expression + "` is " + expected + ": integers computed while reading must lie in "
                        + "0 … 2147483647, as literals do", message);
    }

    @Test
    void everyIntegerPositionTakesArithmetic() {
        Game g = read("""
                (game "Everywhere" (parameters (n 6 2 9)) (players (divide n 3))
                  (equipment (board (rectangle (subtract n 1) (add n 1))))
                  (rules (start (place P2 ((multiply n 2) (add n 1))))
                         (play (repeat (P1 P2) (place (destination (and empty
                                 (not (pattern ((divide n 3) (subtract n 5)) ((subtract n 6) (divide n 6))))))
                                 (effects (capture (custodial (divide n 2)))))))
                         (end (if (line (subtract n 2)) (mover win))
                              (if (>= (count (occupied mover)) (divide (multiply n 5) 2)) (draw))
                              (if (divide n 4) (draw)))))
                """);
        assertEquals(2, g.players());
        assertEquals(new Board.Rectangle(5, 7), g.board());
        assertEquals(List.of(new Placement(Player.P2, List.of(12, 7))), g.start());
        Mask destination = new Mask.And(List.of(new Mask.Empty(),
                new Mask.Not(new Mask.Pattern(2, 1, List.of(0, 1), false))));
        assertEquals(destination, g.phases().get(0).mechanic().destination());
        assertEquals(List.of(new dev.plateau.rules.Effect.Capture(
                        new Mask.Custodial(OptionalInt.of(3), Who.MOVER, Orientation.ANY), Who.OPPONENT, false)),
                g.phases().get(0).mechanic().effects());
        assertEquals(new Pred.Positive(new Func.Line(4, Orientation.ANY, false)), g.endRules().get(0).condition());
        // Where a function stands, (divide …) is the constant it computes, …
        assertEquals(new Pred.AtLeast(new Func.Count(new Mask.OccupiedBy(Who.MOVER)), new Func.Const(15)),
                g.endRules().get(1).condition());
        assertEquals(new Pred.Positive(new Func.Const(1)), g.endRules().get(2).condition());
    }

    @Test
    void addMultiplyAndSubtractStayFunctionsWhereAFunctionStands() {
        Game g = read("""
                (game "Functions" (parameters (n 3 1 9)) (players 2) (equipment (board (square 3)))
                  (rules (play (repeat (P1 P2) (place (destination empty))))
                         (end (if (>= (add n 1) (subtract (multiply n 2) (divide n 2))) (draw)))))
                """);
        Func four = new Func.Add(List.of(new Func.Const(3), new Func.Const(1)));
        Func five = new Func.Subtract(new Func.Multiply(List.of(new Func.Const(3), new Func.Const(2))),
                new Func.Const(1));
        assertEquals(new Pred.AtLeast(four, five), g.endRules().get(0).condition());
    }

    // ---- Reversi at every size ----

    /**
     * {@code games/reversi.ldx} at every even size puts P1 on the top-left and bottom-right cells of
     * the centre 2 × 2 and P2 on the other two (docs/language.md, Integer arithmetic while reading),
     * named here by row and column.
     */
    @Test
    void reversiStartsOnTheCentreAtEveryEvenSize() throws IOException {
        for (int size = 4; size <= 16; size += 2) {
            Game g = LdxReader.read(LdxReaderTest.GAMES.resolve("reversi.ldx"), Map.of("size", size)).game();
            int upper = size / 2 - 1;
            int lower = size / 2;
            assertEquals(new Board.Square(size), g.board());
            assertEquals(List.of(
                    new Placement(Player.P1, List.of(upper * size + upper, lower * size + lower)),
                    new Placement(Player.P2, List.of(upper * size + lower, lower * size + upper))), g.start(),
                    "size " + size);
            LdxReader.read(LdxReaderTest.GAMES.resolve("reversi.ldx"), Map.of("size", size)).analyze();
        }
    }

    @Test
    void theWriterWritesTheComputedValuesThatReadBackEqual() throws IOException {
        Game six = LdxReader.read(LdxReaderTest.GAMES.resolve("reversi.ldx"), Map.of("size", 6)).game();
        String text = LdxWriter.write(six);
        assertTrue(text.contains("(start (place P1 (14 21)) (place P2 (15 20)))"), text);
        assertEquals(six, LdxReader.read("w.ldx", text, Map.of("size", 6)).game());
    }

    // ---- errors ----

    @Test
    void errorsArePositionedAtTheForm() {
        Diagnostic zero = error(START.replace("CELL", "(add 1 (divide n (subtract n 8)))"));
        assertEquals("a.ldx:2:35: `(divide 8 0)` divides by zero", zero.headline());
        assertEquals(Optional.empty(), zero.hint());

        Diagnostic big = error(START.replace("CELL", "(multiply n 1073741824)"));
        assertEquals("a.ldx:2:28: `(multiply 8 1073741824)` is 8589934592: integers computed while reading must lie "
                + "in 0 … 2147483647, as literals do", big.headline());
    }

    @Test
    void argumentsAreIntegers() {
        Diagnostic none = error(START.replace("CELL", "(add)"));
        assertEquals("a.ldx:2:32: expected an integer after `(add`, found `)`", none.headline());

        Diagnostic function = error(START.replace("CELL", "(add (score mover) 1)"));
        assertEquals("a.ldx:2:33: expected an integer after `(add`, found `(score`", function.headline());
        assertEquals(Optional.of("`(score …)` is a function, evaluated during play; an integer here is a literal, a "
                + "parameter or `(add …)`, `(multiply …)`, `(subtract …)` or `(divide …)` of them, computed while "
                + "reading"), function.hint());

        Diagnostic word = error(START.replace("CELL", "(add nn 1)"));
        assertEquals("a.ldx:2:33: expected an integer after `(add`, found `nn`", word.headline());
        assertEquals(Optional.of("did you mean `n`?"), word.hint());

        Diagnostic negative = error(START.replace("CELL", "(add -1 2)"));
        assertEquals(Optional.of("integers are written with the digits 0-9 only, so they are whole numbers ≥ 0"),
                negative.hint());
    }

    @Test
    void subtractAndDivideTakeExactlyTwo() {
        Diagnostic one = error(START.replace("CELL", "(divide 8)"));
        assertEquals("a.ldx:2:37: expected an integer in `(divide …)`, found `)`", one.headline());
        Diagnostic three = error(START.replace("CELL", "(subtract 8 1 1)"));
        assertEquals("a.ldx:2:42: expected `)` to close `(subtract …)`, found `1`", three.headline());
        assertEquals(Optional.of("`subtract` takes exactly two integers"), three.hint());
    }

    @Test
    void anUnclosedFormSaysWhereItOpened() {
        Diagnostic d = error("(game \"G\" (players 2) (equipment (board (square (add 3 1");
        assertEquals("a.ldx:1:57: expected `)` to close `(add …)`, found the end of the file", d.headline());
        assertEquals(Optional.of("`(add` is opened at line 1, column 49 and never closed"), d.hint());
    }

    @Test
    void boardSizesStayPositive() {
        Diagnostic d = error(START.replace("(square 32)", "(square (subtract n 8))"));
        assertEquals("a.ldx:1:77: `(square 0)`: board sizes must be positive whole numbers", d.headline());
    }

    @Test
    void divideIsNotAMaskAndDeclarationsAreDigits() {
        Diagnostic mask = error(START.replace("CELL", "1").replace("(destination empty)", "(destination (divide n 2))"));
        assertEquals("a.ldx:3:52: expected a mask after `(destination`, found `(divide`", mask.headline());
        assertEquals(Optional.of("`(divide …)` is an integer computed while reading, not a mask"), mask.hint());
        Diagnostic declaration = error(START.replace("CELL", "1").replace("(n 8 1 32)", "(n (add 4 4) 1 32)"));
        assertEquals("a.ldx:1:30: expected the default value of `n` in `(n …)`, found `(add`", declaration.headline());
    }
}
