package dev.plateau.analysis;

import static dev.plateau.analysis.RuleText.code;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * The checks against the {@link Limits}: rules nested too deep, a {@code line} length or a {@code
 * custodial} bracket longer than any line of any board (and, as a warning, one that no line of the
 * game's board can hold), more actions than {@link Limits#MAX_ACTIONS}, and a game whose compiled
 * program would be too large, estimated construct by construct ({@link Workload}) and reported at
 * the costliest.
 */
final class SizeChecks {
    private final Reporter reporter;
    private final Board board;
    private final Topology topology;
    private final ActionSpace actions;
    private final Workload workload;
    /** The movement with the most planes, where a game with too many actions is reported. */
    private Movement widest;
    private Deque<Node> widestAncestors;
    private long widestPlanes = -1;
    /** Whether the game was refused for its actions, which then also explain its size. */
    private boolean tooManyActions;
    private long totalWork;
    private long costliestWork = -1;
    private Node costliest;
    private Deque<Node> costliestAncestors;
    private boolean reportedNesting;

    SizeChecks(Reporter reporter, Game game, Topology topology) {
        this.reporter = reporter;
        this.board = game.board();
        this.topology = topology;
        this.actions = new ActionSpace(game, topology);
        this.workload = new Workload(topology, actions.planeCount());
    }

    /** Checks a node's nesting and lengths, and adds its cost to the game's. */
    void check(Node node, Deque<Node> ancestors) {
        if (ancestors.size() >= Limits.MAX_NESTING && !reportedNesting) {
            reportedNesting = true;
            reporter.error(node, ancestors, "the rules are nested more than " + Limits.MAX_NESTING
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
            case Func.Line l -> checkLine(l, code(RuleText.line(l)), l.length(), l.orientation(), ancestors);
            case Mask.InLine l -> checkLine(l, code(RuleText.inLine(l)), l.length(), l.orientation(), ancestors);
            case Mask.Custodial c -> checkBracket(c, ancestors);
            case Movement m -> noteMovement(m, ancestors);
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
    private void checkLine(Node l, String text, int length, Orientation orientation, Deque<Node> ancestors) {
        if (length > Limits.MAX_LENGTH) {
            reporter.error(l, ancestors, text + ": the length " + length + " is over the limit of "
                    + Limits.MAX_LENGTH + ", the most cells a line can have on any board", null);
            return;
        }
        int longest = workload.longestLine(orientation);
        if (length > longest) {
            reporter.warn(l, ancestors, text + " can never match: " + alongLongest(orientation, longest));
        }
    }

    /** The same for the cells a custodial bracket spans: its inner pieces and both ends. */
    private void checkBracket(Mask.Custodial c, Deque<Node> ancestors) {
        String text = code(RuleText.custodial(c));
        long span = c.anyLength() ? 3 : c.length().getAsInt() + 2L;
        String bracket = c.anyLength() ? "a bracket spans at least 3 cells"
                : "a bracket of " + c.length().getAsInt() + " inner pieces spans " + span + " cells";
        if (span > Limits.MAX_LENGTH) {
            reporter.error(c, ancestors, text + ": " + bracket + ", over the limit of "
                    + Limits.MAX_LENGTH + ", the most cells a line can have on any board", null);
            return;
        }
        int longest = workload.longestLine(c.orientation());
        if (span > longest) {
            reporter.warn(c, ancestors, text + " can never match: " + bracket + ", but "
                    + alongLongest(c.orientation(), longest));
        }
    }

    private String alongLongest(Orientation orientation, int longest) {
        String board = code(RuleText.board(this.board));
        return longest == 0
                ? board + " has no line along " + code(orientation.word())
                : "the longest line of " + board + " along " + code(orientation.word())
                        + " has " + longest + (longest == 1 ? " cell" : " cells");
    }

    /** Notes the movement with the most planes. */
    private void noteMovement(Movement m, Deque<Node> ancestors) {
        long planes = workload.movementPlanes(m);
        if (planes > widestPlanes) {
            widestPlanes = planes;
            widest = m;
            widestAncestors = new ArrayDeque<>(ancestors);
        }
    }

    /** Refuses a game with more actions than {@link Limits#MAX_ACTIONS}, at its widest movement. */
    void checkActions() {
        long count = (long) actions.planeCount() * topology.cellCount();
        if (count <= Limits.MAX_ACTIONS || widest == null) {
            return;
        }
        tooManyActions = true;
        reporter.error(widest, widestAncestors, String.format(Locale.ROOT, "%s: the game has too many actions on %s: "
                + "%,d planes of %,d cells make %,d actions, over the limit of %,d", code(RuleText.movement(widest)),
                code(RuleText.board(board)), actions.planeCount(), topology.cellCount(), count, Limits.MAX_ACTIONS),
                FEWER_ACTIONS);
    }

    /** Reports a game whose estimated compiled program is over the limit, at its costliest construct. */
    void checkWorkload() {
        if (totalWork <= Limits.MAX_PROGRAM_OPS || tooManyActions) {
            return;
        }
        String what = switch (costliest) {
            case Movement m -> code(RuleText.movement(m));
            case Func.Line l -> code(RuleText.line(l));
            case Mask.InLine l -> code(RuleText.inLine(l));
            case Mask.Custodial c -> code(RuleText.custodial(c));
            case Mask.Pattern p -> code(RuleText.pattern(p));
            default -> null;
        };
        String message = String.format(Locale.ROOT, "the game is too large to compile on %s: about %,d"
                + " operations per compiled program, over the limit of %,d", code(RuleText.board(board)), totalWork,
                Limits.MAX_PROGRAM_OPS);
        if (costliest instanceof Game && widest != null) {
            // The action space itself is the cost: every step reads and writes P planes of W words.
            message = code(RuleText.movement(widest)) + ": " + message + String.format(Locale.ROOT,
                    "; its %,d action planes alone need about %,d", actions.planeCount(), costliestWork);
            reporter.error(widest, widestAncestors, message, FEWER_ACTIONS);
        } else if (what != null) {
            message = what + ": " + message + String.format(Locale.ROOT, "; this construct alone needs about %,d",
                    costliestWork);
            reporter.error(costliest, costliestAncestors, message,
                    "use a smaller board, shorter lengths or fewer constructs");
        } else {
            reporter.error(costliest, costliestAncestors, message, "use a smaller board or fewer constructs");
        }
    }

    /** The hint for a game whose movements make too many actions. */
    private static final String FEWER_ACTIONS = "give the slides a `" + KeywordArgument.MAX.spelling()
            + ":`, or use fewer directions or a smaller board";

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
