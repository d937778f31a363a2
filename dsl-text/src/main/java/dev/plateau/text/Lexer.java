package dev.plateau.text;

import dev.plateau.text.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits {@code .ldx} text into tokens (docs/language.md, Writing a file).
 *
 * <p>The lexer never throws. A problem (an unterminated string, a control character, parentheses
 * nested too deep) becomes a final {@link Kind#ERROR} token, which the parser reports when it gets
 * there; errors therefore come out in source order, whichever stage finds them.
 *
 * <p>Lines are counted at {@code \n} only, and columns in UTF-16 units, exactly as {@link
 * dev.plateau.diagnostics.Diagnostic#render} counts them when it draws the caret.
 */
final class Lexer {
    /**
     * The deepest nesting of parentheses accepted. Real games nest about ten deep; the limit bounds
     * the parser's recursion so that no input can overflow the stack.
     */
    static final int MAX_DEPTH = 256;

    private final String text;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;
    private int line = 1;
    private int lineStart;
    private int depth;

    private Lexer(String text) {
        this.text = text;
    }

    /** The tokens of the text, ending with {@link Kind#END} or {@link Kind#ERROR}. */
    static List<Token> tokenize(String text) {
        Lexer lexer = new Lexer(text);
        lexer.run();
        return lexer.tokens;
    }

    private void run() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            switch (c) {
                case '\n' -> {
                    pos++;
                    line++;
                    lineStart = pos;
                }
                case ' ', '\t', '\r' -> pos++;
                case ';' -> skipComment();
                case '(' -> {
                    if (++depth > MAX_DEPTH) {
                        error("parentheses are nested more than " + MAX_DEPTH + " levels deep", 1);
                        return;
                    }
                    single(Kind.OPEN, "(");
                }
                case ')' -> {
                    depth = Math.max(0, depth - 1);
                    single(Kind.CLOSE, ")");
                }
                case '"' -> {
                    if (!string()) {
                        return;
                    }
                }
                default -> {
                    if (isForbidden(c)) {
                        error("unexpected character U+" + String.format("%04X", (int) c)
                                + "; `.ldx` text holds words, numbers, parentheses and one quoted name", 1);
                        return;
                    }
                    atom();
                }
            }
        }
        int endColumn = tokens.isEmpty() ? 1 : last().endColumn();
        int endLine = tokens.isEmpty() ? 1 : last().line();
        tokens.add(new Token(Kind.END, "", endLine, endColumn, 1));
    }

    private void skipComment() {
        while (pos < text.length() && text.charAt(pos) != '\n') {
            pos++;
        }
    }

    private void single(Kind kind, String s) {
        tokens.add(new Token(kind, s, line, column(), 1));
        pos++;
    }

    /** Reads the game name; false (after adding an error token) if it has no closing quote. */
    private boolean string() {
        int startLine = line;
        int startColumn = column();
        int close = text.indexOf('"', pos + 1);
        if (close < 0) {
            error("unterminated string: the game name has no closing `\"`", 1);
            return false;
        }
        String content = text.substring(pos + 1, close);
        int firstBreak = content.indexOf('\n');
        int firstLineLength = firstBreak < 0 ? content.length() + 2 : firstBreak + 1;
        // A name may run over several lines: it is every character between the quotes.
        for (int i = pos; i <= close; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        pos = close + 1;
        tokens.add(new Token(Kind.STRING, content, startLine, startColumn, firstLineLength));
        return true;
    }

    /** Reads a word or number; {@code name:value} becomes a keyword token and a value token. */
    private void atom() {
        int start = pos;
        while (pos < text.length() && !isDelimiter(text.charAt(pos))) {
            pos++;
        }
        String word = text.substring(start, pos);
        int column = start - lineStart + 1;
        int colon = word.indexOf(':');
        if (colon < 0) {
            tokens.add(new Token(Kind.ATOM, word, line, column, word.length()));
            return;
        }
        tokens.add(new Token(Kind.KEYWORD, word.substring(0, colon), line, column, colon + 1));
        if (colon + 1 < word.length()) {
            String value = word.substring(colon + 1);
            tokens.add(new Token(Kind.ATOM, value, line, column + colon + 1, value.length()));
        }
    }

    private void error(String message, int length) {
        tokens.add(new Token(Kind.ERROR, message, line, column(), length));
    }

    private int column() {
        return pos - lineStart + 1;
    }

    private Token last() {
        return tokens.get(tokens.size() - 1);
    }

    private static boolean isDelimiter(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '(' || c == ')' || c == '"' || c == ';'
                || isForbidden(c);
    }

    /** Control characters other than the four whitespace characters, and stray surrogates and non-characters. */
    private static boolean isForbidden(char c) {
        return (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r')
                || c == '\uFFFE' || c == '\uFFFF' || c == '\u2028' || c == '\u2029';
    }
}
