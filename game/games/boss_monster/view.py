"""What a seat may see, and the worlds an AI may imagine from it.

Hidden: other players' hands and face-down rooms, the order and content of the room and spell decks,
the order of the hero decks, Bosses set aside face down (and, in I Choose You, other players' Bosses
until they are revealed together). Everything else (dungeons, covered rooms, town, entrances, souls,
wounds, the discard pile, cards removed face up) is public.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.rng import Rng
from game.engine.state import View

from .knockout import knockouts
from .board import BOSS, ROOM, SPELL, health, place, room_damage, souls, spot_of, treasure, walk_damage, wounds

if TYPE_CHECKING:
    from .state import BossMonsterState

# How many times a determinization deals the hidden cards again when the deal leaves the pending
# decision without a choice (a hand the flow has shown to hold a Basic room, or a monster room to pay with).
REDEALS = 50

# Pending frames naming, by the datum given, a card in their seat's hand that a public move put or
# named there (a room fetched from the deck or the discard pile, a room or spell chosen to play): a
# world must keep it in that hand, or the frame has nothing to play when it is reached.
NAMED_IN_HAND = {"place-fetched": "card", "build-face-up": "card", "cast": "spell"}


def bosses_public(s: BossMonsterState) -> bool:
    return not any(s.offers)


def _dungeon(s: BossMonsterState, p: int, seat: int | None) -> list[dict[str, Any]]:
    out = []
    for i, st in enumerate(s.dungeons[p]):
        shown = not st.hidden or seat == p
        out.append({"position": i + 1, "room": st.top if shown else None, "face_down": st.hidden,
                    "covered": list(st.cards[:-1]), "deactivated": st.frozen, "used": st.used, "bonus": st.bonus,
                    "damage": room_damage(s, p, i) if st.active else 0})
    return out


def _player(s: BossMonsterState, p: int, seat: int | None) -> dict[str, Any]:
    boss = s.bosses[p] if s.bosses[p] and (bosses_public(s) or seat == p) else None
    rooms = s.dungeons[p]
    return {
        "seat": p,
        "boss": boss,
        "xp": BOSS[boss].xp if boss else None,
        "leveled_up": s.leveled[p],
        "eliminated": s.out[p],
        "offers": list(s.offers[p]) if seat == p else len(s.offers[p]),
        "hand": {"rooms": list(s.rooms[p]), "spells": list(s.spells[p])} if seat == p else None,
        "hand_counts": {"rooms": len(s.rooms[p]), "spells": len(s.spells[p])},
        "dungeon": _dungeon(s, p, seat),
        "entrance": list(s.entrance[p]),
        "souls": list(s.souls[p]),
        "wounds": list(s.wounds[p]),
        "soul_count": souls(s, p),
        "wound_count": wounds(s, p),
        "treasure": treasure(s, p) if boss and bosses_public(s) else None,
        "total_damage": walk_damage(s, p),
        "treasure_multiplier": s.per_seat("jackpot-stash")[p],
        "dungeon_bonus": s.per_seat("the-crushinator")[p],
        "build_damage": _build_damage(s, p) if seat == p else None,
    }


def _build_damage(s: BossMonsterState, seat: int) -> dict[str, Any] | None:
    """For the seat about to build: the damage a walk of its dungeon deals once its face-down rooms
    are revealed, now and after each build it may make (by the action's text). The build is made
    with the rules' own ``place`` on a copy and the walk counted with their ``room_damage``; the seat's
    own dungeon is all it reads, and the seat sees all of it."""
    if s.current_player() != seat:
        return None
    builds = [a for a in s.options() if a.verb == "build"]
    if not builds:
        return None
    after: dict[str, int] = {}
    trial = s.clone()
    for action in builds:  # a build changes only the builder's row (and the count of uids): set back each time
        trial.dungeons[seat], trial.next_uid = list(s.dungeons[seat]), s.next_uid
        place(trial, seat, str(action.args[0]), spot_of(action.args[1]), hidden=True)
        after[str(action)] = walk_damage(trial, seat, ahead=True)
    return {"now": walk_damage(s, seat, ahead=True), "after": after}


def game_view(s: BossMonsterState, seat: int | None) -> View:
    walking = None
    if s.walk_hero is not None:
        walking = {"seat": s.walk_seat, "hero": s.walk_hero, "position": s.walk_pos + 1, "damage": s.walk_damage,
                   "health": health(s, s.walk_hero), "room_gone": s.walk_here is None}
    return {
        "options": s.rules.to_options(),
        "phase": s.phase,
        "active": s.active,
        "current": s.current_player(),
        "order": list(s.order) if bosses_public(s) else None,
        "seats": [_player(s, p, seat) for p in range(s.players)],
        "town": list(s.town),
        "heroes_left": len(s.hero_deck),
        "epic_heroes_left": len(s.epic_deck),
        "rooms_left": len(s.room_deck),
        "spells_left": len(s.spell_deck),
        "discard": list(s.discard),
        "removed": list(s.removed),
        "set_aside": len(s.set_aside),
        "walking": walking,
        "casting": [{"seat": c[0], "spell": c[1], "cancelled": c[3]} for c in s.casts],
        "building_stopped": "kobold-strike" in s.this_turn,
        "waiting": sorted(s.this_turn.get("trepidation", [])),
        # King Croak and Cleopatra search the room deck: its cards, for the seat searching it alone.
        "room_deck_searched": sorted(s.room_deck) if _searching(s, seat) else None,
        # The deciding seat's own choices that would leave its Boss knocked out, to warn it before.
        "knockout": knockouts(s, seat),
    }


def open_view(s: BossMonsterState, seat: int | None) -> View:
    """``seat``'s view in which every seat's row is as its holder sees it: hand, Boss offers, the Boss
    itself and face-down rooms shown. What only the deciding seat is told (the damage its builds
    would deal) stays with that seat."""
    out = game_view(s, seat)
    out["seats"] = [{**_player(s, p, p), "build_damage": None} if p != seat else row
                    for p, row in enumerate(out["seats"])]
    return out


def _searching(s: BossMonsterState, seat: int | None) -> bool:
    top = s.frames[-1] if s.frames else None
    return top is not None and top.seat == seat and top.data.get("reveals") == ["room-deck"]


def _deal(pool: list[str], sizes: list[int], rng: Rng) -> list[list[str]]:
    """Sorts ``pool``, deals hands of the given sizes from it at random, and leaves the rest in it."""
    pool.sort()
    hands = []
    for size in sizes:
        hand = []
        for _ in range(size):
            i = rng.below(len(pool))
            hand.append(pool[i])
            pool[i] = pool[-1]
            pool.pop()
        hands.append(hand)
    return hands


def _named(s: BossMonsterState, seats: list[int], kinds: dict[str, Any]) -> dict[int, list[str]]:
    """The cards of the kinds given that pending frames name in the hands of ``seats`` (``NAMED_IN_HAND``)."""
    named: dict[int, list[str]] = {p: [] for p in seats}
    for frame in s.frames:
        key = NAMED_IN_HAND.get(frame.kind)
        card = frame.data.get(key) if key else None
        if frame.seat in named and card in kinds:
            named[frame.seat].append(card)
    return named


def _deal_hands(pool: list[str], held: list[list[str]], seats: list[int], named: dict[int, list[str]],
                places: list[int], rng: Rng) -> list[list[str]]:
    """Deals the hands of ``seats`` (as many cards as ``held`` by each) and then ``places`` more
    places from ``pool``; a hand keeps the cards ``named`` in it and is dealt only the rest."""
    for p in seats:
        for card in named[p]:
            pool.remove(card)
    dealt = _deal(pool, [len(held[p]) - len(named[p]) for p in seats] + places, rng)
    for k, p in enumerate(seats):
        dealt[k] = named[p] + dealt[k]
    return dealt


def determinize(s: BossMonsterState, observer: int, rng: Rng) -> BossMonsterState:
    """A copy in which what ``observer`` cannot see is dealt again at random from the unseen cards.

    The unseen cards of each kind (the deck, other hands, other face-down rooms, cards set aside)
    are pooled and sorted, and the hidden places are dealt again from the pool in a fixed order,
    the rest making the deck; so the result depends only on ``view(observer)`` and ``rng``. A
    decision showing ``observer`` a hand or the room deck keeps what it shows, and a hand keeps a
    card a pending frame names in it (``NAMED_IN_HAND``: every seat was told when it came there).
    A deal that leaves another seat's pending decision without a choice contradicts what the flow
    made public (that seat holds what the decision needs) and is dealt again; going back on a use
    is no choice there, since a use whose cost is paid from the hand is declared only when it can be.
    """
    top = s.frames[-1] if s.frames else None
    for _ in range(REDEALS):
        c = _deal_again(s, observer, rng)
        if top is None or top.seat == observer or any(a.verb != "decline" for a in c.options()):
            return c
    return c


def _deal_again(s: BossMonsterState, observer: int, rng: Rng) -> BossMonsterState:
    c = s.clone()
    c.legal = None  # the hidden cards change: the options are worked out again
    top = s.frames[-1] if s.frames else None
    shown = tuple(top.data.get("reveals", ())) if top is not None and top.seat == observer else ()
    others = [p for p in range(s.players) if p != observer]
    seen = shown[1] if shown and shown[0] == "hand" else None
    hands = [p for p in others if p != seen]
    deck_seen = shown == ("room-deck",)

    tops = [(p, i) for p in others for i, st in enumerate(c.dungeons[p]) if st.hidden]
    aside = [x for x in c.set_aside if x in ROOM]
    pool = [] if deck_seen else c.room_deck
    pool += [x for p in hands for x in c.rooms[p]] + [c.dungeons[p][i].top for p, i in tops] + aside
    dealt = _deal_hands(pool, c.rooms, hands, _named(s, hands, ROOM), [1] * len(tops) + [len(aside)], rng)
    for p, cards in zip(hands, dealt):
        c.rooms[p] = cards
    for (p, i), (card,) in zip(tops, dealt[len(hands):]):
        st = c.dungeons[p][i]
        c.dungeons[p][i] = st._replace(cards=st.cards[:-1] + (card,))
    aside_rooms = dealt[-1]
    if deck_seen:
        c.room_deck.sort()
    else:
        c.room_deck = pool

    aside = [x for x in c.set_aside if x in SPELL]
    pool = c.spell_deck + [x for p in hands for x in c.spells[p]] + aside
    dealt = _deal_hands(pool, c.spells, hands, _named(s, hands, SPELL), [len(aside)], rng)
    for p, cards in zip(hands, dealt):
        c.spells[p] = cards
    c.spell_deck = pool
    aside_spells = dealt[-1]
    if seen is not None:
        c.rooms[seen].sort()
        c.spells[seen].sort()

    # Bosses face down: set aside, and (I Choose You) others' offers and choices before the reveal.
    pool = [x for x in c.set_aside if x in BOSS]
    if bosses_public(s):
        pool.sort()
    else:
        hidden_choice = [p for p in others if c.bosses[p]]
        pool += [c.bosses[p] for p in hidden_choice] + [b for p in others for b in c.offers[p]]
        dealt = _deal(pool, [1] * len(hidden_choice) + [len(c.offers[p]) for p in others], rng)
        for p, (boss,) in zip(hidden_choice, dealt):
            c.bosses[p] = boss
        for p, offer in zip(others, dealt[len(hidden_choice):]):
            c.offers[p] = offer
    c.set_aside = pool + aside_rooms + aside_spells

    c.hero_deck.sort()
    c.epic_deck.sort()
    c.rng = rng.fork()
    return c
