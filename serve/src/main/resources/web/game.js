// The game page: draws the board from the server's geometry, sends clicks, and edits the rules.
// Each tab has its own session id, kept in sessionStorage (which is per tab).
"use strict";

const gameId = new URLSearchParams(location.search).get("game") || "";
const storageKey = "plateau.tab." + gameId;
const $ = id => document.getElementById(id);

let session = null;       // the session id of this tab
let state = null;         // the last state the server sent
let editedSource = null;  // the rules text in play when it is not the file's
let fileText = "";        // the file's text as last read
let busy = false;
let selected = null;      // the cell of the piece chosen to move, or null
let errorLines = new Map();  // line → [{column, length}] of the diagnostics shown

function remember() {
  sessionStorage.setItem(storageKey, JSON.stringify({ session, editedSource }));
}

function recall() {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey)) || {};
  } catch (e) {
    return {};
  }
}

function say(text, kind) {
  const m = $("message");
  m.textContent = text || "";
  m.className = "message" + (kind ? " " + kind : "");
}

function setBusy(b) {
  busy = b;
  $("board").dataset.busy = b ? "1" : "0";
}

// ------------------------------------------------------------------ requests

async function request(method, path, body) {
  setBusy(true);
  try {
    return await api(method, path, body);
  } finally {
    setBusy(false);
  }
}

function options() {
  const seedText = $("seed").value.trim();
  const o = { game: gameId, opponent: $("opponent").value, seat: Number($("seat").value) };
  if (seedText !== "" && Number.isSafeInteger(Number(seedText))) o.seed = Number(seedText);
  return o;
}

/** Starts a new session of the file's rules, or of the edited rules when source is given. */
async function newSession(source) {
  const body = options();
  if (source !== null && source !== undefined) body.source = source;
  const { ok, status, data } = await request("POST", "/api/new", body);
  if (!ok) {
    if (status === 422) {
      showDiagnostics(data.diagnostics);
      $("editor-box").open = true;
      if (!state) {
        $("title").textContent = data.file || gameId;
        document.title = (data.file || gameId) + " — Plateau";
        showNoBoard();
      } else {
        say("The edited rules have errors (see below); the board still plays the rules it had.", "warn");
      }
      return false;
    }
    say(data.error, "error");
    return false;
  }
  session = data.session;
  editedSource = source === undefined ? null : source;
  remember();
  clearDiagnostics();
  render(data);
  return true;
}

async function restart() {
  if (!session) return newSession(editedSource);
  const { ok, status, data } = await request("POST", "/api/restart", { ...options(), session });
  if (!ok) return handleFailure(status, data);
  say("");
  render(data);
}

/** A refusal: a short message; an expired session starts a new game. */
async function handleFailure(status, data) {
  if (status === 404 && /session/.test(data.error)) {
    await newSession(editedSource);
    say("The old game had expired; this is a new one.", "warn");
    return;
  }
  say(data.error, status === 409 ? "refused" : "error");
}

async function play(action) {
  if (busy || !session) return;
  const { ok, status, data } = await request("POST", "/api/move", { session, action });
  if (!ok) {
    selected = null;
    if (state) drawBoard(state);
    return handleFailure(status, data);
  }
  say(data.notice || "");
  render(data);
}

async function undo() {
  if (busy || !session) return;
  const { ok, status, data } = await request("POST", "/api/undo", { session });
  if (!ok) return handleFailure(status, data);
  say("");
  render(data);
}

/** Goes back to the position after the first n moves of the list. */
async function goTo(n) {
  if (busy || !session) return;
  const { ok, status, data } = await request("POST", "/api/goto", { session, moves: n });
  if (!ok) return handleFailure(status, data);
  say(data.notice || "");
  render(data);
}

// ------------------------------------------------------------------ drawing

const PAD = 0.35;
/** Room around the board for its coordinates, in cells. */
const COORDINATE_ROOM = 0.3;
/** How far beyond its last cell a column's letter, or before its first a row's number, is written. */
const COORDINATE_STEP = 0.82;

/** No game to play (the file or the edited rules have errors): the board and its controls say so. */
function showNoBoard(reason, kind) {
  $("board").replaceChildren();
  $("board").toggleAttribute("hidden", true);  // an SVG element has no `hidden` property
  $("no-board").hidden = false;
  $("hover").textContent = "\u00a0";
  $("goals").hidden = true;
  $("hands").hidden = true;
  $("regions").hidden = true;
  $("turn").replaceChildren(el("span", { class: "muted" }, "No game"));
  $("result").hidden = true;
  for (const id of ["phase", "step", "last"]) $(id).textContent = "—";
  $("scores-label").hidden = true;
  $("scores").hidden = true;
  for (const id of ["prisoners", "stones", "territory"]) {
    $(id + "-label").hidden = true;
    $(id).hidden = true;
  }
  $("moves").replaceChildren();
  $("moves-box").hidden = true;
  $("seat-label").hidden = true;
  $("seed-label").hidden = true;
  $("pass").hidden = true;
  $("undo").disabled = true;
  $("new").disabled = true;
  $("options").disabled = true;
  say(reason || "There is no game to play: the rules have errors. Fix them in the editor below and reload.",
    kind || "warn");
}

