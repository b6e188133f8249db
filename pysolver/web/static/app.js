// The page for judges: the board is one object (`board`), drawn as a form and written as YAML by the
// server (/api/yaml), read back from the YAML editor by the server (/api/board): both sides show the
// same board. Questions go to /api/ask/<question>; answers come with the command line's text.
"use strict";

const ZONES = ["battlefield", "hand", "library", "graveyard", "exile", "stack", "command"];
const QUESTIONS = ["layers", "attacks", "blocks", "replace", "explore"];
let board = {players: ["alice", "bob"], objects: []};
let cards = new Map();          // lower-case name -> {name, text}
let lastQuestion = "layers";
let formTimer = null, yamlTimer = null;
let formDirty = false, yamlDirty = false;   // an edit of that side not yet sent to the other
let syncing = Promise.resolve();

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

async function api(path, body) {
  const options = body === undefined ? {} :
    {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)};
  const response = await fetch(path, options);
  let data;
  try {
    data = await response.json();
  } catch (e) {
    data = {error: {kind: "server", lines: [{message: `the server answered ${response.status} ${response.statusText}`, field: ""}]}};
  }
  return data;
}

// ---------- the board and its two views ----------

function setOrDelete(object, key, value) {
  if (value === "" || value === undefined || value === null || value === false ||
      (Array.isArray(value) && value.length === 0) ||
      (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)) {
    delete object[key];
  } else {
    object[key] = value;
  }
}

function words(text) {
  return text.split(",").map((w) => w.trim()).filter((w) => w);
}

function number(text) {
  return /^-?\d+$/.test(text.trim()) ? parseInt(text, 10) : text.trim();
}

// "+1/+1: 2, charge: 1" <-> {"+1/+1": 2, charge: 1}
function pairs(text, numeric) {
  const out = {};
  for (const part of text.split(/[,;]/)) {
    if (!part.trim()) continue;
    const at = part.lastIndexOf(":");
    if (at < 0) { out[part.trim()] = numeric ? 1 : ""; continue; }
    const value = part.slice(at + 1).trim();
    out[part.slice(0, at).trim()] = numeric ? number(value) : value;
  }
  return out;
}

