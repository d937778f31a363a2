package dev.plateau.serve;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The games in play, one per browser tab, by an unguessable id. Kept in memory with a cap and an
 * idle expiry: the session unused the longest goes first when the cap is reached, and a session
 * idle for longer than the expiry is closed at the next creation.
 */
final class SessionStore implements AutoCloseable {
    private final int capacity;
    private final long idleNanos;
    private final SecureRandom random = new SecureRandom();
    private final LinkedHashMap<String, Session> sessions = new LinkedHashMap<>(16, 0.75f, true);

    /**
     * @param capacity the most sessions kept at once
     * @param idle how long an unused session is kept
     */
    SessionStore(int capacity, Duration idle) {
        if (capacity < 1) {
            throw new IllegalArgumentException("the session cap must be at least 1");
        }
        this.capacity = capacity;
        this.idleNanos = idle.toNanos();
    }

    /** Makes a session with a fresh id, evicting expired sessions and, at the cap, the oldest. */
    Session create(Function<String, Session> maker) {
        String id = HexFormat.of().formatHex(bytes());
        Session session = maker.apply(id);
        List<Session> evicted = new ArrayList<>();
        synchronized (this) {
            long now = System.nanoTime();
            for (Iterator<Session> it = sessions.values().iterator(); it.hasNext(); ) {
                Session s = it.next();
                if (now - s.lastUsed() > idleNanos) {
                    it.remove();
                    evicted.add(s);
                }
            }
            while (sessions.size() >= capacity) {
                Iterator<Map.Entry<String, Session>> it = sessions.entrySet().iterator();
                evicted.add(it.next().getValue());
                it.remove();
            }
            sessions.put(id, session);
        }
        evicted.forEach(Session::close);
        return session;
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
        Session s;
        synchronized (this) {
            s = sessions.get(id);
        }
        if (s == null || System.nanoTime() - s.lastUsed() > idleNanos) {
            throw ApiException.notFound("unknown session `" + shorten(id) + "` (it may have expired); start a new game");
        }
        s.touch();
        return s;
    }

    /** Forgets and closes a session, if present. */
    void remove(String id) {
        Session s;
        synchronized (this) {
            s = sessions.remove(id);
        }
        if (s != null) {
            s.close();
        }
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
            all = new ArrayList<>(sessions.values());
            sessions.clear();
        }
        all.forEach(Session::close);
    }
}
