"""Unit tests of the ASP concepts on tiny fact sets (a table of program -> expected atoms).

Each test grounds the project's own rule files with a few facts written here, in the program parts
the engine uses, and compares the atoms of one predicate with the answer the rule gives.
"""

from __future__ import annotations

from pathlib import Path

import clingo
import clingo.ast
import pytest

from pysolver.programs.files import combat_programs, library_programs, optional_program, rule_programs
from pysolver.programs.terms import GroundContext

N = clingo.Number


Part = tuple[str, list[int]]


def ground_atoms(facts: str, parts: list[Part | list[Part]], predicate: str, arity: int) -> set[str]:
    """Ground the rules plus `facts` in `parts` (each a ground call: one part, or a list of parts
    grounded together) and return the atoms of predicate/arity as text."""
    ctl = clingo.Control(["--warn=none"])
    for path in rule_programs():
        ctl.load(str(path))
    ctl.add("base", [], facts)
    ctl.ground([("base", [])], context=GroundContext())
    for call in parts:
        together = call if isinstance(call, list) else [call]
        ctl.ground([(name, [N(a) for a in args]) for name, args in together], context=GroundContext())
    atoms = {str(a.symbol) for a in ctl.symbolic_atoms.by_signature(predicate, arity)}
    assert all(a.is_fact for a in ctl.symbolic_atoms.by_signature(predicate, arity)), "not evaluated by the grounder"
    return atoms


APPLY = [
    # 613.1 / 205.1a: removals then additions within an effect; the later effect wins per element
    ("set type replaces card types",
     "val(s(0),o,type,artifact). prim(s(0),e,o,clear_class(type,card_type),0). prim(s(0),e,o,add(type,creature),1).",
     "applying(s(1),e,1).", {"nval(s(1),o,type,creature)"}),
    ("613.9: gain then lose flying, the later wins",
     "prim(s(0),g,o,add(ability,kw(flying)),1). prim(s(0),l,o,rem(ability,kw(flying)),0).",
     "applying(s(1),g,1). applying(s(1),l,2).", set()),
    ("613.9: lose then gain flying",
     "prim(s(0),g,o,add(ability,kw(flying)),1). prim(s(0),l,o,rem(ability,kw(flying)),0).",
     "applying(s(1),l,1). applying(s(1),g,2).", {"nval(s(1),o,ability,kw(flying))"}),
    ("305.7: setting a land type removes the old land types only",
     "val(s(0),o,subtype,forest). val(s(0),o,subtype,dryad). prim(s(0),e,o,clear_class(subtype,land_type),0)."
     " prim(s(0),e,o,add(subtype,mountain),1).",
     "applying(s(1),e,1).", {"nval(s(1),o,subtype,mountain)", "nval(s(1),o,subtype,dryad)"}),
]


@pytest.mark.parametrize("name,facts,applying,expected", APPLY, ids=[a[0] for a in APPLY])
def test_apply_sets(name: str, facts: str, applying: str, expected: set[str]) -> None:
    program = (f"object(o). target(1,1,s(1)). view(s(1),o). subtype_class((forest;mountain),land_type). "
               f"subtype_class(dryad,creature_type). {facts} {applying}")
    atoms = ground_atoms(program, [[("apply", [1, 1]), ("apply_removes", [1, 1])]], "nval", 4)
    assert {a for a in atoms if ",ability," in a or ",type," in a or ",subtype," in a} == expected


PT = [
    # 613.4b-d: 7b sets (last wins), 7c adds up, 7d switches (an even number cancels)
    ("7b last set wins", "prim(s(0),a,o,set(power,3),1). prim(s(0),b,o,set(power,0),1).",
     "applying(s(1),a,1). applying(s(1),b,2).", "nval(s(1),o,power,0)"),
    ("7c modifications add up", "prim(s(0),a,o,mod(power,3),1). prim(s(0),b,o,mod(power,-1),1).",
     "applying(s(1),a,1). applying(s(1),b,2).", "nval(s(1),o,power,4)"),
    ("7d one switch", "prim(s(0),a,o,switch,1).", "applying(s(1),a,1).", "nval(s(1),o,power,3)"),
    ("7d two switches cancel", "prim(s(0),a,o,switch,1). prim(s(0),b,o,switch,1).",
     "applying(s(1),a,1). applying(s(1),b,2).", "nval(s(1),o,power,2)"),
]


