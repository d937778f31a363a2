package dev.plateau.properties;

import dev.plateau.analysis.Analysis;
import dev.plateau.diagnostics.GameException;
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
import dev.plateau.rules.Parameters;
import dev.plateau.rules.Phase;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.RelativeDirection;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.RuleException;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * Random movement games for differential tests (docs/language.md, Pieces and moves): random boards
 * (square, rectangle, sometimes hexagon or graph; a square or rectangle sometimes {@code without} a
 * few cells), one to three piece types (sometimes a neutral one, which then enters by a shot or
 * stands on random cells from the start as walls, {@code (place neutral n …)}, or both), typed start
 * pieces on random cells, one move phase of steps, slides and hops in random directions (relative
 * ones where the board has up and down), random destinations and passable cells drawn from {@link
 * GameGenerators#masks}, sometimes a piece restriction, a maximum, compulsory movements, a custodial
 * or jumped capture with hostile cells, a promotion, a shot or a chain (going on always, after a
 * jump, until a promotion, or both) or else sometimes a removal ({@code (then (remove …))}, after a
 * line of three, a drop or a flight, or always), and a forced pass, and one to three end rules among
 * reaching an edge, no moves, quiet moves, a move count, repetition, a promotion, too few pieces on
 * the board and in hand, and a random predicate. Sometimes the players hold pieces in hand (0 to 5
 * of a type, {@code (hand …)}), and then the phase drops them ({@code (drop …)}, sometimes
 * compulsory); sometimes pieces fly ({@code (fly)}, usually while the mover is down to a few pieces),
 * and some movements hold only {@code (when …)} a condition on the counts holds. Every game passes
 * the analysis (a draw that does not is drawn again).
 */
final class MovementGameGenerators {
    private MovementGameGenerators() {}

    /** Random movement games valid for their boards. */
    static Gen<Game> games() {
        return in -> {
            for (int attempt = 0; ; attempt++) {
                try {
                    Game g = new Builder(in).game();
                    Analysis.analyze(g);
                    return g;
                } catch (GameException | RuleException e) {
                    if (attempt > 200) {
                        throw new IllegalStateException("no valid movement game in 200 draws", e);
                    }
                }
            }
        };
    }

    private static final class Builder {
        private final RandomnessSource in;
        private final Board board;

        Builder(RandomnessSource in) {
            this.in = in;
            Board drawn = switch (between(0, 6)) {
                case 0 -> new Board.Hexagon(between(3, 5));
                case 1, 2 -> new Board.Rectangle(between(3, 9), between(3, 9));
                case 6 -> GameGenerators.graphBoard(this::between);
                default -> new Board.Square(between(3, 10));
            };
            this.board = between(0, 2) == 0 ? withoutSomeCells(drawn) : drawn;
        }

        /**
         * A square or rectangle without one to a quarter of its cells, drawn at random (docs/language.md,
         * {@code without}); other boards as they are.
         */
        Board withoutSomeCells(Board full) {
            if (!(full instanceof Board.Square || full instanceof Board.Rectangle)) {
                return full;
            }
            int positions = full.cellCount(); // the full grid's, as nothing is removed yet
            Set<Integer> removed = new java.util.TreeSet<>();
            for (int i = between(1, positions / 4); i > 0; i--) {
                removed.add(between(0, positions - 1));
            }
            List<Integer> list = List.copyOf(removed);
            return switch (full) {
                case Board.Square sq -> new Board.Square(sq.size(), list);
                case Board.Rectangle r -> new Board.Rectangle(r.rows(), r.cols(), list);
                default -> full;
            };
        }

        /** One to {@code most} distinct cells of the board not yet in {@code used} (perhaps none), which join it. */
        List<Integer> freeCells(Set<Integer> used, int most) {
            List<Integer> at = new ArrayList<>();
            for (int i = between(1, Math.max(1, most)); i > 0; i--) {
                int c = between(0, board.cellCount() - 1);
                if (used.add(c)) {
                    at.add(c);
                }
            }
            return at;
        }

        int between(int lo, int hi) {
            return (int) in.next(Constraint.between(lo, hi));
        }

        boolean chance() {
            return between(0, 1) == 1;
        }

        <T> T pick(List<T> options) {
            return options.get(between(0, options.size() - 1));
        }

        Mask mask() {
            return GameGenerators.masks(board).generate(in);
        }

        Game game() {
            int cells = board.cellCount();
            List<PieceType> types = new ArrayList<>();
            types.add(new PieceType("a", PieceOwner.EACH));
            if (chance()) {
                types.add(new PieceType("b", pick(List.of(PieceOwner.EACH, PieceOwner.P1, PieceOwner.P2))));
            }
            boolean neutral = chance();
            if (neutral) {
                types.add(new PieceType("n", PieceOwner.NEUTRAL));
            }
            List<Placement> start = new ArrayList<>();
            Set<Integer> used = new LinkedHashSet<>();
            for (Player p : Player.values()) {
                for (PieceType t : types) {
                    if (!t.owner().ownedBy(p) || (t != types.get(0) && chance())) {
                        continue;
                    }
                    List<Integer> at = freeCells(used, cells / 6);
                    if (!at.isEmpty()) {
                        start.add(new Placement(p, at, Optional.of(t.name()), Optional.empty()));
                    }
                }
            }
            // Neutral pieces stand as walls from the start, or enter by a shot, or both.
            boolean walls = neutral && chance();
            boolean shoots = neutral && (!walls || chance());
            if (walls) {
                List<Integer> at = freeCells(used, cells / 8);
                if (!at.isEmpty()) {
                    start.add(Placement.ofNeutral("n", at, Optional.empty()));
                }
            }
            List<Hand> hands = between(0, 2) == 0 ? hands(types) : List.of();
            List<Movement> movements = new ArrayList<>();
            if (!hands.isEmpty() && between(0, 3) != 0) {
                movements.add(drop(hands));
            }
            for (int i = between(1, 3); i > 0; i--) {
                movements.add(movement(types, true));
            }
            if (between(0, 3) == 0) {
                movements.add(fly(types));
            }
            List<Effect> effects = new ArrayList<>();
            if (chance()) {
                Optional<Mask> hostile = chance() ? Optional.of(pick(List.of(new Mask.Center(), new Mask.Corners(),
                        new Mask.And(List.of(new Mask.Center(), new Mask.Empty()))))) : Optional.empty();
                Mask custodial = new Mask.Custodial(OptionalInt.of(between(1, 2)), Who.MOVER,
                        pick(orientations()), hostile);
                effects.add(new Effect.Capture(switch (between(0, 2)) {
                    case 0 -> custodial;
                    case 1 -> new Mask.Jumped();
                    default -> mask();
                }, Who.OPPONENT, chance()));
            }
            if (types.size() > 1 && types.get(1).owner() == PieceOwner.EACH && chance()) {
                effects.add(chance() ? new Effect.Promote("a", "b", mask()) : new Effect.Promote("b", "a", mask()));
            }
            Optional<Moves.Shot> shot = shoots ? Optional.of(new Moves.Shot("n", movement(types, false))) : Optional.empty();
            Optional<Moves.Chain> chain = !shoots && chance() ? Optional.of(chain(types)) : Optional.empty();
            Moves moves = new Moves(movements, effects, shot, between(0, 3) == 0, chain);
            if (shot.isEmpty() && chain.isEmpty() && chance()) {
                moves = moves.withThen(Optional.of(removal()));
            }
            List<Player> order = between(0, 4) == 0 ? List.of(Player.P1, Player.P1, Player.P2, Player.P2)
                    : List.of(Player.P1, Player.P2);
            List<EndRule> end = new ArrayList<>();
            for (int i = between(1, 3); i > 0; i--) {
                end.add(endRule(!hands.isEmpty()));
            }
            return new Game("random movement game", 2, board, types, start, hands,
                    List.of(new Phase(Repetition.REPEAT, order, moves)), end, Parameters.NONE);
        }

        /** Hands of 0 to 5 pieces: of the first type for each player, sometimes of the second type too. */
        List<Hand> hands(List<PieceType> types) {
            List<Hand> hands = new ArrayList<>();
            for (Player p : Player.values()) {
                for (PieceType t : types) {
                    if (t.owner().ownedBy(p) && t.owner() != PieceOwner.NEUTRAL && (t == types.get(0) || chance())) {
                        hands.add(new Hand(p, t.name(), between(0, 5)));
                    }
                }
            }
            return hands;
        }

        /** A drop of a type held in hand, on empty cells or a random mask, sometimes compulsory or with a condition. */
        Movement drop(List<Hand> hands) {
            Mask to = chance() ? new Mask.Empty() : mask();
            return new Movement.Drop(pick(hands).piece(), to, between(0, 2) == 0, between(0, 3) == 0
                    ? Optional.of(condition()) : Optional.empty());
        }

        /** A flight to empty cells or a random mask, usually only while the mover has a few pieces on the board. */
        Movement fly(List<PieceType> types) {
            Optional<String> piece = chance() ? Optional.of(types.get(0).name()) : Optional.empty();
            Mask to = between(0, 2) == 0 ? mask() : new Mask.Empty();
            Optional<Pred> when = between(0, 3) == 0 ? Optional.empty() : Optional.of(new Pred.AtMost(
                    new Func.Count(new Mask.OccupiedBy(Who.MOVER)), new Func.Const(between(1, 4))));
            return new Movement.Fly(piece, to, false, when);
        }

        /**
         * A condition of a movement ({@code (when …)}): on the mover's pieces on the board or in hand, or
         * a random predicate.
         */
        Pred condition() {
            Func count = new Func.Count(new Mask.OccupiedBy(pick(List.of(Who.MOVER, Who.OPPONENT))));
            return switch (between(0, 3)) {
                case 0 -> new Pred.AtLeast(count, new Func.Const(between(1, 5)));
                case 1 -> new Pred.AtMost(count, new Func.Const(between(1, 5)));
                case 2 -> new Pred.AtLeast(new Func.InHand(Who.MOVER, Optional.empty()), new Func.Const(between(0, 2)));
                default -> GameGenerators.preds(board).generate(in);
            };
        }

        /**
         * A removal of an opponent's piece (outside lines of three where there are such) or of a random
         * mask, after a move that makes a line of three, after a drop or a flight, or always.
         */
        Moves.Removal removal() {
            Mask opponent = new Mask.OccupiedBy(Who.OPPONENT);
            Mask target = switch (between(0, 2)) {
                case 0 -> opponent;
                case 1 -> new Mask.Prefer(new Mask.And(List.of(opponent,
                        new Mask.Not(new Mask.InLine(3, Who.OPPONENT, Mask.InLine.DEFAULT_ORIENTATION)))), opponent);
                default -> mask();
            };
            Optional<Pred> when = switch (between(0, 3)) {
                case 0 -> Optional.empty();
                case 1 -> Optional.of(new Pred.MovedBy(pick(List.of(Construct.DROP, Construct.FLY, Construct.STEP))));
                default -> Optional.of(new Pred.Exists(new Mask.And(List.of(new Mask.PrevMove(Who.MOVER),
                        new Mask.InLine(between(2, 3), Who.MOVER, pick(orientations()))))));
            };
            return new Moves.Removal(target, when);
        }

        /** A chain of one or two movements, going on always, after a jump, or until a promotion. */
        Moves.Chain chain(List<PieceType> types) {
            List<Movement> movements = new ArrayList<>(List.of(movement(types, true)));
            if (chance()) {
                movements.add(movement(types, true));
            }
            Pred jumped = new Pred.Exists(new Mask.Jumped());
            Pred notPromoted = new Pred.Not(new Pred.Promoted());
            Optional<Pred> condition = switch (between(0, 3)) {
                case 0 -> Optional.empty();
                case 1 -> Optional.of(jumped);
                case 2 -> Optional.of(notPromoted);
                default -> Optional.of(new Pred.And(List.of(jumped, notPromoted)));
            };
            return new Moves.Chain(movements, condition);
        }

        List<Orientation> orientations() {
            return board.isHex() ? List.of(Orientation.HORIZONTAL, Orientation.ANY, Orientation.FORWARD_DIAGONAL)
                    : List.of(Orientation.ORTHOGONAL, Orientation.DIAGONAL, Orientation.ANY, Orientation.VERTICAL);
        }

        List<DirectionChoice> directionWords() {
            List<DirectionChoice> words = new ArrayList<>();
            for (Direction d : Direction.values()) {
                if (!board.isHex() || (d != Direction.UP && d != Direction.DOWN)) {
                    words.add(d);
                }
            }
            words.addAll(orientations());
            if (!board.isHex()) {
                words.addAll(List.of(RelativeDirection.values()));
            }
            return words;
        }

        Movement movement(List<PieceType> types, boolean mayRestrict) {
            List<DirectionChoice> directions = new ArrayList<>();
            for (int i = between(1, 3); i > 0; i--) {
                DirectionChoice d = pick(directionWords());
                if (!directions.contains(d)) {
                    directions.add(d);
                }
            }
            Optional<String> piece = mayRestrict && chance()
                    ? Optional.of(pick(types.stream().filter(t -> t.owner() == PieceOwner.EACH).toList()).name())
                    : Optional.empty();
            Mask to = switch (between(0, 3)) {
                case 0 -> new Mask.Not(new Mask.OccupiedBy(Who.MOVER));
                case 1 -> mask();
                default -> new Mask.Empty();
            };
            boolean compulsory = mayRestrict && between(0, 3) == 0;
            Optional<Pred> when = mayRestrict && between(0, 4) == 0 ? Optional.of(condition()) : Optional.empty();
            if (between(0, 3) == 0) {
                return new Movement.Hop(directions, piece, chance() ? new Mask.Occupied() : mask(), to, compulsory, when);
            }
            if (chance()) {
                return new Movement.Step(directions, piece, to, compulsory, when);
            }
            Mask through = chance() ? new Mask.Empty() : mask();
            OptionalInt max = chance() ? OptionalInt.of(between(1, 4)) : OptionalInt.empty();
            return new Movement.Slide(directions, piece, max, to, through, compulsory, when);
        }

        /** An end rule; in a game with hands, no repetition (refused there) and sometimes too few pieces on the board and in hand. */
        EndRule endRule(boolean hands) {
            Outcome win = pick(List.of(new Outcome.Win(Who.MOVER), new Outcome.Lose(Who.MOVER), new Outcome.Draw()));
            int kind = between(0, 7);
            if (hands && kind == 4) {
                return new EndRule(new Pred.AtMost(new Func.Add(List.of(new Func.Count(new Mask.OccupiedBy(Who.OPPONENT)),
                        new Func.InHand(Who.OPPONENT, Optional.empty()))), new Func.Const(2)), win);
            }
            Pred condition = switch (kind) {
                case 0 -> new Pred.Exists(new Mask.And(List.of(new Mask.OccupiedBy(Who.MOVER),
                        new Mask.EdgeCells(pick(board.isHex() ? List.of(Edge.TOP_LEFT, Edge.BOTTOM_RIGHT)
                                : List.of(Edge.TOP, Edge.BOTTOM, Edge.LEFT))))));
                case 1 -> new Pred.NoMoves();
                case 2 -> new Pred.AtLeast(new Func.QuietMoves(), new Func.Const(between(1, 30)));
                case 3 -> new Pred.AtLeast(new Func.MoveCount(), new Func.Const(between(1, 60)));
                case 4 -> new Pred.Repeated(between(2, 3), between(1, 12));
                case 5 -> new Pred.Not(new Pred.Exists(new Mask.PieceOf("a", Optional.of(Who.OPPONENT))));
                case 6 -> new Pred.Promoted();
                default -> GameGenerators.preds(board).generate(in);
            };
            return new EndRule(condition, win);
        }
    }
}
