package dev.plateau.fluent;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Hand;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * The fluent Java front end of the {@code .ldx} language: one static factory per construct, named
 * after its keyword, and the constants the constructs take. Import it whole:
 *
 * <pre>{@code
 * import static dev.plateau.fluent.Ldx.*;
 *
 * Game ticTacToe = game("Tic-Tac-Toe")
 *         .board(square(3))
 *         .play(repeat(P1, P2).place(empty()))
 *         .end(when(line(3), moverWins()),
 *              when(fullBoard(), draw()));
 *
 * Game reversi = game("Reversi")
 *         .board(square(8))
 *         .start(place(P1, 27, 36), place(P2, 28, 35))
 *         .play(repeat(P2, P1)
 *                 .place(empty())
 *                 .result(exists(custodialAny()))
 *                 .effects(flip(custodialAny()),
 *                          setScore(MOVER, count(occupied(MOVER))),
 *                          setScore(OPPONENT, count(occupied(OPPONENT))))
 *                 .forcePass())
 *         .end(when(passedBoth(), byScore()));
 * }</pre>
 *
 * <p><b>Same records as the text reader.</b> The builder produces the immutable records of {@code
 * dev.plateau.rules}, created with their constructors, so a game built here {@code equals} the same
 * game read from a {@code .ldx} file. Each record checks its local values when it is created, and the
 * {@link RuleException} it throws reaches the caller of the factory unchanged (for example {@code
 * line(0)} or {@code hexagon(8)}). Checks that need the board, such as {@code direction:up} on a
 * hexagon, are done by the analysis in core when the game is compiled.
 *
 * <p><b>Types.</b> Masks are {@link MaskExpr}, functions {@link FuncExpr}, predicates {@link
 * PredExpr} and effects {@link EffectExpr}; each argument accepts only the kind the grammar allows,
 * so {@code count(line(3))} or {@code exists(count(empty()))} do not compile. As in the language, a
 * function may stand for a predicate ({@code FuncExpr} is a {@code PredExpr}): {@code when(line(3),
 * moverWins())} and {@code and(line(3), moverIs(P1))} wrap the function in {@link Pred.Positive}.
 * {@code and}, {@code or} and {@code not} are overloaded for masks and for predicates, as in the
 * text. Lists that the grammar requires to be non-empty take a first element and varargs.
 *
 * <p><b>Optional arguments</b> are option methods on the value returned by the factory, each giving
 * a new immutable value: {@code line(5).exact()}, {@code line(3).orientation(HORIZONTAL)}, {@code
 * adjacent(m).direction(UP)}, {@code custodial(2).who(OPPONENT).orientation(DIAGONAL)}, {@code
 * pattern(2, 2, 1, 0, 0, 1).rotate()}, {@code connected(edges()).who(OPPONENT).direction(ORTHOGONAL)},
 * {@code capture(m).who(MOVER).incrementScore()}, {@code flip(m).who(MOVER)}. Some have a shorter
 * overload too: {@code adjacent(m, UP)}, {@code line(4, VERTICAL)}, {@code capture(m, MOVER)},
 * {@code flip(m, MOVER)}.
 *
 * <p><b>Keywords to names.</b> {@code (if p o)} is {@link #when}; {@code full_board} is {@link
 * #fullBoard()}; {@code (passed both)} is {@link #passedBoth()}; {@code (= …)}, {@code (>= …)},
 * {@code (<= …)} are {@link #eq}, {@link #atLeast}, {@link #atMost}; an integer literal is {@link
 * #constant(int)} (comparisons and scores also take a plain {@code int}); {@code (mover win)} is
 * {@link #moverWins()}. The region list {@code corners} of {@code connected} is {@link
 * #cornerRegions()}, because {@link #corners()} is the mask. The constants {@code LEFT} and {@code
 * RIGHT} are directions; the left and right edges are {@link #LEFT_EDGE} and {@link #RIGHT_EDGE}.
 *
 * <p><b>Pieces that move</b> (docs/language.md, Pieces and moves): piece types are declared after
 * the board with {@code .pieces(pieceType("pawn", EACH), …)}; start placements may name a type and
 * take a region ({@code place(P1, "pawn", edge(BOTTOM))}); a phase moves with {@code
 * repeat(P1, P2).move(step(FORWARD), slide(ANY).max(2))}, optionally followed by {@code
 * .effects(…)}, {@code .then(shoot("arrow", slide(ANY)))} and {@code .forcePass()}. Movements are
 * {@link MovementExpr}; {@code piece("pawn")} is a mask and {@code noMoves()} a predicate.
 *
 * <pre>{@code
 * Game amazons = game("Amazons")
 *         .board(square(10))
 *         .pieces(pieceType("queen", EACH), pieceType("arrow", NEUTRAL))
 *         .start(place(P1, "queen", 60, 93, 96, 69), place(P2, "queen", 30, 3, 6, 39))
 *         .play(repeat(P1, P2).move(slide(ANY)).then(shoot("arrow", slide(ANY))))
 *         .end(when(noMoves(), moverWins()));
 * }</pre>
 *
 * <p>Records built elsewhere enter the builder through {@link #mask(Mask)}, {@link #func(Func)},
 * {@link #pred(Pred)}, {@link #effect(Effect)}, {@link #movement(Movement)} and {@link
 * #phase(Phase)}; the other way, every builder value has an accessor for its record ({@code
 * mask()}, {@code func()}, ...).
 */
public final class Ldx {
    private Ldx() {}

    // ----------------------------------------------------------------------------- players

    /** {@code mover}: the context's player (docs/language.md, {@code mover}, {@code opponent}). */
    public static final Who MOVER = Who.MOVER;
    /** {@code opponent}: the other player than the context's mover. */
    public static final Who OPPONENT = Who.OPPONENT;
    /** {@code P1}, player 0. */
    public static final Player P1 = Player.P1;
    /** {@code P2}, player 1. */
    public static final Player P2 = Player.P2;

    // ----------------------------------------------------------------------------- directions

    /** The direction {@code up_left}. */
    public static final Direction UP_LEFT = Direction.UP_LEFT;
    /** The direction {@code up} (not on hex boards). */
    public static final Direction UP = Direction.UP;
    /** The direction {@code up_right}. */
    public static final Direction UP_RIGHT = Direction.UP_RIGHT;
    /** The direction {@code left}; the left edge is {@link #LEFT_EDGE}. */
    public static final Direction LEFT = Direction.LEFT;
    /** The direction {@code right}; the right edge is {@link #RIGHT_EDGE}. */
    public static final Direction RIGHT = Direction.RIGHT;
    /** The direction {@code down_left}. */
    public static final Direction DOWN_LEFT = Direction.DOWN_LEFT;
    /** The direction {@code down} (not on hex boards). */
    public static final Direction DOWN = Direction.DOWN;
    /** The direction {@code down_right}. */
    public static final Direction DOWN_RIGHT = Direction.DOWN_RIGHT;

    // ----------------------------------------------------------------------------- relative directions

    /** The relative direction {@code forward}: {@code up} for P1, {@code down} for P2 (movements only). */
    public static final RelativeDirection FORWARD = RelativeDirection.FORWARD;
    /** The relative direction {@code backward}: {@code down} for P1, {@code up} for P2 (movements only). */
    public static final RelativeDirection BACKWARD = RelativeDirection.BACKWARD;
    /** The relative direction {@code forward_left}: {@code up_left} for P1, {@code down_right} for P2. */
    public static final RelativeDirection FORWARD_LEFT = RelativeDirection.FORWARD_LEFT;
    /** The relative direction {@code forward_right}: {@code up_right} for P1, {@code down_left} for P2. */
    public static final RelativeDirection FORWARD_RIGHT = RelativeDirection.FORWARD_RIGHT;
    /** The relative direction {@code backward_left}: {@code down_left} for P1, {@code up_right} for P2. */
    public static final RelativeDirection BACKWARD_LEFT = RelativeDirection.BACKWARD_LEFT;
    /** The relative direction {@code backward_right}: {@code down_right} for P1, {@code up_left} for P2. */
    public static final RelativeDirection BACKWARD_RIGHT = RelativeDirection.BACKWARD_RIGHT;

    // ----------------------------------------------------------------------------- piece owners

    /** The owner {@code each}: both players have pieces of the type. */
    public static final PieceOwner EACH = PieceOwner.EACH;
    /** The owner {@code neutral}: nobody's pieces, such as the arrows of Amazons. */
    public static final PieceOwner NEUTRAL = PieceOwner.NEUTRAL;

    // ----------------------------------------------------------------------------- orientations

    /** The orientation {@code horizontal}: left and right. */
    public static final Orientation HORIZONTAL = Orientation.HORIZONTAL;
    /** The orientation {@code vertical}: up and down (not on hex boards). */
    public static final Orientation VERTICAL = Orientation.VERTICAL;
    /** The orientation {@code orthogonal}: horizontal and vertical (not on hex boards). */
    public static final Orientation ORTHOGONAL = Orientation.ORTHOGONAL;
    /** The orientation {@code diagonal}: both diagonal axes. */
    public static final Orientation DIAGONAL = Orientation.DIAGONAL;
    /** The orientation {@code back_diagonal}, the "\" axis. */
    public static final Orientation BACK_DIAGONAL = Orientation.BACK_DIAGONAL;
    /** The orientation {@code forward_diagonal}, the "/" axis. */
    public static final Orientation FORWARD_DIAGONAL = Orientation.FORWARD_DIAGONAL;
    /** The orientation {@code any}: every axis of the board, the default everywhere. */
    public static final Orientation ANY = Orientation.ANY;

    // ----------------------------------------------------------------------------- edges

    /** The edge {@code top}. */
    public static final Edge TOP = Edge.TOP;
    /** The edge {@code bottom}. */
    public static final Edge BOTTOM = Edge.BOTTOM;
    /** The edge {@code left} (grid boards); named so to keep {@link #LEFT} for the direction. */
    public static final Edge LEFT_EDGE = Edge.LEFT;
    /** The edge {@code right} (grid boards); named so to keep {@link #RIGHT} for the direction. */
    public static final Edge RIGHT_EDGE = Edge.RIGHT;
    /** The edge {@code top_left} (hexagon). */
    public static final Edge TOP_LEFT = Edge.TOP_LEFT;
    /** The edge {@code top_right} (hexagon). */
    public static final Edge TOP_RIGHT = Edge.TOP_RIGHT;
    /** The edge {@code bottom_left} (hexagon). */
    public static final Edge BOTTOM_LEFT = Edge.BOTTOM_LEFT;
    /** The edge {@code bottom_right} (hexagon). */
    public static final Edge BOTTOM_RIGHT = Edge.BOTTOM_RIGHT;

    // ----------------------------------------------------------------------------- game

    /**
     * Starts a game: {@code (game "name" (players 2) …)}. The steps that follow are in {@link
     * GameBuilder}: optional {@code players}, then {@code board}, optional {@code start}, {@code
     * play}, and {@code end}, which returns the {@link Game}.
     *
     * @param name the game's name, shown to users; it cannot contain a double quote
     * @return the first step
     */
    public static GameBuilder.PlayersStep game(String name) {
        return GameBuilder.named(name);
    }

    /**
     * Declares one parameter, {@code (name default min max)} in {@code (parameters …)}
     * (docs/language.md, {@code parameters}).
     *
     * @param name the name; lower case letters, digits and {@code _}, not a word of the language
     * @param defaultValue the value when no binding is given
     * @param min the smallest allowed value
     * @param max the largest allowed value
     * @return the declaration; a bad name or a default outside the range throws {@link RuleException}
     */
    public static Parameter parameter(String name, int defaultValue, int min, int max) {
        return new Parameter(name, defaultValue, min, max);
    }

    /**
     * Declares a game's parameters, {@code (parameters …)}, each at its default.
     *
     * @param declared the declarations, names distinct
     * @return the declarations with their defaults; a repeated name throws {@link RuleException}
     */
    public static Parameters parameters(Parameter... declared) {
        return Parameters.declare(List.of(declared));
    }

    /**
     * One definition for every value of its parameters: {@code body} builds the game from the
     * values, read with {@link Parameters#value(String)}, and {@link GameDefinition#with} binds
     * them. The text counterpart is a file with {@code (parameters …)}; at equal values the two give
     * equal games.
     *
     * <pre>{@code
     * GameDefinition hex = define(parameters(parameter("size", 11, 2, 19)), p -> game("Hex")
     *         .board(hexRectangle(p.value("size"), p.value("size")))
     *         …);
     * Game small = hex.with(Map.of("size", 7));
     * }</pre>
     *
     * @param declared the parameters, from {@link #parameters(Parameter...)}
     * @param body builds the game at given values
     * @return the definition
     */
    public static GameDefinition define(Parameters declared, Function<Parameters, Game> body) {
        return new GameDefinition(declared, body);
    }

    // ----------------------------------------------------------------------------- boards

    /**
     * {@code (square N)}: N × N cells.
     *
     * @param size N, positive
     * @return the board record
     */
    public static Board square(int size) {
        return new Board.Square(size);
    }

    /**
     * {@code (rectangle A B)}: A rows × B columns (Connect Four is {@code rectangle(6, 7)}).
     *
     * @param rows A, positive
     * @param cols B, positive
     * @return the board record
     */
    public static Board rectangle(int rows, int cols) {
        return new Board.Rectangle(rows, cols);
    }

    /**
     * {@code (graph (points P…) (lines (P P…)…))}: points named by grid position ({@code "a1"} the
     * top-left) joined along straight lines.
     *
     * @param points the points' names
     * @param lines the lines, each the names of its points in order
     * @return the board record
     */
    public static Board graph(List<String> points, List<List<String>> lines) {
        return new Board.Graph(points.stream().map(Board.Point::named).toList(),
                lines.stream().map(l -> l.stream().map(Board.Point::named).toList()).toList());
    }

    /**
     * {@code (hexagon D)}: a hexagon of D rows.
     *
     * @param diameter D, positive and odd
     * @return the board record
     */
    public static Board hexagon(int diameter) {
        return new Board.Hexagon(diameter);
    }

    /**
     * {@code (hex_rectangle A B)}: the Hex rhombus of A rows × B columns.
     *
     * @param rows A, positive
     * @param cols B, positive
     * @return the board record
     */
    public static Board hexRectangle(int rows, int cols) {
        return new Board.HexRectangle(rows, cols);
    }

    /**
     * A grid board with cells removed, {@code (board SHAPE (without (i…)))}: the cells of the full
     * grid, numbered as on it, that are not on the board.
     *
     * @param board a square, rectangle or hex_rectangle without removed cells (not a hexagon or a graph)
     * @param firstCell the first removed cell
     * @param moreCells the other removed cells
     * @return the board record
     * @throws RuleException for a hexagon or a graph, a cell not on the grid or one removed twice, or no cell left
     */
    public static Board without(Board board, int firstCell, int... moreCells) {
        List<Integer> cells = new ArrayList<>(1 + moreCells.length);
        cells.add(firstCell);
        for (int c : moreCells) {
            cells.add(c);
        }
        return switch (board) {
            case Board.Square s -> new Board.Square(s.size(), cells);
            case Board.Rectangle r -> new Board.Rectangle(r.rows(), r.cols(), cells);
            case Board.HexRectangle r -> new Board.HexRectangle(r.rows(), r.cols(), cells);
            case Board.Hexagon h -> throw new RuleException(Board.withoutRefused(Construct.HEXAGON));
            case Board.Graph g -> throw new RuleException(Board.withoutRefused(Construct.GRAPH));
        };
    }

    // ----------------------------------------------------------------------------- start

    /**
     * A start placement {@code (place P (i…))}, for {@link GameBuilder.StartStep#start}.
     *
     * @param player whose pieces are placed
     * @param firstCell the first cell index
     * @param moreCells the other cell indices
     * @return the placement record
     */
    public static Placement place(Player player, int firstCell, int... moreCells) {
        List<Integer> cells = new ArrayList<>(1 + moreCells.length);
        cells.add(firstCell);
        for (int c : moreCells) {
            cells.add(c);
        }
        return new Placement(player, cells);
    }

    /**
     * A start placement {@code (place P NAME (i…))}: pieces of a declared type on the listed cells.
     *
     * @param player whose pieces are placed
     * @param piece the name of a piece type that {@code player} may own
     * @param firstCell the first cell index
     * @param moreCells the other cell indices
     * @return the placement record
     */
    public static Placement place(Player player, String piece, int firstCell, int... moreCells) {
        List<Integer> cells = new ArrayList<>(1 + moreCells.length);
        cells.add(firstCell);
        for (int c : moreCells) {
            cells.add(c);
        }
        return new Placement(player, cells, Optional.of(pieceName(piece, Construct.PLACE)), Optional.empty());
    }

    /**
     * A start placement {@code (place P NAME REGION)}: pieces of a declared type on every cell of a
     * region, a mask the board alone fixes (evaluated on the empty board).
     *
     * @param player whose pieces are placed
     * @param piece the name of a piece type that {@code player} may own
     * @param region the cells, such as {@code edge(BOTTOM)}
     * @return the placement record
     */
    public static Placement place(Player player, String piece, MaskExpr region) {
        return new Placement(player, List.of(), Optional.of(pieceName(piece, Construct.PLACE)),
                Optional.of(mask(region, Construct.PLACE)));
    }

    /**
     * A start placement {@code (place P REGION)}: the player's first piece type on every cell of a
     * region.
     *
     * @param player whose pieces are placed
     * @param region the cells, such as {@code corners()}
     * @return the placement record
     */
    public static Placement place(Player player, MaskExpr region) {
        return new Placement(player, List.of(), Optional.empty(), Optional.of(mask(region, Construct.PLACE)));
    }

    /**
     * A start placement {@code (place neutral NAME (i…))}: pieces of a neutral type, which belong to
     * nobody, on the listed cells.
     *
     * @param piece the name of a piece type declared {@link #NEUTRAL}
     * @param firstCell the first cell index
     * @param moreCells the other cell indices
     * @return the placement record
     */
    public static Placement placeNeutral(String piece, int firstCell, int... moreCells) {
        List<Integer> cells = new ArrayList<>(1 + moreCells.length);
        cells.add(firstCell);
        for (int c : moreCells) {
            cells.add(c);
        }
        return Placement.ofNeutral(pieceName(piece, Construct.PLACE), cells, Optional.empty());
    }

    /**
     * A start placement {@code (place neutral NAME REGION)}: pieces of a neutral type on every cell
     * of a region.
     *
     * @param piece the name of a piece type declared {@link #NEUTRAL}
     * @param region the cells, such as {@code corners()}
     * @return the placement record
     */
    public static Placement placeNeutral(String piece, MaskExpr region) {
        return Placement.ofNeutral(pieceName(piece, Construct.PLACE), List.of(), Optional.of(mask(region, Construct.PLACE)));
    }

    // ----------------------------------------------------------------------------- pieces

    /**
     * A piece type {@code (name owner)} of {@code (pieces …)}, for {@link GameBuilder.PiecesStep#pieces}.
     *
     * @param name lower case letters, digits and {@code _}, starting with a letter, not a word of the
     *     language
     * @param owner {@link #EACH} or {@link #NEUTRAL}
     * @return the piece type record; a bad name throws {@link RuleException}
     */
    public static PieceType pieceType(String name, PieceOwner owner) {
        return new PieceType(name, owner);
    }

    /**
     * A piece type {@code (name P1)} or {@code (name P2)} that only one player owns.
     *
     * @param name the type's name, as for {@link #pieceType(String, PieceOwner)}
     * @param owner {@link #P1} or {@link #P2}
     * @return the piece type record
     */
    public static PieceType pieceType(String name, Player owner) {
        if (owner == null) {
            throw new RuleException("the piece type `" + name + "` needs an owner");
        }
        return new PieceType(name, owner == Player.P1 ? PieceOwner.P1 : PieceOwner.P2);
    }

    // ----------------------------------------------------------------------------- movements

    /**
     * {@code (step DIRS)}: one step to an empty cell in one of the directions (docs/language.md,
     * {@code step}). Options: {@link MovementExpr.Step#to} and {@link MovementExpr.Step#piece}.
     *
     * @param first a direction such as {@link #UP}, a group such as {@link #DIAGONAL} or a relative
     *     direction such as {@link #FORWARD}
     * @param rest the other directions
     * @return the movement, with its options
     */
    public static MovementExpr.Step step(DirectionChoice first, DirectionChoice... rest) {
        return new MovementExpr.Step(new Movement.Step(list(Construct.STEP, d -> d, first, rest), Optional.empty(),
                Movement.DEFAULT_TO));
    }

    /**
     * {@code (slide DIRS)}: any number of steps in one direction, over empty cells, to an empty cell
     * (docs/language.md, {@code slide}). Options: {@link MovementExpr.Slide#to}, {@link
     * MovementExpr.Slide#through}, {@link MovementExpr.Slide#piece} and {@link MovementExpr.Slide#max}.
     *
     * @param first a direction, a group or a relative direction
     * @param rest the other directions
     * @return the movement, with its options
     */
    public static MovementExpr.Slide slide(DirectionChoice first, DirectionChoice... rest) {
        return new MovementExpr.Slide(new Movement.Slide(list(Construct.SLIDE, d -> d, first, rest), Optional.empty(),
                OptionalInt.empty(), Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH));
    }

    /**
     * {@code (hop DIRS)}: a jump of two cells in one direction over an occupied cell to an empty one
     * (docs/language.md, {@code hop}). Options: {@link MovementExpr.Hop#to}, {@link
     * MovementExpr.Hop#over} and {@link MovementExpr.Hop#piece}.
     *
     * @param first a direction, a group or a relative direction
     * @param rest the other directions
     * @return the movement, with its options
     */
    public static MovementExpr.Hop hop(DirectionChoice first, DirectionChoice... rest) {
        return new MovementExpr.Hop(new Movement.Hop(list(Construct.HOP, d -> d, first, rest), Optional.empty(),
                Movement.DEFAULT_OVER, Movement.DEFAULT_TO));
    }

    /**
     * {@code (cells i…)}: the listed cells (docs/language.md, {@code cells}).
     *
     * @param first a cell index
     * @param more further cell indices
     * @return the mask
     */
    public static MaskExpr cells(int first, int... more) {
        List<Integer> all = new java.util.ArrayList<>();
        all.add(first);
        for (int c : more) {
            all.add(c);
        }
        return new MaskExpr.Plain(new Mask.Cells(all));
    }

    /**
     * {@code (row N)}: the N-th row from the top, 1 the top row (docs/language.md, {@code row}).
     *
     * @param number N ≥ 1
     * @return the mask
     */
    public static MaskExpr row(int number) {
        return new MaskExpr.Plain(new Mask.Row(number));
    }

    /**
     * {@code (column N)}: the N-th column, 1 being column a (docs/language.md, {@code column}).
     *
     * @param number N ≥ 1
     * @return the mask
     */
    public static MaskExpr column(int number) {
        return new MaskExpr.Plain(new Mask.Column(number));
    }

    /**
     * {@code (jumped)}: the cell the move just made jumped over (docs/language.md, {@code jumped}).
     *
     * @return the mask
     */
    public static MaskExpr jumped() {
        return new MaskExpr.Plain(new Mask.Jumped());
    }

    /**
     * A movement record used as a movement of the builder.
     *
     * @param movement the record
     * @return the movement
     */
    public static MovementExpr movement(Movement movement) {
        return switch (movement) {
            case Movement.Step s -> new MovementExpr.Step(s);
            case Movement.Slide s -> new MovementExpr.Slide(s);
            case Movement.Hop h -> new MovementExpr.Hop(h);
            case Movement.Fly f -> new MovementExpr.Fly(f);
            case Movement.Drop d -> new MovementExpr.Drop(d);
        };
    }

    /**
     * The movement {@code (fly)}: a piece of the mover goes to any empty cell (docs/language.md,
     * {@code fly}).
     *
     * @return the movement
     */
    public static MovementExpr.Fly fly() {
        return new MovementExpr.Fly(new Movement.Fly(Optional.empty(), Movement.DEFAULT_TO,
                Movement.DEFAULT_COMPULSORY, Optional.empty()));
    }

    /**
     * The movement {@code (drop NAME)}: a piece of that type from the mover's hand onto an empty cell
     * (docs/language.md, {@code drop}).
     *
     * @param piece a declared type that the players hold in hand
     * @return the movement
     */
    public static MovementExpr.Drop drop(String piece) {
        return new MovementExpr.Drop(new Movement.Drop(piece, Movement.DEFAULT_TO, Movement.DEFAULT_COMPULSORY,
                Optional.empty()));
    }

    /**
     * The second part {@code (remove m)} of {@link PhaseBuilder.MoveAfterEffects#then}: after every
     * move, the mover takes a piece off a cell of m (docs/language.md, {@code remove}).
     *
     * @param target the cells whose piece may be removed
     * @return the removal record
     */
    public static Moves.Removal remove(MaskExpr target) {
        if (target == null) {
            throw new RuleException("`(remove …)` needs a mask, not null");
        }
        return new Moves.Removal(target.mask(), Optional.empty());
    }

    /**
     * The second part {@code (remove m (when p))}: after a move for which p holds, the mover takes a
     * piece off a cell of m (docs/language.md, {@code remove}).
     *
     * @param target the cells whose piece may be removed
     * @param condition when the removal follows the move
     * @return the removal record
     */
    public static Moves.Removal remove(MaskExpr target, PredExpr condition) {
        if (target == null || condition == null) {
            throw new RuleException("`(remove …)` needs a mask and a predicate, not null");
        }
        return new Moves.Removal(target.mask(), Optional.of(condition.pred()));
    }

    /**
     * The start rule {@code (hand P NAME N)}: the player starts with N pieces of the type in hand
     * (docs/language.md, {@code hand}).
     *
     * @param player whose hand
     * @param piece a declared type the player may own
     * @param count 0 … {@link Hand#MAX_COUNT}
     * @return the hand record
     */
    public static Hand hand(Player player, String piece, int count) {
        return new Hand(player, piece, count);
    }

    /**
     * The mask {@code (prefer m n)}: the cells of m, or those of n where m has none
     * (docs/language.md, {@code prefer}).
     *
     * @param first the cells wanted
     * @param otherwise the cells to use when there are none of the first
     * @return the mask
     */
    public static MaskExpr prefer(MaskExpr first, MaskExpr otherwise) {
        return new MaskExpr.Plain(new Mask.Prefer(first.mask(), otherwise.mask()));
    }

    /**
     * The function {@code (in_hand who)}: the pieces that player holds in hand (docs/language.md,
     * {@code in_hand}).
     *
     * @param who {@code MOVER} or {@code OPPONENT}
     * @return the function
     */
    public static FuncExpr inHand(Who who) {
        return new FuncExpr.Plain(new Func.InHand(who, Optional.empty()));
    }

    /**
     * The function {@code (in_hand who NAME)}: the pieces of one type that player holds in hand.
     *
     * @param who {@code MOVER} or {@code OPPONENT}
     * @param piece a declared piece type
     * @return the function
     */
    public static FuncExpr inHand(Who who, String piece) {
        return new FuncExpr.Plain(new Func.InHand(who, Optional.of(piece)));
    }

    /**
     * The predicate {@code (moved_by KIND)}: the action just made was a move of that kind of movement
     * (docs/language.md, {@code moved_by}).
     *
     * @param kind {@code STEP}, {@code SLIDE}, {@code HOP}, {@code FLY} or {@code DROP}
     * @return the predicate
     */
    public static PredExpr movedBy(Construct kind) {
        return new PredExpr.Plain(new Pred.MovedBy(kind));
    }

    /**
     * The shot {@code (shoot NAME movement)} of {@link PhaseBuilder.MoveAfterEffects#then}: after
     * the move, a new piece of that type on a cell the movement reaches from where the moved piece
     * landed (docs/language.md, {@code shoot}).
     *
     * @param piece a neutral type, or one every mover of the phase owns
     * @param movement how far the shot goes; it takes no {@code piece(…)}
     * @return the shot record; a movement with a piece throws {@link RuleException}
     */
    public static Moves.Shot shoot(String piece, MovementExpr movement) {
        if (movement == null) {
            throw new RuleException("`(shoot …)` needs a movement, not null");
        }
        return new Moves.Shot(pieceName(piece, Construct.SHOOT), movement.movement());
    }

    /**
     * The chain {@code (chain movement…)} of {@link PhaseBuilder.MoveAfterEffects#then(ChainExpr)}:
     * after a move, the moved piece moves again along one of the movements, as long as it can
     * (docs/language.md, {@code chain}); {@link ChainExpr#whileHolds} adds the condition.
     *
     * @param first a movement of the piece that just moved
     * @param rest the other movements
     * @return the chain, with its option
     */
    public static ChainExpr chain(MovementExpr first, MovementExpr... rest) {
        List<Movement> movements = new ArrayList<>();
        movements.add(chainMovement(first));
        for (MovementExpr m : rest) {
            movements.add(chainMovement(m));
        }
        return new ChainExpr(new Moves.Chain(movements, Optional.empty()));
    }

    private static Movement chainMovement(MovementExpr m) {
        if (m == null) {
            throw new RuleException("`(chain …)` needs movements, not null");
        }
        return m.movement();
    }

    // ----------------------------------------------------------------------------- phases

    /**
     * A phase that repeats its player order for ever: {@code (repeat (P…) …)}. Continue with
     * {@link PhaseBuilder#place(MaskExpr) place(destination)}.
     *
     * @param first the first mover
     * @param rest the later movers, in order
     * @return the phase, which needs its mechanic
     */
    public static PhaseBuilder repeat(Player first, Player... rest) {
        return new PhaseBuilder(Repetition.REPEAT, first, rest);
    }

    /**
     * A phase that runs through its player order once: {@code (once-through (P…) …)}. Continue with
     * {@link PhaseBuilder#place(MaskExpr) place(destination)}.
     *
     * @param first the first mover
     * @param rest the later movers, in order
     * @return the phase, which needs its mechanic
     */
    public static PhaseBuilder onceThrough(Player first, Player... rest) {
        return new PhaseBuilder(Repetition.ONCE_THROUGH, first, rest);
    }

    /**
     * A phase record used as a phase of the builder.
     *
     * @param phase the record
     * @return the phase
     */
    public static PhaseSpec phase(Phase phase) {
        return new PhaseSpec.Of(phase);
    }

    // ----------------------------------------------------------------------------- masks

    /**
     * {@code empty}: the cells without a piece.
     *
     * @return the mask
     */
    public static MaskExpr empty() {
        return new MaskExpr.Plain(new Mask.Empty());
    }

    /**
     * {@code occupied}: the cells holding any piece.
     *
     * @return the mask
     */
    public static MaskExpr occupied() {
        return new MaskExpr.Plain(new Mask.Occupied());
    }

    /**
     * {@code (occupied who)}: the cells holding that player's pieces.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the mask
     */
    public static MaskExpr occupied(Who who) {
        return new MaskExpr.Plain(new Mask.OccupiedBy(who));
    }

    /**
     * {@code center}: the centre cells (docs/language.md, Corners and centre).
     *
     * @return the mask
     */
    public static MaskExpr center() {
        return new MaskExpr.Plain(new Mask.Center());
    }

    /**
     * {@code corners}: every corner cell, in one mask. For the region list {@code corners} of
     * {@code connected} (one region per corner) use {@link #cornerRegions()}.
     *
     * @return the mask
     */
    public static MaskExpr corners() {
        return new MaskExpr.Plain(new Mask.Corners());
    }

    /**
     * {@code (edge X)}: a fixed edge of the board (docs/language.md, Edges).
     *
     * @param edge {@link #TOP}, {@link #BOTTOM}, {@link #LEFT_EDGE}, {@link #RIGHT_EDGE}, {@link
     *     #TOP_LEFT}, {@link #TOP_RIGHT}, {@link #BOTTOM_LEFT} or {@link #BOTTOM_RIGHT}
     * @return the mask
     */
    public static MaskExpr edge(Edge edge) {
        return new MaskExpr.Plain(new Mask.EdgeCells(edge));
    }

    /**
     * {@code (prev_move who)}: the cell of that player's most recent placement, or no cell.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the mask
     */
    public static MaskExpr prevMove(Who who) {
        return new MaskExpr.Plain(new Mask.PrevMove(who));
    }

    /**
     * {@code (no_liberties who)}: who's pieces whose group, joined in every direction, touches no
     * empty cell.
     *
     * @param who whose pieces
     * @return the mask
     */
    public static MaskExpr noLiberties(Who who) {
        return noLiberties(who, Mask.NoLiberties.DEFAULT_DIRECTION);
    }

    /**
     * {@code (no_liberties who direction:D)}: who's pieces whose group, joined by steps in the
     * directions of D, touches no empty cell one such step away.
     *
     * @param who whose pieces
     * @param direction the directions that join a group, such as {@link #ORTHOGONAL}
     * @return the mask
     */
    public static MaskExpr noLiberties(Who who, DirectionChoice direction) {
        return new MaskExpr.Plain(new Mask.NoLiberties(who, direction));
    }

    /**
     * {@code (territory who)}: the empty cells whose region, joined in every direction, touches
     * who's pieces and no other piece.
     *
     * @param who whose territory
     * @return the mask
     */
    public static MaskExpr territory(Who who) {
        return territory(who, Mask.Territory.DEFAULT_DIRECTION);
    }

    /**
     * {@code (territory who direction:D)}: the empty cells whose region, joined by steps in the
     * directions of D, touches who's pieces and no other piece.
     *
     * @param who whose territory
     * @param direction the directions that join a region, such as {@link #ORTHOGONAL}
     * @return the mask
     */
    public static MaskExpr territory(Who who, DirectionChoice direction) {
        return new MaskExpr.Plain(new Mask.Territory(who, direction));
    }

    /**
     * {@code (adjacent m)}: the cells one step from m in any direction. Choose the directions with
     * {@link MaskExpr.Adjacent#direction}.
     *
     * @param of the mask whose neighbours are taken
     * @return the mask, with its options
     */
    public static MaskExpr.Adjacent adjacent(MaskExpr of) {
        return adjacent(of, Mask.Adjacent.DEFAULT_DIRECTION);
    }

    /**
     * {@code (adjacent m direction:D)}: the cells one step from m in a direction of D.
     *
     * @param of the mask whose neighbours are taken
     * @param direction a direction such as {@link #UP} or a group such as {@link #ORTHOGONAL}
     * @return the mask, with its options
     */
    public static MaskExpr.Adjacent adjacent(MaskExpr of, DirectionChoice direction) {
        return new MaskExpr.Adjacent(new Mask.Adjacent(mask(of, Construct.ADJACENT), direction));
    }

    /**
     * {@code (in_line n)}: the mover's pieces that lie in a line of n of the mover's pieces, along
     * any axis (docs/language.md, {@code in_line}): the pieces of its mills, for n = 3.
     *
     * @param length n ≥ 1
     * @return the mask
     */
    public static MaskExpr inLine(int length) {
        return inLine(length, Mask.InLine.DEFAULT_WHO, Mask.InLine.DEFAULT_ORIENTATION);
    }

    /**
     * {@code (in_line n who orientation:O)}: who's pieces that lie in a line of n of who's pieces
     * along an axis of O.
     *
     * @param length n ≥ 1
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @param orientation the axes, such as {@link #ORTHOGONAL}
     * @return the mask
     */
    public static MaskExpr inLine(int length, Who who, Orientation orientation) {
        return new MaskExpr.Plain(new Mask.InLine(length, who, orientation));
    }

    /**
     * {@code (custodial L)}: brackets of L opponent pieces between two mover pieces, one of them
     * the mover's last move (docs/language.md, {@code custodial}). Options: {@link
     * MaskExpr.Custodial#who} and {@link MaskExpr.Custodial#orientation}.
     *
     * @param length L ≥ 0, the number of inner pieces
     * @return the mask, with its options
     */
    public static MaskExpr.Custodial custodial(int length) {
        return custodial(OptionalInt.of(length));
    }

    /**
     * {@code (custodial any)}: brackets of any number L ≥ 1 of inner pieces. Options as for {@link
     * #custodial(int)}.
     *
     * @return the mask, with its options
     */
    public static MaskExpr.Custodial custodialAny() {
        return custodial(OptionalInt.empty());
    }

    private static MaskExpr.Custodial custodial(OptionalInt length) {
        return new MaskExpr.Custodial(new Mask.Custodial(length, Mask.Custodial.DEFAULT_WHO,
                Mask.Custodial.DEFAULT_ORIENTATION));
    }

    /**
     * {@code (pattern (R C) (v…))}: the cells covered by every matching placement of an R × C
     * pattern (docs/language.md, {@code pattern}). Turned patterns match too with {@link
     * MaskExpr.Pattern#rotate()}.
     *
     * <pre>{@code
     * pattern(2, 1,  1,
     *                0)       // a mover piece above an empty cell
     * }</pre>
     *
     * @param rows R, positive
     * @param cols C, positive
     * @param values R·C values, row-major: 0 empty, 1 mover, 2 opponent, 3 anything
     * @return the mask, with its options
     */
    public static MaskExpr.Pattern pattern(int rows, int cols, int... values) {
        List<Integer> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add(v);
        }
        return new MaskExpr.Pattern(new Mask.Pattern(rows, cols, list, Mask.Pattern.DEFAULT_ROTATE));
    }

    /**
     * {@code (and m…)}: the cells in every mask.
     *
     * @param first the first mask
     * @param rest the other masks
     * @return the mask
     */
    public static MaskExpr and(MaskExpr first, MaskExpr... rest) {
        return new MaskExpr.Plain(new Mask.And(list(Construct.AND, MaskExpr::mask, first, rest)));
    }

    /**
     * {@code (or m…)}: the cells in some mask.
     *
     * @param first the first mask
     * @param rest the other masks
     * @return the mask
     */
    public static MaskExpr or(MaskExpr first, MaskExpr... rest) {
        return new MaskExpr.Plain(new Mask.Or(list(Construct.OR, MaskExpr::mask, first, rest)));
    }

    /**
     * {@code (not m)}: the board's cells outside m.
     *
     * @param mask the mask to complement
     * @return the mask
     */
    public static MaskExpr not(MaskExpr mask) {
        return new MaskExpr.Plain(new Mask.Not(mask(mask, Construct.NOT)));
    }

    /**
     * {@code (piece NAME)}: the cells holding a piece of that declared type, whoever owns it.
     *
     * @param name the name of a declared piece type
     * @return the mask
     */
    public static MaskExpr piece(String name) {
        return new MaskExpr.Plain(new Mask.PieceOf(pieceName(name, Construct.PIECE), Optional.empty()));
    }

    /**
     * {@code (piece NAME who)}: the cells holding that player's pieces of that declared type.
     *
     * @param name the name of a declared piece type
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the mask
     */
    public static MaskExpr piece(String name, Who who) {
        if (who == null) {
            throw new RuleException("`(piece " + name + " …)` needs a player, not null");
        }
        return new MaskExpr.Plain(new Mask.PieceOf(pieceName(name, Construct.PIECE), Optional.of(who)));
    }

    /**
     * A mask record used as a mask of the builder.
     *
     * @param mask the record
     * @return the mask
     */
    public static MaskExpr mask(Mask mask) {
        return new MaskExpr.Plain(mask);
    }

    // ----------------------------------------------------------------------------- regions

    /**
     * The region list {@code (m…)} of {@code connected}: one region per mask. A single region is
     * {@code regions(edge(TOP))}.
     *
     * @param first the first region
     * @param rest the other regions
     * @return the region list
     */
    public static Regions regions(MaskExpr first, MaskExpr... rest) {
        return new Regions.MaskRegions(list(Construct.CONNECTED, MaskExpr::mask, first, rest));
    }

    /**
     * The region list {@code corners} of {@code connected}: one single-cell region per corner.
     *
     * @return the region list
     */
    public static Regions cornerRegions() {
        return new Regions.CornerRegions();
    }

    /**
     * The region list {@code edges} of {@code connected}: one region per edge of the board.
     *
     * @return the region list
     */
    public static Regions edges() {
        return new Regions.EdgeRegions();
    }

    /**
     * The region list {@code edgesNoCorners} of {@code connected}: the edge regions without any
     * corner cell.
     *
     * @return the region list
     */
    public static Regions edgesNoCorners() {
        return new Regions.EdgeRegionsWithoutCorners();
    }

    // ----------------------------------------------------------------------------- functions

    /**
     * An integer literal n.
     *
     * @param value n ≥ 0 (the language writes integers with digits only)
     * @return the function
     */
    public static FuncExpr constant(int value) {
        return new FuncExpr.Plain(new Func.Const(value));
    }

    /**
     * {@code (count m)}: the number of cells of m.
     *
     * @param mask the mask
     * @return the function
     */
    public static FuncExpr count(MaskExpr mask) {
        return new FuncExpr.Plain(new Func.Count(mask(mask, Construct.COUNT)));
    }

    /**
     * {@code (score who)}: that player's score.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the function
     */
    public static FuncExpr score(Who who) {
        return new FuncExpr.Plain(new Func.Score(who));
    }

    /**
     * {@code (line n)}: the number of the mover's n-windows (docs/language.md, {@code line}).
     * Options: {@link FuncExpr.Line#exact()} and {@link FuncExpr.Line#orientation}.
     *
     * @param length n ≥ 1
     * @return the function, with its options
     */
    public static FuncExpr.Line line(int length) {
        return line(length, Func.Line.DEFAULT_ORIENTATION);
    }

    /**
     * {@code (line n orientation:O)}.
     *
     * @param length n ≥ 1
     * @param orientation the orientation families counted
     * @return the function, with its options
     */
    public static FuncExpr.Line line(int length, Orientation orientation) {
        return new FuncExpr.Line(new Func.Line(length, orientation, Func.Line.DEFAULT_EXACT));
    }

    /**
     * {@code (connected regions)}: how many regions the group of the mover's last move touches
     * (docs/language.md, {@code connected}). Options: {@link FuncExpr.Connected#who} and {@link
     * FuncExpr.Connected#direction}.
     *
     * <pre>{@code
     * atLeast(connected(regions(edge(TOP), edge(BOTTOM))), 2)   // Hex, for P1
     * }</pre>
     *
     * @param regions {@link #regions}, {@link #cornerRegions()}, {@link #edges()} or {@link
     *     #edgesNoCorners()}
     * @return the function, with its options
     */
    public static FuncExpr.Connected connected(Regions regions) {
        return new FuncExpr.Connected(new Func.Connected(regions,
                Func.Connected.DEFAULT_WHO, Func.Connected.DEFAULT_DIRECTION));
    }

    /**
     * {@code (add f…)}: the sum, wrapping on overflow.
     *
     * @param first the first term
     * @param rest the other terms
     * @return the function
     */
    public static FuncExpr add(FuncExpr first, FuncExpr... rest) {
        return new FuncExpr.Plain(new Func.Add(list(Construct.ADD, FuncExpr::func, first, rest)));
    }

    /**
     * {@code (multiply f…)}: the product, wrapping on overflow.
     *
     * @param first the first factor
     * @param rest the other factors
     * @return the function
     */
    public static FuncExpr multiply(FuncExpr first, FuncExpr... rest) {
        return new FuncExpr.Plain(new Func.Multiply(list(Construct.MULTIPLY, FuncExpr::func, first, rest)));
    }

    /**
     * {@code (subtract f g)}: f − g.
     *
     * @param left f
     * @param right g
     * @return the function
     */
    public static FuncExpr subtract(FuncExpr left, FuncExpr right) {
        return new FuncExpr.Plain(new Func.Subtract(func(left, Construct.SUBTRACT), func(right, Construct.SUBTRACT)));
    }

    /**
     * A function record used as a function of the builder.
     *
     * @param func the record
     * @return the function
     */
    public static FuncExpr func(Func func) {
        return new FuncExpr.Plain(func);
    }

    // ----------------------------------------------------------------------------- predicates

    /**
     * {@code (= f…)}: all values are equal (true for one function).
     *
     * @param first the first function
     * @param rest the other functions
     * @return the predicate
     */
    public static PredExpr eq(FuncExpr first, FuncExpr... rest) {
        return new PredExpr.Plain(new Pred.Equal(list(Construct.EQUAL, FuncExpr::func, first, rest)));
    }

    /**
     * {@code (= f n)}, as in {@code eq(line(4), 1)}.
     *
     * @param left f
     * @param right the literal n ≥ 0
     * @return the predicate
     */
    public static PredExpr eq(FuncExpr left, int right) {
        return eq(left, constant(right));
    }

    /**
     * {@code (>= f g)}.
     *
     * @param left f
     * @param right g
     * @return the predicate
     */
    public static PredExpr atLeast(FuncExpr left, FuncExpr right) {
        return new PredExpr.Plain(new Pred.AtLeast(func(left, Construct.AT_LEAST), func(right, Construct.AT_LEAST)));
    }

    /**
     * {@code (>= f n)}, as in {@code atLeast(score(MOVER), 10)}.
     *
     * @param left f
     * @param right the literal n ≥ 0
     * @return the predicate
     */
    public static PredExpr atLeast(FuncExpr left, int right) {
        return atLeast(left, constant(right));
    }

    /**
     * {@code (<= f g)}.
     *
     * @param left f
     * @param right g
     * @return the predicate
     */
    public static PredExpr atMost(FuncExpr left, FuncExpr right) {
        return new PredExpr.Plain(new Pred.AtMost(func(left, Construct.AT_MOST), func(right, Construct.AT_MOST)));
    }

    /**
     * {@code (<= f n)}.
     *
     * @param left f
     * @param right the literal n ≥ 0
     * @return the predicate
     */
    public static PredExpr atMost(FuncExpr left, int right) {
        return atMost(left, constant(right));
    }

    /**
     * {@code (exists m)}: m has at least one cell.
     *
     * @param mask the mask
     * @return the predicate
     */
    public static PredExpr exists(MaskExpr mask) {
        return new PredExpr.Plain(new Pred.Exists(mask(mask, Construct.EXISTS)));
    }

    /**
     * {@code (full_board)}: no cell is empty.
     *
     * @return the predicate
     */
    public static PredExpr fullBoard() {
        return new PredExpr.Plain(new Pred.FullBoard());
    }

    /**
     * {@code (no_moves)}: the player to move next has no legal action besides passing; only in the
     * condition of an end rule (docs/language.md, {@code no_moves}).
     *
     * @return the predicate
     */
    public static PredExpr noMoves() {
        return new PredExpr.Plain(new Pred.NoMoves());
    }

    /**
     * {@code (promoted)}: a {@code promote} effect of the step just made changed a piece; only in end
     * rules and in a chain's condition (docs/language.md, {@code promoted}).
     *
     * @return the predicate
     */
    public static PredExpr promoted() {
        return new PredExpr.Plain(new Pred.Promoted());
    }

    /**
     * {@code (repeated N window:D)}: the position after the move has now occurred at least N times,
     * counting the positions since the last capture at most D moves back; only in the condition of
     * an end rule (docs/language.md, {@code repeated}).
     *
     * @param times N ≥ 2
     * @param window D, 1 … 1024
     * @return the predicate
     */
    public static PredExpr repeated(int times, int window) {
        return new PredExpr.Plain(new Pred.Repeated(times, window));
    }

    /**
     * {@code (quiet_moves)}: the moves made since the last capture, or since the start, this one
     * included; only in end rules (docs/language.md, {@code quiet_moves}).
     *
     * @return the function
     */
    public static FuncExpr quietMoves() {
        return new FuncExpr.Plain(new Func.QuietMoves());
    }

    /**
     * {@code (move_count)}: the moves made since the start, this one included; only in end rules
     * (docs/language.md, {@code move_count}).
     *
     * @return the function
     */
    public static FuncExpr moveCount() {
        return new FuncExpr.Plain(new Func.MoveCount());
    }

    /**
     * {@code (mover_is P)}: the context's mover is P.
     *
     * @param player {@link #P1} or {@link #P2}
     * @return the predicate
     */
    public static PredExpr moverIs(Player player) {
        return new PredExpr.Plain(new Pred.MoverIs(player));
    }

    /**
     * {@code (passed who)}: that player's most recent action was a pass.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the predicate
     */
    public static PredExpr passed(Who who) {
        return new PredExpr.Plain(new Pred.Passed(who));
    }

    /**
     * {@code (passed both)}: both players' most recent actions were passes.
     *
     * @return the predicate
     */
    public static PredExpr passedBoth() {
        return new PredExpr.Plain(new Pred.PassedBoth());
    }

    /**
     * {@code (and p…)}: every predicate holds. Functions are accepted as predicates ("&gt; 0").
     *
     * @param first the first predicate
     * @param rest the other predicates
     * @return the predicate
     */
    public static PredExpr and(PredExpr first, PredExpr... rest) {
        return new PredExpr.Plain(new Pred.And(list(Construct.AND, PredExpr::pred, first, rest)));
    }

    /**
     * {@code (or p…)}: some predicate holds. Functions are accepted as predicates ("&gt; 0").
     *
     * @param first the first predicate
     * @param rest the other predicates
     * @return the predicate
     */
    public static PredExpr or(PredExpr first, PredExpr... rest) {
        return new PredExpr.Plain(new Pred.Or(list(Construct.OR, PredExpr::pred, first, rest)));
    }

    /**
     * {@code (not p)}: p does not hold. A function is accepted as a predicate, so {@code
     * not(line(5))} is {@code (not (line 5))}.
     *
     * @param pred the predicate
     * @return the predicate
     */
    public static PredExpr not(PredExpr pred) {
        if (pred == null) {
            throw new RuleException("`(not …)` needs a predicate");
        }
        return new PredExpr.Plain(new Pred.Not(pred.pred()));
    }

    /**
     * A predicate record used as a predicate of the builder.
     *
     * @param pred the record
     * @return the predicate
     */
    public static PredExpr pred(Pred pred) {
        return new PredExpr.Plain(pred);
    }

    // ----------------------------------------------------------------------------- effects

    /**
     * {@code (capture m)}: the opponent's pieces in m are removed. Options: {@link
     * EffectExpr.Capture#who} and {@link EffectExpr.Capture#incrementScore()}.
     *
     * @param mask the cells to capture
     * @return the effect, with its options
     */
    public static EffectExpr.Capture capture(MaskExpr mask) {
        return capture(mask, Effect.Capture.DEFAULT_TARGET);
    }

    /**
     * {@code (capture m who)}: that player's pieces in m are removed.
     *
     * @param mask the cells to capture
     * @param who the target player
     * @return the effect, with its options
     */
    public static EffectExpr.Capture capture(MaskExpr mask, Who who) {
        return new EffectExpr.Capture(new Effect.Capture(mask(mask, Construct.CAPTURE), who,
                Effect.Capture.DEFAULT_INCREMENT_SCORE));
    }

    /**
     * {@code (flip m)}: the opponent's pieces in m become the mover's. Option: {@link
     * EffectExpr.Flip#who}.
     *
     * @param mask the cells to flip
     * @return the effect, with its options
     */
    public static EffectExpr.Flip flip(MaskExpr mask) {
        return flip(mask, Effect.Flip.DEFAULT_TARGET);
    }

    /**
     * {@code (flip m who)}: that player's pieces in m become the other player's.
     *
     * @param mask the cells to flip
     * @param who the target player
     * @return the effect, with its options
     */
    public static EffectExpr.Flip flip(MaskExpr mask, Who who) {
        return new EffectExpr.Flip(new Effect.Flip(mask(mask, Construct.FLIP), who));
    }

    /**
     * {@code (increment_score who f)}: score[who] += f.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @param amount f
     * @return the effect
     */
    public static EffectExpr incrementScore(Who who, FuncExpr amount) {
        return new EffectExpr.Plain(new Effect.IncrementScore(who, func(amount, Construct.INCREMENT_SCORE)));
    }

    /**
     * {@code (increment_score who n)}.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @param amount the literal n ≥ 0
     * @return the effect
     */
    public static EffectExpr incrementScore(Who who, int amount) {
        return incrementScore(who, constant(amount));
    }

    /**
     * {@code (set_score who f)}: score[who] ← f.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @param value f
     * @return the effect
     */
    public static EffectExpr setScore(Who who, FuncExpr value) {
        return new EffectExpr.Plain(new Effect.SetScore(who, func(value, Construct.SET_SCORE)));
    }

    /**
     * {@code (promote FROM TO m)}: the mover's pieces of type FROM on the cells of m become pieces of
     * type TO (docs/language.md, {@code promote}).
     *
     * @param from the declared type before
     * @param to the declared type after
     * @param cells m
     * @return the effect
     */
    public static EffectExpr promote(String from, String to, MaskExpr cells) {
        return new EffectExpr.Plain(new Effect.Promote(from, to, cells.mask()));
    }

    /**
     * {@code (set_score who n)}.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @param value the literal n ≥ 0
     * @return the effect
     */
    public static EffectExpr setScore(Who who, int value) {
        return setScore(who, constant(value));
    }

    /**
     * An effect record used as an effect of the builder.
     *
     * @param effect the record
     * @return the effect
     */
    public static EffectExpr effect(Effect effect) {
        return new EffectExpr.Plain(effect);
    }

    // ----------------------------------------------------------------------------- end rules

    /**
     * An end rule {@code (if p o)}: when p holds after a move, the game ends with o. A function may
     * stand for the predicate: {@code when(line(3), moverWins())}.
     *
     * @param condition p
     * @param outcome o, from {@link #moverWins()} and its siblings
     * @return the end rule record
     */
    public static EndRule when(PredExpr condition, Outcome outcome) {
        if (condition == null) {
            throw new RuleException("`(if …)` needs a condition and an outcome");
        }
        return new EndRule(condition.pred(), outcome);
    }

    /**
     * {@code (who win)}.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the outcome record
     */
    public static Outcome win(Who who) {
        return new Outcome.Win(who);
    }

    /**
     * {@code (who lose)}.
     *
     * @param who {@link #MOVER} or {@link #OPPONENT}
     * @return the outcome record
     */
    public static Outcome lose(Who who) {
        return new Outcome.Lose(who);
    }

    /**
     * {@code (mover win)}: the player who just moved wins.
     *
     * @return the outcome record
     */
    public static Outcome moverWins() {
        return win(Who.MOVER);
    }

    /**
     * {@code (mover lose)}: the player who just moved loses.
     *
     * @return the outcome record
     */
    public static Outcome moverLoses() {
        return lose(Who.MOVER);
    }

    /**
     * {@code (opponent win)}: the other player wins.
     *
     * @return the outcome record
     */
    public static Outcome opponentWins() {
        return win(Who.OPPONENT);
    }

    /**
     * {@code (opponent lose)}: the other player loses.
     *
     * @return the outcome record
     */
    public static Outcome opponentLoses() {
        return lose(Who.OPPONENT);
    }

    /**
     * {@code (draw)}.
     *
     * @return the outcome record
     */
    public static Outcome draw() {
        return new Outcome.Draw();
    }

    /**
     * {@code (by_score)}: the higher score wins; equal scores draw.
     *
     * @return the outcome record
     */
    public static Outcome byScore() {
        return new Outcome.ByScore();
    }

    /**
     * {@code (by_score f)}: the final scores become f evaluated for each player as the mover; the
     * higher wins, equal ones draw.
     *
     * @param value the final score of the player it is evaluated for
     * @return the outcome record
     */
    public static Outcome byScore(FuncExpr value) {
        return byScore(value, Outcome.ByScore.DEFAULT_KOMI, null);
    }

    /**
     * {@code (by_score f komi:K ties:P)}: as {@link #byScore(FuncExpr)}, with K added to P2's final
     * score and equal final scores won by {@code ties} (a draw where it is null).
     *
     * @param value the final score of the player it is evaluated for
     * @param komi the points P2's final score gains
     * @param ties who wins equal final scores, or null for a draw
     * @return the outcome record
     */
    public static Outcome byScore(FuncExpr value, int komi, Player ties) {
        if (value == null) {
            throw new RuleException("`(by_score …)` needs a function, not null");
        }
        return new Outcome.ByScore(Optional.of(value.func()), komi, Optional.ofNullable(ties));
    }

    // ----------------------------------------------------------------------------- helpers

    private static Mask mask(MaskExpr expr, Construct construct) {
        if (expr == null) {
            throw new RuleException("`(" + construct.spelling() + " …)` needs a mask, not null");
        }
        return expr.mask();
    }

    private static String pieceName(String name, Construct construct) {
        if (name == null) {
            throw new RuleException("`(" + construct.spelling() + " …)` needs a piece name, not null");
        }
        return name;
    }

    private static Func func(FuncExpr expr, Construct construct) {
        if (expr == null) {
            throw new RuleException("`(" + construct.spelling() + " …)` needs a function, not null");
        }
        return expr.func();
    }

    @SafeVarargs
    private static <E, T> List<T> list(Construct construct, Function<E, T> unwrap, E first, E... rest) {
        List<T> all = new ArrayList<>(1 + rest.length);
        all.add(element(construct, unwrap, first));
        for (E e : rest) {
            all.add(element(construct, unwrap, e));
        }
        return all;
    }

    private static <E, T> T element(Construct construct, Function<E, T> unwrap, E e) {
        if (e == null) {
            throw new RuleException("`(" + construct.spelling() + " …)` cannot contain null");
        }
        return unwrap.apply(e);
    }
}
