package dev.plateau.simd;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorOperators;

/**
 * The limits of this machine that bound the row machine (docs/performance.md, "The ceiling"): the
 * vector width (the species, read at run time), the clock and the cache sizes (read from Linux's
 * {@code /proc/cpuinfo} and {@code /sys/devices/system/cpu/cpu0/cache}; NaN or a default where
 * absent), and rates measured here on one thread with whole vectors: how many bytes per second one
 * thread loads, and stores, over rows that fit in L1, in L2, and only in L3, and how many vector
 * operations per second it executes on registers. Each rate is the best of many short windows, so
 * that other work on the machine lowers it as little as possible: a limit, not a typical value.
 *
 * @param vectorBits the width of one vector in bits
 * @param clockMhz the clock Linux reports, in MHz (NaN if unknown)
 * @param l1Bytes the L1 data cache of one core
 * @param l2Bytes the L2 cache of one core
 * @param l1Load bytes loaded per second from rows in L1
 * @param l1Store bytes stored per second to rows in L1
 * @param l2Load bytes loaded per second from rows in L2 (beyond L1)
 * @param l2Store bytes stored per second to rows in L2
 * @param l3Load bytes loaded per second from rows beyond L2
 * @param l3Store bytes stored per second to rows beyond L2
 * @param vectorOpsPerSecond vector operations per second (XORs and shifts of whole vectors, no memory)
 */