function pairsText(mapping) {
  if (!mapping || typeof mapping !== "object") return mapping === undefined ? "" : String(mapping);
  return Object.entries(mapping).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(" ") : v}`).join(", ");
}

function listText(value) {
  return Array.isArray(value) ? value.join(", ") : (value === undefined ? "" : String(value));
}

function players() {
  return Array.isArray(board.players) ? board.players.filter((p) => typeof p === "string") : [];
}

// the board's objects as the form shows them (none while `objects` is not a list: the YAML says why)
function objects() {
  return Array.isArray(board.objects) ? board.objects : [];
}

function objectList() {
  if (!Array.isArray(board.objects)) board.objects = [];
  return board.objects;
}

function newId(base) {
  const taken = new Set([...players(), ...objects().map((o) => o && o.id),
    ...(Array.isArray(board.effects) ? board.effects.map((e) => e && e.id) : [])]);
  let stem = (base.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "") || "object");
  if (!/^[a-z]/.test(stem)) stem = "o_" + stem;
  stem = stem.slice(0, 40);
  let id = stem, n = 2;
  while (taken.has(id)) id = `${stem}_${n++}`;
  return id;
}

function combatPart(part) {
  if (!board.combat || typeof board.combat !== "object") board.combat = {};
  if (!board.combat[part] || typeof board.combat[part] !== "object") board.combat[part] = {};
  return board.combat[part];
}

function tidyCombat() {
  if (!board.combat || typeof board.combat !== "object") return;
  for (const part of ["attackers", "blockers"]) {
    if (board.combat[part] && Object.keys(board.combat[part]).length === 0) delete board.combat[part];
  }
  if (Object.keys(board.combat).length === 0) delete board.combat;
}

function field(label, input, name) {
  input.dataset.field = name;
  return el("label", {class: "field"}, label, input);
}

function input(value, onchange, attrs = {}) {
  const node = el("input", {value: value === undefined || value === null ? "" : String(value), ...attrs});
  node.addEventListener("input", () => { onchange(node.value); formChanged(); });
  return node;
}

function select(options, value, onchange, attrs = {}) {
  const node = el("select", attrs, options.map(([v, label]) => el("option", {value: v, selected: v === (value ?? "")}, label)));
  node.addEventListener("change", () => { onchange(node.value); formChanged(); });
  return node;
}

function checkbox(label, value, onchange, name) {
  const node = el("input", {type: "checkbox", checked: !!value});
  node.addEventListener("change", () => { onchange(node.checked); formChanged(); });
  node.dataset.field = name;
  return el("label", {class: "check"}, node, " " + label);
}

// the choices a library card needs made as it enters, as a hint ("color: …")
function choicesNeeded(obj) {
  const card = typeof obj.card === "string" ? cards.get(obj.card.trim().toLowerCase()) : undefined;
  return card && card.choices.length ? card.choices.map((key) => `${key}: …`).join(", ") : "";
}

function oracleText(name) {
  const card = typeof name === "string" ? cards.get(name.trim().toLowerCase()) : undefined;
  return card ? card.text : "";
}

function renderForm() {
  const list = players();
  $("players").value = list.join(", ");
  const active = $("active");
  active.replaceChildren(el("option", {value: ""}, "the first"),
    ...list.map((p) => el("option", {value: p, selected: p === board.active}, p)));
  const box = $("objects");
  box.replaceChildren(...objects().map((obj, i) => objectRow(obj, i)));
}

function objectRow(obj, i) {
  if (!obj || typeof obj !== "object") {
    return el("div", {class: "object"}, `objects[${i}] is not a mapping: edit it in the YAML`);
  }
  const at = `objects[${i}]`;
  const owners = [["", "the active player"], ...players().map((p) => [p, p])];
  const ids = objects().filter((o) => o && o !== obj && o.id).map((o) => [o.id, o.id]);
  const custom = obj.custom && typeof obj.custom === "object";
  const oracle = el("pre", {class: "oracle"}, custom ? "" : oracleText(obj.card));
  const head = el("div", {class: "object-head"},
    el("span", {class: "handle", title: "drag to reorder (the timestamp follows)", draggable: "true"}, "⠿"),
    field("id", input(obj.id, (v) => setOrDelete(obj, "id", v.trim()), {size: 10}), `${at}.id`),
    custom ? el("span", {class: "kind"}, "custom object")
      : field("card", input(obj.card, (v) => { setOrDelete(obj, "card", v); oracle.textContent = oracleText(v); },
        {list: "card-names", size: 26, class: "card-name"}), `${at}.card`),
    el("button", {type: "button", class: "remove", title: "remove this object", onclick: () => {
      objects().splice(i, 1); renderForm(); formChanged(); }}, "✕"));
  const details = el("div", {class: "object-fields"},
    field("owner", select(owners, obj.owner, (v) => setOrDelete(obj, "owner", v)), `${at}.owner`),
    field("controller", select([["", "the owner"], ...players().map((p) => [p, p])], obj.controller,
      (v) => setOrDelete(obj, "controller", v)), `${at}.controller`),
    field("timestamp", input(obj.timestamp, (v) => setOrDelete(obj, "timestamp", v.trim() === "" ? "" : number(v)),
      {size: 3, placeholder: String(i + 1)}), `${at}.timestamp`),
    field("zone", select(ZONES.map((z) => [z === "battlefield" ? "" : z, z]), obj.zone,
      (v) => setOrDelete(obj, "zone", v)), `${at}.zone`),
    field("attached to", select([["", "nothing"], ...ids], obj.attached_to,
      (v) => setOrDelete(obj, "attached_to", v)), `${at}.attached_to`),
    field("counters", input(pairsText(obj.counters), (v) => setOrDelete(obj, "counters", pairs(v, true)),
      {size: 14, placeholder: "+1/+1: 2, charge: 1"}), `${at}.counters`),
    field("choices", input(pairsText(obj.choices), (v) => setOrDelete(obj, "choices", pairs(v, false)),
      {size: 14, placeholder: choicesNeeded(obj) || "color: red"}), `${at}.choices`),
    checkbox("tapped", obj.tapped, (v) => setOrDelete(obj, "tapped", v), `${at}.tapped`),
    checkbox("face down", obj.face_down, (v) => setOrDelete(obj, "face_down", v), `${at}.face_down`),
    checkbox("token", obj.token, (v) => setOrDelete(obj, "token", v), `${at}.token`),
    field("attacks", input(obj.id && board.combat && board.combat.attackers ? board.combat.attackers[obj.id] : "",
      (v) => { if (obj.id) { setOrDelete(combatPart("attackers"), obj.id, v.trim()); tidyCombat(); } },
      {size: 8, placeholder: "player"}), `combat.attackers.${obj.id}`),
    field("blocks", input(obj.id && board.combat && board.combat.blockers ? listText(board.combat.blockers[obj.id]) : "",
      (v) => { if (obj.id) { setOrDelete(combatPart("blockers"), obj.id, words(v)); tidyCombat(); } },
      {size: 10, placeholder: "attacker ids"}), `combat.blockers.${obj.id}`));
  const row = el("div", {class: "object", "data-index": i}, head, custom ? customFields(obj, at) : oracle, details);
  row.addEventListener("dragover", (e) => { e.preventDefault(); row.classList.add("drop"); });
  row.addEventListener("dragleave", () => row.classList.remove("drop"));
  row.addEventListener("drop", (e) => {
    e.preventDefault();
    moveObject(parseInt(e.dataTransfer.getData("text/plain"), 10), i);
  });
  head.querySelector(".handle").addEventListener("dragstart", (e) => {
    e.dataTransfer.setData("text/plain", String(i));
    e.dataTransfer.setDragImage(row, 10, 10);
  });
  return row;
}

function customFields(obj, at) {
  const c = obj.custom;
  const set = (key, value) => setOrDelete(c, key, value);
  return el("div", {class: "object-fields custom"},
    field("name", input(c.name, (v) => set("name", v), {size: 16}), `${at}.custom.name`),
    field("mana cost", input(c.mana_cost, (v) => set("mana_cost", v), {size: 8, placeholder: "{1}{G}"}), `${at}.custom.mana_cost`),
    field("supertypes", input(listText(c.supertypes), (v) => set("supertypes", words(v)), {size: 8}), `${at}.custom.supertypes`),
    field("types", input(listText(c.types), (v) => set("types", words(v)), {size: 12, placeholder: "creature"}), `${at}.custom.types`),
    field("subtypes", input(listText(c.subtypes), (v) => set("subtypes", words(v)), {size: 12}), `${at}.custom.subtypes`),
    field("power", input(c.power, (v) => set("power", number(v)), {size: 3}), `${at}.custom.power`),
    field("toughness", input(c.toughness, (v) => set("toughness", number(v)), {size: 3}), `${at}.custom.toughness`),
    field("abilities (one a line)", textarea(Array.isArray(c.abilities) ? c.abilities.join("\n") : "",
      (v) => set("abilities", v.split("\n").map((a) => a.trim()).filter((a) => a))), `${at}.custom.abilities`),
    field("add an ability", abilityInput(c), `${at}.custom.add`));
}

// an ability text from the library's list (`mtgsolve abilities`), added when Enter is pressed
function abilityInput(custom) {
  const node = el("input", {list: "ability-texts", size: 30, placeholder: "e.g. flying, or an Oracle text"});
  node.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || !node.value.trim()) return;
    e.preventDefault();
    custom.abilities = [...(Array.isArray(custom.abilities) ? custom.abilities : []), node.value.trim()];
    renderForm();
    formChanged();
  });
  return node;
}

function textarea(value, onchange) {
  const node = el("textarea", {rows: 2, cols: 40});
  node.value = value;
  node.addEventListener("input", () => { onchange(node.value); formChanged(); });
  return node;
}

// a dragged object takes the place of the one it is dropped on; objects with a timestamp are
// numbered again in their new order (the others keep taking their place's, 613.7)
function moveObject(from, to) {
  const list = objects();
  if (Number.isNaN(from) || from === to || from < 0 || from >= list.length) return;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  list.forEach((obj, i) => { if (obj && typeof obj === "object" && "timestamp" in obj) obj.timestamp = i + 1; });
  renderForm();
  formChanged();
}

function addCard(name) {
  const card = cards.get(name.trim().toLowerCase());
  const shown = card ? card.name : name.trim();
  if (!shown) return;
  objectList().push({id: newId(shown.split(",")[0]), card: shown});
  renderForm();
  formChanged();
}

function addCustom() {
  objectList().push({id: newId("custom"), custom: {name: "Test Object", types: ["creature"], power: 1, toughness: 1}});
  renderForm();
  formChanged();
}

function formChanged() {
  formDirty = true;
  clearTimeout(formTimer);
  formTimer = setTimeout(() => { syncing = writeYaml(); }, 200);
}

async function writeYaml() {
  formDirty = false;
  const data = await api("/api/yaml", {board});
  if (data.error) { showProblems(data.error.lines); return; }
  $("yaml").value = data.yaml;
  $("yaml-problem").hidden = true;
  showProblems(data.problems);
}

function yamlChanged() {
  yamlDirty = true;
  clearTimeout(yamlTimer);
  yamlTimer = setTimeout(() => { syncing = readYaml(); }, 300);
}

async function readYaml() {
  yamlDirty = false;
  const data = await api("/api/board", {yaml: $("yaml").value});
  if (data.error) {
    const box = $("yaml-problem");
    box.replaceChildren(...data.error.lines.map((l) => el("div", {class: "problem"}, l.message)));
    box.hidden = false;
    return;
  }
  $("yaml-problem").hidden = true;
  board = data.board && typeof data.board === "object" && !Array.isArray(data.board) ? data.board : {};
  renderForm();
  showProblems(data.problems);
}

// each problem listed above the form, and again beside the field it names when the form shows it
function showProblems(lines) {
  document.querySelectorAll("#board-form .beside").forEach((n) => n.remove());
  document.querySelectorAll("#board-form .bad").forEach((n) => n.classList.remove("bad"));
  const box = $("problems");
  box.hidden = !lines || lines.length === 0;
  if (box.hidden) return;
  box.replaceChildren(el("strong", {}, "The command line would refuse this board:"),
    ...lines.map((l) => el("div", {class: "problem"}, l.message)));
  for (const line of lines) {
    const target = fieldElement(line.field || "");
    if (!target) continue;
    target.classList.add("bad");
    target.after(el("div", {class: "problem beside"}, line.message));
  }
}

function fieldElement(name) {
  let probe = name;
  while (probe) {
    const found = document.querySelector(`#board-form [data-field="${CSS.escape(probe)}"]`);
    if (found) return found.closest("label") || found;
    const object = /^objects\[(\d+)\]$/.exec(probe);
    if (object) return document.querySelector(`#objects .object[data-index="${object[1]}"] .object-head`);
    const cut = Math.max(probe.lastIndexOf("."), probe.lastIndexOf("["));
    probe = cut > 0 ? probe.slice(0, cut) : "";
  }
  return null;
}

