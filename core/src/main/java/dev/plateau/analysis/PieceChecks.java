package dev.plateau.analysis;

import static dev.plateau.analysis.RuleText.code;
import static dev.plateau.analysis.RuleText.codes;
import static dev.plateau.analysis.RuleText.words;

import dev.plateau.rules.Effect;
import dev.plateau.rules.Game;
import dev.plateau.rules.Hand;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Node;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The checks of piece types (docs/language.md, {@code pieces}): a type declared twice or named like
 * a parameter; a name that no declaration gives, in a start placement, {@code piece:}, {@code shoot},
 * {@code promote} or {@code (piece NAME)}; a start placement of a type its player cannot own or of a
 * neutral type; a player who places or starts with pieces but may own no type; a {@code piece:} that
 * no mover of its phase can own; a shot or promotion of a type that a mover of its phase cannot own;
 * and, as warnings, a {@code (piece NAME mover)} of a neutral type and a type never used.
 */
final class PieceChecks {
    private final Reporter reporter;
    private final Game game;
    /** The first declaration of each piece name, in declaration order. */
    private final Map<String, PieceType> declared = new LinkedHashMap<>();
    /** The piece names the start and the phases use, by name or as a player's first type. */
    private final Set<String> usedPieces = new HashSet<>();

    PieceChecks(Reporter reporter, Game game) {
        this.reporter = reporter;
        this.game = game;
    }

    /** Checks a node that declares, names or puts a piece type. */
    void check(Node node, Deque<Node> ancestors) {
        switch (node) {
            case PieceType t -> checkPieceType(t, ancestors);
            case Placement p -> checkStartPiece(p, ancestors);
            case Hand h -> checkHand(h, ancestors);
            case Pred.Repeated r when !game.hands().isEmpty() -> reporter.error(r, ancestors,
                    code(RuleText.form(Construct.REPEATED, r.times(), KeywordArgument.WINDOW.spelling() + ":" + r.window()))
                            + " cannot be used in a game with hands yet: the positions it compares hold the pieces on "
                            + "the board, not those in hand", null);
            case Movement.Drop d -> checkDrop(d, ancestors);
            case Phase p -> checkPlacers(p, ancestors);
            case Movement m -> checkMovement(m, ancestors);
            case Moves.Shot s -> checkShot(s, ancestors);
            case Effect.Promote p -> checkPromote(p, ancestors);
            case Mask.PieceOf p -> checkPieceMask(p, ancestors);
            default -> { }
        }
    }

    /** A piece type declaration: its name is declared once and is not a parameter's name. */
    private void checkPieceType(PieceType t, Deque<Node> ancestors) {
        PieceType first = declared.putIfAbsent(t.name(), t);
        if (first != null) {
            String hint = reporter.sources().spanOf(first)
                    .map(s -> "it is first declared at line " + s.line() + ", column " + s.column())
                    .orElse(null);
            reporter.error(t, ancestors, "the piece type `" + t.name() + "` is declared twice", hint);
        }
        if (game.parameters().find(t.name()) != null) {
            reporter.error(t, ancestors, "the piece name `" + t.name() + "` is also the name of a parameter; "
                    + "choose another name", null);
        }
    }

    /**
     * The piece a start placement puts (docs/language.md, {@code start}): a declared type its
     * player may own, not a neutral one; without a name, the player's first type, which it must
     * have when the game declares types. A neutral placement puts a neutral type.
     */
    private void checkStartPiece(Placement p, Deque<Node> ancestors) {
        String placement = code(RuleText.placement(p));
        if (p.neutral()) {
            String name = p.piece().orElseThrow();
            usedPieces.add(name);
            PieceType type = declaredPiece(name, p, ancestors, placement);
            if (type != null && type.owner() != PieceOwner.NEUTRAL) {
                reporter.error(p, ancestors, placement + ": `" + name + "` is declared `(" + name + " "
                        + type.owner().word() + ")`, a player's piece type, not a neutral one",
                        "a neutral piece belongs to nobody: declare its type `(" + name + " neutral)`, or place it"
                                + " for a player, as in `(place P1 " + name + " …)`");
            }
            return;
        }
        if (p.piece().isEmpty()) {
            firstType(p.player()).ifPresentOrElse(t -> usedPieces.add(t.name()), () -> {
                if (!game.pieces().isEmpty()) {
                    reporter.error(p, ancestors, placement + ": " + p.player() + " has no piece type to place: "
                            + "no type of `(pieces …)` may be owned by " + p.player(),
                            "name a piece type, or declare one that " + p.player() + " owns, such as `(stone "
                                    + p.player() + ")` or `(stone each)`");
                }
            });
            return;
        }
        String name = p.piece().get();
        usedPieces.add(name);
        PieceType type = declaredPiece(name, p, ancestors, placement);
        if (type == null) {
            return;
        }
        if (type.owner() == PieceOwner.NEUTRAL) {
            reporter.error(p, ancestors, placement + ": `" + name + "` is a neutral piece type, and a start "
                    + "placement puts a player's pieces: neutral pieces cannot be placed at the start",
                    "place neutral pieces with `(place neutral " + name + " …)`");
        } else if (!type.owner().ownedBy(p.player())) {
            reporter.error(p, ancestors, placement + ": `" + name + "` is " + type.owner().word()
                    + "'s piece type (`(" + name + " " + type.owner().word() + ")`), so " + p.player()
                    + " cannot own it", null);
        }
    }

