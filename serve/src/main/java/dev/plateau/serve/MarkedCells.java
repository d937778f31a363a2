package dev.plateau.serve;

import dev.plateau.board.Topology;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The special squares the page draws on the board (Tablut's throne and corners), read from the
 * rules so that no game needs code of its own.
 *
 * <p>The rule: a <em>board-fixed region</em> — the mask {@code center} or {@code corners}
 * (docs/language.md, "Corners and centre") — is marked when the rules name it in a place where it
 * changes how pieces move, capture or win:
 * <ul>
 *   <li>in the {@code to} or {@code through} of a movement or of a shot (docs/language.md, {@code
 *       to}, {@code through}): where a piece may stop or pass;
 *   <li>in the {@code hostile} cells of a {@code custodial} bracket, wherever the bracket stands
 *       (docs/language.md, {@code hostile}): squares that capture like a piece;
 *   <li>in the cells of a {@code promote} effect (docs/language.md, {@code promote}): squares where
 *       a piece changes type;
 *   <li>anywhere in the condition of an end rule (docs/language.md, {@code end}): squares that win,
 *       lose or draw.
 * </ul>
 * A region counts wherever it stands in those masks: under {@code and}, {@code or}, {@code not} and
 * {@code adjacent} too (Tablut's soldiers may not stop on {@code (not center)}, so the centre is
 * special). Not counted: a placement's {@code destination} (Pente's opening on the centre, which the
 * legal cells already show), start regions, and the word {@code corners} as the regions of {@code
 * connected} (one region per corner: a connection goal, not a square with a rule of its own).
 * Edges are never marked here; the edges a player must join are {@link ConnectionGoals}'s.
 */
final class MarkedCells {
    private MarkedCells() {}

    /** A board-fixed region the page can mark, in the order the page lists them. */
    enum Region {
        /** {@code center}: the 1, 2 or 4 centre cells. */
        CENTER("center"),
        /** {@code corners}: the corner cells. */
        CORNERS("corners");

        private final String word;

        Region(String word) {
            this.word = word;
        }

        /** The region's word in {@code .ldx} text, as the page receives it. */
        String word() {
            return word;
        }

        int[] cells(Topology topology) {
            return this == CENTER ? topology.center() : topology.corners();
        }
    }

    /**
     * The marked regions of a game and their cells.
     *
     * @return region word → cells, in {@link Region} order; empty when the rules give no square a
     *     meaning of its own
     */
    static Map<String, int[]> of(Game game, Topology topology) {
        Set<Region> found = EnumSet.noneOf(Region.class);
        for (Phase phase : game.phases()) {
            if (phase.rule() instanceof Moves moves) {
                List<Movement> movements = new ArrayList<>(moves.movements());
                moves.secondPart().ifPresent(second -> movements.addAll(second.movements()));
                for (Movement m : movements) {
                    regions(m.to(), found);
                    if (m instanceof Movement.Slide slide) {
                        regions(slide.through(), found);
                    }
                }
            }
        }
        for (Mask root : maskRoots(game)) {
            hostile(root, found);
        }
        for (Phase phase : game.phases()) {
            for (Effect effect : phase.rule().effects()) {
                if (effect instanceof Effect.Promote promote) {
                    regions(promote.where(), found);
                }
            }
        }
        for (EndRule rule : game.endRules()) {
            List<Mask> masks = new ArrayList<>();
            masks(rule.condition(), masks);
            masks.forEach(m -> regions(m, found));
        }
        Map<String, int[]> out = new LinkedHashMap<>();
        for (Region r : found) {
            out.put(r.word(), r.cells(topology));
        }
        return out;
    }