@pytest.mark.parametrize("name,facts,applying,expected", PT, ids=[p[0] for p in PT])
def test_apply_numbers(name: str, facts: str, applying: str, expected: str) -> None:
    program = (f"object(o). target(1,1,s(1)). view(s(1),o). printed(o,power,2). printed(o,toughness,3). "
               f"{facts} {applying}")
    atoms = ground_atoms(program, [("apply", [1, 1]), ("apply_numbers", [1, 1])], "nval", 4)
    assert expected in atoms
    assert len([a for a in atoms if ",power," in a]) == 1


# who owns each object of BOARD (the dead card is al's, controlled by bo)
OWNERS = "owner(src,al). owner(bear,al). owner(moor,bo). owner(wood,bo). owner(dead,al)."
# an artifact Equipment and an enchantment Aura controlled by al, attached to nothing yet
EQUIPMENT = ("object(eq). zone(eq,battlefield). val(s(0),eq,controller,al). val(s(0),eq,type,artifact). "
             "val(s(0),eq,subtype,equipment). subtype_class(equipment,artifact_type).")
AURA = ("object(au). zone(au,battlefield). val(s(0),au,controller,al). val(s(0),au,type,enchantment). "
        "val(s(0),au,subtype,aura). subtype_class(aura,enchantment_type).")
