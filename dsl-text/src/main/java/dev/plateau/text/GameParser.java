package dev.plateau.text;

import dev.plateau.diagnostics.Span;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.text.Token.Kind;
import dev.plateau.text.TokenCursor.Open;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Reads the frame of a game (docs/language.md, Game and players): the header ({@code (game "name"
 * …)}, the parameters, the players), then hands the equipment, the start rules, the phases and the
 * end rules to their readers ({@link EquipmentParser}, {@link StartParser}, {@link PhaseParser},
 * {@link EndParser}) and reads the game's {@code (heuristic F)}. Expressions are left to {@link ExpressionParser}.
 */
final class GameParser {
    private final TokenCursor c;
    private final ExpressionParser expressions;
    private final Map<String, Integer> bindings;

    /**
     * A parser reading from {@code cursor}, binding the game's parameters to {@code bindings}
     * (the others keep their defaults).
     */
    GameParser(TokenCursor cursor, Map<String, Integer> bindings) {
        this.c = cursor;
        this.expressions = new ExpressionParser(cursor);
        this.bindings = Map.copyOf(bindings);
    }

    /** Reads the whole text: exactly one game and nothing after it. */
    Game game() {
        if (!c.atForm(Construct.GAME)) {
            throw c.expected(Alternatives.opening(Construct.GAME), "at the start of the file",
                    c.suggestHead(Construct.GAME));
        }
        Open g = c.open();
        Token name = c.peek();
        if (name.kind() != Kind.STRING) {
            Optional<String> hint = name.kind() == Kind.ATOM
                    ? Optional.of("write the name in double quotes, such as " + Token.quote("\"" + name.text() + "\""))
                    : Optional.empty();
            throw c.expected("the game's name in double quotes", g.after(), hint);
        }
        c.next();
        Optional<Construct> beforePlayers = c.atForm(Construct.PARAMETERS) ? Optional.of(Construct.PARAMETERS) : Optional.empty();
        Parameters parameters = parameters(g);
        c.substitute(parameters.values());
        int players = players(g, beforePlayers);
        EquipmentParser.Equipment equipment = new EquipmentParser(c, expressions).equipment(g);
        Open rules = c.openRequired(Construct.RULES, g.in());
        StartParser.Start start = c.atForm(Construct.START)
                ? new StartParser(c, expressions, equipment.pieceNames()).start() : StartParser.Start.NONE;
        if (!c.atForm(Construct.PLAY)) {
            throw start.isNone()
                    ? c.expectedPart(Construct.RULES, Optional.empty(), rules.after())
                    : c.expectedPart(Construct.RULES, Optional.of(Construct.START), rules.in());
        }
        List<Phase> phases = new PhaseParser(c, expressions).play();
        if (!c.atForm(Construct.END)) {
            throw c.expectedPart(Construct.RULES, Optional.of(Construct.PLAY), rules.in());
        }
        List<EndRule> endRules = new EndParser(c, expressions).end();
        Optional<Func> heuristic = Optional.empty();
        if (c.atForm(Construct.HEURISTIC)) {
            Open h = c.open();
            heuristic = Optional.of(expressions.func(h.after()));
            c.close(h);
        }
        c.closeAfter(rules, Construct.RULES, Optional.of(heuristic.isPresent() ? Construct.HEURISTIC : Construct.END),
                Construct.END);
        c.close(g);
        Token after = c.peek();
        if (after.kind() != Kind.END) {
            String what = after.kind() == Kind.CLOSE ? "unbalanced `)`" : "unexpected " + c.found();
            throw c.error(c.foundSpan(), what + " after the end of the game",
                    Optional.of("a file holds exactly one game, which here ends at line " + c.lookAhead(-1).line()));
        }
        Optional<Func> found = heuristic;
        return c.build(g, () -> new Game(name.text(), players, equipment.board(), equipment.pieces(), start.placements(),
                start.hands(), phases, endRules, parameters, found));
    }

    /**
     * The optional {@code (parameters (name default min max)…)}, bound to the caller's bindings.
     * A binding of an undeclared name is reported at the declarations (or at {@code (game} when
     * there are none), a value out of range at the parameter's declaration.
     */
    private Parameters parameters(Open g) {
        if (!c.atForm(Construct.PARAMETERS)) {
            return bind(Parameters.NONE, c.spanSince(g.index()), Map.of());
        }
        Open p = c.open();
        List<Parameter> declared = new ArrayList<>();
        Map<String, Span> where = new HashMap<>();
        do {
            int index = c.openList("a parameter declaration such as `(size 11 3 19)`", declared.isEmpty() ? p.after() : p.in());
            Token nameToken = c.peek();
            if (nameToken.kind() != Kind.ATOM || Vocabulary.isDigits(nameToken.text())) {
                throw c.expected("a parameter name", "in the parameter declaration", Optional.empty());
            }
            String name = nameToken.text();
            try {
                Parameter.requireName(name);
            } catch (RuleException e) {
                throw c.error(c.span(nameToken), e.getMessage(), Optional.empty());
            }
            Span first = where.get(name);
            if (first != null) {
                throw c.error(c.span(nameToken), "the parameter `" + name + "` is declared twice",
                        Optional.of("it is first declared at line " + first.line() + ", column " + first.column()));
            }
            c.next();
            String in = "in `(" + name + " …)`";
            int defaultValue = c.literal("the default value of `" + name + "`", in);
            int min = c.literal("the smallest value of `" + name + "`", in);
            int max = c.literal("the largest value of `" + name + "`", in);
            c.closeList("after the largest value of `" + name + "`");
            Span span = c.spanSince(index);
            try {
                declared.add(new Parameter(name, defaultValue, min, max));
            } catch (RuleException e) {
                throw c.error(span, e.getMessage(), Optional.empty());
            }
            where.put(name, span);
        } while (!c.atClose());
        c.close(p);
        return bind(Parameters.declare(declared), c.spanSince(p.index()), where);
    }

    /** Binds the caller's values, positioning errors at the declarations. */
    private Parameters bind(Parameters declared, Span declarations, Map<String, Span> where) {
        for (Map.Entry<String, Integer> b : new TreeMap<>(bindings).entrySet()) {
            Parameter p = declared.find(b.getKey());
            if (p == null) {
                throw c.error(declarations, declared.unknown(b.getKey()), Optional.empty());
            }
            if (!p.allows(b.getValue())) {
                throw c.error(where.get(p.name()), Parameters.outOfRange(p, b.getValue()), Optional.empty());
            }
        }
        return declared.bind(bindings);
    }

    /**
     * {@code (players N)}, checked at once so that the error points at it; {@code last} is the part of
     * {@code (game …)} read before it (none, or the parameters), for the message when it is missing.
     */
    private int players(Open g, Optional<Construct> last) {
        if (!c.atForm(Construct.PLAYERS)) {
            throw c.expectedPart(Construct.GAME, last, g.in());
        }
        Open p = c.open();
        int players = c.integer("the number of players", p.after());
        c.close(p);
        try {
            Game.requirePlayers(players);
        } catch (RuleException e) {
            throw c.error(c.spanSince(p.index()), e.getMessage(), Optional.empty());
        }
        return players;
    }
}
