"""What a seat's cards can do at this moment: the spells it may cast, the targets a spell may take,
and the room abilities it may use. Every chapter that offers a spell or an ability asks here, so the
conditions the card vocabulary implies (``cards.py``) are said once."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.actions import Action

from .board import MONSTER, ROOM, SPELL, Stack, in_play, opponents, priority, room_count, souls
from .state import BossMonsterState, ask

if TYPE_CHECKING:
    from game.engine.flow import Frame

# Spell targets that are a room (the value: monster rooms only, trap rooms only, or any) and those
# that are the hero walking a dungeon, taken without a choice.
ROOM_TARGETS = {"room": None, "trap-room": False, "monster-room": True, "own-room": None}
WALKER_TARGETS = ("hero-in-any-dungeon", "hero-in-opponent-dungeon", "hero-in-your-dungeon")
HERE_EFFECTS = ("kill-hero-here", "five-damage-here")
ACTIVATED = {r.id: r for r in ROOM.values() if r.timing == "activated"}
# One ``cast`` action per spell, shared (actions are immutable): windows list the same few over and over.
CAST = {spell: Action("cast", (spell,)) for spell in SPELL}


def target_options(s: BossMonsterState, seat: int, spell: str) -> list[Action]:
    """The targets ``seat`` could declare for ``spell`` now (for spells that choose one)."""
    kind = SPELL[spell].target
    if kind in ROOM_TARGETS:
        monster = ROOM_TARGETS[kind]
        seats = [seat] if kind == "own-room" else in_play(s)
        return [Action("target", (p, i + 1)) for p in seats for i, st in enumerate(s.dungeons[p])
                if st.active and (monster is None or MONSTER[st.top] == monster)]
    if kind == "town-hero":
        return [Action("target", (h,)) for h in s.town]
    if kind == "dead-hero":
        return [Action("target", (h,)) for p in opponents(s, seat) for h in s.souls[p]]
    if kind == "richer-player":
        mine = souls(s, seat)
        return [Action("target", (p,)) for p in opponents(s, seat) if souls(s, p) >= mine + 2]
    return []


def _fewer_rooms(s: BossMonsterState, seat: int) -> bool:
    mine = room_count(s, seat)
    return any(room_count(s, p) > mine for p in opponents(s, seat))


# Spells without a target that may still be pointless or illegal now.
CONDITIONS: dict[str, Callable[["BossMonsterState", int], bool]] = {
    "stop-building": lambda s, seat: "kobold-strike" not in s.this_turn,
    "build-allowance": lambda s, seat: s.active == seat and s.builds_left > 0 and _fewer_rooms(s, seat),
    "trade-soul-for-spells": lambda s, seat: bool(s.souls[seat]),
}


def castable(s: BossMonsterState, seat: int, spell: str) -> bool:
    """Whether ``seat`` may cast ``spell`` in a window or on their build now (not as an answer)."""
    info = SPELL[spell]
    if s.phase not in info.phases:
        return False
    kind = info.target
    if kind == "none":
        check = CONDITIONS.get(info.effect)
        return check is None or check(s, seat)
    if kind == "spell":
        return False  # Counterspell only answers a spell being cast
    if kind in WALKER_TARGETS:
        if s.walk_hero is None:
            return False
        if kind == "hero-in-any-dungeon":
            return True
        return (s.walk_seat == seat) == (kind == "hero-in-your-dungeon")
    if kind in ROOM_TARGETS:  # the common case, checked without listing the targets
        monster = ROOM_TARGETS[kind]
        # Plain loops: every window asks this of every spell in every hand.
        for p in (seat,) if kind == "own-room" else in_play(s):
            for st in s.dungeons[p]:
                if st.active and (monster is None or MONSTER[st.cards[-1]] == monster):
                    return True
        return False
    return bool(target_options(s, seat, spell))


def once_per_turn(s: BossMonsterState, card: str) -> bool:
    info = ROOM[card]
    if info.effect == "all-rooms-plus-two" and s.rules.crushinator == "unlimited":
        return False
    return info.once_per_turn


def hero_here(s: BossMonsterState, seat: int, st: Stack) -> bool:
    return s.walk_hero is not None and s.walk_seat == seat and s.walk_here == st.mark()


# What an activated ability needs beyond its cost to be worth declaring at all.
USE_CHECKS: dict[str, Callable[["BossMonsterState", int, Stack], bool]] = {
    "kill-hero-here": hero_here,
    "five-damage-here": hero_here,
    "opponent-discards-blind-room": lambda s, seat, st: any(s.rooms[p] for p in opponents(s, seat)),
    "dead-hero-to-entrance": lambda s, seat, st: any(s.souls[p] for p in opponents(s, seat)),
}


def _can_pay(s: BossMonsterState, seat: int, i: int, cost: str, public: bool) -> bool:
    """Whether ``seat`` can pay ``cost`` for its room at index ``i``; ``public``: as far as the
    others can tell, who see how many cards a hand holds but not which."""
    if cost == "destroy-another":
        return any(st.active for j, st in enumerate(s.dungeons[seat]) if j != i)
    if cost == "discard-two-rooms":
        return len(s.rooms[seat]) >= 2
    if cost == "discard-monster-room":
        return bool(s.rooms[seat]) if public else any(MONSTER[r] for r in s.rooms[seat])
    if cost == "discard-spell":
        return bool(s.spells[seat])
    return True


def usable(s: BossMonsterState, seat: int, public: bool = False) -> list[Action]:
    """``use ROOM POSITION`` for each activated ability ``seat`` may use now (``public``: as far as
    the others can tell)."""
    out = []
    phase = s.phase
    for i, st in enumerate(s.dungeons[seat]):
        info = ACTIVATED.get(st.cards[-1])
        if info is None or st.hidden or st.frozen or phase not in info.phases:
            continue
        if st.used and once_per_turn(s, st.top):
            continue
        check = USE_CHECKS.get(info.effect)
        if _can_pay(s, seat, i, info.cost, public) and (check is None or check(s, seat, st)):
            out.append(Action("use", (st.top, i + 1)))
    return out


def eyes(s: BossMonsterState, seat: int) -> list[Action]:
    """All-Seeing Eyes ``seat`` may use to cancel an opponent's spell being cast."""
    if not s.spells[seat]:
        return []
    return [Action("use", (st.top, i + 1)) for i, st in enumerate(s.dungeons[seat])
            if st.active and not st.used and ROOM[st.top].timing == "on-opponent-cast"]