SELECTORS = [
    ("nonbasic lands", "scope(a,1,pos,type(land)). scope(a,1,neg,supertype(basic)).", {"moor"}),
    ("creatures you control", "scope(a,1,pos,type(creature)). scope(a,1,pos,you_control).", {"bear"}),
    # 109.5: "you" is the source's controller (al); 108.3: the owner, which differs from the controller
    ("permanents you don't control", "scope(a,1,neg,you_control).", {"moor", "wood"}),
    ("cards in graveyards you own (controlled by another)",
     f"{OWNERS} scope(a,1,pos,zone(graveyard)). scope(a,1,pos,you_own).", {"dead"}),
    ("permanents you don't own", f"{OWNERS} scope(a,1,neg,you_own).", {"moor", "wood"}),
    ("the source alone: not other", "scope(a,1,neg,other).", {"src"}),
    ("forests or saprolings (205.3d: subtypes only with their card type)",
     "scope(a,1,pos,subtype(forest)). scope(a,2,pos,subtype(saproling)).", {"wood"}),
    ("a subtype anchors its alternative, 205.3d still applies: a Forest that is no land is no Forest",
     "val(s(0),bear,subtype,forest). scope(a,1,pos,subtype(forest)).", {"wood"}),
    ("a creature type counts on a creature", "val(s(0),bear,subtype,saproling). scope(a,1,pos,subtype(saproling)).",
     {"bear"}),
    ("nonbasic forests", "scope(a,1,pos,subtype(forest)). scope(a,1,neg,supertype(basic)).", set()),
    ("other objects, anywhere", "scope(a,1,pos,other). scope(a,1,pos,anywhere).", {"bear", "moor", "wood", "dead"}),
    ("cards in graveyards", "scope(a,1,pos,zone(graveyard)).", {"dead"}),
    ("tokens", "token(bear). scope(a,1,pos,token).", {"bear"}),
    ("nontoken lands", "token(moor). scope(a,1,pos,type(land)). scope(a,1,pos,nontoken).", {"wood"}),
    ("lands that are not tokens", "token(moor). scope(a,1,pos,type(land)). scope(a,1,neg,token).", {"wood"}),
    ("permanents with an awakening counter (one, not zero)",
     'counter(moor,"awakening",1). counter(wood,"awakening",0). scope(a,1,pos,counter("awakening")).', {"moor"}),
    ("colourless permanents (105.2c)", "val(s(0),bear,color,green). scope(a,1,pos,colorless).",
     {"src", "moor", "wood"}),
    ("multicolored permanents (105.2b: two or more colours)",
     "val(s(0),bear,color,green). val(s(0),bear,color,white). val(s(0),moor,color,red). "
     "scope(a,1,pos,multicolored).", {"bear"}),
    # 301.5, 303.4, 700.9: what is attached to the object (205.3d: an Equipment while an artifact)
    ("equipped permanents", f"{EQUIPMENT} attached(eq,bear). scope(a,1,pos,equipped).", {"bear"}),
    ("a permanent with the subtype Equipment that is no artifact equips nothing",
     "object(eq). zone(eq,battlefield). val(s(0),eq,controller,al). val(s(0),eq,type,enchantment). "
     "val(s(0),eq,subtype,equipment). subtype_class(equipment,artifact_type). attached(eq,bear). "
     "scope(a,1,pos,equipped).", set()),
    ("enchanted or equipped permanents", f"{EQUIPMENT} attached(eq,bear). {AURA} attached(au,moor). "
     "scope(a,1,pos,enchanted_or_equipped).", {"bear", "moor"}),
    ("enchanted permanents: not those with only an Equipment",
     f"{EQUIPMENT} attached(eq,bear). {AURA} attached(au,moor). scope(a,1,pos,enchanted).", {"moor"}),
    ("modified: a counter, an Equipment, an Aura of its own controller (al's Aura on bo's moor is none)",
     f'{EQUIPMENT} attached(eq,bear). {AURA} attached(au,moor). counter(src,"+1/+1",1). counter(wood,"age",0). '
     "scope(a,1,pos,modified).", {"bear", "src"}),
    ("modified: enchanted by an Aura of its controller", f"{AURA} attached(au,bear). scope(a,1,pos,modified).",
     {"bear"}),
    # 506.4, 508.1k, 509.1g: statuses of combat, fixed conditions as the question sees them (attacking/1, blocking/1)
    ("attacking creatures you control (508.1k)",
     "attacking(bear). attacking(moor). scope(a,1,pos,type(creature)). scope(a,1,pos,you_control). "
     "scope(a,1,pos,attacking).", {"bear"}),
    ("attacking creatures: none attacking, none picked",
     "blocking(bear). scope(a,1,pos,type(creature)). scope(a,1,pos,attacking).", set()),
    ("blocking permanents (509.1g), whoever controls them", "blocking(bear). blocking(wood). scope(a,1,pos,blocking).",
     {"bear", "wood"}),
    ("the source itself while attacking (as long as it's attacking)",
     "attacking(src). scope(a,1,pos,self). scope(a,1,pos,attacking).", {"src"}),
    ("the source itself while attacking: another object's status is not its own",
     "attacking(bear). scope(a,1,pos,self). scope(a,1,pos,attacking).", set()),
]
BOARD = """
object(src;bear;moor;wood;dead). zone((src;bear;moor;wood),battlefield). zone(dead,graveyard).
val(s(0),src,controller,al). val(s(0),bear,controller,al). val(s(0),moor,controller,bo).
val(s(0),wood,controller,bo). val(s(0),dead,controller,bo).
val(s(0),bear,type,creature). val(s(0),moor,type,land). val(s(0),wood,type,land).
val(s(0),wood,supertype,basic). val(s(0),wood,subtype,forest). val(s(0),dead,subtype,saproling).
ctx(1,0,s(0)). view(s(0),O) :- object(O). edom(s(0),e). eff_src(1,e,src). static_eff(1,e).
eff_you(s(0),e,al). need_sel(s(0),e,a). subtype_class(saproling,creature_type). subtype_class(forest,land_type).
"""


@pytest.mark.parametrize("name,scope,expected", SELECTORS, ids=[s[0] for s in SELECTORS])
def test_selectors(name: str, scope: str, expected: set[str]) -> None:
    # the selector's rules with every group of conditions (the runner grounds only those sel_uses/1 names)
    parts = [(name, [1, 0]) for name in ("sel", "sel_effect", "sel_choice", "sel_colorless",
                                                          "sel_multicolored", "sel_attachment")]
    atoms = ground_atoms(BOARD + scope, [parts], "holds", 4)
    assert atoms == {f"holds(s(0),e,a,{o})" for o in expected}


