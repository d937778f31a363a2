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
 * orthogonal} on hex boards, no {@code pattern} on hex boards, only edges the board has (§2.4),
 * start cells below M, an odd hexagon diameter. Boards are small (at most 25 cells) and
 * expressions at most {@link #DEFAULT_DEPTH} levels deep, so that generating, writing, reading
 * and simulating stay fast.
 *
 * <p>Every choice is drawn from a single source of integers, where 0 (the low end of each range)
 * is the simplest choice: QuickTheories can then shrink a failing game towards a small one. The
 * same games can be drawn outside QuickTheories with {@link #randomGame(RandomGenerator)}, for
 * example to simulate many random games from a seed.
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

    /** The edges {@code board} has (semantics §2.4). */
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

        Builder(Draw draw, Board board, int maxDepth) {
            this.draw = draw;
            this.board = board != null ? board : board(draw);
            this.maxDepth = Math.max(0, maxDepth);
        }

        private static Board board(Draw draw) {
            return switch (draw.between(0, 3)) {
                case 0 -> new Board.Square(draw.between(1, 5));
                case 1 -> new Board.Rectangle(draw.between(1, 4), draw.between(1, 6));
                case 2 -> new Board.HexRectangle(draw.between(1, 4), draw.between(1, 5));
                default -> new Board.Hexagon(2 * draw.between(0, 2) + 1);
            };
        }

        Game game() {
            StringBuilder name = new StringBuilder();
            int length = draw.between(1, 12);
            for (int i = 0; i < length; i++) {
                name.append(NAME_CHARACTERS.charAt(draw.between(0, NAME_CHARACTERS.length() - 1)));
            }
            List<Placement> start = list(0, 2, () -> new Placement(player(), list(1, 3,
                    () -> draw.between(0, board.cellCount() - 1))));
            List<Phase> phases = list(1, 3, this::phase);
            List<EndRule> endRules = list(1, 3, () -> new EndRule(pred(maxDepth), outcome()));
            return new Game(name.toString(), 2, board, start, phases, endRules);
        }

        private Phase phase() {
            Repetition repetition = pick(List.of(Repetition.REPEAT, Repetition.ONCE_THROUGH));
            List<Player> order = list(1, 4, this::player);
            Who placer = pick(List.of(Who.MOVER, Who.OPPONENT));
            Mask destination = mask(maxDepth);
            Optional<Pred> result = chance() ? Optional.of(pred(maxDepth)) : Optional.empty();
            List<Effect> effects = list(0, 3, this::effect);
            return new Phase(repetition, order, new Mechanic(placer, destination, result, effects, chance()));
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
                default -> new Outcome.ByScore();
            };
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
                            who(), pick(orientationsOf(board)))));
            if (!board.isHex()) {
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
