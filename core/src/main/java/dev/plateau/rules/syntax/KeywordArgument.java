package dev.plateau.rules.syntax;

import java.util.Optional;

/**
 * A keyword argument such as {@code direction:up} or {@code exact:true}: written after a form's
 * positional arguments, in any order, each at most once. Which forms take which is {@link
 * Construct#keywordArguments()}; the value when one is omitted is a constant on the record of the
 * form (see docs/language.md, keyword arguments).
 */
public enum KeywordArgument {
    /** {@code direction:D}: a direction or a group of directions. */
    DIRECTION("direction"),
    /** {@code orientation:O}: a family of lines. */
    ORIENTATION("orientation"),
    /** {@code exact:B}: only runs of exactly the length. */
    EXACT("exact"),
    /** {@code increment_score:B}: one point per captured piece. */
    INCREMENT_SCORE("increment_score"),
    /** {@code rotate:B}: the pattern's turned versions match too. */
    ROTATE("rotate"),
    /** {@code piece:NAME}: only pieces of that type move this way. */
    PIECE("piece"),
    /** {@code max:N}: a slide goes at most N steps. */
    MAX("max"),
    /** {@code window:D}: how many moves back {@code repeated} looks. */
    WINDOW("window"),
    /** {@code compulsory:B}: while a move of such a movement is legal, only such moves are. */
    COMPULSORY("compulsory"),
    /** {@code komi:K}: points added to P2's final score. */
    KOMI("komi"),
    /** {@code ties:P}: who wins when the final scores are equal. */
    TIES("ties");

    private final String spelling;

    KeywordArgument(String spelling) {
        this.spelling = spelling;
    }

    /** The name as written before the colon, such as {@code direction}. */
    public String spelling() {
        return spelling;
    }

    /** True for the arguments whose value is {@code true} or {@code false}. */
    public boolean isFlag() {
        return this == EXACT || this == INCREMENT_SCORE || this == ROTATE || this == COMPULSORY;
    }

    /** The keyword argument with this name (without its colon), if there is one. */
    public static Optional<KeywordArgument> bySpelling(String name) {
        for (KeywordArgument k : values()) {
            if (k.spelling.equals(name)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
