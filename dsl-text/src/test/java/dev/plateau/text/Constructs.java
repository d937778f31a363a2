package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
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
import dev.plateau.rules.Outcome;
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
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * Every construct of the grammar in its canonical spelling next to the node it denotes, shared by
 * the reader test (text → node) and the writer test (node → text). Each construct is embedded in a
 * small game at the position its kind belongs to, so the reader sees it in context.
 */
final class Constructs {
    private Constructs() {}

    /** Where a construct is embedded in a game, and how to get it back out of the game. */
    enum Position {
        BOARD("(game \"t\" (players 2) (equipment (board %s))"
                + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))))",
                Game::board),
        MASK("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination %s)))) (end (if (full_board) (draw)))))",
                g -> mechanic(g).destination()),
        FUNC("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty) (result (>= %s 0)))))"
                + " (end (if (full_board) (draw)))))",
                g -> ((Pred.AtLeast) mechanic(g).result().orElseThrow()).left()),
        REGIONS("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty))))"
                + " (end (if (connected %s) (mover win)))))",
                g -> ((Func.Connected) ((Pred.Positive) g.endRules().get(0).condition()).func()).regions()),
        PRED("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty) (result %s))))"
                + " (end (if (full_board) (draw)))))",
                g -> mechanic(g).result().orElseThrow()),
        EFFECT("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty) (effects %s))))"
                + " (end (if (full_board) (draw)))))",
                g -> mechanic(g).effects().get(0)),
        OUTCOME("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty))))"
                + " (end (if (full_board) %s))))",
                g -> g.endRules().get(0).outcome()),
        PHASE("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play %s) (end (if (full_board) (draw)))))",
                g -> g.phases().get(0)),
        PIECE_TYPE("(game \"t\" (players 2) (equipment (board (square 3)) (pieces %s))"
                + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))))",
                g -> g.pieces().get(0)),
        START("(game \"t\" (players 2) (equipment (board (square 3)) (pieces (pawn each) (wall P2)))"
                + " (rules (start %s) (play (repeat (P1 P2) (move (step any)))) (end (if (no_moves) (mover lose)))))",
                g -> g.start().get(0)),
        MOVEMENT("(game \"t\" (players 2) (equipment (board (square 3)) (pieces (pawn each)))"
                + " (rules (play (repeat (P1 P2) (move %s))) (end (if (no_moves) (mover lose)))))",
                g -> ((Moves) g.phases().get(0).rule()).movements().get(0)),
        END_CONDITION("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if %s (mover win)))))",
                g -> g.endRules().get(0).condition()),
        HEURISTIC("(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))"
                + " (heuristic %s)))",
                g -> g.heuristic().orElseThrow());

        private final String template;
        private final Function<Game, Node> extract;

        Position(String template, Function<Game, Node> extract) {
            this.template = template;
            this.extract = extract;
        }

        /** A whole game with {@code snippet} at this position. */
        String embed(String snippet) {
            return template.formatted(snippet);
        }

        /** The 0-based index in {@link #embed}'s text where the snippet starts. */
        int offset() {
            return template.indexOf("%s");
        }

        /** The node at this position of a game built from {@link #embed}. */
        Node extract(Game game) {
            return extract.apply(game);
        }

        /** A game in Java with {@code node} at this position, for the writer. */
        Game gameWith(Node node) {
            Game base = LdxReader.read("base.ldx", embed(placeholder())).game();
            return switch (this) {
                case BOARD -> new Game("t", 2, (Board) node, List.of(), base.phases(), base.endRules());
                case MASK -> withMechanic(base, new Mechanic(Who.MOVER, (Mask) node, Optional.empty(), List.of(), false));
                case FUNC -> withMechanic(base, new Mechanic(Who.MOVER, new Mask.Empty(),
                        Optional.of(new Pred.AtLeast((Func) node, new Func.Const(0))), List.of(), false));
                case REGIONS -> new Game("t", 2, base.board(), List.of(), base.phases(), List.of(new EndRule(
                        new Pred.Positive(new Func.Connected((Regions) node, Who.MOVER, Orientation.ANY)),
                        new Outcome.Win(Who.MOVER))));
                case PRED -> withMechanic(base, new Mechanic(Who.MOVER, new Mask.Empty(), Optional.of((Pred) node),
                        List.of(), false));
                case EFFECT -> withMechanic(base, new Mechanic(Who.MOVER, new Mask.Empty(), Optional.empty(),
                        List.of((Effect) node), false));
                case OUTCOME -> new Game("t", 2, base.board(), List.of(), base.phases(),
                        List.of(new EndRule(new Pred.FullBoard(), (Outcome) node)));
                case PHASE -> new Game("t", 2, base.board(), List.of(), List.of((Phase) node), base.endRules());
                case PIECE_TYPE -> new Game("t", 2, base.board(), List.of((PieceType) node), base.start(), base.phases(),
                        base.endRules(), Parameters.NONE);
                case START -> new Game("t", 2, base.board(), base.pieces(), List.of((Placement) node), base.phases(),
                        base.endRules(), Parameters.NONE);
                case MOVEMENT -> new Game("t", 2, base.board(), base.pieces(), base.start(),
                        List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2),
                                new Moves(List.of((Movement) node), List.of(), Optional.empty(), false))),
                        base.endRules(), Parameters.NONE);
                case END_CONDITION -> new Game("t", 2, base.board(), List.of(), base.phases(),
                        List.of(new EndRule((Pred) node, new Outcome.Win(Who.MOVER))));
                case HEURISTIC -> base.withHeuristic((Func) node);
            };
        }

        private String placeholder() {
            return switch (this) {
                case BOARD -> "(square 3)";
                case MASK -> "empty";
                case FUNC -> "1";
                case REGIONS -> "edges";
                case PRED -> "(full_board)";
                case EFFECT -> "(flip empty)";
                case OUTCOME -> "(draw)";
                case PHASE -> "(repeat (P1 P2) (place (destination empty)))";
                case PIECE_TYPE -> "(stone each)";
                case START -> "(place P1 (0))";
                case MOVEMENT -> "(step any)";
                case END_CONDITION -> "(full_board)";
                case HEURISTIC -> "1";
            };
        }

        private static Game withMechanic(Game base, Mechanic m) {
            return new Game("t", 2, base.board(), List.of(),
                    List.of(new Phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), m)), base.endRules());
        }

        private static Mechanic mechanic(Game g) {
            return g.phases().get(0).mechanic();
        }
    }

    /**
     * One construct.
     *
     * @param position where it is embedded
     * @param text its canonical text, as the writer writes it
     * @param node the node it denotes
     */
    record Case(Position position, String text, Node node) {
        @Override
        public String toString() {
            return position + " " + text;
        }
    }

    /** Every construct of the grammar, in canonical form. */
    static List<Case> canonical() {
        List<Case> cases = new ArrayList<>();
        // boards
        add(cases, Position.BOARD, "(square 3)", new Board.Square(3));
        add(cases, Position.BOARD, "(rectangle 6 7)", new Board.Rectangle(6, 7));
        add(cases, Position.BOARD, "(hexagon 9)", new Board.Hexagon(9));
        add(cases, Position.BOARD, "(hexagon 1)", new Board.Hexagon(1));
        add(cases, Position.BOARD, "(hex_rectangle 11 11)", new Board.HexRectangle(11, 11));
        add(cases, Position.BOARD, "(graph (points a1 c1 b2 a3 c3) (lines (a1 c1) (a1 b2 c3) (a3 b2)))",
                new Board.Graph(List.of(Board.Point.named("a1"), Board.Point.named("c1"), Board.Point.named("b2"),
                        Board.Point.named("a3"), Board.Point.named("c3")),
                        List.of(List.of(Board.Point.named("a1"), Board.Point.named("c1")),
                                List.of(Board.Point.named("a1"), Board.Point.named("b2"), Board.Point.named("c3")),
                                List.of(Board.Point.named("a3"), Board.Point.named("b2")))));
        add(cases, Position.BOARD, "(square 7) (without (0 48))", new Board.Square(7, List.of(0, 48)));
        // masks
        add(cases, Position.MASK, "empty", new Mask.Empty());
        add(cases, Position.MASK, "occupied", new Mask.Occupied());
        add(cases, Position.MASK, "(occupied mover)", new Mask.OccupiedBy(Who.MOVER));
        add(cases, Position.MASK, "(occupied opponent)", new Mask.OccupiedBy(Who.OPPONENT));
        add(cases, Position.MASK, "(in_line 3)", new Mask.InLine(3, Who.MOVER, Orientation.ANY));
        add(cases, Position.MASK, "(in_line 2 opponent orientation:vertical)",
                new Mask.InLine(2, Who.OPPONENT, Orientation.VERTICAL));
        add(cases, Position.MASK, "center", new Mask.Center());
        add(cases, Position.MASK, "corners", new Mask.Corners());
        for (Edge e : Edge.values()) {
            add(cases, Position.MASK, "(edge " + e.word() + ")", new Mask.EdgeCells(e));
        }
        add(cases, Position.MASK, "(prev_move mover)", new Mask.PrevMove(Who.MOVER));
        add(cases, Position.MASK, "(prev_move opponent)", new Mask.PrevMove(Who.OPPONENT));
        add(cases, Position.MASK, "(adjacent empty)", new Mask.Adjacent(new Mask.Empty(), Orientation.ANY));
        for (Direction d : Direction.values()) {
            add(cases, Position.MASK, "(adjacent occupied direction:" + d.word() + ")",
                    new Mask.Adjacent(new Mask.Occupied(), d));
        }
        for (Orientation o : Orientation.values()) {
            if (o != Orientation.ANY) {
                add(cases, Position.MASK, "(adjacent occupied direction:" + o.word() + ")",
                        new Mask.Adjacent(new Mask.Occupied(), o));
                add(cases, Position.MASK, "(custodial 1 orientation:" + o.word() + ")",
                        new Mask.Custodial(OptionalInt.of(1), Who.MOVER, o));
            }
        }
        add(cases, Position.MASK, "(custodial 2)", new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.ANY));
        add(cases, Position.MASK, "(custodial 0)", new Mask.Custodial(OptionalInt.of(0), Who.MOVER, Orientation.ANY));
        add(cases, Position.MASK, "(custodial any)", new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY));
        add(cases, Position.MASK, "(custodial 2 opponent)",
                new Mask.Custodial(OptionalInt.of(2), Who.OPPONENT, Orientation.ANY));
        add(cases, Position.MASK, "(custodial any opponent orientation:diagonal)",
                new Mask.Custodial(OptionalInt.empty(), Who.OPPONENT, Orientation.DIAGONAL));
        add(cases, Position.MASK, "(pattern (2 1) (1 0))", new Mask.Pattern(2, 1, List.of(1, 0), false));
        add(cases, Position.MASK, "(pattern (1 3) (1 3 2) rotate:true)", new Mask.Pattern(1, 3, List.of(1, 3, 2), true));
        add(cases, Position.MASK, "(and empty (edge top))",
                new Mask.And(List.of(new Mask.Empty(), new Mask.EdgeCells(Edge.TOP))));
        add(cases, Position.MASK, "(and empty)", new Mask.And(List.of(new Mask.Empty())));
        add(cases, Position.MASK, "(or center corners occupied)",
                new Mask.Or(List.of(new Mask.Center(), new Mask.Corners(), new Mask.Occupied())));
        add(cases, Position.MASK, "(not empty)", new Mask.Not(new Mask.Empty()));
        add(cases, Position.MASK, "(and empty (not (adjacent (adjacent (prev_move opponent)))))",
                new Mask.And(List.of(new Mask.Empty(), new Mask.Not(new Mask.Adjacent(new Mask.Adjacent(
                        new Mask.PrevMove(Who.OPPONENT), Orientation.ANY), Orientation.ANY)))));
        // functions
        add(cases, Position.FUNC, "0", new Func.Const(0));
        add(cases, Position.FUNC, "2147483647", new Func.Const(Integer.MAX_VALUE));
        add(cases, Position.FUNC, "(count empty)", new Func.Count(new Mask.Empty()));
        add(cases, Position.FUNC, "(count (and corners (occupied mover)))",
                new Func.Count(new Mask.And(List.of(new Mask.Corners(), new Mask.OccupiedBy(Who.MOVER)))));
        add(cases, Position.FUNC, "(score mover)", new Func.Score(Who.MOVER));
        add(cases, Position.FUNC, "(score opponent)", new Func.Score(Who.OPPONENT));
        add(cases, Position.FUNC, "(line 3)", new Func.Line(3, Orientation.ANY, false));
        add(cases, Position.FUNC, "(line 5 exact:true)", new Func.Line(5, Orientation.ANY, true));
        for (Orientation o : Orientation.values()) {
            if (o != Orientation.ANY) {
                add(cases, Position.FUNC, "(line 4 orientation:" + o.word() + ")", new Func.Line(4, o, false));
            }
        }
        add(cases, Position.FUNC, "(line 4 orientation:diagonal exact:true)",
                new Func.Line(4, Orientation.DIAGONAL, true));
        add(cases, Position.FUNC, "(connected corners)", connected(new Regions.CornerRegions(), Who.MOVER, Orientation.ANY));
        add(cases, Position.FUNC, "(connected edges)", connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY));
        add(cases, Position.FUNC, "(connected edgesNoCorners)",
                connected(new Regions.EdgeRegionsWithoutCorners(), Who.MOVER, Orientation.ANY));
        add(cases, Position.FUNC, "(connected ((edge top) (edge bottom)))", connected(new Regions.MaskRegions(
                List.of(new Mask.EdgeCells(Edge.TOP), new Mask.EdgeCells(Edge.BOTTOM))), Who.MOVER, Orientation.ANY));
        add(cases, Position.FUNC, "(connected ((edge top)))", connected(new Regions.MaskRegions(
                List.of(new Mask.EdgeCells(Edge.TOP))), Who.MOVER, Orientation.ANY));
        add(cases, Position.FUNC, "(connected edges opponent)", connected(new Regions.EdgeRegions(), Who.OPPONENT,
                Orientation.ANY));
        add(cases, Position.FUNC, "(connected edges direction:orthogonal)", connected(new Regions.EdgeRegions(),
                Who.MOVER, Orientation.ORTHOGONAL));
        add(cases, Position.FUNC, "(connected ((edge left) (edge right)) opponent direction:up)",
                connected(new Regions.MaskRegions(List.of(new Mask.EdgeCells(Edge.LEFT),
                        new Mask.EdgeCells(Edge.RIGHT))), Who.OPPONENT, Direction.UP));
        add(cases, Position.FUNC, "(add 1 2 3)", new Func.Add(List.of(c(1), c(2), c(3))));
        add(cases, Position.FUNC, "(add 1)", new Func.Add(List.of(c(1))));
        add(cases, Position.FUNC, "(multiply (score mover) 2)",
                new Func.Multiply(List.of(new Func.Score(Who.MOVER), c(2))));
        add(cases, Position.FUNC, "(subtract (count empty) 1)", new Func.Subtract(new Func.Count(new Mask.Empty()), c(1)));
        // region lists
        add(cases, Position.REGIONS, "corners", new Regions.CornerRegions());
        add(cases, Position.REGIONS, "edges", new Regions.EdgeRegions());
        add(cases, Position.REGIONS, "edgesNoCorners", new Regions.EdgeRegionsWithoutCorners());
        add(cases, Position.REGIONS, "(corners)", new Regions.MaskRegions(List.of(new Mask.Corners())));
        add(cases, Position.REGIONS, "((and (edge top) (not corners)) center)", new Regions.MaskRegions(List.of(
                new Mask.And(List.of(new Mask.EdgeCells(Edge.TOP), new Mask.Not(new Mask.Corners()))),
                new Mask.Center())));
        // predicates
        add(cases, Position.PRED, "(= (line 4) 1)", new Pred.Equal(List.of(new Func.Line(4, Orientation.ANY, false), c(1))));
        add(cases, Position.PRED, "(= 1)", new Pred.Equal(List.of(c(1))));
        add(cases, Position.PRED, "(= 1 2 3)", new Pred.Equal(List.of(c(1), c(2), c(3))));
        add(cases, Position.PRED, "(>= (score mover) 10)", new Pred.AtLeast(new Func.Score(Who.MOVER), c(10)));
        add(cases, Position.PRED, "(<= (count empty) 3)", new Pred.AtMost(new Func.Count(new Mask.Empty()), c(3)));
        add(cases, Position.PRED, "(exists (custodial any))",
                new Pred.Exists(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY)));
        add(cases, Position.PRED, "(exists (and empty (not center)))",
                new Pred.Exists(new Mask.And(List.of(new Mask.Empty(), new Mask.Not(new Mask.Center())))));
        add(cases, Position.PRED, "(full_board)", new Pred.FullBoard());
        add(cases, Position.PRED, "(mover_is P1)", new Pred.MoverIs(Player.P1));
        add(cases, Position.PRED, "(mover_is P2)", new Pred.MoverIs(Player.P2));
        add(cases, Position.PRED, "(passed mover)", new Pred.Passed(Who.MOVER));
        add(cases, Position.PRED, "(passed opponent)", new Pred.Passed(Who.OPPONENT));
        add(cases, Position.PRED, "(passed both)", new Pred.PassedBoth());
        add(cases, Position.PRED, "(line 3)", new Pred.Positive(new Func.Line(3, Orientation.ANY, false)));
        add(cases, Position.PRED, "2", new Pred.Positive(c(2)));
        add(cases, Position.PRED, "(connected edges)",
                new Pred.Positive(connected(new Regions.EdgeRegions(), Who.MOVER, Orientation.ANY)));
        add(cases, Position.PRED, "(subtract (score mover) (score opponent))", new Pred.Positive(
                new Func.Subtract(new Func.Score(Who.MOVER), new Func.Score(Who.OPPONENT))));
        add(cases, Position.PRED, "(and (line 4) (mover_is P1))", new Pred.And(List.of(
                new Pred.Positive(new Func.Line(4, Orientation.ANY, false)), new Pred.MoverIs(Player.P1))));
        add(cases, Position.PRED, "(and (exists empty))", new Pred.And(List.of(new Pred.Exists(new Mask.Empty()))));
        add(cases, Position.PRED, "(or (full_board) (passed both))",
                new Pred.Or(List.of(new Pred.FullBoard(), new Pred.PassedBoth())));
        add(cases, Position.PRED, "(not (line 5))", new Pred.Not(new Pred.Positive(new Func.Line(5, Orientation.ANY, false))));
        add(cases, Position.PRED, "(and (not (line 5)) (not (= (line 4) 1)))", new Pred.And(List.of(
                new Pred.Not(new Pred.Positive(new Func.Line(5, Orientation.ANY, false))),
                new Pred.Not(new Pred.Equal(List.of(new Func.Line(4, Orientation.ANY, false), c(1)))))));
        // effects
        add(cases, Position.EFFECT, "(capture (custodial 2))",
                new Effect.Capture(new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.ANY), Who.OPPONENT, false));
        add(cases, Position.EFFECT, "(capture (custodial 2) increment_score:true)",
                new Effect.Capture(new Mask.Custodial(OptionalInt.of(2), Who.MOVER, Orientation.ANY), Who.OPPONENT, true));
        add(cases, Position.EFFECT, "(capture empty mover)", new Effect.Capture(new Mask.Empty(), Who.MOVER, false));
        add(cases, Position.EFFECT, "(capture (and occupied (not center)) mover increment_score:true)",
                new Effect.Capture(new Mask.And(List.of(new Mask.Occupied(), new Mask.Not(new Mask.Center()))),
                        Who.MOVER, true));
        add(cases, Position.EFFECT, "(flip (custodial any))",
                new Effect.Flip(new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY), Who.OPPONENT));
        add(cases, Position.EFFECT, "(flip (or center corners) mover)",
                new Effect.Flip(new Mask.Or(List.of(new Mask.Center(), new Mask.Corners())), Who.MOVER));
        add(cases, Position.EFFECT, "(increment_score mover 1)", new Effect.IncrementScore(Who.MOVER, c(1)));
        add(cases, Position.EFFECT, "(increment_score opponent (count empty))",
                new Effect.IncrementScore(Who.OPPONENT, new Func.Count(new Mask.Empty())));
        add(cases, Position.EFFECT, "(set_score mover (count (occupied mover)))",
                new Effect.SetScore(Who.MOVER, new Func.Count(new Mask.OccupiedBy(Who.MOVER))));
        add(cases, Position.EFFECT, "(set_score opponent 0)", new Effect.SetScore(Who.OPPONENT, c(0)));
        // outcomes
        add(cases, Position.OUTCOME, "(mover win)", new Outcome.Win(Who.MOVER));
        add(cases, Position.OUTCOME, "(mover lose)", new Outcome.Lose(Who.MOVER));
        add(cases, Position.OUTCOME, "(opponent win)", new Outcome.Win(Who.OPPONENT));
        add(cases, Position.OUTCOME, "(opponent lose)", new Outcome.Lose(Who.OPPONENT));
        add(cases, Position.OUTCOME, "(draw)", new Outcome.Draw());
        add(cases, Position.OUTCOME, "(by_score)", new Outcome.ByScore());
        // phases and mechanics
        add(cases, Position.PHASE, "(repeat (P1 P2) (place (destination empty)))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), mechanic(Who.MOVER, Optional.empty(), List.of(), false)));
        add(cases, Position.PHASE, "(once-through (P2 P2 P1 P1) (place (destination empty)))",
                phase(Repetition.ONCE_THROUGH, List.of(Player.P2, Player.P2, Player.P1, Player.P1),
                        mechanic(Who.MOVER, Optional.empty(), List.of(), false)));
        add(cases, Position.PHASE, "(repeat (P1) (place opponent (destination empty)))",
                phase(Repetition.REPEAT, List.of(Player.P1), mechanic(Who.OPPONENT, Optional.empty(), List.of(), false)));
        add(cases, Position.PHASE, "(repeat (P2 P1) (place (destination empty)) (force_pass))",
                phase(Repetition.REPEAT, List.of(Player.P2, Player.P1), mechanic(Who.MOVER, Optional.empty(), List.of(), true)));
        add(cases, Position.PHASE, "(repeat (P1 P2) (place (destination empty) (result (full_board))))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2),
                        mechanic(Who.MOVER, Optional.of(new Pred.FullBoard()), List.of(), false)));
        add(cases, Position.PHASE,
                "(repeat (P1 P2) (place opponent (destination empty) (result (full_board))"
                        + " (effects (flip empty) (set_score mover 1))) (force_pass))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), mechanic(Who.OPPONENT,
                        Optional.of(new Pred.FullBoard()),
                        List.of(new Effect.Flip(new Mask.Empty(), Who.OPPONENT), new Effect.SetScore(Who.MOVER, c(1))),
                        true)));
        movementConstructs(cases);
        return cases;
    }

    /** The constructs of games whose pieces move (docs/language.md, Pieces and moves). */
    private static void movementConstructs(List<Case> cases) {
        // piece types
        add(cases, Position.PIECE_TYPE, "(pawn each)", new PieceType("pawn", PieceOwner.EACH));
        add(cases, Position.PIECE_TYPE, "(king P1)", new PieceType("king", PieceOwner.P1));
        add(cases, Position.PIECE_TYPE, "(queen2 P2)", new PieceType("queen2", PieceOwner.P2));
        add(cases, Position.PIECE_TYPE, "(arrow neutral)", new PieceType("arrow", PieceOwner.NEUTRAL));
        // start placements
        add(cases, Position.START, "(place P1 (0 1))", new Placement(Player.P1, List.of(0, 1)));
        add(cases, Position.START, "(place neutral wall (2 3))", Placement.ofNeutral("wall", List.of(2, 3), Optional.empty()));
        add(cases, Position.START, "(place P2 wall (3 4 5))",
                new Placement(Player.P2, List.of(3, 4, 5), Optional.of("wall"), Optional.empty()));
        add(cases, Position.START, "(place P1 pawn (edge bottom))",
                new Placement(Player.P1, List.of(), Optional.of("pawn"), Optional.of(new Mask.EdgeCells(Edge.BOTTOM))));
        add(cases, Position.START, "(place P2 center)",
                new Placement(Player.P2, List.of(), Optional.empty(), Optional.of(new Mask.Center())));
        add(cases, Position.START, "(place P1 pawn corners)",
                new Placement(Player.P1, List.of(), Optional.of("pawn"), Optional.of(new Mask.Corners())));
        add(cases, Position.START, "(place P1 (or (edge bottom) (adjacent (edge bottom) direction:up)))",
                new Placement(Player.P1, List.of(), Optional.empty(), Optional.of(new Mask.Or(List.of(
                        new Mask.EdgeCells(Edge.BOTTOM), new Mask.Adjacent(new Mask.EdgeCells(Edge.BOTTOM), Direction.UP))))));
        // movements
        for (RelativeDirection r : RelativeDirection.values()) {
            add(cases, Position.MOVEMENT, "(step " + r.word() + ")", step(List.of(r), Optional.empty(), Movement.DEFAULT_TO));
        }
        add(cases, Position.MOVEMENT, "(step up)", step(List.of(Direction.UP), Optional.empty(), Movement.DEFAULT_TO));
        add(cases, Position.MOVEMENT, "(step orthogonal)",
                step(List.of(Orientation.ORTHOGONAL), Optional.empty(), Movement.DEFAULT_TO));
        add(cases, Position.MOVEMENT, "(step (forward_left forward_right) (to (not (occupied mover))))",
                step(List.of(RelativeDirection.FORWARD_LEFT, RelativeDirection.FORWARD_RIGHT), Optional.empty(),
                        new Mask.Not(new Mask.OccupiedBy(Who.MOVER))));
        add(cases, Position.MOVEMENT, "(step (up diagonal backward) piece:pawn)",
                step(List.of(Direction.UP, Orientation.DIAGONAL, RelativeDirection.BACKWARD), Optional.of("pawn"),
                        Movement.DEFAULT_TO));
        add(cases, Position.MOVEMENT, "(step any (to (occupied opponent)) piece:pawn)",
                step(List.of(Orientation.ANY), Optional.of("pawn"), new Mask.OccupiedBy(Who.OPPONENT)));
        add(cases, Position.MOVEMENT, "(slide any)", slide(List.of(Orientation.ANY), Optional.empty(), OptionalInt.empty(),
                Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH));
        add(cases, Position.MOVEMENT, "(slide (left right) max:2)", slide(List.of(Direction.LEFT, Direction.RIGHT),
                Optional.empty(), OptionalInt.of(2), Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH));
        add(cases, Position.MOVEMENT, "(slide forward (to (or empty (occupied opponent))))",
                slide(List.of(RelativeDirection.FORWARD), Optional.empty(), OptionalInt.empty(),
                        new Mask.Or(List.of(new Mask.Empty(), new Mask.OccupiedBy(Who.OPPONENT))), Movement.DEFAULT_THROUGH));
        add(cases, Position.MOVEMENT, "(slide diagonal (through (not (edge top))))",
                slide(List.of(Orientation.DIAGONAL), Optional.empty(), OptionalInt.empty(), Movement.DEFAULT_TO,
                        new Mask.Not(new Mask.EdgeCells(Edge.TOP))));
        add(cases, Position.MOVEMENT, "(slide orthogonal (to occupied) piece:pawn max:1)",
                slide(List.of(Orientation.ORTHOGONAL), Optional.of("pawn"), OptionalInt.of(1), new Mask.Occupied(),
                        Movement.DEFAULT_THROUGH));
        // move phases
        Movement stepAny = step(List.of(Orientation.ANY), Optional.empty(), Movement.DEFAULT_TO);
        Movement slideAny = slide(List.of(Orientation.ANY), Optional.empty(), OptionalInt.empty(), Movement.DEFAULT_TO,
                Movement.DEFAULT_THROUGH);
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (step any)))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves(List.of(stepAny), List.of(), null, false)));
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (step forward) (slide any)))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves(List.of(step(List.of(RelativeDirection.FORWARD),
                        Optional.empty(), Movement.DEFAULT_TO), slideAny), List.of(), null, false)));
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (slide any) (then (shoot arrow (slide any)))))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves(List.of(slideAny), List.of(),
                        new Moves.Shot("arrow", slideAny), false)));
        add(cases, Position.PHASE, "(once-through (P2) (move (step any) (effects (capture (adjacent (prev_move mover)))))"
                        + " (force_pass))",
                phase(Repetition.ONCE_THROUGH, List.of(Player.P2), moves(List.of(stepAny), List.of(new Effect.Capture(
                        new Mask.Adjacent(new Mask.PrevMove(Who.MOVER), Orientation.ANY), Who.OPPONENT, false)), null, true)));
        add(cases, Position.PHASE, "(repeat (P2 P1) (move (step any piece:pawn) (effects (flip empty) (set_score mover 1))"
                        + " (then (shoot wall (slide (left right) max:1)))))",
                phase(Repetition.REPEAT, List.of(Player.P2, Player.P1), moves(
                        List.of(step(List.of(Orientation.ANY), Optional.of("pawn"), Movement.DEFAULT_TO)),
                        List.of(new Effect.Flip(new Mask.Empty(), Who.OPPONENT), new Effect.SetScore(Who.MOVER, c(1))),
                        new Moves.Shot("wall", slide(List.of(Direction.LEFT, Direction.RIGHT), Optional.empty(),
                                OptionalInt.of(1), Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH)), false)));
        // masks and predicates
        add(cases, Position.MASK, "(piece pawn)", new Mask.PieceOf("pawn", Optional.empty()));
        add(cases, Position.MASK, "(piece pawn mover)", new Mask.PieceOf("pawn", Optional.of(Who.MOVER)));
        add(cases, Position.MASK, "(and empty (adjacent (piece king opponent)))", new Mask.And(List.of(new Mask.Empty(),
                new Mask.Adjacent(new Mask.PieceOf("king", Optional.of(Who.OPPONENT)), Orientation.ANY))));
        add(cases, Position.END_CONDITION, "(no_moves)", new Pred.NoMoves());
        add(cases, Position.END_CONDITION, "(and (no_moves) (mover_is P1))",
                new Pred.And(List.of(new Pred.NoMoves(), new Pred.MoverIs(Player.P1))));
        add(cases, Position.END_CONDITION, "(repeated 3 window:100)", new Pred.Repeated(3, 100));
        add(cases, Position.MASK, "(jumped)", new Mask.Jumped());
        add(cases, Position.MASK, "(cells 0 4 8)", new Mask.Cells(List.of(0, 4, 8)));
        add(cases, Position.MASK, "(row 1)", new Mask.Row(1));
        add(cases, Position.MASK, "(and (column 3) (not (row 2)))",
                new Mask.And(List.of(new Mask.Column(3), new Mask.Not(new Mask.Row(2)))));
        add(cases, Position.EFFECT, "(capture (jumped))", new Effect.Capture(new Mask.Jumped(), Who.OPPONENT, false));
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (hop diagonal (to (not occupied)) (over (occupied opponent))"
                        + " piece:pawn)))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves(
                        List.of(new Movement.Hop(List.of(Orientation.DIAGONAL), Optional.of("pawn"),
                                new Mask.OccupiedBy(Who.OPPONENT), new Mask.Not(new Mask.Occupied()))),
                        List.of(), null, false)));
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (hop (forward forward_left))))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), moves(
                        List.of(new Movement.Hop(List.of(RelativeDirection.FORWARD, RelativeDirection.FORWARD_LEFT),
                                Optional.empty(), Movement.DEFAULT_OVER, Movement.DEFAULT_TO)),
                        List.of(), null, false)));
        add(cases, Position.EFFECT, "(promote pawn queen (edge top))", new Effect.Promote("pawn", "queen",
                new Mask.EdgeCells(Edge.TOP)));
        Movement hopOverEnemy = new Movement.Hop(List.of(Orientation.DIAGONAL), Optional.empty(),
                new Mask.OccupiedBy(Who.OPPONENT), Movement.DEFAULT_TO);
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (step diagonal) (hop diagonal (over (occupied opponent))"
                        + " compulsory:true) (then (chain (hop diagonal (over (occupied opponent))) (while (not (promoted)))))))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), new Moves(
                        List.of(step(List.of(Orientation.DIAGONAL), Optional.empty(), Movement.DEFAULT_TO),
                                new Movement.Hop(List.of(Orientation.DIAGONAL), Optional.empty(),
                                        new Mask.OccupiedBy(Who.OPPONENT), Movement.DEFAULT_TO, true)),
                        List.of(), Optional.empty(), false, Optional.of(new Moves.Chain(List.of(hopOverEnemy),
                                Optional.of(new Pred.Not(new Pred.Promoted())))))));
        add(cases, Position.PHASE, "(repeat (P1 P2) (move (slide any piece:pawn max:2 compulsory:true) (step any)"
                        + " (then (chain (step any) (slide any)))))",
                phase(Repetition.REPEAT, List.of(Player.P1, Player.P2), new Moves(
                        List.of(new Movement.Slide(List.of(Orientation.ANY), Optional.of("pawn"), OptionalInt.of(2),
                                Movement.DEFAULT_TO, Movement.DEFAULT_THROUGH, true), stepAny),
                        List.of(), Optional.empty(), false, Optional.of(new Moves.Chain(List.of(stepAny, slideAny),
                                Optional.empty())))));
        add(cases, Position.END_CONDITION, "(promoted)", new Pred.Promoted());
        add(cases, Position.END_CONDITION, "(>= (quiet_moves) 100)", new Pred.AtLeast(new Func.QuietMoves(), c(100)));
        add(cases, Position.END_CONDITION, "(>= (move_count) 512)", new Pred.AtLeast(new Func.MoveCount(), c(512)));
        add(cases, Position.HEURISTIC,
                "(subtract (count (territory mover direction:orthogonal)) (count (territory opponent direction:orthogonal)))",
                new Func.Subtract(new Func.Count(new Mask.Territory(Who.MOVER, Orientation.ORTHOGONAL)),
                        new Func.Count(new Mask.Territory(Who.OPPONENT, Orientation.ORTHOGONAL))));
        add(cases, Position.HEURISTIC, "(add (score mover) (move_count) (quiet_moves))",
                new Func.Add(List.of(new Func.Score(Who.MOVER), new Func.MoveCount(), new Func.QuietMoves())));
        add(cases, Position.HEURISTIC, "7", c(7));
        add(cases, Position.MASK, "(custodial 1 (hostile (or corners center)) orientation:orthogonal)",
                new Mask.Custodial(OptionalInt.of(1), Who.MOVER, Orientation.ORTHOGONAL,
                        Optional.of(new Mask.Or(List.of(new Mask.Corners(), new Mask.Center())))));
        add(cases, Position.MASK, "(custodial 2 opponent (hostile center))",
                new Mask.Custodial(OptionalInt.of(2), Who.OPPONENT, Orientation.ANY, Optional.of(new Mask.Center())));
    }

    /**
     * Spellings that are not canonical (defaults written out, keyword arguments in another order,
     * extra spaces), each with the canonical text it must read as.
     */
    static List<Case> alternatives() {
        List<Case> cases = new ArrayList<>();
        alt(cases, Position.MASK, "(adjacent empty direction:any)", "(adjacent empty)");
        alt(cases, Position.MASK, "(custodial 2 mover)", "(custodial 2)");
        alt(cases, Position.MASK, "(custodial 2 mover orientation:any)", "(custodial 2)");
        alt(cases, Position.MASK, "(custodial any mover orientation:vertical)", "(custodial any orientation:vertical)");
        alt(cases, Position.MASK, "(pattern (2 1) (1 0) rotate:false)", "(pattern (2 1) (1 0))");
        alt(cases, Position.FUNC, "(line 4 exact:true orientation:diagonal)", "(line 4 orientation:diagonal exact:true)");
        alt(cases, Position.FUNC, "(line 3 exact:false orientation:any)", "(line 3)");
        alt(cases, Position.FUNC, "(line 3 exact: true)", "(line 3 exact:true)");
        alt(cases, Position.FUNC, "( line 3 )", "(line 3)");
        alt(cases, Position.FUNC, "007", "7");
        alt(cases, Position.FUNC, "(connected edges mover direction:any)", "(connected edges)");
        alt(cases, Position.FUNC, "(connected ((edge left) (edge right)) opponent direction: up)",
                "(connected ((edge left) (edge right)) opponent direction:up)");
        alt(cases, Position.EFFECT, "(capture empty opponent increment_score:false)", "(capture empty)");
        alt(cases, Position.EFFECT, "(flip empty opponent)", "(flip empty)");
        alt(cases, Position.MOVEMENT, "(step up (to empty))", "(step up)");
        alt(cases, Position.MOVEMENT, "(step (up))", "(step up)");
        alt(cases, Position.MOVEMENT, "(slide any (to empty) (through empty))", "(slide any)");
        alt(cases, Position.MOVEMENT, "(slide orthogonal (to occupied) (through empty) max:1 piece:pawn)",
                "(slide orthogonal (to occupied) piece:pawn max:1)");
        alt(cases, Position.MOVEMENT, "(slide (left right) max: 2)", "(slide (left right) max:2)");
        alt(cases, Position.START, "(place P1 pawn (edge bottom) )", "(place P1 pawn (edge bottom))");
        alt(cases, Position.MASK, "(piece pawn )", "(piece pawn)");
        alt(cases, Position.PHASE, "(repeat (P1 P2) (place mover (destination empty)))",
                "(repeat (P1 P2) (place (destination empty)))");
        alt(cases, Position.PHASE, "(repeat (P1 P2) (place (destination empty) (effects (capture empty) (flip empty))))",
                "(repeat (P1 P2) (place (destination empty) (effects (capture empty) (flip empty))))");
        return cases;
    }

    private static void add(List<Case> cases, Position position, String text, Node node) {
        cases.add(new Case(position, text, node));
    }

    private static void alt(List<Case> cases, Position position, String text, String canonical) {
        Node node = canonical().stream()
                .filter(c -> c.position() == position && c.text().equals(canonical))
                .map(Case::node)
                .findFirst()
                .orElseGet(() -> position.extract(LdxReader.read("alt.ldx", position.embed(canonical)).game()));
        assertTrue(node != null);
        cases.add(new Case(position, text, node));
    }

    private static Func c(int value) {
        return new Func.Const(value);
    }

    private static Func connected(Regions regions, Who who, dev.plateau.rules.DirectionChoice direction) {
        return new Func.Connected(regions, who, direction);
    }

    private static Mechanic mechanic(Who placer, Optional<Pred> result, List<Effect> effects, boolean forcePass) {
        return new Mechanic(placer, new Mask.Empty(), result, effects, forcePass);
    }

    private static Phase phase(Repetition repetition, List<Player> order, dev.plateau.rules.PhaseRule rule) {
        return new Phase(repetition, order, rule);
    }

    private static Moves moves(List<Movement> movements, List<Effect> effects, Moves.Shot shot, boolean forcePass) {
        return new Moves(movements, effects, Optional.ofNullable(shot), forcePass);
    }

    private static Movement step(List<dev.plateau.rules.DirectionChoice> directions, Optional<String> piece, Mask to) {
        return new Movement.Step(directions, piece, to);
    }

    private static Movement slide(List<dev.plateau.rules.DirectionChoice> directions, Optional<String> piece,
            OptionalInt max, Mask to, Mask through) {
        return new Movement.Slide(directions, piece, max, to, through);
    }
}
