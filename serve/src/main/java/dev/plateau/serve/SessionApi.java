package dev.plateau.serve;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The API over the games in play: starting one ({@code POST /api/new}), reading it ({@code GET
 * /api/state}), starting it again ({@code POST /api/restart}), a person's move ({@code POST
 * /api/move}), undo ({@code POST /api/undo}) and going back to an earlier move ({@code POST
 * /api/goto}). Each answers the session's state after the
 * request ({@link Session#toJson()}) with the opponents on offer for the session's game, those that
 * cannot play it with their reason ({@link AgentRegistry#opponents(dev.plateau.sim.CompiledGame)}):
 * a session of edited rules may differ from the file's game in what can play it.
 */
final class SessionApi {
    private final GameLibrary library;
    private final SessionStore sessions;
    private final AgentRegistry agents;
    private final long stepLimit;

    SessionApi(GameLibrary library, SessionStore sessions, AgentRegistry agents, long stepLimit) {
        this.library = library;
        this.sessions = sessions;
        this.agents = agents;
        this.stepLimit = stepLimit;
    }

    /** A new session playing the file of {@code game}, or the edited {@code source} of it. */
    Map<String, Object> create(Request request) throws IOException {
        RequestBody b = request.body();
        String id = b.string("game");
        boolean edited = b.has("source");
        GameLibrary.Loaded loaded = (edited ? library.compileEdited(id, b.string("source")) : library.load(id))
                .requireValid();
        Options o = options(b);
        Session s = sessions.create(request.client(), sid -> new Session(sid, loaded, edited, stepLimit));
        try {
            s.restart(o.opponent(), o.seat(), o.seed());
        } catch (RuntimeException e) {
            sessions.remove(s.id());
            throw e;
        }
        return answer(s);
    }

    /** The state of {@code session}. */
    Map<String, Object> state(Request request) {
        return answer(sessions.get(request.param("session")));
    }

    /** Starts {@code session} again, with the opponent, seat and seed of the request. */
    Map<String, Object> restart(Request request) throws IOException {
        RequestBody b = request.body();
        Session s = sessions.get(b.string("session"));
        Options o = options(b);
        s.restart(o.opponent(), o.seat(), o.seed());
        return answer(s);
    }

    /** Plays the person's {@code action} in {@code session}. */
    Map<String, Object> move(Request request) throws IOException {
        RequestBody b = request.body();
        Session s = sessions.get(b.string("session"));
        s.play(b.integer("action"));
        return answer(s);
    }

    /** Takes back the person's last move in {@code session}. */
    Map<String, Object> undo(Request request) throws IOException {
        RequestBody b = request.body();
        Session s = sessions.get(b.string("session"));
        s.undo();
        return answer(s);
    }

    /** Goes back in {@code session} to the position after its first {@code moves} moves. */
    Map<String, Object> goTo(Request request) throws IOException {
        RequestBody b = request.body();
        Session s = sessions.get(b.string("session"));
        s.goTo(b.integer("moves"));
        return answer(s);
    }

    /** The state of a session and the opponents on offer for its game. */
    private Map<String, Object> answer(Session s) {
        Map<String, Object> state = s.toJson();
        state.put("opponents", agents.opponents(s.game()));
        return state;
    }

    /**
     * How to play a game.
     *
     * @param opponent the agent, or null for a person
     * @param seat the person's seat against an agent
     * @param seed the seed of the agent's moves
     */
    private record Options(AgentRegistry.Entry opponent, int seat, long seed) {}

    private Options options(RequestBody b) {
        String opponent = b.string("opponent", AgentRegistry.HUMAN);
        AgentRegistry.Entry entry = null;
        if (!opponent.equals(AgentRegistry.HUMAN)) {
            entry = agents.find(opponent).orElseThrow(() -> ApiException.badRequest("unknown opponent `"
                    + opponent + "`; choose one of " + agents.opponents().stream().map(m -> m.get("id")).toList()));
        }
        long seat = b.longValue("seat", 0);
        if (seat != 0 && seat != 1) {
            throw ApiException.badRequest("`seat` must be 0 (play P1) or 1 (play P2), not " + seat);
        }
        // A fresh seed stays below 2^53, so that the page's JavaScript numbers show it exactly.
        long seed = b.has("seed") ? b.longValue("seed", 0) : ThreadLocalRandom.current().nextLong(1L << 53);
        return new Options(entry, (int) seat, seed);
    }
}
