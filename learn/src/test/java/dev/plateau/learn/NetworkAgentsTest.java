package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Agent;
import dev.plateau.agents.AgentSpec;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkAgentsTest {
    @TempDir
    Path dir;

    @Test
    void specsWithMistakesAreRefusedWithTheReason() {
        assertMessage("net:sims=4", "either run=DIR or file=PATH");
        assertMessage("net:file=a,run=b", "either run=DIR or file=PATH");
        assertMessage("net:file=" + dir.resolve("none.net"), "no such network file");
        assertMessage("net:file=x,depth=3", "unknown setting depth");
        assertMessage("net:file=x,sims=-1", "sims must be in");
        assertMessage("net:file=x,iteration=2", "give run=DIR");
        assertMessage("net:run=" + dir, "no checkpoint yet");
    }

    private static void assertMessage(String spec, String part) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse(spec));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    @Test
    void aNetworkAgentPlaysLegalMovesWithAndWithoutSearch() throws IOException {
        CompiledGame game = Games.read("connect_four.ldx");
        Path file = dir.resolve("c4.net");
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 8, false),
                game, 4)) {
            net.save(file);
        }
        for (String sims : new String[] {"0", "8"}) {
            AgentSpec spec = AgentSpec.parse("net:file=" + file + ",sims=" + sims);
            try (Agent agent = spec.create(game, Backends.byName("scalar"));
                    Simulator sim = Simulator.builder(game).batch(4).backend("scalar").build()) {
                int[] out = new int[4];
                boolean[] active = {true, true, false, true};
                for (int ply = 0; ply < 6; ply++) {
                    out[2] = -7;
                    agent.chooseActions(sim, active, ply, out);
                    assertEquals(-7, out[2], "an inactive game is left alone");
                    for (int env : new int[] {0, 1, 3}) {
                        assertTrue(sim.isLegal(env, out[env]), "sims=" + sims + ": " + out[env]);
                    }
                    out[2] = 0;
                    sim.step(out, active);
                }
            }
        }
    }

    @Test
    void aNetworkForAnotherGameIsRefusedWhenTheAgentIsMade() throws IOException {
        Path file = dir.resolve("ttt.net");
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 4, false),
                Games.read("tic_tac_toe.ldx"), 4)) {
            net.save(file);
        }
        AgentSpec spec = AgentSpec.parse("net:file=" + file);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> spec.create(Games.read("connect_four.ldx"), Backends.byName("scalar")));
        assertTrue(e.getMessage().contains("was made for a 3 × 3 grid"), e.getMessage());
    }

    @Test
    void theSpecsCheckOfAGameAgreesWithTheNetworksOwn() throws IOException {
        CompiledGame hex4 = Games.hex(4);
        List<CompiledGame> games = List.of(hex4, Games.hex(5), Games.read("tic_tac_toe.ldx"),
                Games.read("connect_four.ldx"), Games.read("breakthrough.ldx"));
        for (NetworkSpec.Model model : NetworkSpec.Model.values()) {
            Path file = dir.resolve(model + ".net");
            try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(model, 1, 4, false), hex4, 3)) {
                net.save(file);
            }
            AgentSpec spec = AgentSpec.parse("net:file=" + file);
            try (PolicyValueNetwork net = PolicyValueNetwork.load(file, hex4)) {
                for (CompiledGame game : games) {
                    String what = model + " for Hex 4 × 4, " + game.game().name() + " " + game.topology().cellCount();
                    Optional<String> problem = spec.problemWith(game);
                    assertEquals(net.problemWith(game), problem, what);
                    if (problem.isPresent()) {
                        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                                () -> spec.create(game, Backends.byName("scalar")), what);
                        assertEquals(problem.get(), e.getMessage(), what);
                    }
                }
            }
            assertTrue(spec.problemWith(hex4).isEmpty(), model.toString());
            assertTrue(spec.problemWith(Games.read("breakthrough.ldx")).isPresent(), model.toString());
            assertEquals(model == NetworkSpec.Model.GIN, spec.problemWith(Games.hex(5)).isEmpty(), model.toString());
        }
    }

    @Test
    void aNetworkFileIsDescribedAgainWhenItChanges() throws IOException {
        Path file = dir.resolve("hex.net");
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 4, false),
                Games.hex(4), 3)) {
            net.save(file);
        }
        AgentSpec spec = AgentSpec.parse("net:file=" + file);
        CompiledGame hex5 = Games.hex(5);
        assertTrue(spec.problemWith(hex5).isPresent());
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 8, false),
                hex5, 3)) {
            net.save(file);
        }
        assertFalse(spec.problemWith(hex5).isPresent(), "the new network plays Hex 5 × 5");
        Files.delete(file);
        assertEquals(Optional.of(file + ": no such network file"), spec.problemWith(hex5));
    }
}
