"""Shared helpers for the Boss Monster tests: a census of every card, and states set up by hand."""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.registry import get
from game.games.boss_monster.board import BOSS, HERO, ROOM, SPELL, Stack
from game.games.boss_monster.state import BossMonsterState, later

from ..events import kinds
from ..events import play as play_each

WINDOWS = ("respond", "respond-first", "cancel")

GAME = get("boss-monster")


def full_set() -> Counter[str]:
    cards: Counter[str] = Counter()
    cards.update(list(BOSS))
    cards.update(list(HERO))
    for room in ROOM.values():
        cards[room.id] += room.copies
    for spell in SPELL.values():
        cards[spell.id] += spell.copies
    return cards


def census(s: BossMonsterState) -> Counter[str]:
    """Every card wherever it is: decks, hands, dungeons, town, entrances, score piles, discards."""
    cards: Counter[str] = Counter()
    cards.update(b for b in s.bosses if b)
    for zone in (s.rooms, s.spells, s.entrance, s.souls, s.wounds, s.offers):
        for part in zone:
            cards.update(part)
    for rooms in s.dungeons:
        for st in rooms:
            cards.update(st.cards)
    for pile in (s.room_deck, s.spell_deck, s.hero_deck, s.epic_deck, s.town, s.discard, s.removed, s.set_aside):
        cards.update(pile)
    cards.update(c[1] for c in s.casts)
    if s.walk_hero is not None:
        cards[s.walk_hero] += 1
    return cards


def fresh(players: int = 2, seed: int = 1, **options: Any) -> BossMonsterState:
    state = GAME.new_game(players, seed, options)
    assert isinstance(state, BossMonsterState)
    return state


def blank(players: int = 2, bosses: Iterable[str] = ("draculord", "robobo"), **options: Any) -> BossMonsterState:
    """A state between turns with chosen Bosses, empty hands, dungeons and town, and full decks:
    tests then place exactly the cards a rule needs and queue the step they check."""
    state = fresh(players, 7, **options)
    everything = full_set()
    state.bosses = list(bosses)
    state.order = tuple(sorted(range(players), key=lambda p: -BOSS[state.bosses[p]].xp))
    state.rooms = [[] for _ in range(players)]
    state.spells = [[] for _ in range(players)]
    state.dungeons = [[] for _ in range(players)]
    state.entrance = [[] for _ in range(players)]
    state.souls = [[] for _ in range(players)]
    state.wounds = [[] for _ in range(players)]
    state.offers = [[] for _ in range(players)]
    state.town, state.discard, state.removed, state.set_aside = [], [], [], []
    state.room_deck = sorted(c for c in everything if c in ROOM for _ in range(everything[c]))
    state.spell_deck = sorted(c for c in everything if c in SPELL for _ in range(everything[c]))
    state.hero_deck = sorted(h for h in HERO if not HERO[h].epic)
    state.epic_deck = sorted(h for h in HERO if HERO[h].epic)
    state.set_aside = sorted(b for b in BOSS if b not in state.bosses)
    state.frames = []
    state.legal = None
    state.turn = 1
    state.phase = "build"
    state.active = None
    return state


def take(state: BossMonsterState, card: str) -> str:
    """Takes one copy of ``card`` out of whichever deck or pile holds it, so the census stays whole."""
    for pile in (state.room_deck, state.spell_deck, state.hero_deck, state.epic_deck, state.discard):
        if card in pile:
            pile.remove(card)
            return card
    raise AssertionError(f"no {card} left in the decks")


def hand(state: BossMonsterState, seat: int, *cards: str) -> None:
    for card in cards:
        (state.rooms if card in ROOM else state.spells)[seat].append(take(state, card))


def dungeon(state: BossMonsterState, seat: int, *stacks: str | tuple[str, ...]) -> None:
    """Builds ``seat``'s dungeon from the entrance toward the Boss; a tuple is a stack, bottom first."""
    for spec in stacks:
        cards = (spec,) if isinstance(spec, str) else spec
        state.next_uid += 1
        state.dungeons[seat].append(Stack(state.next_uid, tuple(take(state, c) for c in cards)))


def town(state: BossMonsterState, *heroes: str) -> None:
    state.town.extend(take(state, h) for h in heroes)


def settle(state: BossMonsterState) -> list[Event]:
    """Answers ``pass`` in every window that offers nothing else, as a bot does at once: a seat is
    asked whatever its hand holds (rulings.md, "Windows"), and most tests are about something else."""
    events: list[Event] = []
    while state.frames and state.frames[-1].kind in WINDOWS and options(state) == {"pass"}:
        events.extend(state.apply(Action("pass")))
    return events


def play(state: BossMonsterState, *actions: str) -> list[Event]:
    """Applies each action as typed, passing the empty windows after each (``settle``)."""
    events: list[Event] = []
    for text in actions:
        events.extend(play_each(state, text))
        events.extend(settle(state))
    return events


def queue(state: BossMonsterState, *frames: tuple[str, dict[str, Any]]) -> list[Event]:
    """Runs ``frames`` (kinds from the rules chapters, with their data) until the next decision
    other than an empty window."""
    later(state, *frames)
    state.legal = None
    state.run()
    events, state.events = state.events, []
    return events + settle(state)


def options(state: BossMonsterState) -> set[str]:
    return {str(a) for a in state.legal_actions()}