// ---------- completion of card names ----------

function matches(text) {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  const all = [...cards.values()];
  const starts = all.filter((c) => c.name.toLowerCase().startsWith(wanted));
  const within = all.filter((c) => !c.name.toLowerCase().startsWith(wanted) && c.name.toLowerCase().includes(wanted));
  return starts.concat(within).slice(0, 8);
}

let suggested = [], selected = 0;   // the suggestions shown, and the one Enter takes

function showSuggestions() {
  const list = $("suggestions");
  const found = matches($("add-card").value);
  suggested = found;
  selected = 0;
  list.replaceChildren(...found.map((card, i) => el("li", {role: "option", "aria-selected": i === 0 ? "true" : "false",
    onmousedown: (e) => { e.preventDefault(); choose(card.name); }},
  el("strong", {}, card.name), el("pre", {}, card.text.split("\n").slice(1).join("\n")))));
  list.hidden = found.length === 0;
}

function moveSelection(step) {
  if (!suggested.length) return;
  selected = (selected + step + suggested.length) % suggested.length;
  $("suggestions").querySelectorAll("li").forEach((li, i) => {
    li.setAttribute("aria-selected", i === selected ? "true" : "false");
    if (i === selected) li.scrollIntoView({block: "nearest"});
  });
}

function choose(name) {
  addCard(name);
  $("add-card").value = "";
  $("suggestions").hidden = true;
}

