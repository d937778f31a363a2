package dev.plateau.plan;

import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.analysis.Facts;
import dev.plateau.board.Topology;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Lowers a game into its {@link Plan}: the one place where the semantics of the language become
 * operations. It follows docs/language.md: Game state (init), The order of a step, Play (turn order
 * and the automatic pass-over), Effects, {@code place} (legality) and End rules and outcomes;
 * expressions are lowered by {@link Expressions}, result constraints by {@link Trials}.
 */
public final class Lowering {
    /** Options that change how, never what, a game is lowered. */
    public record Options(Trials.Strategy trials) {
        /** The defaults: cellwise result constraints where possible. */
        public static Options defaults() {
            return new Options(Trials.Strategy.AUTO);
        }

        /** Result constraints always by literal trial placement (for differential tests). */
        public static Options literalTrials() {
            return new Options(Trials.Strategy.PER_CELL);
        }
    }

    private final Game game;
    private final Topology topology;
    private final Options options;
    private final StateLayout layout;
    private final Positions positions;

    private Lowering(AnalyzedGame analyzed, Options options) {
        this.game = analyzed.game();
        this.topology = analyzed.topology();
        this.options = options;
        Facts facts = analyzed.facts();
        this.layout = new StateLayout(topology.words(), facts.hasPassAction(), facts.usesPrevMoves(),
                facts.usesPassFlags(), facts.usesScores());
        this.positions = new Positions(game);
    }

    /** Lowers a game that passed the analysis. */
    public static Plan lower(AnalyzedGame game, Options options) {
        return new Lowering(game, options).plan();
    }

    /** Lowers a game that passed the analysis, with the default options. */
    public static Plan lower(AnalyzedGame game) {
        return lower(game, Options.defaults());
    }

    private Plan plan() {
        return new Plan(game, topology, layout, positions, buildInit(), buildStep(false), buildStep(true));
    }

    // ------------------------------------------------------------------ program scaffolding

    /** One program under construction, with its helpers. */
    private final class Build {
        final PlanBuilder b = new PlanBuilder(layout.fieldCount() + Plan.Input.values().length);
        final BitBoards bb = new BitBoards(b, topology);
        final Expressions ex = new Expressions(bb);
        final Trials trials = new Trials(ex, options.trials());

        int field(Kind kind, int index) {
            return layout.column(kind, index);
        }

        int input(Plan.Input in) {
            return layout.fieldCount() + in.ordinal();
        }

        int stored(Kind kind, int index, long absent) {
            return layout.has(kind) ? field(kind, index) : b.constant(absent);
        }

        /** A stored 0/1 flag as a boolean. */
        int flag(Kind kind, int index) {
            return layout.has(kind) ? b.unary(UnaryOp.NEG, field(kind, index)) : b.constant(0);
        }

        Bits board(Kind kind) {
            int[] r = new int[topology.words()];
            for (int w = 0; w < r.length; w++) {
                r[w] = field(kind, w);
            }
            return new Bits(r);
        }

        Snapshot snapshot() {
            return new Snapshot(board(Kind.BOARD_P1), board(Kind.BOARD_P2),
                    stored(Kind.PREV, 0, -1), stored(Kind.PREV, 1, -1),
                    flag(Kind.PASSED, 0), flag(Kind.PASSED, 1),
                    stored(Kind.SCORE, 0, 0), stored(Kind.SCORE, 1, 0));
        }

        /** A table over positions as a register: constant where all entries agree, else selects. */
        int lookup(int position, IntFunction<Long> table) {
            Map<Long, List<Integer>> groups = new LinkedHashMap<>();
            for (int p = 0; p < positions.count(); p++) {
                groups.computeIfAbsent(table.apply(p), k -> new ArrayList<>()).add(p);
            }
            List<Map.Entry<Long, List<Integer>>> entries = new ArrayList<>(groups.entrySet());
            int result = b.constant(entries.get(0).getKey());
            for (int i = 1; i < entries.size(); i++) {
                result = b.select(atAny(position, entries.get(i).getValue()), b.constant(entries.get(i).getKey()), result);
            }
            return result;
        }

