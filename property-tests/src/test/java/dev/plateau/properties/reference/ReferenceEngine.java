package dev.plateau.properties.reference;

import dev.plateau.rules.Axis;
import dev.plateau.rules.Direction;
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
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.rules.Pred;
import dev.plateau.rules.Regions;
import dev.plateau.rules.Repetition;
import dev.plateau.rules.Who;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A deliberately simple reference interpreter of the {@code .ldx} language, used only as a test
 * oracle for the optimised simulators. It is an independent oracle: written from the language
 * reference, docs/language.md, and not from the compiler's code.
 *
 * <p>One environment at a time, plain loops over {@code int} arrays (0 EMPTY, 1 P1, 2 P2), no
 * bitboards, no precomputed lookahead: a result constraint is evaluated by literal trial placement
 * ({@code result}). The code follows the reference heading by heading; names in parentheses in the
 * comments are headings of docs/language.md. The geometry comes from {@link RefGeometry}, which is
 * also written from the reference alone.
 *
 * <p>Illegal actions follow the penalty policy (Illegal actions). The game is assumed to be valid
 * (it passed the checks of Compile-time errors); an invalid construct, such as {@code up} on a hex
 * board, makes evaluation throw {@link IllegalArgumentException}.
 */
public final class ReferenceEngine {
    /** The value of {@code prev[p]} when p has not moved or p's last action was a pass. */
    public static final int NONE = -1;

    private final Game game;
    private final RefGeometry geo;
    private final int cells;
    private final boolean hasPassAction;
    private final int actions;
    private final int stepLimit;
    /** The boards {@code no_repeat} keeps (0: none). */
    private final int window;

    /** An engine without a step limit. */
    public ReferenceEngine(Game game) {
        this(game, 0);
    }

    /**
     * An engine with an optional step limit (Finished games and truncation).
     *
     * @param stepLimit L ≥ 1, or 0 for no limit
     */
    public ReferenceEngine(Game game, int stepLimit) {
        if (stepLimit < 0) {
            throw new IllegalArgumentException("step limit must be ≥ 0, not " + stepLimit);
        }
        this.game = game;
        this.geo = new RefGeometry(game.board());
        this.cells = geo.cells();
        // A pass action exists when any phase has force_pass (Actions).
        boolean pass = false;
        for (Phase ph : game.phases()) {
            pass |= ph.mechanic().forcePass() || ph.mechanic().passAlways();
        }
        this.hasPassAction = pass;
        int window = 0;
        for (Phase ph : game.phases()) {
            window = Math.max(window, ph.mechanic().noRepeat().orElse(0));
        }
        this.window = window;
        this.actions = pass ? cells + 1 : cells;
        this.stepLimit = stepLimit;
    }

    /** The game. */
    public Game game() {
        return game;
    }

    /** The board geometry. */
    public RefGeometry geometry() {
        return geo;
    }

    /** M, the number of cells. */
    public int cellCount() {
        return cells;
    }

    /** A: M, or M + 1 when the game has the pass action (Actions). */
    public int actionCount() {
        return actions;
    }

    /** The pass action M, or −1 when the game has none. */
    public int passAction() {
        return hasPassAction ? cells : -1;
    }

    /** The step limit, 0 for none. */
    public int stepLimit() {
        return stepLimit;
    }

    // =====================================================================================
    // init (Game state) and step (The order of a step)
    // =====================================================================================

    /** The initial state (Game state). */
    public RefState init() {
        // 1. Every cell EMPTY; start rules in order, a later one overwrites an earlier one.
        Pos pos = new Pos(new int[cells], new int[] {NONE, NONE}, new boolean[2], new int[2]);
        for (Placement pl : game.start()) {
            for (int c : pl.cells()) {
                pos.board[c] = pl.player().index() + 1;
            }
        }
        // 2. Turn position (0, 0), and the other fields as in Pos above; no_repeat keeps the start board.
        if (window > 0) {
            pos.boards = List.of(pos.board.clone());
        }
        // 3. The player at (0, 0) is to move, with the automatic pass-over.
        Settled t = settle(pos, 0, 0);
        if (t.legal == null) {
            // Neither player can act: a terminated draw; currentPlayer is the first player of phase 0.
            return new RefState(pos.board, t.phase, t.entry, pos.prev, pos.passed, pos.score,
                    playerAt(0, 0), allTrue(), new int[2], true, false, -1, 0, pos.boards);
        }
        return new RefState(pos.board, t.phase, t.entry, pos.prev, pos.passed, pos.score, t.player, t.legal,
                new int[2], false, false, -1, 0, pos.boards);
    }

