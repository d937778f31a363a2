package dev.plateau.analysis;

import static dev.plateau.analysis.RuleText.code;

import dev.plateau.rules.EndRule;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Func;
import dev.plateau.rules.Node;
import dev.plateau.rules.Pred;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.Deque;

/**
 * The constructs that only end rules know, since they ask about the move just made: {@code
 * (no_moves)} (docs/language.md, {@code no_moves}), {@code repeated}, {@code quiet_moves} and
 * {@code move_count} (which the heuristic, evaluated after a step as the end rules are, may also read).
 */
final class EndRuleChecks {
    private final Reporter reporter;

    EndRuleChecks(Reporter reporter) {
        this.reporter = reporter;
    }

    /** Checks a node that only end rules may hold. */
    void check(Node node, Deque<Node> ancestors) {
        switch (node) {
            case Pred.NoMoves n -> checkNoMoves(n, ancestors);
            case Pred.Promoted p -> checkPromoted(p, ancestors);
            case Pred.MovedBy m -> checkMovedBy(m, ancestors);
            case Pred.Repeated r -> checkEndRuleOnly(r, ancestors, RuleText.form(Construct.REPEATED, r.times(),
                    KeywordArgument.WINDOW.spelling() + ":" + r.window()), "it asks about the position a move made");
            case Func.QuietMoves q -> checkEndRuleOnly(q, ancestors, RuleText.form(Construct.QUIET_MOVES),
                    "it counts the moves made since the last capture, this one included");
            case Func.MoveCount m -> checkEndRuleOnly(m, ancestors, RuleText.form(Construct.MOVE_COUNT),
                    "it counts the moves made, this one included");
            default -> { }
        }
    }

    /** {@code (no_moves)} asks about the player to move next: only end rules know it. */
    private void checkNoMoves(Pred.NoMoves n, Deque<Node> ancestors) {
        if (Nodes.enclosing(ancestors, EndRule.class) != null) {
            return;
        }
        reporter.error(n, ancestors, code(RuleText.form(Construct.NO_MOVES)) + " is only meaningful in end "
                + "rules: it asks whether the player to move next has a legal action, which is known once a "
                + "move has been made", "use it in the condition of an end rule, such as `(end (if (no_moves) "
                + "(mover win)))`");
    }

    /**
     * Whether a node stands in an end rule or in the condition of a turn's second part (a chain's
     * {@code while}, a removal's {@code when}), which are evaluated right after a step.
     */
    private static boolean afterAStep(Deque<Node> ancestors) {
        if (Nodes.enclosing(ancestors, EndRule.class) != null) {
            return true;
        }
        java.util.Iterator<Node> outward = ancestors.descendingIterator();
        while (outward.hasNext()) {
            Node n = outward.next();
            if (n instanceof dev.plateau.rules.Movement) {
                return false; // a movement's own condition is asked before the move
            }
            if (n instanceof Moves.Chain || n instanceof Moves.Removal) {
                return true;
            }
        }
        return false;
    }

    /** {@code (moved_by KIND)} asks about the action just made: end rules and a second part's condition know it. */
    private void checkMovedBy(Pred.MovedBy m, Deque<Node> ancestors) {
        if (afterAStep(ancestors)) {
            return;
        }
        reporter.error(m, ancestors, code(RuleText.form(Construct.MOVED_BY, m.kind().spelling())) + " is only "
                + "meaningful in end rules and in the condition of `(then (chain …))` or `(then (remove …))`: it asks "
                + "which movement made the step just made", null);
    }

    /** {@code (promoted)} asks about the effects of the step just made: end rules and a second part's condition know it. */
    private void checkPromoted(Pred.Promoted p, Deque<Node> ancestors) {
        if (afterAStep(ancestors)) {
            return;
        }
        reporter.error(p, ancestors, code(RuleText.form(Construct.PROMOTED)) + " is only meaningful in end rules "
                + "and in a chain's " + code(RuleText.elided(Construct.WHILE)) + ": it asks whether the step just "
                + "made promoted a piece", "use it in `(then (chain … (while (not (promoted)))))` or in an end rule");
    }

    /**
     * A construct about the move just made: only end rules and the heuristic (which is evaluated
     * where the end rules are) know it.
     */
    private void checkEndRuleOnly(Node node, Deque<Node> ancestors, String text, String why) {
        if (Nodes.enclosing(ancestors, EndRule.class) != null || Nodes.inHeuristic(node, ancestors)) {
            return;
        }
        String where = node instanceof Func ? "end rules and in " + code(RuleText.elided(Construct.HEURISTIC)) : "end rules";
        reporter.error(node, ancestors, code(text) + " is only meaningful in " + where + ": " + why,
                "use it in the condition of an end rule, such as `(end (if (>= (quiet_moves) 100) (draw)))`");
    }
}
