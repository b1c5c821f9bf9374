"""Beginning and End of turn, elimination and the end of the game (rulebooks, "Inizio del turno",
"Fine del turno", "Fine della partita", "Varianti di Gioco"; and ``rules-decisions.md``).

A turn: heroes arrive in town (one per player of the game, epic heroes once the ordinary deck is
empty) and everyone draws a room; Build; reveal; Bait; Adventure; End of turn. At its end the
"until the end of the turn" effects expire and deactivated rooms come back (a Level Up they held
back fires then); a Boss with five wounds is out (in 3-4 player games its cards leave the game);
then the game may end: ten souls, or the last Boss standing, with ties broken by souls minus
wounds and then XP.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.events import GAME_OVER, TURN_BEGINS, Event
from game.engine.state import Result

from ..board import (BOSS, LOSE_WOUNDS, ROOM, WIN_SOULS, draw_from, draw_rooms, draw_spells, end_walk, in_play, souls,
                     wounds)
from ..state import PASS, ask, decision, later, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState


@step("turn")
def new_turn(s: BossMonsterState, events: list[Event]) -> None:
    s.turn += 1
    s.phase = "begin"
    s.active = None
    s.kills = [0] * s.players
    s.entered = 0
    events.append(Event(TURN_BEGINS, {"turn": s.turn, "seat": None}))
    later(s, ("heroes-arrive", {}), ("draws", {}), ("build-phase", {}), ("reveal", {}), ("lure", {}),
          ("adventure-phase", {}), ("end-turn", {}))


@step("heroes-arrive")
def heroes_arrive(s: BossMonsterState, events: list[Event]) -> None:
    """One hero per player of the game (eliminations do not change it), ordinary ones first."""
    arrived = []
    for _ in range(s.players):
        deck = s.hero_deck or s.epic_deck
        if not deck:
            break
        arrived.append(draw_from(s, deck))
    s.town.extend(arrived)
    events.append(Event("heroes_arrive", {"heroes": arrived, "heroes_left": len(s.hero_deck),
                                          "epic_heroes_left": len(s.epic_deck)}, chance=True))


def _has_library(s: BossMonsterState, seat: int) -> bool:
    return any(st.active and ROOM[st.top].timing == "start-of-turn" for st in s.dungeons[seat])


@step("draws")
def draws(s: BossMonsterState, events: list[Event], after: int = -1) -> None:
    """Each player draws a room, most XP first; the owner of a Haunted Library may take a spell
    instead. ``after``: the seat whose choice was just made, to go on with the next."""
    seats = in_play(s)
    for seat in seats[seats.index(after) + 1 if after >= 0 else 0:]:
        if _has_library(s, seat):
            later(s, ("draws", {"after": seat}))
            ask(s, "library", seat)
            return
        draw_rooms(s, seat, 1, events)


DRAW_ONE = [Action("draw", ("room",)), Action("draw", ("spell",))]


@decision("library", lambda s, f: list(DRAW_ONE))
def answer_library(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    (draw_spells if action.args[0] == "spell" else draw_rooms)(s, d.seat, 1, events)


@step("end-turn")
def end_turn(s: BossMonsterState, events: list[Event]) -> None:
    s.phase = "end"
    s.active = None
    end_walk(s)
    thawed = []
    for seat, rooms in enumerate(s.dungeons):
        for i, st in enumerate(rooms):
            if st.frozen:
                thawed.append({"seat": seat, "position": i + 1, "room": st.top})
            if st.frozen or st.used or st.bonus:
                rooms[i] = st._replace(frozen=False, used=False, bonus=0)
    s.this_turn = {}
    # Each Boss's souls and wounds as the turn ends: the game's ending tells them turn by turn.
    events.append(Event("turn_ends", {"turn": s.turn, "reactivated": thawed,
                                      "souls": [souls(s, p) for p in range(s.players)],
                                      "wounds": [wounds(s, p) for p in range(s.players)]}))
    steps: list[tuple[str, dict[str, int]]] = [("level-check", {"seat": seat}) for seat in in_play(s)]
    if s.rules.plotting:
        steps += [("plot", {"seat": seat}) for seat in in_play(s) if s.kills[seat] == 0]
    later(s, *steps, ("final-check", {}))


@decision("plot", lambda s, f: DRAW_ONE + [PASS])
def answer_plot(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    """Plotting variant: a player who gained no souls this turn may draw a room or a spell."""
    if action.verb == "draw":
        (draw_spells if action.args[0] == "spell" else draw_rooms)(s, d.seat, 1, events)


def standing(s: BossMonsterState, seat: int) -> int:
    """Souls minus wounds; for an eliminated player, as it was when they fell."""
    return s.final[seat] if s.out[seat] else souls(s, seat) - wounds(s, seat)


def best(s: BossMonsterState, seats: list[int]) -> int:
    """The winner among tied players: most souls minus wounds, then the lowest XP (or the highest,
    with the ``tie-break`` option)."""
    sign = 1 if s.rules.tie_break == "highest-xp" else -1
    return max(seats, key=lambda p: (standing(s, p), sign * BOSS[s.bosses[p]].xp))


def eliminate(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    s.final[seat] = standing(s, seat)
    s.out[seat] = True
    events.append(Event("player_eliminated", {"seat": seat, "souls": souls(s, seat), "wounds": wounds(s, seat)}))
    if s.players > 2:  # their cards leave the game; nothing may touch them again
        s.set_aside.extend(s.rooms[seat] + s.spells[seat])
        s.removed.extend(s.entrance[seat] + s.souls[seat] + s.wounds[seat])
        s.removed.extend(card for st in s.dungeons[seat] for card in st.cards)
        s.rooms[seat], s.spells[seat], s.entrance[seat], s.souls[seat], s.wounds[seat] = [], [], [], [], []
        s.dungeons[seat] = []


@step("final-check")
def final_check(s: BossMonsterState, events: list[Event]) -> None:
    falling = [] if s.rules.infinite else [p for p in in_play(s) if wounds(s, p) >= LOSE_WOUNDS]
    for p in falling:
        eliminate(s, p, events)
    left = in_play(s)
    decks_empty = not s.hero_deck and not s.epic_deck
    if s.rules.infinite:
        if decks_empty:
            return finish(s, left, "heroes-exhausted", events)
    else:
        winners = [p for p in left if souls(s, p) >= WIN_SOULS]
        if winners:
            return finish(s, winners, "souls", events)
        if len(left) == 1:
            return finish(s, left, "last-boss", events)
        if not left:
            return finish(s, falling, "all-eliminated", events)
        # Our decision (rules-decisions.md): with both hero decks empty the game ends once no hero
        # waits anywhere, or once a whole turn passes in which no hero went in (a tie in town that
        # nothing can break would otherwise last for ever).
        waiting = s.town or any(s.entrance[p] for p in left)
        if decks_empty and (not waiting or s.entered == 0):
            return finish(s, left, "heroes-exhausted", events)
    later(s, ("turn", {}))


def finish(s: BossMonsterState, candidates: list[int], reason: str, events: list[Event]) -> None:
    winner = best(s, candidates)
    scores = tuple(float(standing(s, p)) for p in range(s.players))
    details = {"souls": [souls(s, p) for p in range(s.players)], "wounds": [wounds(s, p) for p in range(s.players)],
               "eliminated": list(s.out), "turns": s.turn, "tied": len(candidates) > 1}
    s.phase = "over"
    s.finish(Result(scores, (winner,), reason, details))
    events.append(Event(GAME_OVER, s.result().to_json()))
