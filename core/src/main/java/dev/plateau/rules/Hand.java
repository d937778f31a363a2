package dev.plateau.rules;

/**
 * A start rule {@code (hand P NAME N)}: player P starts with N pieces of type NAME in its hand, off
 * the board, to be put on it by {@code (drop NAME)} moves (docs/language.md, {@code hand}).
 *
 * @param player whose hand it is
 * @param piece the declared piece type
 * @param count how many pieces, 0 … {@link #MAX_COUNT}
 */
public record Hand(Player player, String piece, int count) implements Node {
    /** The most pieces a hand may start with. */
    public static final int MAX_COUNT = 10_000;

    public Hand {
        RuleException.require(player != null && piece != null, "`(hand …)` needs a player and a piece type");
        RuleException.require(count >= 0 && count <= MAX_COUNT,
                "`(hand " + player + " " + piece + " " + count + ")`: a hand holds 0 … " + MAX_COUNT + " pieces");
    }
}
