"""Gauntlet of Fools (Donald X. Vaccarino): boast for a hero, then everyone faces the same encounters.

The state is plain data: the heroes, the encounter deck, the flow's position (``step`` and a
``cursor`` over the heroes acting this turn, the current ``fight`` and the fights queued after it)
and a stack of decisions. ``apply`` plays the top decision's action, then ``_advance`` runs the
rules until the next decision or the end. The behaviour is split by family: ``draft`` (the
boasting phase), ``turns`` (a turn of the gauntlet), ``fights`` (one hero against one
encounter), ``powers`` (class and weapon abilities), ``view`` (what a seat sees, snapshots).
"""
from __future__ import annotations

from typing import Any

from game.engine.actions import Action, IllegalAction
from game.engine.events import GAME_OVER, Event
from game.engine.rng import Rng
from game.engine.state import Decision, Result, State

from .combat import Fight
from .draft import DraftRules
from .fights import FightRules
from .heroes import Hero
from .turns import TurnRules
from .view import ViewRules

TOKEN_ATTR = {"class": "class_tokens", "attack-bonus": "attack_bonus", "defense-bonus": "defense_bonus",
              "dice-bonus": "dice_bonus", "one-use-die": "one_use", "dice-penalty": "dice_penalty",
              "defense-penalty": "defense_penalty", "poison": "poison", "curse": "curse"}


class GauntletState(DraftRules, TurnRules, FightRules, ViewRules, State):
    game_id = "gauntlet-of-fools"
    __slots__ = ("players", "rng", "promos", "heroes", "first", "drafter", "turn", "deck", "removed", "discard",
                 "pending", "paths", "choice", "bets", "step", "order", "cursor", "fight", "queue", "instances",
                 "wand_seat", "known", "stack", "over", "opening_events", "_legal")

    def __init__(self, players: int, rng: Rng, promos: bool) -> None:
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
        self.paths: list[tuple[str, tuple[int, int, int, int]]] = []  # this turn's encounters with their mods
        self.choice: dict[int, int] = {}  # hero -> index in paths
        self.bets: dict[int, int] = {}  # hero -> Gladiator bet, secret until every bet is in
        self.step = "draft"
        self.order: list[int] = []  # heroes acting this turn, first player first
        self.cursor = 0
        self.fight: Fight | None = None
        self.queue: list[Fight] = []
        self.instances = 0
        self.wand_seat = -1
        self.known: list[str] = []  # top cards of the deck the Wand's owner has seen, top first
        self.stack: list[Decision] = []
        self.over = False
        self.opening_events: list[Event] = []
        self._legal: list[Action] | None = None

    @property
    def two_heroes(self) -> bool:
        """Two players control two heroes each (rulebook "Regole per Due Giocatori")."""
        return self.players == 2

    # --- the interface -------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.stack[-1].seat

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is None:
            self._legal = self._options(self.stack[-1])
        return self._legal

    def is_terminal(self) -> bool:
        return self.over

    def turn_number(self) -> int:
        return self.turn

    def opening_log(self) -> list[Event]:
        return self.opening_events

    def apply(self, action: Action) -> list[Event]:
        if self.over:
            raise IllegalAction("The game is over.", "illegal.game_over")
        if action not in self.legal_actions():
            raise self._refusal(action)
        decision = self.stack.pop()
        self._legal = None
        events: list[Event] = []
        self._act(decision, action, events)
        self._advance(events)
        return events

    def _options(self, decision: Decision) -> list[Action]:
        if decision.kind in self.DRAFT_DECISIONS:
            return self._draft_options(decision)
        if decision.kind in self.TURN_DECISIONS:
            return self._turn_options(decision)
        return self._fight_options(decision)

    def _act(self, decision: Decision, action: Action, events: list[Event]) -> None:
        if decision.kind in self.DRAFT_DECISIONS:
            self._draft_act(decision, action, events)
        elif decision.kind in self.TURN_DECISIONS:
            self._turn_act(decision, action, events)
        else:
            self._fight_act(decision, action, events)

    def start(self) -> None:
        """Runs the rules from the deal to the first decision; those events open the game's log."""
        events: list[Event] = []
        self._advance(events)
        self.opening_events += events

    def _advance(self, events: list[Event]) -> None:
        while not self.stack and not self.over:
            if self.step == "fights":
                self._fight_step(events)
            else:
                self._turn_step(events)

    def push(self, kind: str, hero: Hero, **data: Any) -> None:
        self.stack.append(Decision(kind, hero.owner, {"hero": hero.index, **data}))

    # --- gold, wounds and tokens: every change is an event -----------------------------------
    def gain_gold(self, h: Hero, amount: int, why: str, events: list[Event]) -> None:
        if amount > 0:
            h.gold += amount
            events.append(Event("gold_gained", {"hero": h.index, "amount": amount, "gold": h.gold, "why": why}))

    def lose_gold(self, h: Hero, amount: int, why: str, events: list[Event]) -> None:
        """Gold never goes below 0 (FAQ "Pixie")."""
        amount = min(amount, h.gold)
        if amount > 0:
            h.gold -= amount
            events.append(Event("gold_lost", {"hero": h.index, "amount": amount, "gold": h.gold, "why": why}))

    def wound(self, h: Hero, amount: int, why: str, events: list[Event]) -> None:
        if amount > 0:
            h.wounds += amount
            events.append(Event("wounded", {"hero": h.index, "amount": amount, "wounds": h.wounds, "why": why}))

    def heal(self, h: Hero, why: str, events: list[Event]) -> None:
        """Healing an unwounded hero does nothing (rulebook "Regole Addizionali")."""
        if h.wounds > 0:
            h.wounds -= 1
            events.append(Event("healed", {"hero": h.index, "wounds": h.wounds, "why": why}))

    def tokens(self, h: Hero, kind: str, change: int, why: str, events: list[Event], weapon: int = 0,
               spent: bool = False) -> None:
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
            events.append(Event("token_gained" if change > 0 else "token_spent" if spent else "token_lost", data))

    # --- the end --------------------------------------------------------------------------------
    def seat_gold(self) -> list[int]:
        gold = [0] * self.players
        for h in self.heroes:
            if h.owner >= 0:
                gold[h.owner] += h.gold
        return gold

    def result(self) -> Result:
        gold = self.seat_gold()
        best = max(gold)
        winners = tuple(s for s in range(self.players) if gold[s] == best)
        reason = "most-gold" if len(winners) == 1 else "shared-victory"
        return Result(tuple(float(g) for g in gold), winners, reason, {"gold": gold})

    def finish(self, reason: str, events: list[Event]) -> None:
        self.over = True
        self.stack.clear()
        result = self.result()
        events.append(Event(GAME_OVER, {**result.to_json(), "why": reason}))

    def _refusal(self, action: Action) -> IllegalAction:
        decision = self.stack[-1]
        if decision.kind in self.DRAFT_DECISIONS:
            return self._draft_refusal(decision, action)
        return self._gauntlet_refusal(decision, action)
