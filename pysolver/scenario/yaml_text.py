"""Reading scenario text: safe YAML (JSON is YAML too), hardened against hostile input.

Aliases, duplicate keys, deep nesting and large files are refused with a one-line error; nothing of
the text is ever executed.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from pysolver.errors import ScenarioError
from pysolver.scenario.fields import show

MAX_BYTES = 1_000_000
MAX_DEPTH = 20
# an integer written with more characters than this is refused as it is read (no count of anything
# comes near; Python itself refuses to convert more than 4,300 digits)
MAX_DIGITS = 100


class _Hardened(yaml.composer.Composer, yaml.constructor.SafeConstructor):
    """Safe YAML, stricter: no aliases ("billion laughs"), no duplicate keys, bounded nesting;
    dates stay strings, and a value that cannot be built (`!!int x`) is a YAML error.

    The composer and constructor of both loaders below, which add a parser and the resolver."""

    _depth = 0  # nesting of the node being composed

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed", event.start_mark)
        if self._depth >= MAX_DEPTH:
            raise yaml.composer.ComposerError(None, None, f"nested deeper than {MAX_DEPTH} levels",
                                              event.start_mark)
        self._depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_object(self, node: Any, deep: bool = False) -> Any:
        if node.tag == "tag:yaml.org,2002:int" and isinstance(node.value, str) and len(node.value) > MAX_DIGITS:
            raise yaml.constructor.ConstructorError(
                None, None, f"an integer of {len(node.value)} characters, far outside the 32-bit range the solver "
                            "supports", node.start_mark)
        try:
            return super().construct_object(node, deep)
        except yaml.YAMLError:
            raise
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError) as exc:
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read the value as {node.tag.rsplit(':', 1)[-1]} ({exc})",
                node.start_mark) from None

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            merges = 0
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    merges += 1
                    if merges > 1:  # (PyYAML would merge both; a key given twice, as any other)
                        raise yaml.constructor.ConstructorError(
                            None, None, "duplicate merge key '<<' in a mapping", key_node.start_mark)
                    continue
                if not isinstance(key_node, yaml.ScalarNode):
                    continue
                key = self.construct_object(key_node)
                try:
                    duplicate = key in seen
                    seen.add(key)
                except TypeError:
                    continue  # unhashable: the base class says so
                if duplicate:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {show(key)} in a mapping", key_node.start_mark)
        return super().construct_mapping(node, deep)


_Hardened.add_constructor("tag:yaml.org,2002:timestamp", _Hardened.construct_yaml_str)


class _Loader(_Hardened, yaml.SafeLoader):
    """The reference loader: PyYAML's own scanner and parser, which word every YAML error."""


# The same checks on libyaml's parser, three to four times faster, for text both parsers read alike.
# They differ on tabs, "?" and "!" in places, block scalar headers (| >) and byte-order marks
# (tests/test_yaml_loader.py): text holding any of these, a Unicode line break (to be safe) or a
# character YAML does not accept goes to the reference loader alone, and so does text the fast
# loader refuses, so that every error reads as before.
_FastLoader: type | None = None
_NOT_FOR_FAST = re.compile(r"[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff?!|>]")
if yaml.__with_libyaml__:
    class _CLoader(_Hardened, yaml.cyaml.CParser, yaml.resolver.Resolver):
        """libyaml's scanner and parser under PyYAML's composer, constructor and resolver."""

        def __init__(self, stream: str) -> None:
            yaml.cyaml.CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)
            yaml.composer.Composer.__init__(self)

    _FastLoader = _CLoader


def parse_text(text: str, source: str) -> Any:
    """YAML (or JSON) text into data, refusing aliases, duplicate keys, deep nesting and large input."""
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise ScenarioError(source, "", f"file larger than {MAX_BYTES} bytes")
    if _FastLoader is not None and not _NOT_FOR_FAST.search(text):
        try:
            return yaml.load(text, Loader=_FastLoader)  # noqa: S506 -- safe constructor
        except Exception:  # noqa: BLE001 -- whatever it is, the reference loader finds it and words it
            pass
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 -- a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or (str(exc).splitlines() or ["unreadable"])[0]
        raise ScenarioError(source, "", f"not valid YAML{where}: {problem}") from None
    except RecursionError:
        raise ScenarioError(source, "", f"not valid YAML: nested deeper than {MAX_DEPTH} levels") from None
    except ValueError:  # PyYAML lets an escape beyond Unicode ("\\U7fffffff") through as a plain error
        raise ScenarioError(source, "", "not valid YAML: an escape sequence names no Unicode character") from None

