"""The table of the grammar's forms (the package pysolver/cards/oracle/forms/, listed by `mtgsolve abilities`)
cannot go stale: every example line is accepted by the compiler, and the examples together use every
production of oracle.lark (a new production needs a form with an example)."""

from __future__ import annotations

import pytest

from pysolver.cards.oracle import Accepted, _literal_words, _parser, _tree, compile_ability
from pysolver.cards.oracle.forms import FORMS, GROUPS, Form
from pysolver.cards.oracle.words import lex, normalise

# named rules (without an alias) whose use says a form of their own is shown
NAMED_RULES = {"modal", "chapter", "activated", "triggered", "with_counter", "target_with", "for_each", "in_addition",
               "base_pt_words", "all_creature_types", "ability_word", "keyword_list", "tail_where", "each",
               "it_subject"}


def example_name(form: Form) -> str:
    """The card an example is compiled for (a line of our own names no card: "this creature" is ~)."""
    return form.card or "Test Card"


@pytest.mark.parametrize("form", FORMS, ids=lambda f: f.example)
def test_every_example_is_accepted(form: Form) -> None:
    found = compile_ability(form.example, example_name(form))
    assert isinstance(found, Accepted), found


def test_the_examples_use_every_production_of_the_grammar() -> None:
    parser = _parser()
    productions = {str(r.alias) for r in parser.rules if r.alias} | NAMED_RULES
    used: set[str] = set()
    for form in FORMS:  # parsed as the compiler parses (its words known: the predictions skip what cannot match)
        text = normalise(form.example, example_name(form))
        tree = _tree(text, lex(text, _literal_words()))
        used |= {str(sub.data) for sub in tree.iter_subtrees()}
    missing = sorted(productions - used)
    assert not missing, f"productions of oracle.lark with no example in pysolver/cards/oracle/forms/: {missing}"


def test_every_form_is_in_a_class_and_every_class_has_forms() -> None:
    assert {f.group for f in FORMS} == set(GROUPS)
    assert len({(f.form, f.example) for f in FORMS}) == len(FORMS)


def test_abilities_lists_the_forms_by_class_with_their_examples() -> None:
    from tests.cli_helpers import run_cli

    run = run_cli("abilities")
    assert run.status == 0, run.err
    out = " ".join(run.out.split())  # the lines are wrapped to the terminal
    assert out.startswith(f"{len(FORMS)} forms of Oracle text the compiler reads")
    for group in GROUPS:
        assert group in out
    for form in FORMS:
        assert f"e.g. \"{form.example}\"" + (f" ({form.card})" if form.card else "") in out
    # the classes in the table's order, before the texts a custom object may use
    assert [out.index(g) for g in GROUPS] == sorted(out.index(g) for g in GROUPS)
    assert out.index(GROUPS[-1]) < out.index("ability texts a custom object may use")


def test_abilities_searches_the_forms_by_words() -> None:
    from tests.cli_helpers import run_cli

    run = run_cli("abilities", "surveil")
    assert run.status == 0, run.err
    out = " ".join(run.out.split())
    assert out.startswith("1 forms of Oracle text")
    assert "Target creature gets +2/+2 until end of turn. Surveil 1." in out
    assert "ability texts a custom object may use" not in out  # no template has the word
