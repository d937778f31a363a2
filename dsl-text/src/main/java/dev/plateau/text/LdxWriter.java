package dev.plateau.text;

import dev.plateau.rules.Board;
import dev.plateau.rules.DirectionChoice;
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
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.text.Doc.Atom;
import dev.plateau.text.Doc.Group;
import dev.plateau.text.Doc.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a game as canonical {@code .ldx} text: laid out over several lines like the library
 * games, with defaults left out (the records' {@code DEFAULT_…} constants, such as {@link
 * Mask.Custodial#DEFAULT_WHO}) and keyword arguments in a fixed order. The same game always gives
 * the same text, and {@link LdxReader} reads it back as an equal game.
 *
 * <p>A game with parameters (docs/language.md, {@code parameters}) is concrete: its uses of the
 * parameters were replaced by their values when it was read or built. The writer writes the
 * declarations and the concrete rules, so the text reads back as an equal game when it is read with
 * the same bindings, {@code LdxReader.read(name, text, game.parameters().values())}; at the
 * defaults, that is a plain read.
 */
public final class LdxWriter {
    private LdxWriter() {}

    /**
     * The canonical text of a game, ending with a line break.
     *
     * @param game any game
     * @return text that {@link LdxReader#read(String, String)} reads back as an equal game
     */
    public static String write(Game game) {
        return Layout.render(doc(game)) + "\n";
    }

    /**
     * The canonical text of any node on one line, e.g. {@code (line 4 exact:true)}; for a mechanic,
     * without its phase's {@code (force_pass)}.
     */
    public static String inline(Node node) {
        return doc(node).flat();
    }

    private static Doc doc(Node node) {
        return switch (node) {
            case Game g -> game(g);
            case Board b -> b.removed().isEmpty() ? board(b) : atom(b.text()); // the shape and its `without`
            case Placement p -> placement(p);
            case Phase p -> phase(p);
            case Mechanic m -> mechanic(m);
            case Moves m -> moves(m);
            case Moves.Shot s -> shot(s);
            case Moves.Chain ch -> chain(ch);
            case Moves.Removal r -> removal(r);
            case Hand h -> hand(h);
            case Movement m -> movement(m);
            case PieceType t -> pieceType(t);
            case Mask m -> mask(m);
            case Func f -> func(f);
            case Pred p -> pred(p);
            case Regions r -> regions(r);
            case Effect e -> effect(e);
            case EndRule r -> endRule(r);
            case Outcome o -> outcome(o);
        };
    }

    // ---- structure ----

    private static Doc game(Game g) {
        Doc equipment = g.pieces().isEmpty() ? form(Construct.EQUIPMENT, boardForm(g.board()))
                : form(Construct.EQUIPMENT, boardForm(g.board()),
                        form(Construct.PIECES, g.pieces().stream().map(LdxWriter::pieceType).toList()));
        List<Doc> rules = new ArrayList<>();
        rules.add(atom(Construct.RULES));
        if (!g.start().isEmpty() || !g.hands().isEmpty()) {
            List<Doc> start = new ArrayList<>(g.start().stream().map(LdxWriter::placement).toList());
            g.hands().forEach(h -> start.add(hand(h)));
            rules.add(form(Construct.START, start));
        }
        rules.add(forced(Construct.PLAY, g.phases().size() > 1, g.phases().stream().map(LdxWriter::phase).toList()));
        rules.add(forced(Construct.END, g.endRules().size() > 1,
                g.endRules().stream().map(LdxWriter::endRule).toList()));
        g.heuristic().ifPresent(h -> rules.add(form(Construct.HEURISTIC, func(h))));
        List<Doc> items = new ArrayList<>(List.of(atom(Construct.GAME), atom("\"" + g.name() + "\"")));
        // Declarations can be long, so with them the header line holds only the name and them.
        int header = g.parameters().isEmpty() ? 4 : 3;
        if (!g.parameters().isEmpty()) {
            items.add(form(Construct.PARAMETERS, g.parameters().declared().stream()
                    .map(p -> list(List.of(atom(p.name()), atom(p.defaultValue()), atom(p.min()), atom(p.max()))))
                    .toList()));
        }
        items.add(form(Construct.PLAYERS, atom(g.players())));
        items.add(equipment);
        items.add(new Group(rules, 2, Style.ALIGN, true));
        return new Group(items, header, Style.BODY, true);
    }

    /** {@code (board SHAPE [(without (i…))])}. */
    private static Doc boardForm(Board b) {
        return form(Construct.BOARD, board(b), b.removed().isEmpty() ? null
                : form(Construct.WITHOUT, list(b.removed().stream().map(LdxWriter::atom).toList())));
    }

    private static Doc board(Board b) {
        return switch (b) {
            case Board.Square s -> form(Construct.SQUARE, atom(s.size()));
            case Board.Rectangle r -> form(Construct.RECTANGLE, atom(r.rows()), atom(r.cols()));
            case Board.HexRectangle r -> form(Construct.HEX_RECTANGLE, atom(r.rows()), atom(r.cols()));
            case Board.Hexagon h -> form(Construct.HEXAGON, atom(h.diameter()));
            case Board.Graph g -> form(Construct.GRAPH,
                    form(Construct.POINTS, g.points().stream().map(p -> atom(p.name())).toList()),
                    form(Construct.LINES, g.lines().stream()
                            .map(l -> list(l.stream().map(p -> atom(p.name())).toList())).toList()));
        };
    }

    private static Doc pieceType(PieceType t) {
        return list(List.of(atom(t.name()), atom(t.owner().word())));
    }

    private static Doc placement(Placement p) {
        return form(Construct.PLACE, atom(p.ownerWord()), p.piece().map(LdxWriter::atom).orElse(null),
                p.region().isPresent() ? mask(p.region().get())
                        : list(p.cells().stream().map(LdxWriter::atom).toList()));
    }

    private static Doc hand(Hand h) {
        return form(Construct.HAND, atom(h.player().name()), atom(h.piece()), atom(h.count()));
    }

    private static Doc moves(Moves m) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(Construct.MOVE));
        m.movements().forEach(x -> items.add(movement(x)));
        if (!m.effects().isEmpty()) {
            items.add(forced(Construct.EFFECTS, m.effects().size() > 1,
                    m.effects().stream().map(LdxWriter::effect).toList()));
        }
        m.secondPart().ifPresent(s -> items.add(form(Construct.THEN, switch (s) {
            case Moves.Shot shot -> shot(shot);
            case Moves.Chain chain -> chain(chain);
            case Moves.Removal removal -> removal(removal);
        })));
        return new Group(items, 2, Style.ALIGN, items.size() > 2);
    }

    private static Doc chain(Moves.Chain ch) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(Construct.CHAIN));
        ch.movements().forEach(x -> items.add(movement(x)));
        ch.condition().ifPresent(p -> items.add(form(Construct.WHILE, pred(p))));
        return new Group(items, 2, Style.ALIGN, items.size() > 2);
    }

    private static Doc removal(Moves.Removal r) {
        return form(Construct.REMOVE, mask(r.target()), r.condition().map(p -> form(Construct.WHEN, pred(p))).orElse(null));
    }

    private static Doc shot(Moves.Shot s) {
        return form(Construct.SHOOT, atom(s.piece()), movement(s.movement()));
    }

    private static Doc movement(Movement m) {
        Doc directions = m.directions().size() == 1 ? atom(m.directions().get(0).word())
                : list(m.directions().stream().map(d -> atom(d.word())).toList());
        Doc to = m.to().equals(Movement.DEFAULT_TO) ? null : form(Construct.TO, mask(m.to()));
        Doc piece = m.piece().map(n -> atom(KeywordArgument.PIECE.spelling() + ":" + n)).orElse(null);
        Doc compulsory = m.compulsory() == Movement.DEFAULT_COMPULSORY ? null
                : atom(KeywordArgument.COMPULSORY.spelling() + ":" + m.compulsory());
        Doc when = m.when().map(p -> form(Construct.WHEN, pred(p))).orElse(null);
        return switch (m) {
            case Movement.Step s -> form(Construct.STEP, directions, to, when, piece, compulsory);
            case Movement.Hop h -> form(Construct.HOP, directions, to,
                    h.over().equals(Movement.DEFAULT_OVER) ? null : form(Construct.OVER, mask(h.over())), when, piece,
                    compulsory);
            case Movement.Slide s -> form(Construct.SLIDE, directions, to,
                    s.through().equals(Movement.DEFAULT_THROUGH) ? null : form(Construct.THROUGH, mask(s.through())),
                    when, piece, s.max().isPresent() ? atom(KeywordArgument.MAX.spelling() + ":" + s.max().getAsInt()) : null,
                    compulsory);
            case Movement.Fly f -> form(Construct.FLY, to, when, piece, compulsory);
            case Movement.Drop d -> form(Construct.DROP, atom(d.type()), to, when, compulsory);
        };
    }

    private static Doc phase(Phase p) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(p.repetition().construct()));
        items.add(list(p.order().stream().map(player -> atom(player.name())).toList()));
        items.add(switch (p.rule()) {
            case Mechanic m -> mechanic(m);
            case Moves m -> moves(m);
        });
        if (p.rule().forcePass()) {
            items.add(form(Construct.FORCE_PASS));
        }
        if (p.rule().passAlways()) {
            items.add(form(Construct.PASS));
        }
        return new Group(items, 2, Style.BODY, false);
    }

    private static Doc mechanic(Mechanic m) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(Construct.PLACE));
        Doc placer = who(m.placer(), Mechanic.DEFAULT_PLACER);
        if (placer != null) {
            items.add(placer);
        }
        items.add(form(Construct.DESTINATION, mask(m.destination())));
        m.result().ifPresent(r -> items.add(form(Construct.RESULT, pred(r))));
        if (!m.effects().isEmpty()) {
            items.add(forced(Construct.EFFECTS, m.effects().size() > 1,
                    m.effects().stream().map(LdxWriter::effect).toList()));
        }
        m.noSuicide().ifPresent(d -> items.add(form(Construct.NO_SUICIDE,
                keyword(KeywordArgument.DIRECTION, d, Mechanic.DEFAULT_SUICIDE_DIRECTION))));
        m.noRepeat().ifPresent(w -> items.add(form(Construct.NO_REPEAT,
                atom(KeywordArgument.WINDOW.spelling() + ":" + w))));
        boolean tall = m.result().isPresent() || !m.effects().isEmpty() || m.noSuicide().isPresent()
                || m.noRepeat().isPresent();
        return new Group(items, placer == null ? 2 : 3, Style.ALIGN, tall);
    }

    private static Doc effect(Effect e) {
        return switch (e) {
            case Effect.Capture c -> form(Construct.CAPTURE, mask(c.mask()),
                    who(c.target(), Effect.Capture.DEFAULT_TARGET),
                    flag(KeywordArgument.INCREMENT_SCORE, c.incrementScore(), Effect.Capture.DEFAULT_INCREMENT_SCORE));
            case Effect.Flip f -> form(Construct.FLIP, mask(f.mask()), who(f.target(), Effect.Flip.DEFAULT_TARGET));
            case Effect.IncrementScore i -> form(Construct.INCREMENT_SCORE, atom(i.who().word()), func(i.amount()));
            case Effect.SetScore s -> form(Construct.SET_SCORE, atom(s.who().word()), func(s.value()));
            case Effect.Promote p -> form(Construct.PROMOTE, atom(p.from()), atom(p.to()), mask(p.where()));
        };
    }

    private static Doc endRule(EndRule r) {
        return form(Construct.IF, pred(r.condition()), outcome(r.outcome()));
    }

    private static Doc outcome(Outcome o) {
        return switch (o) {
            case Outcome.Win w -> form(w.who().word(), atom(Construct.WIN));
            case Outcome.Lose l -> form(l.who().word(), atom(Construct.LOSE));
            case Outcome.Draw d -> form(Construct.DRAW);
            case Outcome.ByScore b -> form(Construct.BY_SCORE, b.value().map(LdxWriter::func).orElse(null),
                    b.komi() == Outcome.ByScore.DEFAULT_KOMI ? null : atom(KeywordArgument.KOMI.spelling() + ":" + b.komi()),
                    b.ties().map(p -> atom(KeywordArgument.TIES.spelling() + ":" + p.name())).orElse(null));
        };
    }

    // ---- expressions ----

    private static Doc mask(Mask m) {
        return switch (m) {
            case Mask.Empty e -> atom(Construct.EMPTY);
            case Mask.Occupied o -> atom(Construct.OCCUPIED);
            case Mask.OccupiedBy o -> form(Construct.OCCUPIED, atom(o.who().word()));
            case Mask.Jumped j -> form(Construct.JUMPED);
            case Mask.Cells cs -> form(Construct.CELLS, cs.cells().stream().map(LdxWriter::atom).toList());
            case Mask.Row r -> form(Construct.ROW, atom(r.number()));
            case Mask.Column col -> form(Construct.COLUMN, atom(col.number()));
            case Mask.PieceOf p -> form(Construct.PIECE, atom(p.piece()), p.who().map(w -> atom(w.word())).orElse(null));
            case Mask.Center c -> atom(Construct.CENTER);
            case Mask.Corners c -> atom(Construct.CORNERS);
            case Mask.EdgeCells e -> form(Construct.EDGE, atom(e.edge().word()));
            case Mask.PrevMove p -> form(Construct.PREV_MOVE, atom(p.who().word()));
            case Mask.Adjacent a -> form(Construct.ADJACENT, mask(a.of()),
                    keyword(KeywordArgument.DIRECTION, a.direction(), Mask.Adjacent.DEFAULT_DIRECTION));
            case Mask.InLine l -> form(Construct.IN_LINE, atom(l.length()), who(l.who(), Mask.InLine.DEFAULT_WHO),
                    keyword(KeywordArgument.ORIENTATION, l.orientation(), Mask.InLine.DEFAULT_ORIENTATION));
            case Mask.NoLiberties n -> form(Construct.NO_LIBERTIES, atom(n.who().word()),
                    keyword(KeywordArgument.DIRECTION, n.direction(), Mask.NoLiberties.DEFAULT_DIRECTION));
            case Mask.Territory t -> form(Construct.TERRITORY, atom(t.who().word()),
                    keyword(KeywordArgument.DIRECTION, t.direction(), Mask.Territory.DEFAULT_DIRECTION));
            case Mask.Custodial c -> form(Construct.CUSTODIAL,
                    c.anyLength() ? atom(Construct.ANY) : atom(c.length().getAsInt()),
                    who(c.who(), Mask.Custodial.DEFAULT_WHO),
                    c.hostile().map(h -> form(Construct.HOSTILE, mask(h))).orElse(null),
                    keyword(KeywordArgument.ORIENTATION, c.orientation(), Mask.Custodial.DEFAULT_ORIENTATION));
            case Mask.Pattern p -> form(Construct.PATTERN, list(List.of(atom(p.rows()), atom(p.cols()))),
                    list(p.values().stream().map(LdxWriter::atom).toList()),
                    flag(KeywordArgument.ROTATE, p.rotate(), Mask.Pattern.DEFAULT_ROTATE));
            case Mask.And a -> form(Construct.AND, a.masks().stream().map(LdxWriter::mask).toList());
            case Mask.Or o -> form(Construct.OR, o.masks().stream().map(LdxWriter::mask).toList());
            case Mask.Not n -> form(Construct.NOT, mask(n.mask()));
            case Mask.Prefer p -> form(Construct.PREFER, mask(p.first()), mask(p.otherwise()));
        };
    }

    private static Doc func(Func f) {
        return switch (f) {
            case Func.Const c -> atom(c.value());
            case Func.Count c -> form(Construct.COUNT, mask(c.mask()));
            case Func.QuietMoves q -> form(Construct.QUIET_MOVES);
            case Func.MoveCount m -> form(Construct.MOVE_COUNT);
            case Func.Score s -> form(Construct.SCORE, atom(s.who().word()));
            case Func.InHand h -> form(Construct.IN_HAND, atom(h.who().word()), h.piece().map(LdxWriter::atom).orElse(null));
            case Func.Line l -> form(Construct.LINE, atom(l.length()),
                    keyword(KeywordArgument.ORIENTATION, l.orientation(), Func.Line.DEFAULT_ORIENTATION),
                    flag(KeywordArgument.EXACT, l.exact(), Func.Line.DEFAULT_EXACT));
            case Func.Connected c -> form(Construct.CONNECTED, regions(c.regions()),
                    who(c.who(), Func.Connected.DEFAULT_WHO),
                    keyword(KeywordArgument.DIRECTION, c.direction(), Func.Connected.DEFAULT_DIRECTION));
            case Func.Add a -> form(Construct.ADD, a.terms().stream().map(LdxWriter::func).toList());
            case Func.Multiply m -> form(Construct.MULTIPLY, m.factors().stream().map(LdxWriter::func).toList());
            case Func.Subtract s -> form(Construct.SUBTRACT, func(s.left()), func(s.right()));
        };
    }

    private static Doc regions(Regions r) {
        return switch (r) {
            case Regions.CornerRegions c -> atom(Construct.CORNERS);
            case Regions.EdgeRegions e -> atom(Construct.EDGES);
            case Regions.EdgeRegionsWithoutCorners e -> atom(Construct.EDGES_NO_CORNERS);
            case Regions.MaskRegions m -> list(m.masks().stream().map(LdxWriter::mask).toList());
        };
    }

    private static Doc pred(Pred p) {
        return switch (p) {
            case Pred.Equal e -> form(Construct.EQUAL, e.funcs().stream().map(LdxWriter::func).toList());
            case Pred.AtLeast a -> form(Construct.AT_LEAST, func(a.left()), func(a.right()));
            case Pred.AtMost a -> form(Construct.AT_MOST, func(a.left()), func(a.right()));
            case Pred.Exists e -> form(Construct.EXISTS, mask(e.mask()));
            case Pred.FullBoard f -> form(Construct.FULL_BOARD);
            case Pred.NoMoves n -> form(Construct.NO_MOVES);
            case Pred.Promoted promoted -> form(Construct.PROMOTED);
            case Pred.MovedBy m -> form(Construct.MOVED_BY, atom(m.kind().spelling()));
            case Pred.Repeated r -> form(Construct.REPEATED, atom(r.times()),
                    atom(KeywordArgument.WINDOW.spelling() + ":" + r.window()));
            case Pred.MoverIs m -> form(Construct.MOVER_IS, atom(m.player().name()));
            case Pred.Passed q -> form(Construct.PASSED, atom(q.who().word()));
            case Pred.PassedBoth b -> form(Construct.PASSED, atom(Construct.BOTH));
            case Pred.Positive q -> func(q.func());
            case Pred.And a -> form(Construct.AND, a.preds().stream().map(LdxWriter::pred).toList());
            case Pred.Or o -> form(Construct.OR, o.preds().stream().map(LdxWriter::pred).toList());
            case Pred.Not n -> form(Construct.NOT, pred(n.pred()));
        };
    }

    // ---- small documents ----

    private static Doc atom(String text) {
        return new Atom(text);
    }

    private static Doc atom(int value) {
        return new Atom(Integer.toString(value));
    }

    private static Doc atom(Construct keyword) {
        return new Atom(keyword.spelling());
    }

    /** An optional player argument, or nothing when it is the construct's default. */
    private static Doc who(Who who, Who otherwise) {
        return who == otherwise ? null : atom(who.word());
    }

    /** {@code name:word}, or nothing when it is the construct's default. */
    private static Doc keyword(KeywordArgument keyword, DirectionChoice choice, DirectionChoice otherwise) {
        return choice == otherwise ? null : atom(keyword.spelling() + ":" + choice.word());
    }

    /** {@code name:true} or {@code name:false}, or nothing when it is the construct's default. */
    private static Doc flag(KeywordArgument keyword, boolean value, boolean otherwise) {
        return value == otherwise ? null : atom(keyword.spelling() + ":" + value);
    }

    private static Doc form(Construct head, Doc... args) {
        return form(head.spelling(), args);
    }

    private static Doc form(Construct head, List<Doc> args) {
        return form(head.spelling(), args.toArray(Doc[]::new));
    }

    /** {@code (head args…)}, leaving out the null arguments (omitted defaults). */
    private static Doc form(String head, Doc... args) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(head));
        for (Doc a : args) {
            if (a != null) {
                items.add(a);
            }
        }
        return new Group(items, 2, Style.ALIGN, false);
    }

    /** {@code (head args…)} with one argument per line when {@code force} is set. */
    private static Doc forced(Construct head, boolean force, List<Doc> args) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(head));
        items.addAll(args);
        return new Group(items, 2, Style.ALIGN, force);
    }

    /** An unnamed list such as {@code (P1 P2)} or a region list. */
    private static Doc list(List<Doc> items) {
        return new Group(items, 1, Style.ALIGN, false);
    }
}
