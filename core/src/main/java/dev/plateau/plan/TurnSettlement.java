package dev.plateau.plan;

import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Moves;
import dev.plateau.rules.PhaseRule;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Settles the turn at a position (docs/language.md, The order of a step, step 7, and Automatic
 * pass-over): the legal actions of the player there ({@code place} and {@code move}), and whether
 * that player moves, is passed over, or the game is drawn.
 */
final class TurnSettlement {
    private TurnSettlement() {}

    /**
     * The outcome of settling the turn at a position: who moves and what they may do (the legal
     * mask, P planes), or a draw.
     */
    record Settled(int position, int player, LegalWords legal, int legalPass, int draw, int firstCannotAct,
            int nextHasNone) {}

    /** The legal actions of the player at a position: the legal mask of P planes. */
    private record Legal(LegalWords actions, int passLegal, int canAct, int none) {}

    /**
     * The words of a legal mask, each made where it is asked for: a turn of two parts chooses each
     * word from its parts there ({@code MoveLowering.Planes.word}), so that the choice and the word's
     * last use (the step writes it into the state) fall together, and a backend keeps the chosen word
     * in a register instead of storing it and loading it again.
     */
    @FunctionalInterface
    interface LegalWords {
        int word(int w);

        static LegalWords of(Bits bits) {
            return bits::word;
        }
    }

    /** What decides a phase's legal actions: phases that agree on it share one computation. */
    private record LegalKey(Mask destination, Optional<Pred> result, Who placer, Moves moves, Mechanic groupRules) {
        static LegalKey of(PhaseRule rule) {
            return switch (rule) {
                case Mechanic m -> new LegalKey(m.destination(), m.result(), m.placer(), null,
                        m.noSuicide().isPresent() || m.noRepeat().isPresent()
                                ? new Mechanic(m.placer(), m.destination(), m.result(), m.effects(), false, false,
                                        m.noSuicide(), m.noRepeat())
                                : null);
                case Moves m -> new LegalKey(null, Optional.empty(), null,
                        new Moves(m.movements(), List.of(), m.then(), false), null);
            };
        }
    }

    /**
     * The player at a position moves, or is passed over, or the game is drawn. {@code ctx} is the
     * state seen from the player at the position, {@code inShot} the turn part (true: the shot of a
     * move phase); where {@code endsWithoutMoves}, an end rule ends the game instead of a pass-over.
     */
    static Settled settle(ProgramBuild c, Ctx ctx, int position, int inShot, boolean endsWithoutMoves) {
        PlanBuilder b = c.b;
        Positions positions = c.scope.positions();
        int player = c.lookup(position, p -> (long) positions.player(p).index());
        Legal first = legalAt(c, ctx, position, inShot);
        int cannotAct = b.unary(UnaryOp.NOT, first.canAct());
        // An end rule (if (no_moves) …) ends the game wherever the player cannot act, and a game that
        // ends keeps none of the pass-over's position, legal mask or draw: the step writes its own.
        if (!endsWithoutMoves) {
            int over = c.lookup(position, p -> (long) positions.passOver(p));
            int other = b.binary(BinaryOp.SUB, b.constant(1), player);
            // Only environments whose player cannot act look at the pass-over position.
            Legal[] second = new Legal[1];
            b.ifAny(cannotAct, () -> second[0] = legalAt(c, ctx.swapped(b), over, b.constant(0)));
            if (second[0] != null) {
                int overExists = b.unary(UnaryOp.NOT, b.binary(BinaryOp.EQ, over, b.constant(-1)));
                int otherCanAct = b.binary(BinaryOp.AND, overExists, second[0].canAct());
                int draw = b.binary(BinaryOp.AND_NOT, cannotAct, otherCanAct);
                return new Settled(
                        b.select(b.binary(BinaryOp.AND, cannotAct, overExists), over, position),
                        b.select(cannotAct, other, player),
                        w -> b.select(cannotAct, second[0].actions().word(w), first.actions().word(w)),
                        b.select(cannotAct, second[0].passLegal(), first.passLegal()),
                        draw, cannotAct, first.none());
            }
        }
        // No pass-over: the player's own view; the player is handed on where it cannot act, as the
        // history records it.
        int other = b.binary(BinaryOp.SUB, b.constant(1), player);
        return new Settled(position, b.select(cannotAct, other, player), first.actions(), first.passLegal(),
                b.constant(0), cannotAct, first.none());
    }

    /**
     * Whether the turn goes on with a move of a chain (docs/language.md, {@code chain}): the phase of
     * the move just made has one, its condition holds on {@code moved} (the state after the move and
     * its effects, seen from the mover), and the piece that moved has a move of the chain. A chain
     * that cannot go on ends the turn, as if it had no chain, rather than leaving the mover unable to act.
     */
    static int continuing(ProgramBuild c, Ctx moved, int position, int isPass) {
        return goesOn(c, moved, position, isPass, Moves::chain, Moves.Chain::condition,
                chain -> c.moves.fromLanded(chain.movements(), moved));
    }

