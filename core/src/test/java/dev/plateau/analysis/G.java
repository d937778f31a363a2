package dev.plateau.analysis;

import dev.plateau.rules.Board;
import dev.plateau.rules.DirectionChoice;
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
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Short constructors for rule graphs in tests, straight on the records of {@code dev.plateau.rules}
 * (the text reader and the fluent builder are other modules). Each call makes a new node, so that
 * a test can give each one its own position in a {@link dev.plateau.diagnostics.SourceMap}.
 */
final class G {
    private G() {}

    static final Player P1 = Player.P1;
    static final Player P2 = Player.P2;

    static Game game(String name, Board board, List<Placement> start, List<Phase> phases, EndRule... end) {
        return new Game(name, 2, board, start, phases, List.of(end));
    }

    static Game game(Board board, Phase phase, EndRule... end) {
        return game("test", board, List.of(), List.of(phase), end);
    }

    static Placement start(Player p, Integer... cells) {
        return new Placement(p, List.of(cells));
    }

    static Phase repeat(List<Player> order, Mechanic m) {
        return new Phase(Repetition.REPEAT, order, m);
    }

    static Phase once(List<Player> order, Mechanic m) {
        return new Phase(Repetition.ONCE_THROUGH, order, m);
    }

    static Mechanic place(Mask destination) {
        return new Mechanic(Who.MOVER, destination, Optional.empty(), List.of(), false);
    }

    static Mechanic place(Mask destination, Pred result, List<Effect> effects, boolean forcePass) {
        return new Mechanic(Who.MOVER, destination, Optional.ofNullable(result), effects, forcePass);
    }

    static Mechanic placeWithEffects(Mask destination, Effect... effects) {
        return new Mechanic(Who.MOVER, destination, Optional.empty(), List.of(effects), false);
    }

    static Mechanic placeWithResult(Mask destination, Pred result) {
        return new Mechanic(Who.MOVER, destination, Optional.of(result), List.of(), false);
    }

    static EndRule rule(Pred condition, Outcome outcome) {
        return new EndRule(condition, outcome);
    }

    static Outcome moverWins() {
        return new Outcome.Win(Who.MOVER);
    }

    static Outcome draw() {
        return new Outcome.Draw();
    }

    // masks
    static Mask empty() {
        return new Mask.Empty();
    }

    static Mask occupied() {
        return new Mask.Occupied();
    }

    static Mask occupied(Who who) {
        return new Mask.OccupiedBy(who);
    }

    static Mask edge(dev.plateau.rules.Edge e) {
        return new Mask.EdgeCells(e);
    }

    static Mask prev(Who who) {
        return new Mask.PrevMove(who);
    }

    static Mask adjacent(Mask of) {
        return new Mask.Adjacent(of, Orientation.ANY);
    }

    static Mask adjacent(Mask of, DirectionChoice d) {
        return new Mask.Adjacent(of, d);
    }

    static Mask custodial(int length) {
        return new Mask.Custodial(OptionalInt.of(length), Who.MOVER, Orientation.ANY);
    }

    static Mask custodialAny() {
        return new Mask.Custodial(OptionalInt.empty(), Who.MOVER, Orientation.ANY);
    }

    static Mask custodial(int length, Who who, Orientation o) {
        return new Mask.Custodial(OptionalInt.of(length), who, o);
    }

    static Mask pattern(int rows, int cols, Integer... values) {
        return new Mask.Pattern(rows, cols, List.of(values), false);
    }

    static Mask and(Mask... masks) {
        return new Mask.And(List.of(masks));
    }

    static Mask or(Mask... masks) {
        return new Mask.Or(List.of(masks));
    }

    static Mask not(Mask mask) {
        return new Mask.Not(mask);
    }

    // functions
    static Func n(int value) {
        return new Func.Const(value);
    }

    static Func count(Mask m) {
        return new Func.Count(m);
    }

    static Func score(Who who) {
        return new Func.Score(who);
    }

    static Func line(int n) {
        return new Func.Line(n, Orientation.ANY, false);
    }

    static Func line(int n, Orientation o) {
        return new Func.Line(n, o, false);
    }

    static Func lineExact(int n) {
        return new Func.Line(n, Orientation.ANY, true);
    }

    static Func connected(Mask... regions) {
        return new Func.Connected(new Regions.MaskRegions(Arrays.asList(regions)), Who.MOVER, Orientation.ANY);
    }

    static Func connected(Regions regions, DirectionChoice d) {
        return new Func.Connected(regions, Who.MOVER, d);
    }

    // predicates
    static Pred positive(Func f) {
        return new Pred.Positive(f);
    }

    static Pred atLeast(Func f, Func g) {
        return new Pred.AtLeast(f, g);
    }

    static Pred equal(Func... fs) {
        return new Pred.Equal(List.of(fs));
    }

    static Pred exists(Mask m) {
        return new Pred.Exists(m);
    }

    static Pred fullBoard() {
        return new Pred.FullBoard();
    }

    static Pred moverIs(Player p) {
        return new Pred.MoverIs(p);
    }

    static Pred and(Pred... ps) {
        return new Pred.And(List.of(ps));
    }

    static Pred not(Pred p) {
        return new Pred.Not(p);
    }
}