        /** A boolean: the position is one of these. */
        int atAny(int position, List<Integer> set) {
            int r = b.constant(0);
            for (int p : set) {
                r = b.binary(BinaryOp.OR, r, b.binary(BinaryOp.EQ, position, b.constant(p)));
            }
            return r;
        }

        /** Per position, one of several computed values, grouped by a key that decides the value. */
        <K> Bits byPhase(int position, IntFunction<K> keyOfPhase, java.util.function.Function<K, Bits> compute) {
            Map<K, List<Integer>> groups = new LinkedHashMap<>();
            for (int p = 0; p < positions.count(); p++) {
                groups.computeIfAbsent(keyOfPhase.apply(positions.phase(p)), k -> new ArrayList<>()).add(p);
            }
            Bits result = null;
            for (Map.Entry<K, List<Integer>> e : groups.entrySet()) {
                Bits value = compute.apply(e.getKey());
                result = result == null ? value : bb.select(atAny(position, e.getValue()), value, result);
            }
            return result;
        }

        /** Writes the state registers and builds the program. */
        Program finish(String name, Map<Integer, Integer> newValues) {
            for (Map.Entry<Integer, Integer> e : newValues.entrySet()) {
                b.assign(e.getKey(), e.getValue());
            }
            Set<Integer> outputs = new HashSet<>();
            for (int f = 0; f < layout.fieldCount(); f++) {
                outputs.add(f);
            }
            return b.build(name, outputs);
        }

        int bool01(int bool) {
            return b.binary(BinaryOp.AND, bool, b.constant(1));
        }
    }

    /** The outcome of settling the turn at a position: who moves and what they may do, or a draw. */
    private record Settled(int position, int player, Bits legal, int legalPass, int draw) {}

    /** The legal actions of the player at a position (docs/language.md, {@code place}). */
    private record Legal(Bits placements, int passLegal, int canAct) {}

    /** The placements of the mover at a position, and whether it may pass. */
    private Legal legalAt(Build c, Ctx ctx, int position) {
        Bits placements = c.byPhase(position, p -> LegalKey.of(game.phases().get(p).mechanic()),
                key -> placementsOf(c, key, ctx));
        int forcePass = c.lookup(position, p -> game.phases().get(positions.phase(p)).mechanic().forcePass() ? -1L : 0L);
        int none = c.bb.isEmpty(placements);
        int passLegal = c.b.binary(BinaryOp.AND, forcePass, none);
        int canAct = c.b.binary(BinaryOp.OR, c.b.unary(UnaryOp.NOT, none), forcePass);
        return new Legal(placements, passLegal, canAct);
    }

    /** What decides a phase's legal placements: phases that agree on it share one computation. */
    private record LegalKey(Mask destination, Optional<Pred> result, Who placer) {
        static LegalKey of(Mechanic m) {
            return new LegalKey(m.destination(), m.result(), m.placer());
        }
    }

    private Bits placementsOf(Build c, LegalKey key, Ctx ctx) {
        Bits destination = c.ex.mask(key.destination(), ctx);
        return key.result().isPresent()
                ? c.trials.legalCells(key.result().get(), ctx, key.placer(), destination)
                : destination;
    }

