package dev.plateau.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Board;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The topology cache: one instance per board while cached, and never more than its bound. */
class TopologyCacheTest {
    @Test
    void keepsTheRecentlyUsedBoardsAndForgetsTheOldest() {
        Board kept = new Board.Rectangle(3, 41);
        Board dropped = new Board.Rectangle(3, 42);
        Topology first = Topology.of(kept);
        Topology old = Topology.of(dropped);
        for (int cols = 1; cols <= 3 * Topology.CACHE_SIZE; cols++) {
            Topology.of(new Board.Rectangle(2, cols));
            Topology.of(kept); // used all along: never the eldest
            assertTrue(Topology.cachedCount() <= Topology.CACHE_SIZE, "cache size " + Topology.cachedCount());
        }
        assertSame(first, Topology.of(kept));
        assertNotSame(old, Topology.of(dropped), "a board unused for long was evicted and is built again");
        assertEquals(old.cellCount(), Topology.of(dropped).cellCount());
    }

    @Test
    void isSafeToShareBetweenThreads() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 500; i++) {
                        Board b = new Board.Rectangle(1 + (i + offset) % 2, 1 + (i + offset) % Topology.CACHE_SIZE);
                        assertEquals(b.cellCount(), Topology.of(b).cellCount());
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(Topology.cachedCount() <= Topology.CACHE_SIZE);
    }
}
