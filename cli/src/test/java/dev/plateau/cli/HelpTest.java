package dev.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/**
 * The help texts: written as unwrapped sentences and wrapped by picocli, so that they read well at
 * every terminal width, and the command list shows each command's complete first sentence.
 */
class HelpTest {
    /** The help of {@code command} (null for {@code plateau} itself) wrapped to {@code width} columns. */
    private static String help(String command, int width) {
        CommandLine cli = Main.commandLine();
        cli.setUsageHelpAutoWidth(false);
        cli.setUsageHelpWidth(width);
        CommandLine target = command == null ? cli : cli.getSubcommands().get(command);
        return target.getUsageMessage(Ansi.OFF);
    }

    private static List<String> commands() {
        List<String> names = new ArrayList<>(Main.commandLine().getSubcommands().keySet());
        names.add(null);
        return names;
    }

    private static Set<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(w -> !w.isEmpty()).collect(Collectors.toSet());
    }


    /**
     * Wrapping may only break lines between words: every word of the help at any width from the
     * narrowest picocli allows to a wide terminal is a word of the unwrapped help.
     */
    @Test
    void helpIsWrappedOnlyBetweenWords() {
        for (String command : commands()) {
            Set<String> unwrapped = words(help(command, 1000));
            for (int width = 55; width <= Main.MAX_HELP_WIDTH; width++) {
                Set<String> broken = new HashSet<>(words(help(command, width)));
                broken.removeAll(unwrapped);
                assertEquals(Set.of(), broken, "plateau " + command + " --help at width " + width
                        + " splits words:\n" + help(command, width));
            }
        }
    }

    @Test
    void noLineIsWiderThanTheWidth() {
        for (String command : commands()) {
            for (int width : new int[] {55, 80, Main.MAX_HELP_WIDTH}) {
                String text = help(command, width);
                assertTrue(text.lines().allMatch(l -> l.length() <= width), "plateau " + command + " at " + width
                        + ":\n" + text);
            }
        }
    }

    /** The entries of the command list, each joined from its lines, by command name. */
    private static List<String> commandListEntries(String help) {
        List<String> lines = help.lines().toList();
        int start = lines.indexOf("Commands:") + 1;
        assertTrue(start > 0, help);
        List<String> entries = new ArrayList<>();
        for (String line : lines.subList(start, lines.size())) {
            if (line.isBlank()) {
                break;
            }
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                entries.add(line.strip());
            } else {
                entries.set(entries.size() - 1, entries.getLast() + " " + line.strip());
            }
        }
        return entries;
    }

    @Test
    void theCommandListGivesEachCommandAsACompleteSentence() {
        for (int width : new int[] {55, 80, Main.MAX_HELP_WIDTH}) {
            List<String> entries = commandListEntries(help(null, width));
            List<String> names = entries.stream().map(e -> e.split(" ", 2)[0]).toList();
            assertEquals(List.copyOf(Main.commandLine().getSubcommands().keySet()), names, entries.toString());
            for (String entry : entries) {
                String summary = entry.split("\\s+", 2)[1];
                assertTrue(summary.matches("[A-Z][^.]*(\\.[^ .][^.]*)*\\."), "not one complete sentence: " + entry);
            }
        }
        assertTrue(help(null, 80).contains("  run        Plays uniformly random playouts of a game and reports who won,"),
                help(null, 80));
    }

    @Test
    void aSummaryIsTheHeaderOrTheFirstSentenceOfTheDescription() {
        CommandLine.Model.UsageMessageSpec usage = new CommandLine.Model.UsageMessageSpec();
        usage.description("Does one thing", "well. Then more: e.g. .ldx files.", "", "Other paragraph.");
        assertEquals("Does one thing well.", Main.summary(usage));
        usage.header("A header.");
        assertEquals("A header.", Main.summary(usage));
        assertEquals("No full stop", Main.summary(new CommandLine.Model.UsageMessageSpec().description("No full stop")));
    }

    /** Picocli's own {@code help} command keeps its layout. */
    @Test
    void everyCommandsHelpSeparatesItsDescriptionFromItsOptions() {
        for (String command : commands()) {
            if ("help".equals(command)) {
                continue;
            }
            String text = help(command, 80);
            List<String> lines = text.lines().toList();
            int firstOption = 0;
            while (!lines.get(firstOption).matches(" {2,6}(-|\\[?[A-Z]+\\]?(\\.\\.\\.)?\\s).*")) {
                firstOption++;
            }
            assertTrue(lines.get(firstOption - 1).isBlank(), text);
            assertFalse(lines.get(firstOption - 2).isBlank(), text);
        }
    }

    /**
     * Picocli formats every description with {@code String.format}, so a lone {@code %} (as in "95 %")
     * must be written {@code %%}; where it is not, picocli prints a warning and shows the raw text.
     * Every text of every command, option and parameter formats, and no {@code --help} prints a
     * picocli warning.
     */
    @Test
    void everyHelpTextIsAValidFormatAndNoHelpWarns() {
        List<CommandLine> all = new ArrayList<>(Main.commandLine().getSubcommands().values());
        all.add(Main.commandLine());
        for (CommandLine command : all) {
            CommandLine.Model.CommandSpec spec = command.getCommandSpec();
            List<String> texts = new ArrayList<>();
            texts.addAll(List.of(spec.usageMessage().description()));
            texts.addAll(List.of(spec.usageMessage().header()));
            texts.addAll(List.of(spec.usageMessage().footer()));
            spec.options().forEach(o -> texts.addAll(List.of(o.description())));
            spec.positionalParameters().forEach(p -> texts.addAll(List.of(p.description())));
            for (String text : texts) {
                assertDoesNotThrow(() -> String.format(Locale.ROOT, text),
                        () -> "plateau " + spec.name() + ": a % not written %% in: " + text);
            }
        }
        for (String command : commands()) {
            String[] args = command == null ? new String[] {"--help"} : new String[] {command, "--help"};
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            PrintStream systemErr = System.err;
            ByteArrayOutputStream tracer = new ByteArrayOutputStream();
            System.setErr(new PrintStream(tracer, true, StandardCharsets.UTF_8));
            try {
                assertEquals(0, Main.execute(args, new PrintWriter(out), new PrintWriter(err)));
            } finally {
                System.setErr(systemErr);
            }
            String warnings = err + tracer.toString(StandardCharsets.UTF_8);
            assertFalse(warnings.contains("picocli"), "plateau " + command + " --help: " + warnings);
        }
        assertTrue(help("arena", 1000).contains("Elo ratings with 95 % intervals"), help("arena", 1000));
    }
}
