package dev.plateau.properties;

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
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.quicktheories.core.Gen;
import org.quicktheories.impl.Constraint;

/**
 * Random rule graphs for property tests: well-typed games that are also valid for their board, so
 * that the analysis accepts them and a simulator can run them.
 *
 * <p>"Valid for the board" means: no {@code up}, {@code down}, {@code vertical} or {@code
 * orthogonal} on hex boards, no {@code pattern} on hex or graph boards, only edges the board has,
 * start cells below M, an odd hexagon diameter. Boards are small (at most 25 cells) and
 * expressions at most {@link #DEFAULT_DEPTH} levels deep, so that generating, writing, reading
 * and simulating stay fast.
 *
 * <p>Every choice is drawn from a single source of integers, where 0 (the low end of each range)
 * is the simplest choice: QuickTheories can then shrink a failing game towards a small one. The
 * same games can be drawn outside QuickTheories with {@link #randomGame(RandomGenerator)}, for
 * example to simulate many random games from a seed.
 *
 * <p>{@link #simulationGames()} draws from a wider distribution meant for differential tests of
 * the simulators: besides everything {@link #games()} draws, it sometimes uses boards whose
 * bitboards need several 64-bit words (up to 201 cells), often gives result constraints the shapes
 * that the lowering evaluates cellwise (line counts compared with values that do not depend on the
 * placed cell, custodial brackets, full board, with wrap-around constants), often restricts
 * destinations to empty cells and end rules to conditions that take a while to hold, so that games
 * last longer, sometimes starts on a crowded board, and sometimes ends with a full-board draw.
 */
public final class GameGenerators {
    /** The default bound on nesting: how many operators may wrap a leaf mask, function or predicate. */
    public static final int DEFAULT_DEPTH = 3;

    private static final String NAME_CHARACTERS = "abcdefgXYZ 0123456789-_;()'é×";

    private GameGenerators() {}

    /** Random games valid for their boards, with expressions up to {@link #DEFAULT_DEPTH} deep. */
    public static Gen<Game> games() {
        return games(DEFAULT_DEPTH);
    }

    /** Random games valid for their boards, with expressions up to {@code maxDepth} deep (≥ 0). */
    public static Gen<Game> games(int maxDepth) {
        return in -> new Builder(draw(in), null, maxDepth).game();
    }

    /**
     * Random games for simulator tests, valid for their boards: the constructs of {@link #games()},
     * plus multi-word boards, cellwise-shaped result constraints and more playable rules (see the
     * class comment).
     */
    public static Gen<Game> simulationGames() {
        return in -> new Builder(draw(in), null, DEFAULT_DEPTH, true).game();
    }

    /** One random game from the distribution of {@link #simulationGames()}. */
    public static Game randomSimulationGame(RandomGenerator random) {
        return new Builder((lo, hi) -> (int) random.nextLong(lo, hi + 1L), null, DEFAULT_DEPTH, true).game();
    }

    /** Random small boards of all four kinds. */
    public static Gen<Board> boards() {
        return in -> new Builder(draw(in), null, 0).board;
    }

    /** Random masks valid on {@code board}. */
    public static Gen<Mask> masks(Board board) {
        return in -> new Builder(draw(in), board, DEFAULT_DEPTH).mask(DEFAULT_DEPTH);
    }

    /** Random functions valid on {@code board}. */
    public static Gen<Func> funcs(Board board) {
        return in -> new Builder(draw(in), board, DEFAULT_DEPTH).func(DEFAULT_DEPTH);
    }

    /** Random predicates valid on {@code board}. */
    public static Gen<Pred> preds(Board board) {
        return in -> new Builder(draw(in), board, DEFAULT_DEPTH).pred(DEFAULT_DEPTH);
    }

    /** One random game drawn from {@code random}, from the same distribution as {@link #games()}. */
    public static Game randomGame(RandomGenerator random) {
        return randomGame(random, DEFAULT_DEPTH);
    }

    /** One random game drawn from {@code random}, with expressions up to {@code maxDepth} deep. */
    public static Game randomGame(RandomGenerator random, int maxDepth) {
        return new Builder((lo, hi) -> (int) random.nextLong(lo, hi + 1L), null, maxDepth).game();
    }