    /**
     * A running state at a chosen turn position, for tests: the given board, previous moves, pass
     * flags and scores, step count 0; the player to move and its legal mask are computed as after
     * a step (with the automatic pass-over, which may move the position on or end the game in a
     * draw).
     */
    public RefState position(int[] board, int phase, int entry, int[] prev, boolean[] passed, int[] score) {
        if (board.length != cells) {
            throw new IllegalArgumentException("board has " + board.length + " cells, expected " + cells);
        }
        Pos pos = new Pos(board.clone(), prev.clone(), passed.clone(), score.clone());
        Settled t = settle(pos, phase, entry);
        if (t.legal == null) {
            return new RefState(pos.board, t.phase, t.entry, pos.prev, pos.passed, pos.score,
                    playerAt(phase, entry), allTrue(), new int[2], true, false, -1, 0);
        }
        return new RefState(pos.board, t.phase, t.entry, pos.prev, pos.passed, pos.score, t.player, t.legal,
                new int[2], false, false, -1, 0);
    }

    /**
     * One step of one environment with action a (The order of a step; the numbered comments below
     * split that order more finely).
     *
     * @throws IllegalArgumentException if a is outside 0 … A−1 (Actions), in any state
     */
    public RefState step(RefState s, int a) {
        if (a < 0 || a >= actions) {
            throw new IllegalArgumentException("action " + a + " is outside 0 … " + (actions - 1));
        }
        // 0. Finished? Only the rewards change (Finished games and truncation).
        if (s.terminated() || s.truncated()) {
            return s.withRewards(0, 0);
        }
        int p = s.currentPlayer();
        // 1. Legality: the penalty policy (Illegal actions). Board, prev, passed, scores and
        //    position stay.
        if (!s.isLegal(a)) {
            int[] rewards = new int[2];
            rewards[p] = -1;
            rewards[1 - p] = +1;
            return new RefState(s.board(), s.phase(), s.entry(), s.prev(), s.passed(), s.score(), p, allTrue(),
                    rewards, true, false, 1 - p, s.stepCount() + 1, s.boards());
        }
        Pos pos = Pos.of(s);
        Mechanic mech = game.phases().get(s.phase()).mechanic();
        boolean isPass = hasPassAction && a == cells;
        // 2. Apply the action: a pass leaves the board; a placement puts P's piece, or opp(P)'s
        //    under (place opponent …), replacing whatever the cell held.
        if (!isPass) {
            pos.board[a] = piece(resolve(mech.placer(), p));
        }
        // 3. Previous move (it belongs to P, also under place opponent: Game state).
        pos.prev[p] = isPass ? NONE : a;
        // 4. Pass flag.
        pos.passed[p] = isPass;
        // 5. Effects of the phase of the move, in order, mover = P; skipped for a pass (Effects).
        if (!isPass) {
            for (Effect e : mech.effects()) {
                applyEffect(pos, e, p);
            }
        }
        // 5b. no_repeat keeps the board after a placement (the oldest goes once the window is full).
        if (window > 0 && !isPass) {
            List<int[]> boards = new ArrayList<>(pos.boards);
            boards.add(pos.board.clone());
            pos.boards = boards.size() > window ? boards.subList(boards.size() - window, boards.size()) : boards;
        }
        pos.moveCount = s.stepCount() + 1;
        // 6. End rules in file order, mover = P; the first that holds decides (End rules and
        //    outcomes).
        boolean terminated = false;
        int winner = -1;
        for (EndRule rule : game.endRules()) {
            if (pred(pos, rule.condition(), p)) {
                terminated = true;
                winner = outcomeWinner(pos, rule.outcome(), p);
                break;
            }
        }
        // 7. Rewards.
        int[] rewards = rewardsFor(winner);
        int steps = s.stepCount() + 1;
        // 8. Terminated: legal all true, currentPlayer stays P, position unchanged (Turn position);
        //    then step 11.
        if (terminated) {
            return new RefState(pos.board, s.phase(), s.entry(), pos.prev, pos.passed, pos.score, p, allTrue(),
                    rewards, true, false, winner, steps, pos.boards);
        }
        // 9. Advance the turn position once.
        int[] next = advance(s.phase(), s.entry());
        // 10. Next player, with the automatic pass-over (Automatic pass-over).
        Settled t = settle(pos, next[0], next[1]);
        if (t.legal == null) {
            // A pass-over draw: terminated, winner −1, rewards 0, 0, currentPlayer stays P.
            return new RefState(pos.board, t.phase, t.entry, pos.prev, pos.passed, pos.score, p, allTrue(),
                    new int[2], true, false, -1, steps, pos.boards);
        }
        // 11. stepCount += 1 (above) and the truncation check (Finished games and truncation).
        boolean truncated = stepLimit > 0 && steps >= stepLimit;
        return new RefState(pos.board, t.phase, t.entry, pos.prev, pos.passed, pos.score, t.player, t.legal,
                new int[2], false, truncated, -1, steps, pos.boards);
    }

    private int[] rewardsFor(int winner) {
        int[] rewards = new int[2];
        if (winner >= 0) {
            rewards[winner] = +1;
            rewards[1 - winner] = -1;
        }
        return rewards;
    }

    private boolean[] allTrue() {
        boolean[] all = new boolean[actions];
        Arrays.fill(all, true);
        return all;
    }

