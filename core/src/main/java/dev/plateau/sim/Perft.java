package dev.plateau.sim;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.SequencedMap;

/**
 * Perft: the number of leaves of the legal-move tree of a game to a depth, the test of a move
 * generator that chess programmers use (docs/language.md, "Counting the move tree"). The nodes at
 * depth d are the positions reached by every sequence of d legal moves; a position where the game is
 * over is a leaf that does not expand, so it counts at its own depth and adds nothing deeper.
 *
 * <p>A move is a whole turn ({@link Unit#TURNS}): the decisions of one player that make up one turn
 * (a queen's move and its shot) are one move, and each distinct sequence of decisions is a move of
 * its own. {@link Unit#DECISIONS} counts every decision as a move instead; in a game whose turns are
 * single decisions both count the same.
 *
 * <p>The tree is walked over a {@link Simulator}'s batch, one branch per environment: a batch of
 * (position, action) pairs is restored and stepped at once, and the children that must expand
 * further are saved and expanded depth first. One level above the leaves, where every decision
 * ends the turn, the legal actions are counted instead of played. The walk overwrites the
 * simulator's environments.
 */
public final class Perft {
    /** The deepest tree {@link #run} walks: beyond it the counts outgrow any machine's patience. */
    public static final int MAX_DEPTH = 30;

    /** What counts as one move, one level of the tree. */
    public enum Unit {
        /** A whole turn: consecutive decisions of one player within one turn are one move. */
        TURNS,
        /** Every decision, each a step of the simulator. */
        DECISIONS
    }

    /**
     * The count of one walk.
     *
     * @param depth the depth walked
     * @param leaves the nodes at that depth
     * @param steps the simulator steps the walk took
     * @param nanos how long it took
     * @param divide with {@link #run(GameState, int, boolean) divide}, the leaves under each first
     *     move in the order found, named by its decisions' {@link ActionCodec} names separated by
     *     spaces (a move that ends the game before the depth has 0); else empty
     */
    public record Count(int depth, long leaves, long steps, long nanos, SequencedMap<String, Long> divide) {
        /** Leaves per second of the walk. */
        public double leavesPerSecond() {
            return nanos == 0 ? 0 : leaves * 1e9 / nanos;
        }
    }

    /** A position still to expand, with the legal actions not yet tried from it. */
    private static final class Node {
        final GameState state;
        /** The moves (turns or decisions) still to make below this node. */
        final int remaining;
        /** The index of the first move above it in the divide, or −1 (not dividing, or still in it). */
        final int first;
        /** Within the first move, when dividing: its decisions so far. */
        final String path;
        final int[] actions;
        int next;

        Node(GameState state, int remaining, int first, String path, int[] actions) {
            this.state = state;
            this.remaining = remaining;
            this.first = first;
            this.path = path;
            this.actions = actions;
        }
    }

    private final Simulator sim;
    private final Unit unit;
    private final int batch;
    private final int[] actions;
    private final Node[] parents;
    private final boolean[] active;
    private final int[] scratch;

    /**
     * A perft over a simulator's batch (a larger batch steps more branches at once).
     *
     * @param sim the simulator whose environments the walk uses; it stays the caller's to close
     * @param unit what counts as one move
     */
    public Perft(Simulator sim, Unit unit) {
        this.sim = sim;
        this.unit = unit;
        this.batch = sim.batchSize();
        this.actions = new int[batch];
        this.parents = new Node[batch];
        this.active = new boolean[batch];
        this.scratch = new int[sim.actionCount()];
    }

