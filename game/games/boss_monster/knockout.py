"""Which of the deciding seat's choices in the Adventure would knock its Boss out: for each option,
the rules play on from a copy of the table (the option taken, then every later decision answered by
a pass where one is offered) to the end of this Adventure, and the seat is out if its wounds reach
the limit there. The table warns before such a choice is taken; it never decides for anyone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action

from .board import LOSE_WOUNDS, wounds

if TYPE_CHECKING:
    from .state import BossMonsterState

PASS = Action("pass")
STEPS = 400  # decisions played on before giving up: an Adventure ends far sooner


def knocked_out_after(s: "BossMonsterState", seat: int, action: Action) -> bool:
    """Whether ``seat`` ends this Adventure with five wounds or more if it takes ``action`` and every
    later decision is a pass (or the first option, where passing is not offered)."""
    trial = s.clone()
    trial.apply(action)
    for _ in range(STEPS):
        if trial.is_terminal() or trial.phase != "adventure":
            break
        legal = trial.legal_actions()
        trial.apply(PASS if PASS in legal else legal[0])
    return trial.out[seat] or wounds(trial, seat) >= LOSE_WOUNDS


def knockouts(s: "BossMonsterState", seat: int | None) -> list[str] | None:
    """For the seat deciding during the Adventure: the options (by their text) that would knock it
    out where another option would not (a choice that does not change the outcome is no choice to
    warn about); None for anyone else, at any other time, or with Infinite Lives (nobody is out)."""
    if seat is None or s.current_player() != seat or s.phase != "adventure" or s.rules.infinite or s.out[seat]:
        return None
    options = s.options()
    if len(options) < 2:
        return None
    fatal = [str(a) for a in options if knocked_out_after(s, seat, a)]
    return fatal if len(fatal) < len(options) else []