function render(s) {
  state = s;
  // A new position forgets the chosen piece; a shot, or a chain's next move, starts where the moved piece landed.
  selected = secondPart(s) && s.legalMoves.length ? s.legalMoves[0].from : null;
  const g = s.game;
  document.title = g.name + " — Plateau";
  $("title").textContent = g.name;
  $("board-desc").textContent = g.board + " · " + g.cells + " cells";
  $("edited-badge").hidden = !g.edited;
  $("file-name").textContent = g.file;
  $("board").toggleAttribute("hidden", false);
  $("no-board").hidden = true;
  drawBoard(s);
  drawHands(s);
  drawGoals(s);
  drawRegions(s);
  drawStatus(s);
  drawMoves(s);
}

/** Whether the player to move moves pieces now (a move, a shot or a chain's move), rather than placing one. */
function moving(s) {
  return s.part === "move" || secondPart(s);
}

/** Whether the turn goes on from where the moved piece landed: a shot, or the same piece moving on in a chain. */
function secondPart(s) {
  return s.part === "shot" || s.part === "chain";
}

/** Whether the player to move takes one of the pieces off the board (the second part of a turn with a removal). */
function removing(s) {
  return s.part === "removal";
}

/** A piece type's plural for the status line: "men", "kings", "pieces". */
function plural(type) {
  return /man$/.test(type) ? type.slice(0, -3) + "men" : type + "s";
}

/** The status line's words for a removal: "remove one of P2's men" (the owner and type of the removable pieces). */
function removalWords(s) {
  const cells = s.legalMoves.map(m => m.to);
  const owners = new Set(cells.map(c => s.cells[c]));
  const types = new Set(cells.map(c => (s.pieces ? s.pieces[c] : null) || "piece"));
  const whose = owners.size === 1 && !owners.has(3) ? "P" + [...owners][0] + "'s " : "the ";
  return "remove one of " + whose + (types.size === 1 ? plural([...types][0]) : "pieces");
}

/** The hands beside the board, in games with hands: "P1 in hand: 9" (with the types where there are several). */
function drawHands(s) {
  const box = $("hands");
  box.hidden = !s.hands;
  if (!s.hands) {
    box.replaceChildren();
    return;
  }
  box.replaceChildren(...s.hands.map(h => {
    const types = Object.entries(h.counts);
    const detail = types.length > 1 ? " (" + types.map(([t, n]) => n + " " + (n === 1 ? t : plural(t))).join(", ") + ")" : "";
    const drops = !s.over && h.player === s.toMove && s.legalMoves.some(m => m.kind === "drop");
    return el("span", { class: "hand" + (drops ? " dropping" : ""), "data-hand": h.player, "data-count": h.total,
      title: drops ? "Click an empty point to put a piece from the hand there" : null },
      swatch(h.player), " P" + (h.player + 1) + " in hand: " + h.total + detail);
  }));
}

/** The status line's words for a chain's move: "continue the capture with the man on c3". */
function chainWords(s) {
  const from = s.chain.from;
  const type = s.pieces ? s.pieces[from] : null;
  return (s.chain.hops ? "continue the capture" : "move on") + " with the " + (type || "piece") + " on "
    + s.game.cellNames[from];
}

/**
 * The cells a click plays now, each with its action: in a placement the legal cells; in a move the
 * destinations of the chosen piece (until one is chosen, the cells a piece from the hand can be
 * dropped on); in a shot the cells the shot reaches; in a removal the pieces that can be taken.
 * Two actions with the same cells (a relative and an absolute direction, or drops of two types) play
 * alike; the first is kept.
 */
function targets(s) {
  const out = new Map();
  for (const m of s.legalMoves) {
    if (moving(s) && m.from !== selected) continue;
    if (m.to !== null && m.to >= 0 && !out.has(m.to)) out.set(m.to, m.action);
  }
  return out;
}

/** The cells of pieces that have a legal move (while a move is to be made). */
function movable(s) {
  return new Set(s.part === "move" ? s.legalMoves.filter(m => m.from !== null).map(m => m.from) : []);
}

/** A piece's words for the hover line and the cell's title: "P1 pawn", "P2", "arrow". */
function pieceWords(s, i) {
  const owner = s.cells[i];
  const type = s.pieces ? s.pieces[i] : null;
  if (!owner) return "";
  if (owner === 3) return type || "neutral piece";
  return "P" + owner + (type ? " " + type : "");
}

