package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.text.Token.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {
    private static List<Kind> kinds(String text) {
        return Lexer.tokenize(text).stream().map(Token::kind).toList();
    }

    @Test
    void splitsParenthesesWordsStringsAndKeywords() {
        assertEquals(List.of(Kind.OPEN, Kind.ATOM, Kind.STRING, Kind.KEYWORD, Kind.ATOM, Kind.CLOSE, Kind.END),
                kinds("(game \"a b\" direction:up)"));
    }

    @Test
    void aKeywordAndItsValueHaveTheirOwnPositions() {
        List<Token> tokens = Lexer.tokenize("(x\n  exact:true orientation: any)");
        assertEquals(new Token(Kind.KEYWORD, "exact", 2, 3, 6), tokens.get(2));
        assertEquals(new Token(Kind.ATOM, "true", 2, 9, 4), tokens.get(3));
        assertEquals(new Token(Kind.KEYWORD, "orientation", 2, 14, 12), tokens.get(4));
        assertEquals(new Token(Kind.ATOM, "any", 2, 27, 3), tokens.get(5));
    }

    @Test
    void commentsAreSkippedButNotInsideTheName() {
        List<Token> tokens = Lexer.tokenize("; c\n\"a;b\" ; (x\n)");
        assertEquals(new Token(Kind.STRING, "a;b", 2, 1, 5), tokens.get(0));
        assertEquals(new Token(Kind.CLOSE, ")", 3, 1, 1), tokens.get(1));
    }

    @Test
    void theEndTokenFollowsTheLastToken() {
        assertEquals(new Token(Kind.END, "", 1, 5, 1), Lexer.tokenize("(abc  ; c\n\n").get(2));
        assertEquals(new Token(Kind.END, "", 1, 1, 1), Lexer.tokenize("").get(0));
    }

    @Test
    void problemsBecomeAFinalErrorToken() {
        assertEquals(List.of(Kind.OPEN, Kind.ERROR), kinds("( \"open"));
        assertEquals(List.of(Kind.ATOM, Kind.ERROR), kinds("a\u0000b"));
        List<Kind> deep = kinds("(".repeat(300));
        assertEquals(Lexer.MAX_DEPTH + 1, deep.size());
        assertEquals(Kind.ERROR, deep.get(deep.size() - 1));
    }
}