@pytest.mark.parametrize("scope,groups", [
    ("scope(a,1,pos,type(land)). scope(a,1,neg,supertype(basic)).", set()),
    ("scope(a,1,pos,type(creature)). scope(a,1,pos,you_control).", {"effect"}),
    ("scope(a,1,pos,self).", set()),  # the anchor: no condition left to check
    ("scope(a,1,pos,type(creature)). scope(a,1,neg,self).", {"effect"}),
    ("scope(a,1,pos,type(creature)). scope(a,1,pos,chosen_type).", {"effect", "choice"}),
    ("scope(a,1,pos,colorless).", {"colorless"}),
    ("scope(a,1,pos,multicolored).", {"multicolored"}),
    ("scope(a,1,pos,modified).", {"attachment"}),
])
def test_selector_groups(scope: str, groups: set[str]) -> None:
    """The groups of selector rules a board grounds (sel_uses/1): exactly the kinds of condition its
    selectors check (test_selectors grounds them all)."""
    assert ground_atoms(scope, [], "sel_uses", 1) == {f"sel_uses({g})" for g in groups}


def test_replace_word_rewrites_every_occurrence() -> None:
    term = clingo.parse_term("f(white,g(white,swamp))")
    out = GroundContext.replace_word(term, clingo.Function("white"), clingo.Function("blue"))
    assert str(out) == "f(blue,g(blue,swamp))"


@pytest.mark.parametrize("facts,expected", [
    ("", set()),
    ('resolved(e). counter(o,"+1/+1",2). face_down(o).', {"resolved", "counters", "face_down"}),
    ('counter(o,"+1/+1",0). counter(o,charge,3).', set()),
])
def test_optional_rule_files(facts: str, expected: set[str]) -> None:
    """The rules of resolved effects, counters and face-down permanents are loaded exactly when the
    scenario has one (an empty or a non-P/T counter is no effect, 613.4c)."""
    assert {a.split("(")[1].rstrip(")") for a in ground_atoms(facts, [], "uses", 1)} == expected


def anonymous_in_bodies(path: Path) -> list[str]:
    """The body literals of a program file that contain an anonymous variable `_` (comparisons,
    such as `Op = copy_of(_)`, aside)."""

    class Finder(clingo.ast.Transformer):
        found = False

        def visit_Variable(self, var: clingo.ast.AST) -> clingo.ast.AST:  # noqa: N802 (clingo's name)
            self.found = self.found or var.name == "_"
            return var

    bad: list[str] = []

    def visit(stm: clingo.ast.AST) -> None:
        if stm.ast_type != clingo.ast.ASTType.Rule:
            return
        for lit in stm.body:
            if lit.ast_type == clingo.ast.ASTType.Literal and lit.atom.ast_type == clingo.ast.ASTType.Comparison:
                continue
            finder = Finder()
            finder(lit)
            if finder.found:
                bad.append(f"{path.name}:{lit.location.begin.line}: {lit}")

    clingo.ast.parse_files([str(path)], visit)
    return bad


def test_no_anonymous_variable_in_rule_bodies() -> None:
    """gringo turns a body literal with `_` into a projection rule that it grounds again at every
    ground call, whatever part is grounded (the engine makes about five a step); a named don't-care
    variable (`_Sub`) or a helper predicate (`has_printed/2`) costs nothing outside its own part."""
    files = rule_programs() + [optional_program(f) for f in ("resolved", "counters", "face_down", "history")]
    files += sorted({path for question in ("attacks", "blocks")
                     for parts in (("check",), ("declare", "optimise"), ("declare", "paid_sets"))
                     for path in combat_programs(question, parts)})
    assert [bad for path in files + library_programs() for bad in anonymous_in_bodies(path)] == []


def test_anonymous_variable_finder_sees_them(tmp_path: Path) -> None:
    """The check above finds `_` in positive and negative literals and aggregates, not in comparisons."""
    program = tmp_path / "p.lp"
    program.write_text("a(X) :- b(X,_).\nc(X) :- d(X), not b(X,_).\ne(N) :- N = #count{ X : b(X,_) }.\n"
                       "f(X) :- d(X), X = g(_).\n")
    assert [line.split(":")[1] for line in anonymous_in_bodies(program)] == ["1", "2", "3"]


