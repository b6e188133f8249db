"""The builder's methods of replacement and prevention effects (614, 615) and characteristic-defining P/T (604.3)."""

from __future__ import annotations

from lark import Token

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.build.base import PhraseBuilder, Unmeant, said, tagged, values_of


class ReplacementBuilder(PhraseBuilder):
    """Replacement, prevention and P/T definitions."""

    # ---- replacement -------------------------------------------------------------------------------
    def enters(self, c: list) -> tuple:
        return ("enters", " ".join(str(t) for t in c))

    def enters_tapped(self, c: list) -> s.Replacement:
        return s.Replacement("enters_tapped", f"~ {tagged(c, 'enters')} tapped.")

    def one_counter(self, c: list) -> tuple:
        return ("counters", 1, str(c[1]), f"{tagged(c, 'article')} {c[1]} counter")

    def many_counters(self, c: list) -> tuple:
        n = self.first_amount(c)
        return ("counters", n.value, str(c[1]), f"{n.render()} {c[1]} counters")

    def enters_with(self, c: list) -> s.Replacement:
        _, n, kind, words = next(x for x in c if isinstance(x, tuple) and x[0] == "counters")
        return s.Replacement("enters_with", f"~ {tagged(c, 'enters')} with {words} on it.", amount=n, counter=kind)

    def choice_color(self, c: list) -> tuple:
        return ("choice", "color", "color")

    def choice_creature_type(self, c: list) -> tuple:
        if str(c[0]) in ("land", "planeswalker"):  # 205.3: a subtype of that card type, which no question reads
            return ("choice", f"{c[0]}_type", f"{c[0]} type")
        if str(c[0]) != "creature":
            raise Unmeant(f"{c[0]} type", "only a creature type is a choice the engine knows")
        return ("choice", "creature_type", "creature type")

    def choice_land_name(self, c: list) -> tuple:
        if str(c[0]) != "nonbasic" or str(c[1]) != "land":
            raise Unmeant(f"{c[0]} {c[1]} card name", "only a nonbasic land card name is a choice the engine knows")
        return ("choice", "nonbasic_land_card_name", "nonbasic land card name")

    def as_enters_choose(self, c: list) -> s.Replacement:
        _, key, words = next(x for x in c if isinstance(x, tuple) and x[0] == "choice")
        return s.Replacement("as_enters_choose", f"as ~ enters, choose {tagged(c, 'article')} {words}.", counter=key)

    def pay_life_or_tapped(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        return s.Replacement("pay_life_or_tapped", f"as ~ enters, you may pay {n.render()} life. if you don't, it "
                                                   "enters tapped.", amount=n.value)

    def prevent_next(self, c: list) -> tuple:
        n = self.first_amount(c)
        return ("prevent", n, f"prevent the next {n.render()} damage that would be dealt to any target this turn")

    def prevent_next_spell(self, c: list) -> s.Replacement:
        _, n, words = next(x for x in c if isinstance(x, tuple) and x[0] == "prevent")
        bullet = "\u2022 " if str(c[0]) == "\u2022" else ""  # a mode of a modal spell (700.2)
        return s.Replacement("prevent_next", f"{bullet}{words}.", amount=n.value)

    def prevent_next_activated(self, c: list) -> s.Replacement:
        cost = values_of(c, s.Cost)[0]
        _, n, words = next(x for x in c if isinstance(x, tuple) and x[0] == "prevent")
        return s.Replacement("prevent_next", f"{cost.render()}: {words}.", amount=n.value, cost=cost)

    def regenerate_target(self, c: list) -> s.Replacement:
        cost, target = values_of(c, s.Cost)[0], values_of(c, s.Target)[0]
        return s.Replacement("regenerate", f"{cost.render()}: regenerate {target.render()}.", cost=cost, target=target)

    def regenerate(self, c: list) -> s.Replacement:
        cost = values_of(c, s.Cost)[0]
        return s.Replacement("regenerate", f"{cost.render()}: regenerate ~.", cost=cost)

    def exile_instead_anywhere(self, c: list) -> s.Replacement:
        return s.Replacement("exile_instead_anywhere", "if ~ would be put into a graveyard from anywhere, exile it "
                                                       "instead.")

    def _sentence(name: str, words: str):  # noqa: N805 -- a factory of methods
        def method(self: PhraseBuilder, c: list) -> s.Replacement:
            return s.Replacement(name, words)
        return method

    exile_instead_all = _sentence("exile_instead_all", "if a card or token would be put into a graveyard from "
                                                       "anywhere, exile it instead.")
    exile_instead_permanent = _sentence("exile_instead_permanent", "if a permanent would be put into a graveyard, "
                                        "exile it instead.")
    exile_instead_opponents = _sentence("exile_instead_opponents", "if a card would be put into an opponent's "
                                                                   "graveyard from anywhere, exile it instead.")
    bottom_instead_enchanted = _sentence("bottom_instead_enchanted", "if a card would be put into enchanted player's "
                                         "graveyard from anywhere, instead that card is revealed and put on the bottom "
                                         "of that player's library.")

    def exile_instead_marked(self, c: list) -> s.Replacement:
        """"If a card would be put into an opponent's graveyard from anywhere, instead exile it with a void counter on
        it." (Dauthi Voidwalker: 614.1a, the counters the exiled card has, 122.1)"""
        n = self.first_amount(c) if any(isinstance(t, Token) and t.type == "NUMWORD" for t in c) else None
        kind = next(str(t) for t in c if isinstance(t, Token) and t.type == "COUNTER_NAME")
        return s.Replacement("exile_instead_opponents", said(c), amount=n.value if n else 1, counter=kind)

    permanents_enter_tapped = _sentence("permanents_enter_tapped", "permanents enter tapped.")
    life_total_cant_change = _sentence("life_total_cant_change", "your life total can't change.")
    double_life_gain = _sentence("double_life_gain", "if you would gain life, you gain twice that much life instead.")

    def mana_symbol(self, c: list) -> s.Replacement:
        return s.Replacement("mana", f"{c[0]}: add {c[3]}.", counter=str(c[3]), cost=s.Cost((str(c[0]),)))

    def mana_any_color(self, c: list) -> s.Replacement:
        n = self.first_amount(c)
        if n.value != 1:
            raise Unmeant(n.render(), "only one mana of any color is read")
        return s.Replacement("mana", f"{c[0]}: add {n.render()} mana of any color.", counter="any",
                             cost=s.Cost((str(c[0]),)))

    def q_chosen_color(self, c: list) -> s.Quality:
        return s.Quality(tuple(self.term(t) for t in c))

    def exile_instead_dies(self, c: list) -> s.Replacement:
        return s.Replacement("exile_instead_dies", "if ~ would die, exile it instead.")

    # ---- characteristic-defining P/T -------------------------------------------------------------
    def _counted(self, c: list, both: bool) -> s.CountedPT:
        if str(c[0]) != "~'s":
            raise Unmeant(str(c[0]), "the object's own power is written ~'s")
        return s.CountedPT(both, values_of(c, (s.Group, s.CountedUnion))[0])

    def cda_pt(self, c: list) -> s.CountedPT:
        return self._counted(c, True)

    def cda_power(self, c: list) -> s.CountedPT:
        return self._counted(c, False)

    def cda_toughness(self, c: list) -> s.CountedPT:
        value = self._counted(c, False)
        return s.CountedPT(False, value.group, toughness_only=True)

    def cda_power_plus(self, c: list) -> s.CountedPT:
        value = self._counted(c, False)
        return s.CountedPT(False, value.group, plus=str(c[-2]))
