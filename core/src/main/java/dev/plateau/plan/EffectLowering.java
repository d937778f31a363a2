package dev.plateau.plan;

import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The action of a step applied to the state, and the effects of its phase (docs/language.md, The
 * order of a step, steps 2–5, and Effects).
 */
final class EffectLowering {
    private EffectLowering() {}

    /**
     * The action applied (step 2): a placement in a place phase, a move or (in its second part) a
     * shot in a move phase. The previous move becomes the placed cell or the destination; a pass
     * changes no board.
     */
    static Ctx apply(ProgramBuild c, Ctx ctx, int position, int action, int inShot) {
        BitBoards bb = c.bb;
        PlanBuilder b = c.b;
        LoweringScope scope = c.scope;
        Game game = scope.game();
        boolean keepsPrev = scope.layout().has(Kind.PREV);
        Ctx placed = null;
        if (game.phases().stream().anyMatch(p -> !p.moves())) {
            Bits actionBit = bb.single(action);
            int placerIsMover = c.lookup(position, p -> scope.ruleAt(p) instanceof Mechanic m
                    && m.placer() == Who.MOVER ? -1L : 0L);
            Bits mine = bb.select(placerIsMover, bb.or(ctx.mine(), actionBit), bb.andNot(ctx.mine(), actionBit));
            Bits theirs = bb.select(placerIsMover, bb.andNot(ctx.theirs(), actionBit), bb.or(ctx.theirs(), actionBit));
            // The placed piece is of its owner's first type: no stored type board holds its cell.
            placed = ctx.withBoards(mine, theirs).withPieces(ctx.pieces().within(bb, bb.not(actionBit), true))
                    .withPrevMine(keepsPrev ? action : b.constant(-1));
        }
        Ctx moved = null;
        if (game.hasMoves()) {
            moved = c.moves.move(ctx, action);
            for (Map.Entry<Moves.Shot, List<Integer>> e : c.positionsBy(rule -> rule instanceof Moves m ? m.shot()
                    : Optional.<Moves.Shot>empty()).entrySet()) {
                int here = b.binary(BinaryOp.AND, inShot, c.atAny(position, e.getValue()));
                moved = c.moves.shoot(ctx, e.getKey(), action).select(bb, here, moved);
            }
            if (scope.removals()) {
                List<Integer> removing = c.positionsBy(rule -> rule instanceof Moves m ? m.removal()
                        : Optional.<Moves.Removal>empty()).values().stream().flatMap(List::stream).sorted().toList();
                int here = b.binary(BinaryOp.AND, inShot, c.atAny(position, removing));
                moved = c.moves.remove(ctx, action).select(bb, here, moved);
            }
        }
        Ctx result = placed == null ? moved : moved == null ? placed
                : moved.select(bb, c.lookup(position, p -> game.phases().get(scope.positions().phase(p)).moves() ? -1L : 0L),
                        placed);
        int isPass = b.binary(BinaryOp.EQ, action, b.constant(-1));
        return ctx.withPrevMine(keepsPrev ? action : b.constant(-1)).select(bb, isPass, result);
    }

    /** The effects of the phase of the move, in order (steps 3–5); none where {@code skip} (a pass, a shot). */
    static Ctx effects(ProgramBuild c, Ctx placed, int position, int skip) {
        Map<List<Effect>, List<Integer>> groups = new LinkedHashMap<>();
        for (int p = 0; p < c.scope.positions().count(); p++) {
            groups.computeIfAbsent(c.scope.ruleAt(p).effects(), k -> new ArrayList<>()).add(p);
        }
        Ctx result = null;
        for (Map.Entry<List<Effect>, List<Integer>> g : groups.entrySet()) {
            Ctx ctx = placed;
            for (Effect e : g.getKey()) {
                ctx = effect(c, ctx, e);
            }
            result = result == null ? ctx : ctx.select(c.bb, c.atAny(position, g.getValue()), result);
        }
        return placed.select(c.bb, skip, result);
    }

    private static Ctx effect(ProgramBuild c, Ctx ctx, Effect e) {
        BitBoards bb = c.bb;
        PlanBuilder b = c.b;
        return switch (e) {
            case Effect.Capture cap -> {
                Bits m = c.ex.mask(cap.mask(), ctx);
                boolean mineTarget = cap.target() == Who.MOVER;
                Bits target = mineTarget ? ctx.mine() : ctx.theirs();
                Bits removed = bb.and(m, target);
                Bits left = bb.andNot(target, m);
                Ctx r = mineTarget ? ctx.withBoards(left, ctx.theirs()) : ctx.withBoards(ctx.mine(), left);
                if (cap.incrementScore()) {
                    r = r.withScores(b.binary(BinaryOp.ADD32, ctx.scoreMine(), bb.popcount(removed)), ctx.scoreTheirs());
                }
                yield r;
            }
            case Effect.Flip flip -> {
                Bits m = c.ex.mask(flip.mask(), ctx);
                if (flip.target() == Who.MOVER) {
                    Bits flipped = bb.and(m, ctx.mine());
                    yield ctx.withBoards(bb.andNot(ctx.mine(), m), bb.or(ctx.theirs(), flipped));
                }
                Bits flipped = bb.and(m, ctx.theirs());
                yield ctx.withBoards(bb.or(ctx.mine(), flipped), bb.andNot(ctx.theirs(), m));
            }
            case Effect.IncrementScore inc -> {
                int amount = c.ex.func(inc.amount(), ctx);
                yield inc.who() == Who.MOVER
                        ? ctx.withScores(b.binary(BinaryOp.ADD32, ctx.scoreMine(), amount), ctx.scoreTheirs())
                        : ctx.withScores(ctx.scoreMine(), b.binary(BinaryOp.ADD32, ctx.scoreTheirs(), amount));
            }
            case Effect.Promote promote -> {
                // The mover's pieces of one type in the cells take another type (docs/language.md, promote).
                PieceModel pieces = c.scope.pieces();
                Bits cells = bb.and(bb.and(c.ex.mask(promote.where(), ctx), ctx.mine()),
                        pieces.board(bb, ctx, promote.from()));
                int from = pieces.storedIndex(promote.from());
                int to = pieces.storedIndex(promote.to());
                List<Bits> stored = new ArrayList<>(ctx.pieces().stored());
                if (from >= 0) {
                    stored.set(from, bb.andNot(stored.get(from), cells));
                }
                if (to >= 0) {
                    stored.set(to, bb.or(stored.get(to), cells));
                }
                int promotedNow = b.binary(BinaryOp.OR, ctx.ending().promoted(), bb.notEmpty(cells));
                yield ctx.withPieces(new Pieces(ctx.pieces().neutral(), stored))
                        .withEnding(ctx.ending().withPromoted(promotedNow));
            }
            case Effect.SetScore set -> {
                int value = c.ex.func(set.value(), ctx);
                yield set.who() == Who.MOVER ? ctx.withScores(value, ctx.scoreTheirs()) : ctx.withScores(ctx.scoreMine(), value);
            }
        };
    }
}
