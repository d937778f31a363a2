package dev.plateau.cuda.ptx.interp;

/**
 * A token of PTX text: a word (a directive, mnemonic, register, label, identifier or number: the
 * characters {@code A-Za-z0-9_$%.} and a leading {@code -}) or one punctuation character.
 *
 * @param text the token's characters
 * @param line the line it is on (1-based)
 */
record Token(String text, int line) {
    /** Whether the token is this punctuation character or word. */
    boolean is(String s) {
        return text.equals(s);
    }
}
