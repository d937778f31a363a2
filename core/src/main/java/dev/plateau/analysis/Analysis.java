package dev.plateau.analysis;

import dev.plateau.board.Topology;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks a whole game against its board and computes its {@link Facts}.
 *
 * <p>The node records of {@code dev.plateau.rules} already reject every error that a node can see
 * on its own ({@code (line 0)}, an even hexagon diameter, a bad board size, {@code (players 3)}, a
 * pattern with the wrong number of values, a board over the cell limit). The analysis adds the
 * compile-time errors that need the board (docs/language.md, "Compile-time errors"):
 *
 * <ul>
 *   <li>a start cell index ≥ M;
 *   <li>a direction or orientation the board lacks, named explicitly in {@code adjacent} or {@code
 *       connected} ({@code direction:}) or in {@code line} or {@code custodial} ({@code
 *       orientation:}): on hex boards {@code up}, {@code down}, {@code vertical} and {@code
 *       orthogonal} (docs/language.md, "Directions"), the last with the hint "use {@code horizontal}";
 *   <li>an {@code (edge X)} the board does not have, listing the edges it has (docs/language.md, "Edges");
 *   <li>{@code pattern} on a hex board (docs/language.md, {@code pattern});
 *   <li>a game over one of the {@link Limits}: a {@code line} length or a {@code custodial}
 *       bracket longer than any line of any board, rules nested too deep, or a game whose compiled
 *       program would be too large (estimated construct by construct, reported at the costliest).
 * </ul>
 *
 * <p>The whole graph is checked and every problem is reported, not just the first. Two things are
 * allowed but almost certainly mistakes, and are reported as warnings: a length within the limit
 * but without windows on the game's board ({@code (line 4)} on 3 × 3), which is not an error (its
 * count is 0; see docs/language.md, line) but can never match; and a start cell given to both
 * players, where the later placement overwrites the earlier one (see docs/language.md, start).
 */
public final class Analysis {
    private Analysis() {}

    /**
     * Analyses a game built in Java, without source positions.
     *
     * @throws GameException listing every problem found, without positions
     */
    public static AnalyzedGame analyze(Game game) {
        return analyze(game, SourceMap.EMPTY);
    }

