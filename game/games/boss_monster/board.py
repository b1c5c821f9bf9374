"""The table: dungeons of room stacks, and the operations every rule shares.

Every draw takes a card at random from its deck, which is the same as the top card of a shuffled
deck: a deck is a bag whose order means nothing, so nothing can leak through it and a searched deck
needs no shuffle afterwards.

A dungeon is a list of stacks, index 0 at the entrance and the last one beside the Boss; heroes walk
it in that order. A stack holds the rooms built on one place, bottom first; only its top room is in
play. Stacks are immutable records replaced on change, so that copying a state copies only lists.
Positions in actions are 1-based from the entrance ("room 1 is the first the heroes meet").
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.engine.events import Event

from .cards import CARDS, CLASSES

if TYPE_CHECKING:
    from .state import BossMonsterState

BOSS = CARDS.bosses
ROOM = CARDS.rooms
SPELL = CARDS.spells
HERO = CARDS.heroes

MAX_ROOMS = 5
WIN_SOULS = 10
LOSE_WOUNDS = 5
CLASS = {c: i for i, c in enumerate(CLASSES)}
# Per room: how many icons of each class it shows; per hero and Boss: the index of its class
# (-1 for The Fool, who follows souls instead).
ICONS: dict[str, tuple[int, int, int, int]] = {
    r.id: tuple(r.treasure.count(c) for c in CLASSES) for r in ROOM.values()  # type: ignore[misc]
}
ICON_SET: dict[str, frozenset[str]] = {r.id: frozenset(r.treasure) for r in ROOM.values()}
HERO_CLASS: dict[str, int] = {h.id: CLASS.get(h.treasure, -1) for h in HERO.values()}
BOSS_CLASS: dict[str, int] = {b.id: CLASS[b.treasure] for b in BOSS.values()}
EFFECT: dict[str, str] = {r.id: r.effect for r in ROOM.values()}
MONSTER: dict[str, bool] = {r.id: r.monster for r in ROOM.values()}


class Stack(NamedTuple):
    uid: int  # stable while the stack exists, so targets survive rooms sliding
    cards: tuple[str, ...]  # bottom first; the last is the room in play
    hidden: bool = False  # the top room was placed face down this Build phase
    frozen: bool = False  # deactivated until the end of the turn
    used: bool = False  # a once-per-turn ability of the top room was used
    bonus: int = 0  # damage added to the top room until the end of the turn

    @property
    def top(self) -> str:
        return self.cards[-1]

    @property
    def active(self) -> bool:
        return not self.hidden and not self.frozen

    def mark(self) -> tuple[int, int]:
        """What identifies the room in play: a target taken now is gone once this changes."""
        return self.uid, len(self.cards)


# --- reading the table ------------------------------------------------------------------------

def in_play(s: BossMonsterState) -> list[int]:
    """The seats still in the game, most XP first: the order of every phase."""
    if True not in s.out:
        return list(s.order)
    return [p for p in s.order if not s.out[p]]


def priority(s: BossMonsterState) -> list[int]:
    """Who may act in a window, in turn: the active player first, then the others by XP."""
    seats = in_play(s)
    if s.active is not None and s.active in seats:
        seats.remove(s.active)
        seats.insert(0, s.active)
    return seats


def opponents(s: BossMonsterState, seat: int) -> list[int]:
    return [p for p in in_play(s) if p != seat]


def souls(s: BossMonsterState, seat: int) -> int:
    return sum(HERO[h].souls for h in s.souls[seat])


def wounds(s: BossMonsterState, seat: int) -> int:
    return sum(HERO[h].wounds for h in s.wounds[seat])


def health(s: BossMonsterState, hero: str) -> int:
    return HERO[hero].health + s.health_bonus(hero)


def room_count(s: BossMonsterState, seat: int) -> int:
    """Rooms that count as rooms: face up and not deactivated."""
    return sum(1 for st in s.dungeons[seat] if st.active)


def find(s: BossMonsterState, seat: int, uid: int) -> int:
    for i, st in enumerate(s.dungeons[seat]):
        if st.uid == uid:
            return i
    return -1


def still_there(s: BossMonsterState, seat: int, mark: tuple[int, int]) -> int:
    """The index of the room a target named, or -1 if it was destroyed, covered or deactivated."""
    i = find(s, seat, mark[0])
    if i < 0:
        return -1
    st = s.dungeons[seat][i]
    return i if st.active and len(st.cards) == mark[1] else -1


def counts(st: Stack, ahead: bool) -> bool:
    """Whether a room counts now, or (``ahead``) once the face-down rooms are revealed."""
    return not st.frozen and (ahead or not st.hidden)


def treasure(s: BossMonsterState, seat: int, ahead: bool = False) -> list[int]:
    """Treasure per class (cleric, fighter, mage, thief): active rooms, doubled by Jackpot Stash, plus the Boss."""
    total = [0, 0, 0, 0]
    for st in s.dungeons[seat]:
        if counts(st, ahead):
            icons = ICONS[st.cards[-1]]
            total[0] += icons[0]
            total[1] += icons[1]
            total[2] += icons[2]
            total[3] += icons[3]
    mult = s.per_seat("jackpot-stash")[seat] if "jackpot-stash" in s.this_turn else 1
    if mult != 1:
        total = [t * mult for t in total]
    total[BOSS_CLASS[s.bosses[seat]]] += 1
    return total


def room_damage(s: BossMonsterState, seat: int, i: int, ahead: bool = False) -> int:
    """What the room at index ``i`` deals to a hero entering it now (or, ``ahead``, once the
    face-down rooms are revealed), with every bonus that applies."""
    rooms = s.dungeons[seat]
    st = rooms[i]
    card = st.cards[-1]
    effect = EFFECT[card]
    if effect == "damage-per-monster-room":
        damage = sum(1 for r in rooms if counts(r, ahead) and MONSTER[r.cards[-1]])
    else:
        damage = ROOM[card].damage
    damage += st.bonus
    if "the-crushinator" in s.this_turn:
        damage += s.this_turn["the-crushinator"][seat]
    monster = MONSTER[card]
    # Deactivated rooms are gaps: they give nothing and break adjacency.
    if i > 0 and counts(rooms[i - 1], ahead):
        left = EFFECT[rooms[i - 1].cards[-1]]
        if monster and left == "adjacent-monsters-plus-one":
            damage += 1
        elif not monster and left == "next-trap-plus-two":
            damage += 2
    if monster and i + 1 < len(rooms) and counts(rooms[i + 1], ahead):
        if EFFECT[rooms[i + 1].cards[-1]] == "adjacent-monsters-plus-one":
            damage += 1
    return damage


def walk_damage(s: BossMonsterState, seat: int, ahead: bool = False) -> int:
    """The damage a hero takes walking the whole dungeon: each room that counts, as it deals now
    (or, ``ahead``, once the face-down rooms are revealed)."""
    return sum(room_damage(s, seat, i, ahead) for i, st in enumerate(s.dungeons[seat]) if counts(st, ahead))


def spots(s: BossMonsterState, seat: int, card: str, new: bool = True) -> list[int]:
    """Where ``card`` may be built: 0 for a new place at the entrance end, k to go on room k.

    Basic rooms go at the entrance end or on any room; Advanced rooms are upgrades, only on a room
    sharing a treasure icon and never on Neanderthal Cave; nothing goes on a face-down or
    deactivated room; at most five places.
    """
    rooms = s.dungeons[seat]
    advanced = ROOM[card].advanced
    out = [0] if new and not advanced and len(rooms) < MAX_ROOMS else []
    icons = ICON_SET[card]
    for i, st in enumerate(rooms):
        if not st.active:
            continue
        below = st.cards[-1]
        if advanced and (EFFECT[below] == "no-advanced-on-top" or not icons & ICON_SET[below]):
            continue
        out.append(i + 1)
    return out


def table_place(count: int, position: int) -> int:
    """The number a room's place goes by in words: the table's five places counted from the entrance
    end, rooms packed against the Boss, so a room keeps its number while the dungeon grows toward the
    entrance. ``position`` counts the ``count`` rooms of the dungeon from the entrance, 1 first, as the
    actions and the view do."""
    return MAX_ROOMS - count + position


def where(s: BossMonsterState, seat: int, i: int) -> dict[str, int]:
    """An event's fields for the room at index ``i``: its position, and its place for the words."""
    return {"position": i + 1, "place": table_place(len(s.dungeons[seat]), i + 1)}


