package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.analysis.Facts;
import dev.plateau.diagnostics.GameException;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.plan.TurnSettlement.Settled;
import dev.plateau.rules.EndRule;
import dev.plateau.rules.Func;
import dev.plateau.rules.Game;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Outcome;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Who;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lowers a game into its {@link Plan}: the one place where the semantics of the language become
 * operations. It writes the init and step programs, following docs/language.md: Game state (init),
 * The order of a step, Play (turn order) and End rules and outcomes. Its parts each have a room of
 * their own: {@link ProgramBuild} (a program under construction and the state it writes, as a
 * {@link ParallelAssignment}), {@link TurnSettlement} (legality, {@code place} and {@code move}, and
 * the automatic pass-over), {@link EffectLowering} (the action applied, Effects), {@link
 * RandomAction} (a playout's random choice) and {@link PositionHistory} ({@code repeated});
 * expressions are lowered by {@link Expressions}, result constraints by {@link Trials}, movements by
 * {@link MoveLowering}.
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

    private final LoweringScope scope;
    private final Game game;
    private final Options options;
    private final StateLayout layout;
    private final Positions positions;
    private final PieceModel pieces;
    private final ActionSpace actions;

    private Lowering(AnalyzedGame analyzed, Options options) {
        this.scope = LoweringScope.of(analyzed, options);
        this.game = scope.game();
        this.options = options;
        this.layout = scope.layout();
        this.positions = scope.positions();
        this.pieces = scope.pieces();
        this.actions = scope.actions();
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
        return new Plan(game, scope.topology(), layout, positions, actions, buildInit(), buildStep(false),
                buildStep(true));
    }

    // ------------------------------------------------------------------ init

    private Program buildInit() {
        ProgramBuild c = new ProgramBuild(scope, true);
        PlanBuilder b = c.b;
        BitBoards bb = c.bb;
        int zero = b.constant(0);
        List<Bits> noTypes = new ArrayList<>();
        for (int t = 0; t < pieces.stored().size(); t++) {
            noTypes.add(bb.none());
        }
        List<Integer> noHands = java.util.Collections.nCopies(game.handTypes().size(), zero);
        Snapshot empty = new Snapshot(bb.none(), bb.none(), new Pieces(bb.none(), noTypes), b.constant(-1),
                b.constant(-1), zero, zero, zero, zero, noHands, noHands);
        // Start placements in order (docs/language.md, start): a later one replaces what stood there.
        Bits board1 = bb.none();
        Bits board2 = bb.none();
        Bits neutral = bb.none();
        boolean anyNeutral = false;
        List<Bits> stored = new ArrayList<>(noTypes);
        Ctx onEmpty = Ctx.of(bb, empty, zero);
        for (var placement : game.start()) {
            Bits cells = placement.region().isPresent() ? c.ex.mask(placement.region().get(), onEmpty)
                    : bb.cells(placement.cells().stream().mapToInt(Integer::intValue).toArray());
            boolean first = placement.player() == Player.P1;
            if (placement.neutral()) {
                anyNeutral = true;
                neutral = bb.or(neutral, cells);
                board1 = bb.andNot(board1, cells);
                board2 = bb.andNot(board2, cells);
            } else {
                // Only a game with neutral start pieces touches the neutral board at the start.
                neutral = anyNeutral ? bb.andNot(neutral, cells) : neutral;
                board1 = first ? bb.or(board1, cells) : bb.andNot(board1, cells);
                board2 = first ? bb.andNot(board2, cells) : bb.or(board2, cells);
            }
            int typeIndex = placement.piece().map(pieces::storedIndex).orElse(-1);
            for (int t = 0; t < stored.size(); t++) {
                stored.set(t, t == typeIndex ? bb.or(stored.get(t), cells) : bb.andNot(stored.get(t), cells));
            }
        }
        // The hands at the start (docs/language.md, hand).
        List<Integer> hands1 = new ArrayList<>(noHands);
        List<Integer> hands2 = new ArrayList<>(noHands);
        for (var hand : game.hands()) {
            (hand.player() == Player.P1 ? hands1 : hands2).set(game.handTypes().indexOf(hand.piece()),
                    b.constant(hand.count()));
        }
        Snapshot s = new Snapshot(board1, board2, new Pieces(neutral, stored), b.constant(-1), b.constant(-1),
                zero, zero, zero, zero, hands1, hands2);
        int start = b.constant(0);
        // The start is no step: no end rule is checked there, so the pass-over is always worked out.
        Settled settled = TurnSettlement.settle(c, Ctx.of(c.bb, s, b.unary(UnaryOp.NEG, b.constant(positions.player(0).index()))),
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
        if (layout.has(Kind.HEURISTIC)) {
            out.put(c.field(Kind.HEURISTIC, 0), zero);
        }
        if (layout.has(Kind.HISTORY_COUNT)) {
            PositionHistory.start(c, out, s, settled.player());
        }
        if (BoardHistory.kept(c)) {
            new BoardHistory(c).start(out, s);
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
    private void writeTurn(ProgramBuild c, Map<Integer, Integer> out, int over, int playerIfOver, Settled settled) {
        PlanBuilder b = c.b;
        out.put(c.field(Kind.PLAYER, 0), b.select(over, playerIfOver, settled.player()));
        Bits all = c.allActions();
        for (int w = 0; w < actions.legalWords(); w++) {
            out.put(c.field(Kind.LEGAL, w), b.select(over, all.word(w), settled.legal().word(w)));
        }
        if (layout.has(Kind.LEGAL_PASS)) {
            out.put(c.field(Kind.LEGAL_PASS, 0), c.bool01(b.select(over, b.constant(-1), settled.legalPass())));
        }
    }

    private void writeSnapshot(ProgramBuild c, Map<Integer, Integer> out, Snapshot s) {
        for (int w = 0; w < scope.topology().words(); w++) {
            out.put(c.field(Kind.BOARD_P1, w), s.p1().word(w));
            out.put(c.field(Kind.BOARD_P2, w), s.p2().word(w));
            if (layout.has(Kind.BOARD_NEUTRAL)) {
                out.put(c.field(Kind.BOARD_NEUTRAL, w), s.pieces().neutral().word(w));
            }
            for (int t = 0; t < s.pieces().stored().size(); t++) {
                out.put(c.field(Kind.BOARD_TYPE, t * scope.topology().words() + w), s.pieces().stored().get(t).word(w));
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
        int types = s.hands1().size();
        for (int h = 0; h < types; h++) {
            out.put(c.field(Kind.HAND, h), s.hands1().get(h));
            out.put(c.field(Kind.HAND, types + h), s.hands2().get(h));
        }
    }

    // ------------------------------------------------------------------ step

    private Program buildStep(boolean playout) {
        ProgramBuild c = new ProgramBuild(scope);
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

        int action = playout ? RandomAction.code(c, legal, passLegal, steps) : c.input(Plan.Input.ACTION);
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
        Ctx acted = EffectLowering.apply(c, ctx, position, action, inShot).withPassedMine(layout.has(Kind.PASSED) ? isPass : b.constant(0));
        if (Facts.usesMovedBy(game)) {
            // (moved_by …) asks for the action's plane (−1 for a pass).
            acted = acted.withEnding(acted.ending().withPlane(b.select(isPass, b.constant(-1), c.moves.planeIndex(action))));
        }
        // A shot or a removal runs no effects (the shot adds a piece); the moves of a chain are moves like any other.
        int hasShot = c.lookup(position, p -> scope.ruleAt(p) instanceof Moves m && m.shot().isPresent() ? -1L : 0L);
        int shooting = scope.chains() || scope.removals() ? b.binary(BinaryOp.AND, inShot, c.lookup(position,
                p -> scope.ruleAt(p) instanceof Moves m && (m.shot().isPresent() || m.removal().isPresent()) ? -1L : 0L))
                : inShot;
        Ctx moved = EffectLowering.effects(c, acted, position, b.binary(BinaryOp.OR, isPass, shooting));
        if (!pieces.stored().isEmpty()) {
            // A captured or flipped-away piece leaves no type behind (docs/language.md, pieces).
            Bits occupied = bb.or(bb.or(moved.mine(), moved.theirs()), moved.pieces().neutral());
            moved = moved.withPieces(moved.pieces().within(bb, occupied, false));
        }
        moved = acted.select(bb, isPass, moved);
        Snapshot after = moved.toSnapshot(bb);

        // Steps 8–10 (settled first: the end rules may ask whether the next player can move): advance
        // and settle the next turn; a move with a shot keeps the turn for the shot.
        int enteringShot = b.binary(BinaryOp.AND_NOT, b.binary(BinaryOp.AND_NOT, hasShot, inShot), isPass);
        // The turn stays with the mover for its shot, for the next move of a chain, or for a removal.
        int staying = scope.chains()
                ? b.binary(BinaryOp.OR, enteringShot, TurnSettlement.continuing(c, moved, position, isPass))
                : enteringShot;
        if (scope.removals()) {
            staying = b.binary(BinaryOp.OR, staying, TurnSettlement.removing(c, moved, position, isPass, inShot));
        }
        int advanced = c.lookup(position, p -> (long) positions.next(p));
        int next = scope.twoParts() ? b.select(staying, position, advanced) : advanced;
        Ctx nextView;
        if (alternating() && !scope.twoParts()) {
            // In alternating games the next mover is the opponent: its view is this one, swapped.
            nextView = moved.swapped(b);
        } else {
            int nextPlayer = c.lookup(advanced, p -> (long) positions.player(p).index());
            if (scope.twoParts()) {
                nextPlayer = b.select(staying, player, nextPlayer);
            }
            nextView = Ctx.of(bb, after, b.unary(UnaryOp.NEG, nextPlayer));
        }
        Settled settled = TurnSettlement.settle(c, nextView, next, staying, endsWithoutMoves());

        // What end rules may ask about this step: captures (a piece fewer than the move alone leaves),
        // the quiet-move count, the move count and the position's occurrences (docs/language.md,
        // quiet_moves, move_count, repeated).
        int newSteps = b.binary(BinaryOp.ADD, steps, b.constant(1));
        int adding = scope.removals() ? b.binary(BinaryOp.AND, inShot, hasShot) : shooting;
        if (actions.has(ActionSpace.Kind.DROP)) {
            // A drop adds a piece, as a placement does.
            adding = b.binary(BinaryOp.OR, adding, b.binary(BinaryOp.AND_NOT, c.moves.isPlane(action, ActionSpace.Kind.DROP), inShot));
        }
        int added = b.binary(BinaryOp.AND_NOT, b.binary(BinaryOp.OR, adding,
                c.lookup(position, p -> game.phases().get(positions.phase(p)).moves() ? 0L : -1L)), isPass);
        int expectedCount = b.binary(BinaryOp.SUB, occupiedCount(c, before), added); // added is −1 or 0
        int captured = b.binary(BinaryOp.LT, occupiedCount(c, after), expectedCount);
        int quiet = layout.has(Kind.QUIET)
                ? b.select(captured, b.constant(0), b.binary(BinaryOp.ADD, c.field(Kind.QUIET, 0), b.constant(1)))
                : b.constant(0);
        int occurrences = b.constant(1);
        int[] newPosition = null;
        if (layout.has(Kind.HISTORY_COUNT)) {
            newPosition = PositionHistory.words(c, after, settled.player());
            occurrences = PositionHistory.occurrences(c, newPosition, captured);
        }
        Ctx.Ending ending = new Ctx.Ending(settled.nextHasNone(), quiet, newSteps, occurrences, moved.ending().jumped(),
                moved.ending().promoted(), moved.ending().plane());

        // Steps 6–7: end rules with mover = the player who just moved.
        Ctx ended = moved.withEnding(ending);
        int[] decision = endRules(c, ended, player);
        int decided = decision[0];
        int winner = decision[1];
        if (decision.length > 2) {
            // A rule that scores the game decided it: the state keeps its final scores.
            after = new Snapshot(after.p1(), after.p2(), after.pieces(), after.prev1(), after.prev2(), after.passed1(),
                    after.passed2(), b.select(decision[2], decision[3], after.score1()),
                    b.select(decision[2], decision[4], after.score2()), after.hands1(), after.hands2());
        }
        int over = b.binary(BinaryOp.OR, decided, settled.draw());
        int truncated = b.binary(BinaryOp.AND_NOT,
                b.binary(BinaryOp.LE, c.input(Plan.Input.STEP_LIMIT), newSteps), over);

        Map<Integer, Integer> okState = new LinkedHashMap<>();
        writeSnapshot(c, okState, after);
        writeTurn(c, okState, over, player, settled);
        if (layout.has(Kind.PART)) {
            okState.put(c.field(Kind.PART, 0), c.bool01(b.binary(BinaryOp.AND_NOT, staying,
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
        if (layout.has(Kind.HEURISTIC)) {
            // Seen as the end rules see the position (docs/language.md, heuristic); the playout step
            // writes it too, so that a random step leaves the state an explicit one would.
            okState.put(c.field(Kind.HEURISTIC, 0), c.ex.func(game.heuristic().orElseThrow(), ended));
        }
        if (newPosition != null) {
            PositionHistory.record(c, okState, newPosition, captured);
        }
        Runnable boardWrite = () -> { };
        if (BoardHistory.kept(c)) {
            // Only a step that is played writes a board: ok folds into the condition of the write.
            boardWrite = new BoardHistory(c).record(okState, after, b.binary(BinaryOp.AND_NOT, ok, isPass));
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
            Bits all = c.allActions();
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
        return c.finish(playout ? "playout_step" : "step", out, boardWrite);
    }

    /** The number of pieces on the board. */
    private int occupiedCount(ProgramBuild c, Snapshot s) {
        return c.bb.popcount(c.bb.or(c.bb.or(s.p1(), s.p2()), s.pieces().neutral()));
    }

    /**
     * Whether an end rule {@code (if (no_moves) …)} ends the game wherever the player to move next
     * has no legal action (every end rule that holds decides the game, and this one holds then unless
     * an earlier one did), so that a step never needs the pass-over.
     */
    private boolean endsWithoutMoves() {
        return !options.passOverAlways() && game.endRules().stream().anyMatch(r -> holdsWithoutMoves(r.condition()));
    }

    /**
     * Whether a condition holds wherever the next player has no move: {@code (no_moves)}, alone or
     * with conditions that always hold, such as a parameter's test {@code (= 0 0)} (Morris's rule sets).
     */
    private static boolean holdsWithoutMoves(Pred p) {
        return p instanceof Pred.NoMoves || p instanceof Pred.And a
                && a.preds().stream().anyMatch(Pred.NoMoves.class::isInstance)
                && a.preds().stream().allMatch(q -> q instanceof Pred.NoMoves || alwaysHolds(q));
    }

    /** A comparison of integer literals that holds. */
    private static boolean alwaysHolds(Pred p) {
        return switch (p) {
            case Pred.Equal e -> e.funcs().stream().allMatch(Func.Const.class::isInstance)
                    && e.funcs().stream().map(Func.Const.class::cast).mapToInt(Func.Const::value).distinct().count() == 1;
            case Pred.AtLeast a when a.left() instanceof Func.Const l && a.right() instanceof Func.Const r -> l.value() >= r.value();
            case Pred.AtMost a when a.left() instanceof Func.Const l && a.right() instanceof Func.Const r -> l.value() <= r.value();
            default -> false;
        };
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

    /** The legal mask (P planes) holding only an action code's bit; nothing for −1. */
    private Bits wideSingle(ProgramBuild c, int code) {
        if (actions.planeCount() == 1) {
            return c.bb.single(code); // a placement game: the code is the bit
        }
        PlanBuilder b = c.b;
        int plane = c.moves.planeIndex(code);
        int bit = c.moves.originBit(code);
        int word = b.binary(BinaryOp.ADD, b.binary(BinaryOp.MUL, plane, b.constant(scope.topology().words())),
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
     * {decided, winner} from the first end rule that holds, mover = the player who moved; where a
     * {@code by_score} rule computes final scores, also {scored, final score of P1, of P2}.
     */
    private int[] endRules(ProgramBuild c, Ctx ctx, int player) {
        PlanBuilder b = c.b;
        int decided = b.constant(0);
        int winner = b.constant(-1);
        int scored = b.constant(0);
        int final1 = b.constant(0);
        int final2 = b.constant(0);
        boolean scores = false;
        int other = b.binary(BinaryOp.SUB, b.constant(1), player);
        for (EndRule rule : game.endRules()) {
            int holds = b.binary(BinaryOp.AND_NOT, c.ex.pred(rule.condition(), ctx), decided);
            int w = switch (rule.outcome()) {
                case Outcome.Win win -> win.who() == Who.MOVER ? player : other;
                case Outcome.Lose lose -> lose.who() == Who.MOVER ? other : player;
                case Outcome.Draw d -> b.constant(-1);
                case Outcome.ByScore s -> {
                    int[] finals = finalScores(c, ctx, s, holds);
                    if (s.setsScores()) {
                        scores = true;
                        scored = b.binary(BinaryOp.OR, scored, holds);
                        final1 = b.select(holds, finals[0], final1);
                        final2 = b.select(holds, finals[1], final2);
                    }
                    int tie = b.constant(s.ties().map(Player::index).orElse(-1));
                    yield b.select(b.binary(BinaryOp.LT, finals[1], finals[0]), b.constant(Player.P1.index()),
                            b.select(b.binary(BinaryOp.LT, finals[0], finals[1]), b.constant(Player.P2.index()), tie));
                }
            };
            winner = b.select(holds, w, winner);
            decided = b.binary(BinaryOp.OR, decided, holds);
        }
        return scores ? new int[] {decided, winner, scored, final1, final2} : new int[] {decided, winner};
    }

    /**
     * The final scores of P1 and P2 under {@code (by_score …)}: its function evaluated for each player
     * as the mover (only where the rule holds: a function such as {@code territory} is costly), or
     * the scores as they stand; P2's plus the komi.
     */
    private int[] finalScores(ProgramBuild c, Ctx ctx, Outcome.ByScore s, int holds) {
        PlanBuilder b = c.b;
        int mine = ctx.scoreMine();
        int theirs = ctx.scoreTheirs();
        if (s.value().isPresent()) {
            int[] values = {b.variable(b.constant(0)), b.variable(b.constant(0))};
            b.ifAny(holds, () -> {
                b.assign(values[0], b.select(holds, c.ex.func(s.value().get(), ctx), values[0]));
                b.assign(values[1], b.select(holds, c.ex.func(s.value().get(), ctx.swapped(b)), values[1]));
            });
            mine = values[0];
            theirs = values[1];
        }
        int s1 = b.select(ctx.moverIsP2(), theirs, mine);
        int s2 = b.select(ctx.moverIsP2(), mine, theirs);
        if (s.komi() != 0) {
            s2 = b.binary(BinaryOp.ADD32, s2, b.constant(s.komi()));
        }
        return new int[] {s1, s2};
    }

    /** {reward of P1, reward of P2} for a winner register (−1 for none). */
    private int[] rewards(ProgramBuild c, int winner) {
        PlanBuilder b = c.b;
        int p1Wins = b.binary(BinaryOp.EQ, winner, b.constant(0));
        int p2Wins = b.binary(BinaryOp.EQ, winner, b.constant(1));
        int r1 = b.select(p1Wins, b.constant(1), b.select(p2Wins, b.constant(-1), b.constant(0)));
        return new int[] {r1, b.unary(UnaryOp.NEG, r1)};
    }
}