    /** The winner decided by an outcome, with mover = the player who just moved. */
    private int outcomeWinner(Pos pos, Outcome outcome, int mover) {
        return switch (outcome) {
            case Outcome.Win w -> resolve(w.who(), mover);
            case Outcome.Lose l -> 1 - resolve(l.who(), mover);
            case Outcome.Draw d -> -1;
            case Outcome.ByScore b -> {
                // The final scores: f for each player as the mover, or the scores; P2's plus the komi.
                long[] finals = new long[2];
                for (int q = 0; q < 2; q++) {
                    finals[q] = b.value().isPresent() ? func(pos, b.value().get(), q) : pos.score[q];
                }
                finals[1] = (int) (finals[1] + b.komi());
                if (b.setsScores()) {
                    pos.score[0] = (int) finals[0];
                    pos.score[1] = (int) finals[1];
                }
                yield finals[0] > finals[1] ? 0 : finals[0] < finals[1] ? 1 : b.ties().map(Player::index).orElse(-1);
            }
        };
    }

    // =====================================================================================
    // Turn position and Automatic pass-over
    // =====================================================================================

    /** The player at a turn position: order_p[e] (Turn position). */
    private int playerAt(int phase, int entry) {
        return game.phases().get(phase).order().get(entry).index();
    }

    /** Advances a position by one entry (Turn position). */
    private int[] advance(int phase, int entry) {
        Phase ph = game.phases().get(phase);
        if (entry + 1 < ph.order().size()) {
            return new int[] {phase, entry + 1};
        }
        if (ph.repetition() == Repetition.REPEAT) {
            return new int[] {phase, 0};
        }
        if (phase + 1 < game.phases().size()) {
            return new int[] {phase + 1, 0};
        }
        return new int[] {phase, 0}; // a once-through last phase repeats its order
    }

    /** Where the pass-over settled: the position, the player to move and its mask (null = draw). */
    private record Settled(int phase, int entry, int player, boolean[] legal) {}

    /**
     * Step 10 and the automatic pass-over: the player Q at the position is to move if it can act;
     * otherwise the position advances until the player there is opp(Q), who is to move if it can
     * act; otherwise (or if opp(Q) is never reached) the game is a draw.
     */
    private Settled settle(Pos pos, int phase, int entry) {
        int q = playerAt(phase, entry);
        boolean[] legal = legalMask(pos, phase, q);
        if (canAct(legal)) {
            return new Settled(phase, entry, q, legal);
        }
        // 1. Advance until the player at the position is opp(Q). There are T positions in all; if
        //    opp(Q) is not reached within T advances it is never reached (4.).
        int total = 0;
        for (Phase ph : game.phases()) {
            total += ph.order().size();
        }
        int[] at = {phase, entry};
        boolean reached = false;
        for (int i = 0; i < total && !reached; i++) {
            at = advance(at[0], at[1]);
            reached = playerAt(at[0], at[1]) == 1 - q;
        }
        if (!reached) {
            return new Settled(phase, entry, q, null); // 4. a draw
        }
        // 2. opp(Q) is to move if it can act there; 3. otherwise a draw.
        boolean[] other = legalMask(pos, at[0], 1 - q);
        return new Settled(at[0], at[1], 1 - q, canAct(other) ? other : null);
    }