    /**
     * Checks a depth before any work starts.
     *
     * @throws IllegalArgumentException if it is negative or above {@link #MAX_DEPTH}
     */
    public static int checkDepth(int depth) {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("the perft depth must be in 0 … " + MAX_DEPTH + ", not " + depth);
        }
        return depth;
    }

    /** The start position of the simulator's game (the state {@link Simulator#init()} gives). */
    public GameState start() {
        sim.reset(0);
        return sim.save(0);
    }

    /** The leaves below {@code root} at {@code depth}. */
    public long count(GameState root, int depth) {
        return run(root, depth, false).leaves();
    }

    /**
     * Walks the tree below {@code root} to {@code depth}.
     *
     * @param divide whether to count the leaves under each first move as well
     * @throws IllegalArgumentException if the depth is out of range ({@link #checkDepth}) or the
     *     state belongs to another compiled game
     */
    public Count run(GameState root, int depth, boolean divide) {
        checkDepth(depth);
        long start = System.nanoTime();
        Walk walk = new Walk(divide);
        if (depth == 0) {
            walk.total = 1;
        } else {
            sim.restore(0, root);
            if (!sim.reader.finished(0)) {
                int k = sim.legal.list(0, scratch);
                walk.stack.push(new Node(root, depth, -1, divide ? "" : null, Arrays.copyOf(scratch, k)));
            }
            while (!walk.stack.isEmpty()) {
                walk.stepBatch();
            }
        }
        SequencedMap<String, Long> perFirst = new LinkedHashMap<>();
        for (int i = 0; i < walk.firsts; i++) {
            perFirst.put(walk.names[i], walk.perFirst[i]);
        }
        return new Count(depth, walk.total, walk.steps, System.nanoTime() - start,
                Collections.unmodifiableSequencedMap(perFirst));
    }

    /** One walk: the stack of nodes to expand, the counts and the first moves found. */
    private final class Walk {
        final boolean divide;
        final Deque<Node> stack = new ArrayDeque<>();
        long total;
        long steps;
        String[] names = new String[16];
        long[] perFirst = new long[16];
        int firsts;

        Walk(boolean divide) {
            this.divide = divide;
        }

        /** Restores and steps up to a batch of (node, action) pairs from the stack, then takes in the children. */
        void stepBatch() {
            int n = 0;
            while (n < batch && !stack.isEmpty()) {
                Node node = stack.peek();
                actions[n] = node.actions[node.next++];
                if (node.next == node.actions.length) {
                    stack.pop();
                }
                sim.restore(n, node.state);
                parents[n] = node;
                n++;
            }
            if (n == batch) {
                sim.step(actions);
            } else {
                Arrays.fill(active, 0, n, true);
                Arrays.fill(active, n, batch, false);
                sim.step(actions, active);
            }
            steps += n;
            for (int env = 0; env < n; env++) {
                child(env, parents[env], actions[env]);
            }
        }

        /** The position in {@code env}, reached from {@code parent} by {@code action}: counted, or pushed to expand. */
        private void child(int env, Node parent, int action) {
            StateReader reader = sim.reader;
            boolean over = reader.finished(env);
            boolean sameTurn = unit == Unit.TURNS && reader.midTurn(env);
            int remaining = sameTurn ? parent.remaining : parent.remaining - 1;
            int first = parent.first;
            String path = null;
            if (parent.path != null) {
                String name = sim.game.actions().name(action);
                path = parent.path.isEmpty() ? name : parent.path + " " + name;
                if (!sameTurn) {
                    first = register(path);
                    path = null;
                }
            }
            if (remaining == 0) {
                add(first, 1);
                return;
            }
            if (over) {
                return;
            }
            if (remaining == 1 && path == null && (unit == Unit.DECISIONS || reader.nextDecisionEndsTurn(env))) {
                add(first, sim.legal.count(env));
                return;
            }
            int k = sim.legal.list(env, scratch);
            if (k > 0) {
                stack.push(new Node(sim.save(env), remaining, first, path, Arrays.copyOf(scratch, k)));
            }
        }

        private int register(String name) {
            if (firsts == names.length) {
                names = Arrays.copyOf(names, firsts * 2);
                perFirst = Arrays.copyOf(perFirst, firsts * 2);
            }
            names[firsts] = name;
            return firsts++;
        }

        private void add(int first, long leaves) {
            total += leaves;
            if (first >= 0) {
                perFirst[first] += leaves;
            }
        }
    }
}
