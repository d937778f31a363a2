package dev.plateau.serve;

import dev.plateau.agents.Agent;
import dev.plateau.agents.AgentSpec;
import dev.plateau.agents.GreedyAgent;
import dev.plateau.agents.GumbelAgent;
import dev.plateau.agents.RandomAgent;
import dev.plateau.agents.RolloutEvaluator;
import dev.plateau.agents.UctAgent;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The agents a server offers as opponents, by id, in the order the page lists them. */
public final class AgentRegistry {
    /** The opponent id of a person at the same screen (hot seat), which is not an agent. */
    public static final String HUMAN = "human";

    /**
     * One registered agent.
     *
     * @param id the id the page sends, lower case, such as {@code random}
     * @param label the name shown in the page
     * @param factory makes the agent for one game session, for its game and a backend for the agent's
     *     scratch simulators, e.g. {@code AgentSpec::create}
     * @param budget what the agent's search may spend on a move, shown with its thinking; null for an
     *     agent that does not search or whose budget the server does not know
     * @param fit why the agent cannot play a game, if it cannot, without making it (e.g. {@code
     *     AgentSpec::problemWith}, which reads a network's description once): asked for every game the
     *     page lists, so it must be cheap
     */
    public record Entry(String id, String label, BiFunction<CompiledGame, Backend, Agent> factory, Budget budget,
            Function<CompiledGame, Optional<String>> fit) {
        /** Checks the id. */
        public Entry {
            if (id == null || !id.matches("[a-z][a-z0-9_-]{0,31}") || id.equals(HUMAN)) {
                throw new IllegalArgumentException("an agent id is a short lower-case word other than `human`, not " + id);
            }
            Objects.requireNonNull(fit, "fit");
        }

        /** An entry that plays every game. */
        public Entry(String id, String label, BiFunction<CompiledGame, Backend, Agent> factory, Budget budget) {
            this(id, label, factory, budget, game -> Optional.empty());
        }

        /** An entry that plays every game, whose budget the server does not know. */
        public Entry(String id, String label, BiFunction<CompiledGame, Backend, Agent> factory) {
            this(id, label, factory, null);
        }

        /**
         * The agent of a spec as the command line gives it ({@code plateau serve --agent SPEC}),
         * labelled with the spec's text, offered only for the games it can play ({@link
         * AgentSpec#problemWith}).
         */
        public static Entry of(String id, AgentSpec spec) {
            return new Entry(id, spec.name(), spec::create, null, spec::problemWith);
        }

        /** Why the agent cannot play a game, if it cannot: what {@link #fit} answers. */
        public Optional<String> problemWith(CompiledGame game) {
            return fit.apply(game);
        }
    }

    /**
     * What a search may spend on one move, so that the page can tell the simulations a search ran
     * from those it was given.
     *
     * @param simulations the most simulations it runs
     * @param timeMillis the time after which it stops and plays what it found, 0 for none
     */
    public record Budget(int simulations, long timeMillis) {}

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /** An empty registry: only human opponents. */
    public AgentRegistry() {}

    /** The simulation budgets of the UCT opponents on offer, weakest first. */
    static final int[] UCT_SIMULATIONS = {200, 1_000, 5_000};

    /**
     * The simulation budgets of the Gumbel search opponents on offer, weakest first. Gumbel search
     * has no time budget (sequential halving plans its simulations ahead), so these stay small
     * enough to answer within the request budget on large boards too.
     */
    static final int[] GUMBEL_SIMULATIONS = {32, 128};

    /**
     * The random playouts that judge each position of a Gumbel opponent's search: fewer than the
     * command line's default, as the search cannot stop early to keep within the request budget.
     */
    static final int GUMBEL_ROLLOUTS = 4;

    /** The agents Plateau ships, for a server with the {@linkplain ServeLimits#defaults() default limits}. */
    public static AgentRegistry standard() {
        return standard(ServeLimits.defaults());
    }

    /**
     * The agents Plateau ships: the uniformly random player, the one-ply greedy player, and Monte
     * Carlo tree search (UCT) with {@link #UCT_SIMULATIONS 200, 1,000 and 5,000} simulations a move.
     * A UCT move also stops after a third of the request budget, so that a move, and a turn of a few
     * placements, is answered within it; it then plays what it found so far. Then Gumbel search
     * (Gumbel AlphaZero's root selection with sequential halving) with {@link #GUMBEL_SIMULATIONS 32
     * and 128} simulations a move, judging positions with {@link #GUMBEL_ROLLOUTS} random playouts.
     */
    public static AgentRegistry standard(ServeLimits limits) {
        AgentRegistry r = new AgentRegistry();
        r.register(new Entry("random", "Random player", (game, backend) -> new RandomAgent()));
        r.register(new Entry("greedy", "Greedy player (one move ahead)",
                GreedyAgent::new));
        long moveMillis = Math.max(1, limits.requestBudget().toMillis() / 3);
        for (int sims : UCT_SIMULATIONS) {
            UctAgent.Settings settings = new UctAgent.Settings(sims, UctAgent.Settings.DEFAULT.exploration(),
                    UctAgent.Settings.DEFAULT.rollouts(), moveMillis);
            r.register(new Entry("uct-" + sims, String.format(Locale.ROOT, "UCT search, %,d simulations", sims),
                    (game, backend) -> new UctAgent(game, backend, settings),
                    new Budget(sims, moveMillis)));
        }
        for (int sims : GUMBEL_SIMULATIONS) {
            GumbelAgent.Settings d = GumbelAgent.Settings.DEFAULT;
            GumbelAgent.Settings settings = new GumbelAgent.Settings(sims, d.maxConsideredActions(), d.cVisit(),
                    d.cScale());
            r.register(new Entry("gumbel-" + sims, String.format(Locale.ROOT, "Gumbel search, %,d simulations", sims),
                    (game, backend) -> new GumbelAgent(game, backend, settings,
                            new RolloutEvaluator(game, backend, GUMBEL_ROLLOUTS)),
                    new Budget(sims, 0)));
        }
        return r;
    }

    /**
     * Adds an agent.
     *
     * @throws IllegalArgumentException if the id is taken
     */
    public synchronized AgentRegistry register(Entry entry) {
        if (entries.putIfAbsent(entry.id(), entry) != null) {
            throw new IllegalArgumentException("an agent `" + entry.id() + "` is already registered");
        }
        return this;
    }

    /** The agent with this id, if registered. */
    public synchronized Optional<Entry> find(String id) {
        return Optional.ofNullable(entries.get(id));
    }

    /**
     * The opponents the page offers, as JSON: a person at the same screen ({@value #HUMAN}) first,
     * then every registered agent (id and label).
     */
    List<Map<String, Object>> opponents() {
        return opponents(null);
    }

    /**
     * The opponents the page offers for a game, as JSON: as {@link #opponents()}, and each agent that
     * cannot play the game ({@link Entry#problemWith}) with the reason ({@code reason}), which the page
     * shows instead of offering it. The checks run outside the registry's lock, as they may read files.
     *
     * @param game the game, or null for the opponents of any game
     */
    List<Map<String, Object>> opponents(CompiledGame game) {
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(Map.of("id", HUMAN, "label", "Human (same screen)"));
        for (Entry e : entries()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", e.id());
            o.put("label", e.label());
            if (game != null) {
                e.problemWith(game).ifPresent(reason -> o.put("reason", reason));
            }
            out.add(o);
        }
        return out;
    }

    /** Every registered agent, in registration order. */
    public synchronized List<Entry> entries() {
        return new ArrayList<>(entries.values());
    }
}