    /**
     * A random graph board (docs/language.md, {@code graph}): random points of a grid of 2 to 6 rows
     * and columns (a1 and b1 always among them), each row, column and down-right diagonal cut into
     * runs of consecutive points, every run of two or more a line.
     */
    public static Board graphBoard(java.util.function.IntBinaryOperator between) {
        int rows = between.applyAsInt(2, 6);
        int cols = between.applyAsInt(2, 6);
        List<Board.Point> points = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (between.applyAsInt(0, 3) > 0 || (r == 0 && c < 2)) {
                    points.add(new Board.Point(r, c));
                }
            }
        }
        List<List<Board.Point>> lines = new ArrayList<>();
        List<java.util.function.ToIntFunction<Board.Point>> keys = List.of(Board.Point::row, Board.Point::col,
                p -> p.col() - p.row());
        for (var key : keys) {
            java.util.Map<Integer, List<Board.Point>> groups = new java.util.TreeMap<>();
            for (Board.Point p : points) {
                groups.computeIfAbsent(key.applyAsInt(p), k -> new ArrayList<>()).add(p);
            }
            for (List<Board.Point> group : groups.values()) {
                List<Board.Point> run = new ArrayList<>();
                for (Board.Point p : group) {
                    if (between.applyAsInt(0, 3) == 0) {
                        if (run.size() >= 2) {
                            lines.add(run);
                        }
                        run = new ArrayList<>();
                    }
                    run.add(p);
                }
                if (run.size() >= 2) {
                    lines.add(run);
                }
            }
        }
        if (lines.isEmpty()) {
            lines.add(List.of(points.get(0), points.get(1)));
        }
        return new Board.Graph(points, lines);
    }

    /** The edges {@code board} has (docs/language.md, Edges). */
    public static List<Edge> edgesOf(Board board) {
        return board instanceof Board.Hexagon
                ? List.of(Edge.TOP, Edge.BOTTOM, Edge.TOP_LEFT, Edge.TOP_RIGHT, Edge.BOTTOM_LEFT, Edge.BOTTOM_RIGHT)
                : List.of(Edge.TOP, Edge.BOTTOM, Edge.LEFT, Edge.RIGHT);
    }

    /** The orientations valid on {@code board}: all but {@code vertical} and {@code orthogonal} on hex boards. */
    public static List<Orientation> orientationsOf(Board board) {
        List<Orientation> out = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            if (!board.isHex() || (o != Orientation.VERTICAL && o != Orientation.ORTHOGONAL)) {
                out.add(o);
            }
        }
        return out;
    }

    /** The directions and direction groups valid on {@code board} for {@code direction:}, {@code any} first. */
    public static List<DirectionChoice> directionChoicesOf(Board board) {
        List<DirectionChoice> out = new ArrayList<>();
        out.add(Orientation.ANY);
        for (Direction d : Direction.values()) {
            if (!board.isHex() || (d != Direction.UP && d != Direction.DOWN)) {
                out.add(d);
            }
        }
        for (Orientation o : orientationsOf(board)) {
            if (o != Orientation.ANY) {
                out.add(o);
            }
        }
        return out;
    }

    /** A source of integers: a value in {@code [lo, hi]}, both inclusive. */
    @FunctionalInterface
    private interface Draw {
        int between(int lo, int hi);
    }

    private static Draw draw(org.quicktheories.core.RandomnessSource in) {
        return (lo, hi) -> (int) in.next(Constraint.between(lo, hi));
    }

    /** Draws one game (or one expression) for one board. */
    private static final class Builder {
        private final Draw draw;
        private final Board board;
        private final int maxDepth;
        /** The wider distribution of {@link #simulationGames()}. */
        private final boolean simulation;

        Builder(Draw draw, Board board, int maxDepth) {
            this(draw, board, maxDepth, false);
        }

        Builder(Draw draw, Board board, int maxDepth, boolean simulation) {
            this.draw = draw;
            this.simulation = simulation;
            this.board = board != null ? board : simulation && draw.between(0, 7) == 7 ? largeBoard(draw) : board(draw);
            this.maxDepth = Math.max(0, maxDepth);
        }

        private static Board board(Draw draw) {
            return switch (draw.between(0, 4)) {
                case 0 -> new Board.Square(draw.between(1, 5));
                case 1 -> new Board.Rectangle(draw.between(1, 4), draw.between(1, 6));
                case 2 -> new Board.HexRectangle(draw.between(1, 4), draw.between(1, 5));
                case 3 -> graphBoard(draw::between);
                default -> new Board.Hexagon(2 * draw.between(0, 2) + 1);
            };
        }

        /**
         * Boards whose bit layout needs several words: two words (65 to 128 bits, at most 99 cells),
         * or long boards of 2 or 3 rows where a vertical or diagonal step moves a bit by 33 to 67
         * positions, so that shifts cross whole words (at most 201 cells, four words).
         */
        private static Board largeBoard(Draw draw) {
            return switch (draw.between(0, 5)) {
                case 0 -> new Board.Square(draw.between(9, 9));
                case 1 -> new Board.Rectangle(draw.between(5, 7), 13);
                case 2 -> new Board.HexRectangle(draw.between(9, 11), 9);
                case 3 -> new Board.Hexagon(2 * draw.between(4, 5) + 1); // 61 cells on 81 bits, 91 on 121
                case 4 -> new Board.Rectangle(draw.between(2, 3), draw.between(33, 67));
                default -> new Board.HexRectangle(draw.between(2, 3), draw.between(33, 67));
            };
        }

        Game game() {
            StringBuilder name = new StringBuilder();
            int length = draw.between(1, 12);
            for (int i = 0; i < length; i++) {
                name.append(NAME_CHARACTERS.charAt(draw.between(0, NAME_CHARACTERS.length() - 1)));
            }
            List<Placement> start = simulation && draw.between(0, 3) == 3 ? denseStart()
                    : list(0, 2, () -> new Placement(player(), list(1, 3, () -> draw.between(0, board.cellCount() - 1))));
            List<Phase> phases = list(1, 3, this::phase);
            List<EndRule> endRules = list(1, 3, () -> new EndRule(simulation ? endCondition() : pred(maxDepth), outcome()));
            if (simulation && chance()) {
                endRules = new ArrayList<>(endRules);
                endRules.add(new EndRule(new Pred.FullBoard(), new Outcome.Draw()));
            }
            return new Game(name.toString(), 2, board, start, phases, endRules);
        }

        private Phase phase() {
            Repetition repetition = pick(List.of(Repetition.REPEAT, Repetition.ONCE_THROUGH));
            List<Player> order = list(1, 4, this::player);
            Who placer = pick(List.of(Who.MOVER, Who.OPPONENT));
            Mask destination = simulation ? simulationDestination() : mask(maxDepth);
            Optional<Pred> result = !chance() ? Optional.empty()
                    : simulation && chance() ? Optional.of(cellwisePred(maxDepth)) : Optional.of(pred(maxDepth));
            List<Effect> effects = list(0, 3, this::effect);
            if (simulation && draw.between(0, 4) == 0) {
                return new Phase(repetition, order, groupRules(destination, result));
            }
            return new Phase(repetition, order, new Mechanic(placer, destination, result, effects, chance()));
        }

        /**
         * A placement of Go's kind: the opponent's groups without liberties captured (or not), and
         * {@code no_suicide}, {@code no_repeat} (a small window, which may forget) and {@code pass}
         * in any combination.
         */
        private Mechanic groupRules(Mask destination, Optional<Pred> result) {
            DirectionChoice joined = pick(directionChoicesOf(board));
            List<Effect> effects = new ArrayList<>();
            if (draw.between(0, 3) > 0) {
                effects.add(new Effect.Capture(new Mask.NoLiberties(Who.OPPONENT, joined), Who.OPPONENT, chance()));
            }
            if (chance()) {
                effects.add(chance() ? new Effect.IncrementScore(who(), func(1)) : new Effect.SetScore(who(), func(1)));
            }
            Optional<DirectionChoice> suicide = chance() ? Optional.of(joined) : Optional.empty();
            // No no_repeat here yet: where a placement may replace a piece, or the window fills, the
            // simulator compares with the boards before the present one and the reference after it
            // (see the session note of 2026-11-28); Go itself (empty cells, a window the length of
            // the game) is checked by its conformance and rule tests.
            OptionalInt repeat = OptionalInt.empty();
            boolean always = chance();
            return new Mechanic(Who.MOVER, destination, result, effects, !always && chance(), always, suicide, repeat);
        }

        private Effect effect() {
            int depth = maxDepth;
            return switch (draw.between(0, 3)) {
                case 0 -> new Effect.Capture(mask(depth), who(), chance());
                case 1 -> new Effect.Flip(mask(depth), who());
                case 2 -> new Effect.IncrementScore(who(), func(depth));
                default -> new Effect.SetScore(who(), func(depth));
            };
        }

        private Outcome outcome() {
            return switch (draw.between(0, 3)) {
                case 0 -> new Outcome.Win(who());
                case 1 -> new Outcome.Lose(who());
                case 2 -> new Outcome.Draw();
                default -> chance() ? new Outcome.ByScore()
                        : new Outcome.ByScore(chance() ? Optional.of(func(1)) : Optional.empty(), draw.between(0, 3),
                                chance() ? Optional.empty() : Optional.of(player()));
            };
        }

        /**
         * Start placements that fill a good part of the board (each cell P1, P2 or empty, with a
         * density drawn per game), so that the first legal masks are computed on crowded boards.
         */
        private List<Placement> denseStart() {
            int density = draw.between(1, 4);
            List<Integer> p1 = new ArrayList<>();
            List<Integer> p2 = new ArrayList<>();
            for (int cell = 0; cell < board.cellCount(); cell++) {
                int v = draw.between(0, 9);
                if (v < density) {
                    p1.add(cell);
                } else if (v < 2 * density) {
                    p2.add(cell);
                }
            }
            List<Placement> start = new ArrayList<>();
            if (!p1.isEmpty()) {
                start.add(new Placement(Player.P1, p1));
            }
            if (!p2.isEmpty()) {
                start.add(new Placement(Player.P2, p2));
            }
            return start;
        }

        /** A destination: any mask, or (in three cases out of four) empty cells, possibly restricted. */
        private Mask simulationDestination() {
            return switch (draw.between(0, 3)) {
                case 0 -> mask(maxDepth);
                case 1 -> new Mask.Empty();
                case 2 -> new Mask.And(List.of(new Mask.Empty(), mask(maxDepth - 1)));
                default -> new Mask.And(List.of(new Mask.Empty(), new Mask.Not(mask(maxDepth - 1))));
            };
        }

        /**
         * An end condition that usually does not hold from the first move on, so that games last:
         * lines, piece counts, scores, connections, passes, a full board; sometimes any predicate,
         * alone or as a further condition.
         */
        private Pred endCondition() {
            List<Supplier<Pred>> options = List.of(
                    () -> pred(maxDepth),
                    () -> new Pred.Positive(new Func.Line(draw.between(2, 4), pick(orientationsOf(board)), chance())),
                    () -> new Pred.AtLeast(new Func.Count(new Mask.OccupiedBy(who())),
                            new Func.Const(draw.between(2, Math.max(2, board.cellCount() / 2)))),
                    () -> new Pred.AtLeast(new Func.Score(who()), new Func.Const(draw.between(1, 8))),
                    () -> new Pred.AtLeast(
                            new Func.Connected(regions(maxDepth - 1), who(), pick(directionChoicesOf(board))),
                            new Func.Const(draw.between(1, 3))),
                    Pred.PassedBoth::new,
                    Pred.FullBoard::new,
                    () -> new Pred.And(List.of(pred(maxDepth - 1), endCondition())));
            return pick(options).get();
        }

        /**
         * A predicate of the shapes that the lowering evaluates cellwise for a result constraint:
         * line counts (not exact) added to or compared with values that do not depend on the placed
         * cell, custodial brackets of the mover, the full board, and their logical combinations.
         * Also predicates that do not depend on the board at all, and (rarely) anything else.
         */
        Pred cellwisePred(int depth) {
            List<Supplier<Pred>> options = new ArrayList<>(List.of(
                    () -> new Pred.Positive(lineish(depth)),
                    () -> new Pred.AtLeast(lineish(depth), invariantFunc()),
                    () -> new Pred.AtLeast(invariantFunc(), lineish(depth)),
                    () -> new Pred.AtMost(lineish(depth), invariantFunc()),
                    () -> new Pred.AtMost(invariantFunc(), lineish(depth)),
                    () -> chance()
                            ? new Pred.Equal(List.of(lineish(depth), invariantFunc()))
                            : new Pred.Equal(List.of(invariantFunc(), lineish(depth), lineish(depth))),
                    () -> new Pred.Exists(custodialOfMover()),
                    () -> new Pred.Exists(new Mask.Or(List.of(custodialOfMover(), invariantMask()))),
                    Pred.FullBoard::new,
                    () -> new Pred.Exists(invariantMask()),
                    () -> new Pred.MoverIs(player()),
                    () -> new Pred.Passed(who()),
                    () -> pred(Math.max(0, depth - 1))));
            if (depth > 0) {
                options.add(() -> new Pred.And(list(1, 3, () -> cellwisePred(depth - 1))));
                options.add(() -> new Pred.Or(list(1, 3, () -> cellwisePred(depth - 1))));
                options.add(() -> new Pred.Not(cellwisePred(depth - 1)));
            }
            return pick(options).get();
        }

        /** A function built from line counts that the cellwise path supports. */
        private Func lineish(int depth) {
            List<Supplier<Func>> options = new ArrayList<>(List.of(
                    () -> new Func.Line(draw.between(1, 5), pick(orientationsOf(board)), false),
                    () -> new Func.Line(draw.between(1, 3), Orientation.ANY, false)));
            if (depth > 0) {
                options.add(() -> new Func.Add(
                        List.of(lineish(depth - 1), chance() ? lineish(depth - 1) : invariantFunc())));
                options.add(() -> new Func.Subtract(lineish(depth - 1), invariantFunc()));
            }
            return pick(options).get();
        }

        /** A function whose value a trial placement cannot change; sometimes near the int32 limits. */
        private Func invariantFunc() {
            return switch (draw.between(0, 5)) {
                case 0, 1 -> new Func.Const(draw.between(0, 6));
                case 2 -> new Func.Const(pick(List.of(Integer.MAX_VALUE, Integer.MAX_VALUE - 1, 1 << 30, 65_536)));
                case 3 -> new Func.Score(who());
                case 4 -> new Func.Count(invariantMask());
                default -> new Func.Subtract(new Func.Const(draw.between(0, 3)), new Func.Const(draw.between(0, 3)));
            };
        }

        /** A mask whose value a trial placement cannot change. */
        private Mask invariantMask() {
            return switch (draw.between(0, 4)) {
                case 0 -> new Mask.Center();
                case 1 -> new Mask.Corners();
                case 2 -> new Mask.EdgeCells(pick(edgesOf(board)));
                case 3 -> new Mask.PrevMove(Who.OPPONENT);
                default -> new Mask.Adjacent(new Mask.PrevMove(Who.OPPONENT), pick(directionChoicesOf(board)));
            };
        }

        private Mask custodialOfMover() {
            return new Mask.Custodial(chance() ? OptionalInt.empty() : OptionalInt.of(draw.between(0, 3)),
                    Who.MOVER, pick(orientationsOf(board)));
        }

        Mask mask(int depth) {
            List<Supplier<Mask>> options = new ArrayList<>(List.of(
                    Mask.Empty::new,
                    Mask.Occupied::new,
                    () -> new Mask.OccupiedBy(who()),
                    Mask.Center::new,
                    Mask.Corners::new,
                    () -> new Mask.EdgeCells(pick(edgesOf(board))),
                    () -> new Mask.PrevMove(who()),
                    () -> new Mask.Custodial(chance() ? OptionalInt.empty() : OptionalInt.of(draw.between(0, 4)),
                            who(), pick(orientationsOf(board))),
                    () -> new Mask.InLine(draw.between(1, 4), who(), pick(orientationsOf(board))),
                    () -> new Mask.NoLiberties(who(), pick(directionChoicesOf(board))),
                    () -> new Mask.Territory(who(), pick(directionChoicesOf(board)))));
            if (!board.isHex() && !(board instanceof Board.Graph)) {
                options.add(() -> {
                    int rows = draw.between(1, 3);
                    int cols = draw.between(1, 3);
                    return new Mask.Pattern(rows, cols, list(rows * cols, rows * cols, () -> draw.between(0, 3)),
                            chance());
                });
            }
            if (depth > 0) {
                options.add(() -> new Mask.Adjacent(mask(depth - 1), pick(directionChoicesOf(board))));
                options.add(() -> new Mask.And(list(1, 3, () -> mask(depth - 1))));
                options.add(() -> new Mask.Or(list(1, 3, () -> mask(depth - 1))));
                options.add(() -> new Mask.Not(mask(depth - 1)));
            }
            return pick(options).get();
        }

        Func func(int depth) {
            List<Supplier<Func>> options = new ArrayList<>(List.of(
                    () -> new Func.Const(draw.between(0, 1) == 0 ? draw.between(0, 20) : draw.between(0, Integer.MAX_VALUE)),
                    () -> new Func.Score(who()),
                    () -> new Func.Line(draw.between(1, 5), pick(orientationsOf(board)), chance()),
                    () -> new Func.Count(mask(Math.max(0, depth - 1))),
                    () -> new Func.Connected(regions(Math.max(0, depth - 1)), who(), pick(directionChoicesOf(board)))));
            if (depth > 0) {
                options.add(() -> new Func.Add(list(1, 3, () -> func(depth - 1))));
                options.add(() -> new Func.Multiply(list(1, 3, () -> func(depth - 1))));
                options.add(() -> new Func.Subtract(func(depth - 1), func(depth - 1)));
            }
            return pick(options).get();
        }

        private Regions regions(int depth) {
            return switch (draw.between(0, 3)) {
                case 0 -> new Regions.EdgeRegions();
                case 1 -> new Regions.CornerRegions();
                case 2 -> new Regions.EdgeRegionsWithoutCorners();
                default -> new Regions.MaskRegions(list(1, 3, () -> mask(depth)));
            };
        }

        Pred pred(int depth) {
            List<Supplier<Pred>> options = new ArrayList<>(List.of(
                    Pred.FullBoard::new,
                    () -> new Pred.Positive(func(Math.max(0, depth - 1))),
                    () -> new Pred.Exists(mask(Math.max(0, depth - 1))),
                    () -> new Pred.MoverIs(player()),
                    () -> new Pred.Passed(who()),
                    Pred.PassedBoth::new,
                    () -> new Pred.Equal(list(1, 3, () -> func(Math.max(0, depth - 1)))),
                    () -> new Pred.AtLeast(func(Math.max(0, depth - 1)), func(Math.max(0, depth - 1))),
                    () -> new Pred.AtMost(func(Math.max(0, depth - 1)), func(Math.max(0, depth - 1)))));
            if (depth > 0) {
                options.add(() -> new Pred.And(list(1, 3, () -> pred(depth - 1))));
                options.add(() -> new Pred.Or(list(1, 3, () -> pred(depth - 1))));
                options.add(() -> new Pred.Not(pred(depth - 1)));
            }
            return pick(options).get();
        }

        private Who who() {
            return pick(List.of(Who.MOVER, Who.OPPONENT));
        }

        private Player player() {
            return pick(List.of(Player.P1, Player.P2));
        }

        private boolean chance() {
            return draw.between(0, 1) == 1;
        }

        private <T> T pick(List<T> options) {
            return options.get(draw.between(0, options.size() - 1));
        }

        private <T> List<T> list(int min, int max, Supplier<T> element) {
            int n = draw.between(min, max);
            List<T> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                out.add(element.get());
            }
            return out;
        }
    }
}
