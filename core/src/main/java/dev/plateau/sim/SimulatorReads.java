package dev.plateau.sim;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Kind;
import java.util.List;

/**
 * The reading half of {@link Simulator}'s public face: one environment's state, the legal masks and
 * observations of the batch, and the column views, each checked here and read through its room
 * ({@link StateReader}, {@link LegalActions}, {@link ObservationWriter}, {@link ColumnViews}). Its
 * public methods are {@code Simulator}'s (users see only {@code Simulator}); the lifecycle and every
 * call that changes the batch are in {@code Simulator} itself.
 */
abstract sealed class SimulatorReads permits Simulator {
    /** The number of players, the range of every player argument. */
    static final int PLAYERS = 2;

    final CompiledGame game;
    final Plan plan;
    final Topology topology;
    final StateLayout layout;
    final Engine engine;
    final int batch;
    final StateReader reader;
    final LegalActions legal;
    private final ObservationWriter observationWriter;
    private final ColumnViews columns;
    /** Set once by {@link Simulator#close()}; read by every call. */
    boolean closed;

    SimulatorReads(CompiledGame game, Engine engine, int batch) {
        this.game = game;
        this.plan = game.plan();
        this.topology = plan.topology();
        this.layout = plan.layout();
        this.engine = engine;
        this.batch = batch;
        this.reader = new StateReader(engine, plan, batch);
        this.legal = new LegalActions(reader, plan, game.actions(), batch);
        this.observationWriter = new ObservationWriter(reader, plan, game.observationLayout(), batch, engine.bitExpander());
        this.columns = new ColumnViews(this, reader, layout, batch);
    }

    // ------------------------------------------------------------------ guards

    /** Throws unless the simulator is open: one field read, cheap enough for every call. */
    void ensureOpen() {
        if (closed) {
            throw closedException();
        }
    }

    static IllegalStateException closedException() {
        return new IllegalStateException("simulator is closed");
    }

    /**
     * An index argument, checked: {@code index} itself if it is in [0, bound).
     *
     * @param name the argument's name, for the message
     * @throws IndexOutOfBoundsException e.g. "env 4096 out of range [0, 4096)"
     */
    static int checkIndex(String name, int index, int bound) {
        if (index < 0 || index >= bound) {
            throw new IndexOutOfBoundsException(name + " " + index + " out of range [0, " + bound + ")");
        }
        return index;
    }

    /** An environment argument of an open simulator, checked. */
    int env(int env) {
        ensureOpen();
        return checkIndex("env", env, batch);
    }

    static int player(int player) {
        return checkIndex("player", player, PLAYERS);
    }


    // ------------------------------------------------------------------ reading one environment
    //
    // Each public reader checks its arguments once, then reads through its room.

    /** The player to move, 0 (P1) or 1 (P2); once the game is over, the player who made the last action. */
    public int currentPlayer(int env) {
        return (int) reader.field(Kind.PLAYER, 0, env(env));
    }

    /**
     * The phase of the turn being played: an index into the game's phases ({@code
     * game().game().phases()}), 0 for the first. In a finished game, the phase where it stopped.
     */
    public int phase(int env) {
        return plan.positions().phase(reader.position(env(env)));
    }

    /**
     * Which move of the current phase's mover order ({@code Phase.order()}) is to be made: an index
     * into that order. In a phase with the order (P1 P2 P2) it is 0 while P1 is to move, then 1 and
     * 2 for P2's first and second placement. In a finished game, where it stopped.
     */
    public int orderIndex(int env) {
        return plan.positions().entry(reader.position(env(env)));
    }

    /**
     * Whether the turn goes on: the last decision (a move whose shot is still to come) did not end
     * the player's turn, so the next decision is part of the same turn. False in a finished game and
     * in games whose turns are single decisions.
     */
    public boolean midTurn(int env) {
        return reader.midTurn(env(env));
    }

    /** Whether the game is over. */
    public boolean terminated(int env) {
        return reader.field(Kind.TERMINATED, 0, env(env)) != 0;
    }

    /** Whether the step limit cut the game short. */
    public boolean truncated(int env) {
        return reader.field(Kind.TRUNCATED, 0, env(env)) != 0;
    }

    /** −1 (none yet, or a draw), 0 (P1) or 1 (P2). */
    public int winner(int env) {
        return (int) reader.field(Kind.WINNER, 0, env(env));
    }

