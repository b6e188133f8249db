"""The rows of the forms table for replacement effects on a player's life and draws (614.1a, 120.3a, 121.2):
oracle.lark's block "replacement effects on a player's life"."""

from __future__ import annotations

from pysolver.cards.oracle.forms.form import REPLACE, Form

FORMS: tuple[Form, ...] = (
    Form(REPLACE, "Damage that would reduce your life total to less than N reduces it to N instead.", "Damage that "
         "would reduce your life total to less than 1 reduces it to 1 instead.", "Fortune Thief"),
    Form(REPLACE, "If you control a GROUP, damage that would reduce your life total to less than N reduces it to N "
         "instead.", "If you control a creature, damage that would reduce your life total to less than 1 reduces it "
         "to 1 instead.", "Worship"),
    Form(REPLACE, "When ~ enters, until end of turn, damage that would reduce your life total to less than N reduces "
         "it to N instead.", "When this creature enters, until end of turn, damage that would reduce your life total "
         "to less than 1 reduces it to 1 instead.", "Angel of Grace"),
    Form(REPLACE, "If you would gain life, draw that many cards instead.", "If you would gain life, draw that many "
         "cards instead.", "Lich"),
    Form(REPLACE, "If you would draw a card, draw N cards instead.", "If you would draw a card, draw two cards "
         "instead.", "Thought Reflection"),
    Form(REPLACE, "If an opponent would draw two or more cards, instead you and that player each draw a card.", "If an "
         "opponent would draw two or more cards, instead you and that player each draw a card.", "Alms Collector"),
    Form(REPLACE, "If you would draw a card while your library has no cards in it, you win the game instead.", "If you "
         "would draw a card while your library has no cards in it, you win the game instead.", "Laboratory Maniac"),
    Form(REPLACE, "If a player would gain life, that player gains no life instead.", "If a player would gain life, "
         "that player gains no life instead.", "Sulfuric Vortex"),
    Form(REPLACE, "If a player would draw a card, that player skips that draw instead.", "If a player would draw a "
         "card, that player skips that draw instead.", "Possessed Portal"),
    Form(REPLACE, "If an opponent would gain life, that player loses that much life instead.", "If an opponent would "
         "gain life, that player loses that much life instead.", "Tainted Remedy"),
    Form(REPLACE, "If an opponent would lose life during your turn, they lose twice that much life instead. (119.3: "
         "the loss damage results in too, 120.3a)", "If an opponent would lose life during your turn, they lose twice "
         "that much life instead.", "Bloodletter of Aclazotz"),
    Form(REPLACE, "If a spell or ability would cause its controller to gain life, that player loses that much life "
         "instead. (the event's `cause`)", "If a spell or ability would cause its controller to gain life, that "
         "player loses that much life instead.", "Rain of Gore"),
)
