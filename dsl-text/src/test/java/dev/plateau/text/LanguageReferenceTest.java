package dev.plateau.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Direction;
import dev.plateau.rules.Edge;
import dev.plateau.rules.Orientation;
import dev.plateau.rules.Player;
import dev.plateau.rules.Who;
import dev.plateau.rules.syntax.Construct;
import dev.plateau.rules.syntax.KeywordArgument;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps {@code docs/language.md}, the user-facing language reference, in step with the reader:
 * every keyword the reader accepts has an entry, and every game the reference shows is valid.
 */
class LanguageReferenceTest {
    private static final Path REFERENCE = Path.of("..", "docs", "language.md");

    /** The keywords the reader accepts, from their one definition in core. */
    private static final Keywords KEYWORDS = Keywords.ofLanguage();

    /**
     * The reader's keywords, split by how the reference must name them: each construct under a
     * heading of its own, each value (a direction, an edge, a keyword argument, …) in a code span.
     *
     * @param constructs the words that name a form or a bare mask, function or region list
     * @param values the words that are arguments of a construct
     */
    record Keywords(Set<String> constructs, Set<String> values) {
        /**
         * Collects the keywords from {@link Construct} (every construct and fixed word), {@link
         * KeywordArgument}, and the direction, orientation, edge and player words of core's enums.
         */
        static Keywords ofLanguage() {
            Set<String> constructs = new TreeSet<>();
            Set<String> values = new TreeSet<>(List.of("true", "false"));
            for (Construct c : Construct.values()) {
                (c.categories().contains(Construct.Category.WORD) ? values : constructs).add(c.spelling());
            }
            Stream.of(KeywordArgument.values()).forEach(k -> values.add(k.spelling() + ":"));
            Stream.of(Direction.values()).forEach(d -> values.add(d.word()));
            Stream.of(Orientation.values()).forEach(o -> values.add(o.word()));
            Stream.of(Edge.values()).forEach(e -> values.add(e.word()));
            Stream.of(Who.values()).forEach(w -> values.add(w.word()));
            Stream.of(Player.values()).forEach(p -> values.add(p.name()));
            return new Keywords(constructs, values);
        }
    }

    @Test
    void everyConstructHasItsOwnHeading() throws IOException {
        String headings = String.join("\n", lines().stream().filter(l -> l.startsWith("#")).toList());
        List<String> missing = KEYWORDS.constructs().stream()
                .filter(word -> !headings.contains("`" + word + "`"))
                .toList();
        assertTrue(missing.isEmpty(), "no heading in " + REFERENCE + " names " + missing);
    }

    @Test
    void everyValueIsNamedInACodeSpan() throws IOException {
        String text = Files.readString(REFERENCE, StandardCharsets.UTF_8);
        List<String> missing = KEYWORDS.values().stream()
                .filter(word -> !text.contains("`" + word + "`"))
                .toList();
        assertTrue(missing.isEmpty(), REFERENCE + " never names " + missing + " in a code span");
    }

    @Test
    void theKeywordListIsNotEmpty() {
        // Guards the two tests above against a source that silently yields nothing.
        assertTrue(KEYWORDS.constructs().containsAll(List.of("custodial", "line", "capture", "full_board", "game")));
        assertTrue(KEYWORDS.values().containsAll(List.of("up_left", "back_diagonal", "bottom_right", "exact:")));
    }

    @Test
    void everyGameShownInTheReferenceIsValid() throws IOException {
        List<String> games = games();
        assertFalse(games.isEmpty(), "no complete game in " + REFERENCE);
        for (String game : games) {
            LdxReader.analyze("language.md", game);
        }
    }

    /**
     * The tutorial's last game, embedded as the tutorial shows (step 6), plays; its rules behave as the
     * tutorial says: P1 opens on the centre, and closing a row around enemy stones captures them.
     */
    @Test
    void theTutorialGamePlaysAsDescribed() throws IOException {
        CompiledGame game = CompiledGame.compile(LdxReader.analyze("pincer.ldx", tutorialGame()));
        assertEquals("Pincer", game.game().name());
        assertEquals(49, game.actionCount(), "7 × 7 cells and no pass");

        try (Simulator sim = Simulator.builder(game).batch(1).backend("scalar").build()) {
            while (!sim.terminated(0)) {
                List<Integer> legal = sim.legalActions(0);
                sim.step(legal.get(0));
            }
            int winner = sim.winner(0);
            float[] rewards = sim.rewards(0);
            assertTrue(winner >= -1 && winner <= 1);
            assertEquals(winner == -1 ? 0f : 2f, Math.abs(rewards[0] - rewards[1]));
        }

        try (Simulator sim = Simulator.builder(game).batch(1).backend("scalar").build()) {
            assertEquals(List.of(24), sim.legalActions(0), "the first stone goes on the centre");
            sim.step(24);   // P1, row 3 column 3
            sim.step(25);   // P2, to its right
            sim.step(26);   // P1 closes the row: 25 is captured
            assertEquals(0, sim.cell(0, 25));
            assertEquals(1, sim.score(0, 0));
            assertEquals(0, sim.score(0, 1));
        }
    }

    private static String tutorialGame() throws IOException {
        List<String> all = games();
        return all.get(all.size() - 1);
    }

    /** The complete games in the reference's {@code lisp} code blocks, in order. */
    private static List<String> games() throws IOException {
        String text = Files.readString(REFERENCE, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("```lisp\n(.*?)```", Pattern.DOTALL).matcher(text);
        List<String> games = new ArrayList<>();
        while (m.find()) {
            String block = m.group(1);
            String code = block.lines().filter(l -> !l.strip().startsWith(";")).reduce("", (a, b) -> a + b + "\n");
            if (code.strip().startsWith("(game") && !code.contains("…")) {
                games.add(block);
            }
        }
        return games;
    }

    private static List<String> lines() throws IOException {
        return Files.readAllLines(REFERENCE, StandardCharsets.UTF_8);
    }
}