    /** Steps taken while the game was running. */
    public int stepCount(int env) {
        return (int) reader.field(Kind.STEPS, 0, env(env));
    }

    /** The reward of a player (0 or 1) for the last step: +1, −1 or 0. */
    public float reward(int env, int player) {
        env(env);
        return reader.field(Kind.REWARD, player(player), env);
    }

    /** Both rewards of the last step, shape [2], indexed by player. */
    public float[] rewards(int env) {
        env(env);
        return new float[] {reader.field(Kind.REWARD, 0, env), reader.field(Kind.REWARD, 1, env)};
    }

    /** A player's score (0 in games without scores). */
    public int score(int env, int player) {
        env(env);
        player(player);
        return layout.has(Kind.SCORE) ? (int) reader.field(Kind.SCORE, player, env) : 0;
    }

    /** Whether the game declares a heuristic, {@code (heuristic F)} (docs/language.md, {@code heuristic}). */
    public boolean hasHeuristic() {
        ensureOpen();
        return layout.has(Kind.HEURISTIC);
    }

    /**
     * The game's heuristic (docs/language.md, {@code heuristic}) for the player who made the last
     * step, on the position that step left: F evaluated as the end rules were, with that player (the
     * one {@link #currentPlayer} named before the step) as the mover. Every step that is played
     * writes it, explicit or random ({@link Simulator#stepRandom(long)}, playouts); it is 0 at the
     * start and after a reset, and an illegal action or a finished game leaves it unchanged.
     *
     * @throws IllegalStateException if the game declares no heuristic ({@link #hasHeuristic()})
     */
    public int heuristic(int env) {
        env(env);
        if (!hasHeuristic()) {
            throw new IllegalStateException(plan.game().name() + " declares no `(heuristic …)`");
        }
        return (int) reader.field(Kind.HEURISTIC, 0, env);
    }

    /**
     * The pieces a player holds in hand (docs/language.md, {@code hand}), of every type (0 in games
     * without hands).
     */
    public int inHand(int env, int player) {
        env(env);
        player(player);
        int types = plan.game().handTypes().size();
        int sum = 0;
        for (int h = 0; h < types; h++) {
            sum += (int) reader.field(Kind.HAND, player * types + h, env);
        }
        return sum;
    }

    /**
     * The pieces of one type a player holds in hand (0 for a type no player holds in hand).
     *
     * @throws IllegalArgumentException if the game declares no such type
     */
    public int inHand(int env, int player, String piece) {
        env(env);
        player(player);
        if (plan.game().piece(piece).isEmpty()) {
            throw new IllegalArgumentException(plan.game().name() + " declares no piece type `" + piece + "`");
        }
        List<String> types = plan.game().handTypes();
        int h = types.indexOf(piece);
        return h < 0 ? 0 : (int) reader.field(Kind.HAND, player * types.size() + h, env);
    }

    /** What a cell holds: 0 empty, 1 a piece of P1, 2 a piece of P2, 3 a neutral piece. */
    public int cell(int env, int cell) {
        return reader.owner(env(env), checkIndex("cell", cell, topology.cellCount()));
    }

    /**
     * The type of the piece on a cell ({@code pawn}, {@code king}, … as the game declares them), or
     * {@code null} for an empty cell and in games without declared types.
     */
    public String piece(int env, int cell) {
        env(env);
        checkIndex("cell", cell, topology.cellCount());
        return reader.pieceAt(env, cell, reader.owner(env, cell));
    }

    /** Whether an action is legal for the player to move (all are, once the game is over). */
    public boolean isLegal(int env, int action) {
        return legal.legal(env(env), checkIndex("action", action, plan.actionCount()));
    }

    /** The legal action mask, shape [A]. */
    public boolean[] legalActionMask(int env) {
        return legal.mask(env(env));
    }

    /** The legal actions, in increasing order. */
    public List<Integer> legalActions(int env) {
        return legal.list(env(env));
    }

    /**
     * The observation of one environment, as one environment's part of {@link #observations}: shape
     * [C · H · W], planes first ({@link #observationShape()}, {@link CompiledGame#observationLayout()}).
     */
    public float[] observation(int env) {
        env(env);
        float[] out = new float[game.observationLayout().size()];
        observationWriter.fill(reader.state(), env, 0, game.observationLayout().planeCount(), out, 0);
        return out;
    }

