"""Gauntlet of Fools' state: the heroes, the encounter deck, this turn's encounters, the fight under
way, and the flow's frames (``FLOW``, filled by the chapters of ``rules/``).

Everything is plain data; the helpers here change gold, wounds and tokens (each change an event)
and are shared by every chapter.
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action
from game.engine.events import GAME_OVER, Event
from game.engine.flow import Flow, FlowState, Frame
from game.engine.rng import Rng
from game.engine.state import Result

from .combat import CLASSES, ENCOUNTERS, WEAPONS, Fight, Mods
from .heroes import PAIRED_GAME, Hero

FLOW = Flow("gauntlet-of-fools")

TOKEN_ATTR = {"class": "class_tokens", "attack-bonus": "attack_bonus", "defense-bonus": "defense_bonus",
              "dice-bonus": "dice_bonus", "one-use-die": "one_use", "dice-penalty": "dice_penalty",
              "defense-penalty": "defense_penalty", "poison": "poison", "curse": "curse"}
Path = tuple[str, Mods]


class GauntletState(FlowState):
    game_id = "gauntlet-of-fools"
    flow = FLOW
    __slots__ = ("players", "rng", "promos", "heroes", "first", "drafter", "turn", "deck", "removed", "discard",
                 "pending", "paths", "choice", "bets", "boasting", "order", "fight", "queue", "instances",
                 "wand_seat", "known", "opening_events")

    def __init__(self, players: int, rng: Rng, promos: bool) -> None:
        self.init_flow()
        self.players = players
        self.rng = rng
        self.promos = promos
        self.heroes: list[Hero] = []
        self.first = 0
        self.drafter = 0
        self.turn = 0
        self.deck: list[str] = []  # the top card is the last
        self.removed: list[str] = []  # taken out of the game by the Wand, seen only by its owner
        self.discard: list[str] = []
        self.pending: list[str] = []  # modifiers waiting for the next monster
        self.paths: list[Path] = []  # this turn's encounters with their modifiers
        self.choice: dict[int, int] = {}  # hero -> index in paths
        self.bets: dict[int, int] = {}  # hero -> Gladiator bet, secret until every bet is in
        self.boasting = True  # the boasting phase, until the heroes are armed
        self.order: list[int] = []  # heroes acting this turn, first player first
        self.fight: Fight | None = None
        self.queue: list[Fight] = []  # fights waiting after this one (Troll, Guardian, Adventurer)
        self.instances = 0
        self.wand_seat = -1
        self.known: list[str] = []  # top cards of the deck the Wand's owner has seen, top first
        self.opening_events: list[Event] = []

    @property
    def two_heroes(self) -> bool:
        """Two players control two heroes each (rulebook "Regole per Due Giocatori")."""
        return self.players == PAIRED_GAME

    def turn_number(self) -> int:
        return self.turn

    def standing(self) -> list[int]:
        return self.seat_gold()

    def opening_log(self) -> list[Event]:
        return self.opening_events

    def start(self) -> None:
        """Runs the rules from the deal to the first decision; those events open the game's log."""
        self.push("boasting", self.first)
        self.run()
        self.opening_events += self.named(self.events)
        self.events = []

    def apply(self, action: Action) -> list[Event]:
        return self.named(super().apply(action))

    def named(self, events: list[Event]) -> list[Event]:
        """Each event about a hero also names the hero's class: the log calls a hero by its class, and
        an event told on its own (``replay``, a review, the save list's last move) has no table to
        look the class up on."""
        for event in events:
            hero = event.data.get("hero")
            if isinstance(hero, int) and "class" not in event.data:
                event.data["class"] = self.heroes[hero].cls
        return events

    # --- who is who ---------------------------------------------------------------------------------
    def hero_named(self, cls: object) -> Hero | None:
        for h in self.heroes:
            if h.cls == cls:
                return h
        return None

    def in_turn_order(self) -> list[Hero]:
        return sorted(self.heroes, key=lambda h: ((h.owner - self.first) % self.players, h.index))

    def push_for(self, kind: str, h: Hero, **data: Any) -> None:
        """A decision about a hero, for its owner."""
        data["hero"] = h.index
        self.frames.append(Frame(kind, h.owner, data))  # ``data`` is this call's own mapping already

    def draw(self) -> str:
        card = self.deck.pop()
        if self.known:
            self.known.pop(0)
        return card

    def betting(self) -> bool:
        """Gladiator bets are being made: each stays secret until every bet is in."""
        return any(f.kind == "bets" for f in self.frames)

    # --- gold, wounds and tokens: every change is an event -------------------------------------------
    def gain_gold(self, h: Hero, amount: int, why: str) -> None:
        if amount > 0:
            h.gold += amount
            self.events.append(Event("gold_gained", {"hero": h.index, "amount": amount, "gold": h.gold, "why": why}))

    def lose_gold(self, h: Hero, amount: int, why: str) -> None:
        """Gold never goes below 0 (FAQ "Pixie")."""
        amount = min(amount, h.gold)
        if amount > 0:
            h.gold -= amount
            self.events.append(Event("gold_lost", {"hero": h.index, "amount": amount, "gold": h.gold, "why": why}))

    def wound(self, h: Hero, amount: int, why: str) -> None:
        if amount > 0:
            h.wounds += amount
            self.events.append(Event("wounded", {"hero": h.index, "amount": amount, "wounds": h.wounds, "why": why}))

    def heal(self, h: Hero, why: str) -> None:
        """Healing an unwounded hero does nothing (rulebook "Regole Addizionali")."""
        if h.wounds > 0:
            h.wounds -= 1
            self.events.append(Event("healed", {"hero": h.index, "wounds": h.wounds, "why": why}))

    def tokens(self, h: Hero, kind: str, change: int, why: str, weapon: int = 0, spent: bool = False) -> None:
        """Gains (change > 0) or losses of one kind of token; ``spent`` marks a loss that paid for an ability."""
        if kind == "weapon":
            change = max(change, -h.weapon_tokens[weapon])
            h.weapon_tokens[weapon] += change
            count = h.weapon_tokens[weapon]
        else:
            attr = TOKEN_ATTR[kind]
            change = max(change, -getattr(h, attr))
            count = getattr(h, attr) + change
            setattr(h, attr, count)
        if change:
            data = {"hero": h.index, "token": kind, "change": change, "count": count, "why": why}
            if kind == "weapon":
                data["weapon"] = h.weapons[weapon]
            self.events.append(Event("token_gained" if change > 0 else "token_spent" if spent else "token_lost", data))

    def weapon_token(self, h: Hero, change: int, why: str) -> None:
        """One weapon token gained or lost; an Armsmaster with a choice picks the weapon."""
        slots = h.weapon_slots(change)
        if len(slots) > 1:
            self.push_for("weapon", h, change=change, why=why)
        elif slots:
            self.tokens(h, "weapon", change, why, weapon=slots[0])

    def cleanse(self, h: Hero, why: str) -> None:
        count = h.discard_penalties()
        self.events.append(Event("penalties_discarded", {"hero": h.index, "count": count, "why": why}))

    # --- the end --------------------------------------------------------------------------------------
    def seat_gold(self) -> list[int]:
        gold = [0] * self.players
        for h in self.heroes:
            if h.owner >= 0:
                gold[h.owner] += h.gold
        return gold

    def final_result(self) -> Result:
        gold = self.seat_gold()
        best = max(gold)
        winners = tuple(s for s in range(self.players) if gold[s] == best)
        reason = "most-gold" if len(winners) == 1 else "shared-victory"
        return Result(tuple(float(g) for g in gold), winners, reason, {"gold": gold})

    def end_game(self, reason: str) -> None:
        result = self.final_result()
        self.events.append(Event(GAME_OVER, {**result.to_json(), "why": reason}))
        self.finish(result)

    # --- copies and snapshots -----------------------------------------------------------------------
    def clone(self) -> "GauntletState":
        s = GauntletState.__new__(GauntletState)
        self.copy_flow_to(s)
        s.players, s.rng, s.promos = self.players, self.rng.copy(), self.promos
        s.heroes = [h.copy() for h in self.heroes]
        s.first, s.drafter, s.turn = self.first, self.drafter, self.turn
        s.deck, s.removed, s.discard = list(self.deck), list(self.removed), list(self.discard)
        s.pending, s.paths = list(self.pending), list(self.paths)
        s.choice, s.bets = dict(self.choice), dict(self.bets)
        s.boasting, s.order = self.boasting, list(self.order)
        s.fight = self.fight.copy() if self.fight else None
        s.queue = [f.copy() for f in self.queue]
        s.instances, s.wand_seat, s.known = self.instances, self.wand_seat, list(self.known)
        s.opening_events = []
        return s

    def to_snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players, "rng": self.rng.state, "promos": self.promos,
            "heroes": [h.to_json() for h in self.heroes], "first": self.first, "drafter": self.drafter,
            "turn": self.turn, "deck": list(self.deck), "removed": list(self.removed), "discard": list(self.discard),
            "pending": list(self.pending), "paths": [[c, list(m)] for c, m in self.paths],
            "choice": {str(k): v for k, v in self.choice.items()}, "bets": {str(k): v for k, v in self.bets.items()},
            "boasting": self.boasting, "order": list(self.order),
            "fight": self.fight.to_json() if self.fight else None, "queue": [f.to_json() for f in self.queue],
            "instances": self.instances, "wand_seat": self.wand_seat, "known": list(self.known),
            **self.flow_snapshot(),
        }

    @staticmethod
    def from_snapshot(data: dict[str, Any]) -> "GauntletState":
        s = GauntletState(int(data["players"]), Rng.restore(int(data["rng"])), bool(data["promos"]))
        s.heroes = [Hero.from_json(h) for h in data["heroes"]]
        s.first, s.drafter, s.turn = int(data["first"]), int(data["drafter"]), int(data["turn"])
        s.deck, s.removed, s.discard = list(data["deck"]), list(data["removed"]), list(data["discard"])
        s.pending = list(data["pending"])
        s.paths = [(str(c), Mods(*m)) for c, m in data["paths"]]
        s.choice = {int(k): int(v) for k, v in data["choice"].items()}
        s.bets = {int(k): int(v) for k, v in data["bets"].items()}
        s.boasting, s.order = bool(data["boasting"]), [int(i) for i in data["order"]]
        s.fight = Fight.from_json(data["fight"]) if data["fight"] else None
        s.queue = [Fight.from_json(f) for f in data["queue"]]
        s.instances, s.wand_seat, s.known = int(data["instances"]), int(data["wand_seat"]), list(data["known"])
        s.load_flow(data)
        missing = [f.kind for f in s.frames if f.kind not in FLOW.kinds]
        cards = set(s.deck) | set(s.removed) | set(s.discard) | set(s.pending)
        if missing or not cards <= set(ENCOUNTERS) or any(
                h.cls not in CLASSES or not set(h.weapons) <= set(WEAPONS) for h in s.heroes):
            raise ValueError("snapshot names a card or a step Gauntlet of Fools does not have")
        return s

    def game_view(self, seat: int | None) -> dict[str, Any]:
        from .view import game_view  # the view reads the state; the state only hands it on
        return game_view(self, seat)

    def game_view_all(self, seat: int | None) -> dict[str, Any]:
        from .view import open_view
        return open_view(self, seat)

    def determinize(self, observer: int, rng: Rng) -> "GauntletState":
        from .view import determinize
        return determinize(self, observer, rng)
