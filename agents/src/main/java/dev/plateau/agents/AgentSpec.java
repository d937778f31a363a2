package dev.plateau.agents;

import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * An agent described in a line of text, as the command line takes it: {@code random}, {@code
 * greedy} or {@code uct} with optional settings after a colon, e.g. {@code uct:sims=800,c=1.4,rollouts=8,ms=0}
 * (see {@link UctAgent.Settings}; the ones left out keep their defaults). The spec's text is the
 * agent's name in tables and ratings.
 *
 * @param name the text of the spec
 * @param kind random, greedy or uct
 * @param uct the settings of a uct spec (the defaults for the others)
 */
public record AgentSpec(String name, String kind, UctAgent.Settings uct) {
    /** What {@link #parse} accepts, for help texts. */
    public static final String SYNTAX = "random, greedy, or uct:sims=N,c=X,rollouts=R,ms=T (each setting optional)";

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
                return new AgentSpec(spec, kind, UctAgent.Settings.DEFAULT);
            }
            case "uct" -> {
                for (String key : settings.keySet()) {
                    if (!Set.of("sims", "c", "rollouts", "ms").contains(key)) {
                        throw new IllegalArgumentException("agent " + text + ": unknown setting " + key
                                + " (uct takes sims, c, rollouts and ms)");
                    }
                }
                UctAgent.Settings d = UctAgent.Settings.DEFAULT;
                try {
                    return new AgentSpec(spec, kind, new UctAgent.Settings(
                            Integer.parseInt(settings.getOrDefault("sims", String.valueOf(d.simulations()))),
                            Double.parseDouble(settings.getOrDefault("c", String.valueOf(d.exploration()))),
                            Integer.parseInt(settings.getOrDefault("rollouts", String.valueOf(d.rollouts()))),
                            Long.parseLong(settings.getOrDefault("ms", String.valueOf(d.timeMillis())))));
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
            default -> new UctAgent(game, backend, uct);
        };
    }
}
