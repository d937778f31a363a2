package dev.plateau.cuda.ptx.interp;

import java.util.ArrayList;
import java.util.List;

/** Splits PTX text into {@link Token}s, dropping {@code //} comments and white space. */
final class PtxLexer {
    private static final String PUNCTUATION = "(){}[],;:@!<>";

    private PtxLexer() {}

    /**
     * The tokens of a text.
     *
     * @throws PtxSyntaxException on a character that no construct of the subset uses (block
     *     comments included)
     */
    static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int line = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                i++;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (PUNCTUATION.indexOf(c) >= 0) {
                tokens.add(new Token(String.valueOf(c), line));
                i++;
            } else if (wordChar(c) || c == '-') {
                int start = i++;
                while (i < n && wordChar(text.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(text.substring(start, i), line));
            } else {
                throw new PtxSyntaxException(line, "unexpected character `" + c + "`");
            }
        }
        return tokens;
    }

    private static boolean wordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '$' || c == '%' || c == '.';
    }
}
