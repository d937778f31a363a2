package dev.plateau.analysis;

import dev.plateau.board.Topology;
import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.GameException;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Node;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks a whole game against its board and computes its {@link Facts}.
 *
 * <p>The node records of {@code dev.plateau.rules} already reject every error that a node can see
 * on its own ({@code (line 0)}, an even hexagon diameter, a bad board size, {@code (players 3)}, a
 * pattern with the wrong number of values, a board over the cell limit). The analysis adds the
 * compile-time errors that need the board (docs/language.md, "Compile-time errors"):
 *
 * <ul>
 *   <li>a start cell index ≥ M;
 *   <li>a direction or orientation the board lacks, named explicitly in {@code adjacent} or {@code
 *       connected} ({@code direction:}) or in {@code line} or {@code custodial} ({@code
 *       orientation:}): on hex boards {@code up}, {@code down}, {@code vertical} and {@code
 *       orthogonal} (docs/language.md, "Directions"), the last with the hint "use {@code horizontal}";
 *   <li>an {@code (edge X)} the board does not have, listing the edges it has (docs/language.md, "Edges");
 *   <li>{@code pattern} on a hex board (docs/language.md, {@code pattern});
 *   <li>a direction a movement names that the board lacks; relative directions ({@code forward}, …)
 *       need the board's {@code up} and {@code down}, so hex boards have none (docs/language.md,
 *       {@code step});
 *   <li>the piece types (docs/language.md, {@code pieces}): a type declared twice or named like a
 *       parameter; a name that no declaration gives, in a start placement, {@code piece:}, {@code
 *       shoot} or {@code (piece NAME)}; a start placement of a type its player cannot own or of a
 *       neutral type; a player who places or starts with pieces but may own no type; a {@code piece:}
 *       that no mover of its phase can own; a shot of a type that a mover of its phase cannot own;
 *   <li>a start region that is not fixed by the board (docs/language.md, {@code start});
 *   <li>{@code (no_moves)} outside the condition of an end rule (docs/language.md, {@code no_moves});
 *   <li>a game over one of the {@link Limits}: a {@code line} length or a {@code custodial}
 *       bracket longer than any line of any board, rules nested too deep, more actions than {@link
 *       Limits#MAX_ACTIONS}, or a game whose compiled program would be too large (estimated
 *       construct by construct, reported at the costliest).
 * </ul>
 *
 * <p>The whole graph is checked and every problem is reported, not just the first. Some things are
 * allowed but almost certainly mistakes, and are reported as warnings: a length within the limit
 * but without windows on the game's board ({@code (line 4)} on 3 × 3), which is not an error (its
 * count is 0; see docs/language.md, line) but can never match; a start cell given to both
 * players, where the later placement overwrites the earlier one (see docs/language.md, start); a
 * start region without cells; a {@code (piece NAME mover)} of a neutral type, which is always empty;
 * and a declared piece type that the start and the phases never use.
 */
public final class Analysis {
    private Analysis() {}

    /**
     * Analyses a game built in Java, without source positions.
     *
     * @throws GameException listing every problem found, without positions
     */
    public static AnalyzedGame analyze(Game game) {
        return analyze(game, SourceMap.EMPTY);
    }

