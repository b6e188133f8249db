"""The dependency graph of a run (613.8) as a networkx DiGraph, written as DOT or drawn (PNG, SVG)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any, BinaryIO

import networkx as nx

from pysolver.questions.layers.model import Outcome


def dependency_graph(outcome: Outcome) -> nx.DiGraph:
    """Nodes: every effect applied (with the (sub)layers and places it applied in) and every effect a
    dependency names that never applied (`applied` false, with why: 604.1, 613.6); each named by
    its id, its card and ability in words (`label`). Edges: effect -> each effect it depends on,
    every dependency found (613.8a), with the layer."""
    graph = nx.DiGraph()
    for layer, effects in outcome.order.items():
        for position, effect in enumerate(effects, start=1):
            graph.add_node(effect, layers=graph.nodes.get(effect, {}).get("layers", []) + [f"{layer}:{position}"],
                           applied=True)
    for dep in outcome.dependencies:
        for effect in (dep.effect, dep.depends_on):
            if effect not in graph:
                graph.add_node(effect, layers=[], applied=False, why=never_applied(outcome, effect))
        graph.add_edge(dep.effect, dep.depends_on, layer=dep.layer)
    for effect, data in graph.nodes(data=True):
        data["label"] = _label(effect, outcome.effect_words.get(effect, ""), data)
    return graph


def never_applied(outcome: Outcome, effect: str) -> str:
    """Why an effect a dependency names never applied, from the run's history (when one was kept)."""
    history = outcome.history
    if history is not None:
        gone = [k for k, name, _layer, _obj, _ability in history.gone if name == effect]
        if gone:
            return f"its ability was gone at step {min(gone)} before it applied (604.1, 613.6)"
        if any(name == effect for _k, name, _layer in history.unmet):
            return "its condition did not hold when it would have applied (604.1)"
    return "it did not apply"


def _label(effect: str, words: str, data: dict[str, Any]) -> str:
    """An effect's label: its id, its card and ability in words (wrapped), where it applied or why not."""
    lines = [effect, *textwrap.wrap(words, LABEL_WIDTH)]
    if data["applied"]:
        lines.append("layer " + ", ".join(data["layers"]))
    else:
        lines += textwrap.wrap("never applied: " + data["why"], LABEL_WIDTH)
    return "\n".join(lines)


# the width of the lines of an effect's label
LABEL_WIDTH = 40


def to_dot(graph: nx.DiGraph) -> str:
    """DOT text of the graph (no pydot/pygraphviz needed): an effect that never applied is dashed."""
    def q(text: str) -> str:
        escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        return f'"{escaped}"'

    lines = ["digraph dependencies {", "  rankdir=LR;", "  node [shape=box];"]
    for node, data in graph.nodes(data=True):
        style = "" if data["applied"] else ", style=dashed"
        lines.append(f"  {q(node)} [label={q(data['label'])}{style}];")
    for a, b, data in graph.edges(data=True):
        lines.append(f"  {q(a)} -> {q(b)} [label={q('depends on (layer ' + data['layer'] + ')')}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


# the formats --graph writes, by the file name's suffix: DOT text, or a picture drawn by matplotlib
DOT_SUFFIXES = (".dot", ".gv")
PICTURE_SUFFIXES = (".png", ".svg")


def graph_format_problem(path: str) -> str | None:
    """Why --graph cannot write the file `path` names (a suffix of no known format), or None;
    checked before solving."""
    suffix = Path(path).suffix.lower()
    if suffix in DOT_SUFFIXES + PICTURE_SUFFIXES:
        return None
    return (f"cannot write a graph as {suffix or 'a file without a suffix'}: the file name must end in "
            f"{', '.join(DOT_SUFFIXES)} (DOT text) or {', '.join(PICTURE_SUFFIXES)} (a picture drawn with matplotlib)")


def graph_format(path: str) -> str:
    """The format of the graph file `path` names: "dot" or a picture format ("png", "svg"),
    from its suffix (case-insensitive; graph_format_problem refuses the others)."""
    suffix = Path(path).suffix.lower()
    return suffix[1:] if suffix in PICTURE_SUFFIXES else "dot"


def draw(graph: nx.DiGraph, target: Path | BinaryIO, fmt: str) -> None:
    """Draw the graph with matplotlib (imported here: it takes a second to load) into `target`:
    each effect with the layers it applied in, an arrow to each effect it depends on."""
    import matplotlib

    matplotlib.use("Agg")  # no display needed
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(max(4.0, 2.2 * graph.number_of_nodes() ** 0.5 + 2), 4.5))
    axes.set_axis_off()
    if graph.number_of_nodes() == 0:
        axes.text(0.5, 0.5, "no continuous effects applied", ha="center", va="center")
    else:
        layout = nx.circular_layout(graph) if graph.number_of_nodes() > 2 else nx.spring_layout(graph, seed=0)
        labels = {node: data["label"] for node, data in graph.nodes(data=True)}
        applied = [node for node, data in graph.nodes(data=True) if data["applied"]]
        never = [node for node, data in graph.nodes(data=True) if not data["applied"]]
        nx.draw_networkx_nodes(graph, layout, nodelist=applied, ax=axes, node_shape="s", node_size=2600,
                               node_color="#dde8f5")
        if never:  # dashed: the effects that never applied
            nx.draw_networkx_nodes(graph, layout, nodelist=never, ax=axes, node_shape="s", node_size=2600,
                                   node_color="white", edgecolors="grey", linewidths=1.2).set_linestyle("dashed")
        nx.draw_networkx_labels(graph, layout, labels=labels, ax=axes, font_size=8)
        nx.draw_networkx_edges(graph, layout, ax=axes, arrows=True, arrowsize=16, node_size=2600,
                               connectionstyle="arc3,rad=0.15", node_shape="s")
        nx.draw_networkx_edge_labels(graph, layout, ax=axes, font_size=7, connectionstyle="arc3,rad=0.15",
                                     edge_labels={(a, b): f"depends on ({d['layer']})"
                                                  for a, b, d in graph.edges(data=True)})
        axes.margins(0.25)
    axes.set_title("Dependencies (613.8): an arrow points to the effect depended on", fontsize=9)
    figure.savefig(target, format=fmt, bbox_inches="tight")
    plt.close(figure)


def write_graph(graph: nx.DiGraph, path: str) -> None:
    """Write the graph as DOT (.dot, .gv) or draw it as a picture (.png, .svg) with matplotlib; made
    under a fresh name beside the target, then renamed onto it (pysolver.writing)."""
    from pysolver.writing import write_text_whole, write_whole

    target = Path(path)
    fmt = graph_format(path)
    if fmt == "dot":
        write_text_whole(target, to_dot(graph))
    else:
        write_whole(target, lambda stream: draw(graph, stream, fmt))
