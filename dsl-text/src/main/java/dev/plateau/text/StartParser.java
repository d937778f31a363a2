package dev.plateau.text;

import dev.plateau.rules.Hand;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads {@code (start (place …)…)} (docs/language.md, {@code start}): the pieces on the board
 * before the first move, a player's or neutral ones, on listed cells or on a region.
 */
final class StartParser {
    private static final String CELLS_OR_REGION =
            "the cells to place on, such as `(0 4 8)`, or a region such as `(edge top)`";

    private final TokenCursor c;
    private final ExpressionParser expressions;
    /** The names of the declared piece types, for hints. */
    private final List<String> pieceNames;

    /** A reader from {@code cursor}; {@code pieceNames} are the declared piece types, for hints. */
    StartParser(TokenCursor cursor, ExpressionParser expressions, List<String> pieceNames) {
        this.c = cursor;
        this.expressions = expressions;
        this.pieceNames = List.copyOf(pieceNames);
    }

    /** What {@code (start …)} holds: the placements and the hands, each in written order. */
    record Start(List<Placement> placements, List<Hand> hands) {
        /** No {@code (start …)}. */
        static final Start NONE = new Start(List.of(), List.of());

        boolean isNone() {
            return placements.isEmpty() && hands.isEmpty();
        }
    }

    /** {@code (start (place …)… (hand …)…)}, at its opening parenthesis. */
    Start start() {
        List<Placement> placements = new ArrayList<>();
        List<Hand> hands = new ArrayList<>();
        Construct[] last = {null};
        c.oneOrMore((where, first) -> {
            Optional<Construct> before = Optional.ofNullable(last[0]);
            if (c.atForm(Construct.HAND)) {
                hands.addAll(hand());
                last[0] = Construct.HAND;
            } else {
                placements.add(placement(where, before));
                last[0] = Construct.PLACE;
            }
            return last[0];
        });
        return new Start(placements, hands);
    }

    /**
     * {@code (hand P NAME N)} or {@code (hand each NAME N)} (docs/language.md, {@code hand}): N pieces of
     * type NAME in the player's hand, or in each player's.
     */
    private List<Hand> hand() {
        Open o = c.open();
        List<String> owners = List.of(Player.P1.name(), Player.P2.name(), Construct.EACH.spelling());
        String owner = c.word(owners, Alternatives.either(Alternatives.quoted(owners)), o.after());
        boolean each = owner.equals(Construct.EACH.spelling());
        Player player = each ? null : Player.valueOf(owner);
        String piece = c.pieceName(o.in());
        int count = c.integer("how many pieces the hand holds, such as 9", o.in());
        c.close(o);
        List<Hand> hands = new ArrayList<>();
        for (Player p : each ? List.of(Player.P1, Player.P2) : List.of(player)) {
            hands.add(c.build(o, () -> new Hand(p, piece, count)));
        }
        return hands;
    }

    /**
     * {@code (place P [NAME] (i…))} or {@code (place P [NAME] REGION)} (docs/language.md, {@code
     * start}). After the player, a list whose first element is a number is a cell list; a mask is a
     * region; any other word is a piece name. {@code last} is the part of {@code (start …)} read
     * before, for the message when no placement comes.
     */
    private Placement placement(String where, Optional<Construct> last) {
        if (!c.atForm(Construct.PLACE)) {
            throw c.expectedPart(Construct.START, last, where);
        }
        Open o = c.open();
        boolean neutral = c.peek().kind() == Kind.ATOM && c.peek().text().equals(PieceOwner.NEUTRAL.word());
        Player player = null;
        if (neutral) {
            c.next();
        } else {
            player = c.player(o.after());
        }
        Optional<String> piece = Optional.empty();
        Token t = c.peek();
        if (neutral) {
            piece = Optional.of(c.pieceName("after `(" + Construct.PLACE.spelling() + " " + PieceOwner.NEUTRAL.word()
                    + "`: neutral pieces are of a type declared `neutral`, such as `(wall neutral)`"));
        } else if (t.kind() == Kind.ATOM && !Vocabulary.isDigits(t.text()) && !Vocabulary.MASK.isBare(t.text())
                && !expressions.isRegion(t.text())
                && c.parameterAtNext() == null && !Parameter.reservedWords().contains(t.text())) {
            piece = Optional.of(c.pieceName(o.in()));
        }
        List<Integer> cells = new ArrayList<>();
        Optional<Mask> region = Optional.empty();
        if (atCellList()) {
            c.openList("the cells to place on, such as `(0 4 8)`,", o.in());
            cells.add(c.integer("a cell index", "in the list of start cells"));
            while (!c.atClose()) {
                cells.add(c.integer("a cell index or `)`", "in the list of start cells"));
            }
            c.next();
        } else if (atMask()) {
            region = Optional.of(expressions.mask(o.in()));
        } else {
            throw c.expected(CELLS_OR_REGION, o.in(), placementHint(piece));
        }
        c.close(o);
        Optional<String> name = piece;
        Optional<Mask> cellsOf = region;
        Player owner = player;
        return c.build(o, () -> neutral ? Placement.ofNeutral(name.get(), cells, cellsOf)
                : new Placement(owner, cells, name, cellsOf));
    }

    /**
     * True at {@code (} followed by a number (a parameter is one by now), {@code )} or another
     * {@code (}, an integer computed while reading such as {@code (divide size 2)}: a cell list
     * rather than a mask form, which starts with its word.
     */
    private boolean atCellList() {
        Token next = c.lookAhead(1);
        return c.peek().kind() == Kind.OPEN && (next.kind() == Kind.CLOSE || next.kind() == Kind.OPEN
                || next.kind() == Kind.ATOM && Vocabulary.isDigits(next.text()));
    }

    /** True at a bare mask word or a mask form. */
    private boolean atMask() {
        Token t = c.peek();
        if (t.kind() == Kind.ATOM) {
            return Vocabulary.MASK.isBare(t.text()) || expressions.isRegion(t.text());
        }
        String head = c.formHead();
        return head != null && Vocabulary.MASK.isHead(head);
    }

    /** A hint where a start placement's cells or region were expected. */
    private Optional<String> placementHint(Optional<String> piece) {
        Token t = c.peek();
        if (piece.isPresent() && !pieceNames.contains(piece.get())) {
            // `(place P1 centre)`: the misspelled mask was taken for a piece name.
            Optional<String> mask = KeywordSuggester.didYouMean(piece.get(), Vocabulary.MASK.candidates());
            if (mask.isPresent()) {
                return mask;
            }
        }
        if (t.kind() == Kind.ATOM && Vocabulary.isDigits(t.text())) {
            return Optional.of("the cells are a parenthesised list: `(" + t.text() + " …)`");
        }
        if (t.kind() == Kind.ATOM) {
            return Vocabulary.MASK.hintFor(t.text(), false);
        }
        String head = c.formHead();
        return head == null ? Optional.empty() : Vocabulary.MASK.hintFor(head, true);
    }
}
