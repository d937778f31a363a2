package dev.plateau.analysis;

import static dev.plateau.analysis.RuleText.code;
import static dev.plateau.analysis.RuleText.words;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Node;
import dev.plateau.rules.Placement;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.syntax.Construct;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * The checks of the start placements (docs/language.md, {@code start}): cells on the board, a
 * region fixed by the board and, as warnings, a region without cells and a start cell given to both
 * players, where the later placement overwrites the earlier one.
 */
final class StartChecks {
    private final Reporter reporter;
    private final Board board;
    private final Topology topology;
    /** Who holds each start cell so far ({@code P1}, {@code P2}, {@code neutral}), as the start rules are applied in order. */
    private final Map<Integer, String> startOwners = new HashMap<>();

    StartChecks(Reporter reporter, Topology topology) {
        this.reporter = reporter;
        this.board = topology.board();
        this.topology = topology;
    }

    /** Checks a mask inside the region of a start placement. */
    void checkRegion(Node node, Deque<Node> ancestors) {
        if (node instanceof Mask m && Nodes.enclosing(ancestors, Placement.class) != null) {
            checkRegionMask(m, ancestors);
        }
    }

    /** Checks a start placement's cells. */
    void check(Node node, Deque<Node> ancestors) {
        if (node instanceof Placement p) {
            checkStart(p, ancestors);
        }
    }

    private void checkStart(Placement p, Deque<Node> ancestors) {
        int m = topology.cellCount();
        String placement = code(RuleText.placement(p));
        Set<Integer> bad = new LinkedHashSet<>();
        List<Integer> cells = new ArrayList<>();
        for (int c : p.cells()) {
            if (c >= m) {
                bad.add(c);
            } else {
                cells.add(c);
            }
        }
        if (p.region().isPresent()) {
            BitSet region = fixedCells(p.region().get());
            if (region == null) {
                return; // not fixed by the board: reported at the mask
            }
            if (region.isEmpty()) {
                reporter.warn(p, ancestors, placement + ": the region has no cell on " + code(RuleText.board(board))
                        + ", so this placement puts no piece on the board");
            }
            region.stream().forEach(cells::add);
        }
        Set<Integer> retaken = new LinkedHashSet<>();
        Set<String> earlier = new TreeSet<>();
        for (int c : cells) {
            String owner = startOwners.put(c, p.ownerWord());
            if (owner != null && !owner.equals(p.ownerWord())) {
                retaken.add(c);
                earlier.add(owner);
            }
        }
        if (!bad.isEmpty()) {
            String what = bad.size() == 1
                    ? "cell " + bad.iterator().next() + " is"
                    : "cells " + words(bad.stream().map(String::valueOf).toList()) + " are";
            reporter.error(p, ancestors, placement + ": " + RuleText.notOnTheBoard(what, board), null);
        }
        if (!retaken.isEmpty()) {
            // Start rules apply in order and a later one overwrites an earlier one: defined, so not an
            // error, but a start cell meant for both players is almost certainly a typo.
            String list = words(retaken.stream().map(String::valueOf).toList());
            boolean one = retaken.size() == 1;
            reporter.warn(p, ancestors, placement + ": " + (one ? "cell " + list + " is also a start cell of "
                    : "cells " + list + " are also start cells of ") + words(List.copyOf(earlier))
                    + "; the later placement wins, so " + (one ? "it starts with " + piecesOf(p, "piece")
                    : "they start with " + piecesOf(p, "pieces")));
        }
    }

    /** "P1's piece", "a neutral piece", for the warning about a start cell given twice. */
    private static String piecesOf(Placement p, String noun) {
        return p.neutral() ? (noun.equals("piece") ? "a neutral piece" : "neutral pieces") : p.player() + "'s " + noun;
    }

    /**
     * A mask in a start region must be fixed by the board: the region is evaluated once, on the
     * empty board, before any piece or move exists.
     */
    private void checkRegionMask(Mask m, Deque<Node> ancestors) {
        String what = switch (m) {
            case Mask.Center c -> null;
            case Mask.Corners c -> null;
            case Mask.EdgeCells e -> null;
            case Mask.Adjacent a -> null;
            case Mask.And a -> null;
            case Mask.Or o -> null;
            case Mask.Not n -> null;
            case Mask.Prefer p -> null;
            case Mask.Empty e -> Construct.EMPTY.spelling();
            case Mask.Occupied o -> Construct.OCCUPIED.spelling();
            case Mask.OccupiedBy o -> RuleText.form(Construct.OCCUPIED, o.who().word());
            case Mask.PrevMove p -> RuleText.form(Construct.PREV_MOVE, p.who().word());
            case Mask.Custodial c -> RuleText.elided(Construct.CUSTODIAL);
            case Mask.InLine l -> RuleText.elided(Construct.IN_LINE);
            case Mask.NoLiberties n -> RuleText.elided(Construct.NO_LIBERTIES);
            case Mask.Territory t -> RuleText.elided(Construct.TERRITORY);
            case Mask.Pattern p -> RuleText.elided(Construct.PATTERN);
            case Mask.PieceOf p -> RuleText.elided(Construct.PIECE, p.piece());
            case Mask.Jumped j -> RuleText.form(Construct.JUMPED);
            case Mask.Cells c -> null;
            case Mask.Row r -> null;
            case Mask.Column c -> null;
        };
        if (what != null) {
            reporter.error(m, ancestors, code(what) + " cannot describe a start region: a region is evaluated once, "
                    + "on the empty board, so it may only use what the board fixes: `center`, `corners`, `edge`, "
                    + "`adjacent`, and `and`, `or` and `not` of these", null);
        }
    }

    /**
     * The cells of a mask that the board alone fixes, or null if it depends on the pieces: the
     * start regions, evaluated as the lowering does, on the empty board.
     */
    private BitSet fixedCells(Mask mask) {
        int m = topology.cellCount();
        BitSet out = new BitSet(m);
        switch (mask) {
            case Mask.Center c -> { for (int x : topology.center()) out.set(x); }
            case Mask.Corners c -> { for (int x : topology.corners()) out.set(x); }
            case Mask.EdgeCells e -> {
                if (topology.hasEdge(e.edge())) {
                    for (int x : topology.edge(e.edge())) out.set(x);
                }
            }
            case Mask.Adjacent a -> {
                BitSet of = fixedCells(a.of());
                if (of == null) {
                    return null;
                }
                for (Direction d : topology.directions()) {
                    if (!a.direction().directions().contains(d) || a.direction() instanceof RelativeDirection) {
                        continue;
                    }
                    of.stream().map(c -> topology.neighbour(c, d)).filter(x -> x >= 0).forEach(out::set);
                }
            }
            case Mask.And a -> {
                out.set(0, m);
                if (!combine(a.masks(), out, BitSet::and)) {
                    return null;
                }
            }
            case Mask.Or o -> {
                if (!combine(o.masks(), out, BitSet::or)) {
                    return null;
                }
            }
            case Mask.Not n -> {
                BitSet cells = fixedCells(n.mask());
                if (cells == null) {
                    return null;
                }
                out.set(0, m);
                out.andNot(cells);
            }
            default -> {
                return null;
            }
        }
        return out;
    }

    /** Combines the fixed cells of each part into {@code out}; false where a part is not fixed. */
    private boolean combine(List<Mask> parts, BitSet out, BiConsumer<BitSet, BitSet> op) {
        for (Mask part : parts) {
            BitSet cells = fixedCells(part);
            if (cells == null) {
                return false;
            }
            op.accept(out, cells);
        }
        return true;
    }
}
