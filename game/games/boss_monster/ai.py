"""What the AI knows about Boss Monster.

A position is judged by what each Boss can expect: its souls and wounds; what the heroes of this turn
will bring (who lures them with the treasure as it will stand after the reveal, and whether that
dungeon's damage kills them); its kill potential, the share of the heroes still to come that its
dungeon can kill, which is what a room is worth at this stage of the game; and its hand. The
weights were fitted by logistic regression on positions from games between AI players, so a
strength is a calibrated log-odds; strengths become winning chances through a softmax, and a Boss
about to take its fifth wound is all but out. The playout policy is a cheap imitation of a sensible
player: it builds for damage and mostly lets windows pass.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.rng import Rng

from .board import (HERO, LOSE_WOUNDS, ROOM, WIN_SOULS, counts, health, in_play, room_damage, souls, treasure,
                    wounds)
from .rules.lure import lure_winner
from .state import DECLINE

if TYPE_CHECKING:
    from .state import BossMonsterState

KILL_SLOPE = 1.2  # how sharply the chance to kill rises as a dungeon's damage passes a hero's health
# Log-odds per unit, fitted on turn-start positions of games between AI players.
SOUL = 0.19  # a soul, or an expected soul from this turn's heroes
WOUND = 0.19  # a wound already taken
COMING_WOUND = 0.12  # an expected wound from this turn's heroes (also counted in the danger below)
KILL_POTENTIAL = 1.05  # all the heroes still to come killable, against none
DAMAGE = 0.05  # a point of dungeon damage, up to 16
ROOM_CARD = 0.12  # a room card in hand
SPELL_CARD = 0.125  # a spell in hand
WINNING = 3.0  # ten souls in sight
BEFORE_REVEAL = ("setup", "begin", "build")
BEFORE_LURE = BEFORE_REVEAL + ("reveal",)


def _kill_chance(damage: int, hp: int) -> float:
    return 1.0 / (1.0 + math.exp(-(damage - hp + 0.5) * KILL_SLOPE))


def dungeon_damage(s: BossMonsterState, seat: int, ahead: bool) -> int:
    return sum(room_damage(s, seat, i, ahead) for i, st in enumerate(s.dungeons[seat]) if counts(st, ahead))


def forecast(s: BossMonsterState, seats: list[int]) -> tuple[dict[int, float], dict[int, float], dict[int, int]]:
    """Souls and wounds each seat can expect from the heroes already on their way, and each
    dungeon's damage as the heroes will meet it."""
    ahead = s.phase in BEFORE_REVEAL
    damage = {p: dungeon_damage(s, p, ahead) for p in seats}
    gain = {p: 0.0 for p in seats}
    hurt = {p: 0.0 for p in seats}

    def meet(p: int, hero: str, damage_taken: int, weight: float) -> None:
        chance = _kill_chance(damage_taken, health(s, hero))
        info = HERO[hero]
        gain[p] += weight * chance * info.souls
        hurt[p] += weight * (1.0 - chance) * info.wounds

    if s.walk_hero is not None and s.walk_seat in gain:
        p = s.walk_seat
        rooms = s.dungeons[p]
        ahead_damage = sum(room_damage(s, p, i) for i in range(s.walk_next, len(rooms)) if rooms[i].active)
        meet(p, s.walk_hero, s.walk_damage + ahead_damage, 1.0)
    for p in seats:
        for hero in s.entrance[p]:
            meet(p, hero, damage[p], 1.0)
    if s.town:
        weight = 1.0 if s.phase in BEFORE_LURE else 0.5  # else they come next turn, if nothing changes
        treasures = {p: treasure(s, p, ahead) for p in seats}
        soul_counts = {p: souls(s, p) for p in seats}
        for hero in s.town:
            p = lure_winner(hero, seats, treasures, soul_counts)
            if p is not None:
                meet(p, hero, damage[p], weight)
    return gain, hurt, damage


def kill_potential(s: BossMonsterState, damage: int) -> float:
    """The share of the heroes still in the decks (ordinary ones first) that ``damage`` would kill."""
    deck = s.hero_deck or s.epic_deck
    if not deck:
        return 0.0
    return sum(_kill_chance(damage, HERO[h].health) for h in deck) / len(deck)


def strengths(s: BossMonsterState) -> dict[int, float]:
    """Each seat still in the game: a relative weight of its chance to win."""
    seats = in_play(s)
    gain, hurt, damage = forecast(s, seats)
    out = {}
    for p in seats:
        soul = souls(s, p) + gain[p]
        wound = wounds(s, p) + hurt[p]
        x = (SOUL * soul - WOUND * wounds(s, p) - COMING_WOUND * hurt[p]
             + KILL_POTENTIAL * kill_potential(s, damage[p]) + DAMAGE * min(damage[p], 16)
             + ROOM_CARD * len(s.rooms[p]) + SPELL_CARD * len(s.spells[p]))
        if soul >= WIN_SOULS and not s.rules.infinite:
            x += WINNING
        weight = math.exp(x)
        if not s.rules.infinite:
            weight /= 1.0 + math.exp((wound - LOSE_WOUNDS + 0.5) * 4.0)  # the fifth wound puts a Boss out
        out[p] = weight
    return out


def evaluate(s: BossMonsterState, seat: int) -> float:
    if s.over:
        return s.result().reward(seat)
    if s.out[seat]:
        return 0.0
    weights = s.strengths
    if weights is None:
        weights = s.strengths = strengths(s)
    total = sum(weights.values())
    return weights[seat] / total if total > 0 else 1.0 / len(weights)


# --- the playout policy -------------------------------------------------------------------------

PASSIVE = ("respond", "respond-first", "cancel", "may-draw", "swap-rooms")
# A room's rough worth to the playout policy: its damage (the Ballroom's is about 3) and its icons.
WORTH = {r.id: (3 if r.effect == "damage-per-monster-room" else r.damage) + 0.5 * len(r.treasure)
         for r in ROOM.values()}


def _build_score(s: BossMonsterState, seat: int, action: Action) -> float:
    card, where = action.args
    if where == "new":
        return WORTH[card] + 1.5  # type: ignore[index]
    return WORTH[card] - WORTH[s.dungeons[seat][where - 1].cards[-1]] + 1.0  # type: ignore[index,operator]


def playout_action(s: BossMonsterState, rng: Rng) -> Action:
    decision = s.frames[-1]
    options = s.options()
    if options[-1] == DECLINE:  # a use already chosen is paid for: going back and forth tells a playout nothing
        options = options[:-1]
    kind = decision.kind
    if kind in PASSIVE and options[-1].verb == "pass" and rng.random() < 0.85:
        return options[-1]
    if kind in ("build", "first-build", "build-now"):
        builds = [a for a in options if a.verb == "build"]
        if builds and rng.random() < 0.9:
            return max(builds, key=lambda a: _build_score(s, decision.seat, a) + rng.random())
    return options[rng.below(len(options))]