    /**
     * Whether the turn goes on with a removal (docs/language.md, {@code remove}): the move just made
     * is the first part of a turn whose phase has one, its condition holds on {@code moved}, and its
     * target holds a piece. A removal with nothing to remove ends the turn.
     */
    static int removing(ProgramBuild c, Ctx moved, int position, int isPass, int inShot) {
        return goesOn(c, moved, position, c.b.binary(BinaryOp.OR, inShot, isPass), Moves::removal, Moves.Removal::condition,
                removal -> c.moves.removals(removal, moved));
    }

    /**
     * Whether the turn goes on with a second part of one kind: except where {@code excluded}, at a position
     * whose phase has such a part, its condition holds on {@code moved} and the part has a legal action.
     * Only environments whose condition holds work out the part's actions.
     */
    private static <T extends Moves.SecondPart> int goesOn(ProgramBuild c, Ctx moved, int position, int excluded,
            Function<Moves, Optional<T>> kind, Function<T, Optional<Pred>> condition,
            Function<T, MoveLowering.Planes> actions) {
        PlanBuilder b = c.b;
        int result = b.constant(0);
        for (Map.Entry<T, List<Integer>> e : c.positionsBy(rule -> rule instanceof Moves m ? kind.apply(m)
                : Optional.empty()).entrySet()) {
            int here = b.binary(BinaryOp.AND_NOT, c.atAny(position, e.getValue()), excluded);
            Optional<Pred> when = condition.apply(e.getKey());
            int holds = when.isPresent() ? b.binary(BinaryOp.AND, here, c.ex.pred(when.get(), moved)) : here;
            int[] canAct = {b.constant(0)};
            b.ifAny(holds, () -> canAct[0] = b.unary(UnaryOp.NOT, b.unary(UnaryOp.IS_ZERO, actions.apply(e.getKey()).any())));
            result = b.binary(BinaryOp.OR, result, b.select(holds, canAct[0], b.constant(0)));
        }
        return result;
    }

    /**
     * The legal actions of the mover at a position (docs/language.md, {@code place} and {@code move}),
     * and whether it may pass.
     */
    private static Legal legalAt(ProgramBuild c, Ctx ctx, int position, int inShot) {
        IntFunction<LegalKey> keyOfPhase = p -> LegalKey.of(c.scope.game().phases().get(p).rule());
        Set<LegalKey> keys = c.byKey(keyOfPhase).keySet();
        LegalKey only = keys.size() == 1 ? keys.iterator().next() : null;
        // Where one movement computation makes the mask, the OR of its words as they were made.
        MoveLowering.Planes planes = only != null && only.moves() != null ? c.moves.legal(only.moves(), ctx, inShot) : null;
        Bits mask = planes != null ? null : c.byPhase(position, keyOfPhase, key -> legalOf(c, key, ctx, inShot));
        LegalWords legal = planes != null ? w -> planes.word(c.b, w) : LegalWords.of(mask);
        int forcePass = c.lookup(position, p -> c.scope.ruleAt(p).forcePass() ? -1L : 0L);
        int passAlways = c.lookup(position, p -> c.scope.ruleAt(p).passAlways() ? -1L : 0L);
        int none = c.b.unary(UnaryOp.IS_ZERO, planes != null ? planes.any() : c.bb.union(mask));
        int passLegal = c.b.binary(BinaryOp.OR, c.b.binary(BinaryOp.AND, forcePass, none), passAlways);
        int canAct = c.b.binary(BinaryOp.OR, c.b.binary(BinaryOp.OR, c.b.unary(UnaryOp.NOT, none), forcePass),
                passAlways);
        return new Legal(legal, passLegal, canAct, none);
    }

    private static Bits legalOf(ProgramBuild c, LegalKey key, Ctx ctx, int inShot) {
        if (key.moves() != null) {
            return c.moves.legal(key.moves(), ctx, inShot).mask(c.b);
        }
        Bits destination = c.ex.mask(key.destination(), ctx);
        Bits placements = key.result().isPresent()
                ? c.trials.legalCells(key.result().get(), ctx, key.placer(), destination)
                : destination;
        if (key.groupRules() != null) {
            placements = GroupLegality.legal(c, key.groupRules(), ctx, placements);
        }
        List<Bits> planes = new ArrayList<>();
        planes.add(placements);
        for (int p = 1; p < c.scope.actions().planeCount(); p++) {
            planes.add(c.bb.none());
        }
        return BitBoards.concat(planes);
    }
}