/** The look of a piece type: shape and letters (see PieceLooks on the server). */
function lookOf(s, type) {
  return s.game.pieceTypes.find(t => t.name === type) || null;
}

/**
 * The moves of the last turn that the board marks: the last move, and before a shot or a chain's
 * move every earlier move of the same turn (the move, and the chain's moves so far).
 */
function lastTurn(s) {
  const moves = s.moves;
  let first = moves.length - 1;
  while (first > 0 && (moves[first].part === "shot" || moves[first].part === "chain" || moves[first].part === "removal")
      && moves[first - 1].player === moves[first].player) {
    first--;
  }
  return moves.slice(Math.max(first, 0));
}

/** A click on a cell: place there, choose or drop a piece, or move the chosen piece there. */
function clickCell(i) {
  const s = state;
  if (busy || !s) return;
  const where = targets(s);
  if (removing(s)) {
    if (where.has(i)) play(where.get(i));
    else say("Now " + removalWords(s) + ": click one of the marked pieces.", "refused");
    return;
  }
  if (!moving(s)) {
    play(i);
    return;
  }
  if (where.has(i)) {
    play(where.get(i));
    return;
  }
  if (s.part === "shot") {
    say("Now the " + s.shotPiece + ": click one of the marked cells it can reach from "
      + s.game.cellNames[selected] + ".", "refused");
    return;
  }
  if (s.part === "chain") {
    say("The turn goes on: " + chainWords(s) + " (ringed) by clicking one of the marked cells.", "refused");
    return;
  }
  if (i === selected) {
    selected = null;  // the chosen piece again: cancel
  } else if (movable(s).has(i)) {
    selected = i;
    say("");
  } else {
    const had = selected !== null;
    selected = null;
    if (!had) {
      const mine = s.cells[i] === s.toMove + 1;
      say(mine ? "This " + (pieceWords(s, i).split(" ")[1] || "piece") + " has no legal move." :
        "Choose one of P" + (s.toMove + 1) + "'s pieces to move (ringed), then where it goes"
          + (where.size ? ", or click a marked point to put a piece from the hand there." : "."), "refused");
    }
  }
  drawBoard(s);
}