    /**
     * Analyses a game: checks it against its board and computes its facts.
     *
     * <p>Each problem is one {@link Diagnostic} at the span of the offending node ({@code
     * sources.spanOf(node)}); when the map has no span for that node, the span of its nearest
     * enclosing node that has one is used, and without any, the diagnostic has no span. The
     * diagnostics are in source order (by line and column; in the order of the rule graph, which is
     * the order of the text, when spans are missing or equal). The same problem at the same place
     * is reported once.
     *
     * @param game the game to analyse
     * @param sources where the game's nodes were written, {@link SourceMap#EMPTY} for Java-built games
     * @return the game with its topology, facts, sources and warnings
     * @throws GameException listing every error found, with {@code sources.text()} as its source
     *     text
     */
    public static AnalyzedGame analyze(Game game, SourceMap sources) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(sources, "sources");
        Topology topology = Topology.of(game.board());
        Checker checker = new Checker(game, topology, sources);
        Nodes.preorder(game, checker::check);
        checker.checkUnusedPieces();
        checker.checkActions();
        checker.checkWorkload();
        List<Diagnostic> problems = checker.diagnostics();
        List<Diagnostic> errors = problems.stream().filter(d -> !d.isWarning()).toList();
        if (!errors.isEmpty()) {
            throw new GameException(errors, sources.text());
        }
        List<Diagnostic> warnings = problems.stream().filter(Diagnostic::isWarning).toList();
        return new AnalyzedGame(game, topology, Facts.of(game), sources, warnings);
    }

    /** Collects the diagnostics of one game, with their sort keys. */
    private static final class Checker {
        private record Found(Diagnostic diagnostic, int order) {}

        private final Game game;
        private final Board board;
        private final Topology topology;
        private final SourceMap sources;
        private final List<Found> found = new ArrayList<>();
        private final ActionSpace actions;
        private final Workload workload;
        /** The first declaration of each piece name, in declaration order. */
        private final Map<String, PieceType> declared = new java.util.LinkedHashMap<>();
        /** The piece names the start and the phases use, by name or as a player's first type. */
        private final Set<String> usedPieces = new java.util.HashSet<>();
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
        /** The player whose piece each start cell holds so far, as the start rules are applied in order. */
        private final Map<Integer, Player> startOwners = new HashMap<>();

        Checker(Game game, Topology topology, SourceMap sources) {
            this.game = game;
            this.board = game.board();
            this.topology = topology;
            this.sources = sources;
            this.actions = new ActionSpace(game, topology);
            this.workload = new Workload(topology, actions.planeCount());
        }

        void check(Node node, Deque<Node> ancestors) {
            if (ancestors.size() >= Limits.MAX_NESTING && !reportedNesting) {
                reportedNesting = true;
                report(node, ancestors, "the rules are nested more than " + Limits.MAX_NESTING
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
                case Func.Line l -> checkLine(l, ancestors);
                case Mask.Custodial c -> checkBracket(c, ancestors);
                default -> { }
            }
            if (node instanceof Mask m && inStartRegion(ancestors)) {
                checkRegionMask(m, ancestors);
            }
            switch (node) {
                case PieceType t -> checkPieceType(t, ancestors);
                case Placement p -> checkStart(p, ancestors);
                case Phase p -> checkPlacers(p, ancestors);
                case Movement m -> checkMovement(m, ancestors);
                case Moves.Shot s -> checkShot(s, ancestors);
                case Effect.Promote p -> checkPromote(p, ancestors);
                case Mask.PieceOf p -> checkPieceMask(p, ancestors);
                case Pred.NoMoves n -> checkNoMoves(n, ancestors);
                case Pred.Repeated r -> checkEndRuleOnly(r, ancestors, "(" + Construct.REPEATED.spelling() + " "
                        + r.times() + " window:" + r.window() + ")", "it asks about the position a move made");
                case Func.QuietMoves q -> checkEndRuleOnly(q, ancestors, "(" + Construct.QUIET_MOVES.spelling() + ")",
                        "it counts the moves made since the last capture, this one included");
                case Func.MoveCount m -> checkEndRuleOnly(m, ancestors, "(" + Construct.MOVE_COUNT.spelling() + ")",
                        "it counts the moves made, this one included");
                case Mask.Adjacent a -> checkDirection(a, ancestors, directionText(Construct.ADJACENT),
                        KeywordArgument.DIRECTION, a.direction());
                case Func.Connected c -> checkDirection(c, ancestors, directionText(Construct.CONNECTED),
                        KeywordArgument.DIRECTION, c.direction());
                case Func.Line l -> checkDirection(l, ancestors, lineText(l), KeywordArgument.ORIENTATION,
                        l.orientation());
                case Mask.Custodial c -> checkDirection(c, ancestors, custodialText(c), KeywordArgument.ORIENTATION,
                        c.orientation());
                case Mask.EdgeCells e -> checkEdge(e, ancestors);
                case Mask.Cells c -> checkCellsMask(c, ancestors);
                case Mask.Row r -> checkLine(r, ancestors, Construct.ROW, r.number(), topology.gridHeight());
                case Mask.Column c -> checkLine(c, ancestors, Construct.COLUMN, c.number(), topology.nameColumnCount());
                case Mask.Pattern p -> checkPattern(p, ancestors);
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
        private void checkLine(Func.Line l, Deque<Node> ancestors) {
            if (l.length() > Limits.MAX_LENGTH) {
                report(l, ancestors, code(lineText(l)) + ": the length " + l.length() + " is over the limit of "
                        + Limits.MAX_LENGTH + ", the most cells a line can have on any board", null);
                return;
            }
            int longest = workload.longestLine(l.orientation());
            if (l.length() > longest) {
                warn(l, ancestors, code(lineText(l)) + " can never match: " + alongLongest(l.orientation(), longest));
            }
        }

        /** The same for the cells a custodial bracket spans: its inner pieces and both ends. */
        private void checkBracket(Mask.Custodial c, Deque<Node> ancestors) {
            long span = c.anyLength() ? 3 : c.length().getAsInt() + 2L;
            String bracket = c.anyLength() ? "a bracket spans at least 3 cells"
                    : "a bracket of " + c.length().getAsInt() + " inner pieces spans " + span + " cells";
            if (span > Limits.MAX_LENGTH) {
                report(c, ancestors, code(custodialText(c)) + ": " + bracket + ", over the limit of "
                        + Limits.MAX_LENGTH + ", the most cells a line can have on any board", null);
                return;
            }
            int longest = workload.longestLine(c.orientation());
            if (span > longest) {
                warn(c, ancestors, code(custodialText(c)) + " can never match: " + bracket + ", but "
                        + alongLongest(c.orientation(), longest));
            }
        }

        private String alongLongest(Orientation orientation, int longest) {
            return longest == 0
                    ? code(boardText(board)) + " has no line along " + code(orientation.word())
                    : "the longest line of " + code(boardText(board)) + " along " + code(orientation.word())
                            + " has " + longest + (longest == 1 ? " cell" : " cells");
        }

        /** Reports a game whose estimated compiled program is over the limit, at its costliest construct. */
        void checkWorkload() {
            if (totalWork <= Limits.MAX_PROGRAM_OPS || tooManyActions) {
                return;
            }
            String what = switch (costliest) {
                case Movement m -> code(movementText(m));
                case Func.Line l -> code(lineText(l));
                case Mask.Custodial c -> code(custodialText(c));
                case Mask.Pattern p -> code("(pattern (" + p.rows() + " " + p.cols() + ") …)");
                default -> null;
            };
            String message = String.format(Locale.ROOT, "the game is too large to compile on %s: about %,d"
                    + " operations per compiled program, over the limit of %,d", code(boardText(board)), totalWork,
                    Limits.MAX_PROGRAM_OPS);
            if (costliest instanceof Game && widest != null) {
                // The action space itself is the cost: every step reads and writes P planes of W words.
                message = code(movementText(widest)) + ": " + message + String.format(Locale.ROOT,
                        "; its %,d action planes alone need about %,d", actions.planeCount(), costliestWork);
                report(widest, widestAncestors, message, "give the slides a `" + KeywordArgument.MAX.spelling()
                        + ":`, or use fewer directions or a smaller board");
            } else if (what != null) {
                message = what + ": " + message + String.format(Locale.ROOT, "; this construct alone needs about %,d",
                        costliestWork);
                report(costliest, costliestAncestors, message, "use a smaller board, shorter lengths or fewer constructs");
            } else {
                report(costliest, costliestAncestors, message, "use a smaller board or fewer constructs");
            }
        }

        private static long saturatedAdd(long a, long b) {
            long sum = a + b;
            return sum < 0 ? Long.MAX_VALUE : sum;
        }

        private void checkStart(Placement p, Deque<Node> ancestors) {
            int m = topology.cellCount();
            String placement = placementText(p);
            checkStartPiece(p, ancestors, placement);
            Set<Integer> bad = new LinkedHashSet<>();
            List<Integer> cells = new ArrayList<>();
            for (int c : p.cells()) {
                if (c >= m) {
                    bad.add(c);
                } else {
                    cells.add(c);
                }
            }
            if (p.region().isPresent()) {
                BitSet region = fixedCells(p.region().get());
                if (region == null) {
                    return; // not fixed by the board: reported at the mask
                }
                if (region.isEmpty()) {
                    warn(p, ancestors, code(placement) + ": the region has no cell on " + code(boardText(board))
                            + ", so this placement puts no piece on the board");
                }
                region.stream().forEach(cells::add);
            }
            Set<Integer> retaken = new LinkedHashSet<>();
            for (int c : cells) {
                Player owner = startOwners.put(c, p.player());
                if (owner != null && owner != p.player()) {
                    retaken.add(c);
                }
            }
            if (!bad.isEmpty()) {
                String what = bad.size() == 1
                        ? "cell " + bad.iterator().next() + " is"
                        : "cells " + words(bad.stream().map(String::valueOf).toList()) + " are";
                report(p, ancestors, code(placement) + ": " + what + " not on the board: " + code(boardText(board))
                        + " has cells 0 … " + (m - 1), null);
            }
            if (!retaken.isEmpty()) {
                // Start rules apply in order and a later one overwrites an earlier one: defined, so not an
                // error, but a start cell meant for both players is almost certainly a typo.
                String list = words(retaken.stream().map(String::valueOf).toList());
                boolean one = retaken.size() == 1;
                warn(p, ancestors, code(placement) + ": " + (one ? "cell " + list + " is also a start cell of "
                        : "cells " + list + " are also start cells of ") + p.player().opponent()
                        + "; the later placement wins, so " + (one ? "it starts with " + p.player() + "'s piece"
                        : "they start with " + p.player() + "'s pieces"));
            }
        }

        /**
         * The piece a start placement puts (docs/language.md, {@code start}): a declared type its
         * player may own, not a neutral one; without a name, the player's first type, which it must
         * have when the game declares types.
         */
        private void checkStartPiece(Placement p, Deque<Node> ancestors, String placement) {
            if (p.piece().isEmpty()) {
                firstType(p.player()).ifPresentOrElse(t -> usedPieces.add(t.name()), () -> {
                    if (!game.pieces().isEmpty()) {
                        report(p, ancestors, code(placement) + ": " + p.player() + " has no piece type to place: "
                                + "no type of `(pieces …)` may be owned by " + p.player(),
                                "name a piece type, or declare one that " + p.player() + " owns, such as `(stone "
                                        + p.player() + ")` or `(stone each)`");
                    }
                });
                return;
            }
            String name = p.piece().get();
            usedPieces.add(name);
            PieceType type = declaredPiece(name, p, ancestors, code(placement));
            if (type == null) {
                return;
            }
            if (type.owner() == PieceOwner.NEUTRAL) {
                report(p, ancestors, code(placement) + ": `" + name + "` is a neutral piece type, and a start "
                        + "placement puts a player's pieces: neutral pieces cannot be placed at the start",
                        "neutral pieces enter the game by `(shoot …)`");
            } else if (!type.owner().ownedBy(p.player())) {
                report(p, ancestors, code(placement) + ": `" + name + "` is " + type.owner().word()
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
                        report(m, ancestors, code("(" + Construct.PLACE.spelling() + " …)") + ": " + placer
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

        /** A piece type declaration: its name is declared once and is not a parameter's name. */
        private void checkPieceType(PieceType t, Deque<Node> ancestors) {
            PieceType first = declared.putIfAbsent(t.name(), t);
            if (first != null) {
                String hint = sources.spanOf(first)
                        .map(s -> "it is first declared at line " + s.line() + ", column " + s.column())
                        .orElse(null);
                report(t, ancestors, "the piece type `" + t.name() + "` is declared twice", hint);
            }
            if (game.parameters().find(t.name()) != null) {
                report(t, ancestors, "the piece name `" + t.name() + "` is also the name of a parameter; "
                        + "choose another name", null);
            }
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
                report(node, ancestors, what + ": the game declares no piece types, so there is no `" + name + "`",
                        "declare it after the board: `(equipment (board …) (pieces (" + name + " each)))`");
            } else {
                report(node, ancestors, what + ": no piece type `" + name + "` is declared; the game declares "
                        + codes(game.pieces().stream().map(PieceType::name).distinct().toList()), null);
            }
            return null;
        }

        /**
         * A movement (docs/language.md, {@code step}, {@code slide}): its directions exist on the
         * board, and its {@code piece:} is a declared type that some mover of its phase may own.
         */
        private void checkMovement(Movement m, Deque<Node> ancestors) {
            long planes = workload.movementPlanes(m);
            if (planes > widestPlanes) {
                widestPlanes = planes;
                widest = m;
                widestAncestors = new ArrayDeque<>(ancestors);
            }
            String text = movementText(m);
            for (DirectionChoice d : m.directions()) {
                checkDirection(m, ancestors, text, KeywordArgument.DIRECTION, d);
            }
            if (m.piece().isEmpty()) {
                return;
            }
            String name = m.piece().get();
            usedPieces.add(name);
            String keyword = code(KeywordArgument.PIECE.spelling() + ":" + name);
            PieceType type = declaredPiece(name, m, ancestors, keyword);
            Phase phase = enclosing(ancestors, Phase.class);
            if (type == null || phase == null) {
                return;
            }
            Set<Player> movers = new LinkedHashSet<>(phase.order());
            if (movers.stream().anyMatch(type.owner()::ownedBy)) {
                return;
            }
            if (type.owner() == PieceOwner.NEUTRAL) {
                report(m, ancestors, keyword + ": `" + name + "` is a neutral piece type, and players move only "
                        + "their own pieces", null);
            } else {
                report(m, ancestors, keyword + ": `" + name + "` is " + type.owner().word() + "'s piece type, but "
                        + "only " + words(movers.stream().map(Player::name).toList()) + " moves in this phase", null);
            }
        }

        /** A shot puts a piece of a declared type that is neutral or that every mover of its phase owns. */
        private void checkShot(Moves.Shot s, Deque<Node> ancestors) {
            usedPieces.add(s.piece());
            String text = code("(" + Construct.SHOOT.spelling() + " " + s.piece() + " …)");
            PieceType type = declaredPiece(s.piece(), s, ancestors, text);
            Phase phase = enclosing(ancestors, Phase.class);
            if (type == null || phase == null || type.owner() == PieceOwner.NEUTRAL) {
                return;
            }
            for (Player mover : new LinkedHashSet<>(phase.order())) {
                if (!type.owner().ownedBy(mover)) {
                    report(s, ancestors, text + ": " + mover + " moves in this phase, but `" + s.piece() + "` is "
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
            String text = code("(" + Construct.PROMOTE.spelling() + " " + p.from() + " " + p.to() + " …)");
            PieceType from = declaredPiece(p.from(), p, ancestors, text);
            PieceType to = declaredPiece(p.to(), p, ancestors, text);
            Phase phase = enclosing(ancestors, Phase.class);
            if (from == null || to == null || phase == null) {
                return;
            }
            for (PieceType type : List.of(from, to)) {
                for (Player mover : new LinkedHashSet<>(phase.order())) {
                    if (!type.owner().ownedBy(mover)) {
                        report(p, ancestors, text + ": " + mover + " moves in this phase, but `" + type.name() + "` is "
                                + (type.owner() == PieceOwner.NEUTRAL ? "a neutral" : type.owner().word() + "'s")
                                + " piece type; a promotion turns the mover's pieces into pieces the mover owns", null);
                        return;
                    }
                }
            }
        }

        /** {@code (piece NAME [who])} names a declared type; with a player, a neutral one never matches. */
        private void checkPieceMask(Mask.PieceOf p, Deque<Node> ancestors) {
            if (enclosing(ancestors, Placement.class) != null || enclosing(ancestors, Phase.class) != null) {
                usedPieces.add(p.piece());
            }
            String text = code("(" + Construct.PIECE.spelling() + " " + p.piece()
                    + p.who().map(w -> " " + w.word()).orElse("") + ")");
            PieceType type = declaredPiece(p.piece(), p, ancestors, text);
            if (type != null && type.owner() == PieceOwner.NEUTRAL && p.who().isPresent()) {
                warn(p, ancestors, text + " is always empty: `" + p.piece() + "` is a neutral piece type, "
                        + "which no player owns");
            }
        }

        /** The cells of {@code (cells …)} are on the board (docs/language.md, {@code cells}). */
        private void checkCellsMask(Mask.Cells c, Deque<Node> ancestors) {
            for (int cell : c.cells()) {
                if (cell >= topology.cellCount()) {
                    report(c, ancestors, code("(" + Construct.CELLS.spelling() + " " + join(c.cells(), " ") + ")")
                            + ": cell " + cell + " is not on the board: " + code(boardText(board)) + " has cells 0 … "
                            + (topology.cellCount() - 1), null);
                    return;
                }
            }
        }

        /** {@code (row N)} and {@code (column N)} name a row or column the board has. */
        private void checkLine(Mask m, Deque<Node> ancestors, Construct form, int number, int count) {
            if (number > count) {
                report(m, ancestors, code("(" + form.spelling() + " " + number + ")") + ": the board "
                        + code(boardText(board)) + " has " + form.spelling() + "s 1 … " + count, null);
            }
        }

        /** {@code (no_moves)} asks about the player to move next: only end rules know it. */
        private void checkNoMoves(Pred.NoMoves n, Deque<Node> ancestors) {
            if (enclosing(ancestors, EndRule.class) != null) {
                return;
            }
            report(n, ancestors, code("(" + Construct.NO_MOVES.spelling() + ")") + " is only meaningful in end "
                    + "rules: it asks whether the player to move next has a legal action, which is known once a "
                    + "move has been made", "use it in the condition of an end rule, such as `(end (if (no_moves) "
                    + "(mover win)))`");
        }

        /** A construct about the move just made: only end rules know it. */
        private void checkEndRuleOnly(Node node, Deque<Node> ancestors, String text, String why) {
            if (enclosing(ancestors, EndRule.class) != null) {
                return;
            }
            report(node, ancestors, code(text) + " is only meaningful in end rules: " + why,
                    "use it in the condition of an end rule, such as `(end (if (>= (quiet_moves) 100) (draw)))`");
        }

        /** Declared types that no start placement or phase uses, by name or as a player's first type. */
        void checkUnusedPieces() {
            for (PieceType t : declared.values()) {
                if (!usedPieces.contains(t.name())) {
                    warn(t, new ArrayDeque<>(List.of(game)), "the piece type `" + t.name() + "` is never used: no "
                            + "start placement, movement, shot or mask of the play names it, and no placement "
                            + "puts it");
                }
            }
        }

        /** Refuses a game with more actions than {@link Limits#MAX_ACTIONS}, at its widest movement. */
        void checkActions() {
            long count = (long) actions.planeCount() * topology.cellCount();
            if (count <= Limits.MAX_ACTIONS || widest == null) {
                return;
            }
            tooManyActions = true;
            report(widest, widestAncestors, String.format(Locale.ROOT, "%s: the game has too many actions on %s: "
                    + "%,d planes of %,d cells make %,d actions, over the limit of %,d", code(movementText(widest)),
                    code(boardText(board)), actions.planeCount(), topology.cellCount(), count, Limits.MAX_ACTIONS),
                    "give the slides a `" + KeywordArgument.MAX.spelling() + ":`, or use fewer directions or a "
                            + "smaller board");
        }

        /** Whether the innermost node of {@code ancestors} is inside the region of a start placement. */
        private static boolean inStartRegion(Deque<Node> ancestors) {
            return enclosing(ancestors, Placement.class) != null;
        }

        /**
         * A mask in a start region must be fixed by the board (docs/language.md, {@code start}):
         * the region is evaluated once, on the empty board, before any piece or move exists.
         */
        private void checkRegionMask(Mask m, Deque<Node> ancestors) {
            String what = switch (m) {
                case Mask.Center c -> null;
                case Mask.Corners c -> null;
                case Mask.EdgeCells e -> null;
                case Mask.Adjacent a -> null;
                case Mask.And a -> null;
                case Mask.Or o -> null;
                case Mask.Not n -> null;
                case Mask.Empty e -> Construct.EMPTY.spelling();
                case Mask.Occupied o -> Construct.OCCUPIED.spelling();
                case Mask.OccupiedBy o -> "(" + Construct.OCCUPIED.spelling() + " " + o.who().word() + ")";
                case Mask.PrevMove p -> "(" + Construct.PREV_MOVE.spelling() + " " + p.who().word() + ")";
                case Mask.Custodial c -> "(" + Construct.CUSTODIAL.spelling() + " …)";
                case Mask.Pattern p -> "(" + Construct.PATTERN.spelling() + " …)";
                case Mask.PieceOf p -> "(" + Construct.PIECE.spelling() + " " + p.piece() + " …)";
                case Mask.Jumped j -> "(" + Construct.JUMPED.spelling() + ")";
                case Mask.Cells c -> null;
                case Mask.Row r -> null;
                case Mask.Column c -> null;
            };
            if (what != null) {
                report(m, ancestors, code(what) + " cannot describe a start region: a region is evaluated once, on "
                        + "the empty board, so it may only use what the board fixes: `center`, `corners`, `edge`, "
                        + "`adjacent`, and `and`, `or` and `not` of these", null);
            }
        }

        /**
         * The cells of a mask that the board alone fixes, or null if it depends on the pieces: the
         * start regions, evaluated as the lowering does, on the empty board.
         */
        private BitSet fixedCells(Mask mask) {
            int m = topology.cellCount();
            BitSet out = new BitSet(m);
            switch (mask) {
                case Mask.Center c -> { for (int x : topology.center()) out.set(x); }
                case Mask.Corners c -> { for (int x : topology.corners()) out.set(x); }
                case Mask.EdgeCells e -> {
                    if (topology.hasEdge(e.edge())) {
                        for (int x : topology.edge(e.edge())) out.set(x);
                    }
                }
                case Mask.Adjacent a -> {
                    BitSet of = fixedCells(a.of());
                    if (of == null) {
                        return null;
                    }
                    for (Direction d : topology.directions()) {
                        if (!a.direction().directions().contains(d) || a.direction() instanceof RelativeDirection) {
                            continue;
                        }
                        of.stream().map(c -> topology.neighbour(c, d)).filter(x -> x >= 0).forEach(out::set);
                    }
                }
                case Mask.And a -> {
                    out.set(0, m);
                    for (Mask part : a.masks()) {
                        BitSet cells = fixedCells(part);
                        if (cells == null) {
                            return null;
                        }
                        out.and(cells);
                    }
                }
                case Mask.Or o -> {
                    for (Mask part : o.masks()) {
                        BitSet cells = fixedCells(part);
                        if (cells == null) {
                            return null;
                        }
                        out.or(cells);
                    }
                }
                case Mask.Not n -> {
                    BitSet cells = fixedCells(n.mask());
                    if (cells == null) {
                        return null;
                    }
                    out.set(0, m);
                    out.andNot(cells);
                }
                default -> {
                    return null;
                }
            }
            return out;
        }

        /** The innermost ancestor of a type, or null. */
        private static <T extends Node> T enclosing(Deque<Node> ancestors, Class<T> type) {
            Iterator<Node> outward = ancestors.descendingIterator();
            while (outward.hasNext()) {
                Node n = outward.next();
                if (type.isInstance(n)) {
                    return type.cast(n);
                }
            }
            return null;
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
            report(node, ancestors, message, directionHint(choice, keyword));
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
            String message = code("(edge " + e.edge().word() + ")") + ": " + board.word() + " boards have no "
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
            report(e, ancestors, message, hint);
        }

        private void checkPattern(Mask.Pattern p, Deque<Node> ancestors) {
            if (!board.isHex()) {
                return;
            }
            report(p, ancestors, code("(pattern (" + p.rows() + " " + p.cols() + ") …)")
                    + ": patterns work only on square and rectangle boards, not on " + board.word() + " boards",
                    null);
        }

        private void report(Node node, Deque<Node> ancestors, String message, String hint) {
            found.add(new Found(new Diagnostic(message, spanOf(node, ancestors), Optional.ofNullable(hint)),
                    found.size()));
        }

        private void warn(Node node, Deque<Node> ancestors, String message) {
            found.add(new Found(new Diagnostic(message, spanOf(node, ancestors), Optional.empty()).asWarning(),
                    found.size()));
        }

        /** The node's span, or that of its nearest enclosing node that has one. */
        private Optional<Span> spanOf(Node node, Deque<Node> ancestors) {
            Optional<Span> span = sources.spanOf(node);
            Iterator<Node> outward = ancestors.descendingIterator();
            while (span.isEmpty() && outward.hasNext()) {
                span = sources.spanOf(outward.next());
            }
            return span;
        }

        /** The diagnostics, errors and warnings, in source order, each problem once. */
        List<Diagnostic> diagnostics() {
            Comparator<Found> bySource = Comparator
                    .comparingInt((Found f) -> f.diagnostic().span().map(Span::line).orElse(0))
                    .thenComparingInt(f -> f.diagnostic().span().map(Span::column).orElse(0))
                    .thenComparingInt(Found::order);
            return found.stream().sorted(bySource).map(Found::diagnostic).distinct().toList();
        }
    }

    /** "adjacent … direction:", completed with the direction by {@code checkDirection}. */
    private static String directionText(Construct construct) {
        return construct.spelling() + " … " + KeywordArgument.DIRECTION.spelling() + ":";
    }

    /** A start placement as written, its region elided: {@code (place P1 pawn (0 1))}, {@code (place P1 …)}. */
    private static String placementText(Placement p) {
        return "(" + Construct.PLACE.spelling() + " " + p.player() + p.piece().map(n -> " " + n).orElse("")
                + (p.region().isPresent() ? " …)" : " (" + join(p.cells(), " ") + "))");
    }

    /** A movement with its directions, other parts elided: {@code (step (forward_left forward_right) …)}. */
    static String movementText(Movement m) {
        String head = switch (m) {
            case Movement.Step s -> Construct.STEP.spelling();
            case Movement.Slide s -> Construct.SLIDE.spelling();
            case Movement.Hop h -> Construct.HOP.spelling();
        };
        String directions = m.directions().size() == 1 ? m.directions().get(0).word()
                : "(" + m.directions().stream().map(DirectionChoice::word).collect(Collectors.joining(" ")) + ")";
        boolean more = !m.to().equals(Movement.DEFAULT_TO) || m.piece().isPresent()
                || m instanceof Movement.Slide s && (s.max().isPresent() || !s.through().equals(Movement.DEFAULT_THROUGH))
                || m instanceof Movement.Hop h && !h.over().equals(Movement.DEFAULT_OVER);
        return "(" + head + " " + directions + (more ? " …" : "") + ")";
    }

    private static String lineText(Func.Line l) {
        return "(" + Construct.LINE.spelling() + " " + l.length() + orientationText(l.orientation())
                + (l.exact() == Func.Line.DEFAULT_EXACT ? "" : " " + KeywordArgument.EXACT.spelling() + ":" + l.exact())
                + ")";
    }

    private static String custodialText(Mask.Custodial c) {
        return "(" + Construct.CUSTODIAL.spelling() + " "
                + (c.anyLength() ? Construct.ANY.spelling() : String.valueOf(c.length().getAsInt()))
                + (c.who() == Mask.Custodial.DEFAULT_WHO ? "" : " " + c.who().word())
                + orientationText(c.orientation()) + ")";
    }

    private static String orientationText(Orientation orientation) {
        return " " + KeywordArgument.ORIENTATION.spelling() + ":" + orientation.word();
    }

    /** A board as written in {@code .ldx}, e.g. {@code (hex_rectangle 11 11)}. */
    static String boardText(Board board) {
        String sizes = switch (board) {
            case Board.Square s -> String.valueOf(s.size());
            case Board.Rectangle r -> r.rows() + " " + r.cols();
            case Board.HexRectangle r -> r.rows() + " " + r.cols();
            case Board.Hexagon h -> String.valueOf(h.diameter());
        };
        return "(" + board.word() + " " + sizes + ")";
    }

    private static String code(String text) {
        return "`" + text + "`";
    }

    private static String join(List<Integer> values, String separator) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(separator));
    }

    /** "`a`", "`a` and `b`", "`a`, `b` and `c`". */
    private static String codes(List<String> items) {
        return words(items.stream().map(Analysis::code).toList());
    }

    /** "a", "a and b", "a, b and c". */
    private static String words(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
