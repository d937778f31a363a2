package dev.plateau.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.serve.AgentRegistry;
import dev.plateau.serve.GameServer;
import dev.plateau.serve.TestGames;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A short fixed-seed run of the HTTP fuzzer against a real server finds nothing. */
class HttpFuzzerTest {
    @TempDir
    Path dir;

    @Test
    void aFixedSeedRunFindsNothing() throws Exception {
        for (String game : List.of("tic_tac_toe", "hex", "reversi")) {
            Files.copy(TestGames.dir().resolve(game + ".ldx"), dir.resolve(game + ".ldx"));
        }
        Files.writeString(dir.resolve("pass.ldx"), TestGames.PASS_GAME);
        String before = Files.readString(dir.resolve("hex.ldx"));
        try (GameServer server = GameServer.start(new GameServer.Config("127.0.0.1", 0, dir, 1000, true,
                AgentRegistry.standard(), 50, Duration.ofHours(1)))) {
            List<String> progress = new ArrayList<>();
            HttpFuzzer.Report report = HttpFuzzer.run(server.uri(), 20240601L, 1000, progress::add);
            assertTrue(report.clean(), () -> report.findings().size() + " findings, e.g. "
                    + report.findings().subList(0, Math.min(10, report.findings().size())) + "; " + report.statuses());
            assertEquals(1000, report.requests());
            assertTrue(report.statuses().keySet().stream().anyMatch(s -> s == 200), report.statuses().toString());
            assertTrue(report.statuses().keySet().stream().anyMatch(s -> s >= 400), report.statuses().toString());
            assertTrue(progress.getLast().startsWith("fuzzed 1000/1000"), progress.getLast());
        }
        assertEquals(before, Files.readString(dir.resolve("hex.ldx")), "the fuzzer never changes a game of the folder");
    }

    @Test
    void fuzzesOnlyThisMachine() {
        assertThrows(IllegalArgumentException.class,
                () -> HttpFuzzer.run(URI.create("http://192.0.2.1:8080/"), 1, 1, s -> {}));
    }
}
