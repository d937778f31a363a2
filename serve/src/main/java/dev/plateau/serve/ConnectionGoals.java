package dev.plateau.serve;

import dev.plateau.rules.Edge;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which board edges each player must join, read from the end rules, so that the page can colour
 * them (the edges of Hex).
 *
 * <p>An edge is a player's goal when an end rule of the form {@code (if (and … (mover_is P) …)
 * (win …))} wins for the player whose group {@code (connected ((edge e1) (edge e2) …) who)}
 * measures, with {@code connected} on the growing side of a comparison ({@code (>= (connected …)
 * n)}, {@code (<= n (connected …))}) and not under {@code not}. Rules that hold for either player
 * (no {@code mover_is}), or whose regions are not plain edges ({@code edges}, {@code corners},
 * other masks), name no owner, and nothing is coloured for them.
 */
final class ConnectionGoals {
    private ConnectionGoals() {}

    /**
     * The goal edges of each player who has some.
     *
     * @return player (0 or 1) → edges in the order the rules name them; empty for games without
     *     such goals
     */
    static Map<Integer, List<Edge>> of(Game game) {
        Map<Player, Set<Edge>> goals = new EnumMap<>(Player.class);
        for (EndRule rule : game.endRules()) {
            if (!(rule.outcome() instanceof Outcome.Win win)) {
                continue;
            }
            List<Pred> conjuncts = new ArrayList<>();
            flatten(rule.condition(), conjuncts);
            Player mover = moverOf(conjuncts);
            if (mover == null) {
                continue;
            }
            Player winner = win.who().resolve(mover);
            List<Func.Connected> found = new ArrayList<>();
            conjuncts.forEach(p -> collect(p, found));
            for (Func.Connected c : found) {
                List<Edge> edges = edgesOf(c.regions());
                if (!edges.isEmpty() && c.who().resolve(mover) == winner) {
                    goals.computeIfAbsent(winner, p -> new LinkedHashSet<>()).addAll(edges);
                }
            }
        }
        Map<Integer, List<Edge>> out = new LinkedHashMap<>();
        goals.forEach((p, edges) -> out.put(p.index(), List.copyOf(edges)));
        return out;
    }

    private static void flatten(Pred pred, List<Pred> out) {
        if (pred instanceof Pred.And and) {
            and.preds().forEach(p -> flatten(p, out));
        } else {
            out.add(pred);
        }
    }

    /** The player that {@code mover_is} fixes among the conjuncts, or null if none or two disagree. */
    private static Player moverOf(List<Pred> conjuncts) {
        Player mover = null;
        for (Pred p : conjuncts) {
            if (p instanceof Pred.MoverIs is) {
                if (mover != null && mover != is.player()) {
                    return null;
                }
                mover = is.player();
            }
        }
        return mover;
    }

    /** The {@code connected} functions that the condition needs large (see the class comment). */
    private static void collect(Pred pred, List<Func.Connected> out) {
        switch (pred) {
            case Pred.AtLeast a -> collect(a.left(), out);
            case Pred.AtMost a -> collect(a.right(), out);
            case Pred.Positive p -> collect(p.func(), out);
            case Pred.And a -> a.preds().forEach(p -> collect(p, out));
            case Pred.Or o -> o.preds().forEach(p -> collect(p, out));
            default -> { }
        }
    }

    private static void collect(Func func, List<Func.Connected> out) {
        switch (func) {
            case Func.Connected c -> out.add(c);
            case Func.Add a -> a.terms().forEach(f -> collect(f, out));
            case Func.Multiply m -> m.factors().forEach(f -> collect(f, out));
            case Func.Subtract s -> collect(s.left(), out);
            default -> { }
        }
    }

    /** The edges of a region list made only of {@code (edge e)} masks; empty otherwise. */
    private static List<Edge> edgesOf(Regions regions) {
        if (!(regions instanceof Regions.MaskRegions list)) {
            return List.of();
        }
        List<Edge> edges = new ArrayList<>();
        for (Mask m : list.masks()) {
            if (!(m instanceof Mask.EdgeCells e)) {
                return List.of();
            }
            edges.add(e.edge());
        }
        return edges;
    }
}
