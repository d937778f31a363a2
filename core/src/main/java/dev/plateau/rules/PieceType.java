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

    public PieceType {
        RuleException.require(name != null && NAME.matcher(name).matches(), "the piece name "
                + (name == null ? "null" : "`" + name + "`")
                + " is not a name: write lower case letters, digits and `_`, starting with a letter");
        RuleException.require(owner != null, "the piece type `" + name + "` needs an owner");
    }
}