# 613.8b in order(k) (grounded with choose(k) where the candidates need ordering): an effect waits for
# those it depends on unless they depend on it in turn (a loop: then timestamp order); among the ready
# ones the earliest goes first. Candidates a, b, c in timestamp order, all relevant; `alters(1,a)` ends
# the chain after the first application.
CHOOSE = [
    ("no dependency: all ready, the earliest first", "", {"a", "b", "c"}, "a"),
    ("a depends on b: a waits, b first", "depends(1,a,b).", {"b", "c"}, "b"),
    ("613.8b loop a-b: both ready, timestamp order", "depends(1,a,b). depends(1,b,a).", {"a", "b", "c"}, "a"),
    ("613.8b loop a-b-c: all ready, timestamp order", "depends(1,a,b). depends(1,b,c). depends(1,c,a).",
     {"a", "b", "c"}, "a"),
    ("c depends on a, which is in a loop with b: c waits", "depends(1,a,b). depends(1,b,a). depends(1,c,a).",
     {"a", "b"}, "a"),
    ("a chain a->b->c (no loop): only c is ready", "depends(1,a,b). depends(1,b,c).", {"c"}, "c"),
]


@pytest.mark.parametrize("name,depends,ready,first", CHOOSE, ids=[c[0] for c in CHOOSE])
def test_choose_dependency_loops(name: str, depends: str, ready: set[str], first: str) -> None:
    program = ("cand(1,(a;b;c)). relevant(1,(a;b;c)). cur_layer(1,l4). key(1,a,(1,1,a)). key(1,b,(1,2,b)). "
               "key(1,c,(1,3,c)). touches(1,a,b). touches(1,b,c). stirs(1,(a;b;c)). alters(1,(a;b;c)). to_order(1). "
               + depends)
    parts = [[("pairs", [1]), ("order", [1]), ("choose", [1])]]
    assert ground_atoms(program, parts, "ready", 2) == {f"ready(1,{e})" for e in ready}
    assert ground_atoms(program, parts, "applying", 3) == {f"applying(s(1),{first},1)"}


