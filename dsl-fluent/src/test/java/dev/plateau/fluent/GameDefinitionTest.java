package dev.plateau.fluent;

import static dev.plateau.fluent.Ldx.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.plateau.rules.Board;
import dev.plateau.rules.Game;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.RuleException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link Ldx#define} and {@link GameDefinition} (docs/language.md, {@code parameters}). */
class GameDefinitionTest {
    private static final GameDefinition LINES = define(parameters(parameter("n", 3, 2, 9), parameter("k", 3, 1, 9)),
            p -> game("Lines")
                    .board(square(p.value("n")))
                    .play(repeat(P1, P2).place(empty()))
                    .end(when(line(p.value("k")), moverWins()), when(fullBoard(), draw())));

    @Test
    void bindingsBuildTheGameAtThoseValuesAndRecordThem() {
        Game g = LINES.with(Map.of("n", 5));
        assertEquals(new Board.Square(5), g.board());
        assertEquals(Map.of("n", 5, "k", 3), g.parameters().values());
        assertEquals(List.of(new Parameter("n", 3, 2, 9), new Parameter("k", 3, 1, 9)), LINES.parameters());
        assertEquals(g, LINES.with(Map.of("n", 5, "k", 3)));
        assertNotEquals(LINES.withDefaults(), g);
        assertEquals(new Board.Square(3), LINES.withDefaults().board());
    }

    @Test
    void theRulesEqualThoseOfTheGameWrittenWithLiterals() {
        Game literal = game("Lines")
                .board(square(4))
                .play(repeat(P1, P2).place(empty()))
                .end(when(line(2), moverWins()), when(fullBoard(), draw()));
        assertEquals(literal, LINES.with(Map.of("n", 4, "k", 2)).withParameters(dev.plateau.rules.Parameters.NONE));
    }

    @Test
    void badBindingsAndDeclarationsThrowTheReadersMessages() {
        assertEquals("unknown parameter `size`: the game declares `n` (2 … 9, default 3), `k` (1 … 9, default 3)",
                assertThrows(RuleException.class, () -> LINES.with(Map.of("size", 4))).getMessage());
        assertEquals("`n=10` is out of range: `(n 3 2 9)` allows 2 … 9",
                assertThrows(RuleException.class, () -> LINES.with(Map.of("n", 10))).getMessage());
        assertEquals("the parameter `n` is declared twice",
                assertThrows(RuleException.class, () -> parameters(parameter("n", 1, 1, 1), parameter("n", 2, 2, 2)))
                        .getMessage());
        assertEquals("the parameter name `line` is a word of the language; choose another name",
                assertThrows(RuleException.class, () -> parameter("line", 1, 1, 1)).getMessage());
        assertEquals("`(n 0 1 9)`: the default 0 is outside the range 1 … 9",
                assertThrows(RuleException.class, () -> parameter("n", 0, 1, 9)).getMessage());
    }

    @Test
    void aValueThatBreaksARuleThrowsFromTheBody() {
        GameDefinition lines = define(parameters(parameter("k", 3, 0, 9)), p -> game("L").board(square(3))
                .play(repeat(P1, P2).place(empty())).end(when(line(p.value("k")), moverWins())));
        assertEquals("`(line 0)`: a line needs a length of at least 1",
                assertThrows(RuleException.class, () -> lines.with(Map.of("k", 0))).getMessage());
    }
}
