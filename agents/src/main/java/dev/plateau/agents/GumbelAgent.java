package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.GameState;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Gumbel search: tree search that improves a prior policy with few simulations, after "Policy
 * improvement by planning with Gumbel" (Danihelka et al., 2022).
 *
 * <p>An {@link Evaluator} gives every new node prior logits and a value. At the root the search
 * draws Gumbel noise g(a) and considers the m legal actions with the highest g(a) + logits(a). It
 * spends the simulations by sequential halving, in ⌈log2 m⌉ phases: in each phase every
 * remaining action gets the same number of visits, then the better half by g + logits + σ(q̂)
 * goes on, and the move made is the best remaining one. Below the root the search is
 * deterministic: it takes the action with the highest π'(a) − N(a) / (1 + Σ N), where π' =
 * softmax(logits + σ(q̂)) is the improved policy. Here q̂ are the completed Q-values (the mean value
 * of visited actions; the mixed value v_mix, which blends the node's own value with the prior-weighted
 * Q-values, for unvisited ones) rescaled to [0, 1] by the node's least and greatest, and σ(q̂) =
 * (c_visit + max N) · c_scale · q̂.
 *
 * <p>Values are per player: an edge holds the mean value for the player moving there, so turns with
 * several placements by one player need no special case. The searches of all the active games of
 * a call run in lockstep, and the new leaves of each simulation are evaluated in one batch. The
 * moves depend only on the seed, the positions and the evaluator. The improved policy of the last
 * search is kept for learning ({@link #improvedPolicy}).
 */
public final class GumbelAgent implements Agent {
    /**
     * The search's settings.
     *
     * @param simulations simulations per move (each one evaluates one new node)
     * @param maxConsideredActions m, the most actions sequential halving starts with
     * @param cVisit c_visit of σ
     * @param cScale c_scale of σ
     */
    public record Settings(int simulations, int maxConsideredActions, double cVisit, double cScale)
            implements java.io.Serializable {
        /** 200 simulations, m = 16, c_visit = 50, c_scale = 1. */
        public static final Settings DEFAULT = new Settings(200, 16, 50, 1.0);

        /** Checks the values. */
        public Settings {
            if (simulations < 1) {
                throw new IllegalArgumentException("Gumbel search needs at least one simulation, not " + simulations);
            }
            if (maxConsideredActions < 1) {
                throw new IllegalArgumentException("Gumbel search must consider at least one action, not "
                        + maxConsideredActions);
            }
            if (!(cVisit >= 0) || Double.isInfinite(cVisit) || !(cScale >= 0) || Double.isInfinite(cScale)) {
                throw new IllegalArgumentException("c_visit and c_scale must be finite and at least 0, not "
                        + cVisit + " and " + cScale);
            }
        }
    }

    private final Settings settings;
    private final Evaluator evaluator;
    private final String name;
    /** One environment per game searched in lockstep, to step leaves; grown when a call brings more games. */
    private final ScratchSimulators scratch;
    /** The improved policy of each game's last search, by environment of the caller's batch; null where none. */
    private double[][] policies = new double[0][];
    /** What each game's last search found, by environment of the caller's batch; null where none. */
    private SearchResult[] statistics = new SearchResult[0];

    /**
     * A Gumbel search player of this game, stepping on the given backend and judging positions with
     * the evaluator, which it owns (closing the agent closes it).
     */
    public GumbelAgent(CompiledGame game, Backend backend, Settings settings, Evaluator evaluator) {
        this.scratch = new ScratchSimulators(game, backend);
        this.settings = settings;
        this.evaluator = evaluator;
        this.name = "gumbel:sims=" + settings.simulations() + ",m=" + settings.maxConsideredActions();
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * The improved policy softmax(logits + σ(q̂)) over the action space (shape [A], zero for illegal
     * actions) at the root of environment {@code env}'s last search: the training target for a policy
     * network. A position with a single legal move has that move with probability 1.
     *
     * @throws IllegalStateException if the last call did not choose a move in that environment
     */
    public double[] improvedPolicy(int env) {
        if (env >= policies.length || policies[env] == null) {
            throw new IllegalStateException("the last call did not choose a move in environment " + env);
        }
        return policies[env].clone();
    }

    @Override
    public Optional<SearchResult> lastSearch(int env) {
        return env < statistics.length ? Optional.ofNullable(statistics[env]) : Optional.empty();
    }

    /** A position in a search tree, with the statistics of the moves from it. */
    private static final class Node {
        final GameState state;
        /** The player to move, for whom {@link #valueSums} sum values. */
        final int mover;
        final boolean finished;
        /** The value of the position for each player: the evaluator's (negated for the other), or the final rewards. */
        final double[] values;
        final int[] actions;
        /** The prior logits of {@link #actions}. */
        final double[] logits;
        final Node[] children;
        final int[] visits;
        final double[] valueSums;

        Node(GameState state, int mover, boolean finished, double[] values, int[] actions, double[] logits) {
            this.state = state;
            this.mover = mover;
            this.finished = finished;
            this.values = values;
            this.actions = actions;
            this.logits = logits;
            this.children = new Node[actions.length];
            this.visits = new int[actions.length];
            this.valueSums = new double[actions.length];
        }

        int totalVisits() {
            int total = 0;
            for (int v : visits) {
                total += v;
            }
            return total;
        }

        /** σ(q̂) of each action: the completed Q-values rescaled to [0, 1], times (c_visit + max N) · c_scale. */
        double[] sigma(Settings settings) {
            double[] prior = softmax(logits);
            int total = 0;
            int maxVisits = 0;
            double visitedPrior = 0;
            double weightedQ = 0;
            for (int i = 0; i < actions.length; i++) {
                total += visits[i];
                maxVisits = Math.max(maxVisits, visits[i]);
                if (visits[i] > 0) {
                    visitedPrior += prior[i];
                    weightedQ += prior[i] * valueSums[i] / visits[i];
                }
            }
            double mixed = total == 0 ? values[mover]
                    : (values[mover] + total * weightedQ / visitedPrior) / (1 + total);
            double[] q = new double[actions.length];
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < actions.length; i++) {
                q[i] = visits[i] > 0 ? valueSums[i] / visits[i] : mixed;
                min = Math.min(min, q[i]);
                max = Math.max(max, q[i]);
            }
            double scale = (settings.cVisit() + maxVisits) * settings.cScale() / Math.max(max - min, 1e-8);
            for (int i = 0; i < actions.length; i++) {
                q[i] = (q[i] - min) * scale;
            }
            return q;
        }

        /** softmax(logits + σ(q̂)), over {@link #actions}. */
        double[] improvedPolicy(Settings settings) {
            double[] sigma = sigma(settings);
            for (int i = 0; i < sigma.length; i++) {
                sigma[i] += logits[i];
            }
            return softmax(sigma);
        }

        /** The action (an index into {@link #actions}) to descend by below the root: the first on a tie. */
        int select(Settings settings) {
            double[] policy = improvedPolicy(settings);
            double denominator = 1 + totalVisits();
            int best = 0;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < actions.length; i++) {
                double score = policy[i] - visits[i] / denominator;
                if (score > bestScore) {
                    bestScore = score;
                    best = i;
                }
            }
            return best;
        }
    }

    /** The root of one game's search and the state of its sequential halving. */
    private static final class Root {
        final int env;
        final Node node;
        final double[] gumbel;
        final List<SequentialHalving.Phase> phases;
        /** The considered actions (indices into the node's actions), best ranked first at each phase's start. */
        int[] considered;
        int phase;
        int simulationInPhase;

        Root(int env, Node node, double[] gumbel, List<SequentialHalving.Phase> phases, int[] considered) {
            this.env = env;
            this.node = node;
            this.gumbel = gumbel;
            this.phases = phases;
            this.considered = considered;
        }

        /** g + logits + σ(q̂) of each of the node's actions. */
        double[] scores(Settings settings) {
            double[] scores = node.sigma(settings);
            for (int i = 0; i < scores.length; i++) {
                scores[i] += gumbel[i] + node.logits[i];
            }
            return scores;
        }

        /** The root action (an index) of the next simulation; moves on to the next phase when one ends. */
        int next(Settings settings) {
            SequentialHalving.Phase current = phases.get(phase);
            if (simulationInPhase == current.simulations()) {
                phase++;
                simulationInPhase = 0;
                current = phases.get(phase);
                considered = ranked(considered, scores(settings));
                considered = Arrays.copyOf(considered, Math.min(considered.length, current.actions()));
            }
            return considered[simulationInPhase++ % considered.length];
        }

        /** The move to make: the best-scored of the most visited considered actions. */
        int choice(Settings settings) {
            double[] scores = scores(settings);
            int best = considered[0];
            for (int i : considered) {
                int v = node.visits[i];
                if (v > node.visits[best] || v == node.visits[best] && scores[i] > scores[best]) {
                    best = i;
                }
            }
            return node.actions[best];
        }
    }

    @Override
    public void chooseActions(Simulator games, boolean[] active, long seed, int[] out) {
        if (policies.length < active.length) {
            policies = new double[active.length][];
            statistics = new SearchResult[active.length];
        }
        Arrays.fill(policies, null);
        Arrays.fill(statistics, null);
        List<Integer> envs = new ArrayList<>();
        for (int env = 0; env < active.length; env++) {
            if (!active[env]) {
                continue;
            }
            List<Integer> legal = games.legalActions(env);
            if (legal.size() == 1) {
                out[env] = legal.getFirst();
                policies[env] = new double[games.actionCount()];
                policies[env][out[env]] = 1;
                continue;
            }
            envs.add(env);
        }
        if (envs.isEmpty()) {
            return;
        }
        Simulator sim = scratch.atLeast(envs.size());
        for (int k = 0; k < envs.size(); k++) {
            sim.restore(k, games.save(envs.get(k)));
        }
        int[] all = envs.stream().mapToInt(Integer::intValue).toArray();
        int[] positions = new int[all.length];
        Arrays.setAll(positions, k -> k);
        Node[] nodes = evaluate(sim, positions, Seeds.derive(seed, -1));
        List<Root> roots = new ArrayList<>();
        for (int k = 0; k < all.length; k++) {
            roots.add(root(all[k], nodes[k], Seeds.derive(seed, all[k], -1)));
        }
        search(roots, sim, seed);
        for (Root root : roots) {
            out[root.env] = root.choice(settings);
            double[] policy = new double[games.actionCount()];
            double[] improved = root.node.improvedPolicy(settings);
            for (int i = 0; i < improved.length; i++) {
                policy[root.node.actions[i]] = improved[i];
            }
            policies[root.env] = policy;
            int[] visits = new int[games.actionCount()];
            double[] values = new double[games.actionCount()];
            Arrays.fill(values, Double.NaN);
            Node node = root.node;
            for (int i = 0; i < node.actions.length; i++) {
                visits[node.actions[i]] = node.visits[i];
                if (node.visits[i] > 0) {
                    values[node.actions[i]] = node.valueSums[i] / node.visits[i];
                }
            }
            statistics[root.env] = new SearchResult(out[root.env], node.totalVisits(), visits, values);
        }
    }

    /** A game's root: its Gumbel noise, the top m actions by g + logits and the halving schedule. */
    private Root root(int env, Node node, long seed) {
        int n = node.actions.length;
        double[] gumbel = new double[n];
        double[] scores = new double[n];
        for (int i = 0; i < n; i++) {
            double u = ((Seeds.derive(seed, i) >>> 11) + 0.5) / (1L << 53);
            gumbel[i] = -Math.log(-Math.log(u));
            scores[i] = gumbel[i] + node.logits[i];
        }
        int[] everything = new int[n];
        Arrays.setAll(everything, i -> i);
        int m = Math.min(n, settings.maxConsideredActions());
        int[] considered = Arrays.copyOf(ranked(everything, scores), m);
        return new Root(env, node, gumbel, SequentialHalving.schedule(m, settings.simulations()), considered);
    }

    /** Runs the simulations of every game in lockstep: game k steps its leaves in environment k of {@code sim}. */
    private void search(List<Root> roots, Simulator sim, long seed) {
        int games = roots.size();
        int[] actions = new int[sim.batchSize()];
        boolean[] stepping = new boolean[sim.batchSize()];
        List<List<Node>> pathNodes = new ArrayList<>();
        List<List<Integer>> pathActions = new ArrayList<>();
        for (int k = 0; k < games; k++) {
            pathNodes.add(new ArrayList<>());
            pathActions.add(new ArrayList<>());
        }
        double[][] leafValues = new double[games][];
        for (int s = 0; s < settings.simulations(); s++) {
            Arrays.fill(stepping, false);
            for (int k = 0; k < games; k++) {
                List<Node> nodes = pathNodes.get(k);
                List<Integer> edges = pathActions.get(k);
                nodes.clear();
                edges.clear();
                Node node = roots.get(k).node;
                int a = roots.get(k).next(settings);
                while (true) {
                    nodes.add(node);
                    edges.add(a);
                    Node child = node.children[a];
                    if (child == null) {
                        sim.restore(k, node.state);
                        actions[k] = node.actions[a];
                        stepping[k] = true;
                        leafValues[k] = null;
                        break;
                    }
                    if (child.finished) {
                        leafValues[k] = child.values;
                        break;
                    }
                    node = child;
                    a = node.select(settings);
                }
            }
            sim.step(actions, stepping);
            List<Integer> expanded = new ArrayList<>();
            for (int k = 0; k < games; k++) {
                if (stepping[k]) {
                    expanded.add(k);
                }
            }
            Node[] leaves = evaluate(sim, expanded.stream().mapToInt(Integer::intValue).toArray(), Seeds.derive(seed, s));
            for (int i = 0; i < leaves.length; i++) {
                int k = expanded.get(i);
                List<Node> nodes = pathNodes.get(k);
                nodes.getLast().children[pathActions.get(k).getLast()] = leaves[i];
                leafValues[k] = leaves[i].values;
            }
            for (int k = 0; k < games; k++) {
                List<Node> nodes = pathNodes.get(k);
                List<Integer> edges = pathActions.get(k);
                for (int d = 0; d < nodes.size(); d++) {
                    Node node = nodes.get(d);
                    node.visits[edges.get(d)]++;
                    node.valueSums[edges.get(d)] += leafValues[k][node.mover];
                }
            }
        }
    }

    /**
     * New nodes for the positions in environments {@code envs} of {@code sim}: finished ones valued by
     * their rewards, the running ones by the evaluator, in one batch.
     */
    private Node[] evaluate(Simulator sim, int[] envs, long seed) {
        int actionCount = sim.actionCount();
        int[] running = Arrays.stream(envs).filter(e -> !finished(sim, e)).toArray();
        float[] logits = new float[running.length * actionCount];
        float[] values = new float[running.length];
        if (running.length > 0) {
            evaluator.evaluate(sim, running, seed, logits, values);
        }
        Node[] nodes = new Node[envs.length];
        int r = 0;
        for (int i = 0; i < envs.length; i++) {
            int env = envs[i];
            GameState state = sim.save(env);
            int mover = sim.currentPlayer(env);
            if (finished(sim, env)) {
                float[] rewards = sim.rewards(env);
                nodes[i] = new Node(state, mover, true, new double[] {rewards[0], rewards[1]}, new int[0], new double[0]);
                continue;
            }
            int[] legal = sim.legalActions(env).stream().mapToInt(Integer::intValue).toArray();
            double[] legalLogits = new double[legal.length];
            for (int j = 0; j < legal.length; j++) {
                legalLogits[j] = logits[r * actionCount + legal[j]];
            }
            double[] value = new double[2];
            value[mover] = values[r];
            value[1 - mover] = -values[r];
            nodes[i] = new Node(state, mover, false, value, legal, legalLogits);
            r++;
        }
        return nodes;
    }

    private static boolean finished(Simulator sim, int env) {
        return sim.terminated(env) || sim.truncated(env);
    }

    /** The indices in {@code indices} ordered by decreasing score, the lower index first on a tie. */
    private static int[] ranked(int[] indices, double[] scores) {
        return Arrays.stream(indices).boxed()
                .sorted((x, y) -> scores[x] != scores[y] ? Double.compare(scores[y], scores[x]) : Integer.compare(x, y))
                .mapToInt(Integer::intValue).toArray();
    }

    private static double[] softmax(double[] logits) {
        double max = Double.NEGATIVE_INFINITY;
        for (double l : logits) {
            max = Math.max(max, l);
        }
        double[] p = new double[logits.length];
        double sum = 0;
        for (int i = 0; i < logits.length; i++) {
            p[i] = Math.exp(logits[i] - max);
            sum += p[i];
        }
        for (int i = 0; i < p.length; i++) {
            p[i] /= sum;
        }
        return p;
    }

    @Override
    public void close() {
        scratch.close();
        evaluator.close();
    }
}
