package dev.plateau.serve;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The games in play, one per browser tab, by an unguessable id. Kept in memory with caps and an
 * idle expiry: a client (a remote address) at its own cap loses its own session unused the
 * longest, so that one client opening many games never pushes out another's; at the global cap the
 * session unused the longest goes; a session idle for longer than the expiry is closed at the next
 * creation. Time is read from a clock given at construction (the JVM's nanosecond clock in the
 * server), so that expiry is tested without waiting.
 */
final class SessionStore implements AutoCloseable {
    /** A session, its client and when it was last used (by the store's clock, under the store's lock). */
    private static final class Entry {
        final String client;
        final Session session;
        long lastUsed;

        Entry(String client, Session session, long lastUsed) {
            this.client = client;
            this.session = session;
            this.lastUsed = lastUsed;
        }
    }

    private final int capacity;
    private final int perClient;
    private final long idleNanos;
    private final LongSupplier nanos;
    private final SecureRandom random = new SecureRandom();
    /** Least recently used first. */
    private final LinkedHashMap<String, Entry> sessions = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<String, Integer> countByClient = new HashMap<>();

    /**
     * @param capacity the most sessions kept at once
     * @param perClient the most sessions kept for one client
     * @param idle how long an unused session is kept
     * @param nanos the clock, in nanoseconds from any origin, such as {@link System#nanoTime}
     */
    SessionStore(int capacity, int perClient, Duration idle, LongSupplier nanos) {
        if (capacity < 1 || perClient < 1) {
            throw new IllegalArgumentException("the session caps must be at least 1");
        }
        this.capacity = capacity;
        this.perClient = perClient;
        this.idleNanos = idle.toNanos();
        this.nanos = nanos;
    }

    /**
     * Makes a session of a client with a fresh id, evicting expired sessions, the client's own
     * oldest at its cap, and the oldest of all at the global cap.
     */
    Session create(String client, Function<String, Session> maker) {
        String id = HexFormat.of().formatHex(bytes());
        Session session = maker.apply(id);
        List<Session> evicted = new ArrayList<>();
        synchronized (this) {
            long now = nanos.getAsLong();
            for (Iterator<Entry> it = sessions.values().iterator(); it.hasNext(); ) {
                Entry e = it.next();
                if (now - e.lastUsed > idleNanos) {
                    it.remove();
                    forget(e, evicted);
                }
            }
            if (countByClient.getOrDefault(client, 0) >= perClient) {
                for (Iterator<Entry> it = sessions.values().iterator(); it.hasNext(); ) {
                    Entry e = it.next();
                    if (e.client.equals(client)) {
                        it.remove();
                        forget(e, evicted);
                        break;
                    }
                }
            }
            while (sessions.size() >= capacity) {
                Iterator<Entry> it = sessions.values().iterator();
                Entry e = it.next();
                it.remove();
                forget(e, evicted);
            }
            sessions.put(id, new Entry(client, session, now));
            countByClient.merge(client, 1, Integer::sum);
        }
        evicted.forEach(Session::close);
        return session;
    }

    /** Books a session removed from the map (under the lock). */
    private void forget(Entry e, List<Session> closing) {
        countByClient.computeIfPresent(e.client, (c, n) -> n == 1 ? null : n - 1);
        closing.add(e.session);
    }

    private byte[] bytes() {
        byte[] b = new byte[16];
        random.nextBytes(b);
        return b;
    }

    /**
     * The session with this id.
     *
     * @throws ApiException 404 if there is none (never made, expired or evicted)
     */
    Session get(String id) {
        synchronized (this) {
            Entry e = sessions.get(id);
            long now = nanos.getAsLong();
            if (e != null && now - e.lastUsed <= idleNanos) {
                e.lastUsed = now;
                return e.session;
            }
        }
        throw ApiException.notFound("unknown session `" + shorten(id) + "` (it may have expired); start a new game");
    }

    /** Forgets and closes a session, if present. */
    void remove(String id) {
        List<Session> closing = new ArrayList<>();
        synchronized (this) {
            Entry e = sessions.remove(id);
            if (e != null) {
                forget(e, closing);
            }
        }
        closing.forEach(Session::close);
    }

    /** The number of sessions kept. */
    synchronized int size() {
        return sessions.size();
    }

    private static String shorten(String id) {
        return id.length() > 40 ? id.substring(0, 40) + "…" : id;
    }

    @Override
    public void close() {
        List<Session> all;
        synchronized (this) {
            all = new ArrayList<>(sessions.values().stream().map(e -> e.session).toList());
            sessions.clear();
            countByClient.clear();
        }
        all.forEach(Session::close);
    }
}
