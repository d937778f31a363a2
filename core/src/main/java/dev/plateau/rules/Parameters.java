package dev.plateau.rules;

import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A game's declared parameters and the value each has in this game (docs/language.md,
 * {@code parameters}). A game read or built with bindings is concrete: every use of a parameter has
 * been replaced by its value, so nothing downstream of the rule graph sees parameters; this record
 * keeps the declarations so that the game can be written back, and the values so that two sizes of
 * one definition are different games.
 *
 * @param declared the declarations, in source order, names distinct
 * @param values the value of every declared parameter, each within its range
 */
public record Parameters(List<Parameter> declared, Map<String, Integer> values) {
    /** A game without parameters. */
    public static final Parameters NONE = new Parameters(List.of(), Map.of());

    /** Checks that names are distinct and that every declared parameter has a value in range. */
    public Parameters {
        declared = List.copyOf(declared);
        Set<String> names = new HashSet<>();
        for (Parameter p : declared) {
            RuleException.require(names.add(p.name()),
                    "the parameter `" + p.name() + "` is declared twice");
        }
        RuleException.require(values.keySet().equals(names),
                "the values " + values.keySet() + " do not match the declared parameters " + names);
        for (Parameter p : declared) {
            int v = values.get(p.name());
            RuleException.require(p.allows(v), outOfRange(p, v));
        }
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The declarations, each parameter at its default. */
    public static Parameters declare(List<Parameter> declared) {
        Map<String, Integer> values = new LinkedHashMap<>();
        for (Parameter p : declared) {
            values.putIfAbsent(p.name(), p.defaultValue());
        }
        return new Parameters(declared, values);
    }

    /**
     * These declarations with some parameters bound to other values; the rest keep their values.
     *
     * @param bindings values by parameter name
     * @throws RuleException if a name is not declared ({@link #unknown}) or a value is out of range
     *     ({@link #outOfRange})
     */
    public Parameters bind(Map<String, Integer> bindings) {
        Map<String, Integer> bound = new LinkedHashMap<>(values);
        for (Map.Entry<String, Integer> b : bindings.entrySet()) {
            Parameter p = find(b.getKey());
            RuleException.require(p != null, unknown(b.getKey()));
            RuleException.require(p.allows(b.getValue()), outOfRange(p, b.getValue()));
            bound.put(b.getKey(), b.getValue());
        }
        return new Parameters(declared, bound);
    }

    /**
     * The value of a declared parameter.
     *
     * @throws RuleException if no parameter has this name
     */
    public int value(String name) {
        Integer v = values.get(name);
        RuleException.require(v != null, unknown(name));
        return v;
    }

    /** The declaration named {@code name}, or null. */
    public Parameter find(String name) {
        return declared.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
    }

    /** True if the game declares no parameters. */
    public boolean isEmpty() {
        return declared.isEmpty();
    }

    /** The message for a binding of an undeclared name, listing the declared ones. */
    public String unknown(String name) {
        return "unknown parameter `" + name + "`: " + (declared.isEmpty() ? "the game declares no parameters"
                : "the game declares " + declared.stream().map(p -> "`" + p.name() + "` (" + p.min() + " … "
                        + p.max() + ", default " + p.defaultValue() + ")").collect(Collectors.joining(", ")));
    }

    /** The message for a value outside a parameter's range. */
    public static String outOfRange(Parameter p, int value) {
        return "`" + p.name() + "=" + value + "` is out of range: `" + p.declaration() + "` allows "
                + p.min() + " … " + p.max();
    }
}
