package dev.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Number labels for tables and plot axes. */
class UnitsTest {
    @Test
    void compactLabelsHaveTwoSignificantDigitsAndAPrefix() {
        assertEquals("1", Units.compact(1));
        assertEquals("8", Units.compact(8));
        assertEquals("25", Units.compact(25.1));
        assertEquals("320", Units.compact(316.2));
        assertEquals("1k", Units.compact(1000));
        assertEquals("1k", Units.compact(999.9));
        assertEquals("3.2k", Units.compact(3162.3));
        assertEquals("10k", Units.compact(10_000));
        assertEquals("33k", Units.compact(32_768));
        assertEquals("2.5M", Units.compact(2_511_886));
        assertEquals("1G", Units.compact(1e9));
        assertEquals("0.5", Units.compact(0.5));
    }

    @Test
    void siKeepsThreeSignificantDigitsForTables() {
        assertEquals("1.23 M", Units.si(1_234_567));
        assertEquals("45.6 k", Units.si(45_600));
        assertEquals("12.0", Units.si(12));
    }
}
