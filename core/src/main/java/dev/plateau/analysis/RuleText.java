package dev.plateau.analysis;

import dev.plateau.rules.Board;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Func;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Placement;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one place that writes rules as the analysis's messages quote them: each construct as it is
 * written in a game, with the parts a message does not need elided ({@code (step forward …)}), and
 * the quoting and listing of words in a message. The words come from {@link Construct} and {@link
 * KeywordArgument}, a board's text from {@link Board#text()}.
 */
final class RuleText {
    private RuleText() {}

    /** A board as written in {@code .ldx}, e.g. {@code (hex_rectangle 11 11)}. */
    static String board(Board board) {
        return board.text();
    }

    /** "cell 9 is not on the board: `(square 3)` has cells 0 … 8", for {@code what} "cell 9 is". */
    static String notOnTheBoard(String what, Board board) {
        return what + " not on the board: " + code(board(board)) + " has cells 0 … " + (board.cellCount() - 1);
    }

    /** "adjacent … direction:", completed with the direction by a direction check. */
    static String directionPrefix(Construct construct) {
        return construct.spelling() + " … " + KeywordArgument.DIRECTION.spelling() + ":";
    }

    /** A start placement as written, its region elided: {@code (place P1 pawn (0 1))}, {@code (place P1 …)}. */
    static String placement(Placement p) {
        return "(" + Construct.PLACE.spelling() + " " + p.ownerWord() + p.piece().map(n -> " " + n).orElse("")
                + (p.region().isPresent() ? " …)" : " (" + join(p.cells()) + "))");
    }

    /** A movement with its directions, other parts elided: {@code (step (forward_left forward_right) …)}. */
    static String movement(Movement m) {
        String head = Construct.of(m).spelling();
        if (m instanceof Movement.Drop d) {
            return "(" + head + " " + d.type() + (d.to().equals(Movement.DEFAULT_TO) ? "" : " …") + ")";
        }
        if (m instanceof Movement.Fly) {
            return "(" + head + (m.to().equals(Movement.DEFAULT_TO) && m.piece().isEmpty() ? "" : " …") + ")";
        }
        String directions = m.directions().size() == 1 ? m.directions().get(0).word()
                : "(" + m.directions().stream().map(DirectionChoice::word).collect(Collectors.joining(" ")) + ")";
        boolean more = !m.to().equals(Movement.DEFAULT_TO) || m.piece().isPresent()
                || m instanceof Movement.Slide s && (s.max().isPresent() || !s.through().equals(Movement.DEFAULT_THROUGH))
                || m instanceof Movement.Hop h && !h.over().equals(Movement.DEFAULT_OVER);
        return "(" + head + " " + directions + (more ? " …" : "") + ")";
    }

    static String line(Func.Line l) {
        return "(" + Construct.LINE.spelling() + " " + l.length() + orientation(l.orientation())
                + (l.exact() == Func.Line.DEFAULT_EXACT ? "" : " " + KeywordArgument.EXACT.spelling() + ":" + l.exact())
                + ")";
    }

    static String inLine(Mask.InLine l) {
        return "(" + Construct.IN_LINE.spelling() + " " + l.length()
                + (l.who() == Mask.InLine.DEFAULT_WHO ? "" : " " + l.who().word()) + orientation(l.orientation()) + ")";
    }

    static String custodial(Mask.Custodial c) {
        return "(" + Construct.CUSTODIAL.spelling() + " "
                + (c.anyLength() ? Construct.ANY.spelling() : String.valueOf(c.length().getAsInt()))
                + (c.who() == Mask.Custodial.DEFAULT_WHO ? "" : " " + c.who().word())
                + orientation(c.orientation()) + ")";
    }

    private static String orientation(Orientation orientation) {
        return " " + KeywordArgument.ORIENTATION.spelling() + ":" + orientation.word();
    }

    /** {@code (pattern (R C) …)}, its values elided. */
    static String pattern(Mask.Pattern p) {
        return "(" + Construct.PATTERN.spelling() + " (" + p.rows() + " " + p.cols() + ") …)";
    }

    /** {@code (cells 0 1 2)}. */
    static String cells(Mask.Cells c) {
        return "(" + Construct.CELLS.spelling() + " " + join(c.cells()) + ")";
    }

    /** {@code (piece NAME)} or {@code (piece NAME who)}. */
    static String pieceMask(Mask.PieceOf p) {
        return "(" + Construct.PIECE.spelling() + " " + p.piece() + p.who().map(w -> " " + w.word()).orElse("") + ")";
    }

    /** {@code (edge NAME)}. */
    static String edge(Mask.EdgeCells e) {
        return "(" + Construct.EDGE.spelling() + " " + e.edge().word() + ")";
    }

    /** A construct with its arguments: {@code (form)}, {@code (row 3)}, {@code (occupied mover)}. */
    static String form(Construct construct, Object... arguments) {
        return written(construct, arguments, ")");
    }

    /** A construct with its leading arguments, the rest elided: {@code (place …)}, {@code (shoot arrow …)}. */
    static String elided(Construct construct, Object... leading) {
        return written(construct, leading, " …)");
    }

    private static String written(Construct construct, Object[] arguments, String end) {
        StringBuilder text = new StringBuilder("(").append(construct.spelling());
        for (Object argument : arguments) {
            text.append(' ').append(argument);
        }
        return text.append(end).toString();
    }

    /** Text as code in a message: {@code `text`}. */
    static String code(String text) {
        return "`" + text + "`";
    }

    /** "`a`", "`a` and `b`", "`a`, `b` and `c`". */
    static String codes(List<String> items) {
        return words(items.stream().map(RuleText::code).toList());
    }

    /** "a", "a and b", "a, b and c". */
    static String words(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** Numbers separated by spaces, as a list of cells is written. */
    private static String join(List<Integer> values) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }
}
