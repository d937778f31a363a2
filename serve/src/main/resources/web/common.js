// Helpers shared by the pages: JSON requests and element creation.
"use strict";

/** Sends a request to the server's API; resolves to {ok, status, data}, never rejects on HTTP errors. */
async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    return { ok: false, status: 0, data: { error: "The server cannot be reached (" + e.message + ")." } };
  }
  let data;
  try {
    data = await response.json();
  } catch (e) {
    data = { error: "The server answered " + response.status + " without a readable body." };
  }
  return { ok: response.ok, status: response.status, data };
}

/** Creates an HTML element with attributes and children (strings become text). */
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    node.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return node;
}

/** Creates an SVG element with attributes. */
function svg(tag, attrs) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== null && v !== undefined) node.setAttribute(k, v);
  }
  return node;
}