def spot_arg(spot: int) -> int | str:
    """A place as an action argument: ``new`` at the entrance end, else the room it goes on."""
    return "new" if spot == 0 else spot


def spot_of(arg: int | str) -> int:
    return 0 if arg == "new" else int(arg)


# --- changing the table -----------------------------------------------------------------------

def new_uid(s: BossMonsterState) -> int:
    s.next_uid += 1
    return s.next_uid


def place(s: BossMonsterState, seat: int, card: str, spot: int, hidden: bool) -> Stack:
    """Puts ``card`` at ``spot`` (0: a new place at the entrance end) and returns its stack."""
    rooms = s.dungeons[seat]
    if spot == 0:
        st = Stack(new_uid(s), (card,), hidden)
        rooms.insert(0, st)
    else:
        old = rooms[spot - 1]
        st = rooms[spot - 1] = Stack(old.uid, old.cards + (card,), hidden)
    return st


def destroy(s: BossMonsterState, seat: int, i: int, events: list[Event], how: str) -> None:
    """Destroys the room in play at index ``i``: to the discard pile, uncovering the room beneath;
    an emptied place closes up toward the Boss. Recycling Centers of the owner may answer."""
    rooms = s.dungeons[seat]
    st = rooms[i]
    card = st.cards[-1]
    here = where(s, seat, i)  # as it was, before an emptied place closes up
    s.discard.append(card)
    walking_here = s.walk_hero is not None and s.walk_seat == seat and s.walk_here == st.mark()
    if len(st.cards) > 1:
        rooms[i] = Stack(st.uid, st.cards[:-1])
        uncovered: str | None = st.cards[-2]
    else:
        del rooms[i]
        uncovered = None
        if s.walk_seat == seat:
            if s.walk_pos > i:
                s.walk_pos -= 1
            if s.walk_next > i:
                s.walk_next -= 1
    if walking_here:
        s.walk_here = None  # the hero leaves it; the room beneath does not touch that hero
    events.append(Event("room_destroyed", {"seat": seat, "room": card, **here, "how": how, "uncovered": uncovered}))
    for other in rooms:
        if other.active and EFFECT[other.cards[-1]] == "draw-two-rooms":
            s.push("recycle", seat).data.update(seat=seat, uid=other.uid)


