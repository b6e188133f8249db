"""The builder's methods of the shield family (oracle.lark's `shield`): shields against a source of a
player's choice (615.8), prevention around and regeneration of the enchanted creature (615.1, 701.19),
the exile of what a spell damaged (614.1a)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


def _types(c: list) -> tuple[str, ...]:
    """The card types (CARDTYPE) a production's words name, in order."""
    return tuple(str(t) for t in c if isinstance(t, Token) and t.type == "CARDTYPE")


class ShieldBuilder(PhraseBuilder):
    """The shield family's productions."""

    def chosen_quality(self, c: list) -> tuple:
        return ("chosen_quality", said(c), tuple(str(t) for t in c if isinstance(t, Token) and str(t) != "or"))

    def shield_you(self, c: list) -> tuple:
        return ("shielded", "you", None)

    def shield_any_target(self, c: list) -> tuple:
        return ("shielded", "any target", None)

    def shield_target(self, c: list) -> tuple:
        (target,) = values_of(c, s.Target)
        return ("shielded", target.render(), target)

    def side_to(self, c: list) -> tuple:
        return ("side", "to")

    def side_by(self, c: list) -> tuple:
        return ("side", "by")

    def side_both(self, c: list) -> tuple:
        return ("side", "to and dealt by")

    def chosen_source_shield(self, c: list) -> s.Shield:
        """"[COST:] The next time a black source of your choice would deal damage to you this turn,
        prevent that damage." (Circle of Protection: Black)"""
        quality = next((x for x in c if isinstance(x, tuple) and x[0] == "chosen_quality"), None)
        _, recipient, target = next(x for x in c if isinstance(x, tuple) and x[0] == "shielded")
        words = said([x[:2] if isinstance(x, tuple) and x[0] in ("chosen_quality", "shielded") else x for x in c])
        costs = values_of(c, s.Cost)
        chosen = tuple(("chosen",) if any(isinstance(x, tuple) and x[0] == "of_chosen_color" for x in c) else ())
        return s.Shield("chosen_source", words, cost=costs[0] if costs else None, target=target,
                        qualities=(quality[2] if quality else ()) + chosen, recipient=recipient,
                        gains=any(isinstance(x, tuple) and x[0] == "gain_prevented" for x in c))

    def gain_prevented(self, c: list) -> tuple:
        return ("gain_prevented", said(c))

    def prevent_next_gain(self, c: list) -> s.Shield:
        """"Prevent the next 3 damage that would be dealt to any target this turn. You gain life equal to
        the damage prevented this way." (Candles' Glow)"""
        _, n, words = next(x for x in c if isinstance(x, tuple) and x[0] == "prevent")
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("prevent_next_gain", f"{words}. {tagged(c, 'gain_prevented')}", amount=n.value, gains=True)

    def chosen_of_color(self, c: list) -> tuple:
        return ("of_chosen_color", "of the chosen color")

    def regenerate_enchanted(self, c: list) -> s.Shield:
        """"{G}: Regenerate enchanted creature." (Regeneration), "Sacrifice ~: Regenerate enchanted
        creature." (Thrull Retainer)"""
        return s.Shield("regenerate_enchanted", said(c), cost=values_of(c, s.Cost)[0], kinds=_types(c))

    def prevent_enchanted(self, c: list) -> s.Shield:
        """"Prevent all [combat] damage that would be dealt to / by / to and dealt by enchanted
        creature." (Inviolability, Defang, Gaseous Form)"""
        return s.Shield("prevent_enchanted", said(c), side=str(tagged(c, "side")),
                        combat=tagged(c, "combat") is not None, kinds=_types(c))

    def exile_damaged_by_self(self, c: list) -> s.Shield:
        """"If a creature dealt damage by this creature this turn would die, exile it instead."
        (Frostwielder)"""
        return s.Shield("exile_damaged_by_self", said(c), kinds=_types(c))

    def exile_damaged_each(self, c: list) -> s.Shield:
        """"~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn,
        exile it instead." (Anger of the Gods)"""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("exile_damaged_each", said(c), kinds=_types(c), amount=n.value)

    def exile_damaged_either(self, c: list) -> s.Shield:
        """"~ deals 3 damage to target creature or planeswalker. If that creature or planeswalker would
        die this turn, exile it instead." (Scorching Dragonfire)"""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("exile_damaged_either", said(c), kinds=_types(c), amount=n.value)

    # ---- 614.9: redirection ---------------------------------------------------------------------------------
    def to_self(self, c: list) -> tuple:
        return ("redirect_dest", "~", ())

    def to_enchanted(self, c: list) -> tuple:
        return ("redirect_dest", said(c), _types(c))

    def redirect_next_self(self, c: list) -> s.Shield:
        """"{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature you
        control instead." (Nomads en-Kor)"""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("redirect_next_self", said(c), cost=values_of(c, s.Cost)[0], target=values_of(c, s.Target)[0],
                        amount=n.value)

    def redirect_all_you(self, c: list) -> s.Shield:
        """"All damage that would be dealt to you is dealt to ~ / enchanted creature instead." (Empyrial
        Archangel, Pariah)"""
        _, words, kinds = next(x for x in c if isinstance(x, tuple) and x[0] == "redirect_dest")
        return s.Shield("redirect_all_you", said([x[:2] if isinstance(x, tuple) else x for x in c]), recipient=words,
                        kinds=kinds)

    def redirect_all_you_and(self, c: list) -> s.Shield:
        """"All damage that would be dealt to you and other permanents you control is dealt to ~ instead." (Palisade
        Giant)"""
        _, _, group = next(x for x in c if isinstance(x, tuple) and x[0] == "you_and_group")
        return s.Shield("redirect_all_you", said(c), recipient="~", group=group)

    # ---- resolved prevention on or by a target, on itself; an activated Fog ----------------------------------
    def bullet(self, c: list) -> tuple:
        return ("bullet", "\u2022")

    def prevent_next_target(self, c: list) -> s.Shield:
        """"Prevent the next 3 damage that would be dealt to target creature this turn." (Anoint)"""
        n = self.first_amount(c)
        if n.value is None:
            raise Unmeant(n.render(), "X damage")
        return s.Shield("prevent_next_target", said(c), target=values_of(c, s.Target)[0], amount=n.value)

    def prevent_all_target(self, c: list) -> s.Shield:
        """"Prevent all damage that would be dealt to target creature this turn." (Indestructible Aura),
        "Prevent all combat damage that would be dealt by target attacking creature this turn." (Warning)"""
        costs = values_of(c, s.Cost)
        return s.Shield("prevent_all_target", said(c), cost=costs[0] if costs else None,
                        target=values_of(c, s.Target)[0], side=str(tagged(c, "side")),
                        combat=tagged(c, "combat") is not None)

    def prevent_all_target_until_next(self, c: list) -> s.Shield:
        """"[+1]: Until your next turn, prevent all damage that would be dealt to and dealt by target permanent an
        opponent controls." (Kiora, the Crashing Wave)"""
        costs = values_of(c, s.Cost)
        return s.Shield("prevent_all_target", said(c), cost=costs[0] if costs else None,
                        target=values_of(c, s.Target)[0], side=str(tagged(c, "side")),
                        combat=tagged(c, "combat") is not None, duration="until your next turn")

    def prevent_target_deals_until_next(self, c: list) -> s.Shield:
        """"[+1]: Until your next turn, prevent all damage target permanent would deal." (Gideon of the Trials: the
        damage dealt by the target)"""
        costs = values_of(c, s.Cost)
        return s.Shield("prevent_all_target", said(c), cost=costs[0] if costs else None,
                        target=values_of(c, s.Target)[0], side="by", combat=tagged(c, "combat") is not None,
                        duration="until your next turn")

    def prevent_all_self_both(self, c: list) -> s.Shield:
        """"{1}: Prevent all combat damage that would be dealt to and dealt by ~ this turn." """
        return s.Shield("prevent_all_self_both", said(c), cost=values_of(c, s.Cost)[0],
                        combat=tagged(c, "combat") is not None)

    def prevent_self_both(self, c: list) -> s.Shield:
        """"Prevent all combat damage that would be dealt to and dealt by this creature." (Fog Bank: a static
        ability)"""
        return s.Shield("prevent_self_both", said(c), combat=tagged(c, "combat") is not None)

    def fog_activated(self, c: list) -> s.Shield:
        """"Sacrifice ~: Prevent all combat damage that would be dealt this turn." (Spore Frog)"""
        return s.Shield("fog_activated", said(c), cost=values_of(c, s.Cost)[0], combat=True)

    def prevent_self_by_kind(self, c: list) -> s.Shield:
        """"Prevent all damage that would be dealt to ~ by creatures / artifact creatures / artifact sources."
        (Uncle Istvan, Argothian Pixies, Argothian Treefolk), "... to enchanted creature by artifact
        sources." (Artifact Ward)"""
        start = next(i for i, x in enumerate(c) if isinstance(x, Token) and str(x) == "by")
        words = [self.term(x) for x in c[start + 1:] if isinstance(x, Token) and str(x) not in (".", "sources")]
        enchanted = any(isinstance(x, Token) and str(x) == "enchanted" for x in c)
        return s.Shield("prevent_self_by_kind", said(c), recipient="enchanted" if enchanted else "~",
                        kinds=_types(c[:start]),
                        qualities=tuple(w.word.value if w.word is not None else w.text for w in words))

    def pair_it_blocks(self, c: list) -> tuple:
        return ("blocking_pair", "it's blocking")

    def pair_blocking_it(self, c: list) -> tuple:
        return ("blocking_pair", "blocking it")

    def prevent_self_blocking(self, c: list) -> s.Shield:
        """"Prevent all damage that would be dealt to ~ by creatures it's blocking." (Wall of Vapor), "Prevent all
        combat damage that would be dealt to ~ by creatures blocking it." (Armored Transport)"""
        return s.Shield("prevent_self_blocking", said(c), kinds=_types(c), side=str(tagged(c, "blocking_pair")),
                        combat=tagged(c, "combat") is not None)

    def prevent_during_your_turn(self, c: list) -> s.Shield:
        """"During your turn, prevent all damage that would be dealt to ~ / you." (Guardian Naga, Personal
        Sanctuary), "Prevent all damage that would be dealt to ~ during your turn." (Gideon Blackblade)"""
        recipient = "you" if any(isinstance(t, Token) and str(t) == "you" for t in c) else "~"
        return s.Shield("prevent_during_your_turn", said(c), recipient=recipient,
                        combat=tagged(c, "combat") is not None)

    # ---- more prevention, regeneration and life ---------------------------------------------------------------
    def untap_prevent_target(self, c: list) -> s.Shield:
        """"{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt
        by that creature this turn." (Maze of Ith: the untapping is done as it resolved, the board says)"""
        return s.Shield("prevent_all_target", said(c), cost=values_of(c, s.Cost)[0], target=values_of(c, s.Target)[0],
                        side=str(tagged(c, "side")), combat=tagged(c, "combat") is not None, kinds=_types(c))

    def own_damage_unpreventable(self, c: list) -> s.Shield:
        """"Damage that would be dealt by ~ can't be prevented." (Malignus)"""
        return s.Shield("own_damage_unpreventable", said(c))

    def target_cant_be_regenerated(self, c: list) -> s.Shield:
        """"[{T}:] Target creature can't be regenerated this turn." (Hurr Jackal, Gravebind), "~ deals 1
        damage to target creature. It can't be regenerated this turn." (Engulfing Flames: the damage is the
        scenario's event)"""
        costs = values_of(c, s.Cost)
        return s.Shield("target_cant_be_regenerated", said(c), cost=costs[0] if costs else None,
                        target=values_of(c, s.Target)[0])

    def regenerate_each_yours(self, c: list) -> s.Shield:
        """"[•] Regenerate each creature you control." (Golgari Charm), "{G}{W}, Sacrifice ~: ..." (Loxodon
        Hierarch)"""
        costs = values_of(c, s.Cost)
        return s.Shield("regenerate_each_yours", said(c), cost=costs[0] if costs else None, kinds=_types(c))