    /**
     * The player at a position moves, or is passed over, or the game is drawn (docs/language.md,
     * The order of a step, step 7, and Automatic pass-over). {@code ctx} is the state seen from the
     * player at the position.
     */
    private Settled settle(Build c, Ctx ctx, int position) {
        PlanBuilder b = c.b;
        int player = c.lookup(position, p -> (long) positions.player(p).index());
        Legal first = legalAt(c, ctx, position);
        int cannotAct = b.unary(UnaryOp.NOT, first.canAct());
        int over = c.lookup(position, p -> (long) positions.passOver(p));
        int other = b.binary(BinaryOp.SUB, b.constant(1), player);
        // Only environments whose player cannot act look at the pass-over position.
        Legal[] second = new Legal[1];
        b.ifAny(cannotAct, () -> second[0] = legalAt(c, ctx.swapped(b), over));
        if (second[0] == null) {
            return new Settled(position, player, first.placements(), first.passLegal(), b.constant(0));
        }
        int overExists = b.unary(UnaryOp.NOT, b.binary(BinaryOp.EQ, over, b.constant(-1)));
        int otherCanAct = b.binary(BinaryOp.AND, overExists, second[0].canAct());
        int draw = b.binary(BinaryOp.AND_NOT, cannotAct, otherCanAct);
        return new Settled(
                b.select(b.binary(BinaryOp.AND, cannotAct, overExists), over, position),
                b.select(cannotAct, other, player),
                c.bb.select(cannotAct, second[0].placements(), first.placements()),
                b.select(cannotAct, second[0].passLegal(), first.passLegal()),
                draw);
    }

    // ------------------------------------------------------------------ init

    private Program buildInit() {
        Build c = new Build();
        PlanBuilder b = c.b;
        int[] owner = new int[topology.cellCount()];
        for (var placement : game.start()) {
            for (int cell : placement.cells()) {
                owner[cell] = placement.player().index() + 1;
            }
        }
        List<Integer> p1 = new ArrayList<>();
        List<Integer> p2 = new ArrayList<>();
        for (int cell = 0; cell < owner.length; cell++) {
            if (owner[cell] == 1) {
                p1.add(cell);
            } else if (owner[cell] == 2) {
                p2.add(cell);
            }
        }
        Bits board1 = c.bb.cells(p1.stream().mapToInt(Integer::intValue).toArray());
        Bits board2 = c.bb.cells(p2.stream().mapToInt(Integer::intValue).toArray());
        int zero = b.constant(0);
        Snapshot s = new Snapshot(board1, board2, b.constant(-1), b.constant(-1), zero, zero, zero, zero);
        int start = b.constant(0);
        Settled settled = settle(c, Ctx.of(c.bb, s, b.unary(UnaryOp.NEG, b.constant(positions.player(0).index()))), start);
        int draw = settled.draw();
        Map<Integer, Integer> out = new LinkedHashMap<>();
        writeSnapshot(c, out, s);
        writeTurn(c, out, draw, b.constant(positions.player(0).index()), settled);
        out.put(c.field(Kind.POSITION, 0), settled.position());
        out.put(c.field(Kind.REWARD, 0), zero);
        out.put(c.field(Kind.REWARD, 1), zero);
        out.put(c.field(Kind.TERMINATED, 0), c.bool01(draw));
        out.put(c.field(Kind.TRUNCATED, 0), zero);
        out.put(c.field(Kind.WINNER, 0), b.constant(-1));
        out.put(c.field(Kind.STEPS, 0), zero);
        return c.finish("init", out);
    }

    /** Player, legal mask and pass flag after a move or at init: all actions once the game is over. */
    private void writeTurn(Build c, Map<Integer, Integer> out, int over, int playerIfOver, Settled settled) {
        PlanBuilder b = c.b;
        out.put(c.field(Kind.PLAYER, 0), b.select(over, playerIfOver, settled.player()));
        Bits legal = c.bb.select(over, c.bb.all(), settled.legal());
        for (int w = 0; w < topology.words(); w++) {
            out.put(c.field(Kind.LEGAL, w), legal.word(w));
        }
        if (layout.has(Kind.LEGAL_PASS)) {
            out.put(c.field(Kind.LEGAL_PASS, 0), c.bool01(b.select(over, b.constant(-1), settled.legalPass())));
        }
    }