def responses(s: BossMonsterState, seat: int) -> list[Action]:
    """Spells ``seat`` may cast and abilities they may use at this moment."""
    out = [CAST[spell] for spell in dict.fromkeys(s.spells[seat]) if castable(s, seat, spell)]
    out.extend(usable(s, seat))
    return out


def asked(s: BossMonsterState, seat: int) -> bool:
    """Whether ``seat`` is asked in a window, from public facts only (rulings.md, "Windows"): it
    holds a spell, whichever it is, or has a room ability it may use as far as anyone can tell. Room
    cards in hand play no part in a window except to pay for an ability."""
    return bool(s.spells[seat]) or bool(usable(s, seat, public=True))


def open_window(s: BossMonsterState) -> None:
    """Opens a window (the windows chapter's ``respond``) at once, rather than through a frame of
    its own: the walk opens one in every room it enters."""
    offer_window(s, [p for p in priority(s) if asked(s, p)])


def offer_window(s: BossMonsterState, seats: list[int]) -> None:
    """Priority to the first of ``seats``, the rest asked in turn after it."""
    if seats:
        ask(s, "respond", seats[0], rest=seats[1:])


# Costs paid by discarding: from which pool, how many cards.
COST_DISCARDS = {"discard-two-rooms": ("rooms", 2), "discard-monster-room": ("monster-rooms", 1),
                 "discard-spell": ("spells", 1)}


def hold_for_cost(s: BossMonsterState, d: Frame, action: Action) -> bool:
    """A ``use`` whose cost is chosen (a room to destroy, cards to discard) asks for the cost first,
    on top of the decision ``d`` that offered it, which stays beneath as it was: nothing is used up,
    paid or shown until the first choice, so ``decline`` goes back to ``d`` exactly (rulebooks,
    "Abilità ad attivazione": using one means declaring it and meeting its requirements). Each room
    may be declined once at one decision: a player, or a bot, that uses and declines cannot go round
    for ever, and the choices after a decline are the same as before it."""
    if action.verb != "use":
        return False
    st = s.dungeons[d.seat][int(action.args[1]) - 1]
    cost = ROOM[st.top].cost
    words = "declined-before" if st.uid in d.data.get("declined", ()) else "may-decline"
    if cost == "destroy-another":
        ask(s, "pay-destroy", d.seat, uid=st.uid, use=str(action), decline=words)
    elif cost in COST_DISCARDS:
        pool, count = COST_DISCARDS[cost]
        ask(s, "discard", d.seat, pool=pool, left=count, why="cost", uid=st.uid, use=str(action), decline=words)
    else:
        return False
    return True


def carry_out(s: BossMonsterState, seat: int, action: Action) -> None:
    """A ``cast`` or ``use`` chosen in a window or on a build: the spells and rooms chapters' frames."""
    if action.verb == "cast":
        s.push("cast", seat).data.update(seat=seat, spell=str(action.args[0]))
    else:
        s.push("activate", seat).data.update(seat=seat, index=int(action.args[1]) - 1)
