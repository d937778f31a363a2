package dev.plateau.diagnostics;

/**
 * User text made safe to print on a terminal or write to a log. A game's name, a file name or a
 * source line can hold control characters: an escape sequence that recolours, clears or retitles
 * the terminal, a carriage return that overwrites what was printed, or a bidirectional override that
 * reorders it. Each such character is shown as a visible escape instead ({@code \e}, {@code \r},
 * {@code \x07}, {@code \u202e}); everything else is kept as it is.
 */
public final class TerminalText {
    private TerminalText() {}

    /** One line of text: every control character escaped, line breaks and tabs included. */
    public static String escape(String text) {
        return escape(text, false);
    }

    /**
     * Text of several lines, such as a rendered diagnostic: every control character escaped except
     * the line feeds and tabs that lay it out.
     */
    public static String escapeLines(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean keepLayout) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean layout = keepLayout && (c == '\n' || c == '\t');
            if (layout || !isControl(c)) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            out.append(visible(c));
        }
        return out == null ? text : out.toString();
    }

    /** C0 and C1 control characters, DEL, and the invisible marks that reorder bidirectional text. */
    private static boolean isControl(char c) {
        return Character.isISOControl(c) || c == '\u061c' || c == '\u200e' || c == '\u200f'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069');
    }

    private static String visible(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            case '\u001b' -> "\\e";
            default -> c < 0x100 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c);
        };
    }
}
