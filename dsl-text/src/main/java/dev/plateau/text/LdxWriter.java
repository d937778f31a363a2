package dev.plateau.text;

import dev.plateau.rules.Board;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Who;
import dev.plateau.text.Doc.Atom;
import dev.plateau.text.Doc.Group;
import dev.plateau.text.Doc.Style;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a game as canonical {@code .ldx} text: laid out over several lines like the library
 * games, with defaults left out ({@code mover} placer and custodial/connected player, {@code
 * opponent} capture and flip target, {@code any} directions and orientations, {@code false} flags)
 * and keyword arguments in a fixed order. The same game always gives the same text, and {@link
 * LdxReader} reads it back as an equal game.
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
            case Board b -> board(b);
            case Placement p -> placement(p);
            case Phase p -> phase(p);
            case Mechanic m -> mechanic(m);
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
        Doc equipment = form("equipment", form("board", board(g.board())));
        List<Doc> rules = new ArrayList<>();
        rules.add(atom("rules"));
        if (!g.start().isEmpty()) {
            rules.add(form("start", g.start().stream().map(LdxWriter::placement).toList()));
        }
        rules.add(forced("play", g.phases().size() > 1, g.phases().stream().map(LdxWriter::phase).toList()));
        rules.add(forced("end", g.endRules().size() > 1, g.endRules().stream().map(LdxWriter::endRule).toList()));
        return new Group(List.of(atom("game"), atom("\"" + g.name() + "\""), form("players", atom(g.players())),
                equipment, new Group(rules, 2, Style.ALIGN, true)), 4, Style.BODY, true);
    }

    private static Doc board(Board b) {
        return switch (b) {
            case Board.Square s -> form("square", atom(s.size()));
            case Board.Rectangle r -> form("rectangle", atom(r.rows()), atom(r.cols()));
            case Board.HexRectangle r -> form("hex_rectangle", atom(r.rows()), atom(r.cols()));
            case Board.Hexagon h -> form("hexagon", atom(h.diameter()));
        };
    }

    private static Doc placement(Placement p) {
        return form("place", atom(p.player().name()), list(p.cells().stream().map(LdxWriter::atom).toList()));
    }

    private static Doc phase(Phase p) {
        List<Doc> items = new ArrayList<>();
        items.add(atom(p.repetition().word()));
        items.add(list(p.order().stream().map(player -> atom(player.name())).toList()));
        items.add(mechanic(p.mechanic()));
        if (p.mechanic().forcePass()) {
            items.add(form("force_pass"));
        }
        return new Group(items, 2, Style.BODY, false);
    }

    private static Doc mechanic(Mechanic m) {
        List<Doc> items = new ArrayList<>();
        items.add(atom("place"));
        if (m.placer() != Who.MOVER) {
            items.add(atom(m.placer().word()));
        }
        items.add(form("destination", mask(m.destination())));
        m.result().ifPresent(r -> items.add(form("result", pred(r))));
        if (!m.effects().isEmpty()) {
            items.add(forced("effects", m.effects().size() > 1, m.effects().stream().map(LdxWriter::effect).toList()));
        }
        boolean tall = m.result().isPresent() || !m.effects().isEmpty();
        return new Group(items, m.placer() == Who.MOVER ? 2 : 3, Style.ALIGN, tall);
    }

    private static Doc effect(Effect e) {
        return switch (e) {
            case Effect.Capture c -> form("capture", mask(c.mask()), target(c.target()),
                    flag("increment_score", c.incrementScore()));
            case Effect.Flip f -> form("flip", mask(f.mask()), target(f.target()));
            case Effect.IncrementScore i -> form("increment_score", atom(i.who().word()), func(i.amount()));
            case Effect.SetScore s -> form("set_score", atom(s.who().word()), func(s.value()));
        };
    }

    private static Doc endRule(EndRule r) {
        return form("if", pred(r.condition()), outcome(r.outcome()));
    }

    private static Doc outcome(Outcome o) {
        return switch (o) {
            case Outcome.Win w -> form(w.who().word(), atom("win"));
            case Outcome.Lose l -> form(l.who().word(), atom("lose"));
            case Outcome.Draw d -> form("draw");
            case Outcome.ByScore b -> form("by_score");
        };
    }

    // ---- expressions ----

    private static Doc mask(Mask m) {
        return switch (m) {
            case Mask.Empty e -> atom("empty");
            case Mask.Occupied o -> atom("occupied");
            case Mask.OccupiedBy o -> form("occupied", atom(o.who().word()));
            case Mask.Center c -> atom("center");
            case Mask.Corners c -> atom("corners");
            case Mask.EdgeCells e -> form("edge", atom(e.edge().word()));
            case Mask.PrevMove p -> form("prev_move", atom(p.who().word()));
            case Mask.Adjacent a -> form("adjacent", mask(a.of()), direction("direction", a.direction()));
            case Mask.Custodial c -> form("custodial",
                    c.anyLength() ? atom("any") : atom(c.length().getAsInt()),
                    c.who() == Who.MOVER ? null : atom(c.who().word()),
                    direction("orientation", c.orientation()));
            case Mask.Pattern p -> form("pattern", list(List.of(atom(p.rows()), atom(p.cols()))),
                    list(p.values().stream().map(LdxWriter::atom).toList()), flag("rotate", p.rotate()));
            case Mask.And a -> form("and", a.masks().stream().map(LdxWriter::mask).toList());
            case Mask.Or o -> form("or", o.masks().stream().map(LdxWriter::mask).toList());
            case Mask.Not n -> form("not", mask(n.mask()));
        };
    }

    private static Doc func(Func f) {
        return switch (f) {
            case Func.Const c -> atom(c.value());
            case Func.Count c -> form("count", mask(c.mask()));
            case Func.Score s -> form("score", atom(s.who().word()));
            case Func.Line l -> form("line", atom(l.length()), direction("orientation", l.orientation()),
                    flag("exact", l.exact()));
            case Func.Connected c -> form("connected", regions(c.regions()),
                    c.who() == Who.MOVER ? null : atom(c.who().word()), direction("direction", c.direction()));
            case Func.Add a -> form("add", a.terms().stream().map(LdxWriter::func).toList());
            case Func.Multiply m -> form("multiply", m.factors().stream().map(LdxWriter::func).toList());
            case Func.Subtract s -> form("subtract", func(s.left()), func(s.right()));
        };
    }

    private static Doc regions(Regions r) {
        return switch (r) {
            case Regions.CornerRegions c -> atom("corners");
            case Regions.EdgeRegions e -> atom("edges");
            case Regions.EdgeRegionsWithoutCorners e -> atom("edgesNoCorners");
            case Regions.MaskRegions m -> list(m.masks().stream().map(LdxWriter::mask).toList());
        };
    }

    private static Doc pred(Pred p) {
        return switch (p) {
            case Pred.Equal e -> form("=", e.funcs().stream().map(LdxWriter::func).toList());
            case Pred.AtLeast a -> form(">=", func(a.left()), func(a.right()));
            case Pred.AtMost a -> form("<=", func(a.left()), func(a.right()));
            case Pred.Exists e -> form("exists", mask(e.mask()));
            case Pred.FullBoard f -> form("full_board");
            case Pred.MoverIs m -> form("mover_is", atom(m.player().name()));
            case Pred.Passed q -> form("passed", atom(q.who().word()));
            case Pred.PassedBoth b -> form("passed", atom("both"));
            case Pred.Positive q -> func(q.func());
            case Pred.And a -> form("and", a.preds().stream().map(LdxWriter::pred).toList());
            case Pred.Or o -> form("or", o.preds().stream().map(LdxWriter::pred).toList());
            case Pred.Not n -> form("not", pred(n.pred()));
        };
    }

    // ---- small documents ----

    private static Doc atom(String text) {
        return new Atom(text);
    }

    private static Doc atom(int value) {
        return new Atom(Integer.toString(value));
    }

    /** The capture or flip target, or nothing for the default {@code opponent}. */
    private static Doc target(Who who) {
        return who == Who.OPPONENT ? null : atom(who.word());
    }

    /** {@code name:word}, or nothing for the default {@code any}. */
    private static Doc direction(String keyword, DirectionChoice choice) {
        return choice == Orientation.ANY ? null : atom(keyword + ":" + choice.word());
    }

    /** {@code name:true}, or nothing for the default {@code false}. */
    private static Doc flag(String keyword, boolean value) {
        return value ? atom(keyword + ":true") : null;
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

    private static Doc form(String head, List<Doc> args) {
        return form(head, args.toArray(Doc[]::new));
    }

    /** {@code (head args…)} with one argument per line when {@code force} is set. */
    private static Doc forced(String head, boolean force, List<Doc> args) {
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