# 613.8c: a candidate that stirs the layer (it writes what another effect of it reads) alters it when one
# of its changes would really change, in the state now, an element another effect reads (dependency.lp's
# alters/2); after one that does not, the chain goes on. Candidate a changes object o; b is another effect
# of the layer, p another object.
ALTERS = [
    ("adds a type another effect reads, not there now", "prim(s(0),a,o,add(type,artifact),1). "
     "reads(1,b,any,type,artifact).", True),
    ("adds a type already there", "printed(o,type,artifact). prim(s(0),a,o,add(type,artifact),1). "
     "reads(1,b,any,type,artifact).", False),
    ("adds a type only its own effect reads", "prim(s(0),a,o,add(type,artifact),1). reads(1,a,any,type,artifact).",
     False),
    ("adds a type read on another object only", "prim(s(0),a,o,add(type,artifact),1). reads(1,b,p,type,artifact).",
     False),
    ("adds a type read on that object", "prim(s(0),a,o,add(type,artifact),1). reads(1,b,o,type,artifact).", True),
    ("adds a type another one is read", "prim(s(0),a,o,add(type,artifact),1). reads(1,b,any,type,creature).", False),
    ("adds a type where the whole attribute is read", "prim(s(0),a,o,add(type,artifact),1). "
     "reads(1,b,any,type,any).", True),
    ("removes a type there and read", "printed(o,type,artifact). prim(s(0),a,o,rem(type,artifact),0). "
     "reads(1,b,any,type,artifact).", True),
    ("removes a type not there", "prim(s(0),a,o,rem(type,artifact),0). reads(1,b,any,type,artifact).", False),
    ("removes a type there in another state only", "val(h(0,z),o,type,artifact). prim(s(0),a,o,rem(type,artifact),0). "
     "reads(1,b,any,type,artifact).", False),
    ("removes a type only its own effect reads", "printed(o,type,artifact). prim(s(0),a,o,rem(type,artifact),0). "
     "reads(1,a,any,type,artifact).", False),
    ("removes a type read on another object only", "printed(o,type,artifact). "
     "prim(s(0),a,o,rem(type,artifact),0). reads(1,b,p,type,artifact).", False),
    ("removes a type there, another type read", "printed(o,type,artifact). printed(o,type,creature). "
     "prim(s(0),a,o,rem(type,artifact),0). reads(1,b,any,type,creature).", False),
    ("removes a type there, the whole attribute read on that object", "printed(o,type,artifact). "
     "prim(s(0),a,o,rem(type,artifact),0). reads(1,b,o,type,any).", True),
    ("clears a class with a read element there", "printed(o,subtype,forest). subtype_class(forest,land_type). "
     "prim(s(0),a,o,clear_class(subtype,land_type),0). reads(1,b,any,subtype,forest).", True),
    ("clears a class whose read element is not there", "printed(o,subtype,swamp). subtype_class(swamp,land_type). "
     "subtype_class(forest,land_type). prim(s(0),a,o,clear_class(subtype,land_type),0). "
     "reads(1,b,any,subtype,forest).", False),
    ("clears an attribute with a read element there", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,clear(ability),0). reads(1,b,o,ability,kw(flying)).", True),
    ("clears an attribute with an element there read on any object", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,clear(ability),0). reads(1,b,any,ability,kw(flying)).", True),
    ("writes an attribute read on that very object by its own effect only", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,add(ability,kw(flying)),1). reads(1,a,o,ability,kw(reach)).", False),
    ("adds a type already there while a number is read whole", "printed(o,type,artifact). "
     "prim(s(0),a,o,add(type,artifact),1). reads(1,b,any,type,artifact). reads(1,b,any,power,any).", False),
    ("clears an empty attribute", "prim(s(0),a,o,clear(ability),0). reads(1,b,any,ability,kw(flying)).", False),
    ("writes an attribute read on that very object", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,add(ability,kw(flying)),1). reads(1,b,o,ability,kw(reach)).", True),
    ("clears an attribute there in another state only", "val(h(0,z),o,ability,kw(flying)). "
     "prim(s(0),a,o,clear(ability),0). reads(1,b,any,ability,kw(flying)).", False),
    ("clears an attribute only its own effect reads", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,clear(ability),0). reads(1,a,any,ability,kw(flying)).", False),
    ("clears an attribute read on another object only", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,clear(ability),0). reads(1,b,p,ability,kw(flying)).", False),
    ("clears an attribute, an element not there read", "printed(o,ability,kw(flying)). "
     "prim(s(0),a,o,clear(ability),0). reads(1,b,any,ability,kw(reach)).", False),
    ("clears a class with a read element there on any object read", "printed(o,subtype,forest). "
     "subtype_class(forest,land_type). prim(s(0),a,o,clear_class(subtype,land_type),0). reads(1,b,any,subtype,any).",
     True),
    ("clears a class, the read element there of another class", "printed(o,subtype,elf). "
     "subtype_class(elf,creature_type). prim(s(0),a,o,clear_class(subtype,land_type),0). "
     "reads(1,b,any,subtype,elf).", False),
    ("clears a class there in another state only", "val(h(0,z),o,subtype,forest). subtype_class(forest,land_type). "
     "prim(s(0),a,o,clear_class(subtype,land_type),0). reads(1,b,any,subtype,forest).", False),
    ("clears a class only its own effect reads", "printed(o,subtype,forest). subtype_class(forest,land_type). "
     "prim(s(0),a,o,clear_class(subtype,land_type),0). reads(1,a,any,subtype,forest).", False),
    ("clears a class read on another object only", "printed(o,subtype,forest). subtype_class(forest,land_type). "
     "prim(s(0),a,o,clear_class(subtype,land_type),0). reads(1,b,p,subtype,forest).", False),
    ("sets a number nobody reads", "prim(s(0),a,o,set(power,1),1).", False),
    ("sets a number read", "prim(s(0),a,o,set(power,1),1). reads(1,b,any,power,any).", True),
    ("sets a number only its own effect reads", "prim(s(0),a,o,set(power,1),1). reads(1,a,any,power,any).", False),
    ("gives an ability whose effect has a part in the layer", "cand(1,a). cur_layer(1,l4). layer_of(x,l4). "
     "prim(s(0),a,o,add(ability,x),1).", True),
    ("gives an ability whose effect has a part in another layer", "cand(1,a). cur_layer(1,l4). layer_of(x,l6). "
     "prim(s(0),a,o,add(ability,x),1).", False),
    ("adds a type already there, where an ability has a part in the layer", "cand(1,a). cur_layer(1,l4). "
     "layer_of(x,l4). printed(o,type,artifact). prim(s(0),a,o,add(type,artifact),1). reads(1,b,any,type,artifact).",
     False),
]


