"""The `attacks` and `blocks` questions: which declarations of attackers (508.1) or blockers (509.1)
are legal, on the board after every layer (`pysolver.questions.layers.question.final_state`).

The rules are asp/combat/*.lp. Two one-shot programs read the same facts: `check.lp` evaluates a
declaration (the scenario's own, or none) and names every option, restriction and requirement;
`declare.lp` chooses declarations that break no restriction, `optimise.lp` maximises the
requirements obeyed (`#maximize`) and enumerates every optimal one (opt-mode optN, projected onto
the declaration).

Costs (Propaganda) are never forced (508.1d): a declaration paying for the creatures P is legal when
it obeys as many requirements as the best declaration paying only within P (docs/combat.md). When
paying changes nothing (the optimum without paying equals the optimum with every payment) that is
one optimisation. Otherwise legality is a question of two levels (the best within P, for each P):
`paid_sets.lp` enumerates the paid sets some declaration breaking no restriction pays for exactly,
smallest first, and each is weighed by two optimisations under assumptions on pays/1 (the best
within it, the optimal declarations paying exactly for it), until --limit declarations are found.

Banding (702.22) changes no declaration's legality but its bands' (pysolver.questions.combat.bands): the
bands each legal declaration of attackers allows, the scenario's bands checked, what becomes blocked with them.
"""

from __future__ import annotations

from pysolver.cards.library import Library
from pysolver.questions.combat.bands import banding_creatures, check_attack_bands, check_block_bands
from pysolver.questions.combat.board import combat_board
from pysolver.questions.combat.declarations import declarations
from pysolver.questions.combat.model import CombatAnswer
from pysolver.questions.layers.question import final_state
from pysolver.scenario import Scenario
from pysolver.solving.limits import Limits


def solve_combat(sc: Scenario, library: Library, limits: Limits, question: str, limit: int) -> CombatAnswer:
    """The `attacks` or `blocks` answer (docs/combat.md)."""
    # every choice an ability needs is made (final_state checks it): the board (protection from the
    # chosen colour, the chosen creature type) decides what may block or attack
    state = final_state(sc, library, limits, question)
    board = combat_board(state, question)
    answer = declarations(board, question, limits, limit)
    combat = sc.combat or {}
    if question == "attacks":
        check_attack_bands(answer, combat.get("bands"), banding_creatures(board.facts))
    else:
        check_block_bands(answer, combat.get("bands"), combat["attackers"], sc.source)
    return answer
