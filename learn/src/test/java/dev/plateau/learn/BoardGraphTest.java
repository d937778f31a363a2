package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.board.Topology;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoardGraphTest {
    private static int degree(BoardGraph g, int node) {
        int d = 0;
        for (int j = 0; j < g.nodes(); j++) {
            d += (int) g.adjacency()[node * g.nodes() + j];
        }
        return d;
    }

    @Test
    void squareCellsJoinTheirOrthogonalNeighboursAndTheDummyNode() {
        Topology t = Games.read("tic_tac_toe.ldx").topology();
        BoardGraph g = new BoardGraph(t);
        assertEquals(10, g.nodes());
        List<Integer> degrees = new ArrayList<>();
        for (int c = 0; c < 9; c++) {
            degrees.add(degree(g, c));
        }
        // Corners: 2 neighbours, edges 3, the centre 4; each plus the dummy node.
        assertEquals(List.of(3, 4, 3, 4, 5, 4, 3, 4, 3), degrees);
        assertEquals(9, degree(g, 9));
        for (int i = 0; i < g.nodes(); i++) {
            for (int j = 0; j < g.nodes(); j++) {
                assertEquals(g.adjacency()[i * g.nodes() + j], g.adjacency()[j * g.nodes() + i], "symmetric");
            }
        }
    }

    @Test
    void hexCellsJoinAllSixNeighbours() {
        // A 3 × 3 rhombus: two corners touch 2 cells, two touch 3, edge cells 4, the centre 6.
        Topology t = Games.hex(3).topology();
        BoardGraph g = new BoardGraph(t);
        List<Integer> degrees = new ArrayList<>();
        for (int c = 0; c < 9; c++) {
            degrees.add(degree(g, c) - 1);
        }
        List<Integer> sorted = new ArrayList<>(degrees);
        sorted.sort(null);
        assertEquals(List.of(2, 2, 3, 3, 4, 4, 4, 4, 6), sorted);
    }

    @Test
    void nodeFeaturesAreThePlanesAtEachCellAndTheDummyFlag() {
        Topology t = Games.read("tic_tac_toe.ldx").topology();
        BoardGraph g = new BoardGraph(t);
        int planes = 2;
        float[] obs = new float[planes * 9];
        obs[4] = 1; // plane 0, the centre
        obs[9 + 8] = 1; // plane 1, the last cell
        float[] out = new float[10 * 3];
        g.features(obs, 0, planes, out, 0);
        int centre = t.cellAtGrid(1, 1);
        int last = t.cellAtGrid(2, 2);
        assertEquals(1f, out[centre * 3]);
        assertEquals(1f, out[last * 3 + 1]);
        assertEquals(1f, out[9 * 3 + 2], "the dummy flag");
        float sum = 0;
        for (float f : out) {
            sum += f;
        }
        assertEquals(3f, sum);
    }
}
