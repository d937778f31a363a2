package dev.plateau.rules;

import dev.plateau.rules.syntax.Construct;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The declaration of one named integer parameter of a game, {@code (size 11 3 19)}: its name, its
 * default and its inclusive range (docs/language.md, {@code parameters}).
 *
 * @param name the name, written wherever an integer may stand; lower case letters, digits and
 *     underscores, starting with a letter, and not a word of the language
 * @param defaultValue the value when no binding is given
 * @param min the smallest allowed value
 * @param max the largest allowed value
 */
public record Parameter(String name, int defaultValue, int min, int max) {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]*");

    /** Checks the name and that the default lies in a non-empty range. */
    public Parameter {
        requireName(name);
        RuleException.require(min <= max, "`" + declaration(name, defaultValue, min, max)
                + "`: the range " + min + " … " + max + " is empty");
        RuleException.require(min <= defaultValue && defaultValue <= max, "`"
                + declaration(name, defaultValue, min, max) + "`: the default " + defaultValue
                + " is outside the range " + min + " … " + max);
    }

    /**
     * Checks that a parameter name is well formed and does not shadow a word of the language
     * (a keyword, a player, direction, relative direction, orientation or edge name, {@code true} or
     * {@code false}).
     *
     * @throws RuleException if it is not
     */
    public static void requireName(String name) {
        RuleException.require(name != null && NAME.matcher(name).matches(), "the parameter name "
                + (name == null ? "null" : "`" + name + "`")
                + " is not a name: write lower case letters, digits and `_`, starting with a letter");
        RuleException.require(!reservedWords().contains(name),
                "the parameter name `" + name + "` is a word of the language; choose another name");
    }

    /**
     * The words a parameter (or a piece type) may not be named: every keyword and every value word,
     * relative directions included.
     */
    public static Set<String> reservedWords() {
        Set<String> words = new LinkedHashSet<>(Construct.keywords());
        Stream.of(Arrays.stream(Who.values()).map(Who::word),
                        Arrays.stream(Player.values()).map(Player::name),
                        Arrays.stream(Direction.values()).map(Direction::word),
                        Arrays.stream(RelativeDirection.values()).map(RelativeDirection::word),
                        Arrays.stream(Orientation.values()).map(Orientation::word),
                        Arrays.stream(Edge.values()).map(Edge::word),
                        Stream.of("true", "false"))
                .flatMap(s -> s)
                .forEach(words::add);
        return words;
    }

    /** How the declaration is written: {@code (size 11 3 19)}. */
    public String declaration() {
        return declaration(name, defaultValue, min, max);
    }

    /** True if {@code value} lies in the inclusive range. */
    public boolean allows(int value) {
        return min <= value && value <= max;
    }

    private static String declaration(String name, int defaultValue, int min, int max) {
        return "(" + name + " " + defaultValue + " " + min + " " + max + ")";
    }
}
