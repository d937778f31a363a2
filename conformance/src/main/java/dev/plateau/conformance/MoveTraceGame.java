package dev.plateau.conformance;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

/**
 * The movement games with reference playouts in the {@code move-v2} format (conformance/README.md,
 * Movement games): the library game that plays them, the values of its parameters, and what each
 * of Ludii's components is in Plateau terms.
 */
public enum MoveTraceGame {
    /** Breakthrough 8 × 8: Ludii's Pawn1 and Pawn2 are P1's and P2's pawns. */
    BREAKTHROUGH("breakthrough", "breakthrough", Map.of(),
            Map.of(1, new Piece(1, "pawn"), 2, new Piece(2, "pawn"))),
    /** Amazons 10 × 10: Queen1, Queen2, and the neutral Dot0, the arrows. */
    AMAZONS("amazons", "amazons", Map.of(),
            Map.of(1, new Piece(1, "queen"), 2, new Piece(2, "queen"), 3, new Piece(3, "arrow"))),
    /**
     * Ludii's default Tablut ("Linnaeus (Observed)", King Flanked): Thrall1 the attackers (P1),
     * Thrall2 the defenders and Jarl2 their king (P2). A captured king stays on the board.
     */
    TABLUT_LINNAEUS("tablut_linnaeus", "tablut_linnaeus", Map.of(),
            Map.of(1, new Piece(1, "soldier"), 2, new Piece(2, "soldier"), 3, new Piece(2, "king")));

    /**
     * A piece in Plateau terms.
     *
     * @param owner 1 P1, 2 P2, 3 neutral (as {@code Simulator.cell})
     * @param type the declared piece type
     */
    public record Piece(int owner, String type) {}

    private final String stem;
    private final String gameStem;
    private final Map<String, Integer> bindings;
    private final Map<Integer, Piece> components;

    MoveTraceGame(String stem, String gameStem, Map<String, Integer> bindings, Map<Integer, Piece> components) {
        this.stem = stem;
        this.gameStem = gameStem;
        this.bindings = bindings;
        this.components = components;
    }

    /** The file stem: {@code <stem>.jsonl.gz}, {@code <stem>.board.json}. */
    public String stem() {
        return stem;
    }

    /** The library game: {@code games/<gameStem>.ldx}. */
    public String gameStem() {
        return gameStem;
    }

    /** The values of the library game's parameters for these traces. */
    public Map<String, Integer> bindings() {
        return bindings;
    }

    /** The piece of Ludii's component {@code what}, if this game has it. */
    public Optional<Piece> piece(int what) {
        return Optional.ofNullable(components.get(what));
    }

    /** The game with this stem, if any. */
    public static Optional<MoveTraceGame> byStem(String stem) {
        return Arrays.stream(values()).filter(g -> g.stem.equals(stem)).findFirst();
    }
}