    private void writeSnapshot(Build c, Map<Integer, Integer> out, Snapshot s) {
        for (int w = 0; w < topology.words(); w++) {
            out.put(c.field(Kind.BOARD_P1, w), s.p1().word(w));
            out.put(c.field(Kind.BOARD_P2, w), s.p2().word(w));
        }
        if (layout.has(Kind.PREV)) {
            out.put(c.field(Kind.PREV, 0), s.prev1());
            out.put(c.field(Kind.PREV, 1), s.prev2());
        }
        if (layout.has(Kind.PASSED)) {
            out.put(c.field(Kind.PASSED, 0), c.bool01(s.passed1()));
            out.put(c.field(Kind.PASSED, 1), c.bool01(s.passed2()));
        }
        if (layout.has(Kind.SCORE)) {
            out.put(c.field(Kind.SCORE, 0), s.score1());
            out.put(c.field(Kind.SCORE, 1), s.score2());
        }
    }

    // ------------------------------------------------------------------ step

    private Program buildStep(boolean playout) {
        Build c = new Build();
        PlanBuilder b = c.b;
        BitBoards bb = c.bb;
        int position = c.field(Kind.POSITION, 0);
        int player = c.field(Kind.PLAYER, 0);
        int steps = c.field(Kind.STEPS, 0);
        int finished = b.binary(BinaryOp.OR, c.flag(Kind.TERMINATED, 0), c.flag(Kind.TRUNCATED, 0));
        int running = b.unary(UnaryOp.NOT, finished);
        Bits legal = c.board(Kind.LEGAL);
        int passLegal = c.flag(Kind.LEGAL_PASS, 0);

        int action = playout ? randomAction(c, legal, passLegal, steps) : c.input(Plan.Input.ACTION);
        int isPass = b.binary(BinaryOp.EQ, action, b.constant(-1));
        Bits actionBit = bb.single(action);
        int ok;
        int illegal;
        if (playout) {
            // Only ever run on running environments, with a legal action: nothing to guard.
            ok = b.constant(-1);
            illegal = b.constant(0);
        } else {
            int legalNow = b.select(isPass, passLegal, bb.notEmpty(bb.and(legal, actionBit)));
            ok = b.binary(BinaryOp.AND, running, legalNow);
            illegal = b.binary(BinaryOp.AND_NOT, running, legalNow);
        }

        // Steps 2–5: apply the action, previous move, pass flag, effects of the move's phase.
        int moverIsP2 = b.unary(UnaryOp.NEG, player);
        Snapshot before = c.snapshot();
        Ctx ctx = Ctx.of(bb, before, moverIsP2);
        int placerIsMover = c.lookup(position,
                p -> game.phases().get(positions.phase(p)).mechanic().placer() == Who.MOVER ? -1L : 0L);
        Bits mine = bb.select(placerIsMover, bb.or(ctx.mine(), actionBit), bb.andNot(ctx.mine(), actionBit));
        Bits theirs = bb.select(placerIsMover, bb.andNot(ctx.theirs(), actionBit), bb.or(ctx.theirs(), actionBit));
        Ctx placed = ctx.withBoards(mine, theirs)
                .withPrevMine(layout.has(Kind.PREV) ? action : b.constant(-1))
                .withPassedMine(layout.has(Kind.PASSED) ? isPass : b.constant(0));
        Ctx moved = effects(c, placed, position, isPass);

        // Steps 6–7: end rules with mover = the player who just moved.
        int[] decision = endRules(c, moved, player);
        int decided = decision[0];
        int winner = decision[1];
        Snapshot after = moved.toSnapshot(bb);

        // Steps 8–10: advance and settle the next turn, unless the game ended.
        int next = c.lookup(position, p -> (long) positions.next(p));
        // In alternating games the next mover is the opponent: its view is this one, swapped.
        Ctx nextView = alternating()
                ? moved.swapped(b)
                : Ctx.of(bb, after, b.unary(UnaryOp.NEG, c.lookup(next, p -> (long) positions.player(p).index())));
        Settled settled = settle(c, nextView, next);
        int over = b.binary(BinaryOp.OR, decided, settled.draw());
        int newSteps = b.binary(BinaryOp.ADD, steps, b.constant(1));
        int truncated = b.binary(BinaryOp.AND_NOT,
                b.binary(BinaryOp.LE, c.input(Plan.Input.STEP_LIMIT), newSteps), over);

        Map<Integer, Integer> okState = new LinkedHashMap<>();
        writeSnapshot(c, okState, after);
        writeTurn(c, okState, over, player, settled);
        okState.put(c.field(Kind.POSITION, 0), b.select(decided, position, settled.position()));
        int[] rewards = rewards(c, winner);
        okState.put(c.field(Kind.REWARD, 0), rewards[0]);
        okState.put(c.field(Kind.REWARD, 1), rewards[1]);
        okState.put(c.field(Kind.TERMINATED, 0), c.bool01(over));
        okState.put(c.field(Kind.TRUNCATED, 0), c.bool01(truncated));
        okState.put(c.field(Kind.WINNER, 0), winner);
        okState.put(c.field(Kind.STEPS, 0), newSteps);

        // Penalty policy: the offender loses, nothing else changes but the step count and the mask.
        Map<Integer, Integer> illegalState = new LinkedHashMap<>();
        if (!playout) {
            int other = b.binary(BinaryOp.SUB, b.constant(1), player);
            illegalState.put(c.field(Kind.WINNER, 0), other);
            int[] penalty = rewards(c, other);
            illegalState.put(c.field(Kind.REWARD, 0), penalty[0]);
            illegalState.put(c.field(Kind.REWARD, 1), penalty[1]);
            illegalState.put(c.field(Kind.TERMINATED, 0), b.constant(1));
            illegalState.put(c.field(Kind.STEPS, 0), newSteps);
            Bits all = bb.all();
            for (int w = 0; w < topology.words(); w++) {
                illegalState.put(c.field(Kind.LEGAL, w), all.word(w));
            }
            if (layout.has(Kind.LEGAL_PASS)) {
                illegalState.put(c.field(Kind.LEGAL_PASS, 0), b.constant(1));
            }
        }

        // A finished environment keeps its state; step zeroes its rewards.
        Map<Integer, Integer> out = new LinkedHashMap<>();
        for (int f = 0; f < layout.fieldCount(); f++) {
            int unchanged = f;
            Kind kind = layout.fields().get(f).kind();
            if (!playout && kind == Kind.REWARD) {
                unchanged = b.constant(0);
            }
            int value = b.select(ok, okState.getOrDefault(f, f), b.select(illegal, illegalState.getOrDefault(f, f), unchanged));
            out.put(f, value);
        }
        return c.finish(playout ? "playout_step" : "step", out);
    }