function drawBoard(s) {
  const geo = s.geometry;
  const board = $("board");
  const room = PAD + COORDINATE_ROOM;
  board.setAttribute("viewBox", [-room, -room, geo.width + 2 * room, geo.height + 2 * room].join(" "));
  board.dataset.kind = geo.kind;
  board.dataset.step = String(s.step);
  board.dataset.over = s.over ? "1" : "0";
  board.dataset.part = s.part || "";
  board.dataset.selected = selected === null ? "" : String(selected);
  board.dataset.mover = String(s.toMove + 1);
  const where = targets(s);
  const canMove = movable(s);
  const shape = geo.shape.map(p => p.join(",")).join(" ");
  const square = geo.kind === "square" || geo.kind === "rectangle";
  const graph = geo.kind === "graph";
  const go = goBoard(s);
  const region = new Map();
  for (const m of s.game.marked) for (const c of m.cells) if (!region.has(c)) region.set(c, m.region);

  const layers = [];
  // A grid with removed cells (`without`) has fewer cells than positions: the removed ones are no cells.
  const gaps = square && geo.centres.length < Math.round(geo.width) * Math.round(geo.height);
  board.dataset.gaps = gaps ? "1" : "0";
  if (gaps) {
    // The wood lies under the remaining cells only, so the removed positions show as holes.
    const wood = svg("g", { class: "board-bg-cells" });
    for (const [x, y] of geo.centres) {
      wood.append(svg("rect", { class: "board-bg-cell", x: x - 0.5 - PAD / 2, y: y - 0.5 - PAD / 2,
        width: 1 + PAD, height: 1 + PAD }));
    }
    layers.push(wood);
  } else if (square || graph) {
    layers.push(svg("rect", { class: "board-bg", x: -PAD / 2, y: -PAD / 2,
      width: geo.width + PAD, height: geo.height + PAD, rx: 0.12 }));
  }
  if (geo.links) {
    // The board's lines, under its points: a graph board's, or a Go board's grid with its star points.
    const d = geo.links.map(([x1, y1, x2, y2]) => "M" + x1 + " " + y1 + "L" + x2 + " " + y2).join("");
    layers.push(svg("path", { d, class: go ? "grid-line" : "graph-line" }));
    if (go) layers.push(starPointsLayer(s));
  }
  // The edges each player must join, under the cells, so that only their outer half shows.
  const goals = svg("g", { class: "goals" });
  for (const goal of s.game.goals) {
    for (const edge of goal.edges) {
      const d = geo.edges[edge].map(([x1, y1, x2, y2]) => "M" + x1 + " " + y1 + "L" + x2 + " " + y2).join("");
      goals.append(svg("path", { d, class: "goal-rim" }), svg("path", { d, class: "goal-edge p" + (goal.player + 1),
        "data-edge": edge, "data-player": goal.player }));
    }
  }
  layers.push(goals);
  const cells = svg("g", { class: "cells" });
  const regions = svg("g", { class: "regions" });
  const marks = svg("g", { class: "marks" });
  const lastUnder = svg("g", { class: "last-turn" });
  const lastOver = svg("g", { class: "last-turn" });
  geo.centres.forEach(([x, y], i) => {
    const owner = s.cells[i];
    const poly = svg("polygon", {
      points: shape, transform: "translate(" + x + " " + y + ")",
      class: "cell" + (go ? " go" : square ? " sq" : graph ? " pt" : " hex") + (where.has(i) ? " legal" : "") + (canMove.has(i) ? " movable" : "")
        + (where.has(i) && removing(s) ? " removable" : "")
        + (i === selected ? " selected" : "") + (region.has(i) ? " marked" : ""),
      "data-cell": i,
      "data-region": region.get(i),
    });
    const name = s.game.cellNames[i];
    const what = pieceWords(s, i);
    const title = svg("title");
    title.textContent = name + (what ? " · " + what : "") + (region.has(i) ? " · " + regionWord(region.get(i)) : "");
    poly.append(title);
    poly.addEventListener("click", () => clickCell(i));
    poly.addEventListener("mouseenter", () => {
      $("hover").textContent = name + (what ? " · " + what : where.has(i) ? " · legal" : "")
        + (what && where.has(i) ? " · legal" : "") + (region.has(i) ? " · " + regionWord(region.get(i)) : "")
        + goWords(s, i, where) + searched(s, i);
    });
    poly.addEventListener("mouseleave", () => { $("hover").textContent = "\u00a0"; });
    cells.append(poly);
    if (region.has(i)) {
      regions.append(svg("polygon", { points: shape, class: "region-mark " + region.get(i),
        transform: "translate(" + x + " " + y + ") scale(0.62)", "data-region-cell": i }));
    }
    if (owner) {
      marks.append(...pieceShapes(s, x, y, i));
    }
    // On a Go board nearly every empty point is open: the closed ones are crossed instead (goMarksLayer).
    if (where.has(i) && !(go && !owner)) {
      marks.append(owner
        ? svg("circle", { cx: x, cy: y, r: 0.44, class: "capture-marker" + (removing(s) ? " removal-marker" : ""),
          "data-target": i })
        : svg("circle", { cx: x, cy: y, r: 0.11, class: "marker p" + (s.toMove + 1), "data-target": i }));
    }
    if (canMove.has(i) && selected === null) {
      marks.append(svg("circle", { cx: x, cy: y, r: 0.44, class: "movable-ring", "data-movable": i }));
    }
    if (i === selected) {
      marks.append(svg("circle", { cx: x, cy: y, r: 0.45, class: "selected-ring", "data-selected": i }));
    }
    if (s.part === "chain" && i === s.chain.from) {
      // The piece that must move on: a second, dashed ring outside the chosen one.
      marks.append(svg("circle", { cx: x, cy: y, r: 0.52, class: "chain-ring", "data-chain": i }));
    }
  });
  // The last turn: a placement ringed; a move or shot from its start (a dot) along a line to its end (a ring).
  for (const m of lastTurn(s)) {
    if (m.to === null || m.to < 0) continue;
    const [x, y] = geo.centres[m.to];
    if (m.from !== null) {
      const [fx, fy] = geo.centres[m.from];
      lastUnder.append(svg("line", { x1: fx, y1: fy, x2: x, y2: y, class: "last-path" }),
        svg("circle", { cx: fx, cy: fy, r: 0.1, class: "last-from", "data-last-from": m.from }));
    }
    lastOver.append(svg("circle", { cx: x, cy: y, r: s.cells[m.to] ? 0.14 : 0.2, class: "last", "data-last": m.to }));
  }
  layers.push(coordinates(s), cells, regions, lastUnder, marks, lastOver);
  if (go) layers.push(goMarksLayer(s, where));
  const overlay = thinkingOverlay(s);
  if (overlay) layers.push(overlay);
  board.replaceChildren(...layers);
}

/**
 * The board's coordinates, in the names the move list uses (a column letter and a row number, read
 * from the cell names the server sends): each column's letter one step beyond its lowest cell and
 * each row's number one step before its leftmost cell, continuing the column or the row, so that on
 * hex boards a letter stands at the end of its slanting column or diagonal.
 */
