package dev.plateau.properties.reference;

import dev.plateau.rules.Board;
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
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Small construction helpers over the rule-graph records that spell out the language's defaults
 * (docs/language.md), for games written in the reference engine's tests; the library games
 * themselves are read from {@code games/*.ldx} ({@code dev.plateau.testgames.LibraryGames}).
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
}
