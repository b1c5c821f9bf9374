"""A turn of the gauntlet (rulebook "Fase del Duello"): the Wand looks ahead, the encounter is
determined, dead Zombies may rise, in a two-player game each player sends one hero, Side Passage
paths and Gladiator bets are chosen, every acting hero resolves its fights in turn order, and the
turn ends: poison, end-of-turn abilities, bonuses earned, death (only now), the Prospector's gold.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.events import TURN_BEGINS, Event
from game.engine.state import Decision

from .combat import CLASSES, ENCOUNTERS
from .deck import DeckRules
from .heroes import DEATH_WOUNDS, Hero
from .powers import use_power, window_options

if TYPE_CHECKING:
    from .state import GauntletState

COPIES_NOTHING = ("necromancer", "armsmaster")  # FAQ "Armsmaster": a Necromancer gains nothing from it


class TurnRules(DeckRules):
    __slots__ = ()
    TURN_DECISIONS = frozenset(("wand", "rise", "send", "path", "end"))

    def in_turn_order(self: "GauntletState") -> list[Hero]:
        return sorted(self.heroes, key=lambda h: ((h.owner - self.first) % self.players, h.index))

    def _turn_step(self: "GauntletState", events: list[Event]) -> None:
        step = self.step
        if step == "draft":
            self._draft_step(events)
        elif step == "turn":
            self._begin_turn(events)
        elif step == "wand":
            self._wand_step(events)
        elif step == "reveal":
            self.paths = self.reveal(events)
            if not self.paths:
                self.finish("deck-exhausted", events)
            self.step, self.cursor = "cast", 0
        elif step == "cast":
            self._cast_step(events)
        elif step == "paths":
            self._paths_step(events)
        elif step == "bets":
            self._bets_step(events)
        else:
            self._end_step(events)

    def _begin_turn(self: "GauntletState", events: list[Event]) -> None:
        if not self.deck:  # a survivor of the whole deck ends the game at once ("Regole Addizionali")
            self.finish("deck-exhausted", events)
            return
        self.turn += 1
        dead = [h.cls for h in self.heroes if h.dead and h.cls not in COPIES_NOTHING]
        for h in self.heroes:
            h.reset_turn()
            h.powers = (h.cls, *(c for c in dead if c != h.cls)) if h.cls == "necromancer" else (h.cls,)
        self.paths, self.choice, self.bets, self.order, self.cursor = [], {}, {}, [], 0
        events.append(Event(TURN_BEGINS, {"seat": self.first, "turn": self.turn, "phase": "gauntlet",
                                          "deck": len(self.deck)}))
        self.step = "wand"

    # --- the Wand (FAQ "Wand") ------------------------------------------------------------------
    def _wand_step(self: "GauntletState", events: list[Event]) -> None:
        self.step = "reveal"
        for h in self.heroes:
            if "wand" in h.weapons and not h.dead and len(self.deck) >= 2:
                self._wand_look(h, events)

    def _wand_look(self: "GauntletState", h: Hero, events: list[Event]) -> None:
        self.known = [self.deck[-1], self.deck[-2]]
        events.append(Event("wand_looked", {"hero": h.index, "seat": h.owner}, {"cards": list(self.known)},
                            frozenset((h.owner,)), chance=True))
        self.push("wand", h)

    def _wand_act(self: "GauntletState", h: Hero, action: Action, events: list[Event]) -> None:
        position = int(action.args[0])
        if action.verb == "wand-top":
            if position == 2:
                self.deck[-1], self.deck[-2] = self.deck[-2], self.deck[-1]
            self.known = [self.deck[-1], self.deck[-2]]
            events.append(Event("wand_ordered", {"hero": h.index}))
            return
        self.tokens(h, "weapon", -1, "use wand", events, weapon=h.weapons.index("wand"), spent=True)
        card = self.deck.pop(-position)
        self.removed.append(card)
        events.append(Event("wand_removed", {"hero": h.index, "removed": len(self.removed)}, {"card": card},
                            frozenset((h.owner,))))
        if len(self.deck) >= 2:
            self._wand_look(h, events)
        else:
            self.known = list(self.deck[-1:])

    # --- who faces the encounter ------------------------------------------------------------------
    def can_rise(self: "GauntletState", h: Hero) -> bool:
        """FAQ "Zombie": a dead Zombie (or a Necromancer with its power) pays to play, if someone lives."""
        return (h.dead and "zombie" in h.powers and h.class_tokens > 0
                and any(not o.dead for o in self.heroes if o is not h))

    def activate(self: "GauntletState", h: Hero, events: list[Event]) -> None:
        """Effects waiting for this hero's next turn take hold now (two players: "Eroi inattivi")."""
        h.active = True
        h.zero_now, h.axe_zero = h.axe_zero, False
        h.curse_now = h.curse
        self.order.append(h.index)
        events.append(Event("hero_acts", {"hero": h.index, "seat": h.owner, "rising": h.rising}))

    def _cast_step(self: "GauntletState", events: list[Event]) -> None:
        heroes = self.in_turn_order()
        if self.two_heroes:
            seats = [(self.first + i) % self.players for i in range(self.players)]
            while self.cursor < len(seats):
                seat = seats[self.cursor]
                self.cursor += 1
                alive = [h for h in heroes if h.owner == seat and not h.dead]
                risers = [h for h in heroes if h.owner == seat and self.can_rise(h)]
                if len(alive) + len(risers) > 1:
                    self.stack.append(Decision("send", seat, {"seat": seat}))
                    return
                if alive:
                    self.activate(alive[0], events)
                elif risers:
                    self.stack.append(Decision("send", seat, {"seat": seat}))
                    return
        else:
            while self.cursor < len(heroes):
                h = heroes[self.cursor]
                self.cursor += 1
                if not h.dead:
                    self.activate(h, events)
                elif self.can_rise(h):
                    self.push("rise", h)
                    return
        self.step, self.cursor = "paths", 0

    def _rise(self: "GauntletState", h: Hero, events: list[Event]) -> None:
        self.tokens(h, "class", -1, "use zombie", events, spent=True)
        h.rising = True
        events.append(Event("hero_rises", {"hero": h.index, "wounds": h.wounds}))
        self.activate(h, events)

    def _paths_step(self: "GauntletState", events: list[Event]) -> None:
        if len(self.paths) > 1 and self.cursor < len(self.order):
            h = self.heroes[self.order[self.cursor]]
            self.cursor += 1
            self.push("path", h)
            return
        self.step, self.cursor = "bets", 0

    def _bets_step(self: "GauntletState", events: list[Event]) -> None:
        """Gladiator bets are made in secret and shown together (FAQ "Gladiator")."""
        while self.cursor < len(self.order):
            h = self.heroes[self.order[self.cursor]]
            self.cursor += 1
            card = self.paths[self.choice.get(h.index, 0)][0]
            if ENCOUNTERS[card].effect == "bet":
                if h.gold > 0:
                    self.push("bet", h, secret=True)
                    return
                self.bets[h.index] = 0
        if self.bets:
            for index, bet in self.bets.items():
                self.lose_gold(self.heroes[index], bet, "bet", events)
            events.append(Event("bets_revealed", {"bets": {str(k): v for k, v in self.bets.items()}}))
        self.step, self.cursor = "fights", 0

    def place_bet(self: "GauntletState", h: Hero, bet: int, secret: bool, events: list[Event]) -> None:
        self.bets[h.index] = bet
        if secret:
            events.append(Event("bet_placed", {"hero": h.index}, {"bet": bet}, frozenset((h.owner,))))
        else:
            self.lose_gold(h, bet, "bet", events)
            events.append(Event("bets_revealed", {"bets": {str(h.index): bet}}))

    # --- the end of the turn -------------------------------------------------------------------------
    def _end_step(self: "GauntletState", events: list[Event]) -> None:
        while self.cursor < len(self.order):
            h = self.heroes[self.order[self.cursor]]
            # Poison bites after every other encounter of the turn, from the turn after the bite.
            self.wound(h, h.poison - h.fresh_poison, "poison", events)
            if window_options(self, h, None, "end"):  # type: ignore[arg-type]
                self.push("end", h)
                return
            self.close_turn(h, events)
        if all(h.dead for h in self.heroes):
            self.finish("all-dead", events)
        else:
            self.step = "turn"

    def close_turn(self: "GauntletState", h: Hero, events: list[Event]) -> None:
        self.cursor += 1
        for _ in range(h.armorer_due):
            self.tokens(h, "defense-bonus", CLASSES["armorer"].numbers["defense"], "armorer", events)
        for _ in range(h.artificer_due):
            self.tokens(h, "dice-bonus", CLASSES["artificer"].numbers["dice"], "artificer", events)
        if h.sober and h.hangover:
            h.hangover = False
            events.append(Event("boast_ended", {"hero": h.index, "boast": "hangover"}))
        h.axe_zero = h.axe
        self.tokens(h, "curse", -min(h.curse, h.curse_now), "curse-over", events)  # it doubled this turn
        if h.dead:
            if h.rising and h.wounds < DEATH_WOUNDS:
                h.dead = False
                events.append(Event("hero_revived", {"hero": h.index, "wounds": h.wounds}))
        elif h.wounds >= DEATH_WOUNDS and not h.scorpion:
            h.dead = True
            events.append(Event("hero_died", {"hero": h.index, "seat": h.owner, "turn": self.turn,
                                              "gold": h.gold}))
        if "prospector" in h.powers and not h.dead:
            self.gain_gold(h, CLASSES["prospector"].numbers["gold"], "prospector", events)
        events.append(Event("turn_over", {"hero": h.index, "wounds": h.wounds, "gold": h.gold, "dead": h.dead}))

    # --- decisions ----------------------------------------------------------------------------------
    def _turn_options(self: "GauntletState", decision: Decision) -> list[Action]:
        kind = decision.kind
        if kind == "send":
            seat = decision.data["seat"]
            return ([Action("send", (h.cls,)) for h in self.in_turn_order() if h.owner == seat and not h.dead]
                    + [Action("rise", (h.cls,)) for h in self.in_turn_order() if h.owner == seat and self.can_rise(h)])
        h = self.heroes[decision.data["hero"]]
        if kind == "wand":
            out = [Action("wand-top", (1,)), Action("wand-top", (2,))]
            if h.weapon_tokens[h.weapons.index("wand")] > 0:
                out += [Action("wand-discard", (1,)), Action("wand-discard", (2,))]
            return out
        if kind == "rise":
            return [Action("rise"), Action("rest")]
        if kind == "path":
            return [Action("face", (card,)) for card, _ in self.paths]
        return window_options(self, h, None, "end") + [Action("end-turn")]  # type: ignore[arg-type]

    def _turn_act(self: "GauntletState", decision: Decision, action: Action, events: list[Event]) -> None:
        kind = decision.kind
        if kind == "send":
            h = self.hero_named(action.args[0])
            assert h is not None
            if action.verb == "rise":
                self._rise(h, events)
            else:
                self.activate(h, events)
            return
        h = self.heroes[decision.data["hero"]]
        if kind == "wand":
            self._wand_act(h, action, events)
        elif kind == "rise":
            if action.verb == "rise":
                self._rise(h, events)
        elif kind == "path":
            self.choice[h.index] = [card for card, _ in self.paths].index(str(action.args[0]))
            events.append(Event("path_chosen", {"hero": h.index, "card": action.args[0]}))
        elif action.verb == "use":
            use_power(self, h, None, "end", action, events)  # type: ignore[arg-type]
            if not window_options(self, h, None, "end"):  # type: ignore[arg-type]
                self.close_turn(h, events)
            else:
                self.push("end", h)
        else:
            self.close_turn(h, events)
