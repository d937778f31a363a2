package dev.plateau.serve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** The agents a server offers as opponents, by id, in the order the page lists them. */
public final class AgentRegistry {
    /** The opponent id of a person at the same screen (hot seat), which is not an agent. */
    public static final String HUMAN = "human";

    /**
     * One registered agent.
     *
     * @param id the id the page sends, lower case, such as {@code random}
     * @param label the name shown in the page
     * @param factory makes an agent for one game session
     */
    public record Entry(String id, String label, Supplier<Agent> factory) {
        /** Checks the id. */
        public Entry {
            if (id == null || !id.matches("[a-z][a-z0-9_-]{0,31}") || id.equals(HUMAN)) {
                throw new IllegalArgumentException("an agent id is a short lower-case word other than `human`, not " + id);
            }
        }
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /** An empty registry: only human opponents. */
    public AgentRegistry() {}

    /** The agents Plateau ships: the uniformly random player. */
    public static AgentRegistry standard() {
        AgentRegistry r = new AgentRegistry();
        r.register(new Entry("random", "Random player", RandomAgent::new));
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
    synchronized List<Map<String, Object>> opponents() {
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(Map.of("id", HUMAN, "label", "Human (same screen)"));
        for (Entry e : entries.values()) {
            out.add(Map.of("id", e.id(), "label", e.label()));
        }
        return out;
    }

    /** Every registered agent, in registration order. */
    public synchronized List<Entry> entries() {
        return new ArrayList<>(entries.values());
    }
}
