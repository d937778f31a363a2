package dev.plateau.serve;

import dev.plateau.rules.Game;
import dev.plateau.rules.PieceOwner;
import dev.plateau.rules.PieceType;
import dev.plateau.rules.Player;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the page draws the declared piece types (docs/language.md, {@code pieces}), by one rule for
 * every game:
 * <ul>
 *   <li>a {@code neutral} type (Amazons' arrows) is a grey block, belonging to nobody;
 *   <li>a player's pieces are discs in the player's colour; each player's <em>first type</em> (the
 *       first declared type it may own, docs/language.md, {@code pieces}) is a plain disc, as the
 *       pieces of a game without types, and its other types carry a letter: the upper-case first
 *       letter of the type's name, or its first two letters where two lettered types of the same
 *       player share a first letter. So Tablut's soldiers are plain and the king is marked K, as
 *       {@code Simulator.boardText} marks types other than the first with their letter.
 * </ul>
 */
final class PieceLooks {
    private PieceLooks() {}

    /**
     * The look of each declared type, in declaration order: {@code name}, {@code owner} (its word:
     * {@code each}, {@code P1}, {@code P2}, {@code neutral}), {@code shape} ({@code disc} or {@code
     * block}) and {@code letters}, the letter of P1's and of P2's pieces of the type (null where
     * plain or where the player cannot own it). Empty for a game without declared types.
     */
    static List<Map<String, Object>> of(Game game) {
        List<PieceType> types = game.pieces();
        String[][] letters = new String[types.size()][2];
        for (Player player : Player.values()) {
            int side = player.index();
            int first = -1;
            List<Integer> lettered = new ArrayList<>();
            for (int t = 0; t < types.size(); t++) {
                if (types.get(t).owner().ownedBy(player)) {
                    if (first < 0) {
                        first = t;
                    } else {
                        lettered.add(t);
                    }
                }
            }
            for (int t : lettered) {
                String name = types.get(t).name();
                boolean shared = lettered.stream().anyMatch(u -> u != t && types.get(u).name().charAt(0) == name.charAt(0));
                String letter = name.substring(0, shared ? Math.min(2, name.length()) : 1);
                letters[t][side] = letter.substring(0, 1).toUpperCase(Locale.ROOT) + letter.substring(1);
            }
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (int t = 0; t < types.size(); t++) {
            PieceType type = types.get(t);
            Map<String, Object> look = new LinkedHashMap<>();
            look.put("name", type.name());
            look.put("owner", type.owner().word());
            look.put("shape", type.owner() == PieceOwner.NEUTRAL ? "block" : "disc");
            look.put("letters", Arrays.asList(letters[t][0], letters[t][1]));
            out.add(look);
        }
        return out;
    }
}
