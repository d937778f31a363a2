package dev.plateau.fluent;

import dev.plateau.rules.Game;
import dev.plateau.rules.Parameter;
import dev.plateau.rules.Parameters;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * A game with parameters, written once for every value (docs/language.md, {@code parameters});
 * made by {@link Ldx#define}. Each binding gives a concrete {@link Game} whose {@link
 * Game#parameters()} record the declarations and the values, as the text reader does.
 */
public final class GameDefinition {
    private final Parameters declared;
    private final Function<Parameters, Game> body;

    GameDefinition(Parameters declared, Function<Parameters, Game> body) {
        this.declared = Objects.requireNonNull(declared, "declared");
        this.body = Objects.requireNonNull(body, "body");
    }

    /** The declared parameters, in declaration order. */
    public List<Parameter> parameters() {
        return declared.declared();
    }

    /** The game with every parameter at its default. */
    public Game withDefaults() {
        return with(Map.of());
    }

    /**
     * The game with some parameters bound; the others keep their defaults.
     *
     * @param bindings values by parameter name
     * @return the concrete game
     * @throws dev.plateau.rules.RuleException if a name is not declared or a value is out of range,
     *     with the same message as the text reader
     */
    public Game with(Map<String, Integer> bindings) {
        Parameters bound = declared.bind(bindings);
        return body.apply(bound).withParameters(bound);
    }
}
