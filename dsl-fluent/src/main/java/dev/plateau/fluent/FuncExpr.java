package dev.plateau.fluent;

import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Func;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.Objects;

/**
 * A function under construction: something that stands for a {@link Func} (a 32-bit integer,
 * docs/language.md, Functions). Every function factory of {@link Ldx} returns one, and every
 * argument that the language requires to be a function is typed {@code FuncExpr}.
 *
 * <p>A function is also a {@link PredExpr}, because the language lets a bare function stand for a
 * predicate: used as one, it becomes {@code Pred.Positive(f)}, "f &gt; 0".
 *
 * <p>The functions with keyword arguments ({@code line}, {@code connected}) return their own record
 * with option methods; each option method returns a new value:
 *
 * <pre>{@code
 * FuncExpr five = line(5).exact();                                    // (line 5 exact:true)
 * FuncExpr joined = connected(edges()).who(OPPONENT).direction(ORTHOGONAL);
 * }</pre>
 */
public sealed interface FuncExpr extends PredExpr permits FuncExpr.Plain, FuncExpr.Line, FuncExpr.Connected {
    /**
     * The rule-graph node this stands for.
     *
     * @return the function record, never {@code null}
     */
    Func func();

    /**
     * This function as a predicate: {@code Pred.Positive(func())}, true when the value is above 0.
     *
     * @return a new {@link Pred.Positive}
     */
    @Override
    default Pred pred() {
        return new Pred.Positive(func());
    }

    /**
     * A function without options, such as {@code 3}, {@code (count m)} or {@code (add …)}.
     *
     * @param func the rule-graph node
     */
    record Plain(Func func) implements FuncExpr {
        /**
         * Wraps a function record.
         *
         * @param func the rule-graph node, not {@code null}
         */
        public Plain {
            Objects.requireNonNull(func, "func");
        }
    }

    /**
     * {@code (line n [orientation:O] [exact:B])}, with the orientation (default {@code any}) and
     * exactness (default {@code false}) as options.
     *
     * @param func the rule-graph node
     */
    record Line(Func.Line func) implements FuncExpr {
        /**
         * Wraps a {@code line} record.
         *
         * @param func the rule-graph node, not {@code null}
         */
        public Line {
            Objects.requireNonNull(func, "func");
        }

        /**
         * The same function with {@code exact:true}: it counts the mover's maximal runs of exactly n
         * instead of its n-windows.
         *
         * @return a new function; this one is unchanged
         */
        public Line exact() {
            return exact(true);
        }

        /**
         * The same function with {@code exact:B}.
         *
         * @param exact whether only maximal runs of exactly n count
         * @return a new function; this one is unchanged
         */
        public Line exact(boolean exact) {
            return new Line(new Func.Line(func.length(), func.orientation(), exact));
        }

        /**
         * The same function with {@code orientation:O}.
         *
         * @param orientation the orientation families whose windows or runs are counted
         * @return a new function; this one is unchanged
         */
        public Line orientation(Orientation orientation) {
            return new Line(new Func.Line(func.length(), orientation, func.exact()));
        }
    }

    /**
     * {@code (connected regions [who] [direction:D])}, with the player (default {@code mover}) and
     * the link directions (default {@code any}) as options.
     *
     * @param func the rule-graph node
     */
    record Connected(Func.Connected func) implements FuncExpr {
        /**
         * Wraps a {@code connected} record.
         *
         * @param func the rule-graph node, not {@code null}
         */
        public Connected {
            Objects.requireNonNull(func, "func");
        }

        /**
         * The same function measuring another player's group: {@code (connected regions who …)}.
         * Inside the region masks {@code mover} still means the context's mover.
         *
         * @param who the player whose last move's group is measured
         * @return a new function; this one is unchanged
         */
        public Connected who(Who who) {
            return new Connected(new Func.Connected(func.regions(), who, func.direction()));
        }

        /**
         * The same function with {@code direction:D}: cells are linked along these directions.
         *
         * @param direction a single direction such as {@code UP} or a group such as {@code ORTHOGONAL}
         * @return a new function; this one is unchanged
         */
        public Connected direction(DirectionChoice direction) {
            return new Connected(new Func.Connected(func.regions(), func.who(), direction));
        }
    }
}
