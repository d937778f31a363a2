package dev.plateau.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * The {@code --set NAME=VALUE} option of every command that takes a game: values for the game's
 * parameters (docs/language.md, {@code parameters}). Whether a name is declared and a value in range
 * is checked by the reader, which points at the declaration; this class checks only the syntax.
 */
final class GameParameterOptions {
    private static final Pattern ASSIGNMENT = Pattern.compile("([^=\\s]+)=([0-9]+)");

    @Option(names = "--set", paramLabel = "NAME=VALUE",
            description = "give the game's parameter NAME the value VALUE, such as --set size=7; repeatable."
                    + " The game file declares its parameters, their defaults and ranges")
    private List<String> assignments = new ArrayList<>();

    /**
     * The values by name, in the order given.
     *
     * @throws UserException if an assignment is not {@code NAME=VALUE} with a whole number, or a name
     *     is given twice
     */
    Map<String, Integer> bindings() {
        return parse(assignments);
    }

    static Map<String, Integer> parse(List<String> assignments) {
        Map<String, Integer> bindings = new LinkedHashMap<>();
        for (String a : assignments) {
            Matcher m = ASSIGNMENT.matcher(a);
            if (!m.matches()) {
                throw new UserException("--set " + a + ": expected NAME=VALUE with a whole number ≥ 0, such as"
                        + " --set size=7");
            }
            String name = m.group(1);
            int value;
            try {
                value = Integer.parseInt(m.group(2));
            } catch (NumberFormatException e) {
                throw new UserException("--set " + a + ": the value is too large (at most " + Integer.MAX_VALUE + ")");
            }
            if (bindings.put(name, value) != null) {
                throw new UserException("--set " + a + ": `" + name + "` is given twice");
            }
        }
        return bindings;
    }
}
