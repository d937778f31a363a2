package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.GameState;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A one-ply greedy player: it takes a move that wins at once if there is one; otherwise it avoids
 * moves after which the opponent can win at once; among the moves left (all of them, if every move
 * loses) it plays at random, or, in a game that declares a heuristic ({@code (heuristic F)},
 * docs/language.md, {@code heuristic}), a move after which the heuristic is highest for it
 * ({@link Simulator#heuristic(int)}), the best moves drawn among at random. The random draws come
 * from the seed, the environment and the step count, so a seed repeats a game.
 *
 * <p>It looks ahead in two scratch simulators with one environment per action: the position is
 * restored into environment 0 of the first and copied onto the others, and environment a tries
 * action a; each resulting position is moved into the second the same way to try every reply.
 * Nothing replays the game's history.
 */
public final class GreedyAgent implements Agent {
    private final Simulator moves;
    private final Simulator replies;
    private final int[] all;
    private final int[] actions;
    private final boolean[] stepped;

    /** A greedy player of this game, looking ahead on the given backend's scratch simulators. */
    public GreedyAgent(CompiledGame game, Backend backend) {
        int a = game.actionCount();
        // A handful of environments gains nothing from worker threads.
        this.moves = Simulator.builder(game).batch(a).backend(backend).threads(1).build();
        this.replies = Simulator.builder(game).batch(a).backend(backend).threads(1).build();
        this.all = new int[a];
        for (int i = 0; i < a; i++) {
            all[i] = i;
        }
        this.actions = all.clone();
        this.stepped = new boolean[a];
    }

    @Override
    public String name() {
        return "greedy";
    }

    @Override
    public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
        for (int env = 0; env < active.length; env++) {
            if (active[env]) {
                out[env] = choose(games, env, seed);
            }
        }
    }

    private int choose(Simulator games, int env, long seed) {
        int mover = games.currentPlayer(env);
        List<Integer> legal = games.legalActions(env);
        tryEach(moves, games.save(env), legal);
        List<Integer> safe = new ArrayList<>();
        for (int a : legal) {
            if (moves.terminated(a) && moves.winner(a) == mover) {
                return a;
            }
            if (!opponentWinsNext(a, mover)) {
                safe.add(a);
            }
        }
        if (moves.hasHeuristic()) {
            return draw(best(safe.isEmpty() ? legal : safe), games, env, seed);
        }
        if (safe.isEmpty() || safe.size() == legal.size()) {
            return games.randomAction(env, seed);
        }
        return draw(safe, games, env, seed);
    }

    /** The listed moves (tried in {@code moves}) after which the heuristic is highest for the mover. */
    private List<Integer> best(List<Integer> listed) {
        List<Integer> best = new ArrayList<>();
        int top = Integer.MIN_VALUE;
        for (int a : listed) {
            int value = moves.heuristic(a);
            if (value > top) {
                best.clear();
                top = value;
            }
            if (value == top) {
                best.add(a);
            }
        }
        return best;
    }

    /** One of the listed moves, drawn from the seed, the environment and its step count. */
    private static int draw(List<Integer> listed, Simulator games, int env, long seed) {
        return listed.get((int) Long.remainderUnsigned(Seeds.derive(seed, env, games.stepCount(env)), listed.size()));
    }

    /** Whether, after {@code moves}' environment {@code a}, the other player can win with one move. */
    private boolean opponentWinsNext(int a, int mover) {
        if (moves.terminated(a) || moves.truncated(a) || moves.currentPlayer(a) == mover) {
            return false; // over, or the mover places again (a multi-placement turn): no reply to fear
        }
        int opponent = moves.currentPlayer(a);
        List<Integer> answers = moves.legalActions(a);
        tryEach(replies, moves.save(a), answers);
        for (int r : answers) {
            if (replies.terminated(r) && replies.winner(r) == opponent) {
                return true;
            }
        }
        return false;
    }

    /** Puts {@code state} in every environment of {@code scratch}, then environment a plays action a for each listed a. */
    private void tryEach(Simulator scratch, GameState state, List<Integer> listed) {
        scratch.restore(0, state);
        scratch.copy(0, all);
        Arrays.fill(stepped, false);
        for (int a : listed) {
            stepped[a] = true;
        }
        scratch.step(actions, stepped);
    }

    @Override
    public void close() {
        try {
            moves.close();
        } finally {
            replies.close();
        }
    }
}
