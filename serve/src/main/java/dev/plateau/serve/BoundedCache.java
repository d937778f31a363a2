package dev.plateau.serve;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A thread-safe map that keeps at most a fixed number of entries, forgetting the least recently
 * used first; for caches whose keys come from requests.
 */
final class BoundedCache<K, V> {
    private final int capacity;
    private final LinkedHashMap<K, V> map;

    BoundedCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a cache holds at least one entry");
        }
        this.capacity = capacity;
        this.map = new LinkedHashMap<>(16, 0.75f, true);
    }

    synchronized V get(K key) {
        return map.get(key);
    }

    synchronized void put(K key, V value) {
        map.put(key, value);
        if (map.size() > capacity) {
            map.pollFirstEntry();
        }
    }

    /** The value of a key, computed (outside the lock, possibly twice when raced) when absent. */
    V computeIfAbsent(K key, Function<? super K, ? extends V> compute) {
        V v = get(key);
        if (v == null) {
            v = compute.apply(key);
            put(key, v);
        }
        return v;
    }

    synchronized void remove(K key) {
        map.remove(key);
    }

    synchronized int size() {
        return map.size();
    }

    /** A copy of the entries, least recently used first. */
    synchronized Map<K, V> snapshot() {
        return new LinkedHashMap<>(map);
    }
}
