"""Windows for spells and abilities, and why an action is refused.

A window offers priority in turn (the active player first, then the others by XP) to the players who
have something legal to do; one that acts gets it resolved and the window opens again from the
start, and it closes once everyone with an option has passed in a row. Players with nothing legal
are never asked, so a game between bots does not stop at empty windows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.engine.actions import Action, IllegalAction
from game.engine.events import Event

from .board import MAX_ROOMS, ROOM, SPELL, priority
from .flow import PASS, answer, ask, later, step
from .rooms import activate, answer_with_eye, eyes, usable
from .spells import castable, start_cast

if TYPE_CHECKING:
    from game.engine.state import Decision

    from .state import BossMonsterState

# What each decision asks, for the prompt and for refusals.
PROMPTS = {
    "choose-boss": "choose your Boss",
    "mulligan": "keep your opening hand or take a new one",
    "opening-discard": "discard a card from your opening hand",
    "first-build": "build your first room",
    "build": "build a room, cast a Build spell, use an ability, or pass",
    "build-now": "build another room at once, or pass",
    "respond": "cast a spell, use an ability, or pass",
    "respond-first": "answer before the spell resolves, or pass",
    "cancel": "cancel the spell being cast, or pass",
    "spell-target": "choose the target of your spell",
    "pay-destroy": "choose a room of yours to destroy",
    "discard": "choose a card to discard",
    "take-from-discard": "choose a card to take from the discard pile",
    "choose-victim": "choose an opponent",
    "blind-pick": "pick one of the face-down cards",
    "steal": "choose an opponent and a kind of card to take",
    "heal": "choose a wound to heal",
    "may-draw": "draw, or pass",
    "swap-rooms": "choose two rooms of one dungeon to swap, or pass",
    "mimic": "choose an ordinary hero to bring to your entrance",
    "raise-dead": "choose a dead hero to send back",
    "library": "draw a room or a spell",
    "plot": "draw a room or a spell, or pass",
    "harvest": "choose one of your souls to remove",
    "take-from-hand": "choose a card to take",
    "fetch-room": "choose an Advanced room to take, or pass",
    "place-fetched": "build that room now, or keep it",
    "destroy-own-room": "choose one of your rooms to destroy",
    "seduce": "choose a hero to bring to your entrance, or pass",
    "gorgon": "choose a hero in town to kill",
}


def responses(s: BossMonsterState, seat: int) -> list[Action]:
    """Spells ``seat`` may cast and abilities they may use at this moment."""
    out = [Action("cast", (spell,)) for spell in dict.fromkeys(s.spells[seat]) if castable(s, seat, spell)]
    out.extend(usable(s, seat))
    return out


def act(s: BossMonsterState, seat: int, action: Action, events: list[Event]) -> None:
    """Carries out a ``cast`` or ``use`` chosen in a window or on a build."""
    if action.verb == "cast":
        start_cast(s, seat, str(action.args[0]), events)
    else:
        activate(s, seat, int(action.args[1]) - 1, events)


def _offer(s: BossMonsterState, seats: Sequence[int]) -> None:
    for k, seat in enumerate(seats):
        options = responses(s, seat)
        if options:
            ask(s, "respond", seat, options + [PASS], rest=tuple(seats[k + 1:]))
            return


@step("window")
def window(s: BossMonsterState, events: list[Event]) -> None:
    _offer(s, priority(s))


@answer("respond")
def answer_respond(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        _offer(s, d.data["rest"])
        return
    later(s, ("window",))
    act(s, d.seat, action, events)


@step("respond-first")
def respond_first(s: BossMonsterState, events: list[Event], cast: int) -> None:
    """Before another player's spell resolves, the active player may answer with their own."""
    caster, _, _, cancelled = s.casts[cast]
    active = s.active
    if cancelled or active is None or caster == active or s.out[active]:
        return
    options = responses(s, active)
    if options:
        ask(s, "respond-first", active, options + [PASS], cast=cast)


