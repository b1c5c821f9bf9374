"""Wound markers on heroes: taking them, removing them, and falling when they reach the hit points."""
from __future__ import annotations

from .heroes import max_health
from .state import DungeonRunState


def wound_hero(state: DungeonRunState, seat: int, amount: int, source: str, by: int | None = None) -> int:
    """Puts wounds on a standing hero; at their hit points they are defeated (by hero ``by``, if any).

    A hero lying on their side can be neither attacked nor hurt (rulebook, "Sconfiggere Eroi").
    """
    hero = state.heroes[seat]
    if amount <= 0 or not hero.standing:
        return 0
    hero.wounds += amount
    state.emit("hero_wounded", {"seat": seat, "amount": amount, "source": source, "wounds": hero.wounds})
    if hero.wounds >= max_health(hero, state.effects_of(seat)):
        from .fate import defeat_hero
        defeat_hero(state, seat, by)
    return amount


def heal_hero(state: DungeonRunState, seat: int, amount: int, source: str) -> int:
    hero = state.heroes[seat]
    healed = min(amount, hero.wounds)
    if healed <= 0 or not hero.standing:
        return 0
    hero.wounds -= healed
    state.emit("hero_healed", {"seat": seat, "amount": healed, "by": source, "wounds": hero.wounds})
    return healed


def recover(state: DungeonRunState, seats: list[int], why: str) -> None:
    """The free action Recover: one wound off after a disarm, a kill or a successful assist; never
    for a hero who was defeated in the same action (rulebook, "Recuperare")."""
    for seat in seats:
        heal_hero(state, seat, 1, f"recover-{why}")
