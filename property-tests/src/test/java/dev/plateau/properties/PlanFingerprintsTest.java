package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.plateau.plan.Lowering;
import dev.plateau.plan.Op;
import dev.plateau.plan.Plan;
import dev.plateau.plan.Program;
import dev.plateau.sim.CompiledGame;
import dev.plateau.testgames.LibraryGames;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every library plan stays what it was, op for op, through refactors of the front ends, the
 * analysis and the lowering: a change of meaning must show up here and be recorded on purpose.
 *
 * <p>{@code plan-fingerprints.txt} holds, for every {@code games/*.ldx} (at its defaults and at a
 * second size where it has a size parameter) under each of the lowering's option sets, the state
 * layout's fields, the action space and a SHA-256 of each program's operations as printed by the
 * records' {@code toString}. The file was recorded from the lowering of commit 3b4b317. To see
 * what changed, run the test with {@code -Dplateau.plans.dump=DIR} before and after a change and
 * diff the two folders; to record a deliberate change of meaning, run it with
 * {@code -Dplateau.plans.record=true} and say why in the commit.
 */
class PlanFingerprintsTest {
    private static final Path FINGERPRINTS = Path.of("src", "test", "resources", "plan-fingerprints.txt");

    /** The second binding of each game with a size parameter, so one more board is covered. */
    private static final Map<String, Map<String, Integer>> SECOND_SIZES = Map.of(
            "hex", Map.of("size", 7),
            "reversi", Map.of("size", 6),
            "breakthrough", Map.of("size", 6),
            "gomoku", Map.of("size", 9),
            "connect_four", Map.of("rows", 5, "columns", 5));

    private static final Map<String, Lowering.Options> OPTIONS = options();

    @Test
    void everyLibraryPlanIsTheOneRecorded() throws IOException {
        Map<String, String> actual = fingerprints();
        String dump = System.getProperty("plateau.plans.dump");
        if (dump != null) {
            writeDumps(Path.of(dump));
        }
        String text = String.join("\n", actual.values()) + "\n";
        if (Boolean.getBoolean("plateau.plans.record")) {
            Files.writeString(FINGERPRINTS, text);
        }
        List<String> expected = Files.readAllLines(FINGERPRINTS);
        assertFalse(expected.isEmpty(), "no recorded fingerprints in " + FINGERPRINTS);
        assertEquals(String.join("\n", expected) + "\n", text,
                "a library plan changed; run with -Dplateau.plans.dump=DIR before and after the change and diff");
    }

    private static Map<String, Lowering.Options> options() {
        Map<String, Lowering.Options> options = new LinkedHashMap<>();
        options.put("defaults", Lowering.Options.defaults());
        options.put("literalTrials", Lowering.Options.literalTrials());
        options.put("everythingWorkedOut", Lowering.Options.everythingWorkedOut());
        return options;
    }

    /** One line per game, binding and option set, in file-name order. */
    private static Map<String, String> fingerprints() throws IOException {
        Map<String, String> lines = new LinkedHashMap<>();
        for (Compiled c : compileAll()) {
            Plan plan = c.game().plan();
            StringBuilder line = new StringBuilder(c.key())
                    .append(" layout=").append(sha256(plan.layout().fields() + " " + plan.layout().extras()
                            + " words=" + plan.layout().words() + " positionWords=" + plan.layout().positionWords()))
                    .append(" actions=").append(plan.actionCount());
            for (Program p : List.of(plan.init(), plan.step(), plan.playoutStep())) {
                line.append(' ').append(p.name()).append('=').append(p.size()).append(':')
                        .append(p.registerCount()).append(':').append(sha256(text(p)));
            }
            lines.put(c.key(), line.toString());
        }
        return lines;
    }

    private static void writeDumps(Path dir) throws IOException {
        Files.createDirectories(dir);
        for (Compiled c : compileAll()) {
            Plan plan = c.game().plan();
            StringBuilder out = new StringBuilder().append(plan.layout().fields()).append('\n')
                    .append(plan.layout().extras()).append('\n');
            for (Program p : List.of(plan.init(), plan.step(), plan.playoutStep())) {
                out.append(text(p));
            }
            Files.writeString(dir.resolve(c.key().replace(' ', '_') + ".plan"), out);
        }
    }

    private record Compiled(String key, CompiledGame game) {}

    private static List<Compiled> compileAll() throws IOException {
        List<Compiled> all = new ArrayList<>();
        for (String name : LibraryGames.stems()) {
            Path file = LibraryGames.file(name);
            List<Map<String, Integer>> bindings = new ArrayList<>(List.of(Map.of()));
            if (SECOND_SIZES.containsKey(name)) {
                bindings.add(SECOND_SIZES.get(name));
            }
            for (Map<String, Integer> binding : bindings) {
                var analyzed = LdxReader.analyze(file, binding);
                for (var option : OPTIONS.entrySet()) {
                    String key = name + (binding.isEmpty() ? "" : new java.util.TreeMap<>(binding).toString()
                            .replace(" ", "")) + " " + option.getKey();
                    all.add(new Compiled(key, CompiledGame.compile(analyzed, option.getValue())));
                }
            }
        }
        return all;
    }

    private static String text(Program p) {
        StringBuilder out = new StringBuilder(p.name()).append(" registers=").append(p.registerCount()).append('\n');
        for (Op op : p.ops()) {
            out.append(op).append('\n');
        }
        return out.toString();
    }

    private static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
