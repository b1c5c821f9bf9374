"""Setup (rulebooks, "Preparazione del Gioco" / "Preparação"): the hero decks by player count, the
Bosses, the opening hands with the mulligan and the Classic discard, and the first face-down room."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.actions import Action
from game.engine.cards import CardSet, Need
from game.engine.events import Event

from ..board import (BOSS, HERO, ROOM, SPELL, discard_from_hand, draw_from, draw_rooms, draw_spells, place,
                     where)
from ..cards import CLASSES
from ..state import ask, decision, distinct, later, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState, Rules

OPENING_ROOMS = 5
OPENING_SPELLS = 2
CLASSIC_DISCARDS = 2
SEEDED_ROOMS = 4
SEEDED_SPELLS = 2
MULLIGAN_MATCH = 4  # Advanced rooms, or rooms showing one treasure icon, in a hand that may be taken back
HARD_HEALTH = 4  # the ordinary heroes the Hard variant leaves out
OFFERED_BOSSES = 2  # I Choose You: the Bosses dealt to each player, who keeps one


def _copies(kind: str, basic_only: bool = False) -> Callable[[CardSet], int]:
    return lambda cards: sum(c["copies"] for c in cards.of(kind) if not (basic_only and c["advanced"]))


def card_needs(players: int, rules: Rules) -> list[Need]:
    """What the deal takes from the card set: the Bosses, the opening hands and the seeded discard
    pile, and enough Basic rooms that a hand taken back until it holds one (``mulligan``) always can
    find one, even with every other hand and the seeded pile full of them."""
    seeded_rooms, seeded_spells = (SEEDED_ROOMS, SEEDED_SPELLS) if rules.seeded_discard else (0, 0)
    seeded = " and the seeded discard pile" if rules.seeded_discard else ""
    each = "with I Choose You (two each)" if rules.choose_boss else "(one each)"
    return [
        Need("boss", players * (OFFERED_BOSSES if rules.choose_boss else 1), "Bosses", f"for {players} players {each}"),
        Need("room", OPENING_ROOMS * players + seeded_rooms, "rooms (copies counted)",
             f"for {players} opening hands{seeded}", _copies("room")),
        Need("room", OPENING_ROOMS * (players - 1) + 1 + seeded_rooms, "Basic rooms (copies counted)",
             f"so that each of {players} players can draw one to build first", _copies("room", basic_only=True)),
        Need("spell", OPENING_SPELLS * players + seeded_spells, "spells (copies counted)",
             f"for {players} opening hands{seeded}", _copies("spell")),
    ]


def hero_decks(players: int, hard: bool) -> tuple[list[str], list[str], list[str]]:
    """Ordinary heroes, epic heroes and the heroes left out: those whose player icon is above the
    number of players, and in the Hard variant the ordinary heroes with 4 health."""
    ordinary, epic, left_out = [], [], []
    for hero in HERO.values():
        if hero.players > players or (hard and not hero.epic and hero.health == HARD_HEALTH):
            left_out.append(hero.id)
        else:
            (epic if hero.epic else ordinary).append(hero.id)
    return ordinary, epic, left_out


def start(s: BossMonsterState, events: list[Event]) -> None:
    """Shuffles the decks and queues the setup steps, then the first turn."""
    s.hero_deck, s.epic_deck, s.removed = hero_decks(s.players, s.rules.hard)
    s.room_deck = [r.id for r in ROOM.values() for _ in range(r.copies)]
    s.spell_deck = [p.id for p in SPELL.values() for _ in range(p.copies)]
    events.append(Event("decks_shuffled", {"heroes": len(s.hero_deck), "epic_heroes": len(s.epic_deck),
                                           "rooms": len(s.room_deck), "spells": len(s.spell_deck),
                                           "left_out": list(s.removed)}, chance=True))
    later(s, ("deal-bosses", {}), ("deal-hands", {}), ("mulligans", {}), ("opening-discards", {}),
          ("first-builds", {}), ("reveal", {}), ("turn", {}))


@step("deal-bosses")
def deal_bosses(s: BossMonsterState, events: list[Event]) -> None:
    pile = list(BOSS)
    s.rng.shuffle(pile)
    if not s.rules.choose_boss:
        for seat in range(s.players):
            s.bosses[seat] = pile.pop()
        s.set_aside.extend(sorted(pile))
        later(s, ("bosses-revealed", {}))
        return
    # I Choose You: two Bosses each, one kept; the other leaves the game unseen.
    for seat in range(s.players):
        s.offers[seat] = [pile.pop() for _ in range(OFFERED_BOSSES)]
        events.append(Event("bosses_offered", {"seat": seat}, {"bosses": list(s.offers[seat])},
                            frozenset((seat,)), chance=True))
    s.set_aside.extend(sorted(pile))
    later(s, *[("choose-boss", {"seat": seat}) for seat in range(s.players)], ("bosses-revealed", {}))


@decision("choose-boss", lambda s, f: [Action("boss", (b,)) for b in s.offers[f.seat]])
def choose_boss(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    chosen = str(action.args[0])
    s.bosses[d.seat] = chosen
    s.set_aside.extend(b for b in s.offers[d.seat] if b != chosen)
    s.offers[d.seat] = []
    events.append(Event("boss_chosen", {"seat": d.seat}, {"boss": chosen}, frozenset((d.seat,))))


@step("bosses-revealed")
def bosses_revealed(s: BossMonsterState, events: list[Event]) -> None:
    s.order = tuple(sorted(range(s.players), key=lambda p: -BOSS[s.bosses[p]].xp))
    events.append(Event("bosses_revealed", {"bosses": list(s.bosses), "order": list(s.order)}, chance=True))


@step("deal-hands")
def deal_hands(s: BossMonsterState, events: list[Event]) -> None:
    for seat in s.order:
        draw_rooms(s, seat, OPENING_ROOMS, events)
        draw_spells(s, seat, OPENING_SPELLS, events)
    if s.rules.seeded_discard:
        seeded = [draw_from(s, s.room_deck) for _ in range(SEEDED_ROOMS)]
        seeded += [draw_from(s, s.spell_deck) for _ in range(SEEDED_SPELLS)]
        s.discard.extend(seeded)
        events.append(Event("discard_seeded", {"cards": seeded}, chance=True))


def may_mulligan(rooms: list[str]) -> bool:
    """Four Advanced rooms, or four rooms showing the same treasure icon, allow a new hand."""
    if sum(ROOM[r].advanced for r in rooms) >= MULLIGAN_MATCH:
        return True
    return any(sum(icon in ROOM[r].treasure for r in rooms) >= MULLIGAN_MATCH for icon in CLASSES)


def basic_rooms(rooms: list[str]) -> list[str]:
    return distinct(r for r in rooms if not ROOM[r].advanced)


@step("mulligans")
def mulligans(s: BossMonsterState, events: list[Event]) -> None:
    later(s, *[("mulligan", {"seat": seat, "first": True}) for seat in s.order])


def _mulligan_options(s: BossMonsterState, f: Frame) -> list[Action]:
    """A hand that qualifies may be kept or taken back, once; a hand without a Basic room could
    build no first room, so it must be taken back, as often as it takes (rulings.md)."""
    rooms = s.rooms[f.seat]
    if not basic_rooms(rooms):
        return [Action("mulligan")]
    return [Action("mulligan"), Action("keep")] if f.data["first"] and may_mulligan(rooms) else []


@decision("mulligan", _mulligan_options)
def mulligan(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "keep":
        return
    seat = d.seat
    s.room_deck.extend(s.rooms[seat])
    s.spell_deck.extend(s.spells[seat])
    s.rooms[seat], s.spells[seat] = [], []
    events.append(Event("hand_mulliganed", {"seat": seat}, chance=True))
    draw_rooms(s, seat, OPENING_ROOMS, events)
    draw_spells(s, seat, OPENING_SPELLS, events)
    ask(s, "mulligan", seat, first=False)


@step("opening-discards")
def opening_discards(s: BossMonsterState, events: list[Event]) -> None:
    if s.rules.classic:
        later(s, *[("opening-discard", {"seat": seat, "left": CLASSIC_DISCARDS}) for seat in s.order])


def _opening_discards(s: BossMonsterState, f: Frame) -> list[Action]:
    if f.data["left"] <= 0:
        return []
    return [Action("discard", (c,)) for c in distinct(s.rooms[f.seat] + s.spells[f.seat])]


@decision("opening-discard", _opening_discards, ask=lambda s, f: {"left": f.data["left"]})
def answer_opening_discard(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    discard_from_hand(s, d.seat, str(action.args[0]), events, "classic")
    ask(s, "opening-discard", d.seat, left=d.data["left"] - 1)


@step("first-builds")
def first_builds(s: BossMonsterState, events: list[Event]) -> None:
    """Before the first turn each player builds one room face down, most XP first. It takes a new
    place, where an Advanced room never goes: only a Basic room may be the first (rulings.md)."""
    later(s, *[("first-build", {"seat": seat}) for seat in s.order])


@decision("first-build", lambda s, f: [Action("build", (r, "new")) for r in basic_rooms(s.rooms[f.seat])])
def answer_first_build(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    card = str(action.args[0])
    s.rooms[d.seat].remove(card)
    place(s, d.seat, card, 0, hidden=True)
    events.append(Event("room_placed", {"seat": d.seat, **where(s, d.seat, 0), "on": None}, {"room": card},
                        frozenset((d.seat,))))
