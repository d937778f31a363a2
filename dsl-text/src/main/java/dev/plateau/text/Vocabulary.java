package dev.plateau.text;

import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The words of the expression grammar, grouped by what they denote (from {@link Construct}), so
 * that an error can say what a misplaced word is ("`line` is a function, not a mask") or suggest
 * the nearest word that fits the position.
 */
enum Vocabulary {
    MASK("a mask", Category.MASK),
    FUNC("a function", Category.FUNCTION),
    PRED("a predicate", Category.PREDICATE),
    EFFECT("an effect", Category.EFFECT);

    private final String noun;
    private final Category category;
    private final List<String> bare;
    private final List<String> heads;

    Vocabulary(String noun, Category category) {
        this.noun = noun;
        this.category = category;
        this.bare = Construct.bareWords(category);
        this.heads = Construct.heads(category);
    }

    /** "a mask", "a function", …, for messages. */
    String noun() {
        return noun;
    }

    /** The construct {@code word} denotes here when written alone. */
    Optional<Construct> bareConstruct(String word) {
        return Construct.bare(category, word);
    }

    /** The construct {@code (head …)} denotes here; the caller has checked {@link #isHead}. */
    Construct form(String head) {
        return Construct.form(category, head).orElseThrow();
    }

    /** True if {@code word} is written alone (without parentheses) in this category. */
    boolean isBare(String word) {
        return bare.contains(word);
    }

    /** True if {@code (word …)} is a form of this category. */
    boolean isHead(String word) {
        return heads.contains(word);
    }

    /**
     * The words that fit a position expecting this category, bare or as heads, for suggestions. A
     * predicate position also accepts functions (a bare function is a predicate), and both accept
     * {@code (divide …)}, an integer constant.
     */
    Set<String> candidates() {
        Set<String> all = new LinkedHashSet<>(bare);
        all.addAll(heads);
        if (this == PRED) {
            all.addAll(FUNC.heads);
        }
        if (this == FUNC || this == PRED) {
            // (divide a b) is an integer constant where a function may stand.
            all.addAll(Construct.heads(Category.INTEGER));
        }
        return all;
    }

    /**
     * A hint for a word found where this category was expected but that does not fit: it names the
     * word's own category or its proper form, or suggests the nearest fitting word.
     *
     * @param word the word found
     * @param parenthesised whether it was written as the head of {@code (word …)}
     */
    Optional<String> hintFor(String word, boolean parenthesised) {
        String shown = parenthesised ? "`(" + word + " …)`" : "`" + word + "`";
        boolean headHere = heads.contains(word) || this == PRED && FUNC.heads.contains(word);
        boolean bareHere = bare.contains(word);
        if (parenthesised && bareHere && !headHere) {
            return Optional.of("`" + word + "` is written without parentheses");
        }
        if (!parenthesised && headHere && !bareHere) {
            return Optional.of(Construct.form(category, word).or(() -> Construct.form(Category.FUNCTION, word))
                    .orElseThrow().shape() == Construct.Shape.EMPTY_FORM
                    ? "write `(" + word + ")`, in parentheses"
                    : "`" + word + "` takes arguments: write `(" + word + " …)`");
        }
        if (this == PRED && (MASK.isBare(word) || MASK.isHead(word) && parenthesised)) {
            return Optional.of(shown + " is a mask; `(exists …)` tests whether a mask has a cell");
        }
        if (this == FUNC && (MASK.isBare(word) || MASK.isHead(word) && parenthesised)) {
            return Optional.of(shown + " is a mask; `(count …)` counts its cells");
        }
        List<String> others = new ArrayList<>();
        for (Vocabulary v : values()) {
            if (v != this && (v.isBare(word) || v.isHead(word))) {
                others.add(v.noun);
            }
        }
        if (!others.isEmpty()) {
            return Optional.of(shown + " is " + String.join(" or ", others) + ", not " + noun);
        }
        if (parenthesised && Construct.form(Category.INTEGER, word).isPresent()) {
            return Optional.of(shown + " is an integer computed while reading, not " + noun);
        }
        if (looksNumeric(word)) {
            return Optional.of("integers are written with the digits 0-9 only, so they are whole numbers ≥ 0");
        }
        return KeywordSuggester.didYouMean(word, candidates());
    }

    /** True for digits only: an integer literal. */
    static boolean isDigits(String word) {
        if (word.isEmpty()) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * True for a word that is meant as a number but is not an integer literal: a sign, a decimal
     * point or an exponent, such as {@code -3}, {@code 3.5}, {@code 3.0} or {@code 1e3}.
     */
    static boolean looksNumeric(String word) {
        boolean digit = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c >= '0' && c <= '9') {
                digit = true;
            } else if ("+-.eE_".indexOf(c) < 0) {
                return false;
            }
        }
        char first = word.isEmpty() ? ' ' : word.charAt(0);
        return digit && (first == '+' || first == '-' || first == '.' || (first >= '0' && first <= '9'));
    }
}