    /**
     * One plane of one environment's observation, shape [H · W]: what {@link #observations} writes
     * there, computed alone (for a caller that needs one plane, such as whether a turn is at its
     * shot).
     *
     * @throws IndexOutOfBoundsException if the plane is not in [0, C)
     */
    public float[] observationPlane(int env, int plane) {
        env(env);
        ObservationLayout planes = game.observationLayout();
        checkIndex("plane", plane, planes.planeCount());
        float[] out = new float[planes.area()];
        observationWriter.fill(reader.state(), env, plane, plane + 1, out, 0);
        return out;
    }

    /**
     * The name of an action, as {@link ActionCodec#name}: a cell's name in a placement game ({@code
     * a1} the top-left cell), {@code from-to} or {@code from/direction} for a move, or {@code pass}.
     *
     * @throws IndexOutOfBoundsException if the action is not in [0, A)
     */
    public String actionName(int action) {
        ensureOpen();
        return game.actions().name(action);
    }

    /**
     * The action with a name, as {@link ActionCodec#parse}.
     *
     * @throws IllegalArgumentException naming the name and the board if no action has it
     */
    public int actionOf(String name) {
        ensureOpen();
        return game.actions().parse(name);
    }

    /**
     * One environment as text, for people and logs: the board with {@code X} for P1's pieces,
     * {@code O} for P2's and {@code .} for empty cells, the column letters above and the row numbers
     * on the left as in the cells' names ({@link Topology#cellName(int)}), hex boards indented so
     * that neighbours line up, then a line saying who is to move ({@code X to move}) or how the game
     * ended ({@code X won}, {@code O won}, {@code draw}, {@code stopped at the step limit}). Lines
     * end with {@code \n}. For example Tic-Tac-Toe after X a1, O b2:
     * <pre>
     *   a b c
     * 1 X . .
     * 2 . O .
     * 3 . . .
     * X to move
     * </pre>
     */
    public String boardText(int env) {
        return reader.boardText(env(env));
    }

    // ------------------------------------------------------------------ batch buffers

    /** ⌈A / 64⌉, the longs of one environment's row in {@link #legalMasks}. */
    public int legalMaskWords() {
        ensureOpen();
        return (plan.actionCount() + 63) >>> 6;
    }

    /**
     * The legal action masks of the whole batch, packed, into a caller's array: shape [B][⌈A/64⌉]
     * row-major, action a of environment i is bit {@code a % 64} of {@code out[i · ⌈A/64⌉ + a / 64]}
     * (bits past A are 0). As {@link #isLegal}: every action is legal in a finished game. Allocates
     * nothing.
     *
     * @throws IllegalArgumentException if {@code out.length} is not B · {@link #legalMaskWords()}
     */
    public void legalMasks(long[] out) {
        int words = legalMaskWords();
        if (out.length != batch * words) {
            throw new IllegalArgumentException("legal masks need B · ⌈A/64⌉ = " + batch + " · " + words + " = "
                    + batch * words + " longs, not " + out.length);
        }
        legal.fill(out, words);
    }

    /**
     * The shape of one environment's observation in {@link #observations}: {C, H, W}, with H × W the
     * board's grid ({@code Topology.gridHeight()}, {@code gridWidth()}) and C the number of {@link
     * #observationPlaneNames()}: 5, or 7 in games with scores, plus the planes of piece types, the
     * shot, repetitions and quiet moves in the games that have them ({@link
     * ObservationLayout#shape()}).
     */
    public int[] observationShape() {
        ensureOpen();
        return game.observationLayout().shape();
    }

    /**
     * The names of the observation planes, in order ({@link ObservationLayout#names()}): {@code
     * mover}, {@code opponent}, {@code player}, {@code order_index}, {@code phase}, then {@code
     * mover_score} and {@code opponent_score} in games with scores, then in games with declared piece
     * types one plane per type and side ({@code mover pawn}, {@code opponent pawn}; one plane such as
     * {@code arrow} for a neutral type), then {@code shot} (1 during the second part of a turn),
     * {@code repetitions} (how often the present position occurred before) and {@code quiet_moves} in
     * the games that keep them.
     */
    public List<String> observationPlaneNames() {
        ensureOpen();
        return game.observationLayout().names();
    }

