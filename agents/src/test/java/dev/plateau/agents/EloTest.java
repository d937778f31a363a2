package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EloTest {
    @Test
    void aSeventyFivePercentScoreIsFourHundredTimesLog10Of3() {
        List<Elo.Rating> r = Elo.fit(List.of(new Elo.Result("a", "b", 75, 0, 25)), "b", 0);
        assertEquals("a", r.get(0).agent());
        assertEquals(400 * Math.log10(3), r.get(0).elo(), 1e-6);
        assertEquals(0, r.get(1).elo(), 0);
        assertEquals(100, r.get(0).games());
    }

    @Test
    void drawsCountHalf() {
        // 50 wins, 50 draws, 0 losses: a 75 % score, as above.
        List<Elo.Rating> r = Elo.fit(List.of(new Elo.Result("a", "b", 50, 50, 0)), "b", 0);
        assertEquals(400 * Math.log10(3), r.get(0).elo(), 1e-6);
    }

    @Test
    void theIntervalIsTheBinomialStandardErrorOnTheEloScale() {
        // Two agents, n games, score p: the variance of ln(π_a/π_b) is 1 / (n p (1 − p)).
        List<Elo.Rating> r = Elo.fit(List.of(new Elo.Result("a", "b", 75, 0, 25)), "b", 0);
        double half = 1.96 * 400 / Math.log(10) / Math.sqrt(100 * 0.75 * 0.25);
        assertEquals(r.get(0).elo() - half, r.get(0).low(), 1e-6);
        assertEquals(r.get(0).elo() + half, r.get(0).high(), 1e-6);
        assertEquals(0, r.get(1).low(), 0);
        assertEquals(0, r.get(1).high(), 0);
    }

    @Test
    void symmetricResultsGiveEqualRatings() {
        List<Elo.Rating> r = Elo.fit(List.of(new Elo.Result("a", "b", 30, 10, 30), new Elo.Result("b", "c", 20, 5, 20),
                new Elo.Result("c", "a", 12, 0, 12)), "a", 0);
        for (Elo.Rating rating : r) {
            assertEquals(0, rating.elo(), 1e-6, rating.agent());
        }
    }

    @Test
    void aChainOfEqualGapsAddsUp() {
        // a scores 75 % against b, b 75 % against c, and a scores (9/10) against c, consistent with
        // π = 9 : 3 : 1; anchored on c, a is 2 · 190.8 above it.
        List<Elo.Rating> r = Elo.fit(List.of(new Elo.Result("a", "b", 300, 0, 100), new Elo.Result("b", "c", 300, 0, 100),
                new Elo.Result("a", "c", 900, 0, 100)), "c", 0);
        assertEquals(800 * Math.log10(3), r.get(0).elo(), 1e-6);
        assertEquals(400 * Math.log10(3), r.get(1).elo(), 1e-6);
        assertTrue(r.get(0).low() > r.get(1).high() - 400, "intervals are finite");
    }

    @Test
    void aPerfectScoreNeedsAPrior() {
        List<Elo.Result> results = List.of(new Elo.Result("a", "b", 10, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Elo.fit(results, "b", 0));
        // With one virtual draw: 10.5 points of 11, i.e. π_a / π_b = 10.5 / 0.5 = 21.
        assertEquals(400 * Math.log10(21), Elo.fit(results, "b", 1).get(0).elo(), 1e-6);
    }

    @Test
    void unknownAnchorsAndDisconnectedAgentsAreRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> Elo.fit(List.of(new Elo.Result("a", "b", 1, 0, 1)), "z", 0));
        assertThrows(IllegalArgumentException.class, () -> Elo.fit(
                List.of(new Elo.Result("a", "b", 1, 0, 1), new Elo.Result("c", "d", 1, 0, 1)), "a", 0));
    }
}
