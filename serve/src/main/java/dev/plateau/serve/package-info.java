/**
 * {@code plateau serve}: a local web server to play and debug games in the browser. {@link
 * dev.plateau.serve.GameServer} serves the pages (classpath folder {@code web/}) and a JSON API;
 * each browser tab plays its own {@code Session} on a one-environment scalar simulator; opponents
 * are people or players of the agents module ({@link dev.plateau.agents.Agent}) from an {@link
 * dev.plateau.serve.AgentRegistry}, whose search, where they search, the page can show ({@link
 * dev.plateau.agents.SearchResult});
 * {@link dev.plateau.serve.BoardGeometry} places every cell and the outline of every edge for the
 * page's SVG, {@link dev.plateau.board.Topology#cellName} names the cells ({@code a1} at the
 * top-left) for the hover line and the move list, and {@code ConnectionGoals} reads from the end
 * rules which edges each player must join, so that the page colours them. In games whose pieces
 * move, the state lists each legal action with its cells and the part of the turn (move or shot),
 * {@code MarkedCells} reads which board-fixed squares (centre, corners) the rules give a meaning,
 * and {@code PieceLooks} how each piece type is drawn. {@code GoBoard} marks a game whose rules take
 * groups by their liberties to be drawn as a Go board, and counts its prisoners and, at the end, its
 * territory.
 */
package dev.plateau.serve;
