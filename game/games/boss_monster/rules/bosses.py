"""Level Up (rulebooks, "Carte: Boss" and the glossary's "Level Up"): each Boss's one-time ability,
fired the first time its dungeon shows five rooms. One function per ``level_up`` name in
``cards/boss_monster/bosses.yaml``. Searching a deck shows it to the searcher only; the deck is then
as good as shuffled, since draws take cards at random (glossary, "Scegli"/"Procurar")."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.actions import Action
from game.engine.events import Event

from ..board import BOSS, ROOM, destroy, kill, opponents, spot_arg, spot_of, spots
from ..state import PASS, ask, decision, distinct, later, step

if TYPE_CHECKING:
    from game.engine.flow import Frame

    from ..state import BossMonsterState

LevelUp = Callable[["BossMonsterState", int, list[Event]], None]


@step("level-up")
def level_up(s: BossMonsterState, events: list[Event], seat: int) -> None:
    LEVEL_UPS[BOSS[s.bosses[seat]].level_up](s, seat, events)


def take_from_hand(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    """Draculord: look at an opponent's hand and keep one card of it."""
    ask(s, "choose-victim", seat, then="look-at-hand", kind="any", purpose="take")


@step("look-at-hand")
def look_at_hand(s: BossMonsterState, events: list[Event], seat: int, victim: int, kind: str, purpose: str) -> None:
    hand = s.rooms[victim] + s.spells[victim]
    events.append(Event("hand_seen", {"seat": seat, "of": victim}, {"cards": list(hand)}, frozenset((seat, victim))))
    ask(s, "take-from-hand", seat, victim=victim, source="hand", reveals=["hand", victim])


def _in_hand(s: BossMonsterState, f: Frame) -> list[Action]:
    """The cards of the hand looked at, in a fixed order: the order a hand is held in is not shown."""
    victim = f.data["victim"]
    return [Action("take", (c,)) for c in sorted(set(s.rooms[victim] + s.spells[victim]))]


@decision("take-from-hand", _in_hand, ask=lambda s, f: {"victim_seat": f.data["victim"]})
def answer_take_from_hand(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    card, victim = str(action.args[0]), d.data["victim"]
    hand = s.rooms if card in ROOM else s.spells
    hand[victim].remove(card)
    hand[d.seat].append(card)
    events.append(Event("card_stolen", {"seat": d.seat, "from": victim}, {"card": card}, frozenset((d.seat, victim))))


def take_two_from_discard(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    """Xyzax: any two cards of the discard pile into your hand."""
    ask(s, "take-from-discard", seat, kind="any", left=2)


def _fetch(monster: bool) -> LevelUp:
    """King Croak (Monster) and Cleopatra (Trap): an Advanced room from the room deck or the discard
    pile, built at once on a room sharing a treasure icon, or kept in hand."""
    def fetch(s: BossMonsterState, seat: int, events: list[Event]) -> None:
        ask(s, "fetch-room", seat, monster=monster, reveals=["room-deck"])
    return fetch


def _fetchable(s: BossMonsterState, f: Frame) -> list[Action]:
    monster = f.data["monster"]

    def wanted(card: str) -> bool:
        return ROOM[card].advanced and ROOM[card].monster == monster
    options = [Action("take", (c, "deck")) for c in sorted(set(filter(wanted, s.room_deck)))]
    options += [Action("take", (c, "discard")) for c in distinct(c for c in s.discard if c in ROOM and wanted(c))]
    return options + [PASS]


@decision("fetch-room", _fetchable)
def answer_fetch(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "take":
        card = str(action.args[0])
        (s.room_deck if action.args[1] == "deck" else s.discard).remove(card)
        s.rooms[d.seat].append(card)
        events.append(Event("card_taken", {"seat": d.seat, "card": card, "from": str(action.args[1])}))
        ask(s, "place-fetched", d.seat, card=card)
    events.append(Event("deck_shuffled", {"deck": "rooms"}, chance=True))


def _fetched_places(s: BossMonsterState, f: Frame) -> list[Action]:
    """The fetched room, now in hand, may be built at once on a room sharing a treasure icon."""
    card = f.data["card"]
    places = [] if "kobold-strike" in s.this_turn else spots(s, f.seat, card, new=False)
    if not places:
        return []
    return [Action("build", (card, spot_arg(k))) for k in places] + [Action("keep")]


@decision("place-fetched", _fetched_places, ask=lambda s, f: {"card": f.data["card"]})
def answer_place_fetched(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "build":
        later(s, ("build-face-up", {"seat": d.seat, "card": d.data["card"], "spot": spot_of(action.args[1]),
                                    "why": "level-up"}))


def opponents_destroy_a_room(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    """Robobo: each opponent destroys a room of their own, most XP first."""
    later(s, *[("destroy-own-room", {"seat": p}) for p in opponents(s, seat)])


@decision("destroy-own-room",
          lambda s, f: [Action("destroy", (st.top, i + 1)) for i, st in enumerate(s.dungeons[f.seat]) if st.active])
def answer_destroy_own(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    destroy(s, d.seat, int(action.args[1]) - 1, events, "level-up")


def draw_three_spells_discard_one(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    """Cerebellus: may draw three spells, then discards one."""
    ask(s, "may-draw", seat, what="spells", count=3, discard=True)


def hero_to_your_entrance(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    """Seducia: any hero of town or of the hero decks to your entrance."""
    ask(s, "seduce", seat, reveals=["hero-decks"])


@decision("seduce", lambda s, f: [Action("hero", (h,)) for h in s.town + sorted(s.hero_deck) + sorted(s.epic_deck)]
          + [PASS])
def answer_seduce(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    if action.verb == "hero":
        hero = str(action.args[0])
        source = next(pile for pile in (s.town, s.hero_deck, s.epic_deck) if hero in pile)
        source.remove(hero)
        s.entrance[d.seat].append(hero)
        events.append(Event("hero_moved", {"hero": hero, "seat": d.seat,
                                           "from": "town" if source is s.town else "deck"}))
    events.append(Event("deck_shuffled", {"deck": "heroes"}, chance=True))


def kill_town_hero(s: BossMonsterState, seat: int, events: list[Event]) -> None:
    """Gorgona: a hero in town, epic or not, dies and joins your souls."""
    ask(s, "gorgon", seat)


@decision("gorgon", lambda s, f: [Action("hero", (h,)) for h in s.town])
def answer_gorgon(s: BossMonsterState, d: Frame, action: Action, events: list[Event]) -> None:
    hero = str(action.args[0])
    s.town.remove(hero)
    kill(s, d.seat, hero, events, "level-up")


LEVEL_UPS: dict[str, LevelUp] = {
    "take-from-hand": take_from_hand,
    "take-two-from-discard": take_two_from_discard,
    "fetch-advanced-monster": _fetch(True),
    "fetch-advanced-trap": _fetch(False),
    "opponents-destroy-a-room": opponents_destroy_a_room,
    "draw-three-spells-discard-one": draw_three_spells_discard_one,
    "hero-to-your-entrance": hero_to_your_entrance,
    "kill-town-hero": kill_town_hero,
}
