package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.EngineOptions;
import dev.plateau.sim.GameState;
import dev.plateau.sim.Simulator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Monte Carlo tree search with UCB1 selection (UCT) and random rollouts run fused in the backend.
 *
 * <p>Each simulation descends the tree from the position to move in, choosing at every node the
 * child with the highest {@code mean + c · sqrt(ln N / n)} (N the node's visits, n the child's), and
 * expands one untried action of the node it stops at. The new position is copied onto R
 * environments of a scratch simulator ({@link Simulator#copy}), which play it out to the end with
 * uniformly random moves ({@link Simulator#stepRandom}); the mean of their {@link Simulator#rewards
 * rewards} is backed up along the path. Values are per player: a node holds the mean reward of the
 * player who moved into it, so turns with several placements by one player need no special case.
 * The search of all the active games of a call runs in lockstep: simulation k of every game is one
 * batched step and one batched playout.
 *
 * <p>The move made is the root's most visited child. With no time budget, the moves depend only
 * on the seed and the positions, and, with tree reuse on, on the positions searched by the earlier
 * calls.
 *
 * <p>Tree reuse: the agent keeps the tree of each environment's last search. When a later call's
 * position equals (by {@link GameState#equals}) a node of that tree, which is the case after the
 * agent's move and the replies to it that the search had explored, the search goes on from that
 * node's subtree, keeping its statistics, and runs its full number of simulations on top of them.
 * Otherwise it builds a new tree. Equal positions have the same future, so a match is always safe.
 */
public final class UctAgent implements Agent {
    /**
     * The search's settings.
     *
     * @param simulations tree simulations per move (each one expands a node and plays R rollouts)
     * @param exploration c, the weight of UCB1's exploration term (√2 in the textbook; rewards lie in [−1, 1])
     * @param rollouts R, the random playouts from each new node
     * @param timeMillis a time budget per call in milliseconds, or 0 for none; when it runs out the
     *     search stops early, and the moves then depend on the machine's speed
     * @param reuse whether a search starts from the subtree of the last search's tree that holds the
     *     position, where there is one (see the class comment)
     */
    public record Settings(int simulations, double exploration, int rollouts, long timeMillis, boolean reuse) {
        /** 800 simulations, c = 1.4, 8 rollouts, no time budget, tree reuse. */
        public static final Settings DEFAULT = new Settings(800, 1.4, 8, 0, true);

        /** These settings with tree reuse on. */
        public Settings(int simulations, double exploration, int rollouts, long timeMillis) {
            this(simulations, exploration, rollouts, timeMillis, true);
        }

        /** Checks the values. */
        public Settings {
            if (simulations < 1) {
                throw new IllegalArgumentException("UCT needs at least one simulation, not " + simulations);
            }
            if (!(exploration >= 0) || Double.isInfinite(exploration)) {
                throw new IllegalArgumentException("UCT's exploration constant must be finite and at least 0, not "
                        + exploration);
            }
            if (rollouts < 1) {
                throw new IllegalArgumentException("UCT needs at least one rollout per node, not " + rollouts);
            }
            if (timeMillis < 0) {
                throw new IllegalArgumentException("UCT's time budget cannot be negative: " + timeMillis);
            }
        }
    }

    private final CompiledGame game;
    private final Settings settings;
    private final String name;
    /** Room for R rollouts of each game searched in lockstep; grown when a call brings more games. */
    private final ScratchSimulators scratch;
    /** What each game's last search found (see {@link #lastSearch}), by environment of the caller's batch. */
    private SearchResult[] lastSearches = new SearchResult[0];
    /** The root of each environment's last search tree, kept for reuse; null where there is none. */
    private Node[] trees = new Node[0];
    /** The visits each environment's last search started from: those of the reused subtree, else 0. */
    private int[] reusedVisits = new int[0];

    /** A UCT player of this game, rolling out on the given backend. */
    public UctAgent(CompiledGame game, Backend backend, Settings settings) {
        this.game = game;
        this.scratch = new ScratchSimulators(game, backend);
        this.settings = settings;
        this.name = "uct:sims=" + settings.simulations() + ",c=" + settings.exploration() + ",rollouts="
                + settings.rollouts() + (settings.timeMillis() > 0 ? ",ms=" + settings.timeMillis() : "")
                + (settings.reuse() ? "" : ",reuse=false");
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * {@inheritDoc} Its {@linkplain SearchResult#value() value} is the mean reward (in [−1, 1]) of the
     * most visited move, the one chosen.
     */
    @Override
    public Optional<SearchResult> lastSearch(int env) {
        return env < lastSearches.length ? Optional.ofNullable(lastSearches[env]) : Optional.empty();
    }

    /** A node of a search tree: a position and the statistics of the move that led to it. */
    private static final class Node {
        final GameState state;
        /** The player to move here. */
        final int mover;
        /** The player who moved into this node, whose mean reward {@link #valueSum} sums; −1 at the root. */
        final int parentMover;
        final int action;
        final boolean finished;
        /** The rewards of the step that ended the game, where {@link #finished}. */
        final double[] finalRewards;
        final int[] untried;
        int untriedCount;
        final List<Node> children = new ArrayList<>();
        int visits;
        double valueSum;

        Node(GameState state, int mover, int parentMover, int action, boolean finished, double[] finalRewards,
                int[] untried) {
            this.state = state;
            this.mover = mover;
            this.parentMover = parentMover;
            this.action = action;
            this.finished = finished;
            this.finalRewards = finalRewards;
            this.untried = untried;
            this.untriedCount = untried.length;
        }

        /** The child to descend into: the highest UCB1 score, the first one on a tie. */
        Node select(double c) {
            double logVisits = Math.log(visits);
            Node best = null;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (Node child : children) {
                double score = child.valueSum / child.visits + c * Math.sqrt(logVisits / child.visits);
                if (score > bestScore) {
                    bestScore = score;
                    best = child;
                }
            }
            return best;
        }

        /** The most visited child, the higher mean on a tie. */
        Node mostVisited() {
            Node best = children.getFirst();
            for (Node child : children) {
                if (child.visits > best.visits || child.visits == best.visits
                        && child.valueSum / child.visits > best.valueSum / best.visits) {
                    best = child;
                }
            }
            return best;
        }
    }

    @Override
    public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
        if (lastSearches.length < active.length) {
            lastSearches = new SearchResult[active.length];
        }
        Arrays.fill(lastSearches, null);
        if (trees.length < active.length) {
            trees = Arrays.copyOf(trees, active.length);
            reusedVisits = new int[active.length];
        }
        Arrays.fill(reusedVisits, 0);
        List<Integer> envs = new ArrayList<>();
        List<Node> roots = new ArrayList<>();
        for (int env = 0; env < active.length; env++) {
            if (!active[env]) {
                continue;
            }
            List<Integer> legal = games.legalActions(env);
            if (legal.size() == 1) {
                out[env] = legal.getFirst();
                continue;
            }
            envs.add(env);
            GameState position = games.save(env);
            Node root = settings.reuse() ? find(trees[env], position) : null;
            if (root == null) {
                root = new Node(position, games.currentPlayer(env), -1, -1, false, null,
                        shuffled(legal, Seeds.derive(seed, env, -1)));
            }
            reusedVisits[env] = root.visits;
            roots.add(root);
        }
        if (roots.isEmpty()) {
            return;
        }
        search(roots, seed);
        for (int k = 0; k < roots.size(); k++) {
            Node best = roots.get(k).mostVisited();
            out[envs.get(k)] = best.action;
            lastSearches[envs.get(k)] = result(roots.get(k), best.action);
            if (settings.reuse()) {
                trees[envs.get(k)] = roots.get(k);
            }
        }
    }

    /**
     * The visits environment {@code env}'s last search started from: those of the subtree it
     * reused, or 0 for a new tree (or no search).
     */
    int reusedVisits(int env) {
        return env < reusedVisits.length ? reusedVisits[env] : 0;
    }

    /**
     * The shallowest unfinished node of {@code tree} whose position is {@code position} (the first
     * in breadth-first order), or null if there is none (or no tree).
     */
    private static Node find(Node tree, GameState position) {
        if (tree == null) {
            return null;
        }
        ArrayDeque<Node> queue = new ArrayDeque<>();
        queue.add(tree);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            if (!node.finished && node.state.equals(position)) {
                return node;
            }
            queue.addAll(node.children);
        }
        return null;
    }

    /** Runs the simulations of every tree in lockstep. */
    private void search(List<Node> roots, long seed) {
        int r = settings.rollouts();
        int games = roots.size();
        Simulator sim = scratch.atLeast(games * r);
        int[] actions = new int[sim.batchSize()];
        boolean[] stepping = new boolean[sim.batchSize()];
        List<List<Node>> paths = new ArrayList<>();
        for (int k = 0; k < games; k++) {
            paths.add(new ArrayList<>());
        }
        Node[] parents = new Node[games];
        long deadline = settings.timeMillis() > 0 ? System.nanoTime() + settings.timeMillis() * 1_000_000 : Long.MAX_VALUE;
        for (int s = 0; s < settings.simulations() && System.nanoTime() < deadline; s++) {
            Arrays.fill(stepping, false);
            for (int k = 0; k < games; k++) {
                List<Node> path = paths.get(k);
                path.clear();
                Node node = roots.get(k);
                path.add(node);
                while (!node.finished && node.untriedCount == 0) {
                    node = node.select(settings.exploration());
                    path.add(node);
                }
                parents[k] = node.finished ? null : node;
                if (!node.finished) {
                    sim.restore(k * r, node.state);
                    actions[k * r] = node.untried[--node.untriedCount];
                    stepping[k * r] = true;
                }
            }
            sim.step(actions, stepping);
            boolean rollingOut = false;
            int[] rolloutEnvs = new int[r - 1];
            for (int k = 0; k < games; k++) {
                Node parent = parents[k];
                if (parent == null) {
                    continue;
                }
                int env = k * r;
                boolean finished = sim.terminated(env) || sim.truncated(env);
                Node child = new Node(sim.save(env), sim.currentPlayer(env), parent.mover, actions[env], finished,
                        finished ? toDoubles(sim.rewards(env)) : null,
                        finished ? new int[0] : shuffled(sim.legalActions(env), Seeds.derive(seed, s, k)));
                parent.children.add(child);
                paths.get(k).add(child);
                if (!finished) {
                    for (int i = 1; i < r; i++) {
                        rolloutEnvs[i - 1] = env + i;
                    }
                    sim.copy(env, rolloutEnvs);
                    rollingOut = true;
                }
            }
            if (rollingOut) {
                sim.stepRandom(Seeds.derive(seed, s), EngineOptions.PLAYOUT_STEP_CAP);
            }
            int[] rewards0 = sim.rewardsOf(0).toArray();
            int[] rewards1 = sim.rewardsOf(1).toArray();
            for (int k = 0; k < games; k++) {
                List<Node> path = paths.get(k);
                Node leaf = path.getLast();
                double[] mean;
                if (leaf.finished) {
                    mean = leaf.finalRewards;
                } else {
                    double sum0 = 0;
                    double sum1 = 0;
                    for (int i = k * r; i < (k + 1) * r; i++) {
                        sum0 += rewards0[i];
                        sum1 += rewards1[i];
                    }
                    mean = new double[] {sum0 / r, sum1 / r};
                }
                for (Node node : path) {
                    node.visits++;
                    if (node.parentMover >= 0) {
                        node.valueSum += mean[node.parentMover];
                    }
                }
            }
        }
    }

    private SearchResult result(Node root, int chosen) {
        int[] visits = new int[game.actionCount()];
        double[] values = new double[game.actionCount()];
        Arrays.fill(values, Double.NaN);
        for (Node child : root.children) {
            visits[child.action] = child.visits;
            values[child.action] = child.valueSum / child.visits;
        }
        return new SearchResult(chosen, root.visits, visits, values);
    }

    private static double[] toDoubles(float[] values) {
        return new double[] {values[0], values[1]};
    }

    /** The actions in an order drawn from the seed: a node expands them from the last one back. */
    private static int[] shuffled(List<Integer> actions, long seed) {
        int[] order = actions.stream().mapToInt(Integer::intValue).toArray();
        long z = seed;
        for (int i = order.length - 1; i > 0; i--) {
            z = Seeds.derive(z, i);
            int j = (int) Long.remainderUnsigned(z, i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    @Override
    public void close() {
        scratch.close();
    }
}