    private static boolean canAct(boolean[] legal) {
        for (boolean b : legal) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    // =====================================================================================
    // Legality (place, result)
    // =====================================================================================

    /**
     * The legal mask (length A) of {@code mover} in the given phase on the state's board, with
     * trial placement for the result constraint ({@code place}, {@code result}, Legal mask).
     */
    public boolean[] legalMask(RefState s, int phase, Player mover) {
        return legalMask(Pos.of(s), phase, mover.index());
    }

    private boolean[] legalMask(Pos pos, int phase, int mover) {
        Mechanic mech = game.phases().get(phase).mechanic();
        boolean[] legal = new boolean[actions];
        boolean[] destination = mask(pos, mech.destination(), mover);
        boolean anyPlacement = false;
        for (int x = 0; x < cells; x++) {
            if (!destination[x]) {
                continue;
            }
            boolean ok = true;
            if (mech.result().isPresent()) {
                // Trial placement: copy the state, place the piece as the mechanic would,
                // set the mover's previous move to x, change nothing else, evaluate with the same mover.
                Pos trial = pos.copy();
                trial.board[x] = piece(resolve(mech.placer(), mover));
                trial.prev[mover] = x;
                ok = pred(trial, mech.result().get(), mover);
            }
            if (ok && (mech.noSuicide().isPresent() || mech.noRepeat().isPresent())) {
                ok = keepsTheGroupRules(pos, mech, x, mover);
            }
            legal[x] = ok;
            anyPlacement |= ok;
        }
        if (hasPassAction) {
            legal[cells] = mech.forcePass() && !anyPlacement || mech.passAlways();
        }
        return legal;
    }

    /**
     * {@code no_suicide} and {@code no_repeat}: the placement on x played out on a copy, effects and
     * all; the placed piece's group must touch an empty cell, and the board must be none of the game's.
     */
    private boolean keepsTheGroupRules(Pos pos, Mechanic mech, int x, int mover) {
        Pos trial = pos.copy();
        trial.board[x] = piece(resolve(mech.placer(), mover));
        trial.prev[mover] = x;
        for (Effect e : mech.effects()) {
            applyEffect(trial, e, mover);
        }
        if (mech.noSuicide().isPresent()) {
            int own = piece(mover);
            boolean breathes = false;
            for (int[] group : regions(trial, y -> trial.board[y] == own, mech.noSuicide().get())) {
                if (Arrays.stream(group).anyMatch(y -> y == x)) {
                    for (int y : group) {
                        for (int z : linked(y, mech.noSuicide().get())) {
                            breathes |= trial.board[z] == 0;
                        }
                    }
                }
            }
            if (!breathes) {
                return false;
            }
        }
        return mech.noRepeat().isEmpty() || pos.boards.stream().noneMatch(b -> Arrays.equals(b, trial.board));
    }

    // =====================================================================================
    // Effects
    // =====================================================================================

    private void applyEffect(Pos pos, Effect effect, int mover) {
        switch (effect) {
            case Effect.Promote p -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Effect.Capture c -> {
                boolean[] m = mask(pos, c.mask(), mover);
                int target = resolve(c.target(), mover);
                int emptied = 0;
                for (int x = 0; x < cells; x++) {
                    if (m[x] && pos.board[x] == piece(target)) {
                        pos.board[x] = 0;
                        emptied++;
                    }
                }
                if (c.incrementScore()) {
                    pos.score[mover] += emptied; // the score always goes to the player who moved
                }
            }
            case Effect.Flip f -> {
                boolean[] m = mask(pos, f.mask(), mover);
                int target = resolve(f.target(), mover);
                for (int x = 0; x < cells; x++) {
                    if (m[x] && pos.board[x] == piece(target)) {
                        pos.board[x] = piece(1 - target);
                    }
                }
            }
            case Effect.IncrementScore inc -> {
                int amount = func(pos, inc.amount(), mover);
                int who = resolve(inc.who(), mover);
                pos.score[who] += amount;
            }
            case Effect.SetScore set -> {
                int value = func(pos, set.value(), mover);
                pos.score[resolve(set.who(), mover)] = value;
            }
        }
    }

    // =====================================================================================
    // Predicates
    // =====================================================================================

    /** Evaluates a predicate on a state with the given context mover ({@code mover}). */
    public boolean evalPred(RefState s, Pred p, Player mover) {
        return pred(Pos.of(s), p, mover.index());
    }

    private boolean pred(Pos pos, Pred p, int mover) {
        return switch (p) {
            case Pred.NoMoves n -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Pred.Promoted pr -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Pred.MovedBy mb -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Pred.Repeated r -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Pred.Equal eq -> {
                int first = func(pos, eq.funcs().get(0), mover);
                boolean all = true;
                for (Func f : eq.funcs()) {
                    all &= func(pos, f, mover) == first;
                }
                yield all;
            }
            case Pred.AtLeast ge -> func(pos, ge.left(), mover) >= func(pos, ge.right(), mover);
            case Pred.AtMost le -> func(pos, le.left(), mover) <= func(pos, le.right(), mover);
            case Pred.Exists ex -> count(mask(pos, ex.mask(), mover)) > 0;
            case Pred.FullBoard fb -> {
                boolean full = true;
                for (int v : pos.board) {
                    full &= v != 0;
                }
                yield full;
            }
            case Pred.MoverIs mi -> mi.player().index() == mover;
            case Pred.Passed pa -> pos.passed[resolve(pa.who(), mover)];
            case Pred.PassedBoth pb -> pos.passed[0] && pos.passed[1];
            case Pred.Positive pos1 -> func(pos, pos1.func(), mover) > 0;
            case Pred.And and -> {
                boolean all = true;
                for (Pred q : and.preds()) {
                    all = all && pred(pos, q, mover); // predicates have no side effects
                }
                yield all;
            }
            case Pred.Or or -> {
                boolean any = false;
                for (Pred q : or.preds()) {
                    any = any || pred(pos, q, mover);
                }
                yield any;
            }
            case Pred.Not not -> !pred(pos, not.pred(), mover);
        };
    }

    // =====================================================================================
    // Functions
    // =====================================================================================

    /** Evaluates a function on a state with the given context mover ({@code mover}). */
    public int evalFunc(RefState s, Func f, Player mover) {
        return func(Pos.of(s), f, mover.index());
    }

    private int func(Pos pos, Func f, int mover) {
        return switch (f) {
            case Func.QuietMoves q -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Func.MoveCount m -> pos.moveCount;
            case Func.InHand h -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Func.Const c -> c.value();
            case Func.Count c -> count(mask(pos, c.mask(), mover));
            case Func.Score sc -> pos.score[resolve(sc.who(), mover)];
            case Func.Line line -> line(pos, line, mover);
            case Func.Connected con -> connected(pos, con, mover);
            case Func.Add add -> {
                int sum = 0;
                for (Func t : add.terms()) {
                    sum += func(pos, t, mover); // wraps, as Java int does (Functions)
                }
                yield sum;
            }
            case Func.Multiply mul -> {
                int product = 1;
                for (Func t : mul.factors()) {
                    product *= func(pos, t, mover);
                }
                yield product;
            }
            case Func.Subtract sub -> func(pos, sub.left(), mover) - func(pos, sub.right(), mover);
        };
    }

    /** {@code line}: the mover's windows, or with exact:true its maximal runs of exactly n. */
    private int line(Pos pos, Func.Line line, int mover) {
        int n = line.length();
        int mine = piece(mover);
        int total = 0;
        for (Axis family : families(line.orientation())) {
            Direction step = RefGeometry.familyStep(family);
            for (int[] w : geo.windows(family, n)) {
                boolean all = true;
                for (int x : w) {
                    if (pos.board[x] != mine) {
                        all = false;
                        break;
                    }
                }
                if (!all) {
                    continue;
                }
                if (!line.exact()) {
                    total++;
                } else {
                    // Maximal when the cells one step before and after are off the board or
                    // do not hold the mover's piece.
                    int before = geo.neighbour(w[0], step.opposite());
                    int after = geo.neighbour(w[n - 1], step);
                    boolean closedBefore = before < 0 || pos.board[before] != mine;
                    boolean closedAfter = after < 0 || pos.board[after] != mine;
                    if (closedBefore && closedAfter) {
                        total++;
                    }
                }
            }
        }
        return total;
    }

    /** {@code connected}: the number of regions touched by the group of {@code who}'s last move. */
    private int connected(Pos pos, Func.Connected con, int mover) {
        int p = resolve(con.who(), mover);
        int c = pos.prev[p];
        if (c == NONE || pos.board[c] != piece(p)) {
            return 0;
        }
        // Flood fill over p's pieces; links along the directions of D, both ways.
        Set<Direction> dirs = directions(con.direction());
        boolean[] group = new boolean[cells];
        Deque<Integer> todo = new ArrayDeque<>();
        group[c] = true;
        todo.add(c);
        while (!todo.isEmpty()) {
            int u = todo.poll();
            for (Direction d : dirs) {
                for (Direction way : List.of(d, d.opposite())) {
                    int v = geo.neighbour(u, way);
                    if (v >= 0 && !group[v] && pos.board[v] == piece(p)) {
                        group[v] = true;
                        todo.add(v);
                    }
                }
            }
        }
        // Regions are evaluated with the context's mover (not `who`); a region listed twice counts twice.
        int touched = 0;
        for (boolean[] region : regions(pos, con.regions(), mover)) {
            boolean touches = false;
            for (int x = 0; x < cells; x++) {
                touches |= region[x] && group[x];
            }
            if (touches) {
                touched++;
            }
        }
        return touched;
    }

    /** The region list of {@code connected}. */
    private List<boolean[]> regions(Pos pos, Regions regions, int mover) {
        List<boolean[]> result = new ArrayList<>();
        switch (regions) {
            case Regions.CornerRegions cr -> {
                for (int corner : geo.corners()) {
                    result.add(cellsMask(List.of(corner)));
                }
            }
            case Regions.EdgeRegions er -> {
                for (Edge e : geo.edges()) {
                    result.add(cellsMask(geo.edge(e)));
                }
            }
            case Regions.EdgeRegionsWithoutCorners enc -> {
                for (Edge e : geo.edges()) {
                    boolean[] region = cellsMask(geo.edge(e));
                    for (int corner : geo.corners()) {
                        region[corner] = false; // every corner cell is removed
                    }
                    result.add(region);
                }
            }
            case Regions.MaskRegions mr -> {
                for (Mask m : mr.masks()) {
                    result.add(mask(pos, m, mover));
                }
            }
        }
        return result;
    }

    // =====================================================================================
    // Masks
    // =====================================================================================

    /** Evaluates a mask on a state with the given context mover, as a sorted set of cells. */
    public SortedSet<Integer> evalMask(RefState s, Mask m, Player mover) {
        boolean[] mask = mask(Pos.of(s), m, mover.index());
        SortedSet<Integer> result = new TreeSet<>();
        for (int x = 0; x < cells; x++) {
            if (mask[x]) {
                result.add(x);
            }
        }
        return result;
    }

    private boolean[] mask(Pos pos, Mask m, int mover) {
        boolean[] out = new boolean[cells];
        switch (m) {
            case Mask.PieceOf p -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Mask.Jumped j -> throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Mask.Prefer p -> {
                boolean[] first = mask(pos, p.first(), mover);
                boolean any = false;
                for (boolean b : first) {
                    any |= b;
                }
                return any ? first : mask(pos, p.otherwise(), mover);
            }
            case Mask.Empty e -> {
                for (int x = 0; x < cells; x++) {
                    out[x] = pos.board[x] == 0;
                }
            }
            case Mask.Occupied o -> {
                for (int x = 0; x < cells; x++) {
                    out[x] = pos.board[x] != 0;
                }
            }
            case Mask.OccupiedBy o -> {
                int who = piece(resolve(o.who(), mover));
                for (int x = 0; x < cells; x++) {
                    out[x] = pos.board[x] == who;
                }
            }
            case Mask.Cells cs -> {
                for (int x : cs.cells()) {
                    out[x] = true;
                }
            }
            case Mask.Row r -> {
                for (int x = 0; x < cells; x++) {
                    out[x] = geo.row(x) == r.number() - 1;
                }
            }
            case Mask.Column col -> {
                if (game.board().isHex()) {
                    throw new UnsupportedOperationException("the reference engine names no columns on hex boards");
                }
                for (int x = 0; x < cells; x++) {
                    out[x] = geo.col(x) == col.number() - 1;
                }
            }
            case Mask.Center c -> out = cellsMask(geo.center());
            case Mask.Corners c -> out = cellsMask(geo.corners());
            case Mask.EdgeCells e -> out = cellsMask(geo.edge(e.edge()));
            case Mask.PrevMove pm -> {
                // The single cell prev[p], or nothing when it is NONE.
                int c = pos.prev[resolve(pm.who(), mover)];
                if (c != NONE) {
                    out[c] = true;
                }
            }
            case Mask.Adjacent adj -> {
                // The union of m shifted by each direction of D.
                boolean[] inner = mask(pos, adj.of(), mover);
                Set<Direction> dirs = directions(adj.direction());
                for (int x = 0; x < cells; x++) {
                    if (!inner[x]) {
                        continue;
                    }
                    for (Direction d : dirs) {
                        int y = geo.neighbour(x, d);
                        if (y >= 0) {
                            out[y] = true;
                        }
                    }
                }
            }
            case Mask.NoLiberties nl -> {
                // Each group of who's stones, found by a search; marked when it touches no empty cell.
                int who = piece(resolve(nl.who(), mover));
                for (int[] group : regions(pos, x -> pos.board[x] == who, nl.direction())) {
                    boolean breathes = false;
                    for (int x : group) {
                        for (int y : linked(x, nl.direction())) {
                            breathes |= pos.board[y] == 0;
                        }
                    }
                    for (int x : group) {
                        out[x] = !breathes;
                    }
                }
            }
            case Mask.Territory t -> {
                // Each region of empty cells, marked when the pieces around it are all who's.
                int who = piece(resolve(t.who(), mover));
                for (int[] region : regions(pos, x -> pos.board[x] == 0, t.direction())) {
                    boolean own = false;
                    boolean other = false;
                    for (int x : region) {
                        for (int y : linked(x, t.direction())) {
                            own |= pos.board[y] == who;
                            other |= pos.board[y] != 0 && pos.board[y] != who;
                        }
                    }
                    for (int x : region) {
                        out[x] = own && !other;
                    }
                }
            }
            case Mask.Custodial cu when cu.hostile().isPresent() ->
                    throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Mask.Custodial cu -> out = custodial(pos, cu, mover);
            case Mask.InLine in -> {
                // Every cell of every window of length n that who's pieces fill.
                int own = piece(resolve(in.who(), mover));
                for (Axis family : families(in.orientation())) {
                    for (int[] w : geo.windows(family, in.length())) {
                        if (Arrays.stream(w).allMatch(x -> pos.board[x] == own)) {
                            for (int x : w) {
                                out[x] = true;
                            }
                        }
                    }
                }
            }
            case Mask.Pattern pat -> out = pattern(pos, pat, mover);
            case Mask.And and -> {
                Arrays.fill(out, true);
                for (Mask sub : and.masks()) {
                    boolean[] s = mask(pos, sub, mover);
                    for (int x = 0; x < cells; x++) {
                        out[x] &= s[x];
                    }
                }
            }
            case Mask.Or or -> {
                for (Mask sub : or.masks()) {
                    boolean[] s = mask(pos, sub, mover);
                    for (int x = 0; x < cells; x++) {
                        out[x] |= s[x];
                    }
                }
            }
            case Mask.Not not -> {
                boolean[] s = mask(pos, not.mask(), mover);
                for (int x = 0; x < cells; x++) {
                    out[x] = !s[x];
                }
            }
        }
        return out;
    }

    /** The union of all matching windows of length L + 2 (every L ≥ 1 for {@code any}). */
    private boolean[] custodial(Pos pos, Mask.Custodial cu, int mover) {
        boolean[] out = new boolean[cells];
        int outer = resolve(cu.who(), mover);
        int inner = 1 - outer;
        List<Integer> lengths = new ArrayList<>(); // window lengths L + 2
        if (cu.anyLength()) {
            // Every L ≥ 1. Lengths without windows contribute nothing, and when no selected family
            // has a window of length n, none has a longer one: stop there.
            for (int n = 3; hasWindows(families(cu.orientation()), n); n++) {
                lengths.add(n);
            }
        } else {
            lengths.add(cu.length().getAsInt() + 2);
        }
        for (int n : lengths) {
            for (Axis family : families(cu.orientation())) {
                for (int[] w : geo.windows(family, n)) {
                    boolean last = pos.prev[outer] == w[0] || pos.prev[outer] == w[n - 1];
                    boolean ends = pos.board[w[0]] == piece(outer) && pos.board[w[n - 1]] == piece(outer);
                    boolean middle = true;
                    for (int i = 1; i < n - 1 && middle; i++) {
                        middle = pos.board[w[i]] == piece(inner);
                    }
                    if (ends && middle && last) {
                        for (int x : w) {
                            out[x] = true; // both ends included
                        }
                    }
                }
            }
        }
        return out;
    }

    private boolean hasWindows(List<Axis> families, int n) {
        for (Axis family : families) {
            if (!geo.windows(family, n).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** The cells covered by every matching placement of the pattern (and its turns). */
    private boolean[] pattern(Pos pos, Mask.Pattern pat, int mover) {
        if (geo.isHex()) {
            throw new IllegalArgumentException("`pattern` on a hex board");
        }
        boolean[] out = new boolean[cells];
        int rows = geo.gridRows();
        int cols = geo.gridCols();
        int[][] shape = new int[pat.rows()][pat.cols()];
        for (int i = 0; i < pat.rows(); i++) {
            for (int j = 0; j < pat.cols(); j++) {
                shape[i][j] = pat.values().get(i * pat.cols() + j);
            }
        }
        List<int[][]> shapes = new ArrayList<>();
        shapes.add(shape);
        if (pat.rotate()) {
            int[][] turned = shape;
            for (int t = 0; t < 3; t++) {
                turned = turn(turned);
                shapes.add(turned);
            }
        }
        for (int[][] sh : shapes) {
            int r = sh.length;
            int c = sh[0].length;
            for (int top = 0; top + r <= rows; top++) {
                for (int left = 0; left + c <= cols; left++) {
                    boolean match = true;
                    for (int i = 0; i < r && match; i++) {
                        for (int j = 0; j < c && match; j++) {
                            int v = pos.board[(top + i) * cols + (left + j)];
                            match = switch (sh[i][j]) {
                                case 0 -> v == 0;
                                case 1 -> v == piece(mover);
                                case 2 -> v == piece(1 - mover);
                                case 3 -> true;
                                default -> throw new IllegalArgumentException("pattern value " + sh[i][j]);
                            };
                        }
                    }
                    if (match) {
                        for (int i = 0; i < r; i++) {
                            for (int j = 0; j < c; j++) {
                                out[(top + i) * cols + (left + j)] = true;
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** Turning by 90° makes R × C into C × R; row i, column j holds the original's (R−1−j, i). */
    private static int[][] turn(int[][] sh) {
        int r = sh.length;
        int c = sh[0].length;
        int[][] t = new int[c][r];
        for (int i = 0; i < c; i++) {
            for (int j = 0; j < r; j++) {
                t[i][j] = sh[r - 1 - j][i];
            }
        }
        return t;
    }

    // =====================================================================================
    // Directions: direction groups and orientation words
    // =====================================================================================

    /** The directions named by a direction or a group; {@code any} is all the board has. */
    /** The cells one step from x in the directions of the choice or their opposites. */
    private List<Integer> linked(int x, DirectionChoice choice) {
        List<Integer> result = new ArrayList<>();
        for (Direction d : directions(choice)) {
            for (Direction way : List.of(d, d.opposite())) {
                int y = geo.neighbour(x, way);
                if (y >= 0 && !result.contains(y)) {
                    result.add(y);
                }
            }
        }
        return result;
    }

    /** The connected sets of the cells that satisfy {@code in}, linked as {@link #linked} says. */
    private List<int[]> regions(Pos pos, java.util.function.IntPredicate in, DirectionChoice choice) {
        List<int[]> result = new ArrayList<>();
        boolean[] seen = new boolean[cells];
        for (int start = 0; start < cells; start++) {
            if (seen[start] || !in.test(start)) {
                continue;
            }
            List<Integer> region = new ArrayList<>();
            Deque<Integer> todo = new ArrayDeque<>(List.of(start));
            seen[start] = true;
            while (!todo.isEmpty()) {
                int x = todo.pop();
                region.add(x);
                for (int y : linked(x, choice)) {
                    if (!seen[y] && in.test(y)) {
                        seen[y] = true;
                        todo.push(y);
                    }
                }
            }
            result.add(region.stream().mapToInt(Integer::intValue).toArray());
        }
        return result;
    }

    private Set<Direction> directions(DirectionChoice choice) {
        Set<Direction> result = EnumSet.noneOf(Direction.class);
        switch (choice) {
            case dev.plateau.rules.RelativeDirection r ->
                    throw new UnsupportedOperationException("the reference engine plays placement games only");
            case Direction d -> result.add(d);
            case Orientation o -> {
                switch (o) {
                    case HORIZONTAL -> result.addAll(List.of(Direction.LEFT, Direction.RIGHT));
                    case VERTICAL -> result.addAll(List.of(Direction.UP, Direction.DOWN));
                    case ORTHOGONAL -> result.addAll(List.of(Direction.UP, Direction.DOWN, Direction.LEFT,
                            Direction.RIGHT));
                    case DIAGONAL -> result.addAll(List.of(Direction.UP_LEFT, Direction.UP_RIGHT,
                            Direction.DOWN_LEFT, Direction.DOWN_RIGHT));
                    case BACK_DIAGONAL -> result.addAll(List.of(Direction.UP_LEFT, Direction.DOWN_RIGHT));
                    case FORWARD_DIAGONAL -> result.addAll(List.of(Direction.UP_RIGHT, Direction.DOWN_LEFT));
                    case ANY -> result.addAll(geo.directions());
                }
            }
        }
        for (Direction d : result) {
            if (!geo.hasDirection(d)) {
                throw new IllegalArgumentException(geo.board() + " has no direction " + d
                        + " (a compile-time error: docs/language.md, Directions)");
            }
        }
        return result;
    }

    /** The orientation families selected by an orientation word (Lines on the board). */
    private List<Axis> families(Orientation o) {
        List<Axis> result = switch (o) {
            case HORIZONTAL -> List.of(Axis.HORIZONTAL);
            case VERTICAL -> List.of(Axis.VERTICAL);
            case ORTHOGONAL -> List.of(Axis.HORIZONTAL, Axis.VERTICAL);
            case DIAGONAL -> List.of(Axis.BACK_DIAGONAL, Axis.FORWARD_DIAGONAL);
            case BACK_DIAGONAL -> List.of(Axis.BACK_DIAGONAL);
            case FORWARD_DIAGONAL -> List.of(Axis.FORWARD_DIAGONAL);
            case ANY -> geo.families();
        };
        if (!geo.families().containsAll(result)) {
            throw new IllegalArgumentException(geo.board() + " has no " + o + " families (a compile-time error: docs/language.md, Directions)");
        }
        return result;
    }

    // =====================================================================================
    // helpers
    // =====================================================================================

    /** Mover = the context's player, opponent = the other one ({@code mover}, {@code opponent}). */
    private static int resolve(Who who, int mover) {
        return who == Who.MOVER ? mover : 1 - mover;
    }

    /** The board value of a player's piece. */
    private static int piece(int player) {
        return player + 1;
    }

    private boolean[] cellsMask(List<Integer> list) {
        boolean[] m = new boolean[cells];
        for (int c : list) {
            m[c] = true;
        }
        return m;
    }

    private static int count(boolean[] mask) {
        int n = 0;
        for (boolean b : mask) {
            if (b) {
                n++;
            }
        }
        return n;
    }

    /**
     * The piece planes of the observation (docs/language.md, "Observations of the batch"): two H × W
     * planes, planes first, element [ch][r][c] at {@code (ch · H + r) · W + c}; plane 0 holds {@code
     * currentPlayer}'s pieces (1), plane 1 the other player's.
     */
    public float[] observation(RefState s) {
        int h = geo.gridRows();
        int w = geo.gridCols();
        float[] obs = new float[2 * h * w];
        for (int x = 0; x < cells; x++) {
            int v = s.cell(x);
            if (v == 0) {
                continue;
            }
            int ch = v == piece(s.currentPlayer()) ? 0 : 1;
            obs[(ch * h + geo.row(x)) * w + geo.col(x)] = 1f;
        }
        return obs;
    }

    /** The mutable part of a state that expressions read and steps write; copied, never shared. */
    private static final class Pos {
        final int[] board;
        final int[] prev;
        final boolean[] passed;
        final int[] score;
        /** The boards of the game that {@code no_repeat} compares with, oldest first. */
        List<int[]> boards = List.of();
        /** The step count after the step whose end rules are checked ({@code move_count}). */
        int moveCount;

        Pos(int[] board, int[] prev, boolean[] passed, int[] score) {
            this.board = board;
            this.prev = prev;
            this.passed = passed;
            this.score = score;
        }

        static Pos of(RefState s) {
            Pos pos = new Pos(s.board(), s.prev(), s.passed(), s.score()); // accessors return copies
            pos.boards = s.boards();
            return pos;
        }

        Pos copy() {
            Pos copy = new Pos(board.clone(), prev.clone(), passed.clone(), score.clone());
            copy.boards = boards;
            return copy;
        }
    }
}
