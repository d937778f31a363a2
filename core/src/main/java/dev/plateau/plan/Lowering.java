package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.analysis.Facts;
import dev.plateau.board.Topology;
import dev.plateau.diagnostics.GameException;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.rules.Effect;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.Arrays;
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
    /**
     * Options that change how, never what, a game is lowered.
     *
     * @param trials how result constraints are tested
     * @param passOverAlways whether a step works out the automatic pass-over even where an end rule
     *     {@code (if (no_moves) …)} ends the game instead (for differential tests)
     * @param partsApart whether the two parts of a turn always get legal moves of their own, even
     *     where the shot moves as the pieces do (for differential tests)
     */
    public record Options(Trials.Strategy trials, boolean passOverAlways, boolean partsApart) {
        /** The defaults: cellwise result constraints where possible, no work that cannot matter. */
        public static Options defaults() {
            return new Options(Trials.Strategy.AUTO, false, false);
        }

        /** Result constraints always by literal trial placement (for differential tests). */
        public static Options literalTrials() {
            return new Options(Trials.Strategy.PER_CELL, false, false);
        }

        /** The pass-over always worked out, the parts of a turn always apart (for differential tests). */
        public static Options everythingWorkedOut() {
            return new Options(Trials.Strategy.AUTO, true, true);
        }
    }

    private final Game game;
    private final Topology topology;
    private final Options options;
    private final StateLayout layout;
    private final Positions positions;
    private final PieceModel pieces;
    private final ActionSpace actions;
    /** Whether some move phase has a shot, so that a turn has two parts (docs/language.md, {@code move}). */
    private final boolean shots;
    private final StateLayout.Extras extras;

    private Lowering(AnalyzedGame analyzed, Options options) {
        this.game = analyzed.game();
        this.topology = analyzed.topology();
        this.options = options;
        Facts facts = analyzed.facts();
        this.pieces = new PieceModel(game);
        this.actions = new ActionSpace(game, topology);
        this.shots = game.phases().stream().anyMatch(p -> p.rule() instanceof Moves m && m.shot().isPresent());
        this.extras = new StateLayout.Extras(actions.planeCount(), pieces.hasNeutral(), pieces.stored().size(), shots,
                Facts.usesQuietMoves(game), Facts.repetitionWindow(game), topology.bitCount());
        this.layout = new StateLayout(topology.words(), extras, facts.hasPassAction(),
                facts.usesPrevMoves() || game.hasMoves(), facts.usesPassFlags(), facts.usesScores());
        this.positions = new Positions(game);
    }

    /**
     * Lowers a game that passed the analysis.
     *
     * @throws GameException if a program outgrows {@link dev.plateau.analysis.Limits#MAX_PROGRAM_OPS}
     *     (which the analysis's estimate should have caught), at the game's position when it has one
     */
    public static Plan lower(AnalyzedGame game, Options options) {
        try {
            return new Lowering(game, options).plan();
        } catch (GameException e) {
            // PlanBuilder's size backstop knows no node: the error is about the whole game.
            throw e.placedAt(game.sources().spanOf(game.game()), game.sources().text());
        }
    }

    /** Lowers a game that passed the analysis, with the default options. */
    public static Plan lower(AnalyzedGame game) {
        return lower(game, Options.defaults());
    }

    private Plan plan() {
        return new Plan(game, topology, layout, positions, actions, buildInit(), buildStep(false), buildStep(true));
    }

    // ------------------------------------------------------------------ program scaffolding

    /** One program under construction, with its helpers. */
    private final class Build {
        final PlanBuilder b = new PlanBuilder(layout.fieldCount() + Plan.Input.values().length);
        final BitBoards bb = new BitBoards(b, topology);
        final Expressions ex = new Expressions(bb, pieces);
        final Trials trials = new Trials(ex, options.trials());
        final MoveLowering moves = new MoveLowering(ex, pieces, actions, options.partsApart());

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

        Bits words(Kind kind, int first) {
            return words(kind, first, topology.words());
        }

        Bits words(Kind kind, int first, int count) {
            int[] r = new int[count];
            for (int w = 0; w < r.length; w++) {
                r[w] = field(kind, first + w);
            }
            return new Bits(r);
        }

        Pieces storedPieces() {
            List<Bits> stored = new ArrayList<>();
            for (int t = 0; t < pieces.stored().size(); t++) {
                stored.add(words(Kind.BOARD_TYPE, t * topology.words()));
            }
            return new Pieces(layout.has(Kind.BOARD_NEUTRAL) ? board(Kind.BOARD_NEUTRAL) : bb.none(), stored);
        }

        /** The turn part: −1 (true) during a shot, 0 otherwise. */
        int inShot() {
            return flag(Kind.PART, 0);
        }

        Snapshot snapshot() {
            return new Snapshot(board(Kind.BOARD_P1), board(Kind.BOARD_P2), storedPieces(),
                    stored(Kind.PREV, 0, -1), stored(Kind.PREV, 1, -1),
                    flag(Kind.PASSED, 0), flag(Kind.PASSED, 1),
                    stored(Kind.SCORE, 0, 0), stored(Kind.SCORE, 1, 0));
        }

        /** A table over positions as a register: constant where all entries agree, else selects. */
        int lookup(int position, IntFunction<Long> table) {
            long[] values = new long[positions.count()];
            for (int p = 0; p < values.length; p++) {
                values[p] = table.apply(p);
            }
            return b.lookup(position, values);
        }

        /** A boolean: the position is one of these. */
        int atAny(int position, List<Integer> set) {
            int r = b.constant(0);
            for (int p : set) {
                r = b.binary(BinaryOp.OR, r, b.binary(BinaryOp.EQ, position, b.constant(p)));
            }
            return r;
        }

        /** The positions, grouped by a key of their phase, in order of first appearance. */
        <K> Map<K, List<Integer>> byKey(IntFunction<K> keyOfPhase) {
            Map<K, List<Integer>> groups = new LinkedHashMap<>();
            for (int p = 0; p < positions.count(); p++) {
                groups.computeIfAbsent(keyOfPhase.apply(positions.phase(p)), k -> new ArrayList<>()).add(p);
            }
            return groups;
        }

        /** Per position, one of several computed values, grouped by a key that decides the value. */
        <K> Bits byPhase(int position, IntFunction<K> keyOfPhase, java.util.function.Function<K, Bits> compute) {
            Bits result = null;
            for (Map.Entry<K, List<Integer>> e : byKey(keyOfPhase).entrySet()) {
                Bits value = compute.apply(e.getKey());
                result = result == null ? value : bb.select(atAny(position, e.getValue()), value, result);
            }
            return result;
        }

        /** Writes the state registers and builds the program. */
        Program finish(String name, Map<Integer, Integer> newValues) {
            // A parallel assignment: where a new value is another field's old value (a history entry
            // moving down one place), that field is written only after it has been read; a cycle,
            // which nothing lowers today, would be broken by a copy.
            Map<Integer, Integer> pending = new LinkedHashMap<>();
            newValues.forEach((dst, src) -> {
                if (dst.intValue() != src.intValue()) {
                    pending.put(dst, src);
                }
            });
            while (!pending.isEmpty()) {
                Set<Integer> stillRead = new HashSet<>(pending.values());
                List<Integer> ready = pending.keySet().stream().filter(dst -> !stillRead.contains(dst)).toList();
                if (ready.isEmpty()) {
                    Map.Entry<Integer, Integer> first = pending.entrySet().iterator().next();
                    first.setValue(b.variable(first.getValue()));
                    continue;
                }
                for (int dst : ready) {
                    b.assign(dst, pending.remove(dst));
                }
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

    /**
     * The outcome of settling the turn at a position: who moves and what they may do (the legal
     * mask, P planes), or a draw.
     */
    private record Settled(int position, int player, LegalWords legal, int legalPass, int draw, int firstCannotAct,
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
    private interface LegalWords {
        int word(int w);

        static LegalWords of(Bits bits) {
            return bits::word;
        }
    }

    /**
     * The legal actions of the mover at a position (docs/language.md, {@code place} and {@code move}),
     * and whether it may pass. {@code inShot} is the turn part (true: the shot of a move phase).
     */
    private Legal legalAt(Build c, Ctx ctx, int position, int inShot) {
        IntFunction<LegalKey> keyOfPhase = p -> LegalKey.of(game.phases().get(p).rule());
        Set<LegalKey> keys = c.byKey(keyOfPhase).keySet();
        LegalKey only = keys.size() == 1 ? keys.iterator().next() : null;
        // Where one movement computation makes the mask, the OR of its words as they were made.
        MoveLowering.Planes planes = only != null && only.moves() != null ? c.moves.legal(only.moves(), ctx, inShot) : null;
        Bits mask = planes != null ? null : c.byPhase(position, keyOfPhase, key -> legalOf(c, key, ctx, inShot));
        LegalWords legal = planes != null ? w -> planes.word(c.b, w) : LegalWords.of(mask);
        int forcePass = c.lookup(position, p -> game.phases().get(positions.phase(p)).rule().forcePass() ? -1L : 0L);
        int none = c.b.unary(UnaryOp.IS_ZERO, planes != null ? planes.any() : c.bb.union(mask));
        int passLegal = c.b.binary(BinaryOp.AND, forcePass, none);
        int canAct = c.b.binary(BinaryOp.OR, c.b.unary(UnaryOp.NOT, none), forcePass);
        return new Legal(legal, passLegal, canAct, none);
    }

    /** What decides a phase's legal actions: phases that agree on it share one computation. */
    private record LegalKey(Mask destination, Optional<Pred> result, Who placer, Moves moves) {
        static LegalKey of(dev.plateau.rules.PhaseRule rule) {
            return switch (rule) {
                case Mechanic m -> new LegalKey(m.destination(), m.result(), m.placer(), null);
                case Moves m -> new LegalKey(null, Optional.empty(), null,
                        new Moves(m.movements(), List.of(), m.shot(), false));
            };
        }
    }

    private Bits legalOf(Build c, LegalKey key, Ctx ctx, int inShot) {
        if (key.moves() != null) {
            return c.moves.legal(key.moves(), ctx, inShot).mask(c.b);
        }
        Bits destination = c.ex.mask(key.destination(), ctx);
        Bits placements = key.result().isPresent()
                ? c.trials.legalCells(key.result().get(), ctx, key.placer(), destination)
                : destination;
        List<Bits> planes = new ArrayList<>();
        planes.add(placements);
        for (int p = 1; p < actions.planeCount(); p++) {
            planes.add(c.bb.none());
        }
        return BitBoards.concat(planes);
    }

    /** Every action, all planes. */
    private Bits allActions(Build c) {
        List<Bits> planes = new ArrayList<>();
        for (int p = 0; p < actions.planeCount(); p++) {
            planes.add(c.bb.all());
        }
        return BitBoards.concat(planes);
    }

    /**
     * The player at a position moves, or is passed over, or the game is drawn (docs/language.md,
     * The order of a step, step 7, and Automatic pass-over). {@code ctx} is the state seen from the
     * player at the position.
     */
    private Settled settle(Build c, Ctx ctx, int position, int inShot, boolean endsWithoutMoves) {
        PlanBuilder b = c.b;
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

    // ------------------------------------------------------------------ init

    private Program buildInit() {
        Build c = new Build();
        PlanBuilder b = c.b;
        BitBoards bb = c.bb;
        int zero = b.constant(0);
        List<Bits> noTypes = new ArrayList<>();
        for (int t = 0; t < pieces.stored().size(); t++) {
            noTypes.add(bb.none());
        }
        Snapshot empty = new Snapshot(bb.none(), bb.none(), new Pieces(bb.none(), noTypes), b.constant(-1),
                b.constant(-1), zero, zero, zero, zero);
        // Start placements in order (docs/language.md, start): a later one replaces what stood there.
        Bits board1 = bb.none();
        Bits board2 = bb.none();
        List<Bits> stored = new ArrayList<>(noTypes);
        Ctx onEmpty = Ctx.of(bb, empty, zero);
        for (var placement : game.start()) {
            Bits cells = placement.region().isPresent() ? c.ex.mask(placement.region().get(), onEmpty)
                    : bb.cells(placement.cells().stream().mapToInt(Integer::intValue).toArray());
            boolean first = placement.player() == dev.plateau.rules.Player.P1;
            board1 = first ? bb.or(board1, cells) : bb.andNot(board1, cells);
            board2 = first ? bb.andNot(board2, cells) : bb.or(board2, cells);
            int typeIndex = placement.piece().map(pieces::storedIndex).orElse(-1);
            for (int t = 0; t < stored.size(); t++) {
                stored.set(t, t == typeIndex ? bb.or(stored.get(t), cells) : bb.andNot(stored.get(t), cells));
            }
        }
        Snapshot s = new Snapshot(board1, board2, new Pieces(bb.none(), stored), b.constant(-1), b.constant(-1),
                zero, zero, zero, zero);
        int start = b.constant(0);
        // The start is no step: no end rule is checked there, so the pass-over is always worked out.
        Settled settled = settle(c, Ctx.of(c.bb, s, b.unary(UnaryOp.NEG, b.constant(positions.player(0).index()))),
                start, zero, false);
        int draw = settled.draw();
        Map<Integer, Integer> out = new LinkedHashMap<>();
        writeSnapshot(c, out, s);
        writeTurn(c, out, draw, b.constant(positions.player(0).index()), settled);
        if (layout.has(Kind.PART)) {
            out.put(c.field(Kind.PART, 0), zero);
        }
        if (layout.has(Kind.QUIET)) {
            out.put(c.field(Kind.QUIET, 0), zero);
        }
        if (layout.has(Kind.HISTORY_COUNT)) {
            // The start position is the first occurrence (docs/language.md, repeated).
            out.put(c.field(Kind.HISTORY_COUNT, 0), b.constant(1));
            int[] start0 = positionWords(c, s, settled.player());
            int k = start0.length;
            for (int e = 0; e < extras.historyWindow(); e++) {
                for (int w = 0; w < k; w++) {
                    out.put(c.field(Kind.HISTORY, e * k + w), e == 0 ? start0[w] : zero);
                }
            }
        }
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
        Bits all = allActions(c);
        for (int w = 0; w < actions.legalWords(); w++) {
            out.put(c.field(Kind.LEGAL, w), b.select(over, all.word(w), settled.legal().word(w)));
        }
        if (layout.has(Kind.LEGAL_PASS)) {
            out.put(c.field(Kind.LEGAL_PASS, 0), c.bool01(b.select(over, b.constant(-1), settled.legalPass())));
        }
    }

    private void writeSnapshot(Build c, Map<Integer, Integer> out, Snapshot s) {
        for (int w = 0; w < topology.words(); w++) {
            out.put(c.field(Kind.BOARD_P1, w), s.p1().word(w));
            out.put(c.field(Kind.BOARD_P2, w), s.p2().word(w));
            if (layout.has(Kind.BOARD_NEUTRAL)) {
                out.put(c.field(Kind.BOARD_NEUTRAL, w), s.pieces().neutral().word(w));
            }
            for (int t = 0; t < s.pieces().stored().size(); t++) {
                out.put(c.field(Kind.BOARD_TYPE, t * topology.words() + w), s.pieces().stored().get(t).word(w));
            }
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
        Bits legal = c.words(Kind.LEGAL, 0, actions.legalWords());
        int passLegal = c.flag(Kind.LEGAL_PASS, 0);
        int inShot = c.inShot();

        int action = playout ? randomAction(c, legal, passLegal, steps) : c.input(Plan.Input.ACTION);
        int isPass = b.binary(BinaryOp.EQ, action, b.constant(-1));
        int ok;
        int illegal;
        if (playout) {
            // Only ever run on running environments, with a legal action: nothing to guard.
            ok = b.constant(-1);
            illegal = b.constant(0);
        } else {
            int legalNow = b.select(isPass, passLegal, bb.notEmpty(bb.and(legal, wideSingle(c, action))));
            ok = b.binary(BinaryOp.AND, running, legalNow);
            illegal = b.binary(BinaryOp.AND_NOT, running, legalNow);
        }

        // Steps 2–5: apply the action, previous move, pass flag, effects of the move's phase.
        int moverIsP2 = b.unary(UnaryOp.NEG, player);
        Snapshot before = c.snapshot();
        Ctx ctx = Ctx.of(bb, before, moverIsP2);
        Ctx acted = apply(c, ctx, position, action, inShot).withPassedMine(layout.has(Kind.PASSED) ? isPass : b.constant(0));
        Ctx moved = effects(c, acted, position, b.binary(BinaryOp.OR, isPass, inShot));
        if (!pieces.stored().isEmpty()) {
            // A captured or flipped-away piece leaves no type behind (docs/language.md, pieces).
            Bits occupied = bb.or(bb.or(moved.mine(), moved.theirs()), moved.pieces().neutral());
            moved = moved.withPieces(moved.pieces().within(bb, occupied, false));
        }
        moved = selectCtx(c, isPass, acted, moved);
        Snapshot after = moved.toSnapshot(bb);

        // Steps 8–10 (settled first: the end rules may ask whether the next player can move): advance
        // and settle the next turn; a move with a shot keeps the turn for the shot.
        int hasShot = c.lookup(position, p -> game.phases().get(positions.phase(p)).rule() instanceof Moves m
                && m.shot().isPresent() ? -1L : 0L);
        int enteringShot = b.binary(BinaryOp.AND_NOT, b.binary(BinaryOp.AND_NOT, hasShot, inShot), isPass);
        int advanced = c.lookup(position, p -> (long) positions.next(p));
        int next = shots ? b.select(enteringShot, position, advanced) : advanced;
        Ctx nextView;
        if (alternating() && !shots) {
            // In alternating games the next mover is the opponent: its view is this one, swapped.
            nextView = moved.swapped(b);
        } else {
            int nextPlayer = c.lookup(advanced, p -> (long) positions.player(p).index());
            if (shots) {
                nextPlayer = b.select(enteringShot, player, nextPlayer);
            }
            nextView = Ctx.of(bb, after, b.unary(UnaryOp.NEG, nextPlayer));
        }
        Settled settled = settle(c, nextView, next, enteringShot, endsWithoutMoves());

        // What end rules may ask about this step: captures (a piece fewer than the move alone leaves),
        // the quiet-move count, the move count and the position's occurrences (docs/language.md,
        // quiet_moves, move_count, repeated).
        int newSteps = b.binary(BinaryOp.ADD, steps, b.constant(1));
        int added = b.binary(BinaryOp.AND_NOT, b.binary(BinaryOp.OR, inShot,
                c.lookup(position, p -> game.phases().get(positions.phase(p)).moves() ? 0L : -1L)), isPass);
        int expectedCount = b.binary(BinaryOp.SUB, occupiedCount(c, before), added); // added is −1 or 0
        int captured = b.binary(BinaryOp.LT, occupiedCount(c, after), expectedCount);
        int quiet = layout.has(Kind.QUIET)
                ? b.select(captured, b.constant(0), b.binary(BinaryOp.ADD, c.field(Kind.QUIET, 0), b.constant(1)))
                : b.constant(0);
        int occurrences = b.constant(1);
        int[] newPosition = null;
        if (layout.has(Kind.HISTORY_COUNT)) {
            newPosition = positionWords(c, after, settled.player());
            int k = newPosition.length;
            int count = c.field(Kind.HISTORY_COUNT, 0);
            // Oldest entry first, the order in which the entries then move down one place, so that a
            // backend can compare each entry and move it while it is loaded once.
            for (int e = extras.historyWindow() - 1; e >= 0; e--) {
                int same = b.binary(BinaryOp.LT, b.constant(e), count);
                for (int w = 0; w < k; w++) {
                    same = b.binary(BinaryOp.AND, same, b.binary(BinaryOp.EQ, c.field(Kind.HISTORY, e * k + w), newPosition[w]));
                }
                occurrences = b.binary(BinaryOp.SUB, occurrences, same); // same is −1 or 0
            }
            occurrences = b.select(captured, b.constant(1), occurrences);
        }
        Ctx.Ending ending = new Ctx.Ending(settled.nextHasNone(), quiet, newSteps, occurrences, moved.ending().jumped());

        // Steps 6–7: end rules with mover = the player who just moved.
        int[] decision = endRules(c, moved.withEnding(ending), player);
        int decided = decision[0];
        int winner = decision[1];
        int over = b.binary(BinaryOp.OR, decided, settled.draw());
        int truncated = b.binary(BinaryOp.AND_NOT,
                b.binary(BinaryOp.LE, c.input(Plan.Input.STEP_LIMIT), newSteps), over);

        Map<Integer, Integer> okState = new LinkedHashMap<>();
        writeSnapshot(c, okState, after);
        writeTurn(c, okState, over, player, settled);
        if (layout.has(Kind.PART)) {
            okState.put(c.field(Kind.PART, 0), c.bool01(b.binary(BinaryOp.AND_NOT, enteringShot,
                    b.binary(BinaryOp.OR, settled.firstCannotAct(), over))));
        }
        okState.put(c.field(Kind.POSITION, 0), b.select(decided, position, settled.position()));
        int[] rewards = rewards(c, winner);
        okState.put(c.field(Kind.REWARD, 0), rewards[0]);
        okState.put(c.field(Kind.REWARD, 1), rewards[1]);
        okState.put(c.field(Kind.TERMINATED, 0), c.bool01(over));
        okState.put(c.field(Kind.TRUNCATED, 0), c.bool01(truncated));
        okState.put(c.field(Kind.WINNER, 0), winner);
        okState.put(c.field(Kind.STEPS, 0), newSteps);
        if (layout.has(Kind.QUIET)) {
            okState.put(c.field(Kind.QUIET, 0), quiet);
        }
        if (newPosition != null) {
            // Newest first; a capture starts the history again, since earlier positions cannot recur.
            int k = newPosition.length;
            int count = c.field(Kind.HISTORY_COUNT, 0);
            int grown = b.select(b.binary(BinaryOp.LT, count, b.constant(extras.historyWindow())),
                    b.binary(BinaryOp.ADD, count, b.constant(1)), count);
            okState.put(c.field(Kind.HISTORY_COUNT, 0), b.select(captured, b.constant(1), grown));
            for (int e = 0; e < extras.historyWindow(); e++) {
                for (int w = 0; w < k; w++) {
                    int older = e == 0 ? newPosition[w] : c.field(Kind.HISTORY, (e - 1) * k + w);
                    okState.put(c.field(Kind.HISTORY, e * k + w), older);
                }
            }
        }

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
            Bits all = allActions(c);
            for (int w = 0; w < actions.legalWords(); w++) {
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

    /** The number of pieces on the board. */
    private int occupiedCount(Build c, Snapshot s) {
        return c.bb.popcount(c.bb.or(c.bb.or(s.p1(), s.p2()), s.pieces().neutral()));
    }

    /**
     * A position as the history keeps it (docs/language.md, repeated): every piece board, and the
     * player to move, packed as {@link PositionPacking} says.
     */
    private int[] positionWords(Build c, Snapshot s, int playerToMove) {
        PlanBuilder b = c.b;
        List<Bits> boards = new ArrayList<>(List.of(s.p1(), s.p2()));
        if (layout.has(Kind.BOARD_NEUTRAL)) {
            boards.add(s.pieces().neutral());
        }
        boards.addAll(s.pieces().stored());
        PositionPacking packing = extras.positionPacking();
        int[] words = new int[packing.size()];
        Arrays.fill(words, b.constant(0));
        int last = topology.words() - 1;
        for (int i = 0; i < boards.size(); i++) {
            for (int w = 0; w < last; w++) {
                words[packing.fullWord(i, w)] = boards.get(i).word(w);
            }
            int lastWord = boards.get(i).word(last);
            if (packing.lastMask() != -1L) {
                lastWord = b.binary(BinaryOp.AND, lastWord, b.constant(packing.lastMask()));
            }
            pack(b, words, packing.lastWord(i), lastWord);
        }
        pack(b, words, packing.player(), playerToMove);
        return words;
    }

    /** ORs {@code part} (bits that fit from the shift up) into its packed word. */
    private static void pack(PlanBuilder b, int[] words, PositionPacking.Place place, int part) {
        int shifted = place.shift() == 0 ? part : b.shift(ShiftOp.SHL, part, place.shift());
        words[place.word()] = b.binary(BinaryOp.OR, words[place.word()], shifted);
    }

    /**
     * Whether an end rule {@code (if (no_moves) …)} ends the game wherever the player to move next
     * has no legal action (every end rule that holds decides the game, and this one holds then unless
     * an earlier one did), so that a step never needs the pass-over.
     */
    private boolean endsWithoutMoves() {
        return !options.passOverAlways() && game.endRules().stream().anyMatch(r -> r.condition() instanceof Pred.NoMoves);
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

    /**
     * A uniformly random legal action code: the k-th legal action, k drawn from {@link Rng}, in the
     * order of the legal words and of the bits in each. A large mask (Amazons has 144 words) is
     * searched in two levels: first the group of words that holds the k-th action, then the word in
     * that group; groups are whole planes, so that a word's code base is its group's base plus the
     * base of its place in the group. See {@link #firstAbove} for each level.
     */
    private int randomAction(Build c, Bits legal, int passLegal, int steps) {
        PlanBuilder b = c.b;
        int words = actions.legalWords();
        int size = words < TWO_LEVEL_WORDS ? words : groupSize(words, topology.words());
        int groups = (words + size - 1) / size;
        int zero = b.constant(0);
        int[] groupThrough = new int[groups]; // legal actions in groups 0..g
        int placements = zero;
        for (int g = 0; g < groups; g++) {
            int count = zero;
            for (int w = g * size; w < Math.min(words, (g + 1) * size); w++) {
                count = b.binary(BinaryOp.ADD, count, b.unary(UnaryOp.POPCOUNT, legal.word(w)));
            }
            placements = b.binary(BinaryOp.ADD, placements, count);
            groupThrough[g] = placements;
        }
        int total = layout.has(Kind.LEGAL_PASS)
                ? b.binary(BinaryOp.SUB, placements, passLegal) // passLegal is −1 when legal
                : placements;
        int draw = Rng.draw(b, c.input(Plan.Input.SEED), c.input(Plan.Input.ENV_INDEX), steps);
        int k = Rng.choose(b, draw, total);
        // Where no word holds the k-th action (k draws the pass, or nothing is legal), every level
        // leaves word 0, base 0 and k less every placement.
        int[] groupWords = new int[size];
        int groupBase = zero;
        int inGroup = k;
        if (groups == 1) {
            for (int j = 0; j < size; j++) {
                groupWords[j] = legal.word(j);
            }
        } else {
            int[][] values = new int[groups][size + 1];
            for (int g = 0; g < groups; g++) {
                values[g][0] = b.constant(actions.codeBase(g * size));
                for (int j = 0; j < size; j++) {
                    values[g][j + 1] = g * size + j < words ? legal.word(g * size + j) : zero;
                }
            }
            int[] none = new int[size + 1];
            Arrays.fill(none, zero);
            int[] group = firstAbove(b, k, groupThrough, values, none, placements);
            groupBase = group[0];
            System.arraycopy(group, 1, groupWords, 0, size);
            inGroup = b.binary(BinaryOp.SUB, k, group[size + 1]);
        }
        int[] through = new int[size]; // legal actions in words 0..j of the group
        int[][] values = new int[size][];
        int running = zero;
        for (int j = 0; j < size; j++) {
            running = b.binary(BinaryOp.ADD, running, b.unary(UnaryOp.POPCOUNT, groupWords[j]));
            through[j] = running;
            values[j] = new int[] {groupWords[j], b.constant(actions.codeBase(j))};
        }
        int[] word = firstAbove(b, inGroup, through, values, new int[] {zero, zero}, running);
        int found = b.binary(BinaryOp.LT, k, placements);
        int remaining = b.binary(BinaryOp.SUB, inGroup, word[2]);
        int base = b.binary(BinaryOp.ADD, groupBase, word[1]);
        int code = b.binary(BinaryOp.ADD, base, b.binary(BinaryOp.NTH_SET_BIT, word[0], remaining));
        return layout.has(Kind.LEGAL_PASS) ? b.select(found, code, b.constant(-1)) : code;
    }

    /** Legal masks of at least this many words are searched in two levels. */
    private static final int TWO_LEVEL_WORDS = 16;

    /** The words of a group: whole planes of {@code planeWords}, about the square root of all of them. */
    private static int groupSize(int words, int planeWords) {
        int root = (int) Math.ceil(Math.sqrt(words));
        return Math.max(1, (root + planeWords - 1) / planeWords) * planeWords;
    }

    /**
     * Of items with running counts {@code through} (item i's count and all before it), the first
     * whose running count exceeds k: its {@code values}, then the running count before it; where
     * none does, {@code none} and {@code noneBefore}. Every item compares k with its running count
     * on its own, and the items are then taken from the last to the first, each one where k is
     * below its running count replacing the choice, so that the first such item is the one left:
     * no flag or remainder carried from item to item.
     */
    private static int[] firstAbove(PlanBuilder b, int k, int[] through, int[][] values, int[] none, int noneBefore) {
        int[] chosen = Arrays.copyOf(none, none.length + 1);
        chosen[none.length] = noneBefore;
        for (int i = through.length - 1; i >= 0; i--) {
            int within = b.binary(BinaryOp.LT, k, through[i]);
            for (int v = 0; v < none.length; v++) {
                chosen[v] = b.select(within, values[i][v], chosen[v]);
            }
            chosen[none.length] = b.select(within, i == 0 ? b.constant(0) : through[i - 1], chosen[none.length]);
        }
        return chosen;
    }

    /** The effects of the phase of the move, in order; none where {@code skip} (a pass, a shot). */
    private Ctx effects(Build c, Ctx placed, int position, int skip) {
        Map<List<Effect>, List<Integer>> groups = new LinkedHashMap<>();
        for (int p = 0; p < positions.count(); p++) {
            groups.computeIfAbsent(game.phases().get(positions.phase(p)).rule().effects(), k -> new ArrayList<>()).add(p);
        }
        Ctx result = null;
        for (Map.Entry<List<Effect>, List<Integer>> g : groups.entrySet()) {
            Ctx ctx = placed;
            for (Effect e : g.getKey()) {
                ctx = effect(c, ctx, e);
            }
            result = result == null ? ctx : selectCtx(c, c.atAny(position, g.getValue()), ctx, result);
        }
        return selectCtx(c, skip, placed, result);
    }

    /** {@code cond ? a : b} for two states seen from the same mover. */
    private Ctx selectCtx(Build c, int cond, Ctx a, Ctx b) {
        PlanBuilder pb = c.b;
        return new Ctx(a.moverIsP2(), c.bb.select(cond, a.mine(), b.mine()), c.bb.select(cond, a.theirs(), b.theirs()),
                a.pieces().select(c.bb, cond, b.pieces()),
                pb.select(cond, a.prevMine(), b.prevMine()), pb.select(cond, a.prevTheirs(), b.prevTheirs()),
                pb.select(cond, a.passedMine(), b.passedMine()), pb.select(cond, a.passedTheirs(), b.passedTheirs()),
                pb.select(cond, a.scoreMine(), b.scoreMine()), pb.select(cond, a.scoreTheirs(), b.scoreTheirs()),
                new Ctx.Ending(a.ending().noMoves(), a.ending().quietMoves(), a.ending().moveCount(),
                        a.ending().occurrences(), pb.select(cond, a.ending().jumped(), b.ending().jumped())));
    }

    /** The legal mask (P planes) holding only an action code's bit; nothing for −1. */
    private Bits wideSingle(Build c, int code) {
        if (actions.planeCount() == 1) {
            return c.bb.single(code); // a placement game: the code is the bit
        }
        PlanBuilder b = c.b;
        int plane = c.moves.planeIndex(code);
        int bit = c.moves.originBit(code);
        int word = b.binary(BinaryOp.ADD, b.binary(BinaryOp.MUL, plane, b.constant(topology.words())),
                b.shift(ShiftOp.SHR, bit, 6));
        int one = b.binary(BinaryOp.SHL, b.constant(1), bit);
        int none = b.unary(UnaryOp.NOT, b.binary(BinaryOp.EQ, code, b.constant(-1)));
        int[] r = new int[actions.legalWords()];
        for (int w = 0; w < r.length; w++) {
            r[w] = b.select(b.binary(BinaryOp.AND, none, b.binary(BinaryOp.EQ, word, b.constant(w))), one, b.constant(0));
        }
        return new Bits(r);
    }

    /**
     * The action applied (docs/language.md, The order of a step, step 2): a placement in a place
     * phase, a move or (in its second part) a shot in a move phase. The previous move becomes the
     * placed cell or the destination; a pass changes no board.
     */
    private Ctx apply(Build c, Ctx ctx, int position, int action, int inShot) {
        BitBoards bb = c.bb;
        PlanBuilder b = c.b;
        Ctx placed = null;
        if (game.phases().stream().anyMatch(p -> !p.moves())) {
            Bits actionBit = bb.single(action);
            int placerIsMover = c.lookup(position, p -> game.phases().get(positions.phase(p)).rule() instanceof Mechanic m
                    && m.placer() == Who.MOVER ? -1L : 0L);
            Bits mine = bb.select(placerIsMover, bb.or(ctx.mine(), actionBit), bb.andNot(ctx.mine(), actionBit));
            Bits theirs = bb.select(placerIsMover, bb.andNot(ctx.theirs(), actionBit), bb.or(ctx.theirs(), actionBit));
            // The placed piece is of its owner's first type: no stored type board holds its cell.
            placed = ctx.withBoards(mine, theirs).withPieces(ctx.pieces().within(bb, bb.not(actionBit), true))
                    .withPrevMine(layout.has(Kind.PREV) ? action : b.constant(-1));
        }
        Ctx moved = null;
        Map<Moves.Shot, List<Integer>> shotsAt = new LinkedHashMap<>();
        if (game.hasMoves()) {
            moved = c.moves.move(ctx, action);
            for (int p = 0; p < positions.count(); p++) {
                if (game.phases().get(positions.phase(p)).rule() instanceof Moves m && m.shot().isPresent()) {
                    shotsAt.computeIfAbsent(m.shot().get(), k -> new ArrayList<>()).add(p);
                }
            }
            for (Map.Entry<Moves.Shot, List<Integer>> e : shotsAt.entrySet()) {
                int here = b.binary(BinaryOp.AND, inShot, c.atAny(position, e.getValue()));
                moved = selectCtx(c, here, c.moves.shoot(ctx, e.getKey(), action), moved);
            }
        }
        Ctx result = placed == null ? moved : moved == null ? placed
                : selectCtx(c, c.lookup(position, p -> game.phases().get(positions.phase(p)).moves() ? -1L : 0L), moved, placed);
        int isPass = b.binary(BinaryOp.EQ, action, b.constant(-1));
        return selectCtx(c, isPass, ctx.withPrevMine(layout.has(Kind.PREV) ? action : b.constant(-1)), result);
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
            case Effect.Promote promote -> {
                // The mover's pieces of one type in the cells take another type (docs/language.md, promote).
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
                yield ctx.withPieces(new Pieces(ctx.pieces().neutral(), stored));
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