@answer("respond-first")
def answer_respond_first(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    if action.verb == "pass":
        return
    later(s, ("respond-first", d.data["cast"]))
    act(s, d.seat, action, events)


def cancels(s: BossMonsterState, seat: int, cast: int) -> list[Action]:
    if seat == s.casts[cast][0]:
        return []
    out = [Action("cast", ("counterspell",))] if "counterspell" in s.spells[seat] else []
    return out + eyes(s, seat)


def _offer_cancel(s: BossMonsterState, cast: int, seats: Sequence[int]) -> None:
    for k, seat in enumerate(seats):
        options = cancels(s, seat, cast)
        if options:
            ask(s, "cancel", seat, options + [PASS], cast=cast, spell=s.casts[cast][1], rest=tuple(seats[k + 1:]))
            return


@step("cancels")
def cancel_window(s: BossMonsterState, events: list[Event], cast: int) -> None:
    if not s.casts[cast][3]:
        _offer_cancel(s, cast, priority(s))


@answer("cancel")
def answer_cancel(s: BossMonsterState, d: Decision, action: Action, events: list[Event]) -> None:
    cast = d.data["cast"]
    if action.verb == "pass":
        _offer_cancel(s, cast, d.data["rest"])
    elif action.verb == "cast":
        # A Counterspell can itself be cancelled; if it is, the first spell may be answered again.
        later(s, ("cancels", cast))
        start_cast(s, d.seat, "counterspell", events, target=cast)
    else:
        answer_with_eye(s, d.seat, int(action.args[1]) - 1, cast, events)


# --- refusals ---------------------------------------------------------------------------------

BUILDING = ("build", "first-build", "build-now", "place-fetched")
CASTING = ("build", "respond", "respond-first", "cancel")

def explain(s: BossMonsterState, d: Decision, action: Action) -> IllegalAction:
    """Why ``action`` is not one of the current decision's options, in words a player can read."""
    seat = d.seat
    verbs = sorted({a.verb for a in d.data["options"]})
    if action.verb == "build" and d.kind in BUILDING and len(action.args) == 2:
        return _why_not_build(s, seat, str(action.args[0]), action.args[1])
    if action.verb == "cast" and d.kind in CASTING and action.args:
        return _why_not_cast(s, seat, str(action.args[0]))
    if action.verb not in verbs:
        return IllegalAction(f"Now you must {PROMPTS.get(d.kind, d.kind)} ({', '.join(verbs)}).",
                             "illegal.boss_monster.not_now", decision=d.kind, verbs=verbs)
    shown = ", ".join(str(a) for a in d.data["options"] if a.verb == action.verb)
    return IllegalAction(f"'{action}' is not one of the choices: {shown}.", "illegal.boss_monster.not_a_choice",
                         action=str(action), choices=shown)


def _why_not_build(s: BossMonsterState, seat: int, card: str, where: object) -> IllegalAction:
    if card not in s.rooms[seat]:
        return IllegalAction(f"You hold no {card} room.", "illegal.boss_monster.not_in_hand", card=card)
    info = ROOM[card]
    rooms = s.dungeons[seat]
    if where == "new":
        if info.advanced:
            return IllegalAction(f"{info.name} is Advanced: it is built on one of your rooms sharing a treasure "
                                 "icon, never at a new place.", "illegal.boss_monster.advanced_needs_a_room",
                                 card=card)
        if len(rooms) >= MAX_ROOMS:
            return IllegalAction("Your dungeon already shows five rooms: build on top of one of them.",
                                 "illegal.boss_monster.dungeon_full", card=card)
    elif not isinstance(where, int) or not 1 <= where <= len(rooms):
        return IllegalAction(f"There is no room {where} in your dungeon.", "illegal.boss_monster.no_such_room",
                             position=str(where))
    else:
        below = rooms[where - 1]
        if below.hidden:
            return IllegalAction("Nothing may be built on a face-down room.", "illegal.boss_monster.face_down")
        if below.frozen:
            return IllegalAction("Nothing may be built on a deactivated room.", "illegal.boss_monster.deactivated")
        if info.advanced and ROOM[below.top].effect == "no-advanced-on-top":
            return IllegalAction(f"No Advanced room may go on {ROOM[below.top].name}.",
                                 "illegal.boss_monster.no_advanced_here", room=below.top)
        if info.advanced and not set(info.treasure) & set(ROOM[below.top].treasure):
            return IllegalAction(f"{info.name} is Advanced: it must go on a room sharing one of its treasure icons "
                                 f"({', '.join(info.treasure)}).", "illegal.boss_monster.no_shared_treasure",
                                 card=card, below=below.top)
    return IllegalAction(f"You cannot build {info.name} there now.", "illegal.boss_monster.not_there",
                         card=card, where=str(where))


def _why_not_cast(s: BossMonsterState, seat: int, spell: str) -> IllegalAction:
    if spell not in SPELL:
        return IllegalAction(f"There is no spell called {spell}.", "illegal.boss_monster.unknown_spell", spell=spell)
    info = SPELL[spell]
    if spell not in s.spells[seat]:
        return IllegalAction(f"You hold no {info.name}.", "illegal.boss_monster.not_in_hand", card=spell)
    if s.phase not in info.phases:
        return IllegalAction(f"{info.name} is cast only in the {' or '.join(info.phases)} phase.",
                             "illegal.boss_monster.wrong_phase", spell=spell, phases=list(info.phases))
    if info.target == "spell":
        return IllegalAction(f"{info.name} only answers a spell being cast.", "illegal.boss_monster.answer_only",
                             spell=spell)
    return IllegalAction(f"{info.name} has nothing to work on now.", "illegal.boss_monster.no_target", spell=spell)

