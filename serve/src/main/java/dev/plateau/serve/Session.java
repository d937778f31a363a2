package dev.plateau.serve;

import dev.plateau.agents.SearchResult;
import dev.plateau.analysis.ActionSpace;
import dev.plateau.board.Topology;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Game;
import dev.plateau.rules.Movement;
import dev.plateau.rules.Moves;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.IllegalActionPolicy;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game in one browser tab: a simulator with a batch of one, the opponent (a person at the same
 * screen or an {@link dev.plateau.agents.Agent}), and the list of moves, from which undo and going back to an earlier
 * move replay the game.
 *
 * <p>Every move the page sends, and every move an agent chooses, is checked with {@link
 * Simulator#isLegal} before it is stepped, so a wrong click is refused and never loses the game;
 * the simulator runs under the strict policy as a second guard. All methods are synchronized: two
 * requests of the same tab take turns.
 *
 * <p>Every action is one of six <em>parts</em>: {@code place} (a placement, docs/language.md
 * {@code place}), {@code move} (a piece moved from a cell to a cell, docs/language.md {@code
 * move}, or dropped from the hand onto a cell, {@code drop}), {@code shot} (the second decision of
 * a turn with {@code (then (shoot …))}, which puts a new piece on a cell reached from where the
 * moved piece landed), {@code chain} (a further move, in the same turn, of the piece that just
 * moved, with {@code (then (chain …))}), {@code removal} (the second decision of a turn with {@code
 * (then (remove …))}: a piece taken off its cell) or {@code pass}. The state tells the page which
 * part comes next and lists the legal actions with their cells and kinds, so that the page never
 * reads an action's name or number to know where it goes.
 */
final class Session implements AutoCloseable {
    /** An agent making more moves than this in a row is stopped (a game without a human turn). */
    static final int MAX_AGENT_MOVES = 10_000;

    /** The part of a turn that places a piece. */
    static final String PLACE = "place";
    /** The part of a turn that moves a piece. */
    static final String MOVE = "move";
    /** The second part of a turn with a shot: a new piece on a cell reached from the moved piece. */
    static final String SHOT = "shot";
    /** A further move of a chain: the piece that just moved moves again, from where it landed. */
    static final String CHAIN = "chain";
    /** The second part of a turn with a removal: a piece taken off the board. */
    static final String REMOVAL = "removal";
    /** The pass action. */
    static final String PASS = "pass";

    /**
     * One move of the history.
     *
     * @param player who moved, 0 or 1
     * @param action the action
     * @param byAgent whether the opponent agent made it
     * @param part {@link #PLACE}, {@link #MOVE}, {@link #SHOT}, {@link #CHAIN}, {@link #REMOVAL} or {@link #PASS}
     */
    record Move(int player, int action, boolean byAgent, String part) {}

    private final String id;
    private final GameLibrary.Loaded game;
    private final boolean edited;
    private final Simulator sim;
    private final Map<String, Object> geometry;
    private final String[] cellNames;
    private final Map<Integer, List<Edge>> goals;
    private final Map<String, int[]> marked;
    private final List<Map<String, Object>> pieceLooks;
    /** The Go board the page draws where the rules take groups by their liberties ({@link GoBoard}). */
    private final Optional<GoBoard> goBoard;
    /** Each player's stones at the start, from which a Go board counts the prisoners. */
    private final int[] startStones;
    /** The index of the turn-part observation plane ({@code shot}, {@code chain} or {@code removal}), or −1 in games without one. */
    private final int partPlane;
    private final List<Move> history = new ArrayList<>();
    private AgentRegistry.Entry opponent;
    private Opponent agent;
    /** The search behind the agent's last move of the history, if it searched; cleared when that move is taken back. */
    private SearchResult thinking;
    /** The number of moves before the move {@link #thinking} is about. */
    private int thinkingMove;
    private int humanSeat;
    private long seed;
    private String notice;
    private boolean closed;

    Session(String id, GameLibrary.Loaded game, boolean edited, long stepLimit) {
        if (!game.valid()) {
            throw new IllegalArgumentException("a session needs a valid game");
        }
        this.id = id;
        this.game = game;
        this.edited = edited;
        this.sim = Simulator.builder(game.game())
                .backend("scalar")
                .batch(1)
                .threads(1)
                .stepLimit(stepLimit)
                .illegalActions(IllegalActionPolicy.STRICT)
                .build();
        Topology topology = game.game().topology();
        this.goBoard = GoBoard.of(game.game().game(), topology);
        BoardGeometry drawn = BoardGeometry.of(topology);
        this.geometry = (goBoard.isPresent() ? drawn.onGridPoints() : drawn).toJson();
        sim.init();
        this.startStones = GoBoard.stones(cells());
        this.cellNames = java.util.stream.IntStream.range(0, topology.cellCount())
                .mapToObj(topology::cellName)
                .toArray(String[]::new);
        this.goals = ConnectionGoals.of(game.game().game());
        this.marked = MarkedCells.of(game.game().game(), topology);
        this.pieceLooks = PieceLooks.of(game.game().game());
        // The observation names the plane for the second part the game has (docs/language.md, Observations).
        this.partPlane = java.util.stream.Stream.of(SHOT, CHAIN, REMOVAL)
                .mapToInt(game.game().observationLayout()::indexOf)
                .filter(i -> i >= 0)
                .findFirst()
                .orElse(-1);
    }

    /** The part of a turn that the player to move makes next (read while the game runs). */
    private String nextPart() {
        Phase phase = sim.game().game().phases().get(sim.phase(0));
        if (!phase.moves()) {
            return PLACE;
        }
        if (partPlane >= 0 && sim.observationPlane(0, partPlane)[0] != 0) {
            Moves moves = (Moves) phase.rule();
            return moves.chain().isPresent() ? CHAIN : moves.removal().isPresent() ? REMOVAL : SHOT;
        }
        return MOVE;
    }

    /** The part an action of the player to move is: {@link #PASS} for the pass, else the next part. */
    private String partOf(int action) {
        return sim.game().isPass(action) ? PASS : nextPart();
    }

    /**
     * What an action does: {@code place}, {@code pass}, or the kind of its plane in a game with moves
     * ({@code move}, {@code drop}, {@code fly} or {@code remove}; docs/language.md, Actions).
     */
    private String kindOf(int action, String part) {
        return part.equals(PLACE) || part.equals(PASS) ? part
                : sim.game().actions().kind(action).name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The cell a move, shot, chain's move or flight starts from; null for a placement, a drop, a removal or a pass. */
    private Integer from(int action, String part) {
        if (part.equals(PLACE) || part.equals(PASS)) {
            return null;
        }
        ActionSpace.Kind kind = sim.game().actions().kind(action);
        return kind == ActionSpace.Kind.DROP || kind == ActionSpace.Kind.REMOVE ? null : sim.game().origin(action);
    }

    /**
     * The cell an action places or drops on, where a move or shot ends (−1 off the board), or the
     * cell a removal empties; null for a pass.
     */
    private Integer to(int action, String part, int player) {
        return switch (part) {
            case PASS -> null;
            case PLACE -> sim.game().origin(action);
            default -> sim.game().destination(action, Player.of(player));
        };
    }

    String id() {
        return id;
    }

    /** The game this session plays (the file's rules, or the edited rules it was started with). */
    CompiledGame game() {
        return sim.game();
    }

    /**
     * Starts the game again with an opponent and a seed.
     *
     * @param opponentEntry the agent, or null for a person
     * @param seat the seat of the person at the screen when playing an agent, 0 (P1) or 1 (P2)
     * @param gameSeed the seed of the agent's moves
     * @throws ApiException (409) if the agent cannot play this game, leaving the session as it was
     */
    synchronized void restart(AgentRegistry.Entry opponentEntry, int seat, long gameSeed) {
        requireOpen();
        if (opponentEntry != null) {
            // The cheap check the page's menu made first; prepare still refuses a player that fails to be made.
            opponentEntry.problemWith(sim.game()).ifPresent(reason -> {
                throw Opponent.cannotPlay(sim.game(), reason);
            });
        }
        Opponent next = opponentEntry == null ? null : new Opponent(opponentEntry.factory());
        if (next != null) {
            next.prepare(sim.game()); // refuses an agent that cannot play this game, leaving the session as it was
        }
        closeAgent();
        this.opponent = opponentEntry;
        this.agent = next;
        this.thinking = null;
        this.humanSeat = seat;
        this.seed = gameSeed;
        history.clear();
        notice = null;
        sim.init();
        runAgent();
    }

    /**
     * Plays the person's action: one of the state's legal actions (a cell index in a placement game),
     * or the pass action.
     *
     * @throws ApiException 400 for an action outside the action space, 409 for an illegal one or a
     *     finished game
     */
    synchronized void play(int action) {
        requireOpen();
        int a = sim.actionCount();
        if (action < 0 || action >= a) {
            throw ApiException.badRequest("action " + action + " is outside the action space 0 … " + (a - 1)
                    + (sim.game().actions().hasPass() ? " (" + sim.game().actions().passAction() + " is pass)" : ""));
        }
        if (finished()) {
            throw ApiException.conflict("The game is over: start a new game or undo.");
        }
        int player = sim.currentPlayer(0);
        if (agent != null && player != humanSeat) {
            throw ApiException.conflict("It is the " + opponent.label().toLowerCase() + "'s turn.");
        }
        if (!sim.isLegal(0, action)) {
            throw ApiException.conflict(refusal(action, player));
        }
        notice = null;
        String part = partOf(action);
        sim.step(action);
        history.add(new Move(player, action, false, part));
        runAgent();
    }

    private String refusal(int action, int player) {
        String who = "P" + (player + 1);
        String part = partOf(action);
        if (part.equals(PASS)) {
            return "Passing is not allowed now: " + who + " has a legal " + (nextPart().equals(PLACE) ? "placement" : "move")
                    + ".";
        }
        if (part.equals(PLACE)) {
            int cell = sim.game().origin(action);
            if (sim.cell(0, cell) != 0) {
                return "Cell " + cell + " is occupied; " + who + " cannot play there.";
            }
            return "Cell " + cell + " is not a legal move for " + who + " here.";
        }
        return sim.actionName(action) + " is not a legal "
                + (part.equals(SHOT) ? "shot" : part.equals(REMOVAL) ? "removal" : "move") + " for " + who + " here.";
    }

    /**
     * Takes back the person's last move and any agent moves after it, by stepping the rest again
     * from the initial state.
     *
     * @throws ApiException 409 if the person has made no move
     */
    synchronized void undo() {
        requireOpen();
        int last = -1;
        for (int i = history.size() - 1; i >= 0; i--) {
            if (!history.get(i).byAgent()) {
                last = i;
                break;
            }
        }
        if (last < 0) {
            throw ApiException.conflict("Nothing to undo.");
        }
        replay(last);
    }

    /**
     * Goes back to the position after the first {@code moves} moves of the history, by stepping
     * them again from the initial state; then the agent, if it is to move there, moves again (the
     * same moves, as its choices depend only on the state and the seed).
     *
     * @throws ApiException 400 unless 0 ≤ moves ≤ the number of moves played
     */
    synchronized void goTo(int moves) {
        requireOpen();
        if (moves < 0 || moves > history.size()) {
            throw ApiException.badRequest("`moves` must be 0 … " + history.size() + " (the moves played), not " + moves);
        }
        replay(moves);
        runAgent();
    }

    /** Keeps the first {@code moves} moves of the history and steps them again from the start. */
    private void replay(int moves) {
        List<Move> kept = new ArrayList<>(history.subList(0, moves));
        if (thinking != null && thinkingMove >= moves) {
            thinking = null;
        }
        history.clear();
        notice = null;
        sim.init();
        for (Move move : kept) {
            sim.step(move.action());
            history.add(move);
        }
    }

    /** Lets the agent move while it is its turn. */
    private void runAgent() {
        if (agent == null) {
            return;
        }
        int moves = 0;
        while (!finished() && sim.currentPlayer(0) != humanSeat) {
            RequestBudget.checkpoint();
            if (moves++ == MAX_AGENT_MOVES) {
                notice = "The " + opponent.label().toLowerCase() + " was stopped after " + MAX_AGENT_MOVES
                        + " moves in a row.";
                return;
            }
            int player = sim.currentPlayer(0);
            int steps = sim.stepCount(0);
            int action = agent.chooseAction(sim, seed);
            if (sim.stepCount(0) != steps) {
                throw new IllegalStateException("agent `" + opponent.id() + "` stepped the simulator itself");
            }
            if (action < 0 || action >= sim.actionCount() || !sim.isLegal(0, action)) {
                throw new IllegalStateException("agent `" + opponent.id() + "` chose the illegal action " + action);
            }
            thinking = agent.lastSearch().orElse(null);
            thinkingMove = history.size();
            String part = partOf(action);
            sim.step(action);
            history.add(new Move(player, action, true, part));
        }
    }

    /** Frees the scratch simulators of an agent that has them. */
    private void closeAgent() {
        if (agent != null) {
            try {
                agent.close();
            } catch (RuntimeException e) {
                throw new IllegalStateException("agent `" + opponent.id() + "` failed to close", e);
            }
        }
        agent = null;
    }

    private boolean finished() {
        return sim.terminated(0) || sim.truncated(0);
    }

    private void requireOpen() {
        if (closed) {
            throw ApiException.notFound("unknown session `" + id + "` (it expired); start a new game");
        }
    }

    /**
     * Everything the page shows, as JSON. Besides the board's geometry and the game's description:
     * {@code cells} (per cell 0 empty, 1 P1, 2 P2, 3 a neutral piece), {@code pieces} (per cell the
     * piece's type, or null; null as a whole in games without declared types), {@code hands} (in
     * games with hands, per player its pieces in hand: {@code total} and {@code counts} per type;
     * null in other games), {@code part} (what the player to move does next: {@code place}, {@code
     * move}, {@code shot}, {@code chain} or {@code removal}),
     * {@code chain} (in a chain's move, {@code from}: the cell of the piece that moves on, and {@code
     * hops}: whether the chain's movements are all hops, a capture that goes on), {@code legal} (the
     * legal actions other than pass: in a placement game the cells) and {@code legalMoves} (each
     * legal action other than pass with its kind, {@code place}, {@code move}, {@code drop}, {@code
     * fly} or {@code remove}, and its cells: {@code from}, null for a placement, a drop or a removal,
     * and {@code to}), and the history, each move with its part, kind and cells. A game drawn as a
     * Go board ({@link GoBoard}) has {@code intersections} true and its {@code starPoints} in the
     * game's description, and {@code counting} in the state (null in other games).
     */
    synchronized Map<String, Object> toJson() {
        requireOpen();
        Game g = sim.game().game();
        CompiledGame compiled = sim.game();
        int m = compiled.topology().cellCount();
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("id", game.id());
        info.put("file", game.fileName());
        info.put("name", g.name());
        info.put("board", GameLibrary.describeBoard(g.board()));
        info.put("boardKind", g.board().word());
        info.put("cells", m);
        info.put("edited", edited);
        info.put("moves", g.hasMoves());
        info.put("hasPass", g.hasPassAction());
        info.put("passAction", compiled.actions().hasPass() ? compiled.actions().passAction() : null);
        boolean hasScores = compiled.analyzed().facts().usesScores();
        info.put("hasScores", hasScores);
        List<Map<String, Object>> phases = new ArrayList<>();
        for (Phase p : g.phases()) {
            phases.add(Map.of("kind", p.repetition().word(), "order", p.order().stream().map(Enum::name).toList()));
        }
        info.put("phases", phases);
        info.put("cellNames", cellNames);
        List<Map<String, Object>> goalList = new ArrayList<>();
        goals.forEach((player, edges) -> goalList.add(Map.of("player", player,
                "edges", edges.stream().map(Edge::word).toList())));
        info.put("goals", goalList);
        List<Map<String, Object>> markedList = new ArrayList<>();
        marked.forEach((region, regionCells) -> markedList.add(Map.of("region", region, "cells", regionCells)));
        info.put("marked", markedList);
        info.put("pieceTypes", pieceLooks);
        info.put("intersections", goBoard.isPresent());
        info.put("starPoints", goBoard.map(GoBoard::starPoints).orElse(new int[0]));

        Map<String, Object> s = new LinkedHashMap<>();
        s.put("session", id);
        s.put("game", info);
        s.put("geometry", geometry);
        int[] cells = cells();
        s.put("cells", cells);
        List<String> pieces = null;
        if (!g.pieces().isEmpty()) {
            pieces = new ArrayList<>();
            for (int c = 0; c < m; c++) {
                pieces.add(sim.piece(0, c));
            }
        }
        s.put("pieces", pieces);
        s.put("hands", g.hands().isEmpty() ? null : handsJson(g));
        boolean terminated = sim.terminated(0);
        boolean truncated = sim.truncated(0);
        boolean over = terminated || truncated;
        String part = over ? null : nextPart();
        int player = sim.currentPlayer(0);
        List<Integer> legal = new ArrayList<>();
        List<Map<String, Object>> legalMoves = new ArrayList<>();
        if (!over) {
            for (int action : sim.legalActions(0)) {
                if (!compiled.isPass(action)) {
                    legal.add(action);
                    Map<String, Object> move = new LinkedHashMap<>();
                    move.put("action", action);
                    move.put("kind", kindOf(action, part));
                    move.put("from", from(action, part));
                    move.put("to", to(action, part, player));
                    legalMoves.add(move);
                }
            }
        }
        s.put("part", part);
        s.put("shotPiece", SHOT.equals(part) ? ((Moves) g.phases().get(sim.phase(0)).rule()).shot().orElseThrow().piece()
                : null);
        s.put("chain", CHAIN.equals(part) ? chainJson(g, legalMoves) : null);
        s.put("legal", legal);
        s.put("legalMoves", legalMoves);
        s.put("passLegal", !over && compiled.actions().hasPass() && sim.isLegal(0, compiled.actions().passAction()));
        s.put("toMove", player);
        s.put("phase", sim.phase(0));
        s.put("entry", sim.orderIndex(0));
        s.put("step", sim.stepCount(0));
        s.put("scores", hasScores ? List.of(sim.score(0, 0), sim.score(0, 1)) : null);
        s.put("counting", goBoard.map(b -> counting(b, cells, terminated)).orElse(null));
        List<Map<String, Object>> moves = history.stream().map(this::moveJson).toList();
        s.put("moves", moves);
        s.put("lastMove", moves.isEmpty() ? null : moves.getLast());
        s.put("opponent", opponent == null ? AgentRegistry.HUMAN : opponent.id());
        s.put("opponentLabel", opponent == null ? "Human" : opponent.label());
        s.put("humanSeat", agent == null ? null : humanSeat);
        s.put("seed", seed);
        s.put("canUndo", history.stream().anyMatch(mv -> !mv.byAgent()));
        s.put("terminated", terminated);
        s.put("truncated", truncated);
        s.put("winner", sim.winner(0));
        s.put("over", over);
        s.put("result", over ? result(terminated, sim.winner(0)) : null);
        s.put("notice", notice);
        s.put("thinking", thinking == null ? null : thinkingJson());
        return s;
    }

    /** What a Go board counts ({@link GoBoard#counting}), the final scores once the rules ended the game. */
    private Map<String, Object> counting(GoBoard board, int[] cells, boolean terminated) {
        int[] placed = new int[2];
        history.stream().filter(mv -> !mv.part().equals(PASS)).forEach(mv -> placed[mv.player()]++);
        int[] finalScores = terminated ? new int[] {sim.score(0, 0), sim.score(0, 1)} : null;
        return board.counting(cells, startStones, placed, finalScores);
    }

    /** The owner of each cell's piece: 0 empty, 1 P1, 2 P2, 3 neutral. */
    private int[] cells() {
        int[] cells = new int[sim.game().topology().cellCount()];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = sim.cell(0, c);
        }
        return cells;
    }

    /** Per player, the pieces in hand: {@code player}, {@code total}, and {@code counts} per type held in hand. */
    private List<Map<String, Object>> handsJson(Game g) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            Map<String, Object> counts = new LinkedHashMap<>();
            for (String type : g.handTypes()) {
                counts.put(type, sim.inHand(0, p, type));
            }
            Map<String, Object> hand = new LinkedHashMap<>();
            hand.put("player", p);
            hand.put("total", sim.inHand(0, p));
            hand.put("counts", counts);
            out.add(hand);
        }
        return out;
    }

    /** A chain's move: the piece that moves on (every legal move starts from it) and whether it hops. */
    private Map<String, Object> chainJson(Game g, List<Map<String, Object>> legalMoves) {
        Moves.Chain chain = ((Moves) g.phases().get(sim.phase(0)).rule()).chain().orElseThrow();
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("from", legalMoves.isEmpty() ? null : legalMoves.getFirst().get("from"));
        c.put("hops", chain.movements().stream().allMatch(Movement.Hop.class::isInstance));
        return c;
    }

    /**
     * The agent's last search as the page overlays it: the move it is about; per action the visits
     * and the mean value for the player who moved (null where unvisited); and {@code tried}, every
     * visited action other than pass with its cells ({@code from}, {@code to}) as in the state's
     * {@code legalMoves}, its visits and value; and {@code budget}, what the search could spend
     * ({@code simulations}, {@code timeLimitMs}, 0 for none), null where unknown.
     */
    private Map<String, Object> thinkingJson() {
        List<Double> values = new ArrayList<>();
        for (double v : thinking.values()) {
            values.add(Double.isNaN(v) ? null : v);
        }
        Move about = history.get(thinkingMove);
        List<Map<String, Object>> tried = new ArrayList<>();
        int[] visits = thinking.visits();
        for (int a = 0; a < visits.length; a++) {
            if (visits[a] > 0 && !sim.game().isPass(a)) {
                Map<String, Object> move = new LinkedHashMap<>();
                move.put("action", a);
                move.put("from", from(a, about.part()));
                move.put("to", to(a, about.part(), about.player()));
                move.put("visits", visits[a]);
                move.put("value", values.get(a));
                tried.add(move);
            }
        }
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("move", thinkingMove);
        AgentRegistry.Budget budget = opponent == null ? null : opponent.budget();
        t.put("budget", budget == null ? null
                : Map.of("simulations", budget.simulations(), "timeLimitMs", budget.timeMillis()));
        t.put("player", about.player());
        t.put("action", about.action());
        t.put("simulations", thinking.simulations());
        t.put("visits", visits);
        t.put("values", values);
        t.put("tried", tried);
        return t;
    }

    /**
     * One move as the page shows it: who, the action, its name (the cell's name, {@code from-to},
     * {@code man@d1}, {@code xd1} or {@code pass}), its part, its kind and its cells ({@code from}:
     * where a moved piece or a shot starts, null for a placement, a drop, a removal or a pass; {@code
     * to}: where it lands, the cell placed or dropped on or emptied, null for a pass).
     */
    private Map<String, Object> moveJson(Move move) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("player", move.player());
        m.put("action", move.action());
        m.put("pass", move.part().equals(PASS));
        m.put("name", sim.actionName(move.action()));
        m.put("byAgent", move.byAgent());
        m.put("part", move.part());
        m.put("kind", kindOf(move.action(), move.part()));
        m.put("from", from(move.action(), move.part()));
        m.put("to", to(move.action(), move.part(), move.player()));
        return m;
    }

    private String result(boolean terminated, int winner) {
        if (!terminated) {
            return "Truncated: the step limit of " + sim.stepCount(0) + " steps was reached.";
        }
        if (winner < 0) {
            return "Draw.";
        }
        return "P" + (winner + 1) + " wins.";
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            try {
                closeAgent();
            } finally {
                sim.close();
            }
        }
    }
}
