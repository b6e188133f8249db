"""The meanings of the redirection effects of syntax.Redirection (614.9) as the facts asp/replace/ reads: replaces/2,
repl_if/2 (the damaged: applicability.lp's affected(you|targeted), shields.lp's affected(enchanted); the source:
shields.lp's source(targeted), source_chosen) and repl_op redirect_all(W) (redirect.lp: W the ability's source, the
resolved effect's target, its controller, or the controller of the creature its source enchants)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability, target_facts
from pysolver.cards.oracle.meaning.base import Meaning

F = clingo.Function
# the damaged (the affected of the damage event, 616.1)
DAMAGED = {"you": F("affected", [F("you")]), "target": F("affected", [F("targeted")]),
           "enchanted": F("affected", [F("enchanted")])}
# who is dealt the damage instead (asp/replace/redirect.lp's redirect_dest)
ONTO = {"~": F("source"), "target": F("targeted"), "you": F("you"), "its controller": F("enchanted_controller")}
WORDS = {"you": "its controller", "target": "the target (the effect's `targets`)",
         "enchanted": "the creature its source enchants (303.4)", "~": "it (the ability's source)",
         "its controller": "that creature's controller"}


@ability.register
def _(a: s.Redirection, m: Meaning) -> None:
    k = m.key
    if a.targets > 1:
        raise Unmeant(a.words, "two targets of one redirection")
    if a.damaged == a.onto:
        raise Unmeant(a.words, "damage redirected to whom it would be dealt")
    if a.damaged == "enchanted" and a.kinds != ("creature",):
        raise Unmeant(a.words, "the enchanted object is not a creature")
    # 611.2a: a resolved spell's or activated ability's effect lasts the turn (the board's `effects` list it while it
    # lasts, 602.1: an ability makes it only as it resolves); an Aura's is a static ability
    m.add("ability_class", k, F("activated" if a.cost else "replacement" if a.damaged == "enchanted" else "spell"))
    if a.target is not None:
        target_facts(m, a.target)
    m.add("replaces", k, F("damage"))
    m.add("repl_if", k, DAMAGED[a.damaged])
    source = ""
    if a.by == "target":  # 615.1: only the damage the target would deal
        m.add("repl_if", k, F("source", [F("targeted")]))
        source = " by the target (the effect's `targets`)"
    elif a.by == "chosen":  # 609.7a: the source chosen as the effect was created (its `choices.source`)
        m.add("repl_if", k, F("source_chosen"))
        source = " by the source chosen as it resolved (609.7a, the effect's choices.source)"
    if a.combat:
        m.add("repl_if", k, F("combat_damage"))  # 510.2
    m.add("repl_op", k, F("redirect_all", [ONTO[a.onto]]))
    when = "" if a.damaged == "enchanted" else " this turn"
    m.words.append(f"a redirection effect (614.9){'' if a.damaged == 'enchanted' else ' of a resolved '}"
                   f"{'' if a.damaged == 'enchanted' else 'ability' if a.cost else 'spell'}: all "
                   f"{'combat ' if a.combat else ''}damage that would be dealt to {WORDS[a.damaged]}{when}{source} is "
                   f"dealt to {WORDS[a.onto]} instead"
                   + (" (none when that permanent left the battlefield or is no creature, planeswalker or battle)"
                      if a.onto in ("~", "target") else ""))
