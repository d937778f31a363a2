package dev.plateau.serve;

import dev.plateau.board.Topology;
import dev.plateau.rules.Board;
import dev.plateau.rules.Direction;
import dev.plateau.rules.DirectionChoice;
import dev.plateau.rules.Effect;
import dev.plateau.rules.Game;
import dev.plateau.rules.Mask;
import dev.plateau.rules.Mechanic;
import dev.plateau.rules.Phase;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game the page draws as a Go board, and what the page counts on it, read from the rules by one
 * rule for every game, never from the game's name.
 *
 * <p>The rule: the board is a full {@code square} or {@code rectangle} (no cells {@code without}),
 * every phase places pieces, and the rules take groups by their liberties: a phase's effects
 * capture {@code (no_liberties …)}, or the phase has {@code (no_suicide …)} (docs/language.md,
 * {@code no_liberties}, {@code no_suicide}). The stones of such a game stand on the points where
 * the grid's lines cross ({@link BoardGeometry#onGridPoints}); Go is one, and so would be its
 * variants (capture Go, handicap starts). Groups, and the regions of territory, are joined by the
 * directions of that capture (or of {@code no_suicide}), either way.
 *
 * <p>What it counts for the page ({@link #counting}): each player's stones on the board; its
 * prisoners, the opponent's stones it took (the opponent's stones at the start and those it placed,
 * less those still on the board: a placement puts one stone and only captures take stones off);
 * and once the game has ended by its rules, the territory, each empty region that touches the
 * stones of one player only (the same definition as {@code (territory …)}), and the final scores
 * the simulator keeps ({@code by_score}).
 */
final class GoBoard {
    private final Topology topology;
    /** Per cell, the cells one step away in the groups' directions, either way. */
    private final int[][] neighbours;
    private final int[] starPoints;

    private GoBoard(Topology topology, DirectionChoice joins) {
        this.topology = topology;
        this.neighbours = neighbours(topology, joins);
        this.starPoints = starPoints(topology);
    }

    /** The Go board of a game, or empty when the game is not drawn as one (see the class comment). */
    static Optional<GoBoard> of(Game game, Topology topology) {
        Board board = game.board();
        boolean grid = board instanceof Board.Square || board instanceof Board.Rectangle;
        if (!grid || !board.removed().isEmpty() || game.hasMoves()) {
            return Optional.empty();
        }
        Optional<DirectionChoice> joins = Optional.empty();
        for (Phase phase : game.phases()) {
            Mechanic place = phase.mechanic();
            for (Effect effect : place.effects()) {
                if (joins.isEmpty() && effect instanceof Effect.Capture capture
                        && capture.mask() instanceof Mask.NoLiberties liberties) {
                    joins = Optional.of(liberties.direction());
                }
            }
            if (joins.isEmpty()) {
                joins = place.noSuicide();
            }
        }
        return joins.map(d -> new GoBoard(topology, d));
    }

    /**
     * The star points (hoshi) where boards customarily have them: on 9 × 9 the four points on the
     * third lines and the centre; on 13 × 13 and 19 × 19 the nine points where the fourth lines and
     * the middle lines cross. None on other sizes.
     */
    int[] starPoints() {
        return starPoints.clone();
    }

    private static int[] starPoints(Topology topology) {
        if (!(topology.board() instanceof Board.Square square)) {
            return new int[0];
        }
        int n = square.size();
        int[] lines = switch (n) {
            case 9 -> new int[] {2, 6};
            case 13, 19 -> new int[] {3, n / 2, n - 4};
            default -> new int[0];
        };
        List<Integer> out = new ArrayList<>();
        for (int row : lines) {
            for (int col : lines) {
                out.add(topology.cellAtGrid(row, col));
            }
        }
        if (n == 9) {
            out.add(topology.cellAtGrid(n / 2, n / 2));
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private static int[][] neighbours(Topology topology, DirectionChoice joins) {
        int m = topology.cellCount();
        List<List<Integer>> lists = new ArrayList<>();
        for (int c = 0; c < m; c++) {
            lists.add(new ArrayList<>());
        }
        for (Direction d : joins.directions()) {
            if (!topology.hasDirection(d)) {
                continue;
            }
            for (int c = 0; c < m; c++) {
                int n = topology.neighbour(c, d);
                if (n >= 0) {
                    // Either way: a step one way joins the two cells for both.
                    lists.get(c).add(n);
                    lists.get(n).add(c);
                }
            }
        }
        return lists.stream().map(l -> l.stream().distinct().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
    }

    /**
     * Whose territory each cell is: 1 (P1) or 2 (P2) for an empty cell whose region of empty cells
     * touches that player's stones and no other piece, else 0 (a stone, a neutral piece, or a region
     * that touches both players, a neutral piece or nothing).
     *
     * @param cells per cell 0 empty, 1 P1, 2 P2, 3 neutral
     */
    int[] territory(int[] cells) {
        int m = cells.length;
        int[] owner = new int[m];
        boolean[] seen = new boolean[m];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        List<Integer> region = new ArrayList<>();
        for (int start = 0; start < m; start++) {
            if (cells[start] != 0 || seen[start]) {
                continue;
            }
            region.clear();
            int touched = 0; // bit k: a piece of owner k (1 P1, 2 P2, 3 neutral) borders the region
            seen[start] = true;
            queue.add(start);
            while (!queue.isEmpty()) {
                int c = queue.poll();
                region.add(c);
                for (int n : neighbours[c]) {
                    if (cells[n] != 0) {
                        touched |= 1 << cells[n];
                    } else if (!seen[n]) {
                        seen[n] = true;
                        queue.add(n);
                    }
                }
            }
            int who = touched == 1 << 1 ? 1 : touched == 1 << 2 ? 2 : 0;
            for (int c : region) {
                owner[c] = who;
            }
        }
        return owner;
    }

    /** Each player's pieces on the board (P1 first), from the owners of the cells (0 empty, 1 P1, 2 P2, 3 neutral). */
    static int[] stones(int[] cells) {
        int[] stones = new int[2];
        for (int owner : cells) {
            if (owner == 1 || owner == 2) {
                stones[owner - 1]++;
            }
        }
        return stones;
    }

    /**
     * What the page shows beside a Go board: {@code stones} and {@code prisoners} per player (P1
     * first) always; once the game has ended by its rules, {@code territory} (per cell, as {@link
     * #territory}), {@code territoryPoints} per player and {@code finalScores} (the simulator's
     * scores, which {@code by_score} leaves as the final scores); those three are null until then.
     *
     * @param cells per cell 0 empty, 1 P1, 2 P2, 3 neutral
     * @param startStones each player's stones at the start
     * @param placed the placements each player has made
     * @param finalScores the scores when the game has ended by its rules (not truncated), else null
     */
    Map<String, Object> counting(int[] cells, int[] startStones, int[] placed, int[] finalScores) {
        if (cells.length != topology.cellCount()) {
            throw new IllegalArgumentException(cells.length + " cells on a board of " + topology.cellCount());
        }
        int[] stones = stones(cells);
        List<Integer> prisoners = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            int opponent = 1 - p;
            prisoners.add(startStones[opponent] + placed[opponent] - stones[opponent]);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("stones", List.of(stones[0], stones[1]));
        out.put("prisoners", prisoners);
        int[] territory = finalScores == null ? null : territory(cells);
        out.put("territory", territory);
        out.put("territoryPoints", territory == null ? null
                : List.of(Arrays.stream(territory).filter(o -> o == 1).count(),
                        Arrays.stream(territory).filter(o -> o == 2).count()));
        out.put("finalScores", finalScores == null ? null : List.of(finalScores[0], finalScores[1]));
        return out;
    }
}
