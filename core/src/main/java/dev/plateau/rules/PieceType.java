package dev.plateau.rules;

import java.util.regex.Pattern;

/**
 * A piece type declared in {@code (equipment … (pieces (name owner)…))} (docs/language.md,
 * {@code pieces}). A game without declarations has one implicit type per player.
 *
 * @param name the type's name, used by start placements, moves and masks
 * @param owner who may own pieces of this type
 */
public record PieceType(String name, PieceOwner owner) implements Node {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]*");

    /** Checks the name ({@link #requireName}) and that there is an owner. */
    public PieceType {
        requireName(name);
        RuleException.require(owner != null, "the piece type `" + name + "` needs an owner");
    }

    /**
     * Checks that a piece name is well formed and is not a word of the language (the words a
     * parameter may not be named, {@link Parameter#reservedWords()}), so that a piece name never
     * changes what another word means.
     *
     * @throws RuleException if it is not
     */
    public static void requireName(String name) {
        RuleException.require(name != null && NAME.matcher(name).matches(), "the piece name "
                + (name == null ? "null" : "`" + name + "`")
                + " is not a name: write lower case letters, digits and `_`, starting with a letter");
        RuleException.require(!Parameter.reservedWords().contains(name),
                "the piece name `" + name + "` is a word of the language; choose another name");
    }
}
