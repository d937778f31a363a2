package dev.plateau.analysis;

import static dev.plateau.analysis.RuleText.code;
import static dev.plateau.analysis.RuleText.codes;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Func;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The checks of what a rule names on the board: directions and orientations the board has
 * (docs/language.md, "Directions"; relative directions need the board's {@code up} and {@code
 * down}), its edges ("Edges"), cells, rows and columns, and {@code pattern} only on square and
 * rectangle boards.
 */
final class BoardChecks {
    private final Reporter reporter;
    private final Board board;
    private final Topology topology;

    BoardChecks(Reporter reporter, Topology topology) {
        this.reporter = reporter;
        this.board = topology.board();
        this.topology = topology;
    }

    /** Checks a node that names something of the board. */
    void check(Node node, Deque<Node> ancestors) {
        switch (node) {
            case Movement m -> {
                String text = RuleText.movement(m);
                for (DirectionChoice d : m.directions()) {
                    checkDirection(m, ancestors, text, KeywordArgument.DIRECTION, d);
                }
            }
            case Mask.Adjacent a -> checkDirection(a, ancestors, RuleText.directionPrefix(Construct.ADJACENT),
                    KeywordArgument.DIRECTION, a.direction());
            case Func.Connected c -> checkDirection(c, ancestors, RuleText.directionPrefix(Construct.CONNECTED),
                    KeywordArgument.DIRECTION, c.direction());
            case Mask.NoLiberties n -> checkDirection(n, ancestors, RuleText.directionPrefix(Construct.NO_LIBERTIES),
                    KeywordArgument.DIRECTION, n.direction());
            case Mask.Territory t -> checkDirection(t, ancestors, RuleText.directionPrefix(Construct.TERRITORY),
                    KeywordArgument.DIRECTION, t.direction());
            case Mechanic m when m.noSuicide().isPresent() -> checkDirection(m, ancestors,
                    RuleText.directionPrefix(Construct.NO_SUICIDE), KeywordArgument.DIRECTION, m.noSuicide().get());
            case Func.Line l -> checkDirection(l, ancestors, RuleText.line(l), KeywordArgument.ORIENTATION,
                    l.orientation());
            case Mask.Custodial c -> checkDirection(c, ancestors, RuleText.custodial(c), KeywordArgument.ORIENTATION,
                    c.orientation());
            case Mask.InLine l -> checkDirection(l, ancestors, RuleText.inLine(l), KeywordArgument.ORIENTATION,
                    l.orientation());
            case Mask.EdgeCells e -> checkEdge(e, ancestors);
            case Mask.Cells c -> checkCells(c, ancestors);
            case Mask.Row r -> checkLine(r, ancestors, Construct.ROW, r.number(), topology.gridHeight());
            case Mask.Column c -> checkLine(c, ancestors, Construct.COLUMN, c.number(), topology.nameColumnCount());
            case Mask.Pattern p -> checkPattern(p, ancestors);
            default -> { }
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
            // forward is up for P1 and down for P2: a board without them has no forward, nor
            // forward_left (up_left for P1, down_right for P2 only by accident of the geometry)
            case RelativeDirection r -> !topology.hasDirection(Direction.UP) || !topology.hasDirection(Direction.DOWN);
        };
        if (!lacking) {
            return;
        }
        String text = construct.endsWith(":") ? "(" + construct + choice.word() + ")" : construct;
        String message = code(text) + ": " + board.word() + " boards have no " + code(choice.word()) + " "
                + kind;
        reporter.error(node, ancestors, message, directionHint(choice, keyword));
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
        String message = code(RuleText.edge(e)) + ": " + board.word() + " boards have no "
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
        reporter.error(e, ancestors, message, hint);
    }

    private void checkPattern(Mask.Pattern p, Deque<Node> ancestors) {
        if (!board.isHex() && !(board instanceof Board.Graph)) {
            return; // a picture of rows and columns needs a grid of cells, not points on lines
        }
        reporter.error(p, ancestors, code(RuleText.pattern(p))
                + ": patterns work only on square and rectangle boards, not on " + board.word() + " boards",
                null);
    }

    /** The cells of {@code (cells …)} are on the board (docs/language.md, {@code cells}). */
    private void checkCells(Mask.Cells c, Deque<Node> ancestors) {
        for (int cell : c.cells()) {
            if (cell >= topology.cellCount()) {
                reporter.error(c, ancestors, code(RuleText.cells(c)) + ": " + RuleText.notOnTheBoard("cell " + cell + " is", board),
                        null);
                return;
            }
        }
    }

    /** {@code (row N)} and {@code (column N)} name a row or column the board has. */
    private void checkLine(Mask m, Deque<Node> ancestors, Construct form, int number, int count) {
        if (number > count) {
            reporter.error(m, ancestors, code(RuleText.form(form, number)) + ": the board "
                    + code(RuleText.board(board)) + " has " + form.spelling() + "s 1 … " + count, null);
        }
    }
}
