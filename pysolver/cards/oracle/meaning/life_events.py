"""The meanings of replacement effects on a player's life (614.1a): replaces/2, repl_if/2 and repl_op/2 of
asp/replace/ (life_floor.lp, gains.lp, life_loss.lp)."""

from __future__ import annotations

import clingo

from pysolver.cards.oracle import syntax as s
from pysolver.cards.oracle.meaning.abilities import ability
from pysolver.cards.oracle.meaning.base import Meaning
from pysolver.cards.oracle.meaning.unless import unless_facts

F, N = clingo.Function, clingo.Number


@ability.register
def _(a: s.LifeFloor, m: Meaning) -> None:
    # 614.1a, 120.3a: a replacement of the damage dealt to its controller: the damage is dealt, and the life it makes
    # them lose leaves them at the floor at least (asp/replace/life_floor.lp); "if you control a creature" is read as
    # the "unless" conditions are (asp/replace/conditions.lp), on the board as the event would happen
    # a triggered ability's effect exists once it resolved, until end of turn (603.1, 611.2a: the board's `effects`)
    k = m.key
    m.add("ability_class", k, F("triggered" if a.triggered else "replacement"))
    m.add("replaces", k, F("damage"))
    m.add("repl_if", k, F("affected", [F("you")]))
    if a.condition is not None:
        unless_facts(m, a.condition)
    m.add("repl_op", k, F("life_floor", [N(a.floor)]))
    m.words.append(f"a replacement effect (614.1a, 120.3a){' while ' + a.condition.render() if a.condition else ''}: "
                   f"damage dealt to its controller is still dealt, but the life it makes them lose leaves them at "
                   f"{a.floor} or more" + (" (until end of turn, once the triggered ability resolved)"
                                           if a.triggered else ""))


@ability.register
def _(a: s.GainAsDraws, m: Meaning) -> None:
    # 614.1a, 121.2: its controller's life gain becomes a draw of as many cards (asp/replace/gains.lp)
    _replacement(m, "gain", "you", F("draw_instead"),
                 "a replacement effect (614.1a): its controller draws that many cards instead of gaining life")


@ability.register
def _(a: s.DrawsMultiplied, m: Meaning) -> None:
    # 614.1a, 121.2: each card its controller would draw is drawn one at a time, and each is replaced by `factor`
    # cards: a draw of A cards becomes one of A times `factor` (614.5: the effect does not apply again to the cards
    # it drew instead)
    _replacement(m, "draw", "you", F("times", [N(a.factor)]),
                 f"a replacement effect (614.1a, 121.2): each card its controller would draw is {a.factor} cards "
                 "drawn instead")


@ability.register
def _(a: s.DrawsShared, m: Meaning) -> None:
    # 614.1a, 121.2: an opponent's draw of `least` or more cards (the instruction, before the cards are drawn one at a
    # time) becomes one card that player draws and one the effect's controller draws (asp/replace/draws_shared.lp)
    _replacement(m, "draw", "opponent", F("share_draw"),
                 f"a replacement effect (614.1a, 121.2): an opponent's draw of {a.least} or more cards becomes one "
                 "card drawn by that player and one by its controller")
    m.add("repl_if", m.key, F("draws_at_least", [N(a.least)]))


@ability.register
def _(a: s.DrawEmptyWins, m: Meaning) -> None:
    # 614.1a, 121.2, 104.2b: the first card its controller would draw while their library (as the scenario lists it) is
    # empty is replaced by winning the game, which ends it (asp/replace/draw_win.lp)
    _replacement(m, "draw", "you", F("win_instead"),
                 "a replacement effect (614.1a, 121.2): a card its controller would draw while their library has no "
                 "cards in it is replaced by winning the game (104.2b)")


@ability.register
def _(a: s.NoneInstead, m: Meaning) -> None:
    # 614.1a: any player's life gain or draw is replaced by none (614.7a: an event of none does not happen, and no
    # other effect modifies it); a replacement effect, so its order among the others is the affected player's (616.1)
    _replacement(m, a.kind, None, F("none_instead"),
                 "a replacement effect (614.1a): " + ("a player gains no life instead of gaining life"
                                                      if a.kind == "gain" else "a player skips each draw"))


@ability.register
def _(a: s.GainAsLoss, m: Meaning) -> None:
    # 614.1a, 119.3: an opponent's (102.3) life gain becomes a loss of as much life by that player
    # (asp/replace/gains.lp)
    _replacement(m, "gain", "opponent", F("lose_instead"),
                 "a replacement effect (614.1a): an opponent loses that much life instead of gaining life")


@ability.register
def _(a: s.LossDoubled, m: Meaning) -> None:
    # 614.1a, 119.3: each loss of life of an opponent (102.3) while its controller is the active player (102.1, 500),
    # and the loss damage dealt to them results in (120.3a, 120.4b: the damage stays as dealt), is twice as much
    # (asp/replace/life_loss.lp)
    _replacement(m, "loss", "opponent", F("times", [N(2)]),
                 "a replacement effect (614.1a): during its controller's turn, an opponent loses twice the life they "
                 "would lose, the life damage makes them lose too (120.3a: the damage itself is not doubled)")
    m.add("repl_if", m.key, F("your_turn"))


@ability.register
def _(a: s.CausedGainAsLoss, m: Meaning) -> None:
    # 614.1a, 119.3: a gain of life the event's resolving spell or ability (its `cause`) causes that spell's or
    # ability's controller becomes a loss of as much life (asp/replace/life_loss.lp reads the cause)
    _replacement(m, "gain", None, F("lose_instead"),
                 "a replacement effect (614.1a): a player whom their own spell or ability would cause to gain life "
                 "loses that much life instead")
    m.add("repl_if", m.key, F("caused_to_controller"))


def _replacement(m: Meaning, event: str, affected: str | None, op: clingo.Symbol, words: str) -> None:
    """The facts of a replacement effect (614.1a) of the event kind `event` (asp/replace/kinds.lp), of the events
    that affect `affected` ("you", "opponent"; None: any player), replaced as `op` says (asp/replace/modify.lp)."""
    k = m.key
    m.add("ability_class", k, F("replacement"))
    m.add("replaces", k, F(event))
    if affected is not None:
        m.add("repl_if", k, F("affected", [F(affected)]))
    m.add("repl_op", k, op)
    m.words.append(words)
