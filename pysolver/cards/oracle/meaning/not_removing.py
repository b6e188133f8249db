"""The meaning of "Enchanted creature has protection from white. This effect doesn't remove this Aura." (issue i28;
702.16c, 303.4d): the static ability's own meaning; the second sentence keeps the Aura that has the ability attached
although the creature has protection from a quality of that Aura. It writes no fact: no state-based action of the
engine puts an Aura into a graveyard for protection (pysolver/questions/layers/state_based.py: 704.5m reads the enchant
abilities only), so the Aura stays, as the sentence says."""

from __future__ import annotations

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build import Unmeant
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning


@ability.register
def _(a: s.NotRemoving, m: Meaning) -> None:
    grants = [k for p in a.static.predicates.items if isinstance(p, s.Gains) for k in p.grants.keywords]
    if not isinstance(a.static.subject, s.Attached) or a.static.subject.how != "enchanted" \
            or not any(isinstance(k, s.Protection) for k in grants):
        raise Unmeant(a.render(), "\"this effect doesn't remove ~\" after no protection an Aura grants (702.16c)")
    ability(a.static, m)
    m.words.append("this Aura stays attached (702.16c, 303.4d: no state-based action removes it)")
