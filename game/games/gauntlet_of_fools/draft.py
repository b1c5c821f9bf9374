"""The boasting phase (rulebook "Fase della Spacconeria").

In turn, a player without (all) their heroes takes a free hero, adding any boasts, or steals a
claimed one, keeping its boasts and adding at least one more. A hero carries each boast once. A
robbed player picks again when their turn comes round. Boasts are declared in the board's order,
so that one set of boasts is one sequence of actions.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, IllegalAction
from game.engine.events import TURN_BEGINS, Event
from game.engine.state import Decision

from .heroes import ALL_BOASTS, BOAST_BIT, BOASTS, Hero
from .setup import arm

if TYPE_CHECKING:
    from .state import GauntletState

DONE = Action("done")


class DraftRules:
    __slots__ = ()
    DRAFT_DECISIONS = frozenset(("draft", "boast"))

    def heroes_per_seat(self: "GauntletState") -> int:
        return 2 if self.two_heroes else 1

    def hero_named(self: "GauntletState", cls: object) -> Hero | None:
        for h in self.heroes:
            if h.cls == cls:
                return h
        return None

    def _needs_hero(self: "GauntletState", seat: int) -> bool:
        return sum(1 for h in self.heroes if h.owner == seat) < self.heroes_per_seat()

    def _draft_step(self: "GauntletState", events: list[Event]) -> None:
        for offset in range(self.players):
            seat = (self.drafter + offset) % self.players
            if self._needs_hero(seat):
                self.drafter = seat
                self.stack.append(Decision("draft", seat))
                events.append(Event(TURN_BEGINS, {"seat": seat, "turn": 0, "phase": "boasting"}))
                return
        events.append(Event("boasting_over", {"heroes": [{"hero": h.index, "seat": h.owner,
                                                          "boasts": h.boast_list()} for h in self.heroes]}))
        arm(self, events)
        self.step = "turn"

    def _draft_options(self: "GauntletState", decision: Decision) -> list[Action]:
        seat = decision.seat
        if decision.kind == "draft":
            out = [Action("take", (h.cls,)) for h in self.heroes if h.owner < 0]
            out += [Action("steal", (h.cls,)) for h in self.heroes
                    if h.owner >= 0 and h.owner != seat and h.boasts != ALL_BOASTS]
            return out
        h = self.heroes[decision.data["hero"]]
        out = [Action("boast", (b,)) for b in BOASTS[decision.data["after"] + 1:] if not h.boasts & BOAST_BIT[b]]
        if not decision.data["stolen"] or decision.data["added"]:
            out.append(DONE)
        return out

    def _draft_act(self: "GauntletState", decision: Decision, action: Action, events: list[Event]) -> None:
        seat = decision.seat
        if decision.kind == "draft":
            h = self.hero_named(action.args[0])
            assert h is not None
            stolen = action.verb == "steal"
            if stolen:
                events.append(Event("hero_stolen", {"seat": seat, "from": h.owner, "hero": h.index, "class": h.cls,
                                                    "boasts": h.boast_list()}))
            else:
                events.append(Event("hero_claimed", {"seat": seat, "hero": h.index, "class": h.cls,
                                                     "weapons": list(h.weapons)}))
            h.owner = seat
            self._offer_boasts(h, stolen, -1, 0)
            return
        h = self.heroes[decision.data["hero"]]
        if action.verb == "boast":
            boast = str(action.args[0])
            h.boasts |= BOAST_BIT[boast]
            events.append(Event("boast_added", {"seat": seat, "hero": h.index, "boast": boast,
                                                "boasts": h.boast_list()}))
            self._offer_boasts(h, decision.data["stolen"], BOASTS.index(boast), decision.data["added"] + 1)
            return
        self.drafter = (seat + 1) % self.players

    def _offer_boasts(self: "GauntletState", h: Hero, stolen: bool, after: int, added: int) -> None:
        """Asks for (more) boasts; when none is left to add, the turn simply ends."""
        if all(h.boasts & BOAST_BIT[b] for b in BOASTS[after + 1:]):
            if stolen and not added:
                raise AssertionError("a hero with every boast cannot be stolen")
            self.drafter = (h.owner + 1) % self.players
            return
        self.stack.append(Decision("boast", h.owner, {"hero": h.index, "stolen": stolen, "after": after,
                                                     "added": added}))

    def _draft_refusal(self: "GauntletState", decision: Decision, action: Action) -> IllegalAction:
        seat = decision.seat
        if decision.kind == "draft":
            h = self.hero_named(action.args[0]) if action.args else None
            if action.verb not in ("take", "steal") or h is None:
                return IllegalAction("Take a free hero (take CLASS) or steal one (steal CLASS).",
                                     "gauntlet.illegal.draft", action=str(action))
            if action.verb == "take":
                return IllegalAction(f"The {h.cls} is already claimed: steal it instead.", "gauntlet.illegal.claimed",
                                     hero=h.cls)
            if h.owner < 0:
                return IllegalAction(f"The {h.cls} is free: take it.", "gauntlet.illegal.free", hero=h.cls)
            if h.owner == seat:
                return IllegalAction("You cannot steal your own hero.", "gauntlet.illegal.own_hero", hero=h.cls)
            return IllegalAction(f"The {h.cls} already carries every boast.", "gauntlet.illegal.every_boast",
                                 hero=h.cls)
        h = self.heroes[decision.data["hero"]]
        if action.verb == "done":
            return IllegalAction("A stolen hero needs at least one more boast.", "gauntlet.illegal.steal_needs_boast")
        if action.verb == "boast" and action.args and action.args[0] in BOAST_BIT:
            boast = str(action.args[0])
            if h.has_boast(boast):
                return IllegalAction(f"This hero already boasts {boast}: one of each at most.",
                                     "gauntlet.illegal.boast_twice", boast=boast)
            return IllegalAction("Boasts are declared in the board's order.", "gauntlet.illegal.boast_order",
                                 boast=boast)
        return IllegalAction("Add a boast (boast NAME) or finish (done).", "gauntlet.illegal.boast",
                             action=str(action))
