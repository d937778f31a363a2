package dev.plateau.conformance;

import java.nio.file.Path;
import java.util.List;

/**
 * One playout, one line of {@code <game>.jsonl.gz}, as written: Ludii's codes and player numbers.
 *
 * @param file the file it was read from
 * @param line its 1-based line in that file
 * @param game {@code game}
 * @param seed {@code seed}
 * @param init {@code init}: one character per code, 0 / 1 / 2
 * @param steps {@code s}
 * @param n {@code n}: steps, passes included
 * @param np {@code np}: passes
 * @param winner {@code w}: 1, 2 or 0 (draw)
 * @param finalBoard {@code final}: one character per code
 * @param scores {@code sc}, or {@code null} when absent
 */
public record RawPlayout(Path file, int line, String game, long seed, String init, List<RawStep> steps, int n, int np,
        int winner, String finalBoard, int[] scores) {}
