"""The meanings of the shield family (syntax.Shield) as the facts asp/replace/ reads: replaces/2,
repl_if/2, repl_op/2 (asp/replace/shields.lp gives the conditions source_chosen, affected(enchanted),
source(enchanted), involves(enchanted), damaged_by(source) their rules)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability, target_facts
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.prevention import COLORS, PLURAL, source_quality
from pysolver.cards.oracle.meaning.unless import you_and_group_conditions

F, N = clingo.Function, clingo.Number
# the damage of the enchanted creature a prevention effect names: the condition of asp/replace/shields.lp
SIDES = {"to": F("affected", [F("enchanted")]), "by": F("source", [F("enchanted")]),
         "to and dealt by": F("involves", [F("enchanted")])}
# the same of a resolved effect's target (the effect's `targets`)
TARGET_SIDES = {"to": F("affected", [F("targeted")]), "by": F("source", [F("targeted")]),
                "to and dealt by": F("involves", [F("targeted")])}


def _dies(m: Meaning) -> None:
    """A replacement of dying (700.4: put into a graveyard from the battlefield) by exile (614.1a)."""
    m.add("replaces", m.key, F("zone"))
    m.add("repl_if", m.key, F("from", [F("battlefield")]))
    m.add("repl_if", m.key, F("to", [F("graveyard")]))
    m.add("repl_op", m.key, F("move_to", [F("exile")]))


def _gains(m: Meaning) -> None:
    """"You gain life equal to the damage prevented this way.": a life gain event of the effect's
    controller (asp/replace/shields.lp), which the effects on gaining life then modify."""
    m.add("repl_op", m.key, F("gain_prevented"))
    m.words.append("its controller gains as much life as the damage it prevented (none when the damage can't be "
                   "prevented, 615.12)")


@ability.register
def _(a: s.Shield, m: Meaning) -> None:
    k = m.key
    if a.name == "chosen_source":
        m.add("ability_class", k, F("activated" if a.cost else "spell"))
        m.add("replaces", k, F("damage"))
        # 609.7a: the source chosen as the effect was created (the resolved effect's choices.source)
        m.add("repl_if", k, F("source_chosen"))
        # 609.7b, 615.9: the shield rechecks the source's qualities when it would deal damage; "of the
        # chosen color": the colour chosen as the effect's source entered (614.12, its `choices`)
        qualities = [q for q in a.qualities if q != "chosen"]
        if "chosen" in a.qualities:
            m.add("repl_if", k, F("source_color_chosen"))
        if len(qualities) == 1:
            m.add("repl_if", k, F("source_quality", [source_quality(qualities[0])]))
        for q in qualities if len(qualities) > 1 else ():
            m.add("repl_if", k, F("source_one_of", [source_quality(q)]))
        if a.recipient == "you":
            m.add("repl_if", k, F("affected", [F("you")]))
        else:
            if a.target is not None:
                target_facts(m, a.target)
            else:  # 115.4: any target
                m.add("target_count", k, N(1), N(1))
                m.add("targets_players", k)
            m.add("repl_if", k, F("affected", [F("targeted")]))
        # 615.8: the next instance of damage from that source is prevented, however much
        m.add("repl_op", k, F("prevent_all"))
        source = " ".join(["the", " or ".join(qualities), "source"] if qualities else ["the source"])
        source += " of the colour chosen as its source entered" if "chosen" in a.qualities else ""
        m.words.append(f"a prevention shield (615.8) of a resolved ability: the next damage {source} chosen as it "
                       "resolved (609.7a, the effect's choices.source) would deal to "
                       f"{'its controller' if a.recipient == 'you' else a.recipient} is prevented")
        if a.gains:
            _gains(m)
    elif a.name == "regenerate_enchanted":
        if a.kinds != ("creature",):
            raise Unmeant(a.words, "the enchanted object is not a creature")
        m.add("ability_class", k, F("activated"))
        # 608.2h: the creature its source enchanted as the ability resolved (the Aura may be gone:
        # Thrull Retainer is sacrificed to pay for it), named by the resolved effect's `targets`
        m.add("target_count", k, N(1), N(1))
        m.add("replaces", k, F("destroy"))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("regenerate"))
        m.words.append("regeneration (701.19) of the creature its source enchanted as the ability resolved (the "
                       "effect's `targets`): a shield replacing its next destruction (614.8)")
    elif a.name == "prevent_enchanted":
        if a.kinds != ("creature",) or a.side not in SIDES:
            raise Unmeant(a.words, "the enchanted object is not a creature")
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, SIDES[a.side])
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))  # 510.2
        m.add("repl_op", k, F("prevent_all"))
        m.words.append(f"a prevention effect (615.1): all {'combat ' if a.combat else ''}damage that would be dealt "
                       f"{a.side} the creature its source is attached to (303.4, 301.5) is prevented")
    elif a.name == "exile_damaged_by_self":
        if a.kinds != ("creature",):
            raise Unmeant(a.words, "only a creature dealt damage by it is exiled")
        m.add("ability_class", k, F("replacement"))
        _dies(m)
        m.add("repl_if", k, F("affected_has", [F("type"), F("creature")]))
        # 120.3: an object its source dealt damage to this turn (the object's `damaged_by`)
        m.add("repl_if", k, F("damaged_by", [F("source")]))
        m.words.append("a replacement effect (614.1a): a creature it dealt damage to this turn (the creature's "
                       "`damaged_by`) is exiled instead of dying (700.4)")
    elif a.name == "exile_damaged_each":
        if a.kinds != ("creature", "creature"):
            raise Unmeant(a.words, "only a creature dealt damage this way is exiled")
        m.add("ability_class", k, F("spell"))
        _dies(m)
        # 611.2c: the creatures it dealt damage to as it resolved: the resolved effect's `targets`
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_if", k, F("affected_has", [F("type"), F("creature")]))
        m.words.append("the damage is the scenario's event; a replacement effect (614.1a) of the resolved spell: a "
                       "creature it dealt damage to (the effect's `targets`) is exiled instead of dying this turn")
    elif a.name == "exile_damaged_either":
        if a.kinds != ("creature", "planeswalker", "creature", "planeswalker"):
            raise Unmeant(a.words, "another permanent than its target")
        m.add("ability_class", k, F("spell"))
        m.add("target_count", k, N(1), N(1))
        _dies(m)
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.words.append("the damage is the scenario's event; a replacement effect (614.1a) of the resolved spell: the "
                       "creature or planeswalker it damaged (700.4) is exiled instead of dying this turn")
    elif a.name == "redirect_next_self" and a.target is not None:
        if a.target.noun.text != "creature":
            raise Unmeant(a.target.render(), "damage is redirected to a creature here")
        m.add("ability_class", k, F("activated"))
        target_facts(m, a.target)
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("source")]))
        # 614.9: the next N of the damage to it is dealt to the target instead (a shield of N, 615.7)
        m.add("repl_op", k, F("redirect_next", [F("targeted"), N(a.amount or 0)]))
        m.words.append(f"a redirection effect (614.9) of a resolved ability: the next {a.amount} damage that would be "
                       f"dealt to it is dealt to {a.target.render()} (the effect's `targets`) instead")
    elif a.name == "redirect_all_you":
        if a.recipient != "~" and a.kinds != ("creature",):
            raise Unmeant(a.words, "damage is redirected to a creature here")
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        if a.group is None:
            conds, whom = [F("affected", [F("you")])], "its controller"
        else:  # "you and other permanents you control"
            conds, whom = you_and_group_conditions(a.group)
        for cond in conds:
            m.add("repl_if", k, cond)
        m.add("repl_op", k, F("redirect_all", [F("source" if a.recipient == "~" else "enchanted")]))
        m.words.append(f"a redirection effect (614.9): all damage that would be dealt to {whom} is dealt to "
                       + ("it" if a.recipient == "~" else "the creature it is attached to (303.4, 301.5)") + " instead")
    elif a.name == "prevent_next_target" and a.target is not None:
        m.add("ability_class", k, F("spell"))
        target_facts(m, a.target)
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("shield", [N(a.amount or 0)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on {a.target.render()} (the effect's "
                       "`targets`)")
    elif a.name == "prevent_all_target" and a.kinds not in ((), (a.target.noun.text if a.target else "",)):
        raise Unmeant(a.words, "\"that\" names another kind than the target")
    elif a.name == "prevent_all_target" and a.target is not None and a.side in TARGET_SIDES:
        m.add("ability_class", k, F("activated" if a.cost else "spell"))
        target_facts(m, a.target)
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, TARGET_SIDES[a.side])
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))  # 510.2
        m.add("repl_op", k, F("prevent_all"))
        m.words.append(f"a prevention effect (615.1) of a resolved {'ability' if a.cost else 'spell'}: all "
                       f"{'combat ' if a.combat else ''}damage that would be dealt {a.side} {a.target.render()} (the "
                       f"effect's `targets`) {a.duration} is prevented")
    elif a.name == "prevent_all_self_both":
        m.add("ability_class", k, F("activated"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("involves", [F("source")]))
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))
        m.add("repl_op", k, F("prevent_all"))
        m.words.append(f"a prevention effect (615.1) of a resolved ability: all {'combat ' if a.combat else ''}damage "
                       "that would be dealt to and dealt by it this turn is prevented")
    elif a.name == "prevent_self_both":  # 615.1: a static ability of its own object, one effect on both sides
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("involves", [F("source")]))
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))  # 510.2
        m.add("repl_op", k, F("prevent_all"))
        m.words.append(f"a prevention effect (615.1): all {'combat ' if a.combat else ''}damage that would be dealt "
                       "to and dealt by it is prevented")
    elif a.name == "fog_activated":
        m.add("ability_class", k, F("activated"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("combat_damage"))
        m.add("repl_op", k, F("prevent_all"))
        m.words.append("a prevention effect (615.1) of a resolved ability: all combat damage (510.2) this turn is "
                       "prevented")
    elif a.name == "prevent_self_by_kind":
        if not a.qualities or any(q not in PLURAL and q not in COLORS for q in a.qualities) \
                or a.kinds not in ((), ("creature",)):
            raise Unmeant(a.words, "a quality of a source the rules do not read")
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("self" if a.recipient == "~" else "enchanted")]))
        for q in a.qualities:  # 609.7c: the source has each quality (a colour, a card type)
            m.add("repl_if", k, F("source_quality", [source_quality(q)]))
        m.add("repl_op", k, F("prevent_all"))
        whom = "it" if a.recipient == "~" else "the creature its source enchants (303.4)"
        m.words.append(f"a prevention effect (615.1): all damage {' '.join(a.qualities)} sources would deal to {whom} "
                       "is prevented")
    elif a.name == "prevent_self_blocking":
        if a.kinds != ("creatures",):
            raise Unmeant(a.words, "only a creature blocks or is blocked (509.1g)")
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("self")]))
        # 509.1g: the source of the damage is a creature it is blocking / blocking it (asp/replace/blocking.lp)
        m.add("repl_if", k, F("source_quality", [F("creatures")]))
        m.add("repl_if", k, F("source_blocked_by" if a.side == "it's blocking" else "source_blocking", [F("source")]))
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))  # 510.2
        m.add("repl_op", k, F("prevent_all"))
        pair = "it is blocking" if a.side == "it's blocking" else "blocking it"
        m.words.append(f"a prevention effect (615.1): all {'combat ' if a.combat else ''}damage that would be dealt to "
                       f"it by the creatures {pair} (509.1g, the scenario's `combat`) is prevented")
    elif a.name == "prevent_during_your_turn":
        m.add("ability_class", k, F("replacement"))
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("you" if a.recipient == "you" else "self")]))
        m.add("repl_if", k, F("your_turn"))  # 102.1, 500: its controller is the active player
        if a.combat:
            m.add("repl_if", k, F("combat_damage"))
        m.add("repl_op", k, F("prevent_all"))
        whom = "its controller" if a.recipient == "you" else "it"
        m.words.append(f"a prevention effect (615.1): during its controller's turn, all {'combat ' if a.combat else ''}"
                       f"damage that would be dealt to {whom} is prevented")
    elif a.name == "own_damage_unpreventable":
        m.add("ability_class", k, F("static"))
        m.add("cant", k, F("prevent_own_damage"))
        m.words.append("614.17, 615.12: damage it would deal can't be prevented; prevention effects still apply and "
                       "prevent none")
    elif a.name == "target_cant_be_regenerated" and a.target is not None:
        m.add("ability_class", k, F("activated" if a.cost else "spell"))
        target_facts(m, a.target)
        m.add("cant", k, F("target_regenerated"))
        m.words.append(f"701.19c of a resolved {'ability' if a.cost else 'spell'}: {a.target.render()} (the effect's "
                       "`targets`) can't be regenerated this turn: its destruction is replaced by no regeneration "
                       "shield")
    elif a.name == "regenerate_each_yours":
        if a.kinds != ("creature",):
            raise Unmeant(a.words, "only creatures are regenerated here")
        m.add("ability_class", k, F("activated" if a.cost else "spell"))
        m.add("replaces", k, F("destroy"))
        # 608.2h, 611.2c: a shield for each creature its controller controlled as it resolved: the
        # resolved effect's `targets`
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("regenerate"))
        m.words.append("regeneration (701.19) of each creature its controller controlled as it resolved (the "
                       "effect's `targets`): a shield replacing the next destruction of each (614.8)")
    elif a.name == "prevent_next_gain":
        m.add("ability_class", k, F("spell"))
        m.add("target_count", k, N(1), N(1))
        m.add("targets_players", k)  # 115.4: any target
        m.add("replaces", k, F("damage"))
        m.add("repl_if", k, F("affected", [F("targeted")]))
        m.add("repl_op", k, F("shield", [N(a.amount or 0)]))
        m.words.append(f"a prevention shield (615.7) of {a.amount} damage on any target (the effect's `targets`)")
        _gains(m)
    else:
        raise Unmeant(a.words, "no meaning")