// ---------- questions and answers ----------

async function ask(question) {
  lastQuestion = question;
  clearTimeout(formTimer); clearTimeout(yamlTimer);
  await syncing;
  if (formDirty) await writeYaml();
  if (yamlDirty) await readYaml();
  const started = performance.now();
  $("status").textContent = `asking ${question}…`;
  document.querySelectorAll(".ask").forEach((b) => b.classList.toggle("current", b.dataset.question === question));
  const data = await api(`/api/ask/${question}`, {yaml: $("yaml").value, ...options(question)});
  showAnswer(question, data);
  const ms = Math.round(performance.now() - started);
  $("status").textContent = data.error ? `refused (${ms} ms)` : `answered in ${ms} ms`;
  $("status").dataset.ms = String(ms);
  setFragment(question);
}

function showAnswer(question, data) {
  const box = $("answer");
  if (data.error) {
    const title = data.error.kind === "limit" ? "A solver limit was reached (the command line's exit status 3):"
      : "The command line would refuse this board (exit status 2):";
    box.replaceChildren(el("div", {class: "problems error"}, el("strong", {}, title),
      ...data.error.lines.map((l) => el("div", {class: "problem"}, l.message))));
    if (data.error.kind !== "limit") showProblems(data.error.lines);
    return;
  }
  const parts = [el("h2", {}, `Answer: ${question}`)];
  if (question === "layers") parts.push(...layersParts(data));
  if (question === "attacks" || question === "blocks") parts.push(...combatParts(data));
  parts.push(el("h3", {}, `In words, as `, el("code", {}, `mtgsolve ${question}${question === "layers" ? " --trace" : ""} board.yaml`), " says it"));
  parts.push(el("pre", {class: "cli", id: "answer-text"}, data.text));
  parts.push(el("details", {}, el("summary", {}, "JSON (", el("code", {}, "--json"), ")"),
    el("pre", {class: "json"}, JSON.stringify(data.json, null, 2))));
  box.replaceChildren(...parts);
}