function coordinates(s) {
  const geo = s.geometry;
  const columns = new Map();
  const rows = new Map();
  s.game.cellNames.forEach((name, i) => {
    const parts = /^([a-z]+)(\d+)$/i.exec(name);
    if (!parts) return;
    if (!columns.has(parts[1])) columns.set(parts[1], []);
    if (!rows.has(parts[2])) rows.set(parts[2], []);
    columns.get(parts[1]).push(i);
    rows.get(parts[2]).push(i);
  });
  const g = svg("g", { class: "coordinates" });
  // The label goes one step past the end cell, away from its neighbour in the line (or along `away`).
  const put = (text, line, byEnd, away, kind) => {
    const sorted = [...line].sort((a, b) => byEnd(geo.centres[b]) - byEnd(geo.centres[a]));
    const [ex, ey] = geo.centres[sorted[0]];
    let [dx, dy] = away;
    if (sorted.length > 1) {
      const [nx, ny] = geo.centres[sorted[1]];
      const length = Math.hypot(ex - nx, ey - ny) || 1;
      [dx, dy] = [(ex - nx) / length, (ey - ny) / length];
    }
    const label = svg("text", { x: ex + dx * COORDINATE_STEP, y: ey + dy * COORDINATE_STEP,
      class: "coordinate", ["data-" + kind]: text });
    label.textContent = text;
    g.append(label);
  };
  for (const [letters, line] of columns) put(letters, line, ([, y]) => y, [0, 1], "column");
  for (const [number, line] of rows) put(number, line, ([x]) => -x, [-1, 0], "row");
  return g;
}

/** How the page names a marked region. */
function regionWord(region) {
  return region === "center" ? "centre square" : region === "corners" ? "corner square" : region;
}

/**
 * The shapes of the piece on cell i: a disc in its owner's colour, with its type's letter where the
 * type has one (a player's types after the first), or a grey block for a neutral piece.
 */
function pieceShapes(s, x, y, i) {
  const owner = s.cells[i];
  const type = s.pieces ? s.pieces[i] : null;
  const look = type ? lookOf(s, type) : null;
  const attrs = { "data-piece": i, "data-type": type };
  if (owner === 3) {
    return [svg("rect", { x: x - 0.3, y: y - 0.3, width: 0.6, height: 0.6, rx: 0.08, class: "piece neutral", ...attrs })];
  }
  const letter = look ? look.letters[owner - 1] : null;
  const out = [svg("circle", { cx: x, cy: y, r: stoneRadius(s), class: "piece p" + owner + (letter ? " lettered" : ""), ...attrs })];
  if (letter) {
    const label = svg("text", { x, y, class: "piece-letter p" + owner, "data-letter": letter, "data-cell": i });
    label.textContent = letter;
    out.push(label);
  }
  return out;
}

/**
 * What the agent's last search found for a cell, for the hover line, while the overlay shows: in a
 * placement game the visits and mean value of the placement there; in a game with moves the visits
 * of the moves that end there and the mean value of the most visited of them.
 */
function searched(s, cell) {
  const t = s.thinking;
  if (!$("show-thinking").checked || !t) return "";
  if (!s.game.moves) {
    if (!t.visits[cell]) return "";
    return " · searched " + t.visits[cell] + " times, mean value " + t.values[cell].toFixed(2);
  }
  const here = t.tried.filter(m => m.to === cell);
  if (!here.length) return "";
  const visits = here.reduce((n, m) => n + m.visits, 0);
  const best = here.reduce((a, m) => (m.visits > a.visits ? m : a));
  return " · moves here searched " + visits + " times, mean value " + best.value.toFixed(2)
    + (here.length > 1 ? " (from " + s.game.cellNames[best.from] + ")" : "");
}

/** The visits of the agent's last search per cell: the placement there, or the moves ending there. */
function visitsByCell(s) {
  const t = s.thinking;
  const out = new Map();
  if (!s.game.moves) {
    s.geometry.centres.forEach((_, i) => { if (t.visits[i]) out.set(i, t.visits[i]); });
  } else {
    for (const m of t.tried) if (m.to !== null && m.to >= 0) out.set(m.to, (out.get(m.to) || 0) + m.visits);
  }
  return out;
}

/**
 * The simulations of a search, told apart from its budget: fewer where it stopped at its time
 * limit, more where it kept the tree of its previous move (whose visits count too).
 */
function spent(t) {
  const b = t.budget;
  if (!b || t.simulations === b.simulations) return t.simulations + " simulations";
  if (t.simulations < b.simulations) {
    return t.simulations + " of its " + b.simulations + " simulations"
      + (b.timeLimitMs > 0 ? " (it stops after " + (b.timeLimitMs / 1000).toFixed(1) + " s)" : "");
  }
  return t.simulations + " simulations (its " + b.simulations + " and the tree kept from its previous move)";
}