    /** In a game with piece types, each player who places pieces in a place phase needs a type. */
    private void checkPlacers(Phase phase, Deque<Node> ancestors) {
        if (!(phase.rule() instanceof Mechanic m)) {
            return;
        }
        Set<Player> placers = new LinkedHashSet<>();
        for (Player mover : phase.order()) {
            placers.add(m.placer().resolve(mover));
        }
        for (Player placer : placers) {
            firstType(placer).ifPresentOrElse(t -> usedPieces.add(t.name()), () -> {
                if (!game.pieces().isEmpty()) {
                    reporter.error(m, ancestors, code(RuleText.elided(Construct.PLACE)) + ": " + placer
                            + " places pieces in this phase, but no type of `(pieces …)` may be owned by "
                            + placer + "; a placement puts the player's first piece type", null);
                }
            });
        }
    }

    /** A player's first piece type: the one its placements put when they name none. */
    private Optional<PieceType> firstType(Player player) {
        return game.pieces().stream().filter(t -> t.owner().ownedBy(player)).findFirst();
    }

    /**
     * The declared type named {@code name}, or null after reporting that none is: {@code what} is
     * the construct that names it, in code quotes.
     */
    private PieceType declaredPiece(String name, Node node, Deque<Node> ancestors, String what) {
        PieceType type = game.piece(name).orElse(null);
        if (type != null) {
            return type;
        }
        if (game.pieces().isEmpty()) {
            reporter.error(node, ancestors, what + ": the game declares no piece types, so there is no `" + name
                    + "`", "declare it after the board: `(equipment (board …) (pieces (" + name + " each)))`");
        } else {
            reporter.error(node, ancestors, what + ": no piece type `" + name + "` is declared; the game declares "
                    + codes(game.pieces().stream().map(PieceType::name).distinct().toList()), null);
        }
        return null;
    }

    /**
     * A movement's {@code piece:} (docs/language.md, {@code step}, {@code slide}) is a declared type
     * that some mover of its phase may own.
     */
    private void checkMovement(Movement m, Deque<Node> ancestors) {
        if (m.piece().isEmpty() || m instanceof Movement.Drop) {
            return;
        }
        String name = m.piece().get();
        usedPieces.add(name);
        String keyword = code(KeywordArgument.PIECE.spelling() + ":" + name);
        PieceType type = declaredPiece(name, m, ancestors, keyword);
        Phase phase = Nodes.enclosing(ancestors, Phase.class);
        if (type == null || phase == null) {
            return;
        }
        Set<Player> movers = new LinkedHashSet<>(phase.order());
        if (movers.stream().anyMatch(type.owner()::ownedBy)) {
            return;
        }
        if (type.owner() == PieceOwner.NEUTRAL) {
            reporter.error(m, ancestors, keyword + ": `" + name + "` is a neutral piece type, and players move only "
                    + "their own pieces", null);
        } else {
            reporter.error(m, ancestors, keyword + ": `" + name + "` is " + type.owner().word() + "'s piece type, "
                    + "but only " + words(movers.stream().map(Player::name).toList()) + " moves in this phase", null);
        }
    }

    /**
     * {@code (hand P NAME N)} (docs/language.md, {@code hand}): a declared type that P may own, given
     * once for each player and type.
     */
    private void checkHand(Hand h, Deque<Node> ancestors) {
        usedPieces.add(h.piece());
        String text = code(RuleText.form(Construct.HAND, h.player(), h.piece(), h.count()));
        PieceType type = declaredPiece(h.piece(), h, ancestors, text);
        if (type != null && !type.owner().ownedBy(h.player())) {
            reporter.error(h, ancestors, text + ": `" + h.piece() + "` is " + (type.owner() == PieceOwner.NEUTRAL
                    ? "a neutral" : type.owner().word() + "'s") + " piece type; a hand holds its player's pieces", null);
        }
        // A later hand of the same player and type than the first is the one reported.
        if (game.hands().stream().filter(o -> o.player() == h.player() && o.piece().equals(h.piece()))
                .findFirst().orElseThrow() != h) {
            reporter.error(h, ancestors, text + ": " + h.player() + "'s hand of `" + h.piece() + "` is given twice",
                    "write one `(hand " + h.player() + " " + h.piece() + " N)` with the whole count");
        }
    }

