package dev.plateau.fluent;

import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Who;
import java.util.Objects;

/**
 * A mask under construction: something that stands for a {@link Mask} (a set of cells,
 * docs/language.md, Masks). Every mask factory of {@link Ldx} returns one, and every argument that
 * the language requires to be a mask is typed {@code MaskExpr}, so that a function or a predicate
 * cannot be put where a mask belongs.
 *
 * <p>The masks with keyword arguments ({@code adjacent}, {@code custodial}, {@code pattern}) return
 * their own record with option methods; each option method returns a new value and leaves the
 * receiver unchanged:
 *
 * <pre>{@code
 * MaskExpr above = adjacent(occupied()).direction(UP);      // (adjacent occupied direction:up)
 * MaskExpr flank = custodial(2).who(OPPONENT);               // (custodial 2 opponent)
 * Mask record = above.mask();                                 // the rule-graph node
 * }</pre>
 */
public sealed interface MaskExpr permits MaskExpr.Plain, MaskExpr.Adjacent, MaskExpr.Custodial, MaskExpr.Pattern {
    /**
     * The rule-graph node this stands for.
     *
     * @return the mask record, never {@code null}
     */
    Mask mask();

    /**
     * A mask without options, such as {@code empty} or {@code (and …)}.
     *
     * @param mask the rule-graph node
     */
    record Plain(Mask mask) implements MaskExpr {
        /**
         * Wraps a mask record.
         *
         * @param mask the rule-graph node, not {@code null}
         */
        public Plain {
            Objects.requireNonNull(mask, "mask");
        }
    }

    /**
     * {@code (adjacent m [direction:D])}, with the direction as an option (default {@code any}).
     *
     * @param mask the rule-graph node
     */
    record Adjacent(Mask.Adjacent mask) implements MaskExpr {
        /**
         * Wraps an {@code adjacent} record.
         *
         * @param mask the rule-graph node, not {@code null}
         */
        public Adjacent {
            Objects.requireNonNull(mask, "mask");
        }

        /**
         * The same mask with {@code direction:D}.
         *
         * @param direction a single direction such as {@code UP} or a group such as {@code ORTHOGONAL}
         * @return a new mask; this one is unchanged
         */
        public Adjacent direction(DirectionChoice direction) {
            return new Adjacent(new Mask.Adjacent(mask.of(), direction));
        }
    }

    /**
     * {@code (custodial L [who] [(hostile m)] [orientation:O])}, with the outer player (default
     * {@code mover}), hostile cells (none by default) and the orientation (default {@code any}) as
     * options.
     *
     * @param mask the rule-graph node
     */
    record Custodial(Mask.Custodial mask) implements MaskExpr {
        /**
         * Wraps a {@code custodial} record.
         *
         * @param mask the rule-graph node, not {@code null}
         */
        public Custodial {
            Objects.requireNonNull(mask, "mask");
        }

        /**
         * The same mask with an explicit outer player: {@code (custodial L who …)}.
         *
         * @param who the player whose pieces form both ends of the bracket
         * @return a new mask; this one is unchanged
         */
        public Custodial who(Who who) {
            return new Custodial(new Mask.Custodial(mask.length(), who, mask.orientation(), mask.hostile()));
        }

        /**
         * The same mask with {@code orientation:O}.
         *
         * @param orientation the orientation families whose windows are searched
         * @return a new mask; this one is unchanged
         */
        public Custodial orientation(Orientation orientation) {
            return new Custodial(new Mask.Custodial(mask.length(), mask.who(), orientation, mask.hostile()));
        }

        /**
         * The same mask with hostile cells, {@code (custodial L … (hostile m))}: cells that close a
         * bracket at its far end like the outer player's own pieces (docs/language.md, {@code hostile}).
         *
         * @param hostile the hostile cells
         * @return a new mask; this one is unchanged
         */
        public Custodial hostile(MaskExpr hostile) {
            Objects.requireNonNull(hostile, "hostile");
            return new Custodial(new Mask.Custodial(mask.length(), mask.who(), mask.orientation(),
                    java.util.Optional.of(hostile.mask())));
        }
    }

    /**
     * {@code (pattern (R C) (v…) [rotate:B])}, with the rotation as an option (default
     * {@code false}).
     *
     * @param mask the rule-graph node
     */
    record Pattern(Mask.Pattern mask) implements MaskExpr {
        /**
         * Wraps a {@code pattern} record.
         *
         * @param mask the rule-graph node, not {@code null}
         */
        public Pattern {
            Objects.requireNonNull(mask, "mask");
        }

        /**
         * The same pattern with {@code rotate:true}: the turns by 90°, 180° and 270° match too.
         *
         * @return a new mask; this one is unchanged
         */
        public Pattern rotate() {
            return rotate(true);
        }

        /**
         * The same pattern with {@code rotate:B}.
         *
         * @param rotate whether the turned patterns match too
         * @return a new mask; this one is unchanged
         */
        public Pattern rotate(boolean rotate) {
            return new Pattern(new Mask.Pattern(mask.rows(), mask.cols(), mask.values(), rotate));
        }
    }
}
