package dev.plateau.properties.reference;

import dev.plateau.rules.Board;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Direction;
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
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The ten library games (README.md, The game library), built directly with the rule-graph record
 * constructors (independently of the text reader and the fluent builder), plus small construction
 * helpers that spell out the language's defaults (docs/language.md).
 */
public final class RefGames {
    private RefGames() {}

    // ------------------------------------------------------------------ helpers with defaults

    /** {@code empty}. */
    public static Mask empty() {
        return new Mask.Empty();
    }

    /** {@code occupied}. */
    public static Mask occupied() {
        return new Mask.Occupied();
    }

    /** {@code (occupied who)}. */
    public static Mask occupied(Who who) {
        return new Mask.OccupiedBy(who);
    }

    /** {@code (edge e)}. */
    public static Mask edge(Edge e) {
        return new Mask.EdgeCells(e);
    }

    /** {@code (and m…)} over masks. */
    public static Mask and(Mask... masks) {
        return new Mask.And(List.of(masks));
    }

    /** {@code (or m…)} over masks. */
    public static Mask or(Mask... masks) {
        return new Mask.Or(List.of(masks));
    }

    /** {@code (not m)} over a mask. */
    public static Mask not(Mask m) {
        return new Mask.Not(m);
    }

    /** {@code (adjacent m)} with the default {@code direction:any}. */
    public static Mask adjacent(Mask m) {
        return new Mask.Adjacent(m, Orientation.ANY);
    }

    /** {@code (adjacent m direction:d)}. */
    public static Mask adjacent(Mask m, DirectionChoice d) {
        return new Mask.Adjacent(m, d);
    }

    /** {@code (prev_move who)}. */
    public static Mask prevMove(Who who) {
        return new Mask.PrevMove(who);
    }

    /** {@code (custodial L)}: outer player mover, orientation any. */
    public static Mask custodial(int length) {
        return new Mask.Custodial(OptionalInt.of(length), Who.MOVER, Orientation.ANY);
    }