public record MachineLimits(int vectorBits, double clockMhz, long l1Bytes, long l2Bytes, double l1Load, double l1Store,
        double l2Load, double l2Store, double l3Load, double l3Store, double vectorOpsPerSecond) {

    /**
     * Measures this machine, spending about {@code seconds} on each of the seven rates.
     *
     * @throws dev.plateau.sim.BackendUnavailableException if the Vector API is not available
     */
    public static MachineLimits measure(double seconds) {
        var availability = new SimdBackend().availability();
        if (!availability.available()) {
            throw new dev.plateau.sim.BackendUnavailableException(
                    "the simd backend is not available: " + availability.detail());
        }
        long l1 = cacheBytes(1, 32 * 1024);
        long l2 = cacheBytes(2, 512 * 1024);
        int l1Words = (int) (l1 / 2 / Long.BYTES);
        int l2Words = (int) (l2 / 2 / Long.BYTES);
        int l3Words = (int) (l2 * 4 / Long.BYTES);
        return new MachineLimits(RowMachine.S.vectorBitSize(), readClockMhz(), l1, l2, loadRate(l1Words, seconds),
                storeRate(l1Words, seconds), loadRate(l2Words, seconds), storeRate(l2Words, seconds),
                loadRate(l3Words, seconds), storeRate(l3Words, seconds), vectorOpRate(seconds));
    }

    /** The fastest load rate of the three levels: no working set loads faster. */
    public double peakLoad() {
        return Math.max(l1Load, Math.max(l2Load, l3Load));
    }

    /** The fastest store rate of the three levels. */
    public double peakStore() {
        return Math.max(l1Store, Math.max(l2Store, l3Store));
    }

    /** Per clock cycle at {@code perSecond} (NaN if the clock is unknown). */
    public double perCycle(double perSecond) {
        return perSecond / (clockMhz * 1e6);
    }

    /** One line per limit, saying where it comes from. */
    public String describe() {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "vector width      %d bits (%d lanes of 64 bits; Vector API preferred species)%n",
                vectorBits, vectorBits / 64));
        s.append(String.format(Locale.ROOT, "clock             %.0f MHz (/proc/cpuinfo)%n", clockMhz));
        s.append(String.format(Locale.ROOT, "L1d, L2 per core  %d KiB, %d KiB (/sys/devices/system/cpu/cpu0/cache)%n",
                l1Bytes / 1024, l2Bytes / 1024));
        String[] names = {"L1", "L2", "L3"};
        double[][] rates = {{l1Load, l1Store}, {l2Load, l2Store}, {l3Load, l3Store}};
        for (int i = 0; i < 3; i++) {
            s.append(String.format(Locale.ROOT,
                    "%s load, store    %.0f, %.0f GB/s = %.1f, %.1f B/cycle (vector loads and stores, measured)%n",
                    names[i], rates[i][0] / 1e9, rates[i][1] / 1e9, perCycle(rates[i][0]), perCycle(rates[i][1])));
        }
        s.append(String.format(Locale.ROOT, "vector ops        %.2f G/s = %.2f per cycle (XOR and shift on registers, measured)%n",
                vectorOpsPerSecond / 1e9, perCycle(vectorOpsPerSecond)));
        return s.toString();
    }

    /** Sink for the measurements, so that the JIT keeps their work. */
    static volatile long sink;

    /** Bytes per second that vector loads read from an array of {@code words} longs, OR-ed together. */
    static double loadRate(int words, double seconds) {
        long[] data = filled(words);
        int v = RowMachine.vectorLength();
        int n = words / v * v;
        return best(() -> {
            LongVector a = LongVector.zero(RowMachine.S);
            LongVector b = LongVector.zero(RowMachine.S);
            LongVector c = LongVector.zero(RowMachine.S);
            LongVector d = LongVector.zero(RowMachine.S);
            for (int i = 0; i + 4 * v <= n; i += 4 * v) {
                a = a.or(LongVector.fromArray(RowMachine.S, data, i));
                b = b.or(LongVector.fromArray(RowMachine.S, data, i + v));
                c = c.or(LongVector.fromArray(RowMachine.S, data, i + 2 * v));
                d = d.or(LongVector.fromArray(RowMachine.S, data, i + 3 * v));
            }
            sink = a.or(b).or(c).or(d).reduceLanes(VectorOperators.OR);
        }, (double) (n / (4 * v) * 4 * v) * Long.BYTES, seconds);
    }

    /** Bytes per second that vector stores write to an array of {@code words} longs. */
    static double storeRate(int words, double seconds) {
        long[] data = filled(words);
        int v = RowMachine.vectorLength();
        int n = words / v * v;
        long[] round = new long[1];
        return best(() -> {
            LongVector x = LongVector.broadcast(RowMachine.S, round[0]++);
            for (int i = 0; i < n; i += v) {
                x.intoArray(data, i);
            }
            sink = data[n / 2];
        }, (double) n * Long.BYTES, seconds);
    }

    /** Vector operations per second: eight independent chains of XOR-with-shifted-self. */
    static double vectorOpRate(double seconds) {
        int iterations = 4096;
        return best(() -> {
            LongVector a = LongVector.broadcast(RowMachine.S, 1);
            LongVector b = LongVector.broadcast(RowMachine.S, 2);
            LongVector c = LongVector.broadcast(RowMachine.S, 3);
            LongVector d = LongVector.broadcast(RowMachine.S, 4);
            LongVector e = LongVector.broadcast(RowMachine.S, 5);
            LongVector f = LongVector.broadcast(RowMachine.S, 6);
            LongVector g = LongVector.broadcast(RowMachine.S, 7);
            LongVector h = LongVector.broadcast(RowMachine.S, 8);
            for (int i = 0; i < iterations; i++) {
                a = a.lanewise(VectorOperators.XOR, a.lanewise(VectorOperators.LSHL, 1));
                b = b.lanewise(VectorOperators.XOR, b.lanewise(VectorOperators.LSHR, 3));
                c = c.lanewise(VectorOperators.XOR, c.lanewise(VectorOperators.LSHL, 5));
                d = d.lanewise(VectorOperators.XOR, d.lanewise(VectorOperators.LSHR, 7));
                e = e.lanewise(VectorOperators.XOR, e.lanewise(VectorOperators.LSHL, 9));
                f = f.lanewise(VectorOperators.XOR, f.lanewise(VectorOperators.LSHR, 11));
                g = g.lanewise(VectorOperators.XOR, g.lanewise(VectorOperators.LSHL, 13));
                h = h.lanewise(VectorOperators.XOR, h.lanewise(VectorOperators.LSHR, 15));
            }
            sink = a.add(b).add(c).add(d).add(e).add(f).add(g).add(h).reduceLanes(VectorOperators.ADD);
        }, 16.0 * iterations, seconds);
    }

    private static long[] filled(int words) {
        long[] data = new long[Math.max(words, 2 * RowMachine.vectorLength())];
        for (int i = 0; i < data.length; i++) {
            data[i] = i * 0x9E3779B97F4A7C15L;
        }
        return data;
    }

    /**
     * The best rate of {@code work} (units per run) over windows of about 2 ms (shorter than a time slice of the scheduler, so that some windows run undisturbed on a shared machine), after a quarter
     * of the time spent warming the JIT.
     */
    private static double best(Runnable run, double work, double seconds) {
        long warmEnd = System.nanoTime() + (long) (seconds * 0.25e9);
        while (System.nanoTime() < warmEnd) {
            run.run();
        }
        long end = System.nanoTime() + (long) (seconds * 0.75e9);
        double best = 0;
        do {
            long start = System.nanoTime();
            long windowEnd = start + 2_000_000L;
            long runs = 0;
            long now;
            do {
                run.run();
                runs++;
                now = System.nanoTime();
            } while (now < windowEnd);
            best = Math.max(best, work * runs / ((now - start) / 1e9));
        } while (System.nanoTime() < end);
        return best;
    }

    private static double readClockMhz() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/cpuinfo"));
            double best = Double.NaN;
            for (String line : lines) {
                if (line.startsWith("cpu MHz")) {
                    double mhz = Double.parseDouble(line.substring(line.indexOf(':') + 1).trim());
                    best = Double.isNaN(best) ? mhz : Math.max(best, mhz);
                }
            }
            return best;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** The size of the level-{@code level} data or unified cache of cpu0, or {@code fallback}. */
    static long cacheBytes(int level, long fallback) {
        Path dir = Path.of("/sys/devices/system/cpu/cpu0/cache");
        try (var entries = Files.list(dir)) {
            for (Path index : entries.filter(p -> p.getFileName().toString().startsWith("index")).toList()) {
                int l = Integer.parseInt(Files.readString(index.resolve("level")).trim());
                String type = Files.readString(index.resolve("type")).trim();
                if (l == level && !type.equals("Instruction")) {
                    return parseSize(Files.readString(index.resolve("size")).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            return fallback;
        }
        return fallback;
    }

    /** "32K" is 32768 bytes, "1M" 1048576, "512" 512. */
    static long parseSize(String s) {
        char unit = Character.toUpperCase(s.charAt(s.length() - 1));
        long scale = switch (unit) {
            case 'K' -> 1024L;
            case 'M' -> 1024L * 1024;
            case 'G' -> 1024L * 1024 * 1024;
            default -> 1L;
        };
        String digits = scale == 1 ? s : s.substring(0, s.length() - 1);
        return Long.parseLong(digits.trim()) * scale;
    }
}
