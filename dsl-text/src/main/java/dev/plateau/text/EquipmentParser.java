package dev.plateau.text;

import dev.plateau.rules.Board;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.Construct.Category;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code (equipment (board …) [(pieces …)] [(regions …)])} (docs/language.md, {@code board},
 * {@code pieces}, {@code regions}): the board, the piece types, and the named regions, which it
 * declares to the {@link ExpressionParser} for the rest of the game.
 */
final class EquipmentParser {
    private static final List<String> OWNER_WORDS = Arrays.stream(PieceOwner.values()).map(PieceOwner::word).toList();

    private final TokenCursor c;
    private final ExpressionParser expressions;

    /**
     * The board and piece types of a game.
     *
     * @param board the board
     * @param pieces the declared piece types, in order
     */
    record Equipment(Board board, List<PieceType> pieces) {
        /** The names of the declared piece types, for hints. */
        List<String> pieceNames() {
            return pieces.stream().map(PieceType::name).toList();
        }
    }

    /** A reader from {@code cursor} that declares regions to {@code expressions}. */
    EquipmentParser(TokenCursor cursor, ExpressionParser expressions) {
        this.c = cursor;
        this.expressions = expressions;
    }

    /** {@code (equipment …)}, required in {@code (game …)}. */
    Equipment equipment(Open game) {
        Open equipment = c.openRequired(Construct.EQUIPMENT, game.in());
        Open boardForm = c.openRequired(Construct.BOARD, equipment.after());
        Board board = board(boardForm);
        Construct last = Construct.BOARD;
        List<PieceType> pieces = List.of();
        if (c.atForm(Construct.PIECES)) {
            pieces = pieces();
            last = Construct.PIECES;
        }
        if (c.atForm(Construct.REGION_NAMES)) {
            regions(pieces.stream().map(PieceType::name).toList());
            last = Construct.REGION_NAMES;
        }
        c.closeAfter(equipment, Construct.EQUIPMENT, Optional.of(last), Construct.BOARD);
        return new Equipment(board, pieces);
    }

    private Board board(Open boardForm) {
        List<Construct> shapes = Construct.BOARD.partsAfter(Optional.empty());
        String head = c.formHead();
        Optional<Construct> form = head == null ? Optional.empty() : Construct.form(Category.BOARD, head);
        if (form.isEmpty()) {
            throw c.expected("a board (" + Alternatives.either(Alternatives.forms(shapes)) + ")",
                    boardForm.after(), c.suggestHead(Alternatives.spellings(shapes)));
        }
        Open o = c.open();
        Construct shape = form.get();
        if (shape == Construct.GRAPH) {
            Board graph = graph(o);
            if (c.atForm(Construct.WITHOUT)) {
                without(shape); // refused: a graph's points are declared, not taken from a grid
            }
            c.closeAfter(boardForm, Construct.BOARD, Optional.of(shape), shape);
            return graph;
        }
        boolean two = shape == Construct.RECTANGLE || shape == Construct.HEX_RECTANGLE;
        int first = size(o, "", two);
        int second = two ? size(o, " " + first, false) : 0;
        c.close(o);
        List<Integer> removed = new ArrayList<>();
        if (c.atForm(Construct.WITHOUT)) {
            removed = without(shape);
        }
        List<Integer> cells = removed;
        Board board = c.build(o, () -> switch (shape) {
            case SQUARE -> new Board.Square(first, cells);
            case RECTANGLE -> new Board.Rectangle(first, second, cells);
            case HEX_RECTANGLE -> new Board.HexRectangle(first, second, cells);
            default -> new Board.Hexagon(first);
        });
        c.closeAfter(boardForm, Construct.BOARD, Optional.of(removed.isEmpty() ? shape : Construct.WITHOUT), shape);
        return board;
    }

    /**
     * {@code (without (i…))} after a board's shape: the cells of the full grid that are not on the
     * board (docs/language.md, {@code without}); refused after a hexagon or a graph, whose cells are
     * not a grid's.
     */
    private List<Integer> without(Construct shape) {
        Open w = c.open();
        if (shape == Construct.HEXAGON || shape == Construct.GRAPH) {
            throw c.error(c.span(w.head()), Board.withoutRefused(shape), Optional.empty());
        }
        List<Integer> cells = new ArrayList<>();
        c.openList("the cells to remove, such as `(0 1 5 6)`,", w.after());
        cells.add(c.integer("a cell index", "in the list of removed cells"));
        while (!c.atClose()) {
            cells.add(c.integer("a cell index or `)`", "in the list of removed cells"));
        }
        c.next();
        c.close(w);
        return cells;
    }

    /**
     * {@code (graph (points P…) (lines (P P…)…))} after its head (docs/language.md, {@code graph}):
     * the points by name, then the lines.
     */
    private Board graph(Open o) {
        Open pointsForm = c.openRequired(Construct.POINTS, o.after());
        List<Board.Point> points = new ArrayList<>();
        do {
            points.add(point("a point name such as `a1`", points.isEmpty() ? pointsForm.after() : pointsForm.in()));
        } while (!c.atClose());
        c.close(pointsForm);
        Open linesForm = c.openRequired(Construct.LINES, "after `(" + Construct.POINTS.spelling() + " …)`");
        List<List<Board.Point>> lines = new ArrayList<>();
        do {
            c.openList("a line such as `(a1 d1 g1)`", lines.isEmpty() ? linesForm.after() : linesForm.in());
            List<Board.Point> line = new ArrayList<>();
            do {
                line.add(point("a point name such as `a1`", "in a line"));
            } while (!c.atClose());
            c.closeList("after the points of a line");
            lines.add(line);
        } while (!c.atClose());
        c.close(linesForm);
        c.close(o);
        return c.build(o, () -> new Board.Graph(points, lines));
    }

