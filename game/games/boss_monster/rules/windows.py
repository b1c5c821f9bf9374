"""Windows for spells and abilities (rulebooks, "Priorità" / "Prioridade", and the glossary's
"Cancella" / "Cancelar"; rulings.md, "Windows").

A window offers priority in turn, the active player first and then the others by XP. Who is asked
depends on public facts only: every seat holding a spell, or a room ability it may use as far as
anyone can tell, is asked, and answers ``pass`` when it has nothing or wants nothing, so being
asked tells nobody what a hand holds. One that acts gets it resolved and the window opens again from the start;
it closes once everyone asked has passed in a row. A spell being cast opens a cancel window for
every other seat holding a spell (Counterspell, or a spell to pay an All-Seeing Eye with), and,
when another player cast it, the active player may answer first.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action
from game.engine.events import Event

from ..board import priority
from ..effects import asked, carry_out, eyes, hold_for_cost, offer_window, open_window, responses
from ..state import PASS, ask, decision, later, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState


@step("window")
def window(s: BossMonsterState, events: list[Event]) -> None:
    open_window(s)


def _responses(s: BossMonsterState, f: Frame) -> list[Action]:
    out = responses(s, f.seat)
    out.append(PASS)
    return out


@decision("respond", _responses, hold=hold_for_cost)
def answer_respond(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        offer_window(s, list(d.data["rest"]))
        return
    later(s, ("window", {}))
    carry_out(s, d.seat, action)


def _cast_words(s: BossMonsterState, f: Frame) -> dict[str, Any]:
    caster, spell = s.casts[f.data["cast"]][:2]
    return {"spell_card": spell, "caster_seat": caster}


@step("active-answers")
def active_answers(s: BossMonsterState, events: list[Event], cast: int) -> None:
    """Before another player's spell resolves, the active player may answer with their own."""
    caster, _, _, cancelled = s.casts[cast]
    active = s.active
    if cancelled or active is None or caster == active or s.out[active] or not asked(s, active):
        return
    ask(s, "respond-first", active, cast=cast)


@decision("respond-first", _responses, ask=_cast_words, hold=hold_for_cost)
def answer_respond_first(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    later(s, ("active-answers", {"cast": d.data["cast"]}))
    carry_out(s, d.seat, action)


def _cancels(s: BossMonsterState, f: Frame) -> list[Action]:
    out = [Action("cast", ("counterspell",))] if "counterspell" in s.spells[f.seat] else []
    return out + eyes(s, f.seat) + [PASS]


def _offer_cancel(s: BossMonsterState, cast: int, seats: list[int]) -> None:
    if seats:
        ask(s, "cancel", seats[0], cast=cast, rest=seats[1:])


@step("cancels")
def cancel_window(s: BossMonsterState, events: list[Event], cast: int) -> None:
    caster, _, _, cancelled = s.casts[cast]
    if not cancelled:
        _offer_cancel(s, cast, [p for p in priority(s) if p != caster and s.spells[p]])


@decision("cancel", _cancels, ask=_cast_words, hold=hold_for_cost)
def answer_cancel(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    cast = d.data["cast"]
    if action.verb == "pass":
        _offer_cancel(s, cast, list(d.data["rest"]))
    elif action.verb == "cast":
        # A Counterspell can itself be cancelled; if it is, the first spell may be answered again.
        later(s, ("cast", {"seat": d.seat, "spell": "counterspell", "target": cast}), ("cancels", {"cast": cast}))
    else:
        later(s, ("eye", {"seat": d.seat, "index": int(action.args[1]) - 1, "cast": cast}))
