"""The boasting phase (rulebook "Fase della Spacconeria").

In turn, a player without (all) their heroes takes a free hero, adding any boasts, or steals a
claimed one, keeping its boasts and adding at least one more. A hero carries each boast once. A
robbed player picks again when their turn comes round. Boasts are declared in the board's order,
so that one set of boasts is one sequence of actions.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import TURN_BEGINS, Event
from game.engine.flow import Frame, Words

from ..heroes import ALL_BOASTS, BOAST_BIT, BOASTS, PAIRED_HEROES, Hero
from ..setup import arm
from ..state import FLOW, GauntletState

DONE = Action("done")


def heroes_per_seat(s: GauntletState) -> int:
    return PAIRED_HEROES if s.two_heroes else 1


def needs_hero(s: GauntletState, seat: int) -> bool:
    return sum(1 for h in s.heroes if h.owner == seat) < heroes_per_seat(s)


def _boasting(s: GauntletState, frame: Frame) -> bool:
    """The next seat without (all) its heroes picks; when every seat has them, the gauntlet begins."""
    for offset in range(s.players):
        seat = (s.drafter + offset) % s.players
        if needs_hero(s, seat):
            s.drafter = seat
            s.push("draft", seat)
            s.events.append(Event(TURN_BEGINS, {"seat": seat, "turn": 0, "phase": "boasting"}))
            return False
    s.pop(frame)
    s.events.append(Event("boasting_over", {"heroes": [{"hero": h.index, "seat": h.owner, "boasts": h.boast_list()}
                                                       for h in s.heroes]}))
    arm(s)
    s.boasting = False
    s.push("turn", s.first)
    return False


# --- take or steal -------------------------------------------------------------------------------------
def _draft_options(s: GauntletState, frame: Frame) -> list[Action]:
    out = [Action("take", (h.cls,)) for h in s.heroes if h.owner < 0]
    out += [Action("steal", (h.cls,)) for h in s.heroes
            if h.owner >= 0 and h.owner != frame.seat and h.boasts != ALL_BOASTS]
    return out


def _draft(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.hero_named(action.args[0])
    assert h is not None
    stolen = action.verb == "steal"
    if stolen:
        s.events.append(Event("hero_stolen", {"seat": frame.seat, "from": h.owner, "hero": h.index, "class": h.cls,
                                              "boasts": h.boast_list()}))
    else:
        s.events.append(Event("hero_claimed", {"seat": frame.seat, "hero": h.index, "class": h.cls,
                                               "weapons": list(h.weapons)}))
    h.owner = frame.seat
    _offer_boasts(s, h, stolen, -1, 0)


def _draft_refusal(s: GauntletState, frame: Frame, action: Action) -> IllegalAction:
    h = s.hero_named(action.args[0]) if action.args else None
    if action.verb not in ("take", "steal") or h is None:
        return IllegalAction("Take a free hero (take CLASS) or steal one (steal CLASS).", "gauntlet.illegal.draft",
                             action=str(action))
    if action.verb == "take":
        return IllegalAction(f"The {h.cls} is already claimed: steal it instead.", "gauntlet.illegal.claimed",
                             hero=h.cls)
    if h.owner < 0:
        return IllegalAction(f"The {h.cls} is free: take it.", "gauntlet.illegal.free", hero=h.cls)
    if h.owner == frame.seat:
        return IllegalAction("You cannot steal your own hero.", "gauntlet.illegal.own_hero", hero=h.cls)
    return IllegalAction(f"The {h.cls} already carries every boast.", "gauntlet.illegal.every_boast", hero=h.cls)


def _draft_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    h = s.hero_named(action.args[0])
    assert h is not None
    args: dict[str, Any] = {"hero": h.index, "card": h.cls}
    if action.verb == "steal":
        args["from_seat"] = h.owner
    return f"gauntlet-of-fools.action.{action.verb}", args


# --- boasts --------------------------------------------------------------------------------------------
def _offer_boasts(s: GauntletState, h: Hero, stolen: bool, after: int, added: int) -> None:
    """Asks for (more) boasts; when none is left to add, the turn simply ends."""
    if all(h.boasts & BOAST_BIT[b] for b in BOASTS[after + 1:]):
        if stolen and not added:
            raise AssertionError("a hero with every boast cannot be stolen")
        s.drafter = (h.owner + 1) % s.players
        return
    s.push_for("boast", h, stolen=stolen, after=after, added=added)


def _boast_options(s: GauntletState, frame: Frame) -> list[Action]:
    h = s.heroes[frame.data["hero"]]
    out = [Action("boast", (b,)) for b in BOASTS[frame.data["after"] + 1:] if not h.boasts & BOAST_BIT[b]]
    if not frame.data["stolen"] or frame.data["added"]:
        out.append(DONE)
    return out


def _boast(s: GauntletState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    h = s.heroes[frame.data["hero"]]
    if action.verb == "boast":
        boast = str(action.args[0])
        h.boasts |= BOAST_BIT[boast]
        s.events.append(Event("boast_added", {"seat": frame.seat, "hero": h.index, "boast": boast,
                                              "boasts": h.boast_list()}))
        _offer_boasts(s, h, frame.data["stolen"], BOASTS.index(boast), frame.data["added"] + 1)
        return
    s.drafter = (frame.seat + 1) % s.players


def _boast_refusal(s: GauntletState, frame: Frame, action: Action) -> IllegalAction:
    h = s.heroes[frame.data["hero"]]
    if action.verb == "done":
        return IllegalAction("A stolen hero needs at least one more boast.", "gauntlet.illegal.steal_needs_boast")
    if action.verb == "boast" and action.args and action.args[0] in BOAST_BIT:
        boast = str(action.args[0])
        if h.has_boast(boast):
            return IllegalAction(f"This hero already boasts {boast}: one of each at most.",
                                 "gauntlet.illegal.boast_twice", boast=boast)
        return IllegalAction("Boasts are declared in the board's order.", "gauntlet.illegal.boast_order", boast=boast)
    return IllegalAction("Add a boast (boast NAME) or finish (done).", "gauntlet.illegal.boast", action=str(action))


def _boast_ask(s: GauntletState, frame: Frame) -> dict[str, Any]:
    h = s.heroes[frame.data["hero"]]
    return {"hero": h.index, "card": h.cls, "stolen": bool(frame.data["stolen"]), "added": frame.data["added"]}


def _boast_label(s: GauntletState, frame: Frame, action: Action) -> Words:
    if action.verb == "boast":
        return "gauntlet-of-fools.action.boast", {"hero": frame.data["hero"], "boast_card": action.args[0]}
    return "gauntlet-of-fools.action.done", {"hero": frame.data["hero"]}


FLOW.step("boasting", _boasting)
FLOW.decision("draft", _draft_options, _draft, refuse=_draft_refusal, ask=lambda s, f: {}, label=_draft_label)
FLOW.decision("boast", _boast_options, _boast, refuse=_boast_refusal, ask=_boast_ask, label=_boast_label)
