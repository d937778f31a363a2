package dev.plateau.rules;

import java.util.List;

/** The region argument of {@code connected} (docs/language.md, {@code connected}). */
public sealed interface Regions extends Node {
    /** {@code corners}: one single-cell region per corner. */
    record CornerRegions() implements Regions {}

    /** {@code edges}: one region per edge of the board. */
    record EdgeRegions() implements Regions {}

    /** {@code edgesNoCorners}: the edge regions without any corner cell. */
    record EdgeRegionsWithoutCorners() implements Regions {}

    /** {@code (m1 … mk)}: the listed masks, k ≥ 1. */
    record MaskRegions(List<Mask> masks) implements Regions {
        public MaskRegions {
            masks = List.copyOf(masks);
            RuleException.require(!masks.isEmpty(), "a region list needs at least one mask");
        }
    }
}