    /**
     * {@code (drop NAME …)} (docs/language.md, {@code drop}): a declared type that every player who
     * moves in the phase may own and that some player has in hand at the start.
     */
    private void checkDrop(Movement.Drop d, Deque<Node> ancestors) {
        usedPieces.add(d.type());
        String text = code(RuleText.movement(d));
        PieceType type = declaredPiece(d.type(), d, ancestors, text);
        Phase phase = Nodes.enclosing(ancestors, Phase.class);
        if (type == null || phase == null) {
            return;
        }
        for (Player mover : new LinkedHashSet<>(phase.order())) {
            if (!type.owner().ownedBy(mover)) {
                reporter.error(d, ancestors, text + ": " + mover + " moves in this phase, but `" + d.type() + "` is "
                        + (type.owner() == PieceOwner.NEUTRAL ? "a neutral" : type.owner().word() + "'s")
                        + " piece type; a drop puts one of the mover's pieces", null);
                return;
            }
        }
        if (!game.handTypes().contains(d.type())) {
            reporter.error(d, ancestors, text + ": no player has `" + d.type() + "` in hand, so it can never be dropped",
                    "give the players pieces in hand at the start: `(start (hand P1 " + d.type() + " 9) (hand P2 "
                            + d.type() + " 9))`");
        }
    }

    /** A shot puts a piece of a declared type that is neutral or that every mover of its phase owns. */
    private void checkShot(Moves.Shot s, Deque<Node> ancestors) {
        usedPieces.add(s.piece());
        String text = code(RuleText.elided(Construct.SHOOT, s.piece()));
        PieceType type = declaredPiece(s.piece(), s, ancestors, text);
        Phase phase = Nodes.enclosing(ancestors, Phase.class);
        if (type == null || phase == null || type.owner() == PieceOwner.NEUTRAL) {
            return;
        }
        for (Player mover : new LinkedHashSet<>(phase.order())) {
            if (!type.owner().ownedBy(mover)) {
                reporter.error(s, ancestors, text + ": " + mover + " moves in this phase, but `" + s.piece() + "` is "
                        + type.owner().word() + "'s piece type; a shot puts a piece of the mover or a neutral one",
                        null);
                return;
            }
        }
    }

    /**
     * {@code (promote FROM TO m)}: both types are declared and owned by every player who moves in
     * the phase (docs/language.md, {@code promote}).
     */
    private void checkPromote(Effect.Promote p, Deque<Node> ancestors) {
        usedPieces.add(p.from());
        usedPieces.add(p.to());
        String text = code(RuleText.elided(Construct.PROMOTE, p.from(), p.to()));
        PieceType from = declaredPiece(p.from(), p, ancestors, text);
        PieceType to = declaredPiece(p.to(), p, ancestors, text);
        Phase phase = Nodes.enclosing(ancestors, Phase.class);
        if (from == null || to == null || phase == null) {
            return;
        }
        for (PieceType type : List.of(from, to)) {
            for (Player mover : new LinkedHashSet<>(phase.order())) {
                if (!type.owner().ownedBy(mover)) {
                    reporter.error(p, ancestors, text + ": " + mover + " moves in this phase, but `" + type.name()
                            + "` is " + (type.owner() == PieceOwner.NEUTRAL ? "a neutral" : type.owner().word() + "'s")
                            + " piece type; a promotion turns the mover's pieces into pieces the mover owns", null);
                    return;
                }
            }
        }
    }

    /** {@code (piece NAME [who])} names a declared type; with a player, a neutral one never matches. */
    private void checkPieceMask(Mask.PieceOf p, Deque<Node> ancestors) {
        if (Nodes.enclosing(ancestors, Placement.class) != null || Nodes.enclosing(ancestors, Phase.class) != null) {
            usedPieces.add(p.piece());
        }
        String text = code(RuleText.pieceMask(p));
        PieceType type = declaredPiece(p.piece(), p, ancestors, text);
        if (type != null && type.owner() == PieceOwner.NEUTRAL && p.who().isPresent()) {
            reporter.warn(p, ancestors, text + " is always empty: `" + p.piece() + "` is a neutral piece type, "
                    + "which no player owns");
        }
    }

    /** Declared types that no start placement or phase uses, by name or as a player's first type. */
    void checkUnused() {
        for (PieceType t : declared.values()) {
            if (!usedPieces.contains(t.name())) {
                reporter.warn(t, new ArrayDeque<>(List.of(game)), "the piece type `" + t.name() + "` is never used: "
                        + "no start placement, movement, shot or mask of the play names it, and no placement "
                        + "puts it");
            }
        }
    }
}