    /** {@code (custodial any)}: outer player mover, orientation any. */
    public static Mask custodialAny() {
        return new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY);
    }

    /** {@code (line n)}: exact false, orientation any. */
    public static Func line(int n) {
        return new Func.Line(n, Orientation.ANY, false);
    }

    /** {@code (line n exact:true)}. */
    public static Func lineExact(int n) {
        return new Func.Line(n, Orientation.ANY, true);
    }

    /** An integer constant. */
    public static Func num(int n) {
        return new Func.Const(n);
    }

    /** {@code (count m)}. */
    public static Func count(Mask m) {
        return new Func.Count(m);
    }

    /** {@code (score who)}. */
    public static Func score(Who who) {
        return new Func.Score(who);
    }

    /** {@code (connected (m…))} with the defaults: mover, direction any. */
    public static Func connected(Mask... regions) {
        return new Func.Connected(new Regions.MaskRegions(List.of(regions)), Who.MOVER, Orientation.ANY);
    }

    /** A bare function used as a predicate (true when above 0). */
    public static Pred holds(Func f) {
        return new Pred.Positive(f);
    }

    /** {@code (>= f g)}. */
    public static Pred atLeast(Func f, Func g) {
        return new Pred.AtLeast(f, g);
    }

    /** {@code (= f…)}. */
    public static Pred equal(Func... fs) {
        return new Pred.Equal(List.of(fs));
    }

    /** {@code (and p…)} over predicates. */
    public static Pred all(Pred... ps) {
        return new Pred.And(List.of(ps));
    }

    /** {@code (or p…)} over predicates. */
    public static Pred any(Pred... ps) {
        return new Pred.Or(List.of(ps));
    }

    /** {@code (not p)} over a predicate. */
    public static Pred notP(Pred p) {
        return new Pred.Not(p);
    }

    /** {@code (full_board)}. */
    public static Pred fullBoard() {
        return new Pred.FullBoard();
    }

    /** {@code (exists m)}. */
    public static Pred exists(Mask m) {
        return new Pred.Exists(m);
    }

    /** {@code (mover_is p)}. */
    public static Pred moverIs(Player p) {
        return new Pred.MoverIs(p);
    }

    /** {@code (if p outcome)}. */
    public static EndRule rule(Pred p, Outcome o) {
        return new EndRule(p, o);
    }

    /** {@code (mover win)}. */
    public static Outcome moverWins() {
        return new Outcome.Win(Who.MOVER);
    }

    /** {@code (mover lose)}. */
    public static Outcome moverLoses() {
        return new Outcome.Lose(Who.MOVER);
    }

    /** {@code (draw)}. */
    public static Outcome draw() {
        return new Outcome.Draw();
    }

    /** {@code (place (destination d) [(result r)] [(effects …)])} placing the mover's piece, no force_pass. */
    public static Mechanic place(Mask destination, Pred result, Effect... effects) {
        return new Mechanic(Who.MOVER, destination, Optional.ofNullable(result), List.of(effects), false);
    }

    /** {@code (repeat (order…) mechanic)}. */
    public static Phase repeat(Mechanic m, Player... order) {
        return new Phase(Repetition.REPEAT, List.of(order), m);
    }

    /** {@code (once-through (order…) mechanic)}. */
    public static Phase onceThrough(Mechanic m, Player... order) {
        return new Phase(Repetition.ONCE_THROUGH, List.of(order), m);
    }

    /** A game without start rules. */
    public static Game game(String name, Board board, List<Phase> phases, List<EndRule> end) {
        return new Game(name, 2, board, List.of(), phases, end);
    }

    // ------------------------------------------------------------------ the library

    /** Tic-Tac-Toe. */
    public static Game ticTacToe() {
        return game("Tic-Tac-Toe", new Board.Square(3),
                List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                List.of(rule(holds(line(3)), moverWins()), rule(fullBoard(), draw())));
    }

    /** Connect Four: (rectangle 6 7), drop onto the bottom edge or directly above a piece. */
    public static Game connectFour() {
        Mask destination = and(empty(), or(edge(Edge.BOTTOM), adjacent(occupied(), Direction.UP)));
        return game("Connect Four", new Board.Rectangle(6, 7),
                List.of(repeat(place(destination, null), Player.P1, Player.P2)),
                List.of(rule(holds(line(4)), moverWins()), rule(fullBoard(), draw())));
    }

    /** Gomoku: exactly five wins. */
    public static Game gomoku() {
        return game("Gomoku", new Board.Square(15),
                List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                List.of(rule(holds(lineExact(5)), moverWins()), rule(fullBoard(), draw())));
    }

    /** Hex 11 × 11 without swap. */
    public static Game hex() {
        return hex(11);
    }

    /** Hex on the size × size rhombus, as {@code games/hex.ldx} with {@code size} bound. */
    public static Game hex(int size) {
        return game("Hex", new Board.HexRectangle(size, size),
                List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                hexEndRules());
    }

    /** The end rules of Hex (also used on other hex_rectangle sizes in tests). */
    public static List<EndRule> hexEndRules() {
        return List.of(
                rule(all(atLeast(connected(edge(Edge.TOP), edge(Edge.BOTTOM)), num(2)), moverIs(Player.P1)),
                        moverWins()),
                rule(all(atLeast(connected(edge(Edge.LEFT), edge(Edge.RIGHT)), num(2)), moverIs(Player.P2)),
                        moverWins()),
                rule(fullBoard(), draw()));
    }

    /** Pente: first move on the centre, captures of flanked pairs scoring 1 per stone. */
    public static Game pente() {
        return game("Pente", new Board.Square(19),
                List.of(onceThrough(place(new Mask.Center(), null), Player.P1),
                        repeat(place(empty(), null, new Effect.Capture(custodial(2), Who.OPPONENT, true)),
                                Player.P2, Player.P1)),
                List.of(rule(holds(line(5)), moverWins()),
                        rule(atLeast(score(Who.MOVER), num(10)), moverWins())));
    }

    /** Reversi: P1 on 27 and 36, P2 on 28 and 35, P2 first, force_pass, by score after two passes. */
    public static Game reversi() {
        return reversi(8);
    }

    /**
     * Reversi on the even size × size board, as {@code games/reversi.ldx} with {@code size} bound:
     * P1 on the top-left and bottom-right cells of the centre 2 × 2, P2 on the other two.
     */
    public static Game reversi(int size) {
        int h = size / 2;
        int topLeft = (h - 1) * size + (h - 1);
        int bottomRight = h * size + h;
        Mechanic m = new Mechanic(Who.MOVER, empty(), Optional.of(exists(custodialAny())),
                List.of(new Effect.Flip(custodialAny(), Who.OPPONENT),
                        new Effect.SetScore(Who.MOVER, count(occupied(Who.MOVER))),
                        new Effect.SetScore(Who.OPPONENT, count(occupied(Who.OPPONENT)))),
                true);
        return new Game("Reversi", 2, new Board.Square(size),
                List.of(new Placement(Player.P1, List.of(topLeft, bottomRight)),
                        new Placement(Player.P2, List.of(topLeft + 1, bottomRight - 1))),
                List.of(repeat(m, Player.P2, Player.P1)),
                List.of(rule(new Pred.PassedBoth(), new Outcome.ByScore())));
    }

    /** Yavalath on hexagon 9, with the full-board draw added in Plateau. */
    public static Game yavalath() {
        return game("Yavalath", new Board.Hexagon(9),
                List.of(repeat(place(empty(), null), Player.P1, Player.P2)),
                List.of(rule(holds(line(4)), moverWins()), rule(holds(line(3)), moverLoses()),
                        rule(fullBoard(), draw())));
    }

    /** Yavalax: two placements a turn after the first; no single four, no five. */
    public static Game yavalax() {
        Pred result = all(notP(holds(line(5))), notP(equal(line(4), num(1))));
        return game("Yavalax", new Board.Square(13),
                List.of(onceThrough(place(empty(), null), Player.P1),
                        repeat(place(empty(), result), Player.P2, Player.P2, Player.P1, Player.P1)),
                List.of(rule(atLeast(line(4), num(2)), moverWins()), rule(fullBoard(), draw())));
    }

    /** Connect6. */
    public static Game connect6() {
        return game("Connect6", new Board.Square(19),
                List.of(onceThrough(place(empty(), null), Player.P1),
                        repeat(place(empty(), null), Player.P2, Player.P2, Player.P1, Player.P1)),
                List.of(rule(holds(line(6)), moverWins())));
    }

    /** Complexity Demo. */
    public static Game complexityDemo() {
        Mask destination = and(empty(), not(adjacent(adjacent(prevMove(Who.OPPONENT)))));
        return game("Complexity Demo", new Board.Square(10),
                List.of(onceThrough(place(empty(), null), Player.P1),
                        repeat(place(destination, null,
                                        new Effect.Capture(adjacent(prevMove(Who.MOVER)), Who.OPPONENT, true)),
                                Player.P2, Player.P2, Player.P1, Player.P1)),
                List.of(rule(holds(line(4)), moverWins()), rule(atLeast(score(Who.MOVER), num(5)), moverWins()),
                        rule(fullBoard(), draw())));
    }

    /** All ten games, in the order of the README's game library. */
    public static List<Game> all() {
        return List.of(ticTacToe(), connectFour(), gomoku(), hex(), pente(), reversi(), yavalath(), yavalax(),
                connect6(), complexityDemo());
    }
}
