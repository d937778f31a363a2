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
 * {@code /proc/cpuinfo} and {@code /sys/devices/system/cpu/cpu0/cache}; NaN or a default where absent),
 * and three rates measured here on one thread: the bytes per second the row machine's own
 * {@code AND} kernel streams through rows that fit in L1, and through rows that fit only in L2, and
 * the peak rate of simple vector operations on registers.
 *
 * @param vectorBits the width of one vector in bits
 * @param clockMhz the clock Linux reports, in MHz (NaN if unknown)
 * @param l1Bytes the L1 data cache of one core
 * @param l2Bytes the L2 cache of one core
 * @param l1BytesPerSecond bytes read and written per second by row instructions over L1-resident rows
 * @param l2BytesPerSecond the same over rows that fit in L2 but not in L1
 * @param vectorOpsPerSecond vector operations per second (XORs and shifts of whole vectors, no memory)
 */
public record MachineLimits(int vectorBits, double clockMhz, long l1Bytes, long l2Bytes, double l1BytesPerSecond,
        double l2BytesPerSecond, double vectorOpsPerSecond) {

    /** Measures this machine, spending about {@code seconds} on each of the three rates. */
    public static MachineLimits measure(double seconds) {
        long l1 = cacheBytes(1, 32 * 1024);
        long l2 = cacheBytes(2, 512 * 1024);
        int lanes = 256;
        long row = (long) lanes * Long.BYTES;
        int l1Rows = (int) Math.max(3, l1 / 2 / row);
        int l2Rows = (int) Math.max(3, Math.min(l2 / 2, 4 * l1) / row);
        // A first pass over each gets the kernels compiled; the second is the one reported.
        streamRate(l2Rows, lanes, seconds / 2);
        streamRate(l1Rows, lanes, seconds / 2);
        vectorOpRate(seconds / 2);
        return new MachineLimits(RowMachine.S.vectorBitSize(), readClockMhz(), l1, l2, streamRate(l1Rows, lanes, seconds),
                streamRate(l2Rows, lanes, seconds), vectorOpRate(seconds));
    }

    /** Bytes per clock cycle at {@code bytesPerSecond} (NaN if the clock is unknown). */
    public double perCycle(double bytesPerSecond) {
        return bytesPerSecond / (clockMhz * 1e6);
    }

    /** One line per limit, saying where it comes from. */
    public String describe() {
        return String.format(Locale.ROOT, """
                vector width      %d bits (%d lanes of 64 bits; Vector API preferred species)
                clock             %.0f MHz (/proc/cpuinfo)
                L1d, L2 per core  %d KiB, %d KiB (/sys/devices/system/cpu/cpu0/cache)
                L1 stream         %.1f GB/s = %.1f B/cycle (row AND kernel, rows in L1, measured)
                L2 stream         %.1f GB/s = %.1f B/cycle (row AND kernel, rows in L2, measured)
                vector ops        %.2f G/s = %.2f per cycle (XOR and shift on registers, measured)
                """, vectorBits, vectorBits / 64, clockMhz, l1Bytes / 1024, l2Bytes / 1024, l1BytesPerSecond / 1e9,
                perCycle(l1BytesPerSecond), l2BytesPerSecond / 1e9, perCycle(l2BytesPerSecond), vectorOpsPerSecond / 1e9,
                vectorOpsPerSecond / (clockMhz * 1e6));
    }

    /** Bytes per second of AND instructions cycling over {@code rows} rows of {@code lanes} lanes. */
    static double streamRate(int rows, int lanes, double seconds) {
        int[] code = new int[rows * 4];
        for (int i = 0; i < rows; i++) {
            code[4 * i] = Codes.AND;
            code[4 * i + 1] = ((i + 2) % rows) * lanes;
            code[4 * i + 2] = i * lanes;
            code[4 * i + 3] = ((i + 1) % rows) * lanes;
        }
        RowProgram program = RowProgram.straightLine(code, new long[0], rows);
        RowMachine machine = new RowMachine(rows, lanes);
        for (int i = 0; i < machine.rows.length; i++) {
            machine.rows[i] = i * 0x9E3779B97F4A7C15L;
        }
        long runs = timedRuns(() -> machine.run(program), seconds);
        double bytesPerRun = (double) rows * 3 * lanes * Long.BYTES;
        return bytesPerRun * runs / (lastElapsed / 1e9);
    }

    private static long lastElapsed;

    private static long timedRuns(Runnable r, double seconds) {
        long warmEnd = System.nanoTime() + (long) (seconds * 0.5e9);
        while (System.nanoTime() < warmEnd) {
            r.run();
        }
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long runs = 0;
        do {
            r.run();
            runs++;
        } while (System.nanoTime() < end);
        lastElapsed = System.nanoTime() - start;
        return runs;
    }

    /** Sink for {@link #vectorOpRate}, so that the JIT keeps the work. */
    static volatile long sink;

    /** Vector operations per second: eight independent chains of XOR-with-shifted-self. */
    static double vectorOpRate(double seconds) {
        int iterations = 4096;
        Runnable chains = () -> {
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
        };
        long runs = timedRuns(chains, seconds);
        return 16.0 * iterations * runs / (lastElapsed / 1e9);
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
    private static long cacheBytes(int level, long fallback) {
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