def replace(s: BossMonsterState, seat: int, i: int, **changes: object) -> Stack:
    st = s.dungeons[seat][i] = s.dungeons[seat][i]._replace(**changes)
    return st


def draw_from(s: BossMonsterState, deck: list[str]) -> str:
    """A card at random from ``deck`` (which must not be empty)."""
    i = s.rng.below(len(deck))
    card = deck[i]
    deck[i] = deck[-1]
    deck.pop()
    return card


def _refill(s: BossMonsterState, deck: list[str], kinds: dict[str, object], name: str,
            events: list[Event]) -> None:
    """An empty deck takes back the cards of its kind from the discard pile (the rulebooks are
    silent; see rulings.md)."""
    back = [c for c in s.discard if c in kinds]
    if not back:
        return
    s.discard = [c for c in s.discard if c not in kinds]
    deck.extend(back)
    events.append(Event("deck_refilled", {"deck": name, "cards": len(back)}, chance=True))


def _draw(s: BossMonsterState, seat: int, n: int, deck: list[str], hand: list[str], kinds: dict[str, object],
          name: str, events: list[Event]) -> None:
    drawn = []
    for _ in range(n):
        if not deck:
            _refill(s, deck, kinds, name, events)
            if not deck:
                break
        drawn.append(draw_from(s, deck))
    hand.extend(drawn)
    events.append(Event(f"{name}_drawn", {"seat": seat, "count": len(drawn)}, {"cards": drawn},
                        frozenset((seat,)), chance=True))


def draw_rooms(s: BossMonsterState, seat: int, n: int, events: list[Event]) -> None:
    _draw(s, seat, n, s.room_deck, s.rooms[seat], ROOM, "rooms", events)


def draw_spells(s: BossMonsterState, seat: int, n: int, events: list[Event]) -> None:
    _draw(s, seat, n, s.spell_deck, s.spells[seat], SPELL, "spells", events)


def discard_from_hand(s: BossMonsterState, seat: int, card: str, events: list[Event], why: str) -> None:
    (s.rooms if card in ROOM else s.spells)[seat].remove(card)
    s.discard.append(card)
    events.append(Event("card_discarded", {"seat": seat, "card": card, "why": why}))


def kill(s: BossMonsterState, seat: int, hero: str, events: list[Event], how: str) -> None:
    """``hero`` dies: face down among ``seat``'s souls."""
    s.souls[seat].append(hero)
    s.kills[seat] += HERO[hero].souls
    if s.walk_hero == hero:
        s.walk_hero = None
    events.append(Event("hero_killed", {"seat": seat, "hero": hero, "how": how, "souls": souls(s, seat)}))


def end_walk(s: BossMonsterState) -> None:
    s.walk_hero = None
    s.walk_here = None


def return_dead(s: BossMonsterState, hero: str, bonus: int, events: list[Event]) -> None:
    """A dead hero leaves its killer's souls for that player's entrance (Zombie Prison, Zombie Attack)."""
    for p in range(s.players):
        if hero in s.souls[p]:
            s.souls[p].remove(hero)
            s.entrance[p].append(hero)
            if bonus:
                s.add_health(hero, bonus)
            events.append(Event("hero_returned", {"seat": p, "hero": hero, "bonus": bonus}))
            return
