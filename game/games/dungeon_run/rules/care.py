"""Healing: the heal action some heroes and ability cards grant (each source once a turn), and the
draughts among the treasures, drunk as a free action and then discarded."""
from __future__ import annotations

from game.engine.actions import Action
from game.engine.flow import Frame

from ..heroes import CARDS
from ..menu import offer
from ..outcomes import heal_hero, lose_item
from ..state import DungeonRunState, option, spend_action


def heal_sources(state: DungeonRunState, seat: int) -> list[int]:
    """The amounts of the hero's heal actions, largest first."""
    return sorted((e["amount"] for e in state.effects_of(seat) if e["kind"] == "heal"), reverse=True)


def _heal_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    if frame.data["healed"] >= len(heal_sources(state, frame.seat)):
        return []
    cell = state.heroes[frame.seat].pos
    return [option("heal", s) for s in state.heroes_at(cell) if state.heroes[s].wounds]


def _heal_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    spend_action(state, frame)
    amount = heal_sources(state, frame.seat)[frame.data["healed"]]
    frame.data["healed"] += 1
    heal_hero(state, int(action.args[0]), amount, f"heal-by-{frame.seat}")


offer("heal", _heal_menu, _heal_act,
      lambda s, f, a: {"target_seat": a.args[0], "amount": heal_sources(s, f.seat)[f.data["healed"]]})


def potion(card: str) -> int:
    return sum(e["amount"] for e in CARDS.items[card].effects if e["kind"] == "potion")


def _use_menu(state: DungeonRunState, frame: Frame) -> list[Action]:
    hero = state.heroes[frame.seat]
    if not hero.wounds:
        return []
    return [option("use", c) for c in sorted(set(hero.items())) if potion(c)]


def _use_act(state: DungeonRunState, frame: Frame, action: Action) -> None:
    card = str(action.args[0])
    lose_item(state, frame.seat, card)
    state.treasure_discard.append(card)
    state.emit("draught_drunk", {"seat": frame.seat, "card": card})
    heal_hero(state, frame.seat, potion(card), card)


offer("use", _use_menu, _use_act, lambda s, f, a: {"card": a.args[0], "amount": potion(str(a.args[0]))})