    /**
     * The observations of the whole batch, into a caller's array, as PGX lays them out but planes
     * first: shape [B][C][H][W] row-major ({@link #observationShape()}), element [i][c][r][w] at
     * {@code ((i · C + c) · H + r) · W + w}. The planes, from the view of the player to move
     * ({@link ObservationLayout} says which a game has and what each holds):
     * <ol start="0">
     *   <li>{@link Simulator#PLANE_MOVER}: 1 where the player to move has a piece;
     *   <li>{@link Simulator#PLANE_OPPONENT}: 1 where the opponent has one;
     *   <li>{@link Simulator#PLANE_PLAYER}: all 1 when P2 is to move, all 0 when P1 is;
     *   <li>{@link Simulator#PLANE_ORDER_INDEX}: all the {@link #orderIndex} (0 for a turn's first placement,
     *       1 for the second, …: what a multi-placement turn needs besides the board);
     *   <li>{@link Simulator#PLANE_PHASE}: all the {@link #phase} index;
     *   <li>{@link Simulator#PLANE_MOVER_SCORE}, {@link Simulator#PLANE_OPPONENT_SCORE}, only in games with scores: all
     *       the mover's, resp. the opponent's, score;
     *   <li>then, in games with declared piece types, per type in declaration order: 1 where the
     *       player to move has such a piece, 1 where the opponent has one (a neutral type: one plane,
     *       1 where such a piece is); then all the shot flag (1 during the second part of a turn), the
     *       number of earlier occurrences of the present position and the quiet-move count, in the
     *       games that keep them ({@link #observationPlaneNames()} names every plane).
     * </ol>
     * Neutral pieces are in neither {@link Simulator#PLANE_MOVER} nor {@link Simulator#PLANE_OPPONENT}.
     * Grid positions that are not cells of the board (the corners of a hexagonal board's grid) are 0
     * in the piece planes. In a finished game, "the player to move" is the one who moved last (as
     * {@link #currentPlayer}). Allocates nothing.
     *
     * @throws IllegalArgumentException if {@code out.length} is not B · C · H · W
     */
    public void observations(float[] out) {
        ensureOpen();
        ObservationLayout planes = game.observationLayout();
        if (out.length != batch * planes.size()) {
            throw new IllegalArgumentException("observations need B · C · H · W = " + batch + " · " + planes.planeCount()
                    + " · " + planes.height() + " · " + planes.width() + " = " + batch * planes.size() + " floats, not "
                    + out.length);
        }
        observationWriter.fillBatch(out);
    }

    /**
     * The observations of the whole batch packed as bits, into a caller's array: shape [B][C][K] with K
     * = ⌈H · W / 64⌉ ({@link ObservationLayout#wordsPerPlane()}), the same planes as {@link
     * #observations} in the same order. A plane that marks cells holds its grid as bits: grid position
     * g (= r · W + w) is bit {@code g % 64} of word {@code g / 64}, 1 where {@link #observations} has
     * 1f (bits past H · W are 0). A plane that holds one value everywhere ({@link
     * ObservationLayout.Meaning#uniform()}) holds that value in its first word and 0 in the others.
     * A 64th of the floats' size on boards up to 8 × 8, this is the reading that costs about what a
     * step costs; a network's input layer (on a GPU, say) unpacks it. Allocates nothing.
     *
     * @throws IllegalArgumentException if {@code out.length} is not B · C · K
     */
    public void observationsPacked(long[] out) {
        ensureOpen();
        ObservationLayout planes = game.observationLayout();
        if (out.length != batch * planes.packedSize()) {
            throw new IllegalArgumentException("packed observations need B · C · K = " + batch + " · "
                    + planes.planeCount() + " · " + planes.wordsPerPlane() + " = " + batch * planes.packedSize()
                    + " longs, not " + out.length);
        }
        observationWriter.fillPacked(out);
    }

    // ------------------------------------------------------------------ columns (views)

    /** The player to move in every environment, shape [B]. */
    public IntColumn players() {
        return columns.view(Kind.PLAYER, 0);
    }

    /** 1 where the game is over, shape [B]. */
    public IntColumn terminations() {
        return columns.view(Kind.TERMINATED, 0);
    }

    /** 1 where the step limit was reached, shape [B]. */
    public IntColumn truncations() {
        return columns.view(Kind.TRUNCATED, 0);
    }

    /** The winner in every environment, shape [B]. */
    public IntColumn winners() {
        return columns.view(Kind.WINNER, 0);
    }

    /** The step count in every environment, shape [B]. */
    public IntColumn stepCounts() {
        return columns.view(Kind.STEPS, 0);
    }

    /** One player's rewards for the last step, shape [B]. */
    public IntColumn rewardsOf(int player) {
        ensureOpen();
        return columns.view(Kind.REWARD, player(player));
    }
}
