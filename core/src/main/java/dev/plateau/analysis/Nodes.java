package dev.plateau.analysis;

import dev.plateau.rules.Board;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Hand;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Node;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

/** Walking the rule graph: the children of every node, in the order they are written in text. */
final class Nodes {
    private Nodes() {}

    /** What a walk calls for each node. */
    @FunctionalInterface
    interface Visitor {
        /**
         * Visits one node.
         *
         * @param node the node
         * @param ancestors its ancestors, the root first and the parent last
         */
        void visit(Node node, Deque<Node> ancestors);
    }

    /**
     * Visits {@code root} and every node below it, parents before children, in source order. The
     * walk keeps its own stack, so deeply nested expressions cannot overflow the thread's stack.
     */
    static void preorder(Node root, Visitor visitor) {
        Deque<Node> ancestors = new ArrayDeque<>();
        Deque<Iterator<Node>> pending = new ArrayDeque<>();
        visitor.visit(root, ancestors);
        ancestors.addLast(root);
        pending.addLast(children(root).iterator());
        while (!pending.isEmpty()) {
            Iterator<Node> siblings = pending.peekLast();
            if (!siblings.hasNext()) {
                pending.removeLast();
                ancestors.removeLast();
                continue;
            }
            Node node = siblings.next();
            visitor.visit(node, ancestors);
            ancestors.addLast(node);
            pending.addLast(children(node).iterator());
        }
    }

    /**
     * Whether a node stands in the game's heuristic ({@code (heuristic F)}), which, like the end
     * rules, is evaluated after a step: the game's only child that is a function is its heuristic.
     */
    static boolean inHeuristic(Node node, Deque<Node> ancestors) {
        Iterator<Node> down = ancestors.iterator();
        if (!down.hasNext() || !(down.next() instanceof Game)) {
            return false;
        }
        return (down.hasNext() ? down.next() : node) instanceof Func;
    }

    /** The innermost ancestor of a type, or null. */
    static <T extends Node> T enclosing(Deque<Node> ancestors, Class<T> type) {
        Iterator<Node> outward = ancestors.descendingIterator();
        while (outward.hasNext()) {
            Node n = outward.next();
            if (type.isInstance(n)) {
                return type.cast(n);
            }
        }
        return null;
    }

    /**
     * The direct children of a node, in the order in which they appear in {@code .ldx} text. Every
     * node type is listed, so a new node type that is not handled here fails to compile.
     */
    static List<Node> children(Node node) {
        List<Node> out = new ArrayList<>();
        switch (node) {
            case Game g -> {
                out.add(g.board());
                out.addAll(g.pieces());
                out.addAll(g.start());
                out.addAll(g.hands());
                out.addAll(g.phases());
                out.addAll(g.endRules());
                g.heuristic().ifPresent(out::add);
            }
            case Board b -> { }
            case PieceType t -> { }
            case Placement p -> p.region().ifPresent(out::add);
            case Hand h -> { }
            case Phase p -> out.add(p.rule());
            case Moves m -> {
                out.addAll(m.movements());
                out.addAll(m.effects());
                m.secondPart().ifPresent(out::add);
            }
            case Moves.Shot s -> out.add(s.movement());
            case Moves.Chain ch -> {
                out.addAll(ch.movements());
                ch.condition().ifPresent(out::add);
            }
            case Moves.Removal r -> {
                out.add(r.target());
                r.condition().ifPresent(out::add);
            }
            case Movement m -> {
                out.add(m.to());
                if (m instanceof Movement.Slide s) {
                    out.add(s.through());
                }
                if (m instanceof Movement.Hop h) {
                    out.add(h.over());
                }
                m.when().ifPresent(out::add);
            }
            case Mechanic m -> {
                out.add(m.destination());
                m.result().ifPresent(out::add);
                out.addAll(m.effects());
            }
            case Mask m -> maskChildren(m, out);
            case Func f -> funcChildren(f, out);
            case Pred p -> predChildren(p, out);
            case Regions r -> {
                switch (r) {
                    case Regions.MaskRegions list -> out.addAll(list.masks());
                    case Regions.CornerRegions c -> { }
                    case Regions.EdgeRegions e -> { }
                    case Regions.EdgeRegionsWithoutCorners e -> { }
                }
            }
            case Effect e -> {
                switch (e) {
                    case Effect.Capture c -> out.add(c.mask());
                    case Effect.Flip f -> out.add(f.mask());
                    case Effect.IncrementScore i -> out.add(i.amount());
                    case Effect.SetScore s -> out.add(s.value());
                    case Effect.Promote p -> out.add(p.where());
                }
            }
            case EndRule r -> {
                out.add(r.condition());
                out.add(r.outcome());
            }
            case Outcome o -> {
                if (o instanceof Outcome.ByScore b) {
                    b.value().ifPresent(out::add);
                }
            }
        }
        return out;
    }

    private static void maskChildren(Mask mask, List<Node> out) {
        switch (mask) {
            case Mask.Adjacent a -> out.add(a.of());
            case Mask.And a -> out.addAll(a.masks());
            case Mask.Or o -> out.addAll(o.masks());
            case Mask.Not n -> out.add(n.mask());
            case Mask.Prefer p -> {
                out.add(p.first());
                out.add(p.otherwise());
            }
            case Mask.Empty e -> { }
            case Mask.Occupied o -> { }
            case Mask.OccupiedBy o -> { }
            case Mask.Center c -> { }
            case Mask.Corners c -> { }
            case Mask.EdgeCells e -> { }
            case Mask.PrevMove p -> { }
            case Mask.Custodial c -> c.hostile().ifPresent(out::add);
            case Mask.InLine l -> { }
            case Mask.NoLiberties n -> { }
            case Mask.Territory t -> { }
            case Mask.Pattern p -> { }
            case Mask.PieceOf p -> { }
            case Mask.Jumped j -> { }
            case Mask.Cells c -> { }
            case Mask.Row r -> { }
            case Mask.Column c -> { }
        }
    }

    private static void funcChildren(Func func, List<Node> out) {
        switch (func) {
            case Func.Count c -> out.add(c.mask());
            case Func.Connected c -> out.add(c.regions());
            case Func.Add a -> out.addAll(a.terms());
            case Func.Multiply m -> out.addAll(m.factors());
            case Func.Subtract s -> {
                out.add(s.left());
                out.add(s.right());
            }
            case Func.Const c -> { }
            case Func.Score s -> { }
            case Func.Line l -> { }
            case Func.QuietMoves q -> { }
            case Func.MoveCount m -> { }
            case Func.InHand h -> { }
        }
    }

    private static void predChildren(Pred pred, List<Node> out) {
        switch (pred) {
            case Pred.Equal e -> out.addAll(e.funcs());
            case Pred.AtLeast a -> {
                out.add(a.left());
                out.add(a.right());
            }
            case Pred.AtMost a -> {
                out.add(a.left());
                out.add(a.right());
            }
            case Pred.Exists e -> out.add(e.mask());
            case Pred.Positive p -> out.add(p.func());
            case Pred.And a -> out.addAll(a.preds());
            case Pred.Or o -> out.addAll(o.preds());
            case Pred.Not n -> out.add(n.pred());
            case Pred.FullBoard f -> { }
            case Pred.MoverIs m -> { }
            case Pred.Passed p -> { }
            case Pred.PassedBoth p -> { }
            case Pred.NoMoves n -> { }
            case Pred.Promoted p -> { }
            case Pred.Repeated r -> { }
            case Pred.MovedBy m -> { }
        }
    }
}
