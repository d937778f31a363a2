package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * A start rule {@code (place P [NAME] (i1 … ik))} or {@code (place P [NAME] region)}: puts P's
 * pieces (of the declared type NAME, or P's first type) on the listed cells, or on the cells of a
 * region, before the first move (docs/language.md, {@code start}). Cell indices are checked against
 * the board by the analysis; a region is a mask evaluated on the empty board.
 *
 * @param player whose pieces these are
 * @param cells the cells, in the first form (empty in the second)
 * @param piece the piece type, if written
 * @param region the region, in the second form
 */
public record Placement(Player player, List<Integer> cells, Optional<String> piece, Optional<Mask> region)
        implements Node {
    public Placement {
        RuleException.require(player != null, "`(place …)` in `start` needs a player");
        RuleException.require(piece != null && region != null, "`(place …)` in `start` needs a piece choice and a region choice");
        cells = List.copyOf(cells);
        RuleException.require(region.isPresent() || !cells.isEmpty(), "`(place " + player + " ())` lists no cells");
        RuleException.require(region.isEmpty() || cells.isEmpty(), "`(place " + player + " …)` takes cells or a region, not both");
        for (int c : cells) {
            RuleException.require(c >= 0, "start cell " + c + " is negative");
        }
    }

    /** {@code (place P (i1 … ik))}: P's pieces of its first type on the listed cells. */
    public Placement(Player player, List<Integer> cells) {
        this(player, cells, Optional.empty(), Optional.empty());
    }
}
