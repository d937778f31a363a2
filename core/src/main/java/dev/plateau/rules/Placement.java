package dev.plateau.rules;

import java.util.List;

/**
 * A start rule {@code (place P (i1 … ik))}: puts P's pieces on the listed cells before the first
 * move. Cell indices are checked against the board by the analysis.
 */
public record Placement(Player player, List<Integer> cells) implements Node {
    public Placement {
        RuleException.require(player != null, "`(place …)` in `start` needs a player");
        cells = List.copyOf(cells);
        RuleException.require(!cells.isEmpty(), "`(place " + player + " ())` lists no cells");
        for (int c : cells) {
            RuleException.require(c >= 0, "start cell " + c + " is negative");
        }
    }
}
