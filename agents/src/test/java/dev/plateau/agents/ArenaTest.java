package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backends;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArenaTest {
    private static List<Arena.SeatResult> play(int threads, long seed, List<long[]> progress) {
        List<AgentSpec> agents = List.of(AgentSpec.parse("random"), AgentSpec.parse("greedy"),
                AgentSpec.parse("uct:sims=30,rollouts=2"));
        return new Arena(Games.TIC_TAC_TOE, Backends.byName("scalar"), agents, 20, seed, threads,
                (done, total) -> progress.add(new long[] {done, total})).play();
    }

    @Test
    void theResultsDependOnlyOnTheSeed() {
        List<long[]> progress = new ArrayList<>();
        List<Arena.SeatResult> one = play(1, 5, progress);
        assertEquals(play(1, 5, new ArrayList<>()), one);
        assertEquals(play(3, 5, new ArrayList<>()), one, "threads change nothing");
        assertNotEquals(play(1, 6, new ArrayList<>()), one, "the seed changes the games");
        assertEquals(6, progress.size(), "three pairs, two seats");
        assertEquals(120, progress.getLast()[0]);
        assertEquals(120, progress.getLast()[1]);
    }

    @Test
    void blocksPlayedAnywhereInAnyOrderCombineIntoTheTournament() {
        List<AgentSpec> agents = List.of(AgentSpec.parse("random"), AgentSpec.parse("greedy"));
        Arena blocks = new Arena(Games.TIC_TAC_TOE, Backends.byName("scalar"), agents, 11, 4, 9, 1, null);
        List<Arena.Task> tasks = blocks.tasks();
        assertEquals(6, tasks.size(), "two seats of 4 + 4 + 3 games");
        assertEquals(List.of(4, 4, 3), tasks.subList(0, 3).stream().map(Arena.Task::games).toList());
        List<Arena.SeatResult> reversed = new ArrayList<>();
        for (int t = tasks.size() - 1; t >= 0; t--) {
            reversed.add(new Arena(Games.TIC_TAC_TOE, Backends.byName("scalar"), agents, 11, 4, 9, 1, null)
                    .play(tasks.get(t)));
        }
        List<Arena.SeatResult> combined = Arena.combine(tasks, reversed.reversed());
        assertEquals(blocks.play(), combined);
        assertEquals(11, combined.getFirst().games());
        // One block per seat plays the games of a tournament without blocks.
        assertEquals(new Arena(Games.TIC_TAC_TOE, Backends.byName("scalar"), agents, 11, 9, 1, null).play(),
                new Arena(Games.TIC_TAC_TOE, Backends.byName("scalar"), agents, 11, 11, 9, 1, null).play());
    }

    @Test
    void resultsComeFromBothSidesOfEveryPairAndSeat() {
        List<Arena.SeatResult> results = play(2, 1, new ArrayList<>());
        assertEquals(12, results.size());
        for (int k = 0; k < results.size(); k += 2) {
            Arena.SeatResult r = results.get(k);
            assertEquals(20, r.wins() + r.draws() + r.losses());
            assertEquals(r.mirrored(), results.get(k + 1));
        }
        assertEquals(new Arena.SeatResult("random", "greedy", 0, 20, results.getFirst().wins(),
                results.getFirst().draws(), results.getFirst().losses()), results.getFirst());
        // Greedy beats random at Tic-Tac-Toe: over 40 games it scores more than half.
        Arena.SeatResult p1 = results.get(1);
        Arena.SeatResult p2 = results.get(3);
        assertTrue(p1.wins() + p2.wins() > p1.losses() + p2.losses(), results.toString());
    }

    @Test
    void theCsvHasAHeaderAndOneLinePerResult() {
        List<Arena.SeatResult> results = List.of(new Arena.SeatResult("uct:sims=8,c=1", "random", 1, 10, 6, 1, 3));
        assertEquals("agent,opponent,seat,games,wins,draws,losses\n\"uct:sims=8,c=1\",random,P2,10,6,1,3\n",
                Arena.resultsCsv(results));
        String ratings = Arena.ratingsCsv(List.of(new Elo.Rating("random", 0, 0, 0, 10),
                new Elo.Rating("greedy", 190.849, 100.04, 281.65, 10)));
        assertEquals("agent,elo,elo_low,elo_high,games\nrandom,0.0,0.0,0.0,10\ngreedy,190.8,100.0,281.7,10\n", ratings);
    }

    @Test
    void ratingsCountEachGameOnce() {
        List<Arena.SeatResult> results = List.of(new Arena.SeatResult("a", "b", 0, 50, 40, 0, 10),
                new Arena.SeatResult("a", "b", 0, 50, 40, 0, 10).mirrored(),
                new Arena.SeatResult("a", "b", 1, 50, 35, 0, 15),
                new Arena.SeatResult("a", "b", 1, 50, 35, 0, 15).mirrored());
        List<Elo.Rating> r = Arena.ratings(results, "b");
        // 75 wins and 25 losses, plus one virtual draw: 75.5 of 101.
        assertEquals(400 * Math.log10(75.5 / 25.5), r.get(0).elo(), 1e-6);
        assertEquals(100, r.get(0).games());
    }

    @Test
    void specsAreCheckedAndNamed() {
        AgentSpec uct = AgentSpec.parse("uct:sims=50,c=0.5");
        assertEquals("uct:sims=50,c=0.5", uct.name());
        assertEquals(new UctAgent.Settings(50, 0.5, UctAgent.Settings.DEFAULT.rollouts(), 0), uct.uct());
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("minimax"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("uct:depth=3"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("uct:sims=x"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("uct:sims=0"));
        assertEquals(new UctAgent.Settings(50, 1.4, UctAgent.Settings.DEFAULT.rollouts(), 0, false),
                AgentSpec.parse("uct:sims=50,c=1.4,reuse=false").uct());
        assertTrue(AgentSpec.parse("uct").uct().reuse(), "trees are reused unless turned off");
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("uct:reuse=no"));
        assertThrows(IllegalArgumentException.class, () -> AgentSpec.parse("random:x=1"));
        assertThrows(IllegalArgumentException.class, () -> new Arena(Games.TIC_TAC_TOE, Backends.byName("scalar"),
                List.of(AgentSpec.parse("random"), AgentSpec.parse("random")), 1, 0, 1, null));
    }
}
