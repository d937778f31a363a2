package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * An agent described in a line of text, as the command line takes it: {@code random}, {@code
 * greedy}, {@code uct} or {@code gumbel} with optional settings after a colon, e.g. {@code
 * uct:sims=800,c=1.4,rollouts=8,ms=0,reuse=true} (see {@link UctAgent.Settings}) or {@code
 * gumbel:sims=200,m=16,rollouts=8} (see {@link GumbelAgent.Settings}; a {@link RolloutEvaluator} with
 * R rollouts judges the positions); the settings left out keep their defaults. The spec's text is
 * the agent's name in tables and ratings.
 *
 * @param name the text of the spec
 * @param kind random, greedy, uct or gumbel
 * @param uct the settings of a uct spec (the defaults for the others)
 * @param gumbel the settings of a gumbel spec (the defaults for the others)
 * @param gumbelRollouts R, the random playouts of a gumbel spec's evaluator
 */
public record AgentSpec(String name, String kind, UctAgent.Settings uct, GumbelAgent.Settings gumbel,
        int gumbelRollouts) {
    /** What {@link #parse} accepts, for help texts. */
    public static final String SYNTAX = "random, greedy, uct:sims=N,c=X,rollouts=R,ms=T,reuse=B, or gumbel:sims=N,m=M,rollouts=R"
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
                    throw new IllegalArgumentException("agent " + text + ": expected key=value, not \"" + pair + "\"");
                }
                settings.put(pair.substring(0, eq).strip(), pair.substring(eq + 1).strip());
            }
        }
        switch (kind) {
            case "random", "greedy" -> {
                if (!settings.isEmpty()) {
                    throw new IllegalArgumentException("agent " + text + ": " + kind + " takes no settings");
                }
                return new AgentSpec(spec, kind, UctAgent.Settings.DEFAULT, GumbelAgent.Settings.DEFAULT,
                        DEFAULT_GUMBEL_ROLLOUTS);
            }
            case "uct" -> {
                for (String key : settings.keySet()) {
                    if (!Set.of("sims", "c", "rollouts", "ms", "reuse").contains(key)) {
                        throw new IllegalArgumentException("agent " + text + ": unknown setting " + key
                                + " (uct takes sims, c, rollouts, ms and reuse)");
                    }
                }
                UctAgent.Settings d = UctAgent.Settings.DEFAULT;
                try {
                    return new AgentSpec(spec, kind, new UctAgent.Settings(
                            Integer.parseInt(settings.getOrDefault("sims", String.valueOf(d.simulations()))),
                            Double.parseDouble(settings.getOrDefault("c", String.valueOf(d.exploration()))),
                            Integer.parseInt(settings.getOrDefault("rollouts", String.valueOf(d.rollouts()))),
                            Long.parseLong(settings.getOrDefault("ms", String.valueOf(d.timeMillis()))),
                            parseBoolean(settings.getOrDefault("reuse", String.valueOf(d.reuse())))),
                            GumbelAgent.Settings.DEFAULT, DEFAULT_GUMBEL_ROLLOUTS);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("agent " + text + ": not a number: " + e.getMessage(), e);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("agent " + text + ": " + e.getMessage(), e);
                }
            }
            case "gumbel" -> {
                for (String key : settings.keySet()) {
                    if (!Set.of("sims", "m", "rollouts").contains(key)) {
                        throw new IllegalArgumentException("agent " + text + ": unknown setting " + key
                                + " (gumbel takes sims, m and rollouts)");
                    }
                }
                GumbelAgent.Settings d = GumbelAgent.Settings.DEFAULT;
                try {
                    int rollouts = Integer.parseInt(settings.getOrDefault("rollouts",
                            String.valueOf(DEFAULT_GUMBEL_ROLLOUTS)));
                    if (rollouts < 1) {
                        throw new IllegalArgumentException("Gumbel search needs at least one rollout, not " + rollouts);
                    }
                    return new AgentSpec(spec, kind, UctAgent.Settings.DEFAULT, new GumbelAgent.Settings(
                            Integer.parseInt(settings.getOrDefault("sims", String.valueOf(d.simulations()))),
                            Integer.parseInt(settings.getOrDefault("m", String.valueOf(d.maxConsideredActions()))),
                            d.cVisit(), d.cScale()), rollouts);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("agent " + text + ": not a number: " + e.getMessage(), e);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("agent " + text + ": " + e.getMessage(), e);
                }
            }
            default -> throw new IllegalArgumentException("unknown agent " + text + "; agents are " + SYNTAX);
        }
    }

    /** A new agent of this spec for a game, whose scratch simulators run on the given backend. */
    public Agent create(CompiledGame game, Backend backend) {
        return switch (kind) {
            case "random" -> new RandomAgent();
            case "greedy" -> new GreedyAgent(game, backend);
            case "gumbel" -> new GumbelAgent(game, backend, gumbel, new RolloutEvaluator(game, backend, gumbelRollouts));
            default -> new UctAgent(game, backend, uct);
        };
    }

    /** {@code true} or {@code false}, strictly (a typo must not turn a setting off). */
    private static boolean parseBoolean(String text) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException("not true or false: " + text);
        };
    }
}
