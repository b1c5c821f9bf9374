"""What a Dungeon Run seat knows, as data, and a state rebuilt from it (``game/engine/information.py``),
hiding what ``view.determinize`` deals again: the tile stack (but for the tiles everyone saw go back
in, and how many of each kind it holds), the face-down Lord unless the seat read it, the encounter and
treasure decks with the face-down treasures, every ability deck and the other heroes' drawn and set
aside ability cards, and the votes others cast but have not shown."""
from __future__ import annotations

from typing import Any

from game.engine.information import HIDDEN, HIDDEN_RNG, Dealer, hidden, shown, unseen

from .heroes import CARDS
from .state import DungeonRunState
from .view import DECKS, lord_visible

EVERY_TILE = sorted(t.id for t in CARDS.tiles.values() if t.kind in ("standard", "special"))


def information(state: DungeonRunState, seat: int) -> dict[str, Any]:
    data = state.to_snapshot()
    data["stack"] = hidden(state.stack)
    data["all_tiles"] = HIDDEN  # every tile of the box: the rules', not this game's
    if not lord_visible(state, seat):
        data["lord"] = HIDDEN
    data["encounters"] = hidden(state.encounters)
    data["treasures"] = hidden(state.treasures)
    data["items_down"] = [[x, y, hidden(cards)] for x, y, cards in data["items_down"]]
    for p, hero in enumerate(data["heroes"]):
        hero["deck"] = hidden(hero["deck"])
        if p != seat:
            hero["discard"] = hidden(hero["discard"])
    for frame in data["frames"]:
        if frame["seat"] != seat and "drawn" in frame["data"]:
            frame["data"]["drawn"] = hidden(frame["data"]["drawn"])
        if "cast" in frame["data"]:
            frame["data"]["cast"] = [[s, v if s == seat else HIDDEN] for s, v in frame["data"]["cast"]]
    data["rng"] = HIDDEN_RNG
    standard = sum(CARDS.tiles[t].kind == "standard" for t in state.stack)
    return {"seat": seat, "state": data, "stack_standard": standard}


def _stack(data: dict[str, Any], standard: int) -> list[str]:
    """The tiles everyone saw go back in, then the unseen tiles, standard ones first, by the counts
    the table shows."""
    laid = {tile for _, _, tile, _ in data["tiles"]}
    held = {frame["data"]["tile"] for frame in data["frames"] if frame["kind"] == "place"}
    held |= {t for frame in data["frames"] if frame["kind"] == "place" for t in frame["data"]["aside"]}
    known = [t for t in data["stack_seen"] if t not in held]
    free = [t for t in EVERY_TILE if t not in laid and t not in held and t not in known]
    kinds = {kind: [t for t in free if CARDS.tiles[t].kind == kind] for kind in ("standard", "special")}
    standard -= sum(CARDS.tiles[t].kind == "standard" for t in known)
    special = len(data["stack"]) - len(known) - standard
    if standard < 0 or special < 0 or standard > len(kinds["standard"]) or special > len(kinds["special"]):
        raise ValueError("the tile stack holds tiles that are not left")
    return known + kinds["standard"][:standard] + kinds["special"][:special]


def _abilities(data: dict[str, Any], seat: int) -> None:
    """Each hero's unseen ability cards: their ten less the face-up ones (and, for the seat, less the
    ones it set aside or holds), dealt into the drawn cards waiting, the set-aside ones and the deck."""
    for p, hero in enumerate(data["heroes"]):
        if not hero["hero"] or not hero["deck"] and not hero["discard"]:
            continue
        frames = [f["data"] for f in data["frames"] if f["seat"] == p and "drawn" in f["data"]]
        shown_cards = hero["abilities"] + hero["discard"] + [c for f in frames for c in f["drawn"]]
        dealer = Dealer(unseen(DECKS[hero["hero"]], shown_cards), "ability cards")
        for f in frames:
            f["drawn"] = dealer.fill(f["drawn"])
        hero["discard"] = dealer.fill(hero["discard"])
        hero["deck"] = dealer.fill(hero["deck"])
        dealer.done()


def from_information(info: dict[str, Any]) -> DungeonRunState:
    data = dict(info["state"])
    seat = int(info["seat"])
    data["heroes"] = [dict(h) for h in data["heroes"]]
    data["frames"] = [{**f, "data": dict(f["data"])} for f in data["frames"]]
    data["stack"] = _stack(data, int(info["stack_standard"]))
    data["all_tiles"] = list(EVERY_TILE)
    if data["lord"] is HIDDEN:
        data["lord"] = sorted(CARDS.lords)[0]
    seen = shown(data)
    encounters = Dealer(unseen(CARDS.encounters, seen), "encounters")
    data["encounters"] = encounters.fill(data["encounters"])
    encounters.done()
    treasures = Dealer(unseen(CARDS.treasures, seen), "treasures")
    data["items_down"] = [[x, y, treasures.fill(cards)] for x, y, cards in data["items_down"]]
    data["treasures"] = treasures.fill(data["treasures"])
    treasures.done()
    _abilities(data, seat)
    for frame in data["frames"]:
        if "cast" in frame["data"]:
            frame["data"]["cast"] = [[s, 0 if v is HIDDEN else v] for s, v in frame["data"]["cast"]]
    return DungeonRunState.from_snapshot(data)