/**
 * With "show thinking" on, the statistics of the agent's last search over the board: for every cell
 * it tried (placed on, or moved to), a disc whose area grows with the cell's share of the visits,
 * the visit count, and the mean value in the hover line (see searched); the cell it chose is ringed,
 * and a move it chose is drawn from its start. Null when hidden or absent.
 */
function thinkingOverlay(s) {
  const t = s.thinking;
  const caption = $("thinking");
  const shown = $("show-thinking").checked && t;
  caption.hidden = !shown;
  if (!shown) return null;
  const played = s.moves[t.move];
  const what = played ? played.name : t.action === s.game.passAction ? "pass" : s.game.cellNames[t.action];
  const passVisits = s.game.passAction !== null ? t.visits[s.game.passAction] : 0;
  const pass = passVisits > 0
    ? " Pass · searched " + passVisits + " times, mean value " + t.values[s.game.passAction].toFixed(2) + "." : "";
  caption.textContent = "Last search: " + spent(t) + " for move " + (t.move + 1) + ", which played "
    + what + "." + pass + (s.game.moves
      ? " The numbers count the visits of the moves ending on each cell; hover a cell for their value."
      : " The numbers count the visits of each move; hover a cell for its mean value.");
  const chosen = played && !played.pass ? played.to : -1;
  const g = svg("g", { class: "thinking-overlay" });
  if (played && played.from !== null && played.to !== null && played.to >= 0) {
    const [fx, fy] = s.geometry.centres[played.from];
    const [x, y] = s.geometry.centres[played.to];
    g.append(svg("line", { x1: fx, y1: fy, x2: x, y2: y, class: "thinking-path" }));
  }
  for (const [i, visits] of visitsByCell(s)) {
    const [x, y] = s.geometry.centres[i];
    const share = visits / t.simulations;
    const disc = svg("circle", { cx: x, cy: y, r: 0.12 + 0.3 * Math.sqrt(share),
      class: "thinking-disc" + (i === chosen ? " chosen" : ""), opacity: i === chosen ? 1 : 0.35 + 0.5 * share });
    const label = svg("text", { x, y, class: "thinking-visits", "data-visits": visits, "data-cell": i });
    label.textContent = String(visits);
    g.append(disc, label);
  }
  return g;
}

/** The legend of the marked squares: which regions the rules give a meaning, and where they are. */
function drawRegions(s) {
  const marked = s.game.marked;
  $("regions").hidden = marked.length === 0;
  const parts = ["Marked squares (the rules name them): "];
  marked.forEach((m, i) => {
    if (i > 0) parts.push(" · ");
    parts.push(el("span", { class: "region-swatch " + m.region }), " " + (m.region === "center" ? "centre" : m.region)
      + " " + m.cells.map(c => s.game.cellNames[c]).join(", "));
  });
  $("regions").replaceChildren(...parts);
}

/** The legend of the goal edges: who joins which edges. */
function drawGoals(s) {
  const goals = s.game.goals;
  $("goals").hidden = goals.length === 0;
  const parts = [];
  goals.forEach((goal, i) => {
    if (i > 0) parts.push(" · ");
    const edges = goal.edges.map(e => e.replace("_", "-"));
    const list = edges.length > 1 ? edges.slice(0, -1).join(", ") + " and " + edges[edges.length - 1] : edges[0];
    parts.push(swatch(goal.player), " P" + (goal.player + 1) + " joins " + list);
  });
  $("goals").replaceChildren(...parts);
}

/** The move list: "Start", then every move by name; each entry goes back to the position after it. */
function drawMoves(s) {
  const entry = (n, ...content) => {
    const button = el("button", { type: "button", class: "move", "data-moves": n,
      "aria-current": n === s.moves.length ? "step" : null }, ...content);
    button.addEventListener("click", () => goTo(n));
    return el("li", {}, button);
  };
  const items = [entry(0, "Start")];
  s.moves.forEach((m, i) => {
    items.push(entry(i + 1, el("span", { class: "num" }, (i + 1) + "."), swatch(m.player), " " + m.name,
      m.byAgent ? el("span", { class: "muted small" }, " (" + s.opponentLabel.toLowerCase() + ")") : null));
  });
  $("moves-box").hidden = false;
  const list = $("moves");
  list.classList.toggle("wide", s.game.moves);  // names such as b7/forward_right need wider entries
  list.replaceChildren(...items);
  list.scrollTop = list.scrollHeight;
}

function playerName(p, s) {
  const name = "P" + (p + 1);
  if (s.humanSeat === null || s.humanSeat === undefined) return name;
  return p === s.humanSeat ? name + " (you)" : name + " (" + s.opponentLabel.toLowerCase() + ")";
}

function swatch(p) {
  return el("span", { class: "swatch p" + (p + 1) });
}

