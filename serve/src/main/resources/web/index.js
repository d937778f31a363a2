// The index page: every game of the folder, with its board and rules, or its error.
"use strict";

async function loadIndex() {
  const list = document.getElementById("games");
  const { ok, data } = await api("GET", "/api/games");
  if (!ok) {
    const err = document.getElementById("index-error");
    err.textContent = data.error;
    err.hidden = false;
    return;
  }
  document.getElementById("folder").textContent =
    data.games.length + " game" + (data.games.length === 1 ? "" : "s") + " in " + data.dir;
  list.replaceChildren();
  for (const g of data.games) {
    const href = "/play?game=" + encodeURIComponent(g.id);
    if (!g.valid) {
      list.append(el("li", { class: "game invalid", "data-game": g.id },
        el("div", { class: "game-head" },
          el("a", { href, class: "name" }, g.file),
          el("span", { class: "badge error-badge" }, "invalid")),
        el("pre", { class: "error-text" }, g.error),
        el("a", { href, class: "small" }, "Open in the editor →")));
      continue;
    }
    const rules = el("ul", { class: "rules" });
    if (g.start.length) rules.append(el("li", {}, el("b", {}, "start "), el("code", {}, g.start.join(" "))));
    g.phases.forEach((p, i) => rules.append(el("li", {}, el("b", {}, "phase " + (i + 1) + " "), el("code", {}, p))));
    g.end.forEach(e => rules.append(el("li", {}, el("b", {}, "end "), el("code", {}, e))));
    list.append(el("li", { class: "game", "data-game": g.id },
      el("div", { class: "game-head" },
        el("a", { href, class: "name" }, g.name),
        el("span", { class: "muted" }, g.file)),
      el("div", { class: "meta" },
        g.board + " · " + g.cells + " cells · " + g.actions + " actions" + (g.pass ? " (incl. pass)" : "")),
      rules));
  }
}

loadIndex();
