"""Setting up (rulebook, "Preparazione partita"): the tile stack of four standard and two special
tiles per player (all of them from five players), the Dungeon Lord face down, the decks, the first
player by die roll, the hero draft with its class rule, and the first ability card kept from two."""
from __future__ import annotations

from typing import Callable

from game.engine.actions import Action
from game.engine.cards import CardSet, Need
from game.engine.flow import Frame
from game.engine.rng import Rng

from ..cards import CLASSES
from ..heroes import CARDS
from ..outcomes import learn
from ..state import FLOW, DungeonRunState, Rules, option, refusal, words


STANDARD_PER_PLAYER = 4
SPECIAL_PER_PLAYER = 2
ALL_TILES_FROM = 5


DRAWN_ABILITIES = 2


def _tiles(kind: str) -> Callable[[CardSet], int]:
    return lambda cards: sum(1 for c in cards.of("tile") if c["kind"] == kind)


def _classes(cards: CardSet) -> int:
    return len({c["class"] for c in cards.of("hero")})


def _fewest_abilities(cards: CardSet) -> int:
    """The ability cards of the hero who has the fewest: any hero may be drafted."""
    counts = {c["id"]: 0 for c in cards.of("hero")}
    for card in cards.of("ability"):
        if card["hero"] in counts:
            counts[card["hero"]] += 1
    return min(counts.values(), default=0)


def card_needs(players: int) -> list[Need]:
    """What setting up takes from the card set: the tile stack (every tile from five players, so as
    many as four players take), a Dungeon Lord, a hero for each player drafted under the class rule
    (a class nobody has until all four are taken), and two ability cards to draw for each hero."""
    dealt = min(players, ALL_TILES_FROM - 1)
    who = f"{players} player{'s' if players != 1 else ''}"
    needs = [
        Need("tile", STANDARD_PER_PLAYER * dealt, "standard tiles",
             f"for the tile stack of {who} ({STANDARD_PER_PLAYER} for each of up to four)",
             _tiles("standard")),
        Need("tile", SPECIAL_PER_PLAYER * dealt, "special tiles",
             f"for the tile stack of {who} ({SPECIAL_PER_PLAYER} for each of up to four)",
             _tiles("special")),
        Need("lord", 1, "Dungeon Lords", "for the one face down beside the Lord's room"),
        Need("hero", players, "heroes", f"for {who} to draft"),
        Need("hero", min(players, len(CLASSES)), "classes among the heroes",
             f"for {who} to draft under the class rule", _classes),
    ]
    if players > 1:  # solo play uses no ability cards
        needs.append(Need("ability", DRAWN_ABILITIES, "ability cards of each hero",
                          "to draw two and keep one (the hero with the fewest counted)", _fewest_abilities))
    return needs


def new_state(players: int, seed: int, rules: Rules) -> DungeonRunState:
    s = DungeonRunState(players)
    s.rng = Rng(seed)
    s.rules = rules
    entrance = next(t for t in CARDS.tiles.values() if t.kind == "entrance")
    s.dungeon.lay((0, 0), entrance.id, 0, entrance.exits)
    lords = sorted(CARDS.lords)
    s.rng.shuffle(lords)
    s.lord = lords[0]  # the other Lords go back to the box unseen
    standard = sorted(t.id for t in CARDS.tiles.values() if t.kind == "standard")
    special = sorted(t.id for t in CARDS.tiles.values() if t.kind == "special")
    s.all_tiles = sorted(standard + special)
    s.rng.shuffle(standard)
    s.rng.shuffle(special)
    if players < ALL_TILES_FROM:
        standard, special = standard[:STANDARD_PER_PLAYER * players], special[:SPECIAL_PER_PLAYER * players]
    s.stack = standard + special
    s.rng.shuffle(s.stack)
    s.encounters = sorted(CARDS.encounters)
    s.rng.shuffle(s.encounters)
    s.treasures = sorted(CARDS.treasures)
    s.rng.shuffle(s.treasures)
    s.artifacts = sorted(CARDS.artifacts)
    s.emit("dungeon_prepared", {"stack": len(s.stack), "standard": len(standard), "special": len(special),
                                "encounters": len(s.encounters), "treasures": len(s.treasures)}, chance=True)
    s.first = _first_player(s)
    s.push("begin", s.first)
    s.push("draft", s.first, order=[(s.first + i) % players for i in range(1, players)])
    s.run()
    s.opening_events, s.events = s.events, []
    return s


def _first_player(s: DungeonRunState) -> int:
    """Everybody rolls a die; those tied for the highest roll again."""
    rolling = list(range(s.players))
    rounds = []
    while len(rolling) > 1:
        dice = {seat: s.rng.die() for seat in rolling}
        rounds.append({str(seat): face for seat, face in dice.items()})
        top = max(dice.values())
        rolling = [seat for seat in rolling if dice[seat] == top]
    s.emit("first_player_rolled", {"rolls": rounds, "first": rolling[0]}, chance=True)
    return rolling[0]


def draftable(s: DungeonRunState) -> list[str]:
    """Heroes still free, of a class nobody has yet unless all four classes are taken."""
    taken = {h.hero for h in s.heroes if h.hero}
    classes = {CARDS.heroes[h].hero_class for h in taken}
    every = classes >= set(CLASSES)
    return [h for h in sorted(CARDS.heroes) if h not in taken and (every or CARDS.heroes[h].hero_class not in classes)]


def _draft_options(s: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("pick", h) for h in draftable(s)]


def _draft_act(s: DungeonRunState, frame: Frame, action: Action) -> None:
    hero = s.heroes[frame.seat]
    hero.hero = str(action.args[0])
    hero.pos = (0, 0)
    s.emit("hero_chosen", {"seat": frame.seat, "hero": hero.hero})
    if frame.data["order"]:
        frame.seat = frame.data["order"].pop(0)
        return
    s.pop(frame)
    if s.solo:
        return  # solo play never uses ability cards
    for seat in reversed(range(s.players)):
        seat = (s.first + seat) % s.players
        h = s.heroes[seat]
        h.deck = sorted(a.id for a in CARDS.abilities.values() if a.hero == h.hero)
        s.rng.shuffle(h.deck)
        drawn = [h.deck.pop() for _ in range(DRAWN_ABILITIES)]
        s.emit("abilities_drawn", {"seat": seat, "count": 2}, {"cards": list(drawn)}, frozenset((seat,)), chance=True)
        s.push("learn", seat, drawn=drawn)


FLOW.decision("draft", _draft_options, _draft_act, refuse=refusal("choose your hero"),
              ask=lambda s, f: {"taken": [h.hero for h in s.heroes if h.hero]},
              label=lambda s, f, a: words(a, card=a.args[0]))


def _learn_options(s: DungeonRunState, frame: Frame) -> list[Action]:
    return [option("learn", c) for c in sorted(frame.data["drawn"])]


def _learn_act(s: DungeonRunState, frame: Frame, action: Action) -> None:
    s.pop(frame)
    kept = str(action.args[0])
    learn(s, frame.seat, kept, [c for c in frame.data["drawn"] if c != kept])


FLOW.decision("learn", _learn_options, _learn_act, refuse=refusal("keep one of the two ability cards"),
              label=lambda s, f, a: words(a, card=a.args[0]))