function drawStatus(s) {
  const turn = $("turn");
  const result = $("result");
  if (s.over) {
    turn.replaceChildren(el("span", { class: "muted" }, "Game over"));
    result.hidden = false;
    result.dataset.winner = String(s.winner);
    result.dataset.kind = s.truncated ? "truncated" : s.winner < 0 ? "draw" : "win";
    result.replaceChildren(...(s.winner >= 0 ? [swatch(s.winner), " "] : []), s.result);
  } else {
    result.hidden = true;
    result.textContent = "";
    turn.replaceChildren(swatch(s.toMove), " ", playerName(s.toMove, s) + " to move"
      + (s.part === "shot" ? ": now the " + s.shotPiece : s.part === "chain" ? ": " + chainWords(s)
        : removing(s) ? ": " + removalWords(s) : ""));
  }
  const g = s.game;
  const phase = g.phases[s.phase];
  const order = [];
  phase.order.forEach((p, i) => {
    if (i > 0) order.push(" ");
    order.push(i === s.entry && phase.order.length > 1 ? el("b", { class: "current" }, p) : p);
  });
  $("phase").replaceChildren((s.phase + 1) + " of " + g.phases.length + ": " + phase.kind + " (", ...order, ")");
  $("step").textContent = String(s.step);
  if (!s.lastMove) {
    $("last").textContent = "—";
  } else {
    const lm = s.lastMove;
    const what = lm.name;
    $("last").replaceChildren(swatch(lm.player), " " + playerName(lm.player, s) + ": " + what);
  }
  // On a Go board the scores show once final; during the game its prisoners stand instead (drawCounting).
  const scored = Array.isArray(s.scores) && !(s.counting && !s.counting.finalScores);
  $("scores-label").hidden = !scored;
  $("scores-label").textContent = s.counting ? "Final score" : "Scores";
  $("scores").hidden = !scored;
  if (scored) {
    $("scores").replaceChildren(...byPlayer(s.scores));
  }
  drawCounting(s);
  $("pass").hidden = !s.passLegal;
  $("undo").disabled = !s.canUndo;
  $("new").disabled = false;
  $("options").disabled = false;
  if (Array.isArray(s.opponents)) showOpponents(s.opponents);
  $("opponent").value = s.opponent;
  $("seat").value = String(s.humanSeat === null ? Number($("seat").value) : s.humanSeat);
  $("seed").placeholder = String(s.seed);
  $("seat-label").hidden = s.opponent === "human";
  $("seed-label").hidden = s.opponent === "human";
  $("thinking-label").hidden = s.opponent === "human";
}

/**
 * Fills the opponent menu with the opponents on offer for this game; one that cannot play it (a network
 * trained for another board, say) is shown disabled, with the server's reason as its tooltip.
 */
function showOpponents(opponents) {
  const menu = $("opponent");
  const shown = JSON.stringify(opponents);
  if (menu.dataset.shown === shown) return;
  const chosen = menu.value;
  menu.replaceChildren(...opponents.map(o => el("option",
    { value: o.id, disabled: o.reason !== undefined, title: o.reason },
    o.reason === undefined ? o.label : o.label + " (cannot play this game)")));
  menu.dataset.shown = shown;
  if (opponents.some(o => o.id === chosen && o.reason === undefined)) menu.value = chosen;
}

// ------------------------------------------------------------------ the rules editor

function lineCount(text) {
  return text.split("\n").length;
}

function paintEditor() {
  const text = $("source").value;
  const lines = text.split("\n");
  const gutter = [];
  const back = [];
  lines.forEach((line, i) => {
    const n = i + 1;
    const spans = errorLines.get(n);
    gutter.push(el("span", { class: spans ? "bad" : null }, String(n)), "\n");
    if (!spans) {
      back.push(el("span", { "data-line": n }, line + " "), "\n");
      return;
    }
    // The line in light red, the construct itself (column and length of the first span) darker.
    const from = Math.min(line.length, Math.max(0, spans[0].column - 1));
    const to = Math.min(line.length + 1, from + Math.max(1, spans[0].length));
    const padded = line + " ";
    back.push(el("span", { class: "err-line", "data-line": n }, padded.slice(0, from),
      el("mark", { class: "err-span" }, padded.slice(from, to)), padded.slice(to)), "\n");
  });
  $("gutter").replaceChildren(...gutter);
  $("backdrop").replaceChildren(...back);
  syncScroll();
}

function syncScroll() {
  const t = $("source");
  $("backdrop").scrollTop = t.scrollTop;
  $("backdrop").scrollLeft = t.scrollLeft;
  $("gutter").scrollTop = t.scrollTop;
}

function clearDiagnostics() {
  errorLines = new Map();
  $("errors").replaceChildren();
  $("editor-message").textContent = "";
  $("editor-message").className = "message";
  paintEditor();
}

