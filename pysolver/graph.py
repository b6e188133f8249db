"""The dependency graph of a run (613.8) as a networkx DiGraph, written as DOT or PNG."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import networkx as nx

from pysolver.errors import ScenarioError
from pysolver.results import Outcome


def dependency_graph(outcome: Outcome) -> nx.DiGraph:
    """Nodes: the effects applied, per layer; edges: effect -> the effect it depends on."""
    graph = nx.DiGraph()
    for layer, effects in outcome.order.items():
        for position, effect in enumerate(effects, start=1):
            graph.add_node(effect, layers=graph.nodes.get(effect, {}).get("layers", []) + [f"{layer}:{position}"])
    for dep in outcome.dependencies:
        graph.add_edge(dep.effect, dep.depends_on, layer=dep.layer)
    return graph


def cycles_of(edges: list[tuple[str, str]]) -> list[set[str]]:
    """The dependency loops (613.8b) among these dependencies (effect, effect it depends on): the
    strongly connected components with more than one effect."""
    return [set(c) for c in nx.strongly_connected_components(nx.DiGraph(edges)) if len(c) > 1]


def to_dot(graph: nx.DiGraph) -> str:
    """DOT text of the graph (no pydot/pygraphviz needed)."""
    def q(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    lines = ["digraph dependencies {", "  rankdir=LR;", "  node [shape=box];"]
    for node, data in graph.nodes(data=True):
        lines.append(f"  {q(node)} [label={q(node + chr(10) + 'layer ' + ', '.join(data.get('layers', [])))}];")
    for a, b, data in graph.edges(data=True):
        lines.append(f"  {q(a)} -> {q(b)} [label={q('depends on (layer ' + data['layer'] + ')')}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_graph(graph: nx.DiGraph, path: str) -> None:
    """Write DOT, or PNG through Graphviz's `dot` when the name ends in .png."""
    target = Path(path)
    dot = to_dot(graph)
    if target.suffix.lower() == ".png":
        exe = shutil.which("dot")
        if exe is None:
            raise ScenarioError(path, "--graph", "writing PNG needs Graphviz's `dot` on PATH; use a .dot file")
        result = subprocess.run([exe, "-Tpng"], input=dot.encode(), capture_output=True, check=False)
        if result.returncode != 0:
            raise ScenarioError(path, "--graph", "Graphviz could not render the graph")
        data = result.stdout
        tmp = target.with_suffix(".png.tmp")
        tmp.write_bytes(data)
        tmp.replace(target)
    else:
        tmp = target.with_suffix(target.suffix + ".tmp")
        tmp.write_text(dot)
        tmp.replace(target)
