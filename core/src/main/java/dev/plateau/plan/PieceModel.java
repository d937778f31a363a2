package dev.plateau.plan;

import dev.plateau.rules.Game;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import java.util.ArrayList;
import java.util.List;

/**
 * How a game's piece types are kept in the state (docs/language.md, {@code pieces}). Every piece
 * is on its side's board (P1, P2, or the neutral board); a type needs a board of its own only where
 * a side has several types: the first type of each side is what is left of the side's board once
 * the side's other types are taken out. Games without declared types keep just the two side boards.
 */
public final class PieceModel {
    private final List<PieceType> types;
    private final List<PieceType> stored = new ArrayList<>();
    private final boolean neutral;
    private final List<String> handTypes;

    PieceModel(Game game) {
        this.types = game.pieces();
        this.handTypes = game.handTypes();
        for (PieceType t : types) {
            for (int side : t.owner().sides()) {
                if (firstOfSide(side) != t && !stored.contains(t)) {
                    stored.add(t);
                }
            }
        }
        this.neutral = types.stream().anyMatch(t -> t.owner() == PieceOwner.NEUTRAL);
    }

    private PieceType firstOfSide(int side) {
        return types.stream().filter(t -> t.owner().sides().contains(side)).findFirst().orElse(null);
    }

    /** Whether the game has neutral pieces, so a neutral board. */
    boolean hasNeutral() {
        return neutral;
    }

    /** The types that players hold in hand, in the order of their state fields (docs/language.md, {@code hand}). */
    List<String> handTypes() {
        return handTypes;
    }

    /** The declared piece types (empty in a placement game). */
    public List<PieceType> types() {
        return types;
    }

    /**
     * The type of a piece on side {@code side} (0 P1, 1 P2, 2 neutral) that the stored type board
     * {@code storedIndex} holds, or −1 if none does: that side's first type. Null in a game without
     * declared types.
     */
    public String typeOf(int side, int storedIndex) {
        if (storedIndex >= 0) {
            return stored.get(storedIndex).name();
        }
        PieceType first = firstOfSide(side);
        return first == null ? null : first.name();
    }

    /** The types with a board of their own, in declaration order (the order of their state fields). */
    public List<PieceType> stored() {
        return stored;
    }

    /** The index of a stored type among {@link #stored()}, or −1. */
    int storedIndex(String name) {
        for (int i = 0; i < stored.size(); i++) {
            if (stored.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The declared type with this name (the analysis has checked that it exists). */
    PieceType type(String name) {
        return types.stream().filter(t -> t.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no piece type " + name));
    }

    /** The cells holding a piece of type {@code name}, of any side. */
    Bits board(BitBoards bb, Ctx ctx, String name) {
        PieceType t = type(name);
        int index = storedIndex(name);
        if (index >= 0) {
            return ctx.pieces().stored().get(index);
        }
        Bits result = bb.none();
        for (int side : t.owner().sides()) {
            Bits own = switch (side) {
                case 0, 1 -> sideBoard(bb, ctx, side);
                default -> ctx.pieces().neutral();
            };
            for (PieceType other : types) {
                int j = storedIndex(other.name());
                if (j >= 0 && other.owner().sides().contains(side)) {
                    own = bb.andNot(own, ctx.pieces().stored().get(j));
                }
            }
            result = bb.or(result, own);
        }
        return result;
    }

    /** P1's (side 0) or P2's (side 1) board, whoever the mover is. */
    private static Bits sideBoard(BitBoards bb, Ctx ctx, int side) {
        Bits p1 = bb.select(ctx.moverIsP2(), ctx.theirs(), ctx.mine());
        Bits p2 = bb.select(ctx.moverIsP2(), ctx.mine(), ctx.theirs());
        return side == 0 ? p1 : p2;
    }
}