@pytest.mark.parametrize("name,facts,alters", ALTERS, ids=[c[0] for c in ALTERS])
def test_alters_only_by_a_real_change_of_what_another_effect_reads(name: str, facts: str, alters: bool) -> None:
    program = "live(o). live(p). cand(1,a). relevant(1,a). stirs(1,a). " + facts
    assert ground_atoms(program, [("plan", [1])], "alters", 2) == ({"alters(1,a)"} if alters else set())


@pytest.mark.parametrize("probed", ["stirs(1,a).", "relevant(1,a)."])
def test_alters_only_for_relevant_candidates_that_stir(probed: str) -> None:
    """Only a relevant candidate that stirs is looked at (probe/2): the others never end a chain (a
    relevant candidate that gives an ability of the layer's effects is left out: that makes it stir)."""
    for _name, facts, _alters in ALTERS:
        if "cand(1,a)" in facts and probed == "relevant(1,a).":
            continue
        program = "live(o). live(p). cand(1,a). " + probed + " " + facts
        assert ground_atoms(program, [("plan", [1])], "alters", 2) == set()


# 613.8c: the chain goes on after the ready candidates that alter nothing and ends with the first that
# alters (or the bound): a, b, c all ready (no dependency), in timestamp order.
CHAIN = [("none alters: all three in one step", "", ["a", "b", "c"]),
         ("b alters: a then b", "alters(1,b).", ["a", "b"]),
         ("a alters: a alone", "alters(1,a).", ["a"])]


@pytest.mark.parametrize("name,alters,applied", CHAIN, ids=[c[0] for c in CHAIN])
def test_chain_ends_with_the_first_that_alters(name: str, alters: str, applied: list[str]) -> None:
    program = ("cand(1,(a;b;c)). relevant(1,(a;b;c)). cur_layer(1,l4). key(1,a,(1,1,a)). key(1,b,(1,2,b)). "
               "key(1,c,(1,3,c)). touches(1,a,b). stirs(1,(a;b;c)). to_order(1). " + alters)
    assert ground_atoms(program, [("order", [1]), ("choose", [1])], "applying", 3) == {
        f"applying(s(1),{e},{n})" for n, e in enumerate(applied, start=1)}


# A step whose candidates need no ordering (no to_order/1: a lone candidate, or an apart layer) applies
# them all in choose(k): characteristic-defining abilities first (613.3), then timestamps (613.7).
def test_candidates_without_ordering_all_apply_in_key_order() -> None:
    program = ("cand(1,(a;b;c)). cur_layer(1,l7a). key(1,a,(1,1,a)). key(1,b,(0,3,b)). key(1,c,(1,2,c)).")
    assert ground_atoms(program, [("choose", [1])], "applying", 3) == {
        "applying(s(1),b,1)", "applying(s(1),a,2)", "applying(s(1),c,3)"}
    assert ground_atoms(program + " to_order(1).", [("choose", [1])], "applying", 3) == set()