    /** Whether the player changes at every advance, so that the next mover is always the opponent. */
    private boolean alternating() {
        for (int p = 0; p < positions.count(); p++) {
            if (positions.player(positions.next(p)) == positions.player(p)) {
                return false;
            }
        }
        return true;
    }

    /** A uniformly random legal action code: the k-th legal action, k drawn from {@link Rng}. */
    private int randomAction(Build c, Bits legal, int passLegal, int steps) {
        PlanBuilder b = c.b;
        int words = topology.words();
        int[] counts = new int[words];
        int placements = b.constant(0);
        for (int w = 0; w < words; w++) {
            counts[w] = b.unary(UnaryOp.POPCOUNT, legal.word(w));
            placements = b.binary(BinaryOp.ADD, placements, counts[w]);
        }
        int total = layout.has(Kind.LEGAL_PASS)
                ? b.binary(BinaryOp.SUB, placements, passLegal) // passLegal is −1 when legal
                : placements;
        int draw = Rng.draw(b, c.input(Plan.Input.SEED), c.input(Plan.Input.ENV_INDEX), steps);
        int k = Rng.choose(b, draw, total);
        int remaining = k;
        int found = b.constant(0);
        int word = b.constant(0);
        int base = b.constant(0);
        for (int w = 0; w < words; w++) {
            int here = b.binary(BinaryOp.AND_NOT, b.binary(BinaryOp.LT, remaining, counts[w]), found);
            word = b.select(here, legal.word(w), word);
            base = b.select(here, b.constant(64L * w), base);
            int done = b.binary(BinaryOp.OR, found, here);
            remaining = b.select(done, remaining, b.binary(BinaryOp.SUB, remaining, counts[w]));
            found = done;
        }
        int code = b.binary(BinaryOp.ADD, base, b.binary(BinaryOp.NTH_SET_BIT, word, remaining));
        return layout.has(Kind.LEGAL_PASS) ? b.select(found, code, b.constant(-1)) : code;
    }