    /** The regions a mask names anywhere inside it. */
    private static void regions(Mask mask, Set<Region> found) {
        switch (mask) {
            case Mask.Center c -> found.add(Region.CENTER);
            case Mask.Corners c -> found.add(Region.CORNERS);
            case Mask.Adjacent a -> regions(a.of(), found);
            case Mask.Custodial c -> c.hostile().ifPresent(h -> regions(h, found));
            case Mask.And a -> a.masks().forEach(m -> regions(m, found));
            case Mask.Or o -> o.masks().forEach(m -> regions(m, found));
            case Mask.Not n -> regions(n.mask(), found);
            default -> { }
        }
    }

    /** The regions named in the hostile cells of every bracket inside a mask. */
    private static void hostile(Mask mask, Set<Region> found) {
        switch (mask) {
            case Mask.Custodial c -> c.hostile().ifPresent(h -> {
                regions(h, found);
                hostile(h, found);
            });
            case Mask.Adjacent a -> hostile(a.of(), found);
            case Mask.And a -> a.masks().forEach(m -> hostile(m, found));
            case Mask.Or o -> o.masks().forEach(m -> hostile(m, found));
            case Mask.Not n -> hostile(n.mask(), found);
            default -> { }
        }
    }

    /** Every outermost mask of the rules: start regions, phases, effects and end conditions. */
    private static List<Mask> maskRoots(Game game) {
        List<Mask> out = new ArrayList<>();
        for (Placement p : game.start()) {
            p.region().ifPresent(out::add);
        }
        for (Phase phase : game.phases()) {
            switch (phase.rule()) {
                case Mechanic m -> {
                    out.add(m.destination());
                    m.result().ifPresent(r -> masks(r, out));
                    m.effects().forEach(e -> masks(e, out));
                }
                case Moves m -> {
                    for (Movement mv : m.movements()) {
                        movementMasks(mv, out);
                    }
                    m.secondPart().ifPresent(s -> s.movements().forEach(mv -> movementMasks(mv, out)));
                    m.effects().forEach(e -> masks(e, out));
                }
            }
        }
        for (EndRule rule : game.endRules()) {
            masks(rule.condition(), out);
        }
        return out;
    }

    private static void movementMasks(Movement m, List<Mask> out) {
        out.add(m.to());
        if (m instanceof Movement.Slide slide) {
            out.add(slide.through());
        }
    }

    private static void masks(Effect effect, List<Mask> out) {
        switch (effect) {
            case Effect.Capture c -> out.add(c.mask());
            case Effect.Flip f -> out.add(f.mask());
            case Effect.Promote p -> out.add(p.where());
            case Effect.IncrementScore i -> masks(i.amount(), out);
            case Effect.SetScore s -> masks(s.value(), out);
        }
    }

    /** The outermost masks of a predicate. */
    private static void masks(Pred pred, List<Mask> out) {
        switch (pred) {
            case Pred.Exists e -> out.add(e.mask());
            case Pred.Equal e -> e.funcs().forEach(f -> masks(f, out));
            case Pred.AtLeast a -> {
                masks(a.left(), out);
                masks(a.right(), out);
            }
            case Pred.AtMost a -> {
                masks(a.left(), out);
                masks(a.right(), out);
            }
            case Pred.Positive p -> masks(p.func(), out);
            case Pred.And a -> a.preds().forEach(p -> masks(p, out));
            case Pred.Or o -> o.preds().forEach(p -> masks(p, out));
            case Pred.Not n -> masks(n.pred(), out);
            default -> { }
        }
    }

    /** The outermost masks of a function ({@code connected}'s mask regions included). */
    private static void masks(Func func, List<Mask> out) {
        switch (func) {
            case Func.Count c -> out.add(c.mask());
            case Func.Connected c -> {
                if (c.regions() instanceof Regions.MaskRegions list) {
                    out.addAll(list.masks());
                }
            }
            case Func.Add a -> a.terms().forEach(f -> masks(f, out));
            case Func.Multiply m -> m.factors().forEach(f -> masks(f, out));
            case Func.Subtract s -> {
                masks(s.left(), out);
                masks(s.right(), out);
            }
            default -> { }
        }
    }
}
