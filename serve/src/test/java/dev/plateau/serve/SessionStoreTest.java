package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Idle sessions expire by the store's clock, here one the test moves by hand, so that no test waits
 * and a slow machine's pauses never count as idleness.
 */
class SessionStoreTest {
    private static final Duration IDLE = Duration.ofMinutes(30);
    private static final GameLibrary.Loaded GAME = GameLibrary.compile("pass", "pass.ldx", TestGames.PASS_GAME);

    private final AtomicLong now = new AtomicLong(1_000);

    private static Session session(String id) {
        return new Session(id, GAME, false, 1000);
    }

    @Test
    void aSessionIdleForLongerThanTheExpiryIsGone() {
        try (SessionStore store = new SessionStore(10, 10, IDLE, now::get)) {
            String id = store.create("client", SessionStoreTest::session).id();
            now.addAndGet(IDLE.toNanos());
            assertEquals(id, store.get(id).id(), "idle for exactly the expiry: still kept");
            now.addAndGet(IDLE.toNanos());
            assertEquals(id, store.get(id).id(), "each use starts the idle time again");
            now.addAndGet(IDLE.toNanos() + 1);
            ApiException e = assertThrows(ApiException.class, () -> store.get(id));
            assertEquals(404, e.status());
        }
    }

    @Test
    void expiredSessionsAreClosedAndForgottenAtTheNextCreation() {
        try (SessionStore store = new SessionStore(10, 10, IDLE, now::get)) {
            Session old = store.create("a", SessionStoreTest::session);
            now.addAndGet(IDLE.toNanos() / 2);
            Session used = store.create("b", SessionStoreTest::session);
            now.addAndGet(IDLE.toNanos() / 2 + 1);
            assertEquals(2, store.size(), "nothing is evicted before a creation");
            Session fresh = store.create("c", SessionStoreTest::session);
            assertEquals(2, store.size(), "the first session, idle past the expiry, went at the creation");
            assertThrows(ApiException.class, () -> store.get(old.id()));
            assertSame(used, store.get(used.id()));
            assertSame(fresh, store.get(fresh.id()));
        }
    }
}