    /** One point name of a graph board, such as {@code a1}. */
    private Board.Point point(String what, String where) {
        Token t = c.peek();
        if (t.kind() != Kind.ATOM) {
            throw c.expected(what, where, Optional.empty());
        }
        try {
            Board.Point p = Board.Point.named(t.text());
            c.next();
            return p;
        } catch (RuleException e) {
            throw c.error(c.span(t), e.getMessage(), Optional.empty());
        }
    }

    /**
     * One board size: a positive whole number, written with digits or computed while reading.
     * {@code before} is the text of the sizes already read, for the message, and {@code more}
     * whether another size follows.
     */
    private int size(Open o, String before, boolean more) {
        if (c.atArithmetic()) {
            int index = c.index();
            int value = c.arithmetic();
            if (value <= 0) {
                throw c.error(c.spanSince(index), "`(" + o.name() + before + " " + value + (more ? " …" : "")
                        + ")`: board sizes must be positive whole numbers", Optional.empty());
            }
            return value;
        }
        Token t = c.peek();
        boolean digits = t.kind() == Kind.ATOM && Vocabulary.isDigits(t.text());
        if (digits || t.kind() == Kind.ATOM && Vocabulary.looksNumeric(t.text())) {
            int value = digits ? c.parseDigits(t) : 0;
            if (value <= 0) {
                throw c.error(c.span(t), "`(" + o.name() + before + " " + t.text() + (more ? " …" : "")
                        + ")`: board sizes must be positive whole numbers", Optional.empty());
            }
            c.next();
            return value;
        }
        String what = o.name().equals(Construct.HEXAGON.spelling()) ? "the hexagon's diameter"
                : more ? "the number of rows" : before.isEmpty() ? "the board's size" : "the number of columns";
        throw c.expected(what, before.isEmpty() ? o.after() : o.in(),
                t.kind() == Kind.OPEN ? c.arithmeticHint() : c.suggestParameter());
    }

    /** {@code (pieces (NAME OWNER)…)} (docs/language.md, {@code pieces}). */
    private List<PieceType> pieces() {
        Open p = c.open();
        List<PieceType> types = new ArrayList<>();
        do {
            int index = c.openList("a piece declaration such as `(pawn each)`", types.isEmpty() ? p.after() : p.in());
            Token nameToken = c.peek();
            String parameter = c.parameterAtNext();
            if (parameter != null) {
                throw c.error(c.span(nameToken), "the piece name `" + parameter
                        + "` is also the name of a parameter; choose another name", Optional.empty());
            }
            if (nameToken.kind() != Kind.ATOM || Vocabulary.isDigits(nameToken.text())) {
                throw c.expected("a piece name", "in the piece declaration", Optional.empty());
            }
            String name = nameToken.text();
            try {
                PieceType.requireName(name);
            } catch (RuleException e) {
                throw c.error(c.span(nameToken), e.getMessage(), Optional.empty());
            }
            c.next();
            String after = "after the piece name `" + name + "`";
            Token ownerToken = c.peek();
            Optional<String> hint = ownerToken.kind() == Kind.ATOM && Who.byWord(ownerToken.text()) != null
                    ? Optional.of("`" + ownerToken.text() + "` names a player relative to a rule; a piece type's "
                            + "owner is fixed: " + Alternatives.either(OWNER_WORDS.stream().map(w -> "`" + w + "`"
                                    + (w.equals(Construct.EACH.spelling()) ? " (both players)"
                                    : w.equals(Construct.NEUTRAL.spelling()) ? " (nobody)" : "")).toList()))
                    : c.suggestAtom(OWNER_WORDS);
            if (ownerToken.kind() != Kind.ATOM || !OWNER_WORDS.contains(ownerToken.text())) {
                throw c.expected("a piece owner (" + Alternatives.either(Alternatives.quoted(OWNER_WORDS)) + ")",
                        after, hint);
            }
            c.next();
            PieceOwner owner = PieceOwner.byWord(ownerToken.text());
            c.closeList("after the owner of `" + name + "`");
            types.add(c.buildAt(c.spanSince(index), () -> new PieceType(name, owner)));
        } while (!c.atClose());
        c.close(p);
        return types;
    }

    /**
     * {@code (regions (NAME MASK)…)}: names for masks, usable wherever a mask may stand after the
     * declaration (docs/language.md, {@code regions}). A region is read once and stands, as the
     * same mask, for each use of its name.
     */
    private void regions(List<String> pieceNames) {
        Open r = c.open();
        do {
            c.openList("a region declaration such as `(throne center)`", r.in());
            Token nameToken = c.peek();
            String parameter = c.parameterAtNext();
            if (parameter != null) {
                throw c.error(c.span(nameToken), "the region name `" + parameter
                        + "` is also the name of a parameter; choose another name", Optional.empty());
            }
            if (nameToken.kind() != Kind.ATOM || Vocabulary.isDigits(nameToken.text())) {
                throw c.expected("a region name", "in the region declaration", Optional.empty());
            }
            String name = nameToken.text();
            try {
                Parameter.requireName(name);
            } catch (RuleException e) {
                throw c.error(c.span(nameToken), e.getMessage().replace("parameter name", "region name"), Optional.empty());
            }
            if (pieceNames.contains(name) || expressions.isRegion(name)) {
                throw c.error(c.span(nameToken), "the region name `" + name + "` is already the name of a "
                        + (pieceNames.contains(name) ? "piece type" : "region") + "; choose another name", Optional.empty());
            }
            c.next();
            Mask mask = expressions.mask("after the region name `" + name + "`");
            c.closeList("after the mask of region `" + name + "`");
            expressions.defineRegion(name, mask);
        } while (!c.atClose());
        c.close(r);
    }
}
