package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * A start rule {@code (place P [NAME] (i1 … ik))} or {@code (place P [NAME] region)}: puts P's
 * pieces (of the declared type NAME, or P's first type) on the listed cells, or on the cells of a
 * region, before the first move (docs/language.md, {@code start}); or {@code (place neutral NAME
 * …)}: pieces of a neutral type NAME, which belong to nobody. Cell indices are checked against
 * the board by the analysis; a region is a mask evaluated on the empty board.
 *
 * @param player whose pieces these are; null for neutral pieces, and only then
 * @param cells the cells, in the first form (empty in the second)
 * @param piece the piece type, if written (always, for neutral pieces)
 * @param region the region, in the second form
 * @param neutral whether the pieces are neutral
 */
public record Placement(Player player, List<Integer> cells, Optional<String> piece, Optional<Mask> region,
        boolean neutral) implements Node {
    public Placement {
        RuleException.require(neutral ? player == null : player != null,
                neutral ? "`(place neutral …)` in `start` has no player" : "`(place …)` in `start` needs a player");
        RuleException.require(piece != null && region != null, "`(place …)` in `start` needs a piece choice and a region choice");
        RuleException.require(!neutral || piece.isPresent(), "`(place neutral …)` in `start` needs a neutral piece type");
        String owner = neutral ? PieceOwner.NEUTRAL.word() : player.toString();
        cells = List.copyOf(cells);
        RuleException.require(region.isPresent() || !cells.isEmpty(), "`(place " + owner + " ())` lists no cells");
        RuleException.require(region.isEmpty() || cells.isEmpty(), "`(place " + owner + " …)` takes cells or a region, not both");
        for (int c : cells) {
            RuleException.require(c >= 0, "start cell " + c + " is negative");
        }
    }

    /** {@code (place P [NAME] …)}: P's pieces on the listed cells or a region. */
    public Placement(Player player, List<Integer> cells, Optional<String> piece, Optional<Mask> region) {
        this(player, cells, piece, region, false);
    }

    /** {@code (place P (i1 … ik))}: P's pieces of its first type on the listed cells. */
    public Placement(Player player, List<Integer> cells) {
        this(player, cells, Optional.empty(), Optional.empty());
    }

    /** {@code (place neutral NAME …)}: neutral pieces of type NAME on the listed cells or a region. */
    public static Placement ofNeutral(String piece, List<Integer> cells, Optional<Mask> region) {
        return new Placement(null, cells, Optional.of(piece), region, true);
    }

    /** Who owns the pieces, as written after {@code place}: {@code P1}, {@code P2} or {@code neutral}. */
    public String ownerWord() {
        return neutral ? PieceOwner.NEUTRAL.word() : player.toString();
    }
}