function title(word) {
  return word.replace(/(^|[\s-])([a-z])/g, (m, a, b) => a + b.toUpperCase());
}

function typeLine(o) {
  const left = [...(o.supertypes || []), ...(o.types || [])].map(title).join(" ");
  const sub = (o.subtypes || []).map(title).join(" ");
  return sub ? `${left} — ${sub}` : left;
}

function layersParts(data) {
  const outcomes = data.json.outcomes;
  const parts = [];
  if (outcomes.length > 1) {
    parts.push(el("p", {class: "note"}, `${outcomes.length} outcomes: equal timestamps, and the active player chooses their order (613.7m).`));
  }
  outcomes.forEach((outcome, i) => {
    if (outcomes.length > 1) parts.push(el("h3", {}, `Outcome ${i + 1}`));
    const rows = Object.entries(outcome.objects).map(([id, o]) => el("tr", {},
      el("td", {}, el("code", {}, id)), el("td", {}, o.name || "(no name)"), el("td", {}, o.controller || ""),
      el("td", {}, typeLine(o)), el("td", {}, (o.colors || []).join(", ") || "colorless"),
      el("td", {class: "pt"}, o.power === null || o.power === undefined ? "" : `${o.power}/${o.toughness}`),
      el("td", {}, el("ul", {}, (o.abilities || []).map((a) => el("li", {}, a)))),
      el("td", {}, el("details", {class: "why"}, el("summary", {}, "why"),
        el("pre", {}, data.explain && data.explain[i] ? data.explain[i][id] : "")))));
    parts.push(el("table", {class: "characteristics"},
      el("thead", {}, el("tr", {}, ["id", "name", "controller", "type line", "colors", "P/T", "abilities", ""].map((h) => el("th", {}, h)))),
      el("tbody", {}, rows)));
    if (data.graphs && data.graphs[i]) {
      const figure = el("figure", {class: "graph"});
      figure.innerHTML = data.graphs[i];   // drawn by the server (matplotlib), not from the board's text
      figure.append(el("figcaption", {}, "The dependency graph (613.8): an arrow points to the effect depended on."));
      parts.push(figure);
    }
  });
  return parts;
}

function combatParts(data) {
  const parts = [];
  if (data.checked) {
    const c = data.checked;
    parts.push(el("div", {class: `checked ${c.legal ? "legal" : "illegal"}`, id: "checked"},
      el("strong", {}, c.legal ? "Legal: " : "Illegal: "), c.declaration,
      el("div", {class: "reason"}, c.reason)));
  }
  parts.push(el("h3", {}, `Legal declarations (${data.legal.length}${data.truncated ? ", more exist" : ""})`));
  parts.push(el("ol", {class: "declarations"}, data.legal.map((d) => el("li", {}, d))));
  return parts;
}

// ---------- sharing ----------

