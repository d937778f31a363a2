package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Agent;
import dev.plateau.agents.AgentSpec;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.IOException;
import java.nio.file.Path;
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
}