    /** The effects of the phase of the move, in order; none for a pass. */
    private Ctx effects(Build c, Ctx placed, int position, int isPass) {
        Map<List<Effect>, List<Integer>> groups = new LinkedHashMap<>();
        for (int p = 0; p < positions.count(); p++) {
            groups.computeIfAbsent(game.phases().get(positions.phase(p)).mechanic().effects(), k -> new ArrayList<>()).add(p);
        }
        Ctx result = null;
        for (Map.Entry<List<Effect>, List<Integer>> g : groups.entrySet()) {
            Ctx ctx = placed;
            for (Effect e : g.getKey()) {
                ctx = effect(c, ctx, e);
            }
            result = result == null ? ctx : selectCtx(c, c.atAny(position, g.getValue()), ctx, result);
        }
        return selectCtx(c, isPass, placed, result);
    }

    private Ctx selectCtx(Build c, int cond, Ctx a, Ctx b) {
        PlanBuilder pb = c.b;
        return new Ctx(a.moverIsP2(), c.bb.select(cond, a.mine(), b.mine()), c.bb.select(cond, a.theirs(), b.theirs()),
                a.prevMine(), a.prevTheirs(), a.passedMine(), a.passedTheirs(),
                pb.select(cond, a.scoreMine(), b.scoreMine()), pb.select(cond, a.scoreTheirs(), b.scoreTheirs()));
    }

    private Ctx effect(Build c, Ctx ctx, Effect e) {
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
            case Effect.SetScore set -> {
                int value = c.ex.func(set.value(), ctx);
                yield set.who() == Who.MOVER ? ctx.withScores(value, ctx.scoreTheirs()) : ctx.withScores(ctx.scoreMine(), value);
            }
        };
    }

    /** {decided, winner} from the first end rule that holds, mover = the player who moved. */
    private int[] endRules(Build c, Ctx ctx, int player) {
        PlanBuilder b = c.b;
        int decided = b.constant(0);
        int winner = b.constant(-1);
        int other = b.binary(BinaryOp.SUB, b.constant(1), player);
        for (EndRule rule : game.endRules()) {
            int holds = b.binary(BinaryOp.AND_NOT, c.ex.pred(rule.condition(), ctx), decided);
            int w = switch (rule.outcome()) {
                case Outcome.Win win -> win.who() == Who.MOVER ? player : other;
                case Outcome.Lose lose -> lose.who() == Who.MOVER ? other : player;
                case Outcome.Draw d -> b.constant(-1);
                case Outcome.ByScore s -> {
                    int s1 = b.select(ctx.moverIsP2(), ctx.scoreTheirs(), ctx.scoreMine());
                    int s2 = b.select(ctx.moverIsP2(), ctx.scoreMine(), ctx.scoreTheirs());
                    yield b.select(b.binary(BinaryOp.LT, s2, s1), b.constant(Player.P1.index()),
                            b.select(b.binary(BinaryOp.LT, s1, s2), b.constant(Player.P2.index()), b.constant(-1)));
                }
            };
            winner = b.select(holds, w, winner);
            decided = b.binary(BinaryOp.OR, decided, holds);
        }
        return new int[] {decided, winner};
    }

    /** {reward of P1, reward of P2} for a winner register (−1 for none). */
    private int[] rewards(Build c, int winner) {
        PlanBuilder b = c.b;
        int p1Wins = b.binary(BinaryOp.EQ, winner, b.constant(0));
        int p2Wins = b.binary(BinaryOp.EQ, winner, b.constant(1));
        int r1 = b.select(p1Wins, b.constant(1), b.select(p2Wins, b.constant(-1), b.constant(0)));
        return new int[] {r1, b.unary(UnaryOp.NEG, r1)};
    }
}
