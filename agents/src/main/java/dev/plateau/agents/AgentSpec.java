package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Function;

/**
 * An agent described in a line of text, as the command line takes it: {@code random}, {@code
 * greedy}, {@code uct} or {@code gumbel} with optional settings after a colon, e.g. {@code
 * uct:sims=800,c=1.4,rollouts=8,ms=0,reuse=true} (see {@link UctAgent.Settings}) or {@code
 * gumbel:sims=200,m=16,rollouts=8,c=1} (see {@link GumbelAgent.Settings}, c being c_scale; a {@link
 * RolloutEvaluator} with R rollouts judges the positions); the settings left out keep their defaults. The spec's text is
 * the agent's name in tables and ratings.
 *
 * @param name the text of the spec
 * @param kind random, greedy, uct or gumbel
 * @param uct the settings of a uct spec (the defaults for the others)
 * @param gumbel the settings of a gumbel spec (the defaults for the others)
 * @param gumbelRollouts R, the random playouts of a gumbel spec's evaluator
 * @param settings the settings as written, which a kind from an {@link AgentProvider} reads
 *
 * <p>Other modules add kinds through {@link AgentProvider}: a spec whose kind no built-in agent has
 * goes to the provider of that kind on the class path.
 */
public record AgentSpec(String name, String kind, UctAgent.Settings uct, GumbelAgent.Settings gumbel,
        int gumbelRollouts, Map<String, String> settings) {
    /** Copies the settings. */
    public AgentSpec {
        settings = Map.copyOf(settings);
    }

    /** What {@link #parse} accepts, for help texts. */
    public static final String SYNTAX = "random, greedy, uct:sims=N,c=X,rollouts=R,ms=T,reuse=B, or gumbel:sims=N,m=M,rollouts=R,c=X"
            + " (each setting optional)";

    /** The rollouts of a gumbel spec's evaluator unless given. */
    public static final int DEFAULT_GUMBEL_ROLLOUTS = 8;

    /**
     * Reads a spec.
     *
     * @throws IllegalArgumentException with a message for the user if the text is not a valid spec
     */
    public static AgentSpec parse(String text) {
        String spec = text.strip();
        int colon = spec.indexOf(':');
        String kind = colon < 0 ? spec : spec.substring(0, colon);
        Map<String, String> settings = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String pair : spec.substring(colon + 1).split(",")) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException(text + ": expected key=value, not \"" + pair + "\"");
                }
                settings.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
            }
        }
        switch (kind) {
            case "random", "greedy" -> {
                if (!settings.isEmpty()) {
                    throw new IllegalArgumentException(text + ": " + kind + " takes no settings");
                }
                return new AgentSpec(spec, kind, UctAgent.Settings.DEFAULT, GumbelAgent.Settings.DEFAULT,
                        DEFAULT_GUMBEL_ROLLOUTS, settings);
            }
            case "uct" -> {
                for (String key : settings.keySet()) {
                    if (!Set.of("sims", "c", "rollouts", "ms", "reuse").contains(key)) {
                        throw new IllegalArgumentException(text + ": unknown setting " + key
                                + " (uct takes sims, c, rollouts, ms and reuse)");
                    }
                }
                UctAgent.Settings d = UctAgent.Settings.DEFAULT;
                Settings values = new Settings(settings);
                try {
                    return new AgentSpec(spec, kind, new UctAgent.Settings(
                            values.integer("sims", d.simulations()),
                            values.real("c", d.exploration()),
                            values.integer("rollouts", d.rollouts()),
                            values.whole("ms", d.timeMillis()),
                            parseBoolean(settings.getOrDefault("reuse", String.valueOf(d.reuse())))),
                            GumbelAgent.Settings.DEFAULT, DEFAULT_GUMBEL_ROLLOUTS, settings);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(text + ": " + e.getMessage(), e);
                }
            }
            case "gumbel" -> {
                for (String key : settings.keySet()) {
                    if (!Set.of("sims", "m", "rollouts", "c").contains(key)) {
                        throw new IllegalArgumentException(text + ": unknown setting " + key
                                + " (gumbel takes sims, m, rollouts and c)");
                    }
                }
                GumbelAgent.Settings d = GumbelAgent.Settings.DEFAULT;
                Settings values = new Settings(settings);
                try {
                    int rollouts = values.integer("rollouts", DEFAULT_GUMBEL_ROLLOUTS);
                    if (rollouts < 1) {
                        throw new IllegalArgumentException("Gumbel search needs at least one rollout, not " + rollouts);
                    }
                    return new AgentSpec(spec, kind, UctAgent.Settings.DEFAULT, new GumbelAgent.Settings(
                            values.integer("sims", d.simulations()),
                            values.integer("m", d.maxConsideredActions()),
                            d.cVisit(), values.real("c", d.cScale())), rollouts, settings);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(text + ": " + e.getMessage(), e);
                }
            }
            default -> {
                AgentProvider provider = provider(kind).orElseThrow(() -> new IllegalArgumentException(
                        "unknown agent " + text + "; agents are " + syntax()));
                try {
                    provider.check(settings);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(text + ": " + e.getMessage(), e);
                }
                return new AgentSpec(spec, kind, UctAgent.Settings.DEFAULT, GumbelAgent.Settings.DEFAULT,
                        DEFAULT_GUMBEL_ROLLOUTS, settings);
            }
        }
    }

    /** {@link #SYNTAX}, then the syntax of every {@link AgentProvider} on the class path. */
    public static String syntax() {
        StringBuilder text = new StringBuilder(SYNTAX);
        for (AgentProvider p : ServiceLoader.load(AgentProvider.class)) {
            text.append("; ").append(p.syntax());
        }
        return text.toString();
    }

    /** The provider of a kind that is not built in, if one is on the class path. */
    private static Optional<AgentProvider> provider(String kind) {
        for (AgentProvider p : ServiceLoader.load(AgentProvider.class)) {
            if (p.kind().equals(kind)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** A new agent of this spec for a game, whose scratch simulators run on the given backend. */
    public Agent create(CompiledGame game, Backend backend) {
        return switch (kind) {
            case "random" -> new RandomAgent();
            case "greedy" -> new GreedyAgent(game, backend);
            case "gumbel" -> new GumbelAgent(game, backend, gumbel, new RolloutEvaluator(game, backend, gumbelRollouts));
            case "uct" -> new UctAgent(game, backend, uct);
            default -> provider(kind).orElseThrow(() -> new IllegalStateException("no provider of agents " + kind))
                    .create(settings, game, backend);
        };
    }

    /**
     * Why this spec's agent cannot play a game, if it cannot, without making the agent (see {@link
     * AgentProvider#problemWith}): the built-in agents play every game; a kind from a provider asks
     * its provider.
     */
    public Optional<String> problemWith(CompiledGame game) {
        return switch (kind) {
            case "random", "greedy", "gumbel", "uct" -> Optional.empty();
            default -> provider(kind).orElseThrow(() -> new IllegalStateException("no provider of agents " + kind))
                    .problemWith(settings, game);
        };
    }

    /** {@code true} or {@code false}, strictly (a typo must not turn a setting off). */
    private static boolean parseBoolean(String text) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("reuse must be true or false, not \"" + text + "\"");
        };
    }

    /** The numeric settings of one spec, each read with a message that names the setting. */
    private record Settings(Map<String, String> values) {
        /** An int setting, or its default. */
        int integer(String key, int fallback) {
            return parse(key, fallback, "a whole number", Integer::parseInt).intValue();
        }

        /** A long setting, or its default. */
        long whole(String key, long fallback) {
            return parse(key, fallback, "a whole number", Long::parseLong).longValue();
        }

        /** A decimal setting, or its default. */
        double real(String key, double fallback) {
            return parse(key, fallback, "a number", Double::parseDouble).doubleValue();
        }

        private Number parse(String key, Number fallback, String what, Function<String, Number> parser) {
            String v = values.get(key);
            if (v == null) {
                return fallback;
            }
            try {
                return parser.apply(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " must be " + what + ", not \"" + v + "\"");
            }
        }
    }
}
