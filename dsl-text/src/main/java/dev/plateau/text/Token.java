package dev.plateau.text;

import dev.plateau.diagnostics.Span;

/**
 * One token of {@code .ldx} text (docs/language.md, Writing a file).
 *
 * @param kind what the token is
 * @param text the word, the integer's digits, the game name without its quotes, a keyword's name
 *     without its colon, or, for {@link Kind#ERROR}, the lexer's error message
 * @param line 1-based line of the first character
 * @param column 1-based column of the first character
 * @param length characters the token covers on its first line (a keyword includes its colon, a
 *     string its quotes)
 */
record Token(Kind kind, String text, int line, int column, int length) {

    /** The kinds of token. */
    enum Kind {
        /** {@code (}. */
        OPEN,
        /** {@code )}. */
        CLOSE,
        /** A word or a number: a run of characters other than whitespace, parentheses, quotes and {@code ;}. */
        ATOM,
        /** The double-quoted game name. */
        STRING,
        /** A keyword prefix such as {@code direction:}; its value is the next token. */
        KEYWORD,
        /** The end of the text. */
        END,
        /** Text the lexer could not read; always the last token. */
        ERROR
    }

    /** True if this is an atom spelled exactly {@code word}. */
    boolean isAtom(String word) {
        return kind == Kind.ATOM && text.equals(word);
    }

    /** The column just after the token's last character on its first line. */
    int endColumn() {
        return column + length;
    }

    /** Where the token is, in the named file. */
    Span span(String file) {
        return new Span(file, line, column, length);
    }

    /** How the token is quoted in a message: {@code `text`}, or "the end of the file". */
    String describe() {
        return switch (kind) {
            case OPEN -> "`(`";
            case CLOSE -> "`)`";
            case ATOM -> quote(text);
            case STRING -> quote("\"" + text + "\"");
            case KEYWORD -> quote(text + ":");
            case END, ERROR -> "the end of the file";
        };
    }

    /**
     * Puts text in backticks for a message, shortened to 40 characters and with line breaks and
     * other control characters escaped, so that a message always stays on one line.
     */
    static String quote(String text) {
        StringBuilder out = new StringBuilder("`");
        int shown = 0;
        for (int i = 0; i < text.length(); i++) {
            if (shown == 40) {
                out.append('…');
                break;
            }
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (Character.isISOControl(c)) {
                        out.append(String.format("\\u%04X", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
            shown++;
        }
        return out.append('`').toString();
    }
}
