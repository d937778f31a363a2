// The Go board: what the game page draws and shows for a game the server marks `intersections`
// (GoBoard: groups taken by their liberties on a full square grid). The stones stand on the points
// where the lines cross; star points sit on the lines; an empty point where the player to move may
// not play now (suicide, a repeated board) carries a small cross; the side panel counts prisoners,
// and at the end the territory of each player is marked on its points beside the final scores.
"use strict";

/** Whether the state's game is drawn as a Go board. */
function goBoard(s) {
  return s.game.intersections === true;
}

/** The radius of a stone: a Go board's stones nearly touch; other games' pieces leave room around them. */
function stoneRadius(s) {
  return goBoard(s) ? 0.47 : 0.38;
}

/** The star points (hoshi): small dots on the lines, under the stones. */
function starPointsLayer(s) {
  const g = svg("g", { class: "star-points" });
  for (const c of s.game.starPoints) {
    const [x, y] = s.geometry.centres[c];
    g.append(svg("circle", { cx: x, cy: y, r: 0.1, class: "star-point", "data-star": c }));
  }
  return g;
}

/** Whose territory a point is at the end of the game: 1 (P1), 2 (P2), or 0 (none, or not counted yet). */
function territoryOf(s, i) {
  const t = s.counting && s.counting.territory;
  return t ? t[i] : 0;
}

/** Whether an empty point is closed to the player to move now. */
function forbidden(s, i, where) {
  return !s.over && !s.cells[i] && !where.has(i);
}

/**
 * Over the stones: at the end each point of territory marked with a small square in its owner's
 * colour; while the game runs a small cross on each empty point the player to move may not take.
 */
function goMarksLayer(s, where) {
  const g = svg("g", { class: "go-marks" });
  s.geometry.centres.forEach(([x, y], i) => {
    const owner = territoryOf(s, i);
    if (owner) {
      g.append(svg("rect", { x: x - 0.16, y: y - 0.16, width: 0.32, height: 0.32,
        class: "territory p" + owner, "data-territory": i, "data-owner": owner }));
    } else if (forbidden(s, i, where)) {
      const d = 0.1;
      g.append(svg("path", { d: "M" + (x - d) + " " + (y - d) + "L" + (x + d) + " " + (y + d)
        + "M" + (x - d) + " " + (y + d) + "L" + (x + d) + " " + (y - d), class: "forbidden", "data-forbidden": i }));
    }
  });
  return g;
}

/** The hover line's words about a point of a Go board: territory at the end, or closed to the player to move. */
function goWords(s, i, where) {
  if (!goBoard(s)) return "";
  const owner = territoryOf(s, i);
  if (owner) return " · P" + owner + "'s territory";
  return forbidden(s, i, where) ? " · not open to P" + (s.toMove + 1) + " now" : "";
}

/** Two numbers with the players' swatches, as the side panel shows scores. */
function byPlayer(values) {
  return [swatch(0), " " + values[0] + "   ", swatch(1), " " + values[1]];
}

/**
 * The side panel of a Go board: the prisoners each player has taken, and once the game has ended
 * the territory and stones each holds (the final score, counted by the rules, stands in the scores
 * row). Hidden for other games.
 */
function drawCounting(s) {
  const count = s.counting;
  const rows = { prisoners: count && count.prisoners, stones: count && count.finalScores && count.stones,
    territory: count && count.territoryPoints };
  for (const [id, values] of Object.entries(rows)) {
    $(id + "-label").hidden = !values;
    $(id).hidden = !values;
    if (values) $(id).replaceChildren(...byPlayer(values));
    else $(id).replaceChildren();
  }
}