function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  bytes.forEach((b) => { binary += String.fromCharCode(b); });
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function setFragment(question) {
  const flags = Object.entries(options(question)).map(([k, v]) => `&${k}=${v}`).join("");
  history.replaceState(null, "", `#q=${question}${flags}&yaml=${toBase64Url($("yaml").value)}`);
}

async function readFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (!params.has("yaml")) return false;
  try {
    $("yaml").value = fromBase64Url(params.get("yaml"));
  } catch (e) {
    $("status").textContent = "the link's board cannot be read";
    return false;
  }
  await readYaml();
  $("opt-limit").value = params.get("limit") || "";
  $("opt-seed").value = params.get("seed") || "";
  const question = params.get("q");
  if (QUESTIONS.includes(question)) await ask(question);
  return true;
}

// --limit (attacks, blocks, explore) and --seed (explore) when given; else the command's defaults
function options(question) {
  const chosen = {};
  const limit = $("opt-limit").value.trim(), seed = $("opt-seed").value.trim();
  if (limit && question !== "layers" && question !== "replace") chosen.limit = Number(limit);
  if (seed && question === "explore") chosen.seed = Number(seed);
  return chosen;
}

function commandLine() {
  const text = $("yaml").value.endsWith("\n") ? $("yaml").value : $("yaml").value + "\n";
  let end = "EOF";
  while (text.split("\n").includes(end)) end += "_";
  const flags = Object.entries(options(lastQuestion)).map(([k, v]) => ` --${k} ${v}`).join("");
  return `mtgsolve ${lastQuestion}${flags} - <<'${end}'\n${text}${end}\n`;
}

async function copyCommand() {
  const shown = $("command-line");
  shown.textContent = commandLine();
  shown.hidden = false;
  try {
    await navigator.clipboard.writeText(shown.textContent);
    $("status").textContent = "command line copied";
  } catch (e) {
    $("status").textContent = "select the command line below to copy it";
  }
}

function download() {
  const link = el("a", {href: URL.createObjectURL(new Blob([$("yaml").value], {type: "application/yaml"})),
    download: "board.yaml"});
  document.body.append(link);
  link.click();
  link.remove();
}

async function share() {
  setFragment(lastQuestion);
  try {
    await navigator.clipboard.writeText(location.href);
    $("status").textContent = "link copied (it holds the board and the question)";
  } catch (e) {
    $("status").textContent = "the address bar holds the link";
  }
}

// ---------- start ----------

async function start() {
  $("yaml").addEventListener("input", yamlChanged);
  $("players").addEventListener("input", () => { setOrDelete(board, "players", words($("players").value)); formChanged(); });
  $("active").addEventListener("change", () => { setOrDelete(board, "active", $("active").value); formChanged(); });
  $("add-card").addEventListener("input", showSuggestions);
  $("add-card").addEventListener("blur", () => { $("suggestions").hidden = true; });
  $("add-card").addEventListener("keydown", (e) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      moveSelection(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Escape") {
      $("suggestions").hidden = true;
    } else if (e.key === "Enter") {
      e.preventDefault();
      const found = matches($("add-card").value);
      if (found.length) choose(found[Math.min(selected, found.length - 1)].name);
      else if ($("add-card").value.trim()) choose($("add-card").value);
    }
  });
  $("add-custom").addEventListener("click", addCustom);
  $("share").addEventListener("click", share);
  $("download").addEventListener("click", download);
  $("copy-command").addEventListener("click", copyCommand);
  document.querySelectorAll(".ask").forEach((b) => b.addEventListener("click", () => ask(b.dataset.question)));
  const [cardList, examples, abilities] = await Promise.all([api("/api/cards"), api("/api/examples"), api("/api/abilities")]);
  for (const card of cardList.cards || []) cards.set(card.name.toLowerCase(), card);
  $("card-names").replaceChildren(...(cardList.cards || []).map((c) => el("option", {value: c.name})));
  $("ability-texts").replaceChildren(...(abilities.abilities || []).map((a) => el("option", {value: a})));
  const choice = $("examples");
  for (const example of examples.examples || []) choice.append(el("option", {value: example.yaml}, example.name));
  choice.addEventListener("change", async () => {
    if (!choice.value) return;
    $("yaml").value = choice.value;
    await readYaml();
  });
  if (!(await readFragment())) {
    renderForm();
    await writeYaml();
  }
  window.addEventListener("hashchange", readFragment);  // a link pasted into this page's address bar
  document.body.dataset.ready = "true";
}

start();