# apart/1 (dependency.lp): a (sub)layer none of whose operations can write what an effect of the layer
# reads. Power and toughness are read by no condition and no operation but a copy's (707.2); colours
# by a scope or selector on colour; abilities always (each effect reads its own ability on its source).
LAYERS = {"l1a", "l1b", "l2", "l3", "l4", "l5", "l6", "l7a", "l7b", "l7c", "l7d"}
APART = [
    ("P/T changes alone: layer 7 is apart", "does(x,l7c,modify_pt(n(1),n(1))). layer_of(x,l7c).", {"l7c"}),
    ("a colour setter with no colour read is apart, an ability grant never",
     "does(x,l5,set_color(red)). does(y,l6,gain(kw(flying))). does(z,l7b,set_pt(n(0),n(1))).", {"l5", "l7b"}),
    ("a condition on colour of an effect of the layer makes the colour layer stir",
     "does(x,l5,set_color(red)). layer_of(x,l5). does(y,l5,add_color(blue)). layer_of(y,l5). "
     "uses_sel(y,s). scope(s,1,pos,color(red)).", set()),
    ("a scope on colour of an effect of the layer makes the colour layer stir",
     "does(x,l5,set_color(red)). layer_of(x,l5). scope(x,1,pos,colorless).", set()),
    ("a selector on colour in another layer does not",
     "does(x,l5,set_color(red)). layer_of(x,l5). does(y,l7c,modify_pt(n(1),n(1))). layer_of(y,l7c). "
     "scope(y,1,pos,color(red)).", {"l5", "l7c"}),
    ("a copy reads power and toughness, in its own layer only",
     "does(x,l1a,copy_of(chosen)). does(y,l7c,modify_pt(n(1),n(1))).", {"l7c"}),
    ("a chosen colour (written outside op_prim) is never apart", "does(x,l5,add_color(chosen)).", set()),
    ("a type changer whose condition reads types", "does(x,l4,add_type(artifact)). layer_of(x,l4). "
     "uses_sel(x,s). scope(s,1,pos,type(creature)).", set()),
]


@pytest.mark.parametrize("name,facts,expected", APART, ids=[c[0] for c in APART])
def test_apart_layers(name: str, facts: str, expected: set[str]) -> None:
    used = {layer for layer in LAYERS if f",{layer}," in facts}
    assert ground_atoms(facts, [], "apart", 1) & {f"apart({layer})" for layer in used} == \
        {f"apart({layer})" for layer in expected}


# layer_uses(L,removes) (effects.lp): the layers where a primitive change may remove or clear an element,
# whose steps ground apply.lp's apply_removes(k,p); elsewhere every change adds or sets (613.1).
REMOVES = [
    ("205.1b: a type in addition, a creature type, a colour, an ability: adds only",
     "does(x,l4,add_type(artifact)). does(y,l4,add_subtype(elf)). does(z,l5,add_color(red)). "
     "does(w,l6,gain(kw(flying))). does(v,l7c,modify_pt(n(1),n(1))).", set()),
    ("613.1f: losing an ability removes it", "does(x,l6,lose(kw(flying))).", {"l6"}),
    ("205.1a: a type set clears the card types", "does(x,l4,set_type(creature)).", {"l4"}),
    ("105.3: a colour set clears the colours", "does(x,l5,set_color(red)).", {"l5"}),
    ("707.2: a copy clears the copiable values", "does(x,l1a,copy_of(chosen)).", {"l1a"}),
    ("612.1: a text change removes the old word", "does(x,l3,change_text(white,blue)).", {"l3"}),
    ("205.1a: a chosen creature type clears the others", "does(x,l4,set_creature_type(chosen)).", {"l4"}),
]


@pytest.mark.parametrize("name,facts,expected", REMOVES, ids=[c[0] for c in REMOVES])
def test_layers_that_remove(name: str, facts: str, expected: set[str]) -> None:
    used = {layer for layer in LAYERS if f",{layer}," in facts}
    assert ground_atoms(facts, [], "layer_uses", 2) & {f"layer_uses({layer},removes)" for layer in used} == \
        {f"layer_uses({layer},removes)" for layer in expected}


def test_apply_without_removals_needs_no_apply_removes() -> None:
    """In a layer that only adds, apply(k,p) alone gives the elements apply_removes would (613.1)."""
    program = ("object(o). target(1,1,s(1)). view(s(1),o). keeps(s(1),type). val(s(0),o,type,land). "
               "prim(s(0),e,o,add(type,artifact),1). applying(s(1),e,1).")
    alone = ground_atoms(program, [("apply", [1, 1])], "nval", 4)
    assert alone == ground_atoms(program, [[("apply", [1, 1]), ("apply_removes", [1, 1])]], "nval", 4)
    assert alone == {"nval(s(1),o,type,land)", "nval(s(1),o,type,artifact)"}
