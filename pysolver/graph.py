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


def dependency_loops(graph: nx.DiGraph) -> list[list[str]]:
    """Dependency loops (613.8b): strongly connected components with more than one effect."""
    return [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]


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


# the file formats --graph writes, by the file name's suffix: DOT text, or an image Graphviz draws
DOT_SUFFIXES = (".dot", ".gv")
IMAGE_SUFFIXES = (".png", ".svg")


def graph_format_problem(path: str) -> str | None:
    """Why --graph cannot write this file (an unknown suffix, or an image without Graphviz), or
    None; checked before solving."""
    suffix = Path(path).suffix.lower()
    if suffix in IMAGE_SUFFIXES and shutil.which("dot") is None:
        return f"writing {suffix} needs Graphviz's `dot` on PATH; use a .dot file"
    if suffix in DOT_SUFFIXES + IMAGE_SUFFIXES:
        return None
    known = ", ".join(DOT_SUFFIXES + IMAGE_SUFFIXES)
    return (f"cannot write a graph as {suffix or 'a file without a suffix'}: the file name must end in "
            f"{known} (DOT text, or an image drawn by Graphviz)")


def write_graph(graph: nx.DiGraph, path: str) -> None:
    """Write DOT (.dot, .gv), or PNG or SVG through Graphviz's `dot` (.png, .svg)."""
    target = Path(path)
    dot = to_dot(graph)
    problem = graph_format_problem(path)
    if problem:
        raise ScenarioError(path, "--graph", problem)
    suffix = target.suffix.lower()
    if suffix in IMAGE_SUFFIXES:
        exe = shutil.which("dot") or "dot"
        result = subprocess.run([exe, "-T" + suffix[1:]], input=dot.encode(), capture_output=True, check=False)
        if result.returncode != 0:
            raise ScenarioError(path, "--graph", "Graphviz could not render the graph")
        data = result.stdout
        tmp = target.with_suffix(suffix + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(target)
    else:
        tmp = target.with_suffix(target.suffix + ".tmp")
        tmp.write_text(dot)
        tmp.replace(target)