    /**
     * Analyses a game: checks it against its board and computes its facts.
     *
     * <p>Each problem is one {@link Diagnostic} at the span of the offending node ({@code
     * sources.spanOf(node)}); when the map has no span for that node, the span of its nearest
     * enclosing node that has one is used, and without any, the diagnostic has no span. The
     * diagnostics are in source order (by line and column; in the order of the rule graph, which is
     * the order of the text, when spans are missing or equal). The same problem at the same place
     * is reported once.
     *
     * @param game the game to analyse
     * @param sources where the game's nodes were written, {@link SourceMap#EMPTY} for Java-built games
     * @return the game with its topology, facts, sources and warnings
     * @throws GameException listing every error found, with {@code sources.text()} as its source
     *     text
     */
    public static AnalyzedGame analyze(Game game, SourceMap sources) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(sources, "sources");
        Topology topology = Topology.of(game.board());
        Checker checker = new Checker(game.board(), topology, sources);
        Nodes.preorder(game, checker::check);
        checker.checkWorkload();
        List<Diagnostic> problems = checker.diagnostics();
        List<Diagnostic> errors = problems.stream().filter(d -> !d.isWarning()).toList();
        if (!errors.isEmpty()) {
            throw new GameException(errors, sources.text());
        }
        List<Diagnostic> warnings = problems.stream().filter(Diagnostic::isWarning).toList();
        return new AnalyzedGame(game, topology, Facts.of(game), sources, warnings);
    }

    /** Collects the diagnostics of one game, with their sort keys. */
    private static final class Checker {
        private record Found(Diagnostic diagnostic, int order) {}

        private final Board board;
        private final Topology topology;
        private final SourceMap sources;
        private final List<Found> found = new ArrayList<>();
        private final Workload workload;
        private long totalWork;
        private long costliestWork = -1;
        private Node costliest;
        private Deque<Node> costliestAncestors;
        private boolean reportedNesting;
        /** The player whose piece each start cell holds so far, as the start rules are applied in order. */
        private final Map<Integer, Player> startOwners = new HashMap<>();

        Checker(Board board, Topology topology, SourceMap sources) {
            this.board = board;
            this.topology = topology;
            this.sources = sources;
            this.workload = new Workload(topology);
        }

        void check(Node node, Deque<Node> ancestors) {
            if (ancestors.size() >= Limits.MAX_NESTING && !reportedNesting) {
                reportedNesting = true;
                report(node, ancestors, "the rules are nested more than " + Limits.MAX_NESTING
                        + " levels deep, the limit", null);
            }
            long work = workload.of(node, inResult(ancestors));
            totalWork = saturatedAdd(totalWork, work);
            if (work > costliestWork) {
                costliestWork = work;
                costliest = node;
                costliestAncestors = new ArrayDeque<>(ancestors);
            }
            switch (node) {
                case Func.Line l -> checkLine(l, ancestors);
                case Mask.Custodial c -> checkBracket(c, ancestors);
                default -> { }
            }
            switch (node) {
                case Placement p -> checkStart(p, ancestors);
                case Mask.Adjacent a -> checkDirection(a, ancestors, directionText(Construct.ADJACENT),
                        KeywordArgument.DIRECTION, a.direction());
                case Func.Connected c -> checkDirection(c, ancestors, directionText(Construct.CONNECTED),
                        KeywordArgument.DIRECTION, c.direction());
                case Func.Line l -> checkDirection(l, ancestors, lineText(l), KeywordArgument.ORIENTATION,
                        l.orientation());
                case Mask.Custodial c -> checkDirection(c, ancestors, custodialText(c), KeywordArgument.ORIENTATION,
                        c.orientation());
                case Mask.EdgeCells e -> checkEdge(e, ancestors);
                case Mask.Pattern p -> checkPattern(p, ancestors);
                default -> { }
            }
        }

        /** Whether the innermost node of {@code ancestors} is inside the result constraint of a mechanic. */
        private static boolean inResult(Deque<Node> ancestors) {
            Node resultOf = null;
            for (Node a : ancestors) {
                if (resultOf != null && a == resultOf) {
                    return true;
                }
                resultOf = a instanceof Mechanic m ? m.result().orElse(null) : null;
            }
            return false;
        }

        /** A line length over the limit is an error; one without windows on this board, a warning. */
        private void checkLine(Func.Line l, Deque<Node> ancestors) {
            if (l.length() > Limits.MAX_LENGTH) {
                report(l, ancestors, code(lineText(l)) + ": the length " + l.length() + " is over the limit of "
                        + Limits.MAX_LENGTH + ", the most cells a line can have on any board", null);
                return;
            }
            int longest = workload.longestLine(l.orientation());
            if (l.length() > longest) {
                warn(l, ancestors, code(lineText(l)) + " can never match: " + alongLongest(l.orientation(), longest));
            }
        }

        /** The same for the cells a custodial bracket spans: its inner pieces and both ends. */
        private void checkBracket(Mask.Custodial c, Deque<Node> ancestors) {
            long span = c.anyLength() ? 3 : c.length().getAsInt() + 2L;
            String bracket = c.anyLength() ? "a bracket spans at least 3 cells"
                    : "a bracket of " + c.length().getAsInt() + " inner pieces spans " + span + " cells";
            if (span > Limits.MAX_LENGTH) {
                report(c, ancestors, code(custodialText(c)) + ": " + bracket + ", over the limit of "
                        + Limits.MAX_LENGTH + ", the most cells a line can have on any board", null);
                return;
            }
            int longest = workload.longestLine(c.orientation());
            if (span > longest) {
                warn(c, ancestors, code(custodialText(c)) + " can never match: " + bracket + ", but "
                        + alongLongest(c.orientation(), longest));
            }
        }

        private String alongLongest(Orientation orientation, int longest) {
            return longest == 0
                    ? code(boardText(board)) + " has no line along " + code(orientation.word())
                    : "the longest line of " + code(boardText(board)) + " along " + code(orientation.word())
                            + " has " + longest + (longest == 1 ? " cell" : " cells");
        }

        /** Reports a game whose estimated compiled program is over the limit, at its costliest construct. */
        void checkWorkload() {
            if (totalWork <= Limits.MAX_PROGRAM_OPS) {
                return;
            }
            String what = switch (costliest) {
                case Func.Line l -> code(lineText(l));
                case Mask.Custodial c -> code(custodialText(c));
                case Mask.Pattern p -> code("(pattern (" + p.rows() + " " + p.cols() + ") …)");
                default -> null;
            };
            String message = String.format(Locale.ROOT, "the game is too large to compile on %s: about %,d"
                    + " operations per compiled program, over the limit of %,d", code(boardText(board)), totalWork,
                    Limits.MAX_PROGRAM_OPS);
            if (what != null) {
                message = what + ": " + message + String.format(Locale.ROOT, "; this construct alone needs about %,d",
                        costliestWork);
                report(costliest, costliestAncestors, message, "use a smaller board, shorter lengths or fewer constructs");
            } else {
                report(costliest, costliestAncestors, message, "use a smaller board or fewer constructs");
            }
        }

        private static long saturatedAdd(long a, long b) {
            long sum = a + b;
            return sum < 0 ? Long.MAX_VALUE : sum;
        }

        private void checkStart(Placement p, Deque<Node> ancestors) {
            int m = topology.cellCount();
            Set<Integer> bad = new LinkedHashSet<>();
            Set<Integer> retaken = new LinkedHashSet<>();
            for (int c : p.cells()) {
                if (c >= m) {
                    bad.add(c);
                    continue;
                }
                Player owner = startOwners.put(c, p.player());
                if (owner != null && owner != p.player()) {
                    retaken.add(c);
                }
            }
            String placement = "(place " + p.player() + " (" + join(p.cells(), " ") + "))";
            if (!bad.isEmpty()) {
                String what = bad.size() == 1
                        ? "cell " + bad.iterator().next() + " is"
                        : "cells " + words(bad.stream().map(String::valueOf).toList()) + " are";
                report(p, ancestors, code(placement) + ": " + what + " not on the board: " + code(boardText(board))
                        + " has cells 0 … " + (m - 1), null);
            }
            if (!retaken.isEmpty()) {
                // Start rules apply in order and a later one overwrites an earlier one: defined, so not an
                // error, but a start cell meant for both players is almost certainly a typo.
                String cells = words(retaken.stream().map(String::valueOf).toList());
                boolean one = retaken.size() == 1;
                warn(p, ancestors, code(placement) + ": " + (one ? "cell " + cells + " is also a start cell of "
                        : "cells " + cells + " are also start cells of ") + p.player().opponent()
                        + "; the later placement wins, so " + (one ? "it starts with " + p.player() + "'s piece"
                        : "they start with " + p.player() + "'s pieces"));
            }
        }

        /**
         * A direction or orientation named explicitly: an error if the board lacks it. {@code any}
         * is never an error, it selects the directions the board has.
         */
        private void checkDirection(Node node, Deque<Node> ancestors, String construct, KeywordArgument keyword,
                DirectionChoice choice) {
            String kind = keyword.spelling();
            boolean lacking = switch (choice) {
                case Direction d -> !topology.hasDirection(d);
                case Orientation o -> o != Orientation.ANY && !topology.axes().containsAll(o.axes());
                case RelativeDirection r -> !topology.hasDirection(r.forP1());
            };
            if (!lacking) {
                return;
            }
            String text = construct.endsWith(":") ? "(" + construct + choice.word() + ")" : construct;
            String message = code(text) + ": " + board.word() + " boards have no " + code(choice.word()) + " "
                    + kind;
            report(node, ancestors, message, directionHint(choice, keyword));
        }

        private String directionHint(DirectionChoice choice, KeywordArgument keyword) {
            return switch (choice) {
                case Direction d when d == Direction.UP -> "use `up_left` or `up_right`";
                case Direction d when d == Direction.DOWN -> "use `down_left` or `down_right`";
                case Direction d -> null;
                case RelativeDirection r -> "relative directions need the board's `up` and `down`; use absolute directions";
                case Orientation o when o == Orientation.ORTHOGONAL -> "use `horizontal`";
                case Orientation o -> keyword == KeywordArgument.DIRECTION
                        ? board.word() + " boards have the directions " + codes(topology.directions().stream()
                                .map(Direction::word).toList())
                        : board.word() + " boards have the orientations " + codes(orientationWords());
            };
        }

        /** The orientation words that are valid on this board, in declaration order. */
        private List<String> orientationWords() {
            List<String> out = new ArrayList<>();
            for (Orientation o : Orientation.values()) {
                if (o == Orientation.ANY || topology.axes().containsAll(o.axes())) {
                    out.add(o.word());
                }
            }
            return out;
        }

        private void checkEdge(Mask.EdgeCells e, Deque<Node> ancestors) {
            if (topology.hasEdge(e.edge())) {
                return;
            }
            String message = code("(edge " + e.edge().word() + ")") + ": " + board.word() + " boards have no "
                    + code(e.edge().word()) + " edge; their edges are "
                    + codes(topology.edgeNames().stream().map(Edge::word).toList());
            String hint = switch (e.edge()) {
                case LEFT -> "use `top_left` or `bottom_left`";
                case RIGHT -> "use `top_right` or `bottom_right`";
                case TOP_LEFT -> "use `top` or `left`";
                case TOP_RIGHT -> "use `top` or `right`";
                case BOTTOM_LEFT -> "use `bottom` or `left`";
                case BOTTOM_RIGHT -> "use `bottom` or `right`";
                case TOP, BOTTOM -> null;
            };
            report(e, ancestors, message, hint);
        }

        private void checkPattern(Mask.Pattern p, Deque<Node> ancestors) {
            if (!board.isHex()) {
                return;
            }
            report(p, ancestors, code("(pattern (" + p.rows() + " " + p.cols() + ") …)")
                    + ": patterns work only on square and rectangle boards, not on " + board.word() + " boards",
                    null);
        }

        private void report(Node node, Deque<Node> ancestors, String message, String hint) {
            found.add(new Found(new Diagnostic(message, spanOf(node, ancestors), Optional.ofNullable(hint)),
                    found.size()));
        }

        private void warn(Node node, Deque<Node> ancestors, String message) {
            found.add(new Found(new Diagnostic(message, spanOf(node, ancestors), Optional.empty()).asWarning(),
                    found.size()));
        }

        /** The node's span, or that of its nearest enclosing node that has one. */
        private Optional<Span> spanOf(Node node, Deque<Node> ancestors) {
            Optional<Span> span = sources.spanOf(node);
            Iterator<Node> outward = ancestors.descendingIterator();
            while (span.isEmpty() && outward.hasNext()) {
                span = sources.spanOf(outward.next());
            }
            return span;
        }

        /** The diagnostics, errors and warnings, in source order, each problem once. */
        List<Diagnostic> diagnostics() {
            Comparator<Found> bySource = Comparator
                    .comparingInt((Found f) -> f.diagnostic().span().map(Span::line).orElse(0))
                    .thenComparingInt(f -> f.diagnostic().span().map(Span::column).orElse(0))
                    .thenComparingInt(Found::order);
            return found.stream().sorted(bySource).map(Found::diagnostic).distinct().toList();
        }
    }

    /** "adjacent … direction:", completed with the direction by {@code checkDirection}. */
    private static String directionText(Construct construct) {
        return construct.spelling() + " … " + KeywordArgument.DIRECTION.spelling() + ":";
    }

    private static String lineText(Func.Line l) {
        return "(" + Construct.LINE.spelling() + " " + l.length() + orientationText(l.orientation())
                + (l.exact() == Func.Line.DEFAULT_EXACT ? "" : " " + KeywordArgument.EXACT.spelling() + ":" + l.exact())
                + ")";
    }

    private static String custodialText(Mask.Custodial c) {
        return "(" + Construct.CUSTODIAL.spelling() + " "
                + (c.anyLength() ? Construct.ANY.spelling() : String.valueOf(c.length().getAsInt()))
                + (c.who() == Mask.Custodial.DEFAULT_WHO ? "" : " " + c.who().word())
                + orientationText(c.orientation()) + ")";
    }

    private static String orientationText(Orientation orientation) {
        return " " + KeywordArgument.ORIENTATION.spelling() + ":" + orientation.word();
    }

    /** A board as written in {@code .ldx}, e.g. {@code (hex_rectangle 11 11)}. */
    static String boardText(Board board) {
        String sizes = switch (board) {
            case Board.Square s -> String.valueOf(s.size());
            case Board.Rectangle r -> r.rows() + " " + r.cols();
            case Board.HexRectangle r -> r.rows() + " " + r.cols();
            case Board.Hexagon h -> String.valueOf(h.diameter());
        };
        return "(" + board.word() + " " + sizes + ")";
    }

    private static String code(String text) {
        return "`" + text + "`";
    }

    private static String join(List<Integer> values, String separator) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(separator));
    }

    /** "`a`", "`a` and `b`", "`a`, `b` and `c`". */
    private static String codes(List<String> items) {
        return words(items.stream().map(Analysis::code).toList());
    }

    /** "a", "a and b", "a, b and c". */
    private static String words(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