function showDiagnostics(diagnostics) {
  errorLines = new Map();
  for (const d of diagnostics.filter(d => d.line)) {
    if (!errorLines.has(d.line)) errorLines.set(d.line, []);
    errorLines.get(d.line).push({ column: d.column, length: d.length });
  }
  $("editor-message").textContent = diagnostics.length === 1 ? "1 error" : diagnostics.length + " errors";
  $("editor-message").className = "message error";
  $("errors").replaceChildren(...diagnostics.map(d => {
    const where = d.line ? "line " + d.line + ", column " + d.column : "";
    const item = el("li", { class: "diagnostic", "data-line": d.line, "data-column": d.column, title: d.text },
      el("span", { class: "where" }, where),
      el("span", { class: "what" }, d.message),
      d.hint ? el("span", { class: "hint" }, "hint: " + d.hint) : null);
    if (d.line) item.addEventListener("click", () => selectLine(d.line, d.column, d.length));
    return item;
  }));
  paintEditor();
  if (diagnostics.length && diagnostics[0].line) {
    selectLine(diagnostics[0].line, diagnostics[0].column, diagnostics[0].length, true);
  }
}

/** Puts the caret on a diagnostic's place and scrolls it into view. */
function selectLine(line, column, length, keepFocus) {
  const t = $("source");
  const lines = t.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  const from = start + Math.max(0, (column || 1) - 1);
  if (!keepFocus) t.focus();
  t.setSelectionRange(from, from + Math.max(1, length || 1));
  const lineHeight = parseFloat(getComputedStyle(t).lineHeight) || 18;
  t.scrollTop = Math.max(0, (line - 3) * lineHeight);
  syncScroll();
}

async function reloadRules() {
  const text = $("source").value;
  const started = await newSession(text);
  if (started) {
    $("editor-message").textContent = "Reloaded: a new game of the edited rules.";
    $("editor-message").className = "message ok";
    say("");
  }
}

async function revertRules() {
  const { ok, data } = await request("GET", "/api/source?game=" + encodeURIComponent(gameId));
  if (!ok) {
    $("editor-message").textContent = data.error;
    $("editor-message").className = "message error";
    return;
  }
  fileText = data.text;
  $("source").value = fileText;
  clearDiagnostics();
  if (await newSession(undefined)) {
    $("editor-message").textContent = "Back to the rules of " + data.file + ".";
    $("editor-message").className = "message ok";
  }
}

async function saveRules() {
  const file = state ? state.game.file : gameId + ".ldx";
  if (!confirm("Write the text in the editor over " + file + " in the games folder?")) return;
  const { ok, status, data } = await request("POST", "/api/save", { game: gameId, text: $("source").value });
  if (!ok) {
    if (status === 422) showDiagnostics(data.diagnostics);
    else {
      $("editor-message").textContent = data.error;
      $("editor-message").className = "message error";
    }
    return;
  }
  $("editor-message").textContent = "Saved to " + data.saved + ".";
  $("editor-message").className = "message ok";
}

// ------------------------------------------------------------------ start

async function start() {
  if (!gameId) {
    showNoBoard("No game named in the address; go back to the list.", "error");
    return;
  }
  const games = await api("GET", "/api/games");
  if (games.ok) {
    const entry = games.data.games.find(g => g.id === gameId);
    showOpponents(entry && entry.opponents ? entry.opponents : games.data.opponents);
    $("save").hidden = !games.data.save;
  }
  const source = await api("GET", "/api/source?game=" + encodeURIComponent(gameId));
  if (!source.ok) {
    showNoBoard(source.data.error, "error");
    return;
  }
  fileText = source.data.text;
  $("file-name").textContent = source.data.file;
  const saved = recall();
  editedSource = typeof saved.editedSource === "string" ? saved.editedSource : null;
  $("source").value = editedSource !== null ? editedSource : fileText;
  paintEditor();
  if (saved.session) {
    const { ok, data } = await request("GET", "/api/state?session=" + encodeURIComponent(saved.session));
    if (ok && data.game.id === gameId) {
      session = saved.session;
      render(data);
      return;
    }
  }
  await newSession(editedSource === null ? undefined : editedSource);
}

$("pass").addEventListener("click", () => state && play(state.game.passAction));
$("undo").addEventListener("click", undo);
$("new").addEventListener("click", () => { say(""); restart(); });
$("opponent").addEventListener("change", () => { say(""); restart(); });
$("seat").addEventListener("change", () => { say(""); restart(); });
$("show-thinking").addEventListener("change", () => state && drawBoard(state));
$("source").addEventListener("input", () => { errorLines = new Map(); paintEditor(); });
$("source").addEventListener("scroll", syncScroll);
$("reload").addEventListener("click", reloadRules);
$("revert").addEventListener("click", revertRules);
$("save").addEventListener("click", saveRules);
start();
